"""Durability: a standard execution survives kill -9 of the server and resumes from its last completed
transition (a Wait keeps its deadline, a task-token wait keeps its token and is not sent again), and
finished executions and machines are still there after the restart."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path
from typing import Any

from botocore.config import Config
from sfn_helpers import ROLE, history, output, types, wait_done

from labcloud.testing.server_process import LabcloudProcess


def client(server: LabcloudProcess) -> Any:
    return server.boto3_client(
        "stepfunctions", config=Config(retries={"max_attempts": 1}, inject_host_prefix=False)
    )


def kill_and_restart(server: LabcloudProcess) -> None:
    server.stop(sig=signal.SIGKILL)
    server.start()


def test_a_wait_resumes_after_kill_9(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sfn = client(server)
        arn = sfn.create_state_machine(
            name="durable",
            roleArn=ROLE,
            definition=json.dumps(
                {
                    "StartAt": "Before",
                    "States": {
                        "Before": {
                            "Type": "Pass",
                            "Result": "b",
                            "ResultPath": "$.before",
                            "Next": "Remember",
                        },
                        "Remember": {
                            "Type": "Pass",
                            "QueryLanguage": "JSONata",
                            "Assign": {"kept": "{% $states.input.n + 1 %}"},
                            "Next": "Sleep",
                        },
                        "Sleep": {"Type": "Wait", "Seconds": 3, "Next": "After"},
                        "After": {
                            "Type": "Pass",
                            "QueryLanguage": "JSONata",
                            "Output": "{% $merge([$states.input, {'after': 'a', 'kept': $kept}]) %}",
                            "End": True,
                        },
                    },
                }
            ),
        )["stateMachineArn"]
        done = sfn.start_execution(stateMachineArn=arn, name="finished-before", input="{}")["executionArn"]
        execution = sfn.start_execution(stateMachineArn=arn, name="mid", input='{"n":1}')["executionArn"]
        deadline = time.time() + 10
        while "WaitStateEntered" not in types(sfn, execution) and time.time() < deadline:
            time.sleep(0.05)
        server.stop(sig=signal.SIGKILL)
        time.sleep(4)  # down for longer than the 3 s wait: its deadline passes while nothing runs
        server.start()
        back = time.time()
        sfn = client(server)
        result = wait_done(sfn, execution, 30)
        assert output(result) == {"n": 1, "before": "b", "after": "a", "kept": 2}  # the variable survived
        events = history(sfn, execution)
        stamps = {e["type"]: e["timestamp"].timestamp() for e in events}
        # the deadline was kept: the wait ended as soon as the server was back, not 3 s after
        assert stamps["WaitStateExited"] - stamps["WaitStateEntered"] >= 3
        assert stamps["WaitStateExited"] < back + 2
        assert [e["type"] for e in events] == [
            "ExecutionStarted",
            "PassStateEntered",
            "PassStateExited",
            "PassStateEntered",
            "PassStateExited",
            "WaitStateEntered",
            "WaitStateExited",
            "PassStateEntered",
            "PassStateExited",
            "ExecutionSucceeded",
        ]
        assert [e["id"] for e in events] == list(range(1, 11))
        assert wait_done(sfn, done)["status"] == "SUCCEEDED"
        assert [m["name"] for m in sfn.list_state_machines()["stateMachines"]] == ["durable"]
    finally:
        server.stop()


def test_a_task_token_wait_survives_kill_9_without_sending_twice(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sfn = client(server)
        sqs = server.boto3_client("sqs")
        iam = server.boto3_client("iam")
        role = iam.create_role(
            RoleName="sfn",
            AssumeRolePolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"Service": "states.amazonaws.com"},
                            "Action": "sts:AssumeRole",
                        }
                    ],
                }
            ),
        )["Role"]["Arn"]
        iam.attach_role_policy(RoleName="sfn", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSFullAccess")
        url = sqs.create_queue(QueueName="tokens")["QueueUrl"]
        arn = sfn.create_state_machine(
            name="approval",
            roleArn=role,
            definition=json.dumps(
                {
                    "StartAt": "Ask",
                    "States": {
                        "Ask": {
                            "Type": "Task",
                            "Resource": "arn:aws:states:::sqs:sendMessage.waitForTaskToken",
                            "Parameters": {"QueueUrl": url, "MessageBody.$": "$$.Task.Token"},
                            "End": True,
                        }
                    },
                }
            ),
        )["stateMachineArn"]
        execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
        messages: list[dict[str, Any]] = []
        deadline = time.time() + 20
        while not messages and time.time() < deadline:
            messages = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1).get("Messages", [])
        token = messages[0]["Body"]
        sqs.delete_message(QueueUrl=url, ReceiptHandle=messages[0]["ReceiptHandle"])
        deadline = time.time() + 10
        while "TaskSubmitted" not in types(sfn, execution) and time.time() < deadline:
            time.sleep(0.05)
        kill_and_restart(server)
        sfn = client(server)
        sqs = server.boto3_client("sqs")
        assert sfn.describe_execution(executionArn=execution)["status"] == "RUNNING"
        sfn.send_task_success(taskToken=token, output='{"approved":true}')
        assert output(wait_done(sfn, execution)) == {"approved": True}
        assert sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1).get("Messages", []) == []
        assert types(sfn, execution) == [
            "ExecutionStarted",
            "TaskStateEntered",
            "TaskScheduled",
            "TaskStarted",
            "TaskSubmitted",
            "TaskSucceeded",
            "TaskStateExited",
            "ExecutionSucceeded",
        ]
    finally:
        server.stop()
