"""Stream-sourced pipes: Kinesis and DynamoDB stream records reach the target in AWS's pipe event
shapes, in order, filtered on decoded data; the checkpoint keeps a restart from delivering them again."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

from pipes_helpers import pipe_role, queue, receive, wait_state

from labcloud.testing.server_process import LabcloudProcess

KINESIS_READ = [
    "kinesis:DescribeStream",
    "kinesis:DescribeStreamSummary",
    "kinesis:ListShards",
    "kinesis:GetShardIterator",
    "kinesis:GetRecords",
]
DDB_READ = [
    "dynamodb:DescribeStream",
    "dynamodb:GetShardIterator",
    "dynamodb:GetRecords",
    "dynamodb:ListStreams",
]


# the source policy of AWS's published pattern kinesis-eventbridge-pipes-filter-enrichment-sfn
PATTERN_READ = [
    "kinesis:DescribeStream",
    "kinesis:GetRecords",
    "kinesis:GetShardIterator",
    "kinesis:ListStreams",
]


def kinesis_pipe(
    server: Any, name: str, read: list[str] = KINESIS_READ, **extra: Any
) -> tuple[Any, str, str]:
    kinesis = server.boto3_client("kinesis")
    sqs = server.boto3_client("sqs")
    kinesis.create_stream(StreamName=f"{name}-stream", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName=f"{name}-stream")
    stream = kinesis.describe_stream_summary(StreamName=f"{name}-stream")["StreamDescriptionSummary"][
        "StreamARN"
    ]
    out_url, out_arn = queue(sqs, f"{name}-out")
    role = pipe_role(server, f"{name}-role", [*read, "sqs:SendMessage"])
    parameters = {"KinesisStreamParameters": {"StartingPosition": "TRIM_HORIZON", "BatchSize": 10}, **extra}
    pipes = server.boto3_client("pipes")
    pipes.create_pipe(Name=name, Source=stream, Target=out_arn, RoleArn=role, SourceParameters=parameters)
    wait_state(pipes, name, "RUNNING")
    return kinesis, stream, out_url


def test_kinesis_records_reach_the_target_in_the_pipe_event_shape(labcloud: LabcloudProcess, sqs: Any):
    kinesis, stream, out_url = kinesis_pipe(labcloud, "ks")
    put = kinesis.put_record(StreamName="ks-stream", Data=b'{"n": 1}', PartitionKey="pk-1")
    [message] = receive(sqs, out_url)
    event = json.loads(message["Body"])
    assert event["eventSource"] == "aws:kinesis" and event["eventName"] == "aws:kinesis:record"
    assert event["eventSourceARN"] == stream and event["awsRegion"] == "us-east-1"
    assert event["partitionKey"] == "pk-1" and event["sequenceNumber"] == put["SequenceNumber"]
    assert event["eventID"] == f"{put['ShardId']}:{put['SequenceNumber']}"
    assert event["kinesisSchemaVersion"] == "1.0" and "kinesis" not in event
    assert json.loads(base64.b64decode(event["data"])) == {"n": 1}
    assert event["invokeIdentityArn"].endswith(":role/ks-role")


def test_a_role_granting_describe_stream_without_list_shards_reads_the_stream(
    labcloud: LabcloudProcess, sqs: Any
):
    kinesis, _, out_url = kinesis_pipe(labcloud, "kp", read=PATTERN_READ)
    kinesis.put_record(StreamName="kp-stream", Data=b"read", PartitionKey="k")
    [message] = receive(sqs, out_url)
    assert base64.b64decode(json.loads(message["Body"])["data"]) == b"read"


def test_a_role_without_describe_stream_leaves_the_pipe_create_failed(labcloud: LabcloudProcess):
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="kn-stream", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="kn-stream")
    stream = kinesis.describe_stream_summary(StreamName="kn-stream")["StreamDescriptionSummary"]["StreamARN"]
    _, out_arn = queue(labcloud.boto3_client("sqs"), "kn-out")
    read = [a for a in KINESIS_READ if a != "kinesis:DescribeStream"]
    role = pipe_role(labcloud, "kn-role", [*read, "sqs:SendMessage"])
    pipes = labcloud.boto3_client("pipes")
    parameters = {"KinesisStreamParameters": {"StartingPosition": "LATEST"}}
    pipes.create_pipe(Name="kn", Source=stream, Target=out_arn, RoleArn=role, SourceParameters=parameters)
    labcloud.advance_clock(31)  # past the wait for the source's permission (lifecycle.ACCESS_GRACE)
    described = wait_state(pipes, "kn", "CREATE_FAILED")
    assert described["StateReason"].startswith(f"Unable to access the source {stream}: AccessDenied")
    assert "kinesis:DescribeStream" in described["StateReason"]


def test_a_kinesis_filter_matches_decoded_data_and_order_is_kept(labcloud: LabcloudProcess, sqs: Any):
    pattern = json.dumps({"data": {"n": [{"numeric": [">", 1]}]}})
    kinesis, _, out_url = kinesis_pipe(labcloud, "kf", FilterCriteria={"Filters": [{"Pattern": pattern}]})
    for n in range(5):
        kinesis.put_record(StreamName="kf-stream", Data=json.dumps({"n": n}).encode(), PartitionKey="same")
    got = receive(sqs, out_url, count=3)
    assert [json.loads(base64.b64decode(json.loads(m["Body"])["data"]))["n"] for m in got] == [2, 3, 4]


def test_dynamodb_stream_records_reach_the_target(labcloud: LabcloudProcess, sqs: Any):
    ddb = labcloud.boto3_client("dynamodb")
    table = ddb.create_table(
        TableName="orders",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
    )["TableDescription"]
    out_url, out_arn = queue(sqs, "ddb-out")
    role = pipe_role(labcloud, "ddb-role", [*DDB_READ, "sqs:SendMessage"])
    pipes = labcloud.boto3_client("pipes")
    pipes.create_pipe(
        Name="ddb",
        Source=table["LatestStreamArn"],
        Target=out_arn,
        RoleArn=role,
        SourceParameters={
            "DynamoDBStreamParameters": {"StartingPosition": "TRIM_HORIZON"},
            "FilterCriteria": {"Filters": [{"Pattern": json.dumps({"eventName": ["INSERT"]})}]},
        },
    )
    wait_state(pipes, "ddb", "RUNNING")
    ddb.put_item(TableName="orders", Item={"id": {"S": "o-1"}, "qty": {"N": "2"}})
    ddb.update_item(
        TableName="orders",
        Key={"id": {"S": "o-1"}},
        UpdateExpression="SET qty = :q",
        ExpressionAttributeValues={":q": {"N": "3"}},
    )
    [message] = receive(sqs, out_url)
    event = json.loads(message["Body"])
    assert event["eventSource"] == "aws:dynamodb" and event["eventName"] == "INSERT"
    assert event["eventSourceARN"] == table["LatestStreamArn"]
    assert event["dynamodb"]["NewImage"] == {"id": {"S": "o-1"}, "qty": {"N": "2"}}
    assert receive(sqs, out_url, timeout=2) == []  # the MODIFY was filtered out


def test_a_stream_pipe_resumes_after_its_checkpoint_on_restart(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        kinesis, _, out_url = kinesis_pipe(server, "kr")
        sqs = server.boto3_client("sqs")
        kinesis.put_record(StreamName="kr-stream", Data=b"before", PartitionKey="k")
        assert [base64.b64decode(json.loads(m["Body"])["data"]) for m in receive(sqs, out_url)] == [b"before"]
        server.kill()
        server.start()
        server.boto3_client("kinesis").put_record(StreamName="kr-stream", Data=b"after", PartitionKey="k")
        sqs = server.boto3_client("sqs")
        got = receive(sqs, out_url, count=2, timeout=10)
        assert [base64.b64decode(json.loads(m["Body"])["data"]) for m in got] == [b"after"]
    finally:
        server.stop()


def test_a_failing_stream_batch_goes_to_the_dead_letter_queue_and_the_shard_moves_on(
    labcloud: LabcloudProcess, sqs: Any
):
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="kd-stream", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="kd-stream")
    stream = kinesis.describe_stream_summary(StreamName="kd-stream")["StreamDescriptionSummary"]["StreamARN"]
    _, out_arn = queue(sqs, "kd-out")
    dlq_url, dlq_arn = queue(sqs, "kd-dlq")
    iam = labcloud.boto3_client("iam")
    role = pipe_role(labcloud, "kd-role", KINESIS_READ)
    letters = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "sqs:SendMessage", "Resource": dlq_arn}],
    }
    iam.put_role_policy(RoleName="kd-role", PolicyName="dlq", PolicyDocument=json.dumps(letters))
    pipes = labcloud.boto3_client("pipes")
    pipes.create_pipe(
        Name="kd",
        Source=stream,
        Target=out_arn,  # the role may not send here: every delivery fails
        RoleArn=role,
        SourceParameters={
            "KinesisStreamParameters": {
                "StartingPosition": "TRIM_HORIZON",
                "MaximumRetryAttempts": 1,
                "DeadLetterConfig": {"Arn": dlq_arn},
            }
        },
    )
    wait_state(pipes, "kd", "RUNNING")
    first = kinesis.put_record(StreamName="kd-stream", Data=b"one", PartitionKey="k")
    [letter] = receive(sqs, dlq_url, timeout=20)
    described = json.loads(letter["Body"])
    info = described["KinesisBatchInfo"]
    assert (info["shardId"], info["startSequenceNumber"], info["batchSize"]) == (
        first["ShardId"],
        first["SequenceNumber"],
        1,
    )
    assert info["streamArn"] == stream and described["context"]["condition"] == "RetryAttemptsExhausted"
    assert described["context"]["error"].startswith("AccessDenied")
    # the shard moved on: the next record is tried (and dead-lettered) in its turn
    second = kinesis.put_record(StreamName="kd-stream", Data=b"two", PartitionKey="k")
    [letter] = receive(sqs, dlq_url, timeout=20)
    assert json.loads(letter["Body"])["KinesisBatchInfo"]["startSequenceNumber"] == second["SequenceNumber"]
