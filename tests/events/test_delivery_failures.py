"""Delivery to a real Lambda function, retries with the RetryPolicy, the dead-letter queue with AWS's
attributes, and a pending delivery surviving kill -9."""

from __future__ import annotations

import json
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from events_helpers import bodies, events_may_send, queue, receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

RECORDER = """
import boto3, json, os
def handler(event, context):
    boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps(event))
    return "ok"
"""
ENTRY = {"Source": "com.shop", "DetailType": "Order Placed", "Detail": '{"n": 1}'}


def add_fault(server: LabcloudProcess, count: int, code: str = "InternalError") -> str:
    rule = server.post(
        "/_labcloud/faults",
        {
            "service": "sqs",
            "operation": "SendMessage",
            "caller": "all",
            "count": count,
            "error": {"code": code},
        },
    )
    return str(rule["id"])


def remove_fault(server: LabcloudProcess, rule_id: str) -> None:
    request = urllib.request.Request(server.endpoint + "/_labcloud/faults/" + rule_id, method="DELETE")
    urllib.request.urlopen(request, timeout=10).close()


def kinds(server: LabcloudProcess, kind: str) -> list[dict[str, Any]]:
    return [e["data"] for e in server.get(f"/_labcloud/events?kind={kind}")["events"]]


def wait_for(
    server: LabcloudProcess, kind: str, count: int = 1, timeout: float = 15.0
) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    found = kinds(server, kind)
    while len(found) < count and time.monotonic() < deadline:
        time.sleep(0.1)
        found = kinds(server, kind)
    return found


def test_a_lambda_target_is_invoked_asynchronously_with_the_event(
    labcloud: LabcloudProcess, events: Any, sqs: Any
):
    lam = labcloud.boto3_client("lambda")
    out = sqs.create_queue(QueueName="lambda-saw")["QueueUrl"]
    function = lam.create_function(
        FunctionName="on-order",
        Runtime="python3.12",
        Role=create_role(labcloud),
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": RECORDER})},
        Environment={"Variables": {"OUT": out}},
    )["FunctionArn"]
    rule_arn = events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')["RuleArn"]
    events.put_targets(Rule="r", Targets=[{"Id": "fn", "Arn": function}])
    # without a permission in the function's policy, EventBridge may not invoke it: no retries
    events.put_events(Entries=[ENTRY])
    failed = wait_for(labcloud, "events.target.failed")
    assert [(f["error_code"], f["attempts"]) for f in failed] == [("AccessDeniedException", 1)]
    lam.add_permission(
        FunctionName="on-order",
        StatementId="events",
        Action="lambda:InvokeFunction",
        Principal="events.amazonaws.com",
        SourceArn=rule_arn,
    )
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    seen = bodies(receive(sqs, out, timeout=60))
    assert [(e["id"], e["detail"]) for e in seen] == [(event_id, {"n": 1})]
    started = wait_for(labcloud, "lambda.invocation.started")
    assert [s["trigger"] for s in started] == ["async"]


def test_a_missing_target_goes_to_the_dead_letter_queue_without_retries(
    labcloud: LabcloudProcess, events: Any, sqs: Any
):
    dlq_url, dlq_arn = queue(sqs, "dlq")
    gone = "arn:aws:sqs:us-east-1:000000000000:gone"
    _, target_arn = queue(sqs, "gone")
    assert target_arn == gone
    rule_arn = events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')["RuleArn"]
    events.put_targets(Rule="r", Targets=[{"Id": "q", "Arn": gone, "DeadLetterConfig": {"Arn": dlq_arn}}])
    sqs.delete_queue(QueueUrl=sqs.get_queue_url(QueueName="gone")["QueueUrl"])
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    dead = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    assert len(dead) == 1
    assert json.loads(dead[0]["Body"])["id"] == event_id
    attributes = {k: v["StringValue"] for k, v in dead[0]["MessageAttributes"].items()}
    assert attributes["ERROR_CODE"] == "ResourceNotFoundException"
    assert attributes["ERROR_MESSAGE"]
    assert attributes["RULE_ARN"] == rule_arn
    assert attributes["TARGET_ARN"] == gone
    assert attributes["RETRY_ATTEMPTS"] == "0"
    assert "EXHAUSTED_RETRY_CONDITION" not in attributes
    failed = wait_for(labcloud, "events.target.failed")
    assert [(f["attempts"], f["dead_letter_queue"]) for f in failed] == [(1, dlq_arn)]
    assert failed[0]["dead_letter_message_id"] == dead[0]["MessageId"]
    assert kinds(labcloud, "events.target.retrying") == []


def test_a_queue_whose_policy_does_not_let_eventbridge_in_is_not_retried(
    labcloud: LabcloudProcess, events: Any, sqs: Any
):
    dlq_url, dlq_arn = queue(sqs, "dlq")
    url, arn = queue(sqs, "private", allow_events=False)
    rule_arn = events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')["RuleArn"]
    events.put_targets(Rule="r", Targets=[{"Id": "q", "Arn": arn, "DeadLetterConfig": {"Arn": dlq_arn}}])
    events.put_events(Entries=[ENTRY])
    dead = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    attributes = {k: v["StringValue"] for k, v in dead[0]["MessageAttributes"].items()}
    assert attributes["ERROR_CODE"] == "AccessDeniedException"
    assert "events.amazonaws.com is not authorized to perform: sqs:sendmessage" in attributes["ERROR_MESSAGE"]
    assert attributes["RULE_ARN"] == rule_arn
    assert receive(sqs, url, timeout=1) == []
    assert kinds(labcloud, "events.target.retrying") == []
    # a queue policy for another rule does not let this one in (aws:SourceArn)
    policy = json.loads(events_may_send(arn))
    policy["Statement"][0]["Condition"] = {"ArnEquals": {"aws:SourceArn": rule_arn + "-other"}}
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(policy)})
    events.put_events(Entries=[ENTRY])
    assert len(receive(sqs, dlq_url)) == 1
    policy["Statement"][0]["Condition"] = {"ArnEquals": {"aws:SourceArn": rule_arn}}
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(policy)})
    events.put_events(Entries=[ENTRY])
    assert len(receive(sqs, url)) == 1


def test_retriable_failures_are_retried_until_delivered(labcloud: LabcloudProcess, events: Any, sqs: Any):
    url, arn = queue(sqs, "flaky")
    events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(Rule="r", Targets=[{"Id": "q", "Arn": arn}])
    add_fault(labcloud, count=2)
    events.put_events(Entries=[ENTRY])
    assert len(receive(sqs, url, timeout=15)) == 1
    retrying = kinds(labcloud, "events.target.retrying")
    assert [(r["attempts"], r["error_code"]) for r in retrying] == [
        (1, "InternalError"),
        (2, "InternalError"),
    ]
    invoked = kinds(labcloud, "events.target.invoked")
    assert [i["attempts"] for i in invoked] == [3]
    sent = [
        e["data"]["message_id"] for e in labcloud.get("/_labcloud/events?kind=sqs.message.sent")["events"]
    ]
    assert invoked[0]["message_id"] in sent  # the delivery links to the message it produced


def test_retries_exhausted_go_to_the_dead_letter_queue(labcloud: LabcloudProcess, events: Any, sqs: Any):
    dlq_url, dlq_arn = queue(sqs, "dlq")
    url, arn = queue(sqs, "down")
    events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(
        Rule="r",
        Targets=[
            {
                "Id": "q",
                "Arn": arn,
                "RetryPolicy": {"MaximumRetryAttempts": 1, "MaximumEventAgeInSeconds": 60},
                "DeadLetterConfig": {"Arn": dlq_arn},
            }
        ],
    )
    # two failures use up the one retry; the third send is the dead-letter message itself
    add_fault(labcloud, count=2, code="ThrottlingException")
    events.put_events(Entries=[ENTRY])
    dead = receive(sqs, dlq_url, MessageAttributeNames=["All"], timeout=15)
    assert len(dead) == 1
    attributes = {k: v["StringValue"] for k, v in dead[0]["MessageAttributes"].items()}
    assert attributes["ERROR_CODE"] == "ThrottlingException"
    assert attributes["RETRY_ATTEMPTS"] == "1"
    assert attributes["EXHAUSTED_RETRY_CONDITION"] == "MaximumRetryAttempts"
    assert receive(sqs, url, timeout=1) == []


def test_retry_with_no_retries_and_no_dead_letter_queue_drops_the_event(
    labcloud: LabcloudProcess, events: Any, sqs: Any
):
    url, arn = queue(sqs, "down")
    events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
    events.put_targets(
        Rule="r", Targets=[{"Id": "q", "Arn": arn, "RetryPolicy": {"MaximumRetryAttempts": 0}}]
    )
    add_fault(labcloud, count=1)
    events.put_events(Entries=[ENTRY])
    failed = wait_for(labcloud, "events.target.failed")
    assert [(f["exhausted"], f["dead_letter_queue"]) for f in failed] == [("MaximumRetryAttempts", None)]
    assert receive(sqs, url, timeout=1) == []


def test_a_pending_retry_survives_kill_and_is_delivered_once(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        events = server.boto3_client("events")
        sqs = server.boto3_client("sqs")
        url, arn = queue(sqs, "durable")
        events.put_rule(Name="r", EventPattern='{"source": ["com.shop"]}')
        events.put_targets(Rule="r", Targets=[{"Id": "q", "Arn": arn}])
        fault = add_fault(server, count=1000)
        event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
        assert wait_for(server, "events.target.retrying")
        server.kill()
        server.start()
        remove_fault(server, fault)
        sqs = server.boto3_client("sqs")
        delivered = bodies(receive(sqs, url, timeout=30))
        assert [e["id"] for e in delivered] == [event_id]
        assert receive(sqs, url, timeout=3) == []
    finally:
        server.stop()
