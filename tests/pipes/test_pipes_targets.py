"""Targets and enrichments beyond SQS-to-SQS, each called as the pipe's role: an express state machine
enriching (StartSyncExecution), a state machine started (FIRE_AND_FORGET), an event bus with the pipe's
Source and DetailType, an SNS topic, a CloudWatch Logs group, a Kinesis stream keyed by a ``$.`` path,
a FIFO queue with a dynamic MessageGroupId, and a function answering with an error failing the batch."""

from __future__ import annotations

import datetime as dt
import json
import time
from typing import Any

from pipes_helpers import SQS_SOURCE, function, pipe_role, queue, receive, wait_for, wait_state

from labcloud.testing.server_process import LabcloudProcess

MACHINE_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def source(sqs: Any, name: str) -> tuple[str, str]:
    return queue(sqs, f"{name}-in")


def machine(labcloud: LabcloudProcess, name: str, kind: str, definition: dict[str, Any]) -> str:
    role = pipe_role(labcloud, f"{name}-machine", [], trust=MACHINE_TRUST)
    sfn = labcloud.boto3_client("stepfunctions")
    return str(
        sfn.create_state_machine(name=name, definition=json.dumps(definition), roleArn=role, type=kind)[
            "stateMachineArn"
        ]
    )


def test_an_express_machine_enriches_and_a_started_machine_gets_the_batch(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    enrich = machine(
        labcloud,
        "tagger",
        "EXPRESS",
        {
            "StartAt": "Tag",
            "States": {"Tag": {"Type": "Pass", "Parameters": {"tagged.$": "$[0].body"}, "End": True}},
        },
    )
    target = machine(
        labcloud, "sink", "STANDARD", {"StartAt": "Done", "States": {"Done": {"Type": "Succeed"}}}
    )
    src_url, src_arn = source(sqs, "sfn")
    role = pipe_role(
        labcloud, "sfn-role", [*SQS_SOURCE, "states:StartSyncExecution", "states:StartExecution"]
    )
    pipes.create_pipe(
        Name="sfn",
        Source=src_arn,
        Enrichment=enrich,
        Target=target,
        RoleArn=role,
        TargetParameters={"StepFunctionStateMachineParameters": {"InvocationType": "FIRE_AND_FORGET"}},
    )
    wait_state(pipes, "sfn", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="hello")
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert batch["outcome"] == "Delivered", batch
    sfn = labcloud.boto3_client("stepfunctions")
    deadline = time.monotonic() + 10
    executions: list[Any] = []
    while not executions and time.monotonic() < deadline:
        executions = sfn.list_executions(stateMachineArn=target)["executions"]
    described = sfn.describe_execution(executionArn=executions[0]["executionArn"])
    assert json.loads(described["input"]) == [{"tagged": "hello"}]


def test_an_event_bus_target_puts_each_event_with_the_pipes_source(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    events = labcloud.boto3_client("events")
    out_url, out_arn = queue(sqs, "bus-out")
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "events.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": out_arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=out_url, Attributes={"Policy": json.dumps(policy)})
    events.put_rule(Name="from-pipe", EventPattern=json.dumps({"source": ["Pipe to-bus"]}))
    events.put_targets(Rule="from-pipe", Targets=[{"Id": "q", "Arn": out_arn}])
    src_url, src_arn = source(sqs, "bus")
    role = pipe_role(labcloud, "bus-role", [*SQS_SOURCE, "events:PutEvents"])
    bus = "arn:aws:events:us-east-1:000000000000:event-bus/default"
    pipes.create_pipe(Name="to-bus", Source=src_arn, Target=bus, RoleArn=role)
    wait_state(pipes, "to-bus", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="ping")
    [message] = receive(sqs, out_url)
    event = json.loads(message["Body"])
    assert event["source"] == "Pipe to-bus" and event["detail-type"] == "Event from aws.sqs"
    assert event["detail"]["body"] == "ping"


def test_sns_logs_and_kinesis_targets(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="pipe-topic")["TopicArn"]
    sub_url, sub_arn = queue(sqs, "topic-sub")
    sub_policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": sub_arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=sub_url, Attributes={"Policy": json.dumps(sub_policy)})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=sub_arn, Attributes={"RawMessageDelivery": "true"})
    logs = labcloud.boto3_client("logs")
    logs.create_log_group(logGroupName="/pipes/out")
    group_arn = "arn:aws:logs:us-east-1:000000000000:log-group:/pipes/out"
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="pipe-out", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="pipe-out")
    stream = kinesis.describe_stream_summary(StreamName="pipe-out")["StreamDescriptionSummary"]["StreamARN"]
    role = pipe_role(
        labcloud,
        "fan-role",
        [*SQS_SOURCE, "sns:Publish", "logs:CreateLogStream", "logs:PutLogEvents", "kinesis:PutRecord"],
    )
    template = {"InputTemplate": '{"said": "<$.body.text>"}'}
    for name, target, extra in (
        ("to-sns", topic, {}),
        ("to-logs", group_arn, {"CloudWatchLogsParameters": {"LogStreamName": "$.body.stream"}}),
        ("to-kinesis", stream, {"KinesisStreamParameters": {"PartitionKey": "$.body.key"}}),
    ):
        src_url, src_arn = source(sqs, name)
        pipes.create_pipe(
            Name=name, Source=src_arn, Target=target, RoleArn=role, TargetParameters={**template, **extra}
        )
        wait_state(pipes, name, "RUNNING")
        sqs.send_message(
            QueueUrl=src_url, MessageBody=json.dumps({"text": name, "stream": "s-1", "key": "k-9"})
        )
    assert [json.loads(m["Body"]) for m in receive(sqs, sub_url)] == [{"said": "to-sns"}]
    deadline = time.monotonic() + 10
    logged: list[Any] = []
    while not logged and time.monotonic() < deadline:
        try:
            logged = logs.get_log_events(logGroupName="/pipes/out", logStreamName="s-1")["events"]
        except logs.exceptions.ResourceNotFoundException:
            time.sleep(0.2)
    assert [json.loads(e["message"]) for e in logged] == [{"said": "to-logs"}]
    shard = kinesis.list_shards(StreamName="pipe-out")["Shards"][0]["ShardId"]
    iterator = kinesis.get_shard_iterator(
        StreamName="pipe-out", ShardId=shard, ShardIteratorType="TRIM_HORIZON"
    )
    records: list[Any] = []
    deadline = time.monotonic() + 10
    while not records and time.monotonic() < deadline:
        records = kinesis.get_records(ShardIterator=iterator["ShardIterator"])["Records"]
        time.sleep(0.1)
    assert [(json.loads(r["Data"]), r["PartitionKey"]) for r in records] == [({"said": "to-kinesis"}, "k-9")]


def test_a_fifo_queue_target_gets_the_dynamic_message_group(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    out_url, out_arn = queue(sqs, "ordered.fifo", FifoQueue="true")
    src_url, src_arn = source(sqs, "fifo")
    role = pipe_role(labcloud, "fifo-role", [*SQS_SOURCE, "sqs:SendMessage"])
    pipes.create_pipe(
        Name="fifo",
        Source=src_arn,
        Target=out_arn,
        RoleArn=role,
        TargetParameters={"SqsQueueParameters": {"MessageGroupId": "$.body.customer"}},
    )
    wait_state(pipes, "fifo", "RUNNING")
    sent = sqs.send_message(QueueUrl=src_url, MessageBody='{"customer": "c-42"}')
    [message] = receive(sqs, out_url, MessageSystemAttributeNames=["All"])
    assert message["Attributes"]["MessageGroupId"] == "c-42"
    assert message["Attributes"]["MessageDeduplicationId"] == sent["MessageId"]


FAILING = """
def handler(event, context):
    raise RuntimeError("target is down")
"""


def test_a_failing_function_target_fails_the_whole_batch(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    target = function(labcloud, "down", FAILING)
    src_url, src_arn = source(sqs, "down")
    role = pipe_role(labcloud, "down-role", [*SQS_SOURCE, "lambda:InvokeFunction"])
    pipes.create_pipe(Name="down", Source=src_arn, Target=target, RoleArn=role)
    wait_state(pipes, "down", "RUNNING")
    sent = sqs.send_message(QueueUrl=src_url, MessageBody="x")["MessageId"]
    [batch] = wait_for(labcloud, "pipes.pipe.batch", timeout=30)
    assert batch["outcome"] == "Failed" and batch["failed_ids"] == [sent]
    assert batch["error"].startswith("Lambda.FunctionError") and "target is down" in batch["error"]


def metric(labcloud: LabcloudProcess, name: str, pipe: str) -> float:
    cloudwatch = labcloud.boto3_client("cloudwatch")
    now = dt.datetime.now(dt.timezone.utc)
    answer = cloudwatch.get_metric_statistics(
        Namespace="AWS/EventBridge/Pipes",
        MetricName=name,
        Dimensions=[{"Name": "PipeName", "Value": pipe}],
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=["Sum"],
    )
    return float(sum(point["Sum"] for point in answer["Datapoints"]))


def test_pipe_metrics_in_cloudwatch(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    src_url, src_arn = source(sqs, "metered")
    _, out_arn = queue(sqs, "metered-out")
    role = pipe_role(labcloud, "metered-role", [*SQS_SOURCE, "sqs:SendMessage"])
    pipes.create_pipe(Name="metered", Source=src_arn, Target=out_arn, RoleArn=role)
    denied_url, denied_arn = source(sqs, "refused")
    pipes.create_pipe(
        Name="refused", Source=denied_arn, Target=out_arn, RoleArn=pipe_role(labcloud, "ro", SQS_SOURCE)
    )
    wait_state(pipes, "metered", "RUNNING")
    wait_state(pipes, "refused", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="a")
    sqs.send_message(QueueUrl=src_url, MessageBody="b")
    sqs.send_message(QueueUrl=denied_url, MessageBody="c")
    expected = {
        ("metered", "EventCount"): 2.0,
        ("metered", "ExecutionFailed"): 0.0,
        ("refused", "EventCount"): 1.0,
        ("refused", "Invocations"): 1.0,
        ("refused", "ExecutionFailed"): 1.0,
        ("refused", "TargetStageFailed"): 1.0,
        ("refused", "EnrichmentStageFailed"): 0.0,
    }
    deadline = time.monotonic() + 30
    while True:
        got = {key: metric(labcloud, key[1], key[0]) for key in expected}
        if got == expected or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert got == expected
    assert 1 <= metric(labcloud, "Invocations", "metered") <= 2
