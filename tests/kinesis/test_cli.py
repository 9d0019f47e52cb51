"""The real ``aws`` CLI against Kinesis: create and wait, put and read records, list shards, reshard,
tags, retention, and an error's code on stderr."""

from __future__ import annotations

import base64

from kinesis_helpers import name


def test_cli_round_trip(labcloud):
    stream = name("cli")
    labcloud.aws("kinesis", "create-stream", "--stream-name", stream, "--shard-count", "2")
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    summary = labcloud.aws_json("kinesis", "describe-stream-summary", "--stream-name", stream)
    assert summary["StreamDescriptionSummary"]["StreamStatus"] == "ACTIVE"
    put = labcloud.aws_json(
        "kinesis", "put-record", "--stream-name", stream, "--partition-key", "p1", "--data", "hello"
    )
    assert put["ShardId"].startswith("shardId-")
    batch = labcloud.aws_json(
        "kinesis",
        "put-records",
        "--stream-name",
        stream,
        "--records",
        "PartitionKey=p1,Data=two",
        "PartitionKey=p1,Data=three",
    )
    assert batch["FailedRecordCount"] == 0
    iterator = labcloud.aws_json(
        "kinesis",
        "get-shard-iterator",
        "--stream-name",
        stream,
        "--shard-id",
        put["ShardId"],
        "--shard-iterator-type",
        "AT_SEQUENCE_NUMBER",
        "--starting-sequence-number",
        put["SequenceNumber"],
    )["ShardIterator"]
    records = labcloud.aws_json("kinesis", "get-records", "--shard-iterator", iterator)["Records"]
    # awscli v1 sends --data as the text's bytes and shows the blob base64-encoded
    assert [base64.b64decode(r["Data"]) for r in records] == [b"hello", b"two", b"three"]
    shards = labcloud.aws_json("kinesis", "list-shards", "--stream-name", stream)["Shards"]
    assert len(shards) == 2
    labcloud.aws(
        "kinesis",
        "update-shard-count",
        "--stream-name",
        stream,
        "--target-shard-count",
        "3",
        "--scaling-type",
        "UNIFORM_SCALING",
    )
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    latest = labcloud.aws_json(
        "kinesis", "list-shards", "--stream-name", stream, "--shard-filter", "Type=AT_LATEST"
    )
    assert len(latest["Shards"]) == 3
    labcloud.aws("kinesis", "add-tags-to-stream", "--stream-name", stream, "--tags", "team=data")
    assert labcloud.aws_json("kinesis", "list-tags-for-stream", "--stream-name", stream)["Tags"] == [
        {"Key": "team", "Value": "data"}
    ]
    labcloud.aws(
        "kinesis",
        "increase-stream-retention-period",
        "--stream-name",
        stream,
        "--retention-period-hours",
        "48",
    )
    failed = labcloud.aws(
        "kinesis",
        "decrease-stream-retention-period",
        "--stream-name",
        stream,
        "--retention-period-hours",
        "12",
        check=False,
    )
    assert failed.returncode != 0
    assert "InvalidArgumentException" in failed.stderr
    labcloud.aws("kinesis", "delete-stream", "--stream-name", stream)
    missing = labcloud.aws("kinesis", "describe-stream", "--stream-name", stream, check=False)
    assert "ResourceNotFoundException" in missing.stderr
