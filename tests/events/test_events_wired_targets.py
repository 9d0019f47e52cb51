"""Targets in the services that landed beside EventBridge: an SNS topic (Publish as events.amazonaws.com,
let in by the topic policy), a Step Functions state machine (StartExecution as the target's role) and a
Kinesis stream (PutRecord as the target's role, keyed by KinesisParameters.PartitionKeyPath or the event
id); each delivery seen arriving, each refusal with AWS's error."""

from __future__ import annotations

import json
import time
from typing import Any

from events_helpers import error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess

ENTRY = {"Source": "com.shop", "DetailType": "Order Placed", "Detail": '{"order": "o-7", "n": 1}'}
PATTERN = '{"source": ["com.shop"]}'
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "events.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def events_role(labcloud: LabcloudProcess, name: str, action: str) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="target", PolicyDocument=json.dumps(policy))
    return arn


def failures(labcloud: LabcloudProcess, timeout: float = 10.0) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = [
            e
            for e in labcloud.get("/_labcloud/events?limit=500")["events"]
            if e["kind"] == "events.target.failed"
        ]
        if found:
            return list(found)
        time.sleep(0.2)
    return []


def topic_to_queue(labcloud: LabcloudProcess, sqs: Any, allow_events: bool) -> tuple[str, str]:
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="orders")["TopicArn"]
    url, arn = queue(sqs, "from-topic", allow_events=False)
    queue_policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(queue_policy)})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    if allow_events:
        statement = {
            "Effect": "Allow",
            "Principal": {"Service": "events.amazonaws.com"},
            "Action": "sns:Publish",
            "Resource": topic,
        }
        sns.set_topic_attributes(
            TopicArn=topic,
            AttributeName="Policy",
            AttributeValue=json.dumps({"Version": "2012-10-17", "Statement": [statement]}),
        )
    return topic, url


def test_an_sns_topic_target_publishes_the_event(labcloud: LabcloudProcess, events: Any, sqs: Any) -> None:
    topic, url = topic_to_queue(labcloud, sqs, allow_events=True)
    events.put_rule(Name="to-topic", EventPattern=PATTERN)
    events.put_targets(Rule="to-topic", Targets=[{"Id": "t", "Arn": topic}])
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    got = receive(sqs, url)
    assert len(got) == 1
    body = json.loads(got[0]["Body"])
    assert body["id"] == event_id and body["detail"] == {"order": "o-7", "n": 1}


def test_a_topic_whose_policy_does_not_let_eventbridge_in_gets_nothing(
    labcloud: LabcloudProcess, events: Any, sqs: Any
) -> None:
    topic, url = topic_to_queue(labcloud, sqs, allow_events=False)
    events.put_rule(Name="to-private-topic", EventPattern=PATTERN)
    events.put_targets(Rule="to-private-topic", Targets=[{"Id": "t", "Arn": topic}])
    events.put_events(Entries=[ENTRY])
    failed = failures(labcloud)
    assert [f["data"]["error_code"] for f in failed] == ["AuthorizationError"]
    assert receive(sqs, url, timeout=1) == []


def test_a_state_machine_target_starts_an_execution_with_the_event(
    labcloud: LabcloudProcess, events: Any
) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    machine = sfn.create_state_machine(
        name="on-order",
        definition=json.dumps({"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}}),
        roleArn="arn:aws:iam::000000000000:role/sfn-role",
    )["stateMachineArn"]
    target = {"Id": "m", "Arn": machine}
    events.put_rule(Name="to-machine", EventPattern=PATTERN)
    assert error_of(events.put_targets, Rule="to-machine", Targets=[target]) == {
        "Code": "ValidationException",
        "Message": f"RoleArn is required for target {machine}.",
    }
    role = events_role(labcloud, "events-sfn", "states:StartExecution")
    events.put_targets(Rule="to-machine", Targets=[{**target, "RoleArn": role}])
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    deadline = time.monotonic() + 10
    executions: list[dict[str, Any]] = []
    while not executions and time.monotonic() < deadline:
        executions = sfn.list_executions(stateMachineArn=machine)["executions"]
        time.sleep(0.1)
    assert len(executions) == 1
    started = json.loads(sfn.describe_execution(executionArn=executions[0]["executionArn"])["input"])
    assert started["id"] == event_id and started["detail"]["order"] == "o-7"


def test_a_state_machine_target_whose_role_may_not_start_fails(
    labcloud: LabcloudProcess, events: Any
) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    machine = sfn.create_state_machine(
        name="guarded",
        definition=json.dumps({"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}}),
        roleArn="arn:aws:iam::000000000000:role/sfn-role",
    )["stateMachineArn"]
    role = events_role(labcloud, "events-weak", "sqs:SendMessage")
    events.put_rule(Name="to-guarded", EventPattern=PATTERN)
    events.put_targets(Rule="to-guarded", Targets=[{"Id": "m", "Arn": machine, "RoleArn": role}])
    events.put_events(Entries=[ENTRY])
    failed = failures(labcloud)
    assert [f["data"]["error_code"] for f in failed] == ["AccessDeniedException"]
    assert "events-weak" in failed[0]["data"]["error_message"]
    assert sfn.list_executions(stateMachineArn=machine)["executions"] == []


def read_records(kinesis: Any, stream: str, count: int) -> list[dict[str, Any]]:
    shard = kinesis.list_shards(StreamName=stream)["Shards"][0]["ShardId"]
    iterator = kinesis.get_shard_iterator(StreamName=stream, ShardId=shard, ShardIteratorType="TRIM_HORIZON")[
        "ShardIterator"
    ]
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + 10
    while len(found) < count and time.monotonic() < deadline:
        answer = kinesis.get_records(ShardIterator=iterator)
        found += answer["Records"]
        iterator = answer["NextShardIterator"]
        time.sleep(0.25)  # a shard answers five GetRecords calls a second
    return found


def test_a_kinesis_target_puts_a_record_keyed_by_the_path_or_the_event_id(
    labcloud: LabcloudProcess, events: Any
) -> None:
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="orders", ShardCount=1)
    kinesis.get_waiter("stream_exists").wait(StreamName="orders", WaiterConfig={"Delay": 0.2})
    stream = kinesis.describe_stream_summary(StreamName="orders")["StreamDescriptionSummary"]["StreamARN"]
    events.put_rule(Name="to-stream", EventPattern=PATTERN)
    assert error_of(events.put_targets, Rule="to-stream", Targets=[{"Id": "k", "Arn": stream}]) == {
        "Code": "ValidationException",
        "Message": f"RoleArn is required for target {stream}.",
    }
    role = events_role(labcloud, "events-kinesis", "kinesis:PutRecord")
    bad_path = {
        "Id": "k",
        "Arn": stream,
        "RoleArn": role,
        "KinesisParameters": {"PartitionKeyPath": "detail"},
    }
    assert error_of(events.put_targets, Rule="to-stream", Targets=[bad_path])["Code"] == "ValidationException"
    events.put_targets(
        Rule="to-stream",
        Targets=[
            {
                "Id": "keyed",
                "Arn": stream,
                "RoleArn": role,
                "KinesisParameters": {"PartitionKeyPath": "$.detail.order"},
            },
            {"Id": "plain", "Arn": stream, "RoleArn": role},
        ],
    )
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    records = read_records(kinesis, "orders", 2)
    assert sorted(r["PartitionKey"] for r in records) == sorted(["o-7", event_id])
    assert all(json.loads(r["Data"])["id"] == event_id for r in records)


def test_kinesis_parameters_are_refused_for_other_targets(events: Any, sqs: Any) -> None:
    _, arn = queue(sqs, "not-a-stream")
    events.put_rule(Name="kp", EventPattern=PATTERN)
    target = {"Id": "q", "Arn": arn, "KinesisParameters": {"PartitionKeyPath": "$.id"}}
    assert error_of(events.put_targets, Rule="kp", Targets=[target]) == {
        "Code": "ValidationException",
        "Message": "Parameter(s) KinesisParameters not valid for target: q.",
    }


def test_a_fifo_topic_target_needs_a_message_group_and_keeps_it(
    labcloud: LabcloudProcess, events: Any, sqs: Any
) -> None:
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="orders.fifo", Attributes={"FifoTopic": "true"})["TopicArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sns:Publish",
        "Resource": topic,
    }
    sns.set_topic_attributes(
        TopicArn=topic,
        AttributeName="Policy",
        AttributeValue=json.dumps({"Version": "2012-10-17", "Statement": [statement]}),
    )
    url, arn = queue(sqs, "orders-in.fifo", allow_events=False, FifoQueue="true")
    queue_policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(queue_policy)})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    events.put_rule(Name="to-fifo-topic", EventPattern=PATTERN)
    assert error_of(events.put_targets, Rule="to-fifo-topic", Targets=[{"Id": "t", "Arn": topic}]) == {
        "Code": "ValidationException",
        "Message": "Parameter(s) SqsParameters must be specified for target: t.",
    }
    target = {"Id": "t", "Arn": topic, "SqsParameters": {"MessageGroupId": "shop-1"}}
    events.put_targets(Rule="to-fifo-topic", Targets=[target])
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    got = receive(sqs, url, AttributeNames=["MessageGroupId"])
    assert [json.loads(m["Body"])["id"] for m in got] == [event_id]
    assert got[0]["Attributes"]["MessageGroupId"] == "shop-1"


def test_the_map_joins_rule_topic_and_queue(labcloud: LabcloudProcess, events: Any, sqs: Any) -> None:
    topic, _ = topic_to_queue(labcloud, sqs, allow_events=True)
    rule = events.put_rule(Name="mapped", EventPattern=PATTERN)["RuleArn"]
    events.put_targets(Rule="mapped", Targets=[{"Id": "t", "Arn": topic}])
    doc = labcloud.get("/_labcloud/map")
    nodes = {node["id"] for node in doc["nodes"]}
    pairs = {(edge["from"], edge["to"]) for edge in doc["edges"]}
    queue_arn = "arn:aws:sqs:us-east-1:000000000000:from-topic"
    assert {rule, topic, queue_arn} <= nodes
    assert {(rule, topic), (topic, queue_arn)} <= pairs
