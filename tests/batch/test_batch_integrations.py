"""Batch with other services: "Batch Job State Change" events a rule matches (SUBMITTED, PENDING, RUNNABLE,
then FAILED after TerminateJob), an EventBridge rule whose target is a job queue (BatchParameters) submitting
a job per event, Step Functions' ``batch:submitJob`` and ``.sync`` (ended only by TerminateJob, failing the
state with States.TaskFailed) and ``aws-sdk:batch:*``."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _role(labcloud: LabcloudProcess, service: str) -> str:
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    iam = labcloud.boto3_client("iam")
    name = f"r-{uuid.uuid4().hex[:8]}"
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"])
    allowed = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "batch:*", "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="batch", PolicyDocument=json.dumps(allowed))
    return arn


def _wait(check: Any, timeout: float = 20.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def _drain(sqs: Any, url: str, want: int) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = []
    deadline = time.monotonic() + 20
    while len(got) < want and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            got.append(json.loads(message["Body"]))
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return got


def test_job_state_changes_reach_an_eventbridge_rule(
    labcloud: LabcloudProcess, batch: Any, queue: str, jobdef: str
) -> None:
    sqs = labcloud.boto3_client("sqs")
    events = labcloud.boto3_client("events")
    url = sqs.create_queue(QueueName=f"batch-events-{uuid.uuid4().hex[:6]}")["QueueUrl"]
    target = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": target,
    }
    sqs.set_queue_attributes(
        QueueUrl=url, Attributes={"Policy": json.dumps({"Version": "2012-10-17", "Statement": [statement]})}
    )
    rule = f"jobs-{uuid.uuid4().hex[:6]}"
    pattern = {
        "source": ["aws.batch"],
        "detail-type": ["Batch Job State Change"],
        "detail": {"jobQueue": [queue]},
    }
    events.put_rule(Name=rule, EventPattern=json.dumps(pattern))
    events.put_targets(Rule=rule, Targets=[{"Id": "q", "Arn": target}])
    job = batch.submit_job(jobName="watched", jobQueue=queue, jobDefinition=jobdef)
    seen = _drain(sqs, url, 3)
    assert [e["detail"]["status"] for e in seen] == ["SUBMITTED", "PENDING", "RUNNABLE"]
    assert all(e["resources"] == [job["jobArn"]] and e["detail"]["jobId"] == job["jobId"] for e in seen)
    batch.terminate_job(jobId=job["jobId"], reason="enough")
    ended = _drain(sqs, url, 1)
    assert [(e["detail"]["status"], e["detail"]["statusReason"]) for e in ended] == [("FAILED", "enough")]


def test_a_rule_targeting_a_job_queue_submits_a_job_per_event(
    labcloud: LabcloudProcess, batch: Any, queue: str, jobdef: str
) -> None:
    events = labcloud.boto3_client("events")
    rule = f"submit-{uuid.uuid4().hex[:6]}"
    events.put_rule(Name=rule, EventPattern=json.dumps({"source": ["my.app"]}))
    role = _role(labcloud, "events.amazonaws.com")
    with pytest.raises(ClientError) as caught:
        events.put_targets(Rule=rule, Targets=[{"Id": "t", "Arn": queue, "RoleArn": role}])
    assert caught.value.response["Error"]["Code"] == "ValidationException"  # BatchParameters required
    params = {"JobDefinition": jobdef, "JobName": "from-rule"}
    with pytest.raises(ClientError) as caught:
        events.put_targets(Rule=rule, Targets=[{"Id": "t", "Arn": queue, "BatchParameters": params}])
    assert caught.value.response["Error"]["Code"] == "ValidationException"  # RoleArn required
    events.put_targets(
        Rule=rule,
        Targets=[
            {
                "Id": "t",
                "Arn": queue,
                "RoleArn": role,
                "BatchParameters": params,
                "InputTransformer": {
                    "InputPathsMap": {"who": "$.detail.who"},
                    "InputTemplate": '{"Parameters": {"greeting": <who>}}',
                },
            }
        ],
    )
    events.put_events(
        Entries=[{"Source": "my.app", "DetailType": "go", "Detail": json.dumps({"who": "ann"})}]
    )
    listed = _wait(
        lambda: batch.list_jobs(jobQueue=queue, filters=[{"name": "JOB_NAME", "values": ["from-rule"]}])[
            "jobSummaryList"
        ]
    )
    assert len(listed) == 1
    job = batch.describe_jobs(jobs=[listed[0]["jobId"]])["jobs"][0]
    assert job["parameters"]["greeting"] == "ann" and job["container"]["command"] == ["echo", "ann"]


def _machine(labcloud: LabcloudProcess, resource: str, parameters: dict[str, Any]) -> str:
    definition = {
        "StartAt": "Submit",
        "States": {"Submit": {"Type": "Task", "Resource": resource, "Parameters": parameters, "End": True}},
    }
    sfn = labcloud.boto3_client("stepfunctions")
    made = sfn.create_state_machine(
        name=f"m-{uuid.uuid4().hex[:6]}",
        definition=json.dumps(definition),
        roleArn=_role(labcloud, "states.amazonaws.com"),
    )
    return str(made["stateMachineArn"])


def _finished(sfn: Any, arn: str) -> dict[str, Any]:
    return dict(_wait(lambda: (d := sfn.describe_execution(executionArn=arn))["status"] != "RUNNING" and d))


def test_step_functions_submit_job_and_sync(
    labcloud: LabcloudProcess, batch: Any, queue: str, jobdef: str
) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    params = {
        "JobName": "from-sfn",
        "JobQueue": queue,
        "JobDefinition": jobdef,
        "Parameters": {"greeting": "yo"},
    }
    quick = _machine(labcloud, "arn:aws:states:::batch:submitJob", params)
    done = _finished(sfn, sfn.start_execution(stateMachineArn=quick)["executionArn"])
    assert done["status"] == "SUCCEEDED", (done.get("error"), done.get("cause"))
    output = json.loads(done["output"])
    assert output["JobName"] == "from-sfn" and output["JobId"]

    waiting = _machine(labcloud, "arn:aws:states:::batch:submitJob.sync", {**params, "JobName": "sync-job"})
    execution = sfn.start_execution(stateMachineArn=waiting)["executionArn"]
    found = _wait(
        lambda: batch.list_jobs(jobQueue=queue, filters=[{"name": "JOB_NAME", "values": ["sync-job"]}])[
            "jobSummaryList"
        ]
    )
    job_id = found[0]["jobId"]
    _wait(lambda: batch.describe_jobs(jobs=[job_id])["jobs"][0]["status"] == "RUNNABLE")
    assert sfn.describe_execution(executionArn=execution)["status"] == "RUNNING"
    batch.terminate_job(jobId=job_id, reason="operator ended it")
    ended = _finished(sfn, execution)
    assert ended["status"] == "FAILED" and ended["error"] == "States.TaskFailed"
    cause = json.loads(ended["cause"])
    assert cause["Status"] == "FAILED" and cause["StatusReason"] == "operator ended it"

    sdk = _machine(labcloud, "arn:aws:states:::aws-sdk:batch:describeJobQueues", {"JobQueues": [queue]})
    described = _finished(sfn, sfn.start_execution(stateMachineArn=sdk)["executionArn"])
    assert described["status"] == "SUCCEEDED", described.get("cause")
    assert json.loads(described["output"])["JobQueues"][0]["JobQueueArn"] == queue
    missing = _machine(labcloud, "arn:aws:states:::batch:submitJob", {**params, "JobQueue": "no-such-queue"})
    failed = _finished(sfn, sfn.start_execution(stateMachineArn=missing)["executionArn"])
    assert failed["status"] == "FAILED" and failed["error"] == "Batch.ClientException"
