"""RDS managed by Terraform (hashicorp/aws 5.x): aws_db_subnet_group, aws_rds_cluster with
aws_rds_cluster_instance, and aws_db_instance, applied (the provider's waiters poll for available), used
(the Data API on the cluster, a postgres driver on the instance), re-planned with no change, imported
back and destroyed."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pg8000.native
import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_use_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    rds: Any = labcloud.boto3_client("rds")
    cluster = rds.describe_db_clusters(DBClusterIdentifier="tf-aurora")["DBClusters"][0]
    assert cluster["Status"] == "available" and cluster["HttpEndpointEnabled"] is True
    assert [m["DBInstanceIdentifier"] for m in cluster["DBClusterMembers"]] == ["tf-aurora-1"]
    secret = labcloud.boto3_client("secretsmanager").create_secret(
        Name="tf-aurora", SecretString=json.dumps({"username": "app_admin", "password": "tf-Passw0rd-123"})
    )["ARN"]
    rows = labcloud.boto3_client("rds-data").execute_statement(
        resourceArn=cluster["DBClusterArn"], secretArn=secret, sql="SELECT current_database()"
    )["records"]
    assert rows == [[{"stringValue": "app"}]]
    solo = rds.describe_db_instances(DBInstanceIdentifier="tf-solo")["DBInstances"][0]["Endpoint"]
    conn = pg8000.native.Connection(
        "shop_owner", host=solo["Address"], port=solo["Port"], password="tf-Passw0rd-456", database="shop"
    )
    assert conn.run("SELECT current_user") == [["shop_owner"]]
    conn.close()
    times["destroy"] = workspace.destroy().seconds
    print("rds: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert rds.describe_db_clusters()["DBClusters"] == []
    assert rds.describe_db_instances()["DBInstances"] == []
    assert rds.describe_db_subnet_groups()["DBSubnetGroups"] == []
