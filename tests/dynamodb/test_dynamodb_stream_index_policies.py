"""Resource-based policies on streams (their own, apart from the table's) and on indexes (through the
table's policy), enforced with two accounts."""

from __future__ import annotations

import json
from typing import Any

import pytest
from dynamodb_server_helpers import error_of, make_table

OWNER, OTHER = "000000000000", "111122223333"
TABLE = f"arn:aws:dynamodb:us-east-1:{OWNER}:table/orders"
INDEX = f"{TABLE}/index/by-status"


def policy(*statements: dict[str, Any]) -> str:
    return json.dumps({"Version": "2012-10-17", "Statement": list(statements)})


def allow(principal: str, actions: list[str], resource: str) -> dict[str, Any]:
    return {"Effect": "Allow", "Principal": {"AWS": principal}, "Action": actions, "Resource": resource}


READ_STREAM = ["dynamodb:DescribeStream", "dynamodb:GetShardIterator", "dynamodb:GetRecords"]


@pytest.fixture
def orders(ddb: Any) -> str:
    """The table (with a stream and an index); answers the stream ARN."""
    make_table(
        ddb,
        "orders",
        extra_definitions=[{"AttributeName": "status", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-status",
                "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
    )
    ddb.put_item(TableName="orders", Item={"id": {"S": "o1"}, "status": {"S": "NEW"}})
    arn: str = ddb.describe_table(TableName="orders")["Table"]["LatestStreamArn"]
    return arn


def _read(streams: Any, arn: str) -> list[dict[str, Any]]:
    shard = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]["ShardId"]
    iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard, ShardIteratorType="TRIM_HORIZON")
    records: list[dict[str, Any]] = streams.get_records(ShardIterator=iterator["ShardIterator"])["Records"]
    return records


def test_stream_policy_is_its_own(ddb: Any, orders: str) -> None:
    code, message, _ = error_of(ddb.get_resource_policy, ResourceArn=orders)
    assert (code, message) == (
        "PolicyNotFoundException",
        f"Resource-based policy not found for the provided ResourceArn: {orders}",
    )
    document = policy(allow(OTHER, READ_STREAM, orders))
    revision = ddb.put_resource_policy(ResourceArn=orders, Policy=document, ExpectedRevisionId="NO_POLICY")[
        "RevisionId"
    ]
    assert ddb.get_resource_policy(ResourceArn=orders)["Policy"] == document
    # the table has none: the stream's policy is not the table's
    code, _, _ = error_of(ddb.get_resource_policy, ResourceArn=TABLE)
    assert code == "PolicyNotFoundException"
    code, _, _ = error_of(ddb.delete_resource_policy, ResourceArn=orders, ExpectedRevisionId="1")
    assert code == "PolicyNotFoundException"
    ddb.delete_resource_policy(ResourceArn=orders, ExpectedRevisionId=revision)
    code, _, _ = error_of(ddb.get_resource_policy, ResourceArn=orders)
    assert code == "PolicyNotFoundException"
    code, message, _ = error_of(ddb.put_resource_policy, ResourceArn=f"{TABLE}/stream/nope", Policy=document)
    assert (code, message) == (
        "ResourceNotFoundException",
        f"Requested resource not found: ResourcArn: {TABLE}/stream/nope not found",
    )


def test_another_account_reads_a_stream_only_through_its_policy(ddb: Any, orders: str, labcloud: Any) -> None:
    other = labcloud.boto3_client("dynamodbstreams", aws_access_key_id=OTHER)
    code, message, _ = error_of(other.describe_stream, StreamArn=orders)
    assert (code, message) == (
        "AccessDeniedException",
        f"User: arn:aws:iam::{OTHER}:root is not authorized to perform: dynamodb:DescribeStream on resource: "
        f"{orders} because no resource-based policy allows the dynamodb:DescribeStream action",
    )
    # a table policy granting everything on the table does not reach its stream
    ddb.put_resource_policy(ResourceArn=TABLE, Policy=policy(allow(OTHER, ["dynamodb:*"], TABLE)))
    code, _, _ = error_of(other.describe_stream, StreamArn=orders)
    assert code == "AccessDeniedException"
    ddb.put_resource_policy(ResourceArn=orders, Policy=policy(allow(OTHER, READ_STREAM, orders)))
    records = _read(other, orders)
    assert [r["dynamodb"]["Keys"] for r in records] == [{"id": {"S": "o1"}}]
    # ListStreams stays per account
    assert other.list_streams()["Streams"] == []


def test_explicit_deny_in_a_stream_policy_binds_the_owner(ddb: Any, orders: str, labcloud: Any) -> None:
    streams = labcloud.boto3_client("dynamodbstreams")
    assert len(_read(streams, orders)) == 1
    deny = {"Effect": "Deny", "Principal": "*", "Action": "dynamodb:GetShardIterator", "Resource": orders}
    ddb.put_resource_policy(ResourceArn=orders, Policy=policy(deny))
    code, message, _ = error_of(_read, streams, orders)
    assert code == "AccessDeniedException"
    assert message.endswith("with an explicit deny in a resource-based policy")
    # the table itself is not affected
    assert ddb.get_item(TableName="orders", Key={"id": {"S": "o1"}})["Item"]


def test_index_is_governed_by_the_table_policy(ddb: Any, orders: str, labcloud: Any) -> None:
    code, _, _ = error_of(
        ddb.put_resource_policy, ResourceArn=INDEX, Policy=policy(allow(OTHER, ["*"], INDEX))
    )
    assert code == "ValidationException"
    other = labcloud.boto3_client("dynamodb", aws_access_key_id=OTHER)
    query = {
        "TableName": TABLE,
        "KeyConditionExpression": "#s = :s",
        "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "NEW"}},
    }
    code, _, _ = error_of(other.query, IndexName="by-status", **query)
    assert code == "AccessDeniedException"
    ddb.put_resource_policy(ResourceArn=TABLE, Policy=policy(allow(OTHER, ["dynamodb:Query"], INDEX)))
    assert other.query(IndexName="by-status", **query)["Count"] == 1
    # the statement names the index only: the table's own key space stays closed
    code, message, _ = error_of(
        other.query,
        TableName=TABLE,
        KeyConditionExpression="id = :k",
        ExpressionAttributeValues={":k": {"S": "o1"}},
    )
    assert code == "AccessDeniedException"
    assert f"on resource: {TABLE} because" in message
