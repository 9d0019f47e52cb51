"""Schedules firing: an ``at()`` schedule a few seconds ahead into SQS (FIFO too) and a Lambda function,
as the schedule's execution role; ActionAfterCompletion DELETE; a role that may not send (the firing
goes to the dead-letter queue with AWS's attributes); the universal target; a due schedule after a
restart firing once."""

from __future__ import annotations

import json
import sqlite3
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from scheduler_helpers import at_in, error_of, execution_role, queue, receive, wait_for

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

OFF = {"Mode": "OFF"}
RECORDER = """
import boto3, json, os
def handler(event, context):
    boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps(event))
    return "ok"
"""


def test_an_at_schedule_sends_its_input_to_a_queue_once_as_its_role(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    url, arn = queue(sqs, "jobs")
    role = execution_role(labcloud, "sender", ["sqs:SendMessage"])
    schedule_arn = scheduler.create_schedule(
        Name="once",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": role, "Input": '{"job": "<aws.scheduler.schedule-arn>"}'},
    )["ScheduleArn"]
    bodies = [json.loads(m["Body"]) for m in receive(sqs, url, timeout=15)]
    assert bodies == [{"job": schedule_arn}]
    invoked = wait_for(labcloud, "scheduler.target.invoked")
    assert [(e["target_arn"], e["attempts"]) for e in invoked] == [(arn, 1)]
    assert receive(sqs, url, timeout=3) == []  # at() fires once
    assert scheduler.get_schedule(Name="once")["State"] == "ENABLED"  # kept: ActionAfterCompletion NONE


def test_a_fifo_queue_gets_the_message_group(labcloud: LabcloudProcess, scheduler: Any, sqs: Any):
    url, arn = queue(sqs, "jobs.fifo", FifoQueue="true")
    role = execution_role(labcloud, "fifo-sender", ["sqs:SendMessage"])
    scheduler.create_schedule(
        Name="fifo",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": role, "Input": "tick", "SqsParameters": {"MessageGroupId": "g1"}},
    )
    messages = receive(sqs, url, timeout=15, AttributeNames=["MessageGroupId"])
    assert [(m["Body"], m["Attributes"]["MessageGroupId"]) for m in messages] == [("tick", "g1")]


def test_action_after_completion_delete_removes_the_schedule_after_it_fired(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    url, arn = queue(sqs, "once")
    role = execution_role(labcloud, "deleter", ["sqs:SendMessage"])
    scheduler.create_schedule(
        Name="self-deleting",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        ActionAfterCompletion="DELETE",
        Target={"Arn": arn, "RoleArn": role, "Input": "bye"},
    )
    assert [m["Body"] for m in receive(sqs, url, timeout=15)] == ["bye"]
    assert error_of(scheduler.get_schedule, Name="self-deleting")["Code"] == "ResourceNotFoundException"


def test_a_lambda_target_is_invoked_asynchronously_with_the_input(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    lam = labcloud.boto3_client("lambda")
    out, _ = queue(sqs, "lambda-saw")
    function = lam.create_function(
        FunctionName="nightly",
        Runtime="python3.12",
        Role=create_role(labcloud),
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": RECORDER})},
        Environment={"Variables": {"OUT": out}},
    )["FunctionArn"]
    role = execution_role(labcloud, "invoker", ["lambda:InvokeFunction"])
    scheduler.create_schedule(
        Name="fn",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": function, "RoleArn": role, "Input": '{"run": 1}'},
    )
    assert [json.loads(m["Body"]) for m in receive(sqs, out, timeout=60)] == [{"run": 1}]
    started = wait_for(labcloud, "lambda.invocation.started")
    assert [s["trigger"] for s in started] == ["async"]


def test_a_role_that_may_not_send_sends_the_firing_to_the_dead_letter_queue(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    url, arn = queue(sqs, "forbidden")
    dlq_url, dlq_arn = queue(sqs, "dlq")
    role = execution_role(labcloud, "dlq-only", [])
    iam = labcloud.boto3_client("iam")
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "sqs:SendMessage", "Resource": dlq_arn}],
    }
    iam.put_role_policy(RoleName="dlq-only", PolicyName="dlq", PolicyDocument=json.dumps(policy))
    schedule_arn = scheduler.create_schedule(
        Name="denied",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={
            "Arn": arn,
            "RoleArn": role,
            "Input": "payload",
            "DeadLetterConfig": {"Arn": dlq_arn},
            "RetryPolicy": {"MaximumRetryAttempts": 2},
        },
    )["ScheduleArn"]
    letters = receive(sqs, dlq_url, timeout=15, MessageAttributeNames=["All"])
    assert [m["Body"] for m in letters] == ["payload"]
    attributes = {key: value["StringValue"] for key, value in letters[0]["MessageAttributes"].items()}
    assert attributes["ERROR_CODE"] == "AccessDeniedException"
    assert attributes["SCHEDULE_ARN"] == schedule_arn
    assert attributes["TARGET_ARN"] == arn
    assert attributes["RETRY_ATTEMPTS"] == "0"  # access denied is not retried
    assert "is not authorized to perform: sqs:sendmessage" in attributes["ERROR_MESSAGE"].lower()
    assert receive(sqs, url, timeout=2) == []
    failed = wait_for(labcloud, "scheduler.target.failed")
    assert [(f["error_code"], f["dead_letter_queue"]) for f in failed] == [("AccessDeniedException", dlq_arn)]


def test_the_universal_target_calls_the_api_action_with_the_input(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    url, _ = queue(sqs, "universal")
    role = execution_role(labcloud, "universal", ["sqs:SendMessage"])
    scheduler.create_schedule(
        Name="sdk",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={
            "Arn": "arn:aws:scheduler:::aws-sdk:sqs:sendMessage",
            "RoleArn": role,
            "Input": json.dumps({"QueueUrl": url, "MessageBody": "via sdk"}),
        },
    )
    assert [m["Body"] for m in receive(sqs, url, timeout=15)] == ["via sdk"]


def test_a_due_schedule_fires_once_after_a_restart(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        scheduler = server.boto3_client("scheduler")
        sqs = server.boto3_client("sqs")
        url, arn = queue(sqs, "ticks")
        role = execution_role(server, "ticker", ["sqs:SendMessage"])
        scheduler.create_schedule(
            Name="tick",
            ScheduleExpression="rate(1 hour)",
            FlexibleTimeWindow=OFF,
            Target={"Arn": arn, "RoleArn": role, "Input": "tick"},
        )
        server.kill()
        with sqlite3.connect(tmp_path / "labcloud.db") as db:  # sixty missed hours while down
            changed = db.execute(
                "UPDATE scheduler_schedules SET next_fire = ? WHERE name = 'tick'", (time.time() - 216000,)
            ).rowcount
        assert changed == 1
        server.start()
        sqs = server.boto3_client("sqs")
        assert [m["Body"] for m in receive(sqs, url, timeout=15)] == ["tick"]
        assert receive(sqs, url, timeout=3) == []
        with sqlite3.connect(tmp_path / "labcloud.db") as db:
            upcoming = db.execute("SELECT next_fire FROM scheduler_schedules").fetchone()[0]
        assert time.time() < upcoming <= time.time() + 3600
    finally:
        server.stop()


def test_a_schedule_its_target_and_dead_letter_queue_are_on_the_map(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
):
    _, arn = queue(sqs, "mapped")
    _, dlq_arn = queue(sqs, "mapped-dlq")
    role = execution_role(labcloud, "mapper", ["sqs:SendMessage"])
    schedule_arn = scheduler.create_schedule(
        Name="mapped",
        ScheduleExpression=at_in(1),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": role, "DeadLetterConfig": {"Arn": dlq_arn}},
    )["ScheduleArn"]
    assert wait_for(labcloud, "scheduler.target.invoked")
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        doc = json.loads(response.read())
    nodes = {n["id"]: n for n in doc["nodes"]}
    assert nodes[schedule_arn]["kind"] == "scheduler.schedule"
    assert nodes[schedule_arn]["facts"]["fired_last_minute"] == 1
    edges = {(e["kind"], e["from"], e["to"]): e for e in doc["edges"]}
    assert edges[("schedule-target", schedule_arn, arn)]["traffic"]["invocations"] == 1
    assert ("dead-letter", schedule_arn, dlq_arn) in edges


def test_a_role_that_does_not_trust_scheduler_is_never_acted_as(
    labcloud: LabcloudProcess, scheduler: Any, sqs: Any
) -> None:
    """The execution role must trust scheduler.amazonaws.com (AWS's Scheduler assumes it first): a role
    that trusts only Lambda fails the firing with AccessDeniedException, whatever it is allowed to do."""
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = iam.create_role(RoleName="lambda-only", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    iam.attach_role_policy(RoleName="lambda-only", PolicyArn="arn:aws:iam::aws:policy/AdministratorAccess")
    url, arn = queue(sqs, "untrusted-target")
    scheduler.create_schedule(
        Name="untrusted",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": role, "Input": "payload", "RetryPolicy": {"MaximumRetryAttempts": 0}},
    )
    failed = wait_for(labcloud, "scheduler.target.failed")
    assert failed[0]["error_code"] == "AccessDeniedException"
    assert failed[0]["error_message"] == (
        f"scheduler.amazonaws.com is not authorized to perform sts:AssumeRole on resource {role}"
    )
    assert receive(sqs, url, timeout=2) == []
