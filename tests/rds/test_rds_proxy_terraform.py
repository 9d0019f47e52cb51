"""RDS Proxy managed by Terraform (hashicorp/aws 5.x): aws_db_proxy, aws_db_proxy_default_target_group
and aws_db_proxy_target over an aws_rds_cluster, applied, used (pg8000 through the proxy's endpoint on
5432), re-planned with no change, imported back and destroyed."""

from __future__ import annotations

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


def test_terraform_proxy_apply_use_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform_proxy", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    rds: Any = labcloud.boto3_client("rds")
    proxy = rds.describe_db_proxies(DBProxyName="tf-proxy")["DBProxies"][0]
    assert proxy["Status"] == "available" and proxy["IdleClientTimeout"] == 600
    pool = rds.describe_db_proxy_target_groups(DBProxyName="tf-proxy")["TargetGroups"][0][
        "ConnectionPoolConfig"
    ]
    assert pool["MaxConnectionsPercent"] == 80 and pool["ConnectionBorrowTimeout"] == 60
    conn = pg8000.native.Connection(
        "app_admin", host=proxy["Endpoint"], port=5432, password="tf-Passw0rd-789", database="app"
    )
    assert conn.run("SELECT current_database()") == [["app"]]
    conn.close()
    times["destroy"] = workspace.destroy().seconds
    print("rds proxy: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert rds.describe_db_proxies()["DBProxies"] == []
    assert rds.describe_db_clusters()["DBClusters"] == []
