"""Records through boto3: partition-key hashing exactly as AWS does it, explicit hash keys, sequence
numbers in order per shard, PutRecords' per-record throttling errors, size limits, the five iterator
types and GetRecords' paging, with AWS's errors."""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta, timezone

from kinesis_helpers import create, error, read_shard, shard_ids


def _shard_of(kinesis, stream: str, hash_key: int) -> str:
    for shard in kinesis.list_shards(StreamName=stream)["Shards"]:
        low, high = (int(shard["HashKeyRange"][k]) for k in ("StartingHashKey", "EndingHashKey"))
        if low <= hash_key <= high:
            return shard["ShardId"]
    raise AssertionError("no shard holds the key")


def test_partition_keys_land_where_their_md5_says(kinesis):
    stream = create(kinesis, 4)
    for key in ["a", "b", "customer-17", "ключ", "🙂", "x" * 256]:
        expected = _shard_of(kinesis, stream, int.from_bytes(hashlib.md5(key.encode()).digest(), "big"))
        assert kinesis.put_record(StreamName=stream, PartitionKey=key, Data=b"1")["ShardId"] == expected
    answer = kinesis.put_records(
        StreamName=stream, Records=[{"PartitionKey": f"k{i}", "Data": b"d"} for i in range(40)]
    )
    for i, entry in enumerate(answer["Records"]):
        hashed = int.from_bytes(hashlib.md5(f"k{i}".encode()).digest(), "big")
        assert entry["ShardId"] == _shard_of(kinesis, stream, hashed)
    assert len({e["ShardId"] for e in answer["Records"]}) == 4


def test_explicit_hash_keys_pick_the_shard(kinesis):
    stream = create(kinesis, 2)
    top = str(2**128 - 1)
    low = kinesis.put_record(StreamName=stream, PartitionKey="same", Data=b"1", ExplicitHashKey="0")
    high = kinesis.put_record(StreamName=stream, PartitionKey="same", Data=b"2", ExplicitHashKey=top)
    assert (low["ShardId"], high["ShardId"]) == ("shardId-000000000000", "shardId-000000000001")
    code, message = error(
        kinesis.put_record, StreamName=stream, PartitionKey="k", Data=b"x", ExplicitHashKey=str(2**128)
    )
    assert code == "InvalidArgumentException"
    assert message.startswith("Invalid ExplicitHashKey.")
    answer = kinesis.put_records(
        StreamName=stream, Records=[{"PartitionKey": "k", "Data": b"x", "ExplicitHashKey": top}]
    )
    assert answer["Records"][0]["ShardId"] == "shardId-000000000001"


def test_sequence_numbers_grow_within_a_shard_and_reads_keep_the_order(kinesis):
    stream = create(kinesis, 1)
    numbers = []
    previous = None
    for i in range(5):
        extra = {"SequenceNumberForOrdering": previous} if previous else {}
        put = kinesis.put_record(StreamName=stream, PartitionKey="k", Data=f"r{i}".encode(), **extra)
        previous = put["SequenceNumber"]
        numbers.append(previous)
    batch = kinesis.put_records(
        StreamName=stream, Records=[{"PartitionKey": "k", "Data": f"b{i}".encode()} for i in range(5)]
    )
    numbers += [r["SequenceNumber"] for r in batch["Records"]]
    assert all(n.isdigit() for n in numbers)
    assert [int(n) for n in numbers] == sorted(int(n) for n in numbers)
    assert len(set(numbers)) == 10
    records = read_shard(kinesis, stream, "shardId-000000000000")
    assert [r["SequenceNumber"] for r in records] == numbers
    assert [r["Data"] for r in records] == [f"r{i}".encode() for i in range(5)] + [
        f"b{i}".encode() for i in range(5)
    ]
    assert all(r["PartitionKey"] == "k" for r in records)
    assert all(isinstance(r["ApproximateArrivalTimestamp"], datetime) for r in records)


def test_put_records_reports_throttled_entries(kinesis, labcloud):
    stream = create(kinesis, 1)
    data = b"x" * 4096
    answer = kinesis.put_records(
        StreamName=stream, Records=[{"PartitionKey": str(i), "Data": data} for i in range(400)]
    )
    # a shard takes 1 MiB per second: 255 of these 4 KiB records fit, the rest are refused one by one
    assert answer["FailedRecordCount"] == 400 - 255
    failed = [r for r in answer["Records"] if "ErrorCode" in r]
    assert len(failed) == 145
    assert failed[0] == {
        "ErrorCode": "ProvisionedThroughputExceededException",
        "ErrorMessage": f"Rate exceeded for shard shardId-000000000000 in stream {stream} under account 000000000000.",
    }
    assert all("SequenceNumber" in r for r in answer["Records"][:255])
    codes = set()
    once = labcloud.boto3_client("kinesis")  # barely retrying, so the refusal shows
    for _ in range(4):  # 600 KiB each: two in the same second are past the shard's 1 MiB
        try:
            once.put_record(StreamName=stream, PartitionKey="k", Data=b"z" * 600 * 1024)
        except once.exceptions.ProvisionedThroughputExceededException as exc:
            codes.add(exc.response["Error"]["Code"])
    assert codes == {"ProvisionedThroughputExceededException"}


def test_on_demand_streams_are_not_throttled_per_shard(kinesis):
    stream = create(kinesis, None, StreamModeDetails={"StreamMode": "ON_DEMAND"})
    answer = kinesis.put_records(
        StreamName=stream, Records=[{"PartitionKey": "one", "Data": b"x" * 4096} for _ in range(400)]
    )
    assert answer["FailedRecordCount"] == 0


def test_size_limits(kinesis):
    stream = create(kinesis, 1, prefix="size")
    code, message = error(kinesis.put_record, StreamName=stream, PartitionKey="k", Data=b"x" * (1024 * 1024))
    assert code == "ValidationException"  # data and partition key together past 1 MiB
    assert "1048576" in message
    big = [{"PartitionKey": str(i), "Data": b"y" * (1024 * 1024 - 10)} for i in range(6)]
    code, message = error(kinesis.put_records, StreamName=stream, Records=big)
    assert (code, message) == ("InvalidArgumentException", "Records size exceeds 5 MB limit")
    code, _ = error(kinesis.put_records, StreamName=stream, Records=[{"Data": b"x"}])
    assert code == "ValidationException"  # no partition key
    assert (
        error(kinesis.put_record, StreamName="no-such", PartitionKey="k", Data=b"x")[0]
        == "ResourceNotFoundException"
    )


def test_iterator_types(kinesis):
    stream = create(kinesis, 1)
    shard = "shardId-000000000000"
    puts = [kinesis.put_record(StreamName=stream, PartitionKey="k", Data=f"{i}".encode()) for i in range(4)]
    seqs = [p["SequenceNumber"] for p in puts]

    def data(kind, **kwargs):
        return [r["Data"] for r in read_shard(kinesis, stream, shard, kind, **kwargs)]

    assert data("TRIM_HORIZON") == [b"0", b"1", b"2", b"3"]
    assert data("AT_SEQUENCE_NUMBER", StartingSequenceNumber=seqs[2]) == [b"2", b"3"]
    assert data("AFTER_SEQUENCE_NUMBER", StartingSequenceNumber=seqs[2]) == [b"3"]
    latest = kinesis.get_shard_iterator(StreamName=stream, ShardId=shard, ShardIteratorType="LATEST")[
        "ShardIterator"
    ]
    assert kinesis.get_records(ShardIterator=latest)["Records"] == []
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"4")
    assert [r["Data"] for r in kinesis.get_records(ShardIterator=latest)["Records"]] == [b"4"]
    past = datetime.now(timezone.utc) - timedelta(hours=1)
    assert data("AT_TIMESTAMP", Timestamp=past) == [b"0", b"1", b"2", b"3", b"4"]
    future = datetime.now(timezone.utc) + timedelta(hours=1)
    assert data("AT_TIMESTAMP", Timestamp=future) == []


def test_iterator_errors(kinesis):
    stream = create(kinesis, 2)
    put = kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"x", ExplicitHashKey="0")
    code, message = error(
        kinesis.get_shard_iterator,
        StreamName=stream,
        ShardId="shardId-000000000001",
        ShardIteratorType="AT_SEQUENCE_NUMBER",
        StartingSequenceNumber=put["SequenceNumber"],
    )
    assert code == "InvalidArgumentException"
    assert message == (
        "Invalid StartingSequenceNumber. It encodes shardId-000000000000, while it was used in a call to a "
        "shard with shardId-000000000001"
    )
    code, message = error(
        kinesis.get_shard_iterator,
        StreamName=stream,
        ShardId="shardId-000000000009",
        ShardIteratorType="LATEST",
    )
    assert (code, message) == (
        "ResourceNotFoundException",
        f"Shard shardId-000000000009 in stream {stream} under account 000000000000 does not exist",
    )
    assert (
        error(
            kinesis.get_shard_iterator,
            StreamName=stream,
            ShardId="shardId-000000000000",
            ShardIteratorType="AT_SEQUENCE_NUMBER",
        )[0]
        == "InvalidArgumentException"
    )
    assert (
        error(
            kinesis.get_shard_iterator,
            StreamName=stream,
            ShardId="shardId-000000000000",
            ShardIteratorType="AT_TIMESTAMP",
        )[0]
        == "InvalidArgumentException"
    )
    assert (
        error(
            kinesis.get_shard_iterator,
            StreamName=stream,
            ShardId="shardId-000000000000",
            ShardIteratorType="AT_SEQUENCE_NUMBER",
            StartingSequenceNumber="12",
        )[0]
        == "InvalidArgumentException"
    )
    assert error(kinesis.get_records, ShardIterator="bm90IGFuIGl0ZXJhdG9y")[0] == "InvalidArgumentException"
    assert error(kinesis.get_records, ShardIterator="x" * 20, Limit=10)[0] == "InvalidArgumentException"


def test_get_records_pages_with_limit_and_millis_behind(kinesis):
    stream = create(kinesis, 1)
    kinesis.put_records(
        StreamName=stream, Records=[{"PartitionKey": "k", "Data": f"{i}".encode()} for i in range(25)]
    )
    iterator = kinesis.get_shard_iterator(
        StreamName=stream, ShardId=shard_ids(kinesis, stream)[0], ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    seen = []
    behind = []
    while True:
        page = kinesis.get_records(ShardIterator=iterator, Limit=10)
        seen += [r["Data"] for r in page["Records"]]
        behind.append(page["MillisBehindLatest"])
        iterator = page["NextShardIterator"]
        if not page["Records"]:
            break
    assert seen == [f"{i}".encode() for i in range(25)]
    assert behind[-1] == 0
    assert behind[0] >= 0
    assert error(kinesis.get_records, ShardIterator=iterator, Limit=10001)[0] == "ValidationException"


def test_records_of_a_deleted_stream_are_gone(kinesis):
    stream = create(kinesis, 1)
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"x")
    iterator = kinesis.get_shard_iterator(
        StreamName=stream, ShardId="shardId-000000000000", ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    kinesis.delete_stream(StreamName=stream)
    assert error(kinesis.get_records, ShardIterator=iterator)[0] == "ResourceNotFoundException"
