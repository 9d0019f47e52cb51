"""Secrets, versions and staging labels with boto3, with AWS's error codes and texts."""

from __future__ import annotations

import re
import string
import time
from typing import Any

import pytest
from sm_helpers import failure

NOT_FOUND = ("ResourceNotFoundException", "Secrets Manager can't find the specified secret.")
MARKED = (
    "InvalidRequestException",
    "You can't perform this operation on the secret because it was marked for deletion.",
)
TOKEN_A = "a" * 32
TOKEN_B = "b" * 32


def test_create_and_get_by_name_arn_and_partial_arn(sm: Any) -> None:
    made = sm.create_secret(Name="app/db", SecretString='{"user":"u"}', Description="db")
    assert re.fullmatch(
        r"arn:aws:secretsmanager:us-east-1:000000000000:secret:app/db-[A-Za-z0-9]{6}", made["ARN"]
    )
    for secret_id in ("app/db", made["ARN"], made["ARN"][:-7]):
        got = sm.get_secret_value(SecretId=secret_id)
        assert (got["SecretString"], got["VersionId"], got["VersionStages"]) == (
            '{"user":"u"}',
            made["VersionId"],
            ["AWSCURRENT"],
        )
        assert got["ARN"] == made["ARN"] and got["Name"] == "app/db"
    assert failure(lambda: sm.get_secret_value(SecretId="app/none")) == NOT_FOUND
    assert failure(lambda: sm.get_secret_value(SecretId=made["ARN"][:-7] + "-zzzzzz")) == NOT_FOUND


def test_binary_secrets(sm: Any) -> None:
    sm.create_secret(Name="bin", SecretBinary=b"\x00\x01\xff")
    got = sm.get_secret_value(SecretId="bin")
    assert got["SecretBinary"] == b"\x00\x01\xff" and "SecretString" not in got
    assert failure(lambda: sm.create_secret(Name="both", SecretString="a", SecretBinary=b"b")) == (
        "InvalidParameterException",
        "You can't specify both a binary secret value and a string secret value in the same secret.",
    )


def test_create_twice_and_idempotent_retries(sm: Any) -> None:
    first = sm.create_secret(Name="dup", SecretString="v", ClientRequestToken=TOKEN_A)
    retry = sm.create_secret(Name="dup", SecretString="v", ClientRequestToken=TOKEN_A)
    assert retry["VersionId"] == first["VersionId"] == TOKEN_A
    assert failure(lambda: sm.create_secret(Name="dup", SecretString="v")) == (
        "ResourceExistsException",
        "The operation failed because the secret dup already exists.",
    )
    assert (
        failure(
            lambda: sm.put_secret_value(SecretId="dup", SecretString="other", ClientRequestToken=TOKEN_A)
        )[0]
        == "ResourceExistsException"
    )
    again = sm.put_secret_value(SecretId="dup", SecretString="v", ClientRequestToken=TOKEN_A)
    assert again["VersionId"] == TOKEN_A


def test_a_secret_without_a_value_has_no_current_version(sm: Any) -> None:
    sm.create_secret(Name="empty")
    assert failure(lambda: sm.get_secret_value(SecretId="empty")) == (
        "ResourceNotFoundException",
        "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT",
    )


def test_put_moves_current_to_previous_and_versions_are_listed(sm: Any) -> None:
    first = sm.create_secret(Name="s", SecretString="one")["VersionId"]
    second = sm.put_secret_value(SecretId="s", SecretString="two")["VersionId"]
    third = sm.put_secret_value(SecretId="s", SecretString="three")["VersionId"]
    stages = sm.describe_secret(SecretId="s")["VersionIdsToStages"]
    assert stages == {second: ["AWSPREVIOUS"], third: ["AWSCURRENT"]}
    assert sm.get_secret_value(SecretId="s", VersionStage="AWSPREVIOUS")["SecretString"] == "two"
    assert sm.get_secret_value(SecretId="s", VersionId=first)["SecretString"] == "one"
    listed = sm.list_secret_version_ids(SecretId="s")["Versions"]
    assert {v["VersionId"] for v in listed} == {second, third}
    everything = sm.list_secret_version_ids(SecretId="s", IncludeDeprecated=True)["Versions"]
    assert {v["VersionId"] for v in everything} == {first, second, third}
    assert all(v["KmsKeyIds"] for v in everything)
    assert failure(lambda: sm.get_secret_value(SecretId="s", VersionId="x" * 32)) == (
        "ResourceNotFoundException",
        f"Secrets Manager can't find the specified secret value for VersionId: {'x' * 32}",
    )


def test_pending_stage_and_update_secret_version_stage(sm: Any) -> None:
    current = sm.create_secret(Name="st", SecretString="one")["VersionId"]
    pending = sm.put_secret_value(SecretId="st", SecretString="two", VersionStages=["AWSPENDING"])[
        "VersionId"
    ]
    assert sm.get_secret_value(SecretId="st")["SecretString"] == "one"
    assert sm.get_secret_value(SecretId="st", VersionStage="AWSPENDING")["SecretString"] == "two"
    code, message = failure(
        lambda: sm.update_secret_version_stage(
            SecretId="st", VersionStage="AWSCURRENT", MoveToVersionId=pending
        )
    )
    assert code == "InvalidParameterException" and current in message
    sm.update_secret_version_stage(
        SecretId="st", VersionStage="AWSCURRENT", MoveToVersionId=pending, RemoveFromVersionId=current
    )
    assert sm.describe_secret(SecretId="st")["VersionIdsToStages"] == {
        current: ["AWSPREVIOUS"],
        pending: ["AWSPENDING", "AWSCURRENT"],
    }
    sm.update_secret_version_stage(SecretId="st", VersionStage="AWSPENDING", RemoveFromVersionId=pending)
    assert sm.get_secret_value(SecretId="st")["SecretString"] == "two"
    assert (
        failure(
            lambda: sm.update_secret_version_stage(
                SecretId="st", VersionStage="AWSCURRENT", RemoveFromVersionId=pending
            )
        )[0]
        == "InvalidParameterException"
    )
    sm.update_secret_version_stage(SecretId="st", VersionStage="mine", MoveToVersionId=current)
    assert sm.get_secret_value(SecretId="st", VersionStage="mine")["SecretString"] == "one"


def test_update_secret_description_and_value(sm: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    sm.create_secret(Name="u", SecretString="one")
    out = sm.update_secret(SecretId="u", Description="new", KmsKeyId=key["Arn"], SecretString="two")
    described = sm.describe_secret(SecretId="u")
    assert described["Description"] == "new" and described["KmsKeyId"] == key["Arn"]
    assert sm.get_secret_value(SecretId="u")["VersionId"] == out["VersionId"]
    versions = sm.list_secret_version_ids(SecretId="u")["Versions"]
    assert {tuple(v["KmsKeyIds"]) for v in versions if "AWSCURRENT" in v["VersionStages"]} == {(key["Arn"],)}
    assert "VersionId" not in sm.update_secret(SecretId="u", Description="only")


def test_delete_with_recovery_window_and_restore(sm: Any) -> None:
    sm.create_secret(Name="del", SecretString="v")
    for days in (6, 31):
        assert failure(lambda d=days: sm.delete_secret(SecretId="del", RecoveryWindowInDays=d)) == (
            "InvalidParameterException",
            "The RecoveryWindowInDays value must be between 7 and 30 days (inclusive).",
        )
    assert (
        failure(
            lambda: sm.delete_secret(SecretId="del", RecoveryWindowInDays=7, ForceDeleteWithoutRecovery=True)
        )[0]
        == "InvalidParameterException"
    )
    out = sm.delete_secret(SecretId="del", RecoveryWindowInDays=7)
    # the answer carries milliseconds, rounded: it may lie a fraction of a millisecond past the test's clock
    assert 6.99 * 86400 < out["DeletionDate"].timestamp() - time.time() <= 7 * 86400 + 1
    assert failure(lambda: sm.get_secret_value(SecretId="del")) == MARKED
    assert failure(lambda: sm.put_secret_value(SecretId="del", SecretString="x")) == MARKED
    assert failure(lambda: sm.delete_secret(SecretId="del")) == MARKED
    assert abs(sm.describe_secret(SecretId="del")["DeletedDate"].timestamp() - time.time()) < 60
    assert sm.list_secrets()["SecretList"] == []
    assert [s["Name"] for s in sm.list_secrets(IncludePlannedDeletion=True)["SecretList"]] == ["del"]
    assert failure(lambda: sm.create_secret(Name="del", SecretString="x")) == (
        "InvalidRequestException",
        "You can't create this secret because a secret with this name is already scheduled for deletion.",
    )
    sm.restore_secret(SecretId="del")
    assert sm.get_secret_value(SecretId="del")["SecretString"] == "v"
    sm.delete_secret(SecretId="del", ForceDeleteWithoutRecovery=True)
    assert failure(lambda: sm.describe_secret(SecretId="del")) == NOT_FOUND
    sm.create_secret(Name="del", SecretString="again")


def test_list_secrets_filters_and_pages(sm: Any) -> None:
    sm.create_secret(Name="prod/db", Description="database", Tags=[{"Key": "team", "Value": "red"}])
    sm.create_secret(Name="prod/api", Description="api key", Tags=[{"Key": "team", "Value": "blue"}])
    sm.create_secret(Name="dev/db", Description="database", Tags=[{"Key": "owner", "Value": "red"}])

    def names(filters: list[dict[str, Any]]) -> list[str]:
        return sorted(s["Name"] for s in sm.list_secrets(Filters=filters)["SecretList"])

    assert names([{"Key": "name", "Values": ["prod/"]}]) == ["prod/api", "prod/db"]
    assert names([{"Key": "description", "Values": ["database"]}]) == ["dev/db", "prod/db"]
    assert names([{"Key": "tag-key", "Values": ["team"]}]) == ["prod/api", "prod/db"]
    assert names([{"Key": "tag-value", "Values": ["red"]}]) == ["dev/db", "prod/db"]
    assert names([{"Key": "name", "Values": ["!prod/"]}]) == ["dev/db"]
    assert names([{"Key": "all", "Values": ["api"]}]) == ["prod/api"]
    assert names([{"Key": "name", "Values": ["prod/"]}, {"Key": "tag-value", "Values": ["red"]}]) == [
        "prod/db"
    ]
    first = sm.list_secrets(MaxResults=2)
    second = sm.list_secrets(MaxResults=2, NextToken=first["NextToken"])
    assert len(first["SecretList"]) == 2 and len(second["SecretList"]) == 1 and "NextToken" not in second
    assert [s["Name"] for s in sm.list_secrets(SortOrder="desc")["SecretList"]] == [
        "dev/db",
        "prod/api",
        "prod/db",
    ]


def test_batch_get_secret_value(sm: Any) -> None:
    sm.create_secret(Name="b1", SecretString="one")
    sm.create_secret(Name="b2", SecretString="two")
    out = sm.batch_get_secret_value(SecretIdList=["b1", "b2", "missing"])
    assert [(v["Name"], v["SecretString"]) for v in out["SecretValues"]] == [("b1", "one"), ("b2", "two")]
    assert out["Errors"] == [
        {"SecretId": "missing", "ErrorCode": "ResourceNotFoundException", "Message": NOT_FOUND[1]}
    ]
    filtered = sm.batch_get_secret_value(Filters=[{"Key": "name", "Values": ["b2"]}])
    assert [v["SecretString"] for v in filtered["SecretValues"]] == ["two"]
    assert (
        failure(
            lambda: sm.batch_get_secret_value(SecretIdList=["b1"], Filters=[{"Key": "name", "Values": ["b"]}])
        )[0]
        == "InvalidParameterException"
    )


def test_tags(sm: Any) -> None:
    sm.create_secret(Name="t", Tags=[{"Key": "a", "Value": "1"}])
    sm.tag_resource(SecretId="t", Tags=[{"Key": "b", "Value": "2"}, {"Key": "a", "Value": "3"}])
    assert sm.describe_secret(SecretId="t")["Tags"] == [
        {"Key": "a", "Value": "3"},
        {"Key": "b", "Value": "2"},
    ]
    sm.untag_resource(SecretId="t", TagKeys=["a"])
    assert sm.describe_secret(SecretId="t")["Tags"] == [{"Key": "b", "Value": "2"}]
    assert failure(lambda: sm.tag_resource(SecretId="t", Tags=[{"Key": "aws:x", "Value": "1"}]))[0] == (
        "InvalidParameterException"
    )


@pytest.mark.parametrize(
    ("options", "allowed", "required"),
    [
        ({}, string.ascii_letters + string.digits + string.punctuation, []),
        ({"ExcludePunctuation": True}, string.ascii_letters + string.digits, [string.digits]),
        ({"ExcludeNumbers": True, "ExcludeUppercase": True}, string.ascii_lowercase + string.punctuation, []),
        ({"ExcludeLowercase": True, "ExcludePunctuation": True}, string.ascii_uppercase + string.digits, []),
        ({"ExcludeCharacters": "abcdefABCDEF0123"}, None, []),
        ({"IncludeSpace": True, "PasswordLength": 200}, None, [" "]),
    ],
)
def test_get_random_password_options(
    sm: Any, options: dict[str, Any], allowed: str | None, required: list[str]
) -> None:
    password = sm.get_random_password(**options)["RandomPassword"]
    assert len(password) == options.get("PasswordLength", 32)
    if allowed is not None:
        assert set(password) <= set(allowed)
    for excluded in options.get("ExcludeCharacters", ""):
        assert excluded not in password
    for group in required:
        assert set(password) & set(group)


def test_get_random_password_requires_each_type_and_refuses_impossible_requests(sm: Any) -> None:
    for _ in range(20):
        password = sm.get_random_password(PasswordLength=4, ExcludePunctuation=True)["RandomPassword"]
        assert set(password) & set(string.ascii_lowercase) and set(password) & set(string.ascii_uppercase)
        assert set(password) & set(string.digits)
    free = sm.get_random_password(PasswordLength=1, RequireEachIncludedType=False)["RandomPassword"]
    assert len(free) == 1
    assert failure(lambda: sm.get_random_password(PasswordLength=2))[0] == "InvalidParameterException"
    assert (
        failure(
            lambda: sm.get_random_password(
                ExcludeLowercase=True, ExcludeUppercase=True, ExcludeNumbers=True, ExcludePunctuation=True
            )
        )[0]
        == "InvalidParameterException"
    )


def test_replica_regions_are_accepted_and_reported(sm: Any) -> None:
    made = sm.create_secret(
        Name="replicated",
        SecretString="v",
        AddReplicaRegions=[{"Region": "eu-west-1", "KmsKeyId": "alias/eu"}],
    )
    assert made["ReplicationStatus"] == [
        {
            "Region": "eu-west-1",
            "KmsKeyId": "alias/eu",
            "Status": "InSync",
            "StatusMessage": "Replication succeeded",
        }
    ]
    out = sm.replicate_secret_to_regions(SecretId="replicated", AddReplicaRegions=[{"Region": "ap-south-1"}])
    assert [r["Region"] for r in out["ReplicationStatus"]] == ["eu-west-1", "ap-south-1"]
    described = sm.describe_secret(SecretId="replicated")
    assert described["PrimaryRegion"] == "us-east-1"
    assert [r["Region"] for r in described["ReplicationStatus"]] == ["eu-west-1", "ap-south-1"]
    sm.remove_regions_from_replication(SecretId="replicated", RemoveReplicaRegions=["eu-west-1"])
    assert [r["Region"] for r in sm.describe_secret(SecretId="replicated")["ReplicationStatus"]] == [
        "ap-south-1"
    ]
    assert (
        failure(
            lambda: sm.remove_regions_from_replication(
                SecretId="replicated", RemoveReplicaRegions=["eu-west-1"]
            )
        )[0]
        == "InvalidParameterException"
    )
    assert (
        failure(
            lambda: sm.replicate_secret_to_regions(
                SecretId="replicated", AddReplicaRegions=[{"Region": "us-east-1"}]
            )
        )[0]
        == "InvalidParameterException"
    )
    assert (
        failure(lambda: sm.stop_replication_to_replica(SecretId="replicated"))[0] == "InvalidRequestException"
    )
