"""ECR managed by Terraform (hashicorp/aws 5.x): aws_ecr_repository (tags, immutable tags, scanning, KMS
encryption), aws_ecr_repository_policy and aws_ecr_lifecycle_policy applied, re-planned with no change,
imported back, destroyed."""

from __future__ import annotations

import json
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
    ecr: Any = labcloud.boto3_client("ecr")
    repositories = {r["repositoryName"]: r for r in ecr.describe_repositories()["repositories"]}
    assert set(repositories) == {"tf/app", "tf-sealed"}
    app = repositories["tf/app"]
    assert workspace.outputs()["app_url"] == app["repositoryUri"]
    assert app["imageTagMutability"] == "IMMUTABLE" and app["imageScanningConfiguration"] == {
        "scanOnPush": True
    }
    assert repositories["tf-sealed"]["encryptionConfiguration"]["encryptionType"] == "KMS"
    assert ecr.list_tags_for_resource(resourceArn=app["repositoryArn"])["tags"] == [
        {"Key": "team", "Value": "images"}
    ]
    policy = json.loads(ecr.get_repository_policy(repositoryName="tf/app")["policyText"])
    assert policy["Statement"][0]["Sid"] == "pull"
    rules = json.loads(ecr.get_lifecycle_policy(repositoryName="tf/app")["lifecyclePolicyText"])["rules"]
    assert rules[0]["selection"]["countNumber"] == 10
    times["destroy"] = workspace.destroy().seconds
    print("ecr: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert ecr.describe_repositories()["repositories"] == []
