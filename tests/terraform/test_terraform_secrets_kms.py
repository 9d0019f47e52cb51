"""Terraform (hashicorp/aws 5.x) manages KMS keys and aliases and Secrets Manager secrets, versions and
policies on labcloud: apply, a plan with no changes, every resource imported back with no other change,
destroy, with boto3 checking each step."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]


def test_apply_plan_destroy_keys_and_secrets(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        work = tmp_path / "work"
        shutil.copytree(HERE / "configs" / "secrets_kms", work)
        workspace = Workspace(
            work,
            terraform_env(tmp_path / "home"),
            ["-var", f"endpoint={server.endpoint}", "-var", "prefix=tf"],
        )
        times = round_trip(workspace)
        kms = server.boto3_client("kms")
        sm = server.boto3_client("secretsmanager")
        key = kms.describe_key(KeyId="alias/tf-app")["KeyMetadata"]
        assert key["Description"] == "tf app key"
        assert kms.get_key_rotation_status(KeyId=key["KeyId"])["KeyRotationEnabled"] is True
        value = json.loads(sm.get_secret_value(SecretId="tf/db")["SecretString"])
        assert value == {"username": "app", "password": "initial-password"}
        assert sm.describe_secret(SecretId="tf/db")["KmsKeyId"] == key["Arn"]
        assert "tf-nobody" in sm.get_resource_policy(SecretId="tf/db")["ResourcePolicy"]
        times["destroy"] = workspace.destroy().seconds
        print("secrets_kms: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert kms.describe_key(KeyId=key["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"
        assert kms.list_aliases()["Aliases"] == []
        assert sm.list_secrets(IncludePlannedDeletion=True)["SecretList"] == []
    finally:
        server.stop()
