"""SecureString: sealed at rest, opened only WithDecryption, and a KeyId that names no key is refused."""

from __future__ import annotations

import base64
from typing import Any

from ssm_helpers import failure

from labcloud.testing.server_process import LabcloudProcess


def test_secure_string_is_encrypted_unless_decryption_is_asked(ssm: Any) -> None:
    ssm.put_parameter(Name="/sec/pw", Value="hunter2", Type="SecureString")
    raw = ssm.get_parameter(Name="/sec/pw")["Parameter"]
    assert raw["Type"] == "SecureString" and raw["Value"] != "hunter2"
    assert b"hunter2" not in base64.b64decode(raw["Value"])
    assert ssm.get_parameter(Name="/sec/pw", WithDecryption=True)["Parameter"]["Value"] == "hunter2"
    found = ssm.get_parameters(Names=["/sec/pw"], WithDecryption=True)["Parameters"]
    assert found[0]["Value"] == "hunter2"
    by_path = ssm.get_parameters_by_path(Path="/sec", WithDecryption=True)["Parameters"]
    assert by_path[0]["Value"] == "hunter2"
    meta = ssm.describe_parameters()["Parameters"][0]
    assert meta["KeyId"] == "alias/aws/ssm"
    ssm.put_parameter(Name="/sec/pw", Value="hunter3", Overwrite=True)
    history = ssm.get_parameter_history(Name="/sec/pw", WithDecryption=True)["Parameters"]
    assert [h["Value"] for h in history] == ["hunter2", "hunter3"]
    assert all(h["KeyId"] == "alias/aws/ssm" for h in history)


def test_the_aws_managed_key_may_be_named(ssm: Any) -> None:
    ssm.put_parameter(Name="/sec/a", Value="x", Type="SecureString", KeyId="alias/aws/ssm")
    arn = "arn:aws:kms:us-east-1:000000000000:alias/aws/ssm"
    ssm.put_parameter(Name="/sec/b", Value="y", Type="SecureString", KeyId=arn)
    assert ssm.get_parameter(Name="/sec/b", WithDecryption=True)["Parameter"]["Value"] == "y"


def test_a_key_that_does_not_exist_is_invalid(ssm: Any) -> None:
    code, message = failure(
        lambda: ssm.put_parameter(
            Name="/sec/c", Value="x", Type="SecureString", KeyId="1234abcd-12ab-34cd-56ef-1234567890ab"
        )
    )
    assert code == "InvalidKeyId"
    assert message.startswith(
        "Key 'arn:aws:kms:us-east-1:000000000000:key/1234abcd-12ab-34cd-56ef-1234567890ab' does not exist"
    )
    assert failure(lambda: ssm.get_parameter(Name="/sec/c"))[0] == "ParameterNotFound"


def test_sealed_values_are_not_in_the_database_in_clear(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        server.boto3_client("ssm").put_parameter(
            Name="/db/pw", Value="plain-needle-7731", Type="SecureString"
        )
    finally:
        server.stop()
    for path in (tmp_path / "data").rglob("*"):
        if path.is_file():
            assert b"plain-needle-7731" not in path.read_bytes(), path
