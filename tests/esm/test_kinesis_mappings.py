"""Event source mappings from Kinesis streams: AWS's Kinesis event shape, a poison record bisected out to
an on-failure queue while the rest goes through in order, partial batch failures, AT_TIMESTAMP, reads
across a split (parents before children) and the control plane's Kinesis checks."""

from __future__ import annotations

import base64
import json
import time
import uuid
from datetime import datetime, timezone
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import POLICIES, create_role, events, wait_for

RECORDER = """
def handler(event, context):
    return None
"""

# Fails any batch holding a record whose data is b"poison".
POISON = """
import base64
def handler(event, context):
    for record in event["Records"]:
        if base64.b64decode(record["kinesis"]["data"]) == b"poison":
            raise RuntimeError("poison " + record["kinesis"]["sequenceNumber"])
    return None
"""

REPORTER = """
import base64
def handler(event, context):
    failed = [r["kinesis"]["sequenceNumber"] for r in event["Records"]
              if base64.b64decode(r["kinesis"]["data"]) == b"bad"]
    return {"batchItemFailures": [{"itemIdentifier": n} for n in failed]}
"""


KINESIS_ROLE = "arn:aws:iam::aws:policy/service-role/AWSLambdaKinesisExecutionRole"


@pytest.fixture
def role_arn(labcloud: Any) -> str:
    return create_role(labcloud, policies=(*POLICIES, KINESIS_ROLE))


@pytest.fixture
def kinesis(labcloud: Any) -> Any:
    return labcloud.boto3_client("kinesis")


def _stream(kinesis: Any, shards: int = 1) -> tuple[str, str]:
    name = f"ks-{uuid.uuid4().hex[:8]}"
    kinesis.create_stream(StreamName=name, ShardCount=shards)
    wait_for(
        lambda: (
            kinesis.describe_stream_summary(StreamName=name)["StreamDescriptionSummary"]["StreamStatus"]
            == "ACTIVE"
        )
    )
    return name, f"arn:aws:kinesis:us-east-1:000000000000:stream/{name}"


def _queue(sqs: Any, name: str) -> tuple[str, str]:
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    return url, sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]


def _invoked(server: Any, function: str | None = None) -> list[list[bytes]]:
    """The decoded data of every record of every mapping invocation, in order."""
    out = []
    for event in events(server, "lambda.invocation.started"):
        data = event["data"]
        if data["trigger"] != "esm" or (function and data["function_name"] != function):
            continue
        out.append([base64.b64decode(r["kinesis"]["data"]) for r in data["event"]["Records"]])
    return out


def _messages(sqs: Any, url: str, count: int) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []

    def receive() -> bool:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        got.extend(json.loads(m["Body"]) for m in answer.get("Messages", []))
        return len(got) >= count

    wait_for(receive, timeout=40)
    return got


def test_records_reach_the_function_in_aws_kinesis_event_shape(
    labcloud: Any, deploy: Any, lam: Any, kinesis: Any, role_arn: str
) -> None:
    deploy("rec", RECORDER)
    name, arn = _stream(kinesis)
    mapping = lam.create_event_source_mapping(
        FunctionName="rec", EventSourceArn=arn, StartingPosition="LATEST", BatchSize=10
    )
    assert (mapping["EventSourceArn"], mapping["StartingPosition"], mapping["BatchSize"]) == (
        arn,
        "LATEST",
        10,
    )
    put = kinesis.put_record(StreamName=name, PartitionKey="order-1", Data=b'{"total": 12}')
    wait_for(lambda: _invoked(labcloud))
    [event] = [e["data"]["event"] for e in events(labcloud, "lambda.invocation.started")]
    [record] = event["Records"]
    assert record["kinesis"].pop("approximateArrivalTimestamp") == pytest.approx(time.time(), abs=30)
    assert record == {
        "kinesis": {
            "kinesisSchemaVersion": "1.0",
            "partitionKey": "order-1",
            "sequenceNumber": put["SequenceNumber"],
            "data": base64.b64encode(b'{"total": 12}').decode(),
        },
        "eventSource": "aws:kinesis",
        "eventVersion": "1.0",
        "eventID": f"{put['ShardId']}:{put['SequenceNumber']}",
        "eventName": "aws:kinesis:record",
        "invokeIdentityArn": role_arn,
        "awsRegion": "us-east-1",
        "eventSourceARN": arn,
    }
    wait_for(lambda: lam.get_event_source_mapping(UUID=mapping["UUID"])["LastProcessingResult"] == "OK")


def test_a_poison_record_is_bisected_out_to_the_on_failure_queue(
    labcloud: Any, deploy: Any, lam: Any, kinesis: Any, sqs: Any
) -> None:
    deploy("poison", POISON)
    name, arn = _stream(kinesis)
    url, queue = _queue(sqs, "kinesis-failures")
    puts = [
        kinesis.put_record(StreamName=name, PartitionKey="k", Data=data)
        for data in (b"a", b"b", b"poison", b"d")
    ]
    mapping = lam.create_event_source_mapping(
        FunctionName="poison",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        BatchSize=4,
        BisectBatchOnFunctionError=True,
        MaximumRetryAttempts=2,
        DestinationConfig={"OnFailure": {"Destination": queue}},
    )
    [record] = _messages(sqs, url, 1)
    assert record["requestContext"]["condition"] == "RetryAttemptsExhausted"
    assert record["requestContext"]["functionArn"] == mapping["FunctionArn"]
    assert record["responseContext"]["functionError"] == "Unhandled"
    info = record["KinesisBatchInfo"]
    assert info["shardId"] == "shardId-000000000000"
    assert info["startSequenceNumber"] == info["endSequenceNumber"] == puts[2]["SequenceNumber"]
    assert (info["batchSize"], info["streamArn"]) == (1, arn)
    wait_for(lambda: [b"d"] in _invoked(labcloud))
    calls = _invoked(labcloud)
    assert calls[0] == [b"a", b"b", b"poison", b"d"]  # the whole batch first
    assert [b"a", b"b"] in calls  # then halves
    succeeded = [c for c in calls if b"poison" not in c]
    assert [d for c in succeeded for d in c] == [b"a", b"b", b"d"]  # in order, each once


def test_report_batch_item_failures_retry_from_the_failed_record(
    labcloud: Any, deploy: Any, lam: Any, kinesis: Any, sqs: Any
) -> None:
    deploy("reporter", REPORTER)
    name, arn = _stream(kinesis)
    url, queue = _queue(sqs, "kinesis-partial")
    for data in (b"r1", b"bad", b"r3"):
        kinesis.put_record(StreamName=name, PartitionKey="k", Data=data)
    lam.create_event_source_mapping(
        FunctionName="reporter",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        BatchSize=3,
        MaximumRetryAttempts=1,
        FunctionResponseTypes=["ReportBatchItemFailures"],
        DestinationConfig={"OnFailure": {"Destination": queue}},
    )
    [record] = _messages(sqs, url, 1)
    calls = _invoked(labcloud)
    assert calls == [[b"r1", b"bad", b"r3"], [b"bad", b"r3"]]
    assert record["KinesisBatchInfo"]["batchSize"] == 2


def test_at_timestamp_and_reads_across_a_split(labcloud: Any, deploy: Any, lam: Any, kinesis: Any) -> None:
    deploy("rec", RECORDER)
    name, arn = _stream(kinesis)
    kinesis.put_record(StreamName=name, PartitionKey="k", Data=b"before")
    time.sleep(0.05)
    start = datetime.now(timezone.utc)
    time.sleep(0.05)
    kinesis.put_record(StreamName=name, PartitionKey="k", Data=b"p1")
    kinesis.split_shard(StreamName=name, ShardToSplit="shardId-000000000000", NewStartingHashKey=str(2**127))
    wait_for(
        lambda: (
            kinesis.describe_stream_summary(StreamName=name)["StreamDescriptionSummary"]["StreamStatus"]
            == "ACTIVE"
        )
    )
    for data in (b"c1", b"c2"):
        kinesis.put_record(StreamName=name, PartitionKey="k", Data=data)
    lam.create_event_source_mapping(
        FunctionName="rec",
        EventSourceArn=arn,
        StartingPosition="AT_TIMESTAMP",
        StartingPositionTimestamp=start,
        BatchSize=10,
    )
    wait_for(lambda: [d for c in _invoked(labcloud) for d in c] == [b"p1", b"c1", b"c2"])


def test_kinesis_mapping_checks(deploy: Any, lam: Any, kinesis: Any) -> None:
    deploy("rec", RECORDER)
    _, arn = _stream(kinesis)

    def refused(**kwargs: Any) -> str:
        with pytest.raises(ClientError) as info:
            lam.create_event_source_mapping(FunctionName="rec", **kwargs)
        assert info.value.response["Error"]["Code"] == "InvalidParameterValueException"
        return str(info.value.response["Error"]["Message"])

    assert "StartingPosition is required" in refused(EventSourceArn=arn)
    assert "StartingPositionTimestamp" in refused(EventSourceArn=arn, StartingPosition="AT_TIMESTAMP")
    consumer = f"{arn}/consumer/app:1"
    assert (
        refused(EventSourceArn=consumer, StartingPosition="LATEST")
        == f"Stream consumer not found: {consumer}"
    )
    missing = "arn:aws:kinesis:us-east-1:000000000000:stream/no-such-stream"
    assert refused(EventSourceArn=missing, StartingPosition="LATEST") == f"Stream not found: {missing}"


def test_a_mapping_through_an_enhanced_fan_out_consumer(
    labcloud: Any, deploy: Any, lam: Any, kinesis: Any, role_arn: str
) -> None:
    """kinesis-lambda-efo: the mapping keeps the consumer's ARN and reads the consumer's stream (records
    name the stream, as on AWS); a role that may not SubscribeToShard is refused."""
    deploy("rec", RECORDER)
    name, arn = _stream(kinesis)
    consumer = kinesis.register_stream_consumer(StreamARN=arn, ConsumerName="app")["Consumer"]["ConsumerARN"]
    mapping = lam.create_event_source_mapping(
        FunctionName="rec", EventSourceArn=consumer, StartingPosition="LATEST", BatchSize=10
    )
    assert mapping["EventSourceArn"] == consumer
    for data in (b"a", b"b"):
        kinesis.put_record(StreamName=name, PartitionKey="k", Data=data)
    wait_for(lambda: [d for c in _invoked(labcloud) for d in c] == [b"a", b"b"])
    [event, *_] = [e["data"]["event"] for e in events(labcloud, "lambda.invocation.started")]
    assert {r["eventSourceARN"] for r in event["Records"]} == {arn}
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["EventSourceArn"] == consumer

    from lambda_helpers import deployer

    deployer(labcloud, create_role(labcloud, "no-fan-out"))("plain", RECORDER)
    with pytest.raises(ClientError) as info:
        lam.create_event_source_mapping(
            FunctionName="plain", EventSourceArn=consumer, StartingPosition="LATEST"
        )
    assert info.value.response["Error"]["Message"] == (
        f"Cannot access stream consumer {consumer}. Please ensure the role can perform the SubscribeToShard"
        " Action on your stream consumer in IAM."
    )


def test_a_role_without_kinesis_reads_is_refused(labcloud: Any, lam: Any, kinesis: Any) -> None:
    from lambda_helpers import deployer

    deployer(labcloud, create_role(labcloud, "no-kinesis"))("rec", RECORDER)
    _, arn = _stream(kinesis)
    with pytest.raises(ClientError) as info:
        lam.create_event_source_mapping(FunctionName="rec", EventSourceArn=arn, StartingPosition="LATEST")
    assert info.value.response["Error"]["Code"] == "InvalidParameterValueException"
    assert info.value.response["Error"]["Message"].startswith(f"Cannot access stream {arn}.")


def test_the_map_draws_the_stream_its_traffic_and_its_mapping(
    labcloud: Any, deploy: Any, lam: Any, kinesis: Any
) -> None:
    import urllib.request

    deploy("rec", RECORDER)
    name, arn = _stream(kinesis)
    lam.create_event_source_mapping(FunctionName="rec", EventSourceArn=arn, StartingPosition="LATEST")
    kinesis.put_records(StreamName=name, Records=[{"PartitionKey": str(i), "Data": b"x"} for i in range(3)])
    # a second put past the shard's 1 MiB in the same second is throttled: the stream shows as failing
    kinesis.put_records(
        StreamName=name, Records=[{"PartitionKey": "p", "Data": b"y" * 900_000} for _ in range(2)]
    )

    def read() -> dict[str, Any]:
        with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
            return dict(json.loads(response.read()))

    doc = read()
    [stream] = [n for n in doc["nodes"] if n["id"] == arn]
    assert stream["kind"] == "kinesis.stream"
    assert stream["facts"]["open_shards"] == 1
    assert stream["facts"]["records_last_minute"] == 4
    assert stream["status"] == "failing"
    assert stream["reasons"] == ["1 record(s) throttled in the last minute"]
    function = "arn:aws:lambda:us-east-1:000000000000:function:rec"
    assert any(e["kind"] == "event-source" and e["from"] == arn and e["to"] == function for e in doc["edges"])


def test_filters_see_decoded_json_data_and_lanes_keep_each_partition_key_in_order(
    labcloud: Any, deploy: Any, lam: Any, kinesis: Any
) -> None:
    deploy("rec", RECORDER)
    name, arn = _stream(kinesis)
    for i in range(6):
        kind = "click" if i % 2 == 0 else "view"
        kinesis.put_record(
            StreamName=name, PartitionKey=f"user-{i % 3}", Data=json.dumps({"kind": kind, "n": i}).encode()
        )
    kinesis.put_record(StreamName=name, PartitionKey="user-0", Data=b"not json")
    lam.create_event_source_mapping(
        FunctionName="rec",
        EventSourceArn=arn,
        StartingPosition="TRIM_HORIZON",
        BatchSize=10,
        ParallelizationFactor=3,
        FilterCriteria={"Filters": [{"Pattern": json.dumps({"data": {"kind": ["click"]}})}]},
    )

    def delivered() -> list[dict[str, Any]]:
        return [json.loads(d) for call in _invoked(labcloud) for d in call]

    wait_for(lambda: len(delivered()) == 3)
    # only the clicks pass the filter (the non-JSON record matches no data pattern), and the clicks
    # share one partition key, so the lanes keep them in their order
    assert [r["n"] for r in delivered()] == [0, 2, 4]
    assert all(r["kind"] == "click" for r in delivered())
