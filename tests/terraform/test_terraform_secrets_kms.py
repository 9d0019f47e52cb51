"""Terraform (hashicorp/aws 5.x) manages KMS keys (a multi-Region one with a replica), aliases, key policies and grants, Secrets Manager
secrets, versions, policies and rotation (by a Lambda function), and IAM identity providers and a
service-linked role and a server certificate on labcloud: apply, a plan with no changes, every resource imported back with no
other change, destroy, with boto3 checking each step."""

from __future__ import annotations

import json
import shutil
import zipfile
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
        with zipfile.ZipFile(work / "rotation.zip", "w") as archive:
            # every step succeeds: the config does not rotate at once, so only testSecret runs
            archive.writestr("rotation.py", "def handler(event, context):\n    return None\n")
        workspace = Workspace(
            work,
            terraform_env(tmp_path / "home"),
            ["-var", f"endpoint={server.endpoint}", "-var", "prefix=tf", "-var", "rotation_zip=rotation.zip"],
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
        described = sm.describe_secret(SecretId="tf/db")
        assert described["RotationEnabled"] is True
        assert described["RotationLambdaARN"].endswith(":function:tf-rotation")
        assert described["RotationRules"]["AutomaticallyAfterDays"] == 30
        assert json.loads(kms.get_key_policy(KeyId=key["KeyId"])["Policy"])["Id"] == "tf-app"
        grants = kms.list_grants(KeyId=key["KeyId"])["Grants"]
        assert [(g["Name"], g["GranteePrincipal"]) for g in grants] == [
            ("tf-rotation", "arn:aws:iam::000000000000:role/tf-rotation")
        ]
        iam = server.boto3_client("iam")
        assert [p["Arn"] for p in iam.list_saml_providers()["SAMLProviderList"]] == [
            "arn:aws:iam::000000000000:saml-provider/tf-corp"
        ]
        oidc = "arn:aws:iam::000000000000:oidc-provider/token.actions.githubusercontent.com"
        assert iam.get_open_id_connect_provider(OpenIDConnectProviderArn=oidc)["ClientIDList"] == [
            "sts.amazonaws.com"
        ]
        linked = iam.get_role(RoleName="AWSServiceRoleForElasticBeanstalk_tf")["Role"]
        assert (linked["Path"], linked["Description"]) == (
            "/aws-service-role/elasticbeanstalk.amazonaws.com/",
            "tf environments",
        )
        # the imported key: the provider wrapped the material; labcloud encrypts and decrypts with it
        byok = kms.describe_key(KeyId="alias/tf-byok")["KeyMetadata"]
        assert (byok["Origin"], byok["KeyState"], byok["ExpirationModel"]) == (
            "EXTERNAL",
            "Enabled",
            "KEY_MATERIAL_DOES_NOT_EXPIRE",
        )
        blob = kms.encrypt(KeyId="alias/tf-byok", Plaintext=b"byok")["CiphertextBlob"]
        assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"byok"
        # the multi-Region key's replica, in us-west-2 of the same endpoint, decrypts the primary's ciphertext
        primary = next(k for k in kms.list_keys()["Keys"] if k["KeyId"].startswith("mrk-"))
        west = server.boto3_client("kms", region_name="us-west-2")
        replica = west.describe_key(KeyId=primary["KeyId"])["KeyMetadata"]
        assert replica["MultiRegionConfiguration"]["PrimaryKey"]["Arn"] == primary["KeyArn"]
        assert (replica["Description"], west.list_resource_tags(KeyId=primary["KeyId"])["Tags"]) == (
            "tf replica in us-west-2",
            [{"TagKey": "replica", "TagValue": "west"}],
        )
        sealed = kms.encrypt(KeyId=primary["KeyId"], Plaintext=b"mrk")["CiphertextBlob"]
        assert west.decrypt(CiphertextBlob=sealed)["Plaintext"] == b"mrk"
        cert = iam.get_server_certificate(ServerCertificateName="tf-web")["ServerCertificate"]
        assert (
            cert["ServerCertificateMetadata"]["Arn"]
            == "arn:aws:iam::000000000000:server-certificate/tf/tf-web"
        )
        times["destroy"] = workspace.destroy().seconds
        print("secrets_kms: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert kms.describe_key(KeyId=key["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"
        assert kms.describe_key(KeyId=byok["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"
        assert kms.list_aliases()["Aliases"] == []
        assert sm.list_secrets(IncludePlannedDeletion=True)["SecretList"] == []
        assert iam.list_saml_providers()["SAMLProviderList"] == []
        assert iam.list_open_id_connect_providers()["OpenIDConnectProviderList"] == []
        assert [r["RoleName"] for r in iam.list_roles()["Roles"]] == []
        assert iam.list_server_certificates()["ServerCertificateMetadataList"] == []
        # the replica waits out its window; the primary waits for its replica first
        assert west.describe_key(KeyId=primary["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"
        assert kms.describe_key(KeyId=primary["KeyId"])["KeyMetadata"]["KeyState"] == "PendingReplicaDeletion"
    finally:
        server.stop()
