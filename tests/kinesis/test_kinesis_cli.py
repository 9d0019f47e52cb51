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


def test_cli_resharding_settings_consumers_and_policies(labcloud):
    stream = name("cli2")
    arn = f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"
    labcloud.aws("kinesis", "create-stream", "--stream-name", stream, "--shard-count", "2")
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    described = labcloud.aws_json("kinesis", "describe-stream", "--stream-arn", arn)["StreamDescription"]
    assert [s["ShardId"] for s in described["Shards"]] == ["shardId-000000000000", "shardId-000000000001"]
    assert stream in labcloud.aws_json("kinesis", "list-streams")["StreamNames"]
    labcloud.aws(
        "kinesis",
        "merge-shards",
        "--stream-name",
        stream,
        "--shard-to-merge",
        "shardId-000000000000",
        "--adjacent-shard-to-merge",
        "shardId-000000000001",
    )
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    labcloud.aws(
        "kinesis",
        "split-shard",
        "--stream-name",
        stream,
        "--shard-to-split",
        "shardId-000000000002",
        "--new-starting-hash-key",
        "12345",
    )
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    shards = labcloud.aws_json("kinesis", "list-shards", "--stream-name", stream)["Shards"]
    assert [s.get("ParentShardId") for s in shards[2:]] == [
        "shardId-000000000000",
        "shardId-000000000002",
        "shardId-000000000002",
    ]
    assert shards[2]["AdjacentParentShardId"] == "shardId-000000000001"
    bad = labcloud.aws(
        "kinesis",
        "split-shard",
        "--stream-name",
        stream,
        "--shard-to-split",
        "shardId-000000000002",
        "--new-starting-hash-key",
        "5",
        check=False,
    )
    assert bad.returncode != 0 and "InvalidArgumentException" in bad.stderr
    labcloud.aws(
        "kinesis",
        "start-stream-encryption",
        "--stream-name",
        stream,
        "--encryption-type",
        "KMS",
        "--key-id",
        "alias/aws/kinesis",
    )
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    labcloud.aws(
        "kinesis",
        "stop-stream-encryption",
        "--stream-name",
        stream,
        "--encryption-type",
        "KMS",
        "--key-id",
        "alias/aws/kinesis",
    )
    labcloud.aws("kinesis", "wait", "stream-exists", "--stream-name", stream)
    labcloud.aws("kinesis", "tag-resource", "--resource-arn", arn, "--tags", "a=1,b=2")
    labcloud.aws("kinesis", "remove-tags-from-stream", "--stream-name", stream, "--tag-keys", "a")
    assert labcloud.aws_json("kinesis", "list-tags-for-resource", "--resource-arn", arn)["Tags"] == [
        {"Key": "b", "Value": "2"}
    ]
    consumer = labcloud.aws_json(
        "kinesis", "register-stream-consumer", "--stream-arn", arn, "--consumer-name", "cli-reader"
    )["Consumer"]
    listed = labcloud.aws_json("kinesis", "list-stream-consumers", "--stream-arn", arn)["Consumers"]
    assert [c["ConsumerARN"] for c in listed] == [consumer["ConsumerARN"]]
    labcloud.aws("kinesis", "deregister-stream-consumer", "--consumer-arn", consumer["ConsumerARN"])
    policy = (
        '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Principal":{"AWS":"111122223333"},'
        f'"Action":"kinesis:PutRecord","Resource":"{arn}"}}]}}'
    )
    labcloud.aws("kinesis", "put-resource-policy", "--resource-arn", arn, "--policy", policy)
    assert labcloud.aws_json("kinesis", "get-resource-policy", "--resource-arn", arn)["Policy"] == policy
    labcloud.aws("kinesis", "delete-resource-policy", "--resource-arn", arn)
    limits = labcloud.aws_json("kinesis", "describe-limits")
    assert limits["ShardLimit"] == 500
    gone = labcloud.aws("kinesis", "delete-resource-policy", "--resource-arn", arn, check=False)
    assert "ResourceNotFoundException" in gone.stderr
    labcloud.aws("kinesis", "delete-stream", "--stream-name", stream, "--enforce-consumer-deletion")
