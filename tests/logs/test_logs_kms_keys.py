"""A log group's KMS key is used for real: the key must exist and its policy must admit CloudWatch Logs
(logs.<region>.amazonaws.com) at CreateLogGroup/AssociateKmsKey, and PutLogEvents to a group whose key
was disabled fails."""

from __future__ import annotations

import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from logs_helpers import logs_key, now_ms

GROUP_ARN = "arn:aws:logs:us-east-1:000000000000:log-group:"


def failure(call: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call()
    return info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]


@pytest.fixture
def kms(labcloud: Any) -> Any:
    return labcloud.boto3_client("kms")


def test_a_key_that_admits_logs_encrypts_the_group(logs: Any, kms: Any) -> None:
    key = logs_key(kms)
    logs.create_log_group(logGroupName="enc", kmsKeyId=key)
    assert logs.describe_log_groups(logGroupNamePrefix="enc")["logGroups"][0]["kmsKeyId"] == key
    logs.create_log_stream(logGroupName="enc", logStreamName="s")
    logs.put_log_events(
        logGroupName="enc", logStreamName="s", logEvents=[{"timestamp": now_ms(), "message": "m"}]
    )


def test_keys_that_do_not_admit_logs_are_refused(logs: Any, kms: Any) -> None:
    plain = kms.create_key()["KeyMetadata"]["Arn"]  # the default policy does not name CloudWatch Logs
    assert failure(lambda: logs.create_log_group(logGroupName="g1", kmsKeyId=plain)) == (
        "AccessDeniedException",
        f"The specified KMS key does not exist or is not allowed to be used with Arn '{GROUP_ARN}g1'",
    )
    assert logs.describe_log_groups(logGroupNamePrefix="g1")["logGroups"] == []
    missing = plain.rsplit("/", 1)[0] + "/00000000-0000-0000-0000-000000000000"
    logs.create_log_group(logGroupName="g2")
    assert (
        failure(lambda: logs.associate_kms_key(logGroupName="g2", kmsKeyId=missing))[0]
        == "AccessDeniedException"
    )
    assert (
        failure(lambda: logs.associate_kms_key(logGroupName="g2", kmsKeyId=plain))[0]
        == "AccessDeniedException"
    )
    assert "kmsKeyId" not in logs.describe_log_groups(logGroupNamePrefix="g2")["logGroups"][0]
    assert failure(lambda: logs.associate_kms_key(logGroupName="g2", kmsKeyId="alias/x"))[0] == (
        "InvalidParameterException"
    )
    disabled = logs_key(kms)
    kms.disable_key(KeyId=disabled)
    assert (
        failure(lambda: logs.associate_kms_key(logGroupName="g2", kmsKeyId=disabled))[0]
        == "AccessDeniedException"
    )


def test_put_log_events_fails_once_the_key_is_disabled(logs: Any, kms: Any) -> None:
    key = logs_key(kms)
    logs.create_log_group(logGroupName="g")
    logs.associate_kms_key(logGroupName="g", kmsKeyId=key)
    logs.create_log_stream(logGroupName="g", logStreamName="s")
    put = lambda: logs.put_log_events(  # noqa: E731
        logGroupName="g", logStreamName="s", logEvents=[{"timestamp": now_ms(), "message": "m"}]
    )
    put()
    kms.disable_key(KeyId=key)
    deadline = time.monotonic() + 15
    while True:  # CloudWatch Logs notices the key's new state within seconds
        try:
            put()
        except ClientError as error:
            assert error.response["Error"]["Code"] == "AccessDeniedException"
            assert "DisabledException" in error.response["Error"]["Message"]
            break
        assert time.monotonic() < deadline
        time.sleep(0.5)
    logs.disassociate_kms_key(logGroupName="g")
    put()


def test_the_cli_creates_an_encrypted_group(labcloud: Any, logs: Any, kms: Any) -> None:
    key = logs_key(kms)
    labcloud.aws("logs", "create-log-group", "--log-group-name", "cli", "--kms-key-id", key)
    assert logs.describe_log_groups(logGroupNamePrefix="cli")["logGroups"][0]["kmsKeyId"] == key
