"""Cognito user pools managed by Terraform (hashicorp/aws 5.x): apply, a plan with no changes, every
resource imported back with no other change, destroy leaving nothing."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    idp: Any = labcloud.boto3_client("cognito-idp")
    pools = idp.list_user_pools(MaxResults=60)["UserPools"]
    assert [p["Name"] for p in pools] == ["tf-pool"]
    pool = idp.describe_user_pool(UserPoolId=pools[0]["Id"])["UserPool"]
    assert pool["Policies"]["PasswordPolicy"]["MinimumLength"] == 10 and pool["UserPoolTags"] == {
        "team": "core"
    }
    clients = idp.list_user_pool_clients(UserPoolId=pool["Id"])["UserPoolClients"]
    assert [c["ClientName"] for c in clients] == ["tf-web"]
    assert (
        idp.describe_user_pool_domain(Domain="tf-auth-domain")["DomainDescription"]["UserPoolId"]
        == pool["Id"]
    )
    times["destroy"] = workspace.destroy().seconds
    print("cognito: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert idp.list_user_pools(MaxResults=60)["UserPools"] == []
