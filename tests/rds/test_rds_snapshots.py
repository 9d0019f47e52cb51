"""DB cluster snapshots and DB snapshots hold the server's data: a restore is a new server with the rows
written before the snapshot and none written after (read through the Data API and pg8000), copies and
final snapshots on delete restore the same way, and every refusal answers the model's error code. One
server for the file (each postgres start costs seconds)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pg8000.native
import pytest
from botocore.exceptions import ClientError
from rds_helpers import PASSWORD, cluster_with_secret, wait_cluster, wait_instance

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def rds(server: LabcloudProcess) -> Any:
    return server.boto3_client("rds")


@pytest.fixture(scope="module")
def source(server: LabcloudProcess) -> dict[str, str]:
    """A cluster with the Data API on, its table holding row 1."""
    made = cluster_with_secret(server, "source")
    data = server.boto3_client("rds-data")
    kw = {k: made[k] for k in ("resourceArn", "secretArn")}
    data.execute_statement(sql="CREATE TABLE notes (id int PRIMARY KEY, body text)", **kw)
    data.execute_statement(sql="INSERT INTO notes VALUES (1, 'before')", **kw)
    return made


def wait_snapshot(rds: Any, name: str, cluster: bool = True, timeout: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        if cluster:
            found = rds.describe_db_cluster_snapshots(DBClusterSnapshotIdentifier=name)["DBClusterSnapshots"][
                0
            ]
        else:
            found = rds.describe_db_snapshots(DBSnapshotIdentifier=name)["DBSnapshots"][0]
        if found["Status"] != "creating" or time.monotonic() > deadline:
            assert found["Status"] == "available", found
            return dict(found)
        time.sleep(0.1)


def rows_of(port: int, user: str = "master", database: str = "app") -> list[list[Any]]:
    conn = pg8000.native.Connection(user, host="127.0.0.1", port=port, password=PASSWORD, database=database)
    try:
        return [list(r) for r in conn.run("SELECT id, body FROM notes ORDER BY id")]
    finally:
        conn.close()


def code_of(excinfo: pytest.ExceptionInfo[ClientError]) -> str:
    return str(excinfo.value.response["Error"]["Code"])


def test_a_restored_cluster_has_the_rows_written_before_its_snapshot_only(
    server: LabcloudProcess, rds: Any, source: dict[str, str]
) -> None:
    made = rds.create_db_cluster_snapshot(
        DBClusterSnapshotIdentifier="snap-one",
        DBClusterIdentifier="source",
        Tags=[{"Key": "k", "Value": "v"}],
    )["DBClusterSnapshot"]
    assert made["Status"] == "creating" and made["SnapshotType"] == "manual"
    assert made["DBClusterSnapshotArn"].endswith(":cluster-snapshot:snap-one")
    shot = wait_snapshot(rds, "snap-one")
    assert shot["DBClusterIdentifier"] == "source" and shot["PercentProgress"] == 100
    assert shot["Engine"] == "aurora-postgresql" and shot["MasterUsername"] == "master"
    data = server.boto3_client("rds-data")
    kw = {k: source[k] for k in ("resourceArn", "secretArn")}
    data.execute_statement(sql="INSERT INTO notes VALUES (2, 'after')", **kw)

    listed = rds.describe_db_cluster_snapshots(DBClusterIdentifier="source")["DBClusterSnapshots"]
    assert [s["DBClusterSnapshotIdentifier"] for s in listed] == ["snap-one"]
    assert rds.describe_db_cluster_snapshots(DBClusterIdentifier="other")["DBClusterSnapshots"] == []
    filtered = rds.describe_db_cluster_snapshots(
        Filters=[{"Name": "db-cluster-snapshot-id", "Values": ["snap-one"]}]
    )["DBClusterSnapshots"]
    assert [s["DBClusterSnapshotIdentifier"] for s in filtered] == ["snap-one"]
    assert rds.describe_db_cluster_snapshots(SnapshotType="automated")["DBClusterSnapshots"] == []
    tags = rds.list_tags_for_resource(ResourceName=shot["DBClusterSnapshotArn"])["TagList"]
    assert tags == [{"Key": "k", "Value": "v"}]

    copied = rds.copy_db_cluster_snapshot(
        SourceDBClusterSnapshotIdentifier="snap-one",
        TargetDBClusterSnapshotIdentifier="snap-copy",
        CopyTags=True,
    )["DBClusterSnapshot"]
    assert copied["SourceDBClusterSnapshotArn"] == shot["DBClusterSnapshotArn"]
    wait_snapshot(rds, "snap-copy")
    rds.delete_db_cluster_snapshot(DBClusterSnapshotIdentifier="snap-one")
    restored = rds.restore_db_cluster_from_snapshot(
        DBClusterIdentifier="restored",
        SnapshotIdentifier=copied["DBClusterSnapshotArn"],
        Engine="aurora-postgresql",
    )["DBCluster"]
    assert restored["Status"] == "creating" and restored["Port"] != int(source["port"])
    wait_cluster(rds, "restored")
    assert rows_of(int(restored["Port"])) == [[1, "before"]]
    rds.enable_http_endpoint(ResourceArn=restored["DBClusterArn"])
    answer = data.execute_statement(
        sql="SELECT id, body FROM notes ORDER BY id",
        resourceArn=restored["DBClusterArn"],
        secretArn=kw["secretArn"],
    )
    assert answer["records"] == [[{"longValue": 1}, {"stringValue": "before"}]]
    # the source kept both rows: the snapshot took nothing away
    assert rows_of(int(source["port"])) == [[1, "before"], [2, "after"]]
    rds.delete_db_cluster(DBClusterIdentifier="restored", SkipFinalSnapshot=True)
    deleted = rds.delete_db_cluster_snapshot(DBClusterSnapshotIdentifier="snap-copy")["DBClusterSnapshot"]
    assert deleted["Status"] == "deleted"
    with pytest.raises(ClientError) as excinfo:
        rds.describe_db_cluster_snapshots(DBClusterSnapshotIdentifier="snap-copy")
    assert code_of(excinfo) == "DBClusterSnapshotNotFoundFault"


def test_a_final_cluster_snapshot_keeps_the_deleted_clusters_rows(server: LabcloudProcess, rds: Any) -> None:
    made = cluster_with_secret(server, "doomed")
    conn = pg8000.native.Connection(
        "master", host="127.0.0.1", port=int(made["port"]), password=PASSWORD, database="app"
    )
    conn.run("CREATE TABLE notes (id int, body text)")
    conn.run("INSERT INTO notes VALUES (7, 'last words')")
    conn.close()
    with pytest.raises(ClientError) as excinfo:
        rds.delete_db_cluster(
            DBClusterIdentifier="doomed", FinalDBSnapshotIdentifier="x", SkipFinalSnapshot=True
        )
    assert code_of(excinfo) == "InvalidParameterCombination"
    gone = rds.delete_db_cluster(DBClusterIdentifier="doomed", FinalDBSnapshotIdentifier="doomed-final")[
        "DBCluster"
    ]
    assert gone["Status"] == "deleting"
    final = wait_snapshot(rds, "doomed-final")
    assert final["DBClusterIdentifier"] == "doomed"
    with pytest.raises(ClientError) as excinfo:
        rds.describe_db_clusters(DBClusterIdentifier="doomed")
    assert code_of(excinfo) == "DBClusterNotFoundFault"
    back = rds.restore_db_cluster_from_snapshot(
        DBClusterIdentifier="doomed", SnapshotIdentifier="doomed-final", Engine="aurora-postgresql"
    )["DBCluster"]
    wait_cluster(rds, "doomed")
    assert rows_of(int(back["Port"])) == [[7, "last words"]]
    # a final snapshot's name already taken is refused before anything is deleted
    with pytest.raises(ClientError) as excinfo:
        rds.delete_db_cluster(DBClusterIdentifier="doomed", FinalDBSnapshotIdentifier="doomed-final")
    assert code_of(excinfo) == "DBClusterSnapshotAlreadyExistsFault"
    assert wait_cluster(rds, "doomed")["Status"] == "available"
    rds.delete_db_cluster(DBClusterIdentifier="doomed", SkipFinalSnapshot=True)
    rds.delete_db_cluster_snapshot(DBClusterSnapshotIdentifier="doomed-final")


def test_a_db_snapshot_of_a_standalone_instance_restores_with_its_rows(
    server: LabcloudProcess, rds: Any
) -> None:
    rds.create_db_instance(
        DBInstanceIdentifier="solo",
        Engine="postgres",
        DBInstanceClass="db.t3.micro",
        AllocatedStorage=20,
        MasterUsername="owner",
        MasterUserPassword=PASSWORD,
        DBName="shop",
    )
    port = int(wait_instance(rds, "solo")["Endpoint"]["Port"])
    conn = pg8000.native.Connection("owner", host="127.0.0.1", port=port, password=PASSWORD, database="shop")
    conn.run("CREATE TABLE notes (id int, body text)")
    conn.run("INSERT INTO notes VALUES (1, 'kept')")
    made = rds.create_db_snapshot(DBSnapshotIdentifier="solo-one", DBInstanceIdentifier="solo")["DBSnapshot"]
    assert made["Status"] == "creating" and made["DBSnapshotArn"].endswith(":snapshot:solo-one")
    shot = wait_snapshot(rds, "solo-one", cluster=False)
    assert (
        shot["DBInstanceIdentifier"] == "solo"
        and shot["Engine"] == "postgres"
        and shot["AllocatedStorage"] == 20
    )
    conn.run("INSERT INTO notes VALUES (2, 'later')")
    conn.close()
    listed = rds.describe_db_snapshots(DBInstanceIdentifier="solo")["DBSnapshots"]
    assert [s["DBSnapshotIdentifier"] for s in listed] == ["solo-one"]
    assert (
        rds.describe_db_snapshots(Filters=[{"Name": "db-instance-id", "Values": ["other"]}])["DBSnapshots"]
        == []
    )

    restored = rds.restore_db_instance_from_db_snapshot(
        DBInstanceIdentifier="solo-back", DBSnapshotIdentifier="solo-one"
    )["DBInstance"]
    assert restored["DBInstanceStatus"] == "creating" and restored["DBInstanceClass"] == "db.t3.micro"
    back = wait_instance(rds, "solo-back")
    assert rows_of(int(back["Endpoint"]["Port"]), user="owner", database="shop") == [[1, "kept"]]

    copied = rds.copy_db_snapshot(
        SourceDBSnapshotIdentifier="solo-one", TargetDBSnapshotIdentifier="solo-copy"
    )
    assert copied["DBSnapshot"]["Status"] == "creating"
    wait_snapshot(rds, "solo-copy", cluster=False)
    with pytest.raises(ClientError) as excinfo:
        rds.copy_db_snapshot(SourceDBSnapshotIdentifier="solo-one", TargetDBSnapshotIdentifier="solo-copy")
    assert code_of(excinfo) == "DBSnapshotAlreadyExists"

    rds.delete_db_instance(DBInstanceIdentifier="solo", FinalDBSnapshotIdentifier="solo-final")
    wait_snapshot(rds, "solo-final", cluster=False)
    rds.delete_db_instance(DBInstanceIdentifier="solo-back", SkipFinalSnapshot=True)
    final = rds.restore_db_instance_from_db_snapshot(
        DBInstanceIdentifier="solo-again", DBSnapshotIdentifier="solo-final"
    )["DBInstance"]
    assert final["DBInstanceIdentifier"] == "solo-again"
    again = wait_instance(rds, "solo-again")
    assert rows_of(int(again["Endpoint"]["Port"]), user="owner", database="shop") == [
        [1, "kept"],
        [2, "later"],
    ]
    rds.delete_db_instance(DBInstanceIdentifier="solo-again", SkipFinalSnapshot=True)
    for name in ("solo-one", "solo-copy", "solo-final"):
        assert rds.delete_db_snapshot(DBSnapshotIdentifier=name)["DBSnapshot"]["Status"] == "deleted"
    with pytest.raises(ClientError) as excinfo:
        rds.delete_db_snapshot(DBSnapshotIdentifier="solo-one")
    assert code_of(excinfo) == "DBSnapshotNotFound"


def test_snapshot_refusals_answer_the_models_codes(
    server: LabcloudProcess, rds: Any, source: dict[str, str]
) -> None:
    cases: list[tuple[str, Any, dict[str, Any]]] = [
        ("DBClusterNotFoundFault", rds.create_db_cluster_snapshot,
         {"DBClusterSnapshotIdentifier": "s", "DBClusterIdentifier": "nope"}),
        ("DBInstanceNotFound", rds.create_db_snapshot, {"DBSnapshotIdentifier": "s", "DBInstanceIdentifier": "nope"}),
        ("DBClusterSnapshotNotFoundFault", rds.describe_db_cluster_snapshots, {"DBClusterSnapshotIdentifier": "nope"}),
        ("DBClusterSnapshotNotFoundFault", rds.delete_db_cluster_snapshot, {"DBClusterSnapshotIdentifier": "nope"}),
        ("DBClusterSnapshotNotFoundFault", rds.copy_db_cluster_snapshot,
         {"SourceDBClusterSnapshotIdentifier": "nope", "TargetDBClusterSnapshotIdentifier": "t"}),
        ("DBClusterSnapshotNotFoundFault", rds.restore_db_cluster_from_snapshot,
         {"DBClusterIdentifier": "r", "SnapshotIdentifier": "nope", "Engine": "aurora-postgresql"}),
        ("DBSnapshotNotFound", rds.describe_db_snapshots, {"DBSnapshotIdentifier": "nope"}),
        ("DBSnapshotNotFound", rds.delete_db_snapshot, {"DBSnapshotIdentifier": "nope"}),
        ("DBSnapshotNotFound", rds.copy_db_snapshot,
         {"SourceDBSnapshotIdentifier": "nope", "TargetDBSnapshotIdentifier": "t"}),
        ("DBSnapshotNotFound", rds.restore_db_instance_from_db_snapshot,
         {"DBInstanceIdentifier": "r", "DBSnapshotIdentifier": "nope"}),
        ("InvalidParameterValue", rds.describe_db_cluster_snapshots, {"MaxRecords": 5}),
        ("InvalidParameterValue", rds.describe_db_snapshots, {"Filters": [{"Name": "color", "Values": ["x"]}]}),
        ("InvalidParameterValue", rds.create_db_cluster_snapshot,
         {"DBClusterSnapshotIdentifier": "bad--name", "DBClusterIdentifier": "source"}),
    ]  # fmt: skip
    for code, call, params in cases:
        with pytest.raises(ClientError) as excinfo:
            call(**params)
        assert code_of(excinfo) == code, (call, params)

    rds.create_db_cluster_snapshot(DBClusterSnapshotIdentifier="twice", DBClusterIdentifier="source")
    with pytest.raises(ClientError) as excinfo:
        rds.create_db_cluster_snapshot(DBClusterSnapshotIdentifier="twice", DBClusterIdentifier="source")
    assert code_of(excinfo) == "DBClusterSnapshotAlreadyExistsFault"
    wait_snapshot(rds, "twice")
    with pytest.raises(ClientError) as excinfo:
        rds.restore_db_cluster_from_snapshot(
            DBClusterIdentifier="source", SnapshotIdentifier="twice", Engine="aurora-postgresql"
        )
    assert code_of(excinfo) == "DBClusterAlreadyExistsFault"
    with pytest.raises(ClientError) as excinfo:
        rds.restore_db_cluster_from_snapshot(
            DBClusterIdentifier="r2",
            SnapshotIdentifier="twice",
            Engine="aurora-postgresql",
            DatabaseName="other",
        )
    assert code_of(excinfo) == "InvalidParameterValue"

    rds.create_db_instance(
        DBInstanceIdentifier="member", DBClusterIdentifier="source", Engine="aurora-postgresql",
        DBInstanceClass="db.serverless",
    )  # fmt: skip
    with pytest.raises(ClientError) as excinfo:
        rds.create_db_snapshot(DBSnapshotIdentifier="m", DBInstanceIdentifier="member")
    assert code_of(excinfo) == "InvalidDBInstanceState"
    with pytest.raises(ClientError) as excinfo:
        rds.delete_db_cluster(DBClusterIdentifier="source", FinalDBSnapshotIdentifier="with-members")
    assert code_of(excinfo) == "InvalidDBClusterStateFault"
    rds.delete_db_instance(DBInstanceIdentifier="member")
    rds.delete_db_cluster_snapshot(DBClusterSnapshotIdentifier="twice")
