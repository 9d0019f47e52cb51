"""Terraform (hashicorp/aws 5.x) manages SSM parameters: apply, re-plan with no changes, read through the
``aws_ssm_parameter`` data source (a public AMI parameter too), destroy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from terraform_runner import Workspace, missing_reason, terraform_env

from labcloud.testing.server_process import LabcloudProcess

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]

MAIN = """
resource "aws_ssm_parameter" "url" {
  name        = "/tf/app/url"
  type        = "String"
  value       = "http://example.test"
  description = "made by terraform"
  tags        = { team = "red" }
}

resource "aws_ssm_parameter" "hosts" {
  name  = "/tf/app/hosts"
  type  = "StringList"
  value = "a,b"
}

resource "aws_ssm_parameter" "secret" {
  name  = "/tf/app/secret"
  type  = "SecureString"
  value = "hunter2"
  tier  = "Advanced"
}

data "aws_ssm_parameter" "ami" {
  name = "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64"
}

data "aws_ssm_parameter" "secret" {
  name       = aws_ssm_parameter.secret.name
  depends_on = [aws_ssm_parameter.secret]
}

output "ami" { value = nonsensitive(data.aws_ssm_parameter.ami.value) }
output "secret" {
  value     = data.aws_ssm_parameter.secret.value
  sensitive = true
}
output "url_arn" { value = aws_ssm_parameter.url.arn }
"""


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
        (work.path / "main.tf").write_text(MAIN)
        work.init()
        work.apply()
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
        assert work.plan_exitcode().returncode == 0, work.log[-1].describe()
        work.destroy()
        assert ssm.describe_parameters()["Parameters"] == []
    finally:
        server.stop()
