"""``labcloud state save/load`` carries each postgres server's data and each DB snapshot's: a loaded
snapshot's cluster has the rows it had at the save (none written after), on the server that saved it
and on a fresh server reading the same snapshot dir; a cluster created after the save is gone."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pg8000.exceptions
import pg8000.native
from rds_helpers import PASSWORD, cluster_with_secret, wait_cluster

from labcloud.testing.server_process import LabcloudProcess


def _rows(server: LabcloudProcess, db: dict[str, str]) -> list[Any]:
    data = server.boto3_client("rds-data")
    answer = data.execute_statement(
        sql="SELECT id FROM notes ORDER BY id", resourceArn=db["resourceArn"], secretArn=db["secretArn"]
    )
    return [row[0]["longValue"] for row in answer["records"]]


def _pg_rows(port: int) -> list[Any]:
    """The rows, once the server (started again in the background after a load) accepts connections."""
    deadline = time.monotonic() + 30
    while True:
        try:
            conn = pg8000.native.Connection(
                "master", host="127.0.0.1", port=port, password=PASSWORD, database="app"
            )
            break
        except (pg8000.exceptions.InterfaceError, pg8000.exceptions.DatabaseError):  # refused; "starting up"
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
    try:
        return [row[0] for row in conn.run("SELECT id FROM notes ORDER BY id")]
    finally:
        conn.close()


def test_a_loaded_state_has_the_rows_of_its_save(tmp_path: Path) -> None:
    shared = ["--snapshot-dir", str(tmp_path / "snapshots")]
    server = LabcloudProcess(in_memory=True, extra_args=shared).start()
    try:
        db = cluster_with_secret(server, "fixture")
        data = server.boto3_client("rds-data")
        kw = {k: db[k] for k in ("resourceArn", "secretArn")}
        data.execute_statement(sql="CREATE TABLE notes (id int)", **kw)
        data.execute_statement(sql="INSERT INTO notes VALUES (1)", **kw)
        rds = server.boto3_client("rds")
        rds.create_db_cluster_snapshot(DBClusterSnapshotIdentifier="kept", DBClusterIdentifier="fixture")
        while (
            rds.describe_db_cluster_snapshots(DBClusterSnapshotIdentifier="kept")["DBClusterSnapshots"][0][
                "Status"
            ]
            == "creating"
        ):
            time.sleep(0.1)
        saved = server.save_state("rds-fixture")
        assert saved["name"] == "rds-fixture"

        data.execute_statement(sql="INSERT INTO notes VALUES (2)", **kw)
        rds.delete_db_cluster_snapshot(DBClusterSnapshotIdentifier="kept")
        cluster_with_secret(server, "later")
        assert _rows(server, db) == [1, 2]

        server.load_state("rds-fixture")
        wait_cluster(rds, "fixture")
        assert _rows(server, db) == [1]
        assert [c["DBClusterIdentifier"] for c in rds.describe_db_clusters()["DBClusters"]] == ["fixture"]
        shot = rds.describe_db_cluster_snapshots(DBClusterSnapshotIdentifier="kept")["DBClusterSnapshots"][0]
        assert shot["Status"] == "available"
    finally:
        server.stop()

    # another server (a CI job) loading the same file: pg8000 as the master user (the Secrets Manager
    # secret is KMS-wrapped by the saving server's key, docs/state.md)
    fresh = LabcloudProcess(in_memory=True, extra_args=shared).start()
    try:
        fresh.load_state("rds-fixture")
        rds = fresh.boto3_client("rds")
        assert _pg_rows(int(wait_cluster(rds, "fixture")["Port"])) == [1]
        restored = rds.restore_db_cluster_from_snapshot(
            DBClusterIdentifier="again", SnapshotIdentifier="kept", Engine="aurora-postgresql"
        )["DBCluster"]
        wait_cluster(rds, "again")
        assert _pg_rows(int(restored["Port"])) == [1]
    finally:
        fresh.stop()
