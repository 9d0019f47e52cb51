"""Stream records: one per item-level change, in the change's own transaction; images per view type;
none for a write that changed nothing; TTL deletions by the service; the read API's positions,
paging and errors."""

from __future__ import annotations

import time

import pytest
from stream_helpers import error_of, events, read_all, read_shard, shards, stream_table


def _put(ddb, pk, **attributes):
    item = {"pk": {"S": pk}, **{k: {"N": str(v)} for k, v in attributes.items()}}
    ddb.put_item(TableName="orders", Item=item)


@pytest.mark.parametrize("view_type", ["KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"])
def test_insert_modify_remove_with_images_per_view_type(ddb, streams, view_type):
    arn = stream_table(ddb, view_type=view_type)["LatestStreamArn"]
    _put(ddb, "a", n=1)
    ddb.update_item(
        TableName="orders",
        Key={"pk": {"S": "a"}},
        UpdateExpression="SET n = :two",
        ExpressionAttributeValues={":two": {"N": "2"}},
    )
    ddb.delete_item(TableName="orders", Key={"pk": {"S": "a"}})
    records = read_all(streams, arn)
    assert events(records) == [("INSERT", "a"), ("MODIFY", "a"), ("REMOVE", "a")]
    one, two = {"pk": {"S": "a"}, "n": {"N": "1"}}, {"pk": {"S": "a"}, "n": {"N": "2"}}
    new = view_type in ("NEW_IMAGE", "NEW_AND_OLD_IMAGES")
    old = view_type in ("OLD_IMAGE", "NEW_AND_OLD_IMAGES")
    expected = [
        (one if new else None, None),
        (two if new else None, one if old else None),
        (None, two if old else None),
    ]
    for record, (new_image, old_image) in zip(records, expected, strict=True):
        body = record["dynamodb"]
        assert body["Keys"] == {"pk": {"S": "a"}}
        assert body.get("NewImage") == new_image
        assert body.get("OldImage") == old_image
        assert body["StreamViewType"] == view_type
        assert body["SizeBytes"] >= 1
        assert record["eventSource"] == "aws:dynamodb"
        assert record["eventVersion"] == "1.1"
        assert record["awsRegion"] == "us-east-1"
        assert "userIdentity" not in record
    numbers = [int(r["dynamodb"]["SequenceNumber"]) for r in records]
    assert numbers == sorted(numbers) and len(set(numbers)) == 3
    assert all(len(r["dynamodb"]["SequenceNumber"]) >= 21 for r in records)
    assert len({r["eventID"] for r in records}) == 3


def test_a_write_that_changes_nothing_writes_no_record(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    _put(ddb, "a", n=1)
    _put(ddb, "a", n=1)  # same item again
    ddb.update_item(
        TableName="orders",
        Key={"pk": {"S": "a"}},
        UpdateExpression="SET n = :one",
        ExpressionAttributeValues={":one": {"N": "1"}},
    )
    ddb.delete_item(TableName="orders", Key={"pk": {"S": "missing"}})
    with pytest.raises(ddb.exceptions.ConditionalCheckFailedException):
        ddb.put_item(
            TableName="orders", Item={"pk": {"S": "a"}}, ConditionExpression="attribute_not_exists(pk)"
        )
    assert events(read_all(streams, arn)) == [("INSERT", "a")]


def test_transactions_and_batches_write_one_record_per_item(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    _put(ddb, "c", n=1)
    _put(ddb, "d", n=1)
    ddb.transact_write_items(
        TransactItems=[
            {"Put": {"TableName": "orders", "Item": {"pk": {"S": "a"}}}},
            {
                "Update": {
                    "TableName": "orders",
                    "Key": {"pk": {"S": "c"}},
                    "UpdateExpression": "SET n = :n",
                    "ExpressionAttributeValues": {":n": {"N": "5"}},
                }
            },
            {
                "ConditionCheck": {
                    "TableName": "orders",
                    "Key": {"pk": {"S": "d"}},
                    "ConditionExpression": "attribute_exists(pk)",
                }
            },
        ]
    )
    with pytest.raises(ddb.exceptions.TransactionCanceledException):
        ddb.transact_write_items(
            TransactItems=[
                {"Put": {"TableName": "orders", "Item": {"pk": {"S": "x"}}}},
                {
                    "ConditionCheck": {
                        "TableName": "orders",
                        "Key": {"pk": {"S": "nope"}},
                        "ConditionExpression": "attribute_exists(pk)",
                    }
                },
            ]
        )
    ddb.batch_write_item(
        RequestItems={
            "orders": [
                {"PutRequest": {"Item": {"pk": {"S": "b"}}}},
                {"DeleteRequest": {"Key": {"pk": {"S": "a"}}}},
            ]
        }
    )
    assert events(read_all(streams, arn)) == [
        ("INSERT", "c"),
        ("INSERT", "d"),
        ("INSERT", "a"),
        ("MODIFY", "c"),
        ("INSERT", "b"),
        ("REMOVE", "a"),
    ]


def test_ttl_deletions_carry_the_service_identity(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    ddb.update_time_to_live(
        TableName="orders", TimeToLiveSpecification={"Enabled": True, "AttributeName": "exp"}
    )
    ddb.put_item(TableName="orders", Item={"pk": {"S": "old"}, "exp": {"N": str(int(time.time()) - 10)}})
    deadline = time.monotonic() + 20
    while (
        "Item" in ddb.get_item(TableName="orders", Key={"pk": {"S": "old"}}) and time.monotonic() < deadline
    ):
        time.sleep(0.2)
    records = read_all(streams, arn)
    assert events(records) == [("INSERT", "old"), ("REMOVE", "old")]
    assert "userIdentity" not in records[0]
    assert records[1]["userIdentity"] == {"PrincipalId": "dynamodb.amazonaws.com", "Type": "Service"}


def test_the_ledger_links_writes_to_their_stream_records(labcloud, ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    _put(ddb, "a", n=1)
    _put(ddb, "a", n=1)
    ledger = labcloud.get("/_labcloud/dynamodb/ledger?table=orders")["records"]
    record = read_all(streams, arn)[0]
    assert ledger[0]["stream_sequence"] == record["dynamodb"]["SequenceNumber"]
    assert "stream_sequence" not in ledger[1]  # the no-op write has no record
    created = labcloud.get("/_labcloud/events?kind=dynamodb.table.created")["events"][-1]["data"]
    assert created["stream"]["Arn"] == arn and created["stream"]["ViewType"] == "NEW_AND_OLD_IMAGES"
    snapshot = labcloud.get("/_labcloud/dynamodbstreams/streams?table=orders")["streams"]
    assert snapshot[0]["arn"] == arn
    assert [r["sequence_number"] for r in snapshot[0]["records"]] == [record["dynamodb"]["SequenceNumber"]]


def test_iterator_positions(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    shard = shards(streams, arn)[0]["ShardId"]
    latest = streams.get_shard_iterator(StreamArn=arn, ShardId=shard, ShardIteratorType="LATEST")[
        "ShardIterator"
    ]
    for pk in ("a", "b", "c"):
        _put(ddb, pk)
    assert events(streams.get_records(ShardIterator=latest)["Records"]) == [("INSERT", p) for p in "abc"]
    numbers = [r["dynamodb"]["SequenceNumber"] for r in read_shard(streams, arn, shard)]
    at = read_shard(streams, arn, shard, "AT_SEQUENCE_NUMBER", SequenceNumber=numbers[1])
    after = read_shard(streams, arn, shard, "AFTER_SEQUENCE_NUMBER", SequenceNumber=numbers[1])
    assert events(at) == [("INSERT", "b"), ("INSERT", "c")]
    assert events(after) == [("INSERT", "c")]
    assert read_shard(streams, arn, shard, "LATEST") == []
    empty = streams.get_records(ShardIterator=latest)
    assert empty["Records"] == [] or events(empty["Records"]) == [("INSERT", p) for p in "abc"]
    assert "NextShardIterator" in empty  # an open shard always has a next iterator


def test_get_records_limit_pages_in_order(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    for index in range(7):
        _put(ddb, f"k{index}")
    shard = shards(streams, arn)[0]["ShardId"]
    iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard, ShardIteratorType="TRIM_HORIZON")[
        "ShardIterator"
    ]
    seen = []
    for size in (3, 3, 3):
        answer = streams.get_records(ShardIterator=iterator, Limit=size)
        seen += [r["dynamodb"]["Keys"]["pk"]["S"] for r in answer["Records"]]
        iterator = answer["NextShardIterator"]
    assert seen == [f"k{i}" for i in range(7)]
    assert error_of(streams.get_records, ShardIterator=iterator, Limit=1001)[0] == "ValidationException"


def test_read_api_errors(ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    _put(ddb, "a")
    shard = shards(streams, arn)[0]
    shard_id = shard["ShardId"]
    missing = arn.rsplit("/", 1)[0] + "/2000-01-01T00:00:00.000"  # another label of the table: no such stream
    assert error_of(streams.describe_stream, StreamArn=missing)[0] == "ResourceNotFoundException"
    assert (
        error_of(streams.get_shard_iterator, StreamArn=missing, ShardId=shard_id, ShardIteratorType="LATEST")[
            0
        ]
        == "ResourceNotFoundException"
    )
    assert (
        error_of(
            streams.get_shard_iterator,
            StreamArn=arn,
            ShardId="shardId-00000000000000000000-deadbeef",
            ShardIteratorType="LATEST",
        )[0]
        == "ResourceNotFoundException"
    )
    assert (
        error_of(
            streams.get_shard_iterator,
            StreamArn=arn,
            ShardId=shard_id,
            ShardIteratorType="AT_SEQUENCE_NUMBER",
        )[0]
        == "ValidationException"
    )
    assert (
        error_of(
            streams.get_shard_iterator,
            StreamArn=arn,
            ShardId=shard_id,
            ShardIteratorType="TRIM_HORIZON",
            SequenceNumber=shard["SequenceNumberRange"]["StartingSequenceNumber"],
        )[0]
        == "ValidationException"
    )
    assert (
        error_of(
            streams.get_shard_iterator,
            StreamArn=arn,
            ShardId=shard_id,
            ShardIteratorType="AT_SEQUENCE_NUMBER",
            SequenceNumber="9" * 30,
        )[0]
        == "ValidationException"
    )
    assert error_of(streams.get_records, ShardIterator="not-an-iterator")[0] == "ValidationException"
    assert error_of(streams.get_records, ShardIterator=f"{arn}|1|@@@")[0] == "ValidationException"
    assert error_of(streams.describe_stream, StreamArn=arn, Limit=101)[0] == "ValidationException"


def test_streams_are_per_account_region(labcloud, ddb, streams):
    arn = stream_table(ddb)["LatestStreamArn"]
    west = labcloud.boto3_client("dynamodbstreams", region_name="eu-west-1")
    assert west.list_streams()["Streams"] == []
    assert error_of(west.describe_stream, StreamArn=arn)[0] == "ResourceNotFoundException"


def test_list_streams_pages(ddb, streams):
    for name in ("t-a", "t-b", "t-c"):
        stream_table(ddb, name=name)
    first = streams.list_streams(Limit=2)
    assert [s["TableName"] for s in first["Streams"]] == ["t-a", "t-b"]
    second = streams.list_streams(Limit=2, ExclusiveStartStreamArn=first["LastEvaluatedStreamArn"])
    assert [s["TableName"] for s in second["Streams"]] == ["t-c"]
    assert "LastEvaluatedStreamArn" not in second
    assert [s["TableName"] for s in streams.list_streams(TableName="t-b")["Streams"]] == ["t-b"]


def test_cli_reads_a_stream(labcloud, ddb):
    arn = stream_table(ddb, view_type="KEYS_ONLY")["LatestStreamArn"]
    _put(ddb, "cli", n=3)
    described = labcloud.aws_json("dynamodbstreams", "describe-stream", "--stream-arn", arn)[
        "StreamDescription"
    ]
    shard = described["Shards"][0]["ShardId"]
    iterator = labcloud.aws_json(
        "dynamodbstreams",
        "get-shard-iterator",
        "--stream-arn",
        arn,
        "--shard-id",
        shard,
        "--shard-iterator-type",
        "TRIM_HORIZON",
    )["ShardIterator"]
    records = labcloud.aws_json("dynamodbstreams", "get-records", "--shard-iterator", iterator)["Records"]
    assert [(r["eventName"], r["dynamodb"]["Keys"]) for r in records] == [("INSERT", {"pk": {"S": "cli"}})]
    assert "NewImage" not in records[0]["dynamodb"]
    failed = labcloud.aws("dynamodbstreams", "get-records", "--shard-iterator", "garbage", check=False)
    assert failed.returncode != 0 and "ValidationException" in failed.stderr
