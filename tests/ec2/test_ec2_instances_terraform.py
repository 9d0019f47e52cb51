"""EC2 instances managed by Terraform (hashicorp/aws 5.x): aws_instance (its AMI from a data "aws_ami"
lookup), aws_key_pair and aws_launch_template applied, re-planned with no change, imported back and
destroyed."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519

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
    public = (
        ed25519.Ed25519PrivateKey.generate()
        .public_key()
        .public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
        .decode()
    )
    workspace = Workspace(
        work,
        terraform_env(tmp_path / "home"),
        [f"-var=endpoint={labcloud.endpoint}", f"-var=public_key={public}"],
    )
    times = round_trip(workspace)
    ec2: Any = labcloud.boto3_client("ec2")
    outputs = workspace.outputs()
    assert outputs["ami"] == "ami-0a1b2c3d4e5f60001"
    reservations = ec2.describe_instances(Filters=[{"Name": "tag:Name", "Values": ["tf-web"]}])[
        "Reservations"
    ]
    [instance] = [i for r in reservations for i in r["Instances"]]
    assert instance["State"]["Name"] == "running" and instance["PrivateIpAddress"] == outputs["private_ip"]
    assert instance["KeyName"] == "tf-deployer"
    [key] = ec2.describe_key_pairs(KeyNames=["tf-deployer"], IncludePublicKey=True)["KeyPairs"]
    assert key["PublicKey"].startswith(public) and key["Tags"] == [{"Key": "team", "Value": "ops"}]
    template = ec2.describe_launch_templates(LaunchTemplateNames=["tf-web"])["LaunchTemplates"][0]
    assert template["LatestVersionNumber"] == 1
    times["destroy"] = workspace.destroy().seconds
    print("ec2 instances: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    gone = ec2.describe_instances(InstanceIds=[instance["InstanceId"]])["Reservations"][0]["Instances"][0]
    assert gone["State"]["Name"] == "terminated"
    assert ec2.describe_key_pairs()["KeyPairs"] == []
    assert ec2.describe_launch_templates()["LaunchTemplates"] == []
