"""Streams through boto3: create (provisioned, on-demand), the CREATING → ACTIVE passage, describe with
shard pages, summaries, listing, deletion, names and ARNs, and AWS's errors for each."""

from __future__ import annotations

import time

from kinesis_helpers import create, error, name, wait_active

TOP = 2**128 - 1


def test_a_provisioned_stream_splits_the_hash_key_space_evenly(kinesis):
    stream = create(kinesis, 3)
    description = kinesis.describe_stream(StreamName=stream)["StreamDescription"]
    ranges = [
        (int(s["HashKeyRange"]["StartingHashKey"]), int(s["HashKeyRange"]["EndingHashKey"]))
        for s in description["Shards"]
    ]
    size = 2**128 // 3
    assert ranges == [(0, size - 1), (size, 2 * size - 1), (2 * size, TOP)]
    assert ranges[0][1] == 113427455640312821154458202477256070484  # AWS's first range for three shards
    assert [s["ShardId"] for s in description["Shards"]] == [
        "shardId-000000000000",
        "shardId-000000000001",
        "shardId-000000000002",
    ]
    assert description["StreamARN"] == f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"
    assert description["StreamModeDetails"] == {"StreamMode": "PROVISIONED"}
    assert description["RetentionPeriodHours"] == 24
    assert description["EncryptionType"] == "NONE"
    assert description["HasMoreShards"] is False
    for shard in description["Shards"]:
        assert "EndingSequenceNumber" not in shard["SequenceNumberRange"]
        assert len(shard["SequenceNumberRange"]["StartingSequenceNumber"]) == 56


def test_a_new_stream_is_creating_then_active(kinesis):
    stream = name()
    kinesis.create_stream(StreamName=stream, ShardCount=1)
    assert kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["StreamStatus"] == (
        "CREATING"
    )
    code, _ = error(kinesis.put_record, StreamName=stream, PartitionKey="k", Data=b"x")
    assert code == "ResourceNotFoundException"
    waiter = kinesis.get_waiter("stream_exists")
    waiter.wait(StreamName=stream, WaiterConfig={"Delay": 1, "MaxAttempts": 5})
    assert kinesis.describe_stream(StreamName=stream)["StreamDescription"]["StreamStatus"] == "ACTIVE"


def test_on_demand_streams_have_four_shards(kinesis):
    stream = create(kinesis, None, StreamModeDetails={"StreamMode": "ON_DEMAND"})
    summary = kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]
    assert summary["OpenShardCount"] == 4
    assert summary["StreamModeDetails"] == {"StreamMode": "ON_DEMAND"}
    # no ShardCount and no mode: on-demand, as AWS creates it
    other = create(kinesis, None)
    assert (
        kinesis.describe_stream_summary(StreamName=other)["StreamDescriptionSummary"]["OpenShardCount"] == 4
    )


def test_create_errors(kinesis):
    stream = create(kinesis, 1)
    code, message = error(kinesis.create_stream, StreamName=stream, ShardCount=1)
    assert (code, message) == (
        "ResourceInUseException",
        f"Stream {stream} under account 000000000000 already exists.",
    )
    assert error(kinesis.create_stream, StreamName=name(), StreamModeDetails={"StreamMode": "PROVISIONED"})[
        0
    ] == ("InvalidArgumentException")
    assert (
        error(
            kinesis.create_stream,
            StreamName=name(),
            ShardCount=2,
            StreamModeDetails={"StreamMode": "ON_DEMAND"},
        )[0]
        == "InvalidArgumentException"
    )
    assert error(kinesis.create_stream, StreamName="bad name!", ShardCount=1)[0] == "ValidationException"
    code, message = error(kinesis.create_stream, StreamName=name(), ShardCount=501)
    assert code == "LimitExceededException"
    assert "shard limit" in message
    assert error(kinesis.create_stream, StreamName=name(), ShardCount=1, WarmThroughputMiBps=10)[0] == (
        "InvalidArgumentException"
    )


def test_describe_pages_through_shards(kinesis):
    stream = create(kinesis, 5)
    first = kinesis.describe_stream(StreamName=stream, Limit=2)["StreamDescription"]
    assert [s["ShardId"][-1] for s in first["Shards"]] == ["0", "1"]
    assert first["HasMoreShards"] is True
    rest = kinesis.describe_stream(StreamName=stream, ExclusiveStartShardId=first["Shards"][-1]["ShardId"])[
        "StreamDescription"
    ]
    assert [s["ShardId"][-1] for s in rest["Shards"]] == ["2", "3", "4"]
    assert rest["HasMoreShards"] is False


def test_stream_arn_and_name_both_address_a_stream(kinesis):
    stream = create(kinesis, 1)
    arn = f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"
    by_arn = kinesis.describe_stream_summary(StreamARN=arn)["StreamDescriptionSummary"]
    assert by_arn["StreamName"] == stream
    assert by_arn["StreamARN"] == arn
    assert error(kinesis.describe_stream, StreamName="other", StreamARN=arn)[0] == "InvalidArgumentException"
    assert error(kinesis.describe_stream)[0] == "InvalidArgumentException"
    missing = f"arn:aws:kinesis:us-east-1:000000000000:stream/{name()}"
    assert error(kinesis.describe_stream, StreamARN=missing)[0] == "ResourceNotFoundException"
    foreign = f"arn:aws:kinesis:us-east-1:111111111111:stream/{stream}"
    assert error(kinesis.describe_stream, StreamARN=foreign)[0] == "AccessDeniedException"


def test_list_streams_with_summaries_and_pages(kinesis):
    names = sorted(create(kinesis, 1, prefix="list") for _ in range(3))
    listed = kinesis.list_streams()
    assert set(names) <= set(listed["StreamNames"])
    summaries = {s["StreamName"]: s for s in listed["StreamSummaries"]}
    assert summaries[names[0]]["StreamStatus"] == "ACTIVE"
    assert summaries[names[0]]["StreamARN"].endswith(f":stream/{names[0]}")
    page = kinesis.list_streams(Limit=1, ExclusiveStartStreamName=names[0])
    assert page["StreamNames"] == [names[1]]
    assert page["HasMoreStreams"] is True
    following = kinesis.list_streams(NextToken=page["NextToken"], Limit=1)
    assert following["StreamNames"] == [names[2]]
    assert error(kinesis.list_streams, NextToken="garbage")[0] == "InvalidArgumentException"
    paged = [
        n
        for p in kinesis.get_paginator("list_streams").paginate(PaginationConfig={"PageSize": 1})
        for n in p["StreamNames"]
    ]
    assert set(names) <= set(paged)


def test_delete_stream(kinesis):
    stream = create(kinesis, 2)
    kinesis.delete_stream(StreamName=stream, EnforceConsumerDeletion=True)
    code, message = error(kinesis.describe_stream, StreamName=stream)
    assert (code, message) == (
        "ResourceNotFoundException",
        f"Stream {stream} under account 000000000000 not found.",
    )
    assert stream not in kinesis.list_streams()["StreamNames"]
    assert error(kinesis.delete_stream, StreamName=stream)[0] == "ResourceNotFoundException"
    # the name is free again, with fresh shards
    kinesis.create_stream(StreamName=stream, ShardCount=1)
    wait_active(kinesis, stream)
    assert (
        kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["OpenShardCount"] == 1
    )


def test_retention_bounds_and_direction(kinesis):
    stream = create(kinesis, 1)
    kinesis.increase_stream_retention_period(StreamName=stream, RetentionPeriodHours=48)
    assert (
        kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["RetentionPeriodHours"]
        == 48
    )
    code, message = error(
        kinesis.increase_stream_retention_period, StreamName=stream, RetentionPeriodHours=36
    )
    assert code == "InvalidArgumentException"
    assert message == (
        f"Requested retention period (36 hours) for stream {stream} can not be shorter than existing "
        "retention period (48 hours). Use DecreaseRetentionPeriod API."
    )
    code, message = error(
        kinesis.decrease_stream_retention_period, StreamName=stream, RetentionPeriodHours=72
    )
    assert code == "InvalidArgumentException"
    assert "can not be longer than existing retention period (48 hours)" in message
    code, message = error(
        kinesis.decrease_stream_retention_period, StreamName=stream, RetentionPeriodHours=23
    )
    assert (code, message) == (
        "InvalidArgumentException",
        "Minimum allowed retention period is 24 hours. Requested retention period (23 hours) is too short.",
    )
    code, message = error(
        kinesis.increase_stream_retention_period, StreamName=stream, RetentionPeriodHours=8761
    )
    assert (code, message) == (
        "InvalidArgumentException",
        "Maximum allowed retention period is 8760 hours. Requested retention period (8761 hours) is too long.",
    )
    kinesis.increase_stream_retention_period(StreamName=stream, RetentionPeriodHours=8760)
    kinesis.decrease_stream_retention_period(StreamName=stream, RetentionPeriodHours=24)
    assert kinesis.describe_stream(StreamName=stream)["StreamDescription"]["RetentionPeriodHours"] == 24
    assert error(kinesis.increase_stream_retention_period, StreamName=name(), RetentionPeriodHours=48)[0] == (
        "ResourceNotFoundException"
    )


def test_encryption_flags(kinesis):
    stream = create(kinesis, 1)
    kinesis.start_stream_encryption(StreamName=stream, EncryptionType="KMS", KeyId="alias/aws/kinesis")
    summary = kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]
    assert (summary["EncryptionType"], summary["KeyId"], summary["StreamStatus"]) == (
        "KMS",
        "alias/aws/kinesis",
        "UPDATING",
    )
    code, _ = error(kinesis.start_stream_encryption, StreamName=stream, EncryptionType="KMS", KeyId="alias/x")
    assert code == "ResourceInUseException"  # still UPDATING
    wait_active(kinesis, stream)
    put = kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"secret")
    assert put["EncryptionType"] == "KMS"
    shard = put["ShardId"]
    iterator = kinesis.get_shard_iterator(StreamName=stream, ShardId=shard, ShardIteratorType="TRIM_HORIZON")
    assert (
        kinesis.get_records(ShardIterator=iterator["ShardIterator"])["Records"][0]["EncryptionType"] == "KMS"
    )
    assert error(
        kinesis.stop_stream_encryption, StreamName=stream, EncryptionType="KMS", KeyId="alias/other"
    )[0] == ("InvalidArgumentException")
    kinesis.stop_stream_encryption(StreamName=stream, EncryptionType="KMS", KeyId="alias/aws/kinesis")
    wait_active(kinesis, stream)
    summary = kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]
    assert summary["EncryptionType"] == "NONE"
    assert "KeyId" not in summary
    assert error(kinesis.start_stream_encryption, StreamName=stream, EncryptionType="NONE", KeyId="k")[0] == (
        "InvalidArgumentException"
    )


def test_tags_by_name_and_by_arn(kinesis):
    stream = create(kinesis, 1, Tags={"team": "a"})
    arn = f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"
    kinesis.add_tags_to_stream(StreamName=stream, Tags={"env": "dev", "cost": "1"})
    listed = kinesis.list_tags_for_stream(StreamName=stream)
    assert listed["Tags"] == [
        {"Key": "cost", "Value": "1"},
        {"Key": "env", "Value": "dev"},
        {"Key": "team", "Value": "a"},
    ]
    assert listed["HasMoreTags"] is False
    page = kinesis.list_tags_for_stream(StreamName=stream, Limit=1, ExclusiveStartTagKey="cost")
    assert page["Tags"] == [{"Key": "env", "Value": "dev"}]
    assert page["HasMoreTags"] is True
    kinesis.remove_tags_from_stream(StreamName=stream, TagKeys=["cost"])
    kinesis.tag_resource(ResourceARN=arn, Tags={"owner": "me"})
    kinesis.untag_resource(ResourceARN=arn, TagKeys=["team"])
    assert kinesis.list_tags_for_resource(ResourceARN=arn)["Tags"] == [
        {"Key": "env", "Value": "dev"},
        {"Key": "owner", "Value": "me"},
    ]
    too_many = {f"k{i}": "v" for i in range(11)}
    assert (
        error(kinesis.add_tags_to_stream, StreamName=stream, Tags=too_many)[0] == "InvalidArgumentException"
    )
    for batch in range(5):  # 2 tags so far, 48 more makes the 50 a stream may hold
        kinesis.add_tags_to_stream(
            StreamName=stream, Tags={f"b{batch}-{i}": "v" for i in range(10 if batch < 4 else 8)}
        )
    code, message = error(kinesis.add_tags_to_stream, StreamName=stream, Tags={"last": "v"})
    assert code == "InvalidArgumentException"
    assert "maximum number of tags (50)" in message
    missing = f"arn:aws:kinesis:us-east-1:000000000000:stream/{name()}"
    assert error(kinesis.list_tags_for_resource, ResourceARN=missing)[0] == "ResourceNotFoundException"


def test_update_stream_mode(kinesis):
    stream = create(kinesis, 2)
    arn = f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"
    kinesis.update_stream_mode(StreamARN=arn, StreamModeDetails={"StreamMode": "ON_DEMAND"})
    time.sleep(0.3)
    summary = kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]
    assert summary["StreamModeDetails"] == {"StreamMode": "ON_DEMAND"}
    assert error(kinesis.update_stream_mode, StreamARN=arn, StreamModeDetails={"StreamMode": "ON_DEMAND"})[
        0
    ] == ("InvalidArgumentException")


def test_describe_limits_counts_the_accounts_shards(kinesis):
    before = kinesis.describe_limits()
    create(kinesis, 3)
    create(kinesis, None)
    after = kinesis.describe_limits()
    assert (after["ShardLimit"], after["OnDemandStreamCountLimit"]) == (500, 50)
    assert after["OpenShardCount"] == before["OpenShardCount"] + 7
    assert after["OnDemandStreamCount"] == before["OnDemandStreamCount"] + 1
