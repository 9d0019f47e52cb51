"""StreamSpecification on CreateTable and UpdateTable, with AWS's rules and messages, and the
LatestStreamArn/LatestStreamLabel a table keeps."""

from __future__ import annotations

import re

import pytest
from stream_helpers import DEFINITIONS, KEY, error_of, stream_table

INVALID = "One or more parameter values were invalid: "


def test_create_table_with_a_stream_describes_it(ddb, streams):
    created = stream_table(ddb, view_type="NEW_IMAGE")
    assert created["StreamSpecification"] == {"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"}
    label = created["LatestStreamLabel"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}", label)
    assert (
        created["LatestStreamArn"] == f"arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/{label}"
    )
    table = ddb.describe_table(TableName="orders")["Table"]
    assert table["StreamSpecification"] == created["StreamSpecification"]
    assert table["LatestStreamArn"] == created["LatestStreamArn"]
    described = streams.describe_stream(StreamArn=created["LatestStreamArn"])["StreamDescription"]
    assert described["StreamStatus"] == "ENABLED"
    assert described["StreamViewType"] == "NEW_IMAGE"
    assert described["TableName"] == "orders"
    assert described["KeySchema"] == KEY
    assert described["StreamLabel"] == label
    assert len(described["Shards"]) == 1
    assert "ParentShardId" not in described["Shards"][0]
    assert "EndingSequenceNumber" not in described["Shards"][0]["SequenceNumberRange"]


def test_a_table_without_a_stream_reports_none(ddb):
    created = stream_table(ddb, view_type=None, StreamSpecification={"StreamEnabled": False})
    for member in ("StreamSpecification", "LatestStreamArn", "LatestStreamLabel"):
        assert member not in created
        assert member not in ddb.describe_table(TableName="orders")["Table"]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            {"StreamEnabled": True},
            INVALID + "Table is being created with a stream enabled, UpdateViewType is required",
        ),
        (
            {"StreamEnabled": False, "StreamViewType": "NEW_IMAGE"},
            INVALID + "Table is being created with a stream disabled, UpdateViewType should not be specified",
        ),
    ],
)
def test_create_table_stream_rules(ddb, spec, message):
    code, text = error_of(
        ddb.create_table,
        TableName="orders",
        KeySchema=KEY,
        AttributeDefinitions=DEFINITIONS,
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification=spec,
    )
    assert (code, text) == ("ValidationException", message)
    assert ddb.list_tables()["TableNames"] == []


def test_create_table_stream_enabled_is_required(labcloud):
    from botocore.config import Config

    ddb = labcloud.boto3_client(
        "dynamodb", config=Config(parameter_validation=False, retries={"max_attempts": 1})
    )
    code, text = error_of(
        ddb.create_table,
        TableName="orders",
        KeySchema=KEY,
        AttributeDefinitions=DEFINITIONS,
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamViewType": "NEW_IMAGE"},
    )
    assert code == "ValidationException"
    assert "streamEnabled" in text or "StreamEnabled" in text


def test_update_table_enable_disable_and_reenable(ddb, streams):
    stream_table(ddb, view_type=None)
    enabled = ddb.update_table(
        TableName="orders", StreamSpecification={"StreamEnabled": True, "StreamViewType": "KEYS_ONLY"}
    )["TableDescription"]
    first = enabled["LatestStreamArn"]
    assert enabled["StreamSpecification"] == {"StreamEnabled": True, "StreamViewType": "KEYS_ONLY"}

    for spec in (
        {"StreamEnabled": True, "StreamViewType": "KEYS_ONLY"},
        {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
    ):
        assert error_of(ddb.update_table, TableName="orders", StreamSpecification=spec) == (
            "ValidationException",
            "Table already has an enabled stream: TableName: orders",
        )
    assert error_of(
        ddb.update_table,
        TableName="orders",
        StreamSpecification={"StreamEnabled": False, "StreamViewType": "KEYS_ONLY"},
    ) == (
        "ValidationException",
        INVALID + "If stream is being disabled, then UpdateViewType must not be specified",
    )

    disabled = ddb.update_table(TableName="orders", StreamSpecification={"StreamEnabled": False})[
        "TableDescription"
    ]
    assert "StreamSpecification" not in disabled
    assert disabled["LatestStreamArn"] == first  # the latest stream is still named after disabling
    assert streams.describe_stream(StreamArn=first)["StreamDescription"]["StreamStatus"] == "DISABLED"
    closed = streams.describe_stream(StreamArn=first)["StreamDescription"]["Shards"][0]
    assert "EndingSequenceNumber" in closed["SequenceNumberRange"]
    assert error_of(ddb.update_table, TableName="orders", StreamSpecification={"StreamEnabled": False}) == (
        "ValidationException",
        "Table has no stream to disable: TableName: orders",
    )
    assert error_of(ddb.update_table, TableName="orders", StreamSpecification={"StreamEnabled": True}) == (
        "ValidationException",
        INVALID + "If stream is being enabled then UpdateViewType is required",
    )

    again = ddb.update_table(
        TableName="orders", StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"}
    )["TableDescription"]
    assert again["LatestStreamArn"] != first
    arns = [s["StreamArn"] for s in streams.list_streams(TableName="orders")["Streams"]]
    assert arns == [first, again["LatestStreamArn"]]


def test_stream_changes_cannot_ride_with_throughput_or_index_changes(ddb):
    ddb.create_table(
        TableName="orders",
        KeySchema=KEY,
        AttributeDefinitions=DEFINITIONS,
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
    )
    spec = {"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"}
    assert error_of(
        ddb.update_table,
        TableName="orders",
        StreamSpecification=spec,
        ProvisionedThroughput={"ReadCapacityUnits": 6, "WriteCapacityUnits": 6},
    ) == ("ValidationException", INVALID + "You cannot modify stream status while updating table IOPS")
    assert error_of(
        ddb.update_table,
        TableName="orders",
        StreamSpecification=spec,
        AttributeDefinitions=[{"AttributeName": "g", "AttributeType": "S"}],
        GlobalSecondaryIndexUpdates=[
            {
                "Create": {
                    "IndexName": "by-g",
                    "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                    "Projection": {"ProjectionType": "ALL"},
                    "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
                }
            }
        ],
    ) == ("ValidationException", INVALID + "You cannot create or delete index while changing stream status")
    assert "StreamSpecification" not in ddb.describe_table(TableName="orders")["Table"]


def test_deleting_the_table_disables_its_stream_which_stays_readable(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    ddb.put_item(TableName="orders", Item={"pk": {"S": "a"}})
    ddb.delete_table(TableName="orders")
    described = streams.describe_stream(StreamArn=arn)["StreamDescription"]
    assert described["StreamStatus"] == "DISABLED"
    shard = described["Shards"][0]
    assert (
        shard["SequenceNumberRange"]["EndingSequenceNumber"]
        >= shard["SequenceNumberRange"]["StartingSequenceNumber"]
    )
    iterator = streams.get_shard_iterator(
        StreamArn=arn, ShardId=shard["ShardId"], ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    answer = streams.get_records(ShardIterator=iterator)
    assert [r["eventName"] for r in answer["Records"]] == ["INSERT"]
    assert "NextShardIterator" not in answer  # a closed shard read to its end has no next iterator


def test_cli_creates_a_table_with_a_stream(labcloud):
    answer = labcloud.aws_json(
        "dynamodb",
        "create-table",
        "--table-name",
        "cli-orders",
        "--attribute-definitions",
        "AttributeName=pk,AttributeType=S",
        "--key-schema",
        "AttributeName=pk,KeyType=HASH",
        "--billing-mode",
        "PAY_PER_REQUEST",
        "--stream-specification",
        "StreamEnabled=true,StreamViewType=NEW_AND_OLD_IMAGES",
    )
    arn = answer["TableDescription"]["LatestStreamArn"]
    listed = labcloud.aws_json("dynamodbstreams", "list-streams", "--table-name", "cli-orders")
    assert [s["StreamArn"] for s in listed["Streams"]] == [arn]
    failed = labcloud.aws(
        "dynamodb",
        "update-table",
        "--table-name",
        "cli-orders",
        "--stream-specification",
        "StreamEnabled=true,StreamViewType=KEYS_ONLY",
        check=False,
    )
    assert failed.returncode != 0
    assert "ValidationException" in failed.stderr and "Table already has an enabled stream" in failed.stderr
