"""Activities: create/describe/list/delete/tags with AWS's errors, a Task on an activity waiting for a
worker (GetActivityTask's long poll hands out its input and token, SendTaskSuccess/Failure answer it,
heartbeats keep it alive, its timeouts fire), the history events it writes, the aws CLI, and a queued
activity task surviving kill -9."""

from __future__ import annotations

import json
import signal
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from sfn_helpers import ROLE, history, output, types, wait_done

from labcloud.testing.server_process import LabcloudProcess


def code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def worker_machine(sfn: Any, activity: str, **task: Any) -> str:
    definition = {
        "StartAt": "Work",
        "States": {
            "Work": {
                "Type": "Task",
                "Resource": activity,
                "Parameters": {"job.$": "$.job"},
                "ResultPath": "$.result",
                **task,
                "End": True,
            }
        },
    }
    return str(
        sfn.create_state_machine(
            name=f"w-{uuid.uuid4().hex[:10]}", definition=json.dumps(definition), roleArn=ROLE
        )["stateMachineArn"]
    )


def test_create_describe_list_tag_delete(sfn: Any) -> None:
    made = sfn.create_activity(name="resize", tags=[{"key": "team", "value": "img"}])
    arn = made["activityArn"]
    assert arn == "arn:aws:states:us-east-1:000000000000:activity:resize"
    assert sfn.create_activity(name="resize")["activityArn"] == arn  # idempotent
    with pytest.raises(ClientError) as exc:
        sfn.create_activity(name="resize", tags=[{"key": "team", "value": "other"}])
    assert code(exc) == "ActivityAlreadyExists"
    described = sfn.describe_activity(activityArn=arn)
    assert (described["name"], described["creationDate"]) == ("resize", made["creationDate"])
    sfn.tag_resource(resourceArn=arn, tags=[{"key": "env", "value": "dev"}])
    tags = sfn.list_tags_for_resource(resourceArn=arn)["tags"]
    assert sorted((t["key"], t["value"]) for t in tags) == [("env", "dev"), ("team", "img")]
    sfn.untag_resource(resourceArn=arn, tagKeys=["team"])
    assert sfn.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "env", "value": "dev"}]
    for i in range(3):
        sfn.create_activity(name=f"more-{i}")
    page = sfn.list_activities(maxResults=2)
    rest = sfn.list_activities(nextToken=page["nextToken"])
    names = [a["name"] for a in page["activities"] + rest["activities"]]
    assert names == ["more-0", "more-1", "more-2", "resize"]
    sfn.delete_activity(activityArn=arn)
    sfn.delete_activity(activityArn=arn)  # gone already: no error
    for call in (
        lambda: sfn.describe_activity(activityArn=arn),
        lambda: sfn.get_activity_task(activityArn=arn),
    ):
        with pytest.raises(ClientError) as exc:
            call()
        assert code(exc) == "ActivityDoesNotExist"
    with pytest.raises(ClientError) as exc:
        sfn.create_activity(name="x", tags=[{"key": f"k{i}", "value": "v"} for i in range(51)])
    assert code(exc) == "TooManyTags"
    with pytest.raises(ClientError) as exc:
        sfn.create_activity(
            name="x", encryptionConfiguration={"type": "CUSTOMER_MANAGED_KMS_KEY", "kmsKeyId": "k"}
        )
    assert code(exc) == "InvalidEncryptionConfiguration"
    with pytest.raises(ClientError) as exc:
        sfn.create_activity(name="bad name")
    assert code(exc) == "InvalidName"
    with pytest.raises(ClientError) as exc:
        sfn.describe_activity(activityArn="arn:aws:states:us-east-1:000000000000:stateMachine:x")
    assert code(exc) == "InvalidArn"


def test_a_worker_takes_the_task_and_answers_it(sfn: Any) -> None:
    activity = sfn.create_activity(name="work")["activityArn"]
    machine = worker_machine(sfn, activity, TimeoutSeconds=30, HeartbeatSeconds=10)
    # a poll that starts before the task exists is answered as soon as the task is scheduled
    got: dict[str, Any] = {}
    poller = threading.Thread(
        target=lambda: got.update(sfn.get_activity_task(activityArn=activity, workerName="w1"))
    )
    poller.start()
    time.sleep(0.3)
    execution = sfn.start_execution(stateMachineArn=machine, input=json.dumps({"job": "a"}))["executionArn"]
    poller.join(timeout=20)
    assert json.loads(got["input"]) == {"job": "a"}
    sfn.send_task_heartbeat(taskToken=got["taskToken"])
    sfn.send_task_success(taskToken=got["taskToken"], output=json.dumps({"done": True}))
    assert output(wait_done(sfn, execution)) == {"job": "a", "result": {"done": True}}
    events = history(sfn, execution)
    kinds = [e["type"] for e in events]
    assert kinds == [
        "ExecutionStarted",
        "TaskStateEntered",
        "ActivityScheduled",
        "ActivityStarted",
        "ActivitySucceeded",
        "TaskStateExited",
        "ExecutionSucceeded",
    ]
    scheduled = events[2]["activityScheduledEventDetails"]
    assert scheduled == {
        "resource": activity,
        "input": '{"job":"a"}',
        "inputDetails": {"truncated": False},
        "timeoutInSeconds": 30,
        "heartbeatInSeconds": 10,
    }
    assert events[3]["activityStartedEventDetails"] == {"workerName": "w1"}
    with pytest.raises(ClientError) as exc:  # the task is done
        sfn.send_task_success(taskToken=got["taskToken"], output="{}")
    assert code(exc) == "TaskTimedOut"

    # a failure fails the state with the worker's error
    execution = sfn.start_execution(stateMachineArn=machine, input=json.dumps({"job": "b"}))["executionArn"]
    task = sfn.get_activity_task(activityArn=activity)
    sfn.send_task_failure(taskToken=task["taskToken"], error="Resize.Failed", cause="too big")
    failed = wait_done(sfn, execution)
    assert (failed["status"], failed["error"], failed["cause"]) == ("FAILED", "Resize.Failed", "too big")
    assert "ActivityFailed" in types(sfn, execution)


def test_activity_timeouts(sfn: Any) -> None:
    activity = sfn.create_activity(name="slow")["activityArn"]
    never_taken = worker_machine(sfn, activity, TimeoutSeconds=1)
    execution = sfn.start_execution(stateMachineArn=never_taken, input='{"job": 1}')["executionArn"]
    timed_out = wait_done(sfn, execution)
    assert (timed_out["status"], timed_out["error"]) == ("FAILED", "States.Timeout")
    assert types(sfn, execution)[-3:] == ["ActivityScheduled", "ActivityTimedOut", "ExecutionFailed"]
    # the timed-out task is not handed to a worker afterwards: the next poll gets the next task
    no_beat = worker_machine(sfn, activity, HeartbeatSeconds=1)
    execution = sfn.start_execution(stateMachineArn=no_beat, input='{"job": 2}')["executionArn"]
    task = sfn.get_activity_task(activityArn=activity)
    assert json.loads(task["input"]) == {"job": 2}  # the first execution's task was withdrawn
    beaten = wait_done(sfn, execution)
    assert (beaten["status"], beaten["error"]) == ("FAILED", "States.HeartbeatTimeout")
    with pytest.raises(ClientError) as exc:
        sfn.send_task_success(taskToken=task["taskToken"], output="{}")
    assert code(exc) == "TaskTimedOut"


def test_a_missing_activity_fails_the_state(sfn: Any) -> None:
    machine = worker_machine(sfn, "arn:aws:states:us-east-1:000000000000:activity:nobody")
    execution = sfn.start_execution(stateMachineArn=machine, input='{"job": 1}')["executionArn"]
    done = wait_done(sfn, execution)
    assert (done["status"], done["error"]) == ("FAILED", "States.Runtime")
    assert "ActivityScheduleFailed" in types(sfn, execution)


def test_the_aws_cli_works_an_activity(labcloud: LabcloudProcess, sfn: Any) -> None:
    activity = labcloud.aws_json("stepfunctions", "create-activity", "--name", "cli-work")["activityArn"]
    machine = worker_machine(sfn, activity)
    execution = sfn.start_execution(stateMachineArn=machine, input='{"job": "cli"}')["executionArn"]
    task = labcloud.aws_json(
        "stepfunctions", "get-activity-task", "--activity-arn", activity, "--worker-name", "cli"
    )
    assert json.loads(task["input"]) == {"job": "cli"}
    labcloud.aws_json(
        "stepfunctions", "send-task-success", "--task-token", task["taskToken"], "--task-output", '"ok"'
    )
    assert output(wait_done(sfn, execution)) == {"job": "cli", "result": "ok"}
    listed = labcloud.aws_json("stepfunctions", "list-activities")
    assert [a["name"] for a in listed["activities"]] == ["cli-work"]


def test_a_queued_activity_task_survives_kill_9(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sfn = server.boto3_client(
            "stepfunctions", config=Config(retries={"max_attempts": 1}, read_timeout=70)
        )
        activity = sfn.create_activity(name="durable")["activityArn"]
        machine = worker_machine(sfn, activity)
        handed = sfn.start_execution(stateMachineArn=machine, input='{"job": "handed"}')["executionArn"]
        queued = sfn.start_execution(stateMachineArn=machine, input='{"job": "queued"}')["executionArn"]
        deadline = time.time() + 5
        while "ActivityScheduled" not in types(sfn, queued) and time.time() < deadline:
            time.sleep(0.05)
        first = sfn.get_activity_task(activityArn=activity, workerName="before")
        assert json.loads(first["input"]) == {"job": "handed"}
        server.stop(sig=signal.SIGKILL)
        server.start()
        sfn = server.boto3_client(
            "stepfunctions", config=Config(retries={"max_attempts": 1}, read_timeout=70)
        )
        assert sfn.describe_activity(activityArn=activity)["name"] == "durable"
        second = sfn.get_activity_task(activityArn=activity, workerName="after")
        assert json.loads(second["input"]) == {"job": "queued"}
        sfn.send_task_success(taskToken=first["taskToken"], output='"one"')  # handed out before the restart
        sfn.send_task_success(taskToken=second["taskToken"], output='"two"')
        assert output(wait_done(sfn, handed))["result"] == "one"
        assert output(wait_done(sfn, queued))["result"] == "two"
        kinds = types(sfn, handed)
        assert kinds.count("ActivityScheduled") == 1 and kinds.count("ActivityStarted") == 1
    finally:
        server.stop()


def test_an_aborted_execution_withdraws_its_task_and_a_redrive_queues_a_new_one(sfn: Any) -> None:
    activity = sfn.create_activity(name="withdrawn")["activityArn"]
    machine = worker_machine(sfn, activity)
    execution = sfn.start_execution(stateMachineArn=machine, input='{"job": "x"}')["executionArn"]
    deadline = time.time() + 5
    while "ActivityScheduled" not in types(sfn, execution) and time.time() < deadline:
        time.sleep(0.05)
    sfn.stop_execution(executionArn=execution)
    sfn.redrive_execution(executionArn=execution)
    task = sfn.get_activity_task(activityArn=activity, workerName="again")
    sfn.send_task_success(taskToken=task["taskToken"], output='"fresh"')
    assert output(wait_done(sfn, execution))["result"] == "fresh"
    kinds = types(sfn, execution)
    assert kinds.count("ActivityScheduled") == 2 and kinds.count("ActivityStarted") == 1


def test_an_express_machine_refuses_activities(sfn: Any) -> None:
    activity = sfn.create_activity(name="not-express")["activityArn"]
    inner = {"StartAt": "W", "States": {"W": {"Type": "Task", "Resource": activity, "End": True}}}
    definition = {"StartAt": "P", "States": {"P": {"Type": "Parallel", "Branches": [inner], "End": True}}}
    with pytest.raises(ClientError) as exc:
        sfn.create_state_machine(name="fast", definition=json.dumps(definition), roleArn=ROLE, type="EXPRESS")
    assert code(exc) == "InvalidDefinition"
    express = sfn.create_state_machine(
        name="fast",
        type="EXPRESS",
        roleArn=ROLE,
        definition=json.dumps({"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}}),
    )["stateMachineArn"]
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine(stateMachineArn=express, definition=json.dumps(definition))
    assert code(exc) == "InvalidDefinition"
