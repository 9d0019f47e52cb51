"""Terraform (hashicorp/aws 5.x) manages DynamoDB global tables on labcloud: a table with a ``replica`` block
(version 2019.11.21), a replica as its own ``aws_dynamodb_table_replica`` (from a second provider block in
us-west-2 of the same endpoint) and a version 2017.11.29 ``aws_dynamodb_global_table``: apply, a plan with
no changes, every resource imported back with no other change, destroy, each checked with boto3."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]


def test_apply_plan_import_destroy_global_tables(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        work = tmp_path / "work"
        shutil.copytree(HERE / "configs" / "global_tables", work)
        workspace = Workspace(
            work,
            terraform_env(tmp_path / "home"),
            ["-var", f"endpoint={server.endpoint}", "-var", "prefix=tf"],
        )
        times = round_trip(workspace)
        east = server.boto3_client("dynamodb")
        west = server.boto3_client("dynamodb", region_name="us-west-2")
        for name in ("tf-people", "tf-orders"):
            table = east.describe_table(TableName=name)["Table"]
            assert table["GlobalTableVersion"] == "2019.11.21"
            assert [(r["RegionName"], r["ReplicaStatus"]) for r in table["Replicas"]] == [
                ("us-west-2", "ACTIVE")
            ]
        assert west.list_tags_of_resource(
            ResourceArn=west.describe_table(TableName="tf-orders")["Table"]["TableArn"]
        )["Tags"] == [{"Key": "replica", "Value": "west"}]
        legacy = east.describe_global_table(GlobalTableName="tf-legacy")["GlobalTableDescription"]
        assert legacy["ReplicationGroup"] == [{"RegionName": "us-east-1"}, {"RegionName": "us-west-2"}]
        # the replicas replicate: a write in the west reaches the east's index
        west.put_item(TableName="tf-people", Item={"id": {"S": "w"}, "team": {"S": "blue"}})
        deadline = time.monotonic() + 20
        while not east.get_item(TableName="tf-people", Key={"id": {"S": "w"}}).get("Item"):
            assert time.monotonic() < deadline, "the write did not replicate"
            time.sleep(0.05)
        times["destroy"] = workspace.destroy().seconds
        print("global_tables: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert east.list_tables()["TableNames"] == []
        assert west.list_tables()["TableNames"] == []
        assert east.list_global_tables()["GlobalTables"] == []
    finally:
        server.stop()
