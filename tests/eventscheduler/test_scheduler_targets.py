"""The other templated targets (SNS, Step Functions, an event bus) as the schedule's role, and the
RetryPolicy: a target failing with a retriable error is retried, then sent to the dead-letter queue
with EXHAUSTED_RETRY_CONDITION once MaximumRetryAttempts is spent."""

from __future__ import annotations

import json
import time
from typing import Any

from scheduler_helpers import at_in, execution_role, queue, receive, wait_for

from labcloud.testing.server_process import LabcloudProcess

OFF = {"Mode": "OFF"}
SOON = 2


def allow_service(sqs: Any, url: str, arn: str, service: str) -> None:
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": service},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    policy = json.dumps({"Version": "2012-10-17", "Statement": [statement]})
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})


def test_an_sns_topic_target_publishes_the_input(labcloud: LabcloudProcess, scheduler: Any, sqs: Any):
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="alerts")["TopicArn"]
    url, arn = queue(sqs, "alerts-out")
    allow_service(sqs, url, arn, "sns.amazonaws.com")
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    role = execution_role(labcloud, "publisher", ["sns:Publish"])
    scheduler.create_schedule(
        Name="alert",
        ScheduleExpression=at_in(SOON),
        FlexibleTimeWindow=OFF,
        Target={"Arn": topic, "RoleArn": role, "Input": "wake up"},
    )
    assert [m["Body"] for m in receive(sqs, url, timeout=20)] == ["wake up"]


def test_a_state_machine_target_starts_an_execution_with_the_input(labcloud: LabcloudProcess, scheduler: Any):
    sfn = labcloud.boto3_client("stepfunctions")
    machine_role = execution_role(labcloud, "machine", [])
    machine = sfn.create_state_machine(
        name="job",
        definition=json.dumps({"StartAt": "Done", "States": {"Done": {"Type": "Pass", "End": True}}}),
        roleArn=machine_role,
    )["stateMachineArn"]
    role = execution_role(labcloud, "starter", ["states:StartExecution"])
    scheduler.create_schedule(
        Name="start",
        ScheduleExpression=at_in(SOON),
        FlexibleTimeWindow=OFF,
        Target={"Arn": machine, "RoleArn": role, "Input": '{"batch": 7}'},
    )
    invoked = wait_for(labcloud, "scheduler.target.invoked", timeout=20)
    assert len(invoked) == 1 and invoked[0]["execution_arn"]
    execution = sfn.describe_execution(executionArn=invoked[0]["execution_arn"])
    assert execution["stateMachineArn"] == machine and json.loads(execution["input"]) == {"batch": 7}


def test_an_event_bus_target_puts_the_input_as_detail(labcloud: LabcloudProcess, scheduler: Any, sqs: Any):
    events = labcloud.boto3_client("events")
    url, arn = queue(sqs, "bus-out")
    allow_service(sqs, url, arn, "events.amazonaws.com")
    events.put_rule(Name="from-scheduler", EventPattern='{"source": ["app.scheduler"]}')
    events.put_targets(Rule="from-scheduler", Targets=[{"Id": "q", "Arn": arn}])
    role = execution_role(labcloud, "putter", ["events:PutEvents"])
    bus = "arn:aws:events:us-east-1:000000000000:event-bus/default"
    scheduler.create_schedule(
        Name="emit",
        ScheduleExpression=at_in(SOON),
        FlexibleTimeWindow=OFF,
        Target={
            "Arn": bus,
            "RoleArn": role,
            "Input": '{"n": 1}',
            "EventBridgeParameters": {"DetailType": "Tick", "Source": "app.scheduler"},
        },
    )
    got = [json.loads(m["Body"]) for m in receive(sqs, url, timeout=20)]
    assert [(e["source"], e["detail-type"], e["detail"]) for e in got] == [
        ("app.scheduler", "Tick", {"n": 1})
    ]


def test_a_retriable_failure_is_retried_then_dead_lettered_with_the_exhausted_condition(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    url, arn = queue(sqs, "flaky")
    dlq_url, dlq_arn = queue(sqs, "flaky-dlq")
    role = execution_role(labcloud, "retrier", ["sqs:SendMessage"])
    labcloud.post(
        "/_labcloud/faults",
        {
            "service": "sqs",
            "operation": "SendMessage",
            "caller": "all",
            "count": 2,
            "error": {"code": "InternalError"},
        },
    )
    schedule_arn = scheduler.create_schedule(
        Name="flaky",
        ScheduleExpression=at_in(SOON),
        FlexibleTimeWindow=OFF,
        Target={
            "Arn": arn,
            "RoleArn": role,
            "Input": "try",
            "RetryPolicy": {"MaximumRetryAttempts": 1},
            "DeadLetterConfig": {"Arn": dlq_arn},
        },
    )["ScheduleArn"]
    letters = receive(sqs, dlq_url, timeout=30, MessageAttributeNames=["All"])
    assert [m["Body"] for m in letters] == ["try"]
    attributes = {key: value["StringValue"] for key, value in letters[0]["MessageAttributes"].items()}
    assert attributes["EXHAUSTED_RETRY_CONDITION"] == "MaximumRetryAttempts"
    assert attributes["RETRY_ATTEMPTS"] == "1"
    assert attributes["ERROR_CODE"] == "InternalError"
    assert attributes["SCHEDULE_ARN"] == schedule_arn
    retrying = wait_for(labcloud, "scheduler.target.retrying")
    assert [(r["attempts"], r["error_code"]) for r in retrying] == [(1, "InternalError")]
    time.sleep(1)
    assert receive(sqs, url, timeout=2) == []
