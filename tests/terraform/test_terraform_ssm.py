"""Terraform (hashicorp/aws 5.x) manages SSM parameters and documents: apply (configs/ssm), re-plan with no changes,
import every parameter back with no other change, read through the ``aws_ssm_parameter`` data source (a
public AMI parameter too), destroy."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]

HERE = Path(__file__).parent


def test_terraform_manages_parameters(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "labcloud").start()
    try:
        work = Workspace(tmp_path / "ssm", terraform_env(tmp_path / "home"))
        work.path.mkdir(parents=True)
        printed = subprocess.run(
            [sys.executable, "-m", "labcloud.cli", "terraform", "--endpoint", server.endpoint],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        (work.path / "provider.tf").write_text(printed)
        for config in sorted((HERE / "configs" / "ssm").glob("*.tf")):
            shutil.copy(config, work.path)
        times = round_trip(work)
        outputs: dict[str, Any] = work.outputs()
        assert outputs["ami"].startswith("ami-")
        assert outputs["secret"] == "hunter2"
        assert outputs["url_arn"] == "arn:aws:ssm:us-east-1:000000000000:parameter/tf/app/url"
        ssm = server.boto3_client("ssm")
        assert (
            ssm.get_parameter(Name="/tf/app/secret", WithDecryption=True)["Parameter"]["Value"] == "hunter2"
        )
        assert ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/tf/app/url")["TagList"] == [
            {"Key": "team", "Value": "red"}
        ]
        session = ssm.describe_document(Name="tf-SessionManagerRunShell")["Document"]
        assert (session["DocumentType"], session["Tags"]) == ("Session", [{"Key": "team", "Value": "red"}])
        shared = ssm.describe_document_permission(Name="tf-hello", PermissionType="Share")
        assert shared["AccountIds"] == ["111111111111"]
        times["destroy"] = work.destroy().seconds
        print("ssm: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert ssm.describe_parameters()["Parameters"] == []
        assert ssm.list_documents()["DocumentIdentifiers"] == []
    finally:
        server.stop()
