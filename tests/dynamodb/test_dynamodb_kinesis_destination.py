"""A table's Kinesis data stream destination: Enable/Update/Disable/DescribeKinesisStreamingDestination
and the item changes delivered to the stream in the shape of Kinesis Data Streams for DynamoDB."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"


def _error(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as err:
        call(**kwargs)
    return err.value.response["Error"]["Code"], err.value.response["Error"]["Message"]


def _setup(labcloud: Any, ddb: Any, stream: str = "changes") -> tuple[Any, str]:
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName=stream, ShardCount=1)
    # as Terraform and CloudFormation do: a stream takes writes once ACTIVE (CREATING answers not found)
    kinesis.get_waiter("stream_exists").wait(
        StreamName=stream, WaiterConfig={"Delay": 0.1, "MaxAttempts": 100}
    )
    ddb.create_table(
        TableName="orders",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
    )
    return kinesis, f"arn:aws:kinesis:us-east-1:{ACCOUNT}:stream/{stream}"


def read_all(kinesis: Any, stream: str, want: int, timeout: float = 20.0) -> list[dict[str, Any]]:
    """The stream's records from its start, decoded, once ``want`` of them are there (bounded wait)."""
    shard = kinesis.list_shards(StreamName=stream)["Shards"][0]["ShardId"]
    deadline = time.monotonic() + timeout
    while True:
        iterator = kinesis.get_shard_iterator(
            StreamName=stream, ShardId=shard, ShardIteratorType="TRIM_HORIZON"
        )
        try:
            records = kinesis.get_records(ShardIterator=iterator["ShardIterator"])["Records"]
        except ClientError as error:  # GetRecords allows five calls a second per shard: wait and ask again
            if error.response["Error"]["Code"] != "ProvisionedThroughputExceededException":
                raise
            if time.monotonic() > deadline:
                raise
            time.sleep(1.0)
            continue
        if len(records) >= want or time.monotonic() > deadline:
            return [{"_pk": r["PartitionKey"], **json.loads(r["Data"])} for r in records]
        time.sleep(0.3)


def test_changes_reach_the_stream_in_aws_shape(labcloud: Any, ddb: Any) -> None:
    kinesis, arn = _setup(labcloud, ddb)
    assert (
        ddb.describe_kinesis_streaming_destination(TableName="orders")["KinesisDataStreamDestinations"] == []
    )
    enabled = ddb.enable_kinesis_streaming_destination(
        TableName="orders",
        StreamArn=arn,
        EnableKinesisStreamingConfiguration={"ApproximateCreationDateTimePrecision": "MILLISECOND"},
    )
    assert {k: v for k, v in enabled.items() if k != "ResponseMetadata"} == {
        "TableName": "orders",
        "StreamArn": arn,
        "DestinationStatus": "ENABLING",
        "EnableKinesisStreamingConfiguration": {"ApproximateCreationDateTimePrecision": "MILLISECOND"},
    }
    assert ddb.describe_kinesis_streaming_destination(TableName="orders")[
        "KinesisDataStreamDestinations"
    ] == [
        {
            "StreamArn": arn,
            "DestinationStatus": "ACTIVE",
            "ApproximateCreationDateTimePrecision": "MILLISECOND",
        }
    ]
    before = int(time.time() * 1000)
    ddb.put_item(TableName="orders", Item={"id": {"S": "o1"}, "qty": {"N": "1"}})
    ddb.update_item(
        TableName="orders",
        Key={"id": {"S": "o1"}},
        UpdateExpression="SET qty = :q",
        ExpressionAttributeValues={":q": {"N": "2"}},
    )
    ddb.delete_item(TableName="orders", Key={"id": {"S": "o1"}})
    records = read_all(kinesis, "changes", 3)
    assert [r["eventName"] for r in records] == ["INSERT", "MODIFY", "REMOVE"]
    insert, modify, remove = records
    assert set(insert) == {
        "_pk",
        "awsRegion",
        "eventID",
        "eventName",
        "userIdentity",
        "recordFormat",
        "tableName",
        "dynamodb",
        "eventSource",
    }
    assert (insert["awsRegion"], insert["tableName"], insert["eventSource"]) == (
        "us-east-1",
        "orders",
        "aws:dynamodb",
    )
    assert (insert["recordFormat"], insert["userIdentity"]) == ("application/json", None)
    assert insert["dynamodb"]["Keys"] == {"id": {"S": "o1"}}
    assert insert["dynamodb"]["NewImage"] == {"id": {"S": "o1"}, "qty": {"N": "1"}}
    assert "OldImage" not in insert["dynamodb"]
    assert insert["dynamodb"]["ApproximateCreationDateTimePrecision"] == "MILLISECOND"
    assert (
        before - 5000 <= insert["dynamodb"]["ApproximateCreationDateTime"] <= int(time.time() * 1000) + 5000
    )
    assert insert["dynamodb"]["SizeBytes"] > 0
    assert modify["dynamodb"]["OldImage"]["qty"] == {"N": "1"} and modify["dynamodb"]["NewImage"]["qty"] == {
        "N": "2"
    }
    assert remove["dynamodb"]["OldImage"] == {"id": {"S": "o1"}, "qty": {"N": "2"}}
    assert "NewImage" not in remove["dynamodb"]
    assert len({r["eventID"] for r in records}) == 3 and len({r["_pk"] for r in records}) == 1

    # microsecond precision from now on
    updated = ddb.update_kinesis_streaming_destination(
        TableName="orders",
        StreamArn=arn,
        UpdateKinesisStreamingConfiguration={"ApproximateCreationDateTimePrecision": "MICROSECOND"},
    )
    assert (updated["DestinationStatus"], updated["UpdateKinesisStreamingConfiguration"]) == (
        "UPDATING",
        {"ApproximateCreationDateTimePrecision": "MICROSECOND"},
    )
    ddb.put_item(TableName="orders", Item={"id": {"S": "o2"}})
    fourth = read_all(kinesis, "changes", 4)[3]
    assert fourth["dynamodb"]["ApproximateCreationDateTimePrecision"] == "MICROSECOND"
    assert fourth["dynamodb"]["ApproximateCreationDateTime"] > before * 1000

    disabled = ddb.disable_kinesis_streaming_destination(TableName="orders", StreamArn=arn)
    assert disabled["DestinationStatus"] == "DISABLING"
    assert ddb.describe_kinesis_streaming_destination(TableName="orders")[
        "KinesisDataStreamDestinations"
    ] == [
        {
            "StreamArn": arn,
            "DestinationStatus": "DISABLED",
            "ApproximateCreationDateTimePrecision": "MICROSECOND",
        }
    ]
    ddb.put_item(TableName="orders", Item={"id": {"S": "o3"}})
    ddb.put_item(TableName="orders", Item={"id": {"S": "o4"}})  # a write the pump had time to skip
    assert len(read_all(kinesis, "changes", 5, timeout=1.0)) == 4


def test_destination_errors(labcloud: Any, ddb: Any) -> None:
    _, arn = _setup(labcloud, ddb)
    missing = f"arn:aws:kinesis:us-east-1:{ACCOUNT}:stream/nowhere"
    assert _error(ddb.enable_kinesis_streaming_destination, TableName="orders", StreamArn=missing) == (
        "ResourceNotFoundException",
        f"Requested resource not found: Stream: {missing} not found",
    )
    assert _error(ddb.enable_kinesis_streaming_destination, TableName="nope", StreamArn=arn)[0] == (
        "ResourceNotFoundException"
    )
    assert _error(ddb.disable_kinesis_streaming_destination, TableName="orders", StreamArn=arn) == (
        "ValidationException",
        "Table is not in a valid state to disable Kinesis Streaming Destination: "
        "DisableKinesisStreamingDestination must be ACTIVE to perform DISABLE operation.",
    )
    ddb.enable_kinesis_streaming_destination(TableName="orders", StreamArn=arn)
    assert (
        ddb.describe_kinesis_streaming_destination(TableName="orders")["KinesisDataStreamDestinations"][0][
            "ApproximateCreationDateTimePrecision"
        ]
        == "MICROSECOND"
    )
    assert _error(ddb.enable_kinesis_streaming_destination, TableName="orders", StreamArn=arn) == (
        "ValidationException",
        "Table is not in a valid state to enable Kinesis Streaming Destination: "
        "EnableKinesisStreamingDestination must be DISABLED or ENABLE_FAILED to perform ENABLE operation.",
    )
    assert _error(
        ddb.update_kinesis_streaming_destination,
        TableName="orders",
        StreamArn=arn,
        UpdateKinesisStreamingConfiguration={"ApproximateCreationDateTimePrecision": "MICROSECOND"},
    ) == (
        "ValidationException",
        "Invalid Request: Precision is already set to the desired value of MICROSECOND for this Kinesis "
        "streaming destination.",
    )


def test_a_deleted_stream_fails_the_destination(labcloud: Any, ddb: Any) -> None:
    kinesis, arn = _setup(labcloud, ddb, "short-lived")
    ddb.enable_kinesis_streaming_destination(TableName="orders", StreamArn=arn)
    kinesis.delete_stream(StreamName="short-lived")
    ddb.put_item(TableName="orders", Item={"id": {"S": "o1"}})
    deadline = time.monotonic() + 20
    while True:
        found = ddb.describe_kinesis_streaming_destination(TableName="orders")[
            "KinesisDataStreamDestinations"
        ][0]
        if found["DestinationStatus"] != "ACTIVE" or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert found == {
        "StreamArn": arn,
        "DestinationStatus": "ENABLE_FAILED",
        "DestinationStatusDescription": f"Kinesis stream {arn} does not exist",
        "ApproximateCreationDateTimePrecision": "MICROSECOND",
    }


def test_acknowledged_changes_reach_the_stream_after_a_kill(tmp_path: Path) -> None:
    """Nothing is delivered before the kill (the pump is held back), everything after the restart."""
    held = LabcloudProcess(
        data_dir=tmp_path, env={**os.environ, "LABCLOUD_DYNAMODB_KINESIS_INTERVAL": "3600"}
    )
    held.start()
    try:
        ddb = held.boto3_client("dynamodb")
        kinesis, arn = _setup(held, ddb)
        ddb.enable_kinesis_streaming_destination(TableName="orders", StreamArn=arn)
        ddb.batch_write_item(
            RequestItems={"orders": [{"PutRequest": {"Item": {"id": {"S": f"o{i}"}}}} for i in range(25)]}
        )
        assert read_all(kinesis, "changes", 1, timeout=0.5) == []
    finally:
        held.kill()
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        records = read_all(server.boto3_client("kinesis"), "changes", 25)
        assert sorted(r["dynamodb"]["Keys"]["id"]["S"] for r in records) == sorted(f"o{i}" for i in range(25))
        assert {r["eventName"] for r in records} == {"INSERT"}
    finally:
        server.stop()
