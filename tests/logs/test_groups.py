"""Log groups over the real server: create, delete, describe (prefix, pattern, pages), retention, tags."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError

NOT_FOUND = ("ResourceNotFoundException", "The specified log group does not exist.")


def _code(info: pytest.ExceptionInfo[ClientError]) -> tuple[str, str]:
    return info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]


def test_create_and_describe_a_group(logs):
    logs.create_log_group(logGroupName="/aws/lambda/worker")
    groups = logs.describe_log_groups()["logGroups"]
    assert len(groups) == 1
    group = groups[0]
    assert group["logGroupName"] == "/aws/lambda/worker"
    assert group["arn"] == "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/worker:*"
    assert group["logGroupArn"] == "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/worker"
    assert group["storedBytes"] == 0
    assert group["creationTime"] > 1_600_000_000_000
    assert "retentionInDays" not in group


def test_creating_an_existing_group_fails(logs):
    logs.create_log_group(logGroupName="g")
    with pytest.raises(ClientError) as info:
        logs.create_log_group(logGroupName="g")
    assert _code(info) == ("ResourceAlreadyExistsException", "The specified log group already exists")


def test_invalid_group_name_is_an_invalid_parameter(logs):
    with pytest.raises(ClientError) as info:
        logs.create_log_group(logGroupName="bad name!")
    assert info.value.response["Error"]["Code"] == "InvalidParameterException"


def test_delete_group_removes_it_and_its_events(logs, put):
    put("doomed", "s", ["one", "two"])
    put("kept", "s", ["three"])
    logs.delete_log_group(logGroupName="doomed")
    assert [g["logGroupName"] for g in logs.describe_log_groups()["logGroups"]] == ["kept"]
    # Recreating the group starts empty: the old streams and events are gone.
    logs.create_log_group(logGroupName="doomed")
    assert logs.describe_log_streams(logGroupName="doomed")["logStreams"] == []
    assert logs.filter_log_events(logGroupName="doomed")["events"] == []
    assert logs.describe_log_groups(logGroupNamePrefix="doomed")["logGroups"][0]["storedBytes"] == 0


def test_delete_missing_group_fails(logs):
    with pytest.raises(ClientError) as info:
        logs.delete_log_group(logGroupName="nope")
    assert _code(info) == NOT_FOUND


def test_describe_by_prefix_and_pattern(logs):
    for name in ("/aws/lambda/Alpha", "/aws/lambda/beta", "/app/alpha-2", "other"):
        logs.create_log_group(logGroupName=name)
    by_prefix = logs.describe_log_groups(logGroupNamePrefix="/aws/lambda/")["logGroups"]
    assert [g["logGroupName"] for g in by_prefix] == ["/aws/lambda/Alpha", "/aws/lambda/beta"]
    # A case-sensitive substring search; only the name, ARN and creation time are reported.
    by_pattern = logs.describe_log_groups(logGroupNamePattern="alpha")["logGroups"]
    assert [g["logGroupName"] for g in by_pattern] == ["/app/alpha-2"]
    assert set(by_pattern[0]) == {"logGroupName", "arn", "creationTime"}
    assert [
        g["logGroupName"] for g in logs.describe_log_groups(logGroupNamePattern="Alpha")["logGroups"]
    ] == ["/aws/lambda/Alpha"]
    assert logs.describe_log_groups(logGroupNamePrefix="zzz")["logGroups"] == []


def test_prefix_and_pattern_together_are_rejected(logs):
    with pytest.raises(ClientError) as info:
        logs.describe_log_groups(logGroupNamePrefix="a", logGroupNamePattern="b")
    assert _code(info) == (
        "InvalidParameterException",
        "LogGroup name prefix and LogGroup name pattern are mutually exclusive parameters.",
    )


def test_describe_groups_pages(logs):
    names = [f"group-{i:02d}" for i in range(7)]
    for name in names:
        logs.create_log_group(logGroupName=name)
    first = logs.describe_log_groups(limit=3)
    assert [g["logGroupName"] for g in first["logGroups"]] == names[:3]
    second = logs.describe_log_groups(limit=3, nextToken=first["nextToken"])
    assert [g["logGroupName"] for g in second["logGroups"]] == names[3:6]
    third = logs.describe_log_groups(limit=3, nextToken=second["nextToken"])
    assert [g["logGroupName"] for g in third["logGroups"]] == names[6:]
    assert "nextToken" not in third
    paged = [
        g["logGroupName"]
        for page in logs.get_paginator("describe_log_groups").paginate(PaginationConfig={"PageSize": 2})
        for g in page["logGroups"]
    ]
    assert paged == names


def test_limit_out_of_range_is_rejected(logs):
    with pytest.raises(ClientError) as info:
        logs.describe_log_groups(limit=51)
    assert info.value.response["Error"]["Code"] == "InvalidParameterException"


def test_stored_bytes_counts_message_bytes(logs, put):
    put("sized", "s", ["abc", "héllo"])
    group = logs.describe_log_groups(logGroupNamePrefix="sized")["logGroups"][0]
    assert group["storedBytes"] == 3 + 6


def test_retention_policy_set_and_deleted(logs):
    logs.create_log_group(logGroupName="r")
    logs.put_retention_policy(logGroupName="r", retentionInDays=7)
    assert logs.describe_log_groups()["logGroups"][0]["retentionInDays"] == 7
    logs.delete_retention_policy(logGroupName="r")
    assert "retentionInDays" not in logs.describe_log_groups()["logGroups"][0]


def test_retention_rejects_values_aws_does_not_offer(logs):
    logs.create_log_group(logGroupName="r")
    with pytest.raises(ClientError) as info:
        logs.put_retention_policy(logGroupName="r", retentionInDays=2)
    code, message = _code(info)
    assert code == "InvalidParameterException"
    assert message.startswith("1 validation error detected: Value '2' at 'retentionInDays' failed to satisfy")
    assert "[1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827" in message


def test_retention_on_missing_group(logs):
    for call in (
        lambda: logs.put_retention_policy(logGroupName="x", retentionInDays=1),
        lambda: logs.delete_retention_policy(logGroupName="x"),
    ):
        with pytest.raises(ClientError) as info:
            call()
        assert _code(info) == NOT_FOUND


def test_tags_by_group_name(logs):
    logs.create_log_group(logGroupName="t", tags={"team": "a"})
    logs.tag_log_group(logGroupName="t", tags={"env": "dev", "team": "b"})
    assert logs.list_tags_log_group(logGroupName="t")["tags"] == {"env": "dev", "team": "b"}
    logs.untag_log_group(logGroupName="t", tags=["team"])
    assert logs.list_tags_log_group(logGroupName="t")["tags"] == {"env": "dev"}


def test_tags_by_resource_arn(logs):
    logs.create_log_group(logGroupName="t")
    arn = logs.describe_log_groups()["logGroups"][0]["logGroupArn"]
    logs.tag_resource(resourceArn=arn, tags={"k": "v", "x": "y"})
    assert logs.list_tags_for_resource(resourceArn=arn)["tags"] == {"k": "v", "x": "y"}
    logs.untag_resource(resourceArn=arn, tagKeys=["x"])
    assert logs.list_tags_for_resource(resourceArn=arn)["tags"] == {"k": "v"}
    assert logs.list_tags_log_group(logGroupName="t")["tags"] == {"k": "v"}


def test_tags_on_missing_group_and_bad_arn(logs):
    with pytest.raises(ClientError) as info:
        logs.list_tags_log_group(logGroupName="missing")
    assert _code(info) == NOT_FOUND
    with pytest.raises(ClientError) as info:
        logs.tag_resource(
            resourceArn="arn:aws:logs:us-east-1:000000000000:log-group:missing", tags={"a": "b"}
        )
    assert _code(info) == NOT_FOUND
    with pytest.raises(ClientError) as info:
        logs.list_tags_for_resource(resourceArn="arn:aws:sqs:us-east-1:000000000000:queue")
    assert info.value.response["Error"]["Code"] == "InvalidParameterException"


def test_group_events_are_published(labcloud, logs):
    logs.create_log_group(logGroupName="ev")
    logs.create_log_stream(logGroupName="ev", logStreamName="s")
    logs.delete_log_group(logGroupName="ev")
    found = labcloud.get("/_labcloud/events?prefix=logs.")["events"]
    assert [e["kind"] for e in found] == ["logs.group.created", "logs.stream.created", "logs.group.deleted"]
    assert found[0]["resource"] == "arn:aws:logs:us-east-1:000000000000:log-group:ev"
    assert found[1]["data"]["log_stream"] == "s"
    assert all(e["data"]["log_group"] == "ev" for e in found)


def test_deletion_protection_blocks_delete_until_disabled(logs):
    logs.create_log_group(logGroupName="/keep", deletionProtectionEnabled=True)
    assert logs.describe_log_groups()["logGroups"][0]["deletionProtectionEnabled"] is True
    with pytest.raises(ClientError) as info:
        logs.delete_log_group(logGroupName="/keep")
    assert _code(info) == (
        "ValidationException",
        "Cannot delete log group with deletion protection enabled. Disable deletion protection first.",
    )
    assert [g["logGroupName"] for g in logs.describe_log_groups()["logGroups"]] == ["/keep"]
    arn = logs.describe_log_groups()["logGroups"][0]["logGroupArn"]
    logs.put_log_group_deletion_protection(logGroupIdentifier=arn, deletionProtectionEnabled=False)
    assert logs.describe_log_groups()["logGroups"][0]["deletionProtectionEnabled"] is False
    logs.delete_log_group(logGroupName="/keep")
    assert logs.describe_log_groups()["logGroups"] == []


def test_deletion_protection_can_be_turned_on_later(logs):
    logs.create_log_group(logGroupName="g")
    logs.put_log_group_deletion_protection(logGroupIdentifier="g", deletionProtectionEnabled=True)
    with pytest.raises(ClientError) as info:
        logs.delete_log_group(logGroupName="g")
    assert _code(info)[0] == "ValidationException"
    with pytest.raises(ClientError) as info:
        logs.put_log_group_deletion_protection(logGroupIdentifier="nope", deletionProtectionEnabled=True)
    assert _code(info) == NOT_FOUND


def test_account_identifiers_only_match_the_callers_account(logs):
    logs.create_log_group(logGroupName="mine")
    own = logs.describe_log_groups(accountIdentifiers=["000000000000"], includeLinkedAccounts=True)[
        "logGroups"
    ]
    assert [g["logGroupName"] for g in own] == ["mine"]
    assert (
        logs.describe_log_groups(accountIdentifiers=["111111111111"], includeLinkedAccounts=True)["logGroups"]
        == []
    )
