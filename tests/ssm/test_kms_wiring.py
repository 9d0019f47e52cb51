"""SecureString through KMS (once the kms branch is merged and KMS is served): the value is KMS's own
ciphertext under the parameter's key, bound to ``PARAMETER_ARN``; a key KMS does not know is InvalidKeyId.

Until KMS is merged these tests are skipped by name (the local seal is tested in test_secure_string.py).
"""

from __future__ import annotations

import base64
import importlib.util
from typing import Any

import pytest
from ssm_helpers import failure

from labcloud.testing.server_process import LabcloudProcess

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("labcloud.services.kms") is None, reason="KMS is not merged on this branch yet"
)

ARN = "arn:aws:ssm:us-east-1:000000000000:parameter"


def test_secure_strings_are_kms_ciphertexts(labcloud: LabcloudProcess, ssm: Any) -> None:
    kms = labcloud.boto3_client("kms")
    key_id = kms.create_key()["KeyMetadata"]["KeyId"]
    ssm.put_parameter(Name="/kms/p", Value="by-kms", Type="SecureString", KeyId=key_id)
    blob = base64.b64decode(ssm.get_parameter(Name="/kms/p")["Parameter"]["Value"])
    opened = kms.decrypt(CiphertextBlob=blob, EncryptionContext={"PARAMETER_ARN": f"{ARN}/kms/p"})
    assert opened["Plaintext"] == b"by-kms" and opened["KeyId"].endswith(key_id)
    assert ssm.get_parameter(Name="/kms/p", WithDecryption=True)["Parameter"]["Value"] == "by-kms"
    assert ssm.describe_parameters()["Parameters"][0]["KeyId"] == key_id
    ssm.put_parameter(Name="/kms/default", Value="managed", Type="SecureString")
    assert ssm.get_parameter(Name="/kms/default", WithDecryption=True)["Parameter"]["Value"] == "managed"
    blob = base64.b64decode(ssm.get_parameter(Name="/kms/default")["Parameter"]["Value"])
    assert kms.decrypt(CiphertextBlob=blob, EncryptionContext={"PARAMETER_ARN": f"{ARN}/kms/default"})[
        "Plaintext"
    ] == (b"managed")


def test_a_key_kms_does_not_know_is_invalid(ssm: Any) -> None:
    missing = "1234abcd-12ab-34cd-56ef-1234567890ab"
    code, message = failure(
        lambda: ssm.put_parameter(Name="/kms/x", Value="v", Type="SecureString", KeyId=missing)
    )
    assert code == "InvalidKeyId"
    assert message.startswith(f"Key 'arn:aws:kms:us-east-1:000000000000:key/{missing}' does not exist")
