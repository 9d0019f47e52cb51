"""Rows written through the Data API survive a restart of labcloud (the cluster's postgres server is
stopped with it and started again from the same data dir), no postgres process outlives its server,
and IAM decides rds: and rds-data: calls, with secretsmanager:GetSecretValue needed on the secret."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from rds_helpers import PASSWORD, alive, cluster_with_secret, postgres_pids, wait_instance

from labcloud.testing.server_process import LabcloudProcess


def _wait_gone(pids: set[int], timeout: float = 20.0) -> set[int]:
    deadline = time.monotonic() + timeout
    while alive(pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    return alive(pids)


def test_rows_survive_a_restart_and_no_postgres_outlives_the_server(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        db = cluster_with_secret(server, "kept")
        data = server.boto3_client("rds-data")
        kw = {k: db[k] for k in ("resourceArn", "secretArn")}
        data.execute_statement(sql="CREATE TABLE notes (id int, body text)", **kw)
        data.execute_statement(sql="INSERT INTO notes VALUES (1, 'before the restart')", **kw)
        rds = server.boto3_client("rds")
        rds.create_db_instance(
            DBInstanceIdentifier="solo",
            Engine="postgres",
            DBInstanceClass="db.t3.micro",
            AllocatedStorage=20,
            MasterUsername="owner",
            MasterUserPassword=PASSWORD,
        )
        wait_instance(rds, "solo")
        pids = postgres_pids(server)
        assert len(pids) >= 2
    finally:
        server.stop()
    assert _wait_gone(pids) == set()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        data = again.boto3_client("rds-data")
        rows = data.execute_statement(sql="SELECT id, body FROM notes", **kw)["records"]
        assert rows == [[{"longValue": 1}, {"stringValue": "before the restart"}]]
        rds = again.boto3_client("rds")
        cluster = rds.describe_db_clusters(DBClusterIdentifier="kept")["DBClusters"][0]
        assert cluster["Status"] == "available" and cluster["Port"] == int(db["port"])
        assert wait_instance(rds, "solo")["DBInstanceStatus"] == "available"
        pids = postgres_pids(again)
        assert pids
    finally:
        again.kill()
    # killed without a word: postgres still follows its parent down
    assert _wait_gone(pids) == set()


def test_an_in_memory_servers_postgres_stops_with_it() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        cluster_with_secret(server, "brief")
        pids = postgres_pids(server)
        assert pids
    finally:
        server.stop()
    assert _wait_gone(pids) == set()


def test_the_server_quota_is_refused_by_its_code() -> None:
    env = {**os.environ, "LABCLOUD_RDS_MAX_SERVERS": "1"}
    server = LabcloudProcess(in_memory=True, env=env).start()
    try:
        rds = server.boto3_client("rds")
        base = {"Engine": "aurora-postgresql", "MasterUsername": "a1", "MasterUserPassword": PASSWORD}
        rds.create_db_cluster(DBClusterIdentifier="first", **base)
        with pytest.raises(ClientError) as caught:
            rds.create_db_cluster(DBClusterIdentifier="second", **base)
        assert caught.value.response["Error"]["Code"] == "DBClusterQuotaExceededFault"
        with pytest.raises(ClientError) as caught:
            rds.create_db_instance(
                DBInstanceIdentifier="solo",
                Engine="postgres",
                DBInstanceClass="db.t3.micro",
                AllocatedStorage=20,
                MasterUsername="a1",
                MasterUserPassword=PASSWORD,
            )
        assert caught.value.response["Error"]["Code"] == "InstanceQuotaExceeded"
    finally:
        server.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _as_user(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> dict[str, Any]:
    iam = server.boto3_client("iam")
    iam.create_user(UserName=name)
    key = iam.create_access_key(UserName=name)["AccessKey"]
    policy = {"Version": "2012-10-17", "Statement": statements}
    iam.put_user_policy(UserName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}


def _denied(call: Any, **kwargs: Any) -> None:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    assert caught.value.response["Error"]["Code"] == "AccessDeniedException"


def test_iam_decides_rds_and_the_data_api(enforcing: LabcloudProcess) -> None:
    db = cluster_with_secret(enforcing, "guarded")
    kw = {k: db[k] for k in ("resourceArn", "secretArn")}
    reader = _as_user(
        enforcing,
        "reader",
        [
            {"Effect": "Allow", "Action": "rds:DescribeDBClusters", "Resource": db["resourceArn"]},
            {"Effect": "Allow", "Action": "rds-data:ExecuteStatement", "Resource": db["resourceArn"]},
            {"Effect": "Allow", "Action": "secretsmanager:GetSecretValue", "Resource": db["secretArn"]},
        ],
    )
    rds = enforcing.boto3_client("rds", **reader)
    assert rds.describe_db_clusters(DBClusterIdentifier="guarded")["DBClusters"][0]["Status"] == "available"
    _denied(
        rds.create_db_cluster,
        DBClusterIdentifier="other",
        Engine="aurora-postgresql",
        MasterUsername="a1",
        MasterUserPassword=PASSWORD,
    )
    _denied(rds.delete_db_cluster, DBClusterIdentifier="guarded", SkipFinalSnapshot=True)
    data = enforcing.boto3_client("rds-data", **reader)
    assert data.execute_statement(sql="SELECT 1", **kw)["records"] == [[{"longValue": 1}]]
    _denied(data.begin_transaction, **kw)
    no_secret = _as_user(
        enforcing,
        "no-secret",
        [{"Effect": "Allow", "Action": "rds-data:*", "Resource": db["resourceArn"]}],
    )
    _denied(enforcing.boto3_client("rds-data", **no_secret).execute_statement, sql="SELECT 1", **kw)
