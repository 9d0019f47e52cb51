"""CodeBuild managed by Terraform (hashicorp/aws 5.x): aws_codebuild_project applied, built from, re-planned
with no change, imported back, destroyed."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.codebuild.builds_setup import wait

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_build_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    codebuild: Any = labcloud.boto3_client("codebuild")
    build = wait(codebuild, codebuild.start_build(projectName="tf-codebuild-app")["build"]["id"])
    assert build["buildStatus"] == "SUCCEEDED", build["phases"]
    assert build["logs"]["groupName"] == "tf-codebuild-logs"
    body = labcloud.boto3_client("s3").get_object(Bucket="tf-codebuild-artifacts", Key="app/greeting.txt")[
        "Body"
    ]
    assert body.read() == b"hello from terraform\n"
    times["destroy"] = workspace.destroy().seconds
    print("codebuild: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert codebuild.list_projects()["projects"] == []
