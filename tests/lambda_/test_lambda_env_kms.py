"""Environment variables under a customer managed KMS key (KMSKeyArn): the key is checked when it is
set, reported by the configuration, and an invocation fails as AWS fails it once the key is disabled."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import wait_for

CODE = "import os\ndef handler(event, context):\n    return {'colour': os.environ['COLOUR']}\n"


def _name() -> str:
    return f"enc-{uuid.uuid4().hex[:8]}"


def _error(call: Callable[[], Any]) -> tuple[str, int, str]:
    with pytest.raises(ClientError) as info:
        call()
    response = info.value.response
    return (
        response["Error"]["Code"],
        response["ResponseMetadata"]["HTTPStatusCode"],
        response["Error"]["Message"],
    )


def _code_of(call: Callable[[], Any]) -> str | None:
    try:
        call()
    except ClientError as error:
        return str(error.response["Error"]["Code"])
    return None


def test_variables_under_a_customer_key(
    labcloud: Any, lam: Any, deploy: Callable[..., dict[str, Any]]
) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["Arn"]
    name = _name()
    created = deploy(name, CODE, Environment={"Variables": {"COLOUR": "blue"}}, KMSKeyArn=key)
    assert created["KMSKeyArn"] == key
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["State"] == "Active")
    assert lam.get_function_configuration(FunctionName=name)["KMSKeyArn"] == key
    answer = lam.invoke(FunctionName=name, Payload=b"{}")
    assert json.loads(answer["Payload"].read()) == {"colour": "blue"}
    kms.disable_key(KeyId=key)
    # a function keeps its decrypted variables for a few seconds, then needs the key again
    wait_for(
        lambda: _code_of(lambda: lam.invoke(FunctionName=name, Payload=b"{}")) == "KMSDisabledException",
        timeout=20,
    )
    code, status, message = _error(lambda: lam.invoke(FunctionName=name, Payload=b"{}"))
    assert (code, status) == ("KMSDisabledException", 502)
    assert message.startswith(
        "Lambda was unable to decrypt the environment variables because the KMS key used is disabled"
    )
    kms.enable_key(KeyId=key)
    wait_for(lambda: lam.invoke(FunctionName=name, Payload=b"{}")["StatusCode"] == 200, timeout=15)
    lam.update_function_configuration(FunctionName=name, KMSKeyArn="")
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["LastUpdateStatus"] == "Successful")
    assert "KMSKeyArn" not in lam.get_function_configuration(FunctionName=name)


def test_a_key_that_cannot_be_used_is_refused_when_set(
    labcloud: Any, lam: Any, deploy: Callable[..., dict[str, Any]]
) -> None:
    kms = labcloud.boto3_client("kms")
    disabled = kms.create_key()["KeyMetadata"]["Arn"]
    kms.disable_key(KeyId=disabled)
    for key, kms_code in (
        (disabled, "DisabledException"),
        ("arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000", "NotFoundException"),
    ):
        code, status, message = _error(
            lambda k=key: deploy(_name(), CODE, Environment={"Variables": {"COLOUR": "red"}}, KMSKeyArn=k)
        )
        assert (code, status) == ("InvalidParameterValueException", 400)
        assert f"KMS Exception: {kms_code}" in message
