"""Step Functions Execution Status Change events on the default EventBridge bus: RUNNING then SUCCEEDED,
FAILED (with error and cause) and ABORTED for standard workflows, none for express ones."""

from __future__ import annotations

import json
import time
from typing import Any

from sfn_helpers import ROLE, wait_done

from labcloud.testing.server_process import LabcloudProcess


def _status_queue(labcloud: LabcloudProcess) -> tuple[Any, str]:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="sfn-status")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    sqs.set_queue_attributes(
        QueueUrl=url, Attributes={"Policy": json.dumps({"Version": "2012-10-17", "Statement": [statement]})}
    )
    events = labcloud.boto3_client("events")
    pattern = {"source": ["aws.states"], "detail-type": ["Step Functions Execution Status Change"]}
    events.put_rule(Name="sfn-status", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="sfn-status", Targets=[{"Id": "q", "Arn": arn}])
    return sqs, url


def _drain(sqs: Any, url: str, want: int, timeout: float = 15.0) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(found) < want and time.monotonic() < deadline:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        for message in answer.get("Messages", []):
            found.append(json.loads(message["Body"]))
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def _machine(sfn: Any, name: str, states: dict[str, Any], kind: str = "STANDARD") -> str:
    definition = {"StartAt": next(iter(states)), "States": states}
    return str(
        sfn.create_state_machine(name=name, definition=json.dumps(definition), roleArn=ROLE, type=kind)[
            "stateMachineArn"
        ]
    )


def test_running_then_succeeded_and_failed(labcloud: LabcloudProcess, sfn: Any):
    sqs, url = _status_queue(labcloud)
    ok = _machine(sfn, "ok", {"P": {"Type": "Pass", "Result": {"done": 1}, "End": True}})
    bad = _machine(sfn, "bad", {"F": {"Type": "Fail", "Error": "Oops", "Cause": "on purpose"}})
    first = sfn.start_execution(stateMachineArn=ok, name="one", input='{"n": 1}')["executionArn"]
    assert wait_done(sfn, first)["status"] == "SUCCEEDED"
    seen = _drain(sqs, url, 2)
    by_status = {e["detail"]["status"]: e for e in seen}
    assert sorted(by_status) == ["RUNNING", "SUCCEEDED"]
    running, succeeded = by_status["RUNNING"], by_status["SUCCEEDED"]
    assert running["source"] == "aws.states"
    assert running["detail-type"] == "Step Functions Execution Status Change"
    assert running["resources"] == [first]
    assert running["detail"]["stateMachineArn"] == ok
    assert running["detail"]["name"] == "one"
    assert running["detail"]["input"] == '{"n": 1}'
    assert running["detail"]["stopDate"] is None and running["detail"]["output"] is None
    assert isinstance(running["detail"]["startDate"], int)
    assert json.loads(succeeded["detail"]["output"]) == {"done": 1}
    assert succeeded["detail"]["stopDate"] >= succeeded["detail"]["startDate"]
    assert succeeded["detail"]["outputDetails"] == {"included": True}
    second = sfn.start_execution(stateMachineArn=bad, name="two")["executionArn"]
    assert wait_done(sfn, second)["status"] == "FAILED"
    failed = [e for e in _drain(sqs, url, 2) if e["detail"]["status"] == "FAILED"]
    assert [(e["resources"], e["detail"]["error"], e["detail"]["cause"]) for e in failed] == [
        ([second], "Oops", "on purpose")
    ]


def test_aborted_and_nothing_for_express(labcloud: LabcloudProcess, sfn: Any):
    sqs, url = _status_queue(labcloud)
    slow = _machine(sfn, "slow", {"W": {"Type": "Wait", "Seconds": 3600, "End": True}})
    execution = sfn.start_execution(stateMachineArn=slow)["executionArn"]
    sfn.stop_execution(executionArn=execution, error="Stop", cause="enough")
    statuses = sorted(e["detail"]["status"] for e in _drain(sqs, url, 2))
    assert statuses == ["ABORTED", "RUNNING"]
    quick = _machine(sfn, "quick", {"P": {"Type": "Pass", "End": True}}, kind="EXPRESS")
    sfn.start_execution(stateMachineArn=quick)
    assert _drain(sqs, url, 1, timeout=2) == []
