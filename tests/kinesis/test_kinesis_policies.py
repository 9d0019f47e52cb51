"""Resource-based policies on streams: the API, and another account reaching a stream (writes and
reads by its ARN) only as far as the stream's policy allows; an explicit deny binds the owner too."""

from __future__ import annotations

import json
from typing import Any

from kinesis_helpers import create, error

OTHER = "111122223333"


def _arn(stream: str) -> str:
    return f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"


def _policy(effect: str, principal: Any, resource: str, *actions: str) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": effect, "Principal": principal, "Action": list(actions), "Resource": resource}
            ],
        }
    )


def test_put_get_delete(kinesis: Any) -> None:
    stream = create(kinesis, 1)
    assert kinesis.get_resource_policy(ResourceARN=_arn(stream))["Policy"] == "{}"
    document = _policy("Allow", {"AWS": OTHER}, _arn(stream), "kinesis:PutRecord")
    kinesis.put_resource_policy(ResourceARN=_arn(stream), Policy=document)
    assert kinesis.get_resource_policy(ResourceARN=_arn(stream))["Policy"] == document
    kinesis.delete_resource_policy(ResourceARN=_arn(stream))
    assert error(kinesis.delete_resource_policy, ResourceARN=_arn(stream))[0] == "ResourceNotFoundException"
    assert error(kinesis.put_resource_policy, ResourceARN=_arn(stream), Policy="{not json")[0] == (
        "InvalidArgumentException"
    )
    no_principal = json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "kinesis:*", "Resource": "*"}]}
    )
    assert error(kinesis.put_resource_policy, ResourceARN=_arn(stream), Policy=no_principal)[0] == (
        "InvalidArgumentException"
    )
    missing = _arn("no-such-stream")
    assert error(kinesis.get_resource_policy, ResourceARN=missing)[0] == "ResourceNotFoundException"


def test_another_account_needs_the_stream_policy(kinesis: Any, labcloud: Any) -> None:
    stream = create(kinesis, 1)
    other = labcloud.boto3_client("kinesis", aws_access_key_id=OTHER)
    code, message = error(other.put_record, StreamARN=_arn(stream), PartitionKey="k", Data=b"x")
    assert code == "AccessDeniedException"
    assert message == (
        f"User: arn:aws:iam::{OTHER}:root is not authorized to perform: kinesis:PutRecord on resource: "
        f"{_arn(stream)} because no resource-based policy allows the kinesis:PutRecord action"
    )
    kinesis.put_resource_policy(
        ResourceARN=_arn(stream),
        Policy=_policy(
            "Allow",
            {"AWS": OTHER},
            _arn(stream),
            "kinesis:PutRecord",
            "kinesis:GetShardIterator",
            "kinesis:GetRecords",
        ),
    )
    put = other.put_record(StreamARN=_arn(stream), PartitionKey="k", Data=b"from-other")
    iterator = other.get_shard_iterator(
        StreamARN=_arn(stream), ShardId=put["ShardId"], ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    assert [
        r["Data"] for r in other.get_records(ShardIterator=iterator, StreamARN=_arn(stream))["Records"]
    ] == [b"from-other"]
    code, message = error(other.describe_stream, StreamARN=_arn(stream))
    assert code == "AccessDeniedException"
    assert "because no resource-based policy allows the kinesis:DescribeStream action" in message
    # the other account's own streams are untouched
    assert stream not in other.list_streams()["StreamNames"]


def test_an_explicit_deny_binds_the_owner_too(kinesis: Any) -> None:
    stream = create(kinesis, 1)
    kinesis.put_resource_policy(
        ResourceARN=_arn(stream), Policy=_policy("Deny", "*", _arn(stream), "kinesis:PutRecord")
    )
    code, message = error(kinesis.put_record, StreamName=stream, PartitionKey="k", Data=b"x")
    assert code == "AccessDeniedException"
    assert message.endswith("with an explicit deny in a resource-based policy")
    kinesis.delete_resource_policy(ResourceARN=_arn(stream))
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"x")
