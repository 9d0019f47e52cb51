"""Jobs and their runs through boto3: a Python shell script read from S3 really runs (outside the server),
reads its arguments with awsglue's getResolvedOptions, writes to S3 with boto3 as the job's role, and its
stdout and stderr land in CloudWatch Logs; failures, concurrency, stopping, Spark refused, the job CRUD."""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.glue.jobs_setup import log_lines, role, script, wait

from labcloud.testing.server_process import LabcloudProcess

WRITER = """
import sys
import boto3
from awsglue.utils import getResolvedOptions

args = getResolvedOptions(sys.argv, ["JOB_NAME", "JOB_RUN_ID", "target", "greeting", "fixed"])
print("hello from", args["JOB_NAME"], args["greeting"], args["fixed"])
key = "out/" + args["JOB_RUN_ID"] + ".txt"
boto3.client("s3").put_object(Bucket=args["target"], Key=key, Body=args["greeting"].encode())
print("a warning", file=sys.stderr)
"""


def _code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def _job(glue: Any, arn: str, location: str, **extra: Any) -> str:
    name = f"job-{uuid.uuid4().hex[:8]}"
    glue.create_job(
        Name=name,
        Role=arn,
        Command={"Name": "pythonshell", "ScriptLocation": location, "PythonVersion": "3.9"},
        **extra,
    )
    return name


def test_a_python_shell_job_runs_writes_to_s3_and_logs(glue: Any, labcloud: LabcloudProcess) -> None:
    s3, logs = labcloud.boto3_client("s3"), labcloud.boto3_client("logs")
    bucket, location = script(s3, WRITER)
    name = _job(
        glue,
        role(labcloud.boto3_client("iam")),
        location,
        DefaultArguments={"--target": bucket, "--greeting": "default", "--fixed": "f"},
        NonOverridableArguments={"--fixed": "kept"},
    )
    with pytest.raises(ClientError) as exc:
        glue.start_job_run(JobName=name, Arguments={"--fixed": "changed"})
    assert _code(exc) == "InvalidInputException"
    run_id = glue.start_job_run(JobName=name, Arguments={"--greeting": "hi"})["JobRunId"]
    assert run_id.startswith("jr_") and len(run_id) == 67
    run = wait(glue, name, run_id)
    assert run["JobRunState"] == "SUCCEEDED", run.get("ErrorMessage")
    assert run["Arguments"] == {"--greeting": "hi"}
    assert run["Attempt"] == 0 and run["JobName"] == name and run["Timeout"] == 2880
    assert run["CompletedOn"] >= run["StartedOn"] and run["ExecutionTime"] >= 0
    assert run["MaxCapacity"] == 0.0625 and run["LogGroupName"] == "/aws-glue/python-jobs"
    body = s3.get_object(Bucket=bucket, Key=f"out/{run_id}.txt")["Body"].read()
    assert body == b"hi"
    assert log_lines(logs, "/aws-glue/python-jobs/output", run_id) == [f"hello from {name} hi kept"]
    assert log_lines(logs, "/aws-glue/python-jobs/error", run_id) == ["a warning"]
    runs = glue.get_job_runs(JobName=name)["JobRuns"]
    assert [r["Id"] for r in runs] == [run_id]


def test_a_failing_script_fails_its_run_with_the_error(glue: Any, labcloud: LabcloudProcess) -> None:
    s3, logs = labcloud.boto3_client("s3"), labcloud.boto3_client("logs")
    _bucket, location = script(s3, "raise ValueError('boom in the job')\n")
    name = _job(glue, role(labcloud.boto3_client("iam")), location, MaxRetries=1)
    run_id = glue.start_job_run(JobName=name)["JobRunId"]
    run = wait(glue, name, run_id)
    assert run["JobRunState"] == "FAILED"
    assert "ValueError: boom in the job" in run["ErrorMessage"]
    assert any("Traceback" in line for line in log_lines(logs, "/aws-glue/python-jobs/error", run_id))
    # MaxRetries 1: a second attempt follows, naming the first
    for _ in range(100):
        runs = glue.get_job_runs(JobName=name)["JobRuns"]
        if len(runs) == 2:
            break
        import time

        time.sleep(0.2)
    retry = runs[0]
    assert retry["Attempt"] == 1 and retry["PreviousRunId"] == run_id
    assert wait(glue, name, retry["Id"])["JobRunState"] == "FAILED"


def test_a_missing_script_or_untrusting_role_fails_the_run(glue: Any, labcloud: LabcloudProcess) -> None:
    iam = labcloud.boto3_client("iam")
    name = _job(glue, role(iam), f"s3://no-such-bucket-{uuid.uuid4().hex[:8]}/x.py")
    run = wait(glue, name, glue.start_job_run(JobName=name)["JobRunId"])
    assert run["JobRunState"] == "FAILED" and "NoSuchBucket" in run["ErrorMessage"]
    _bucket, location = script(labcloud.boto3_client("s3"), "print('x')\n")
    other = _job(glue, f"arn:aws:iam::{role(iam).split(':')[4]}:role/not-a-role", location)
    run = wait(glue, other, glue.start_job_run(JobName=other)["JobRunId"])
    assert run["JobRunState"] == "FAILED" and "cannot assume the role" in run["ErrorMessage"]


def test_concurrency_limit_and_stopping_a_run(glue: Any, labcloud: LabcloudProcess) -> None:
    _bucket, location = script(labcloud.boto3_client("s3"), "import time\nprint('start')\ntime.sleep(120)\n")
    name = _job(
        glue, role(labcloud.boto3_client("iam")), location, ExecutionProperty={"MaxConcurrentRuns": 1}
    )
    first = glue.start_job_run(JobName=name)["JobRunId"]
    with pytest.raises(ClientError) as exc:
        glue.start_job_run(JobName=name)
    assert _code(exc) == "ConcurrentRunsExceededException"
    answer = glue.batch_stop_job_run(JobName=name, JobRunIds=[first, "jr_missing"])
    assert answer["SuccessfulSubmissions"] == [{"JobName": name, "JobRunId": first}]
    assert [e["ErrorDetail"]["ErrorCode"] for e in answer["Errors"]] == ["EntityNotFoundException"]
    run = wait(glue, name, first, 30)
    assert run["JobRunState"] == "STOPPED"
    again = glue.batch_stop_job_run(JobName=name, JobRunIds=[first])
    assert [e["ErrorDetail"]["ErrorCode"] for e in again["Errors"]] == ["InvalidInputException"]
    second = glue.start_job_run(JobName=name)["JobRunId"]  # the slot is free again
    glue.batch_stop_job_run(JobName=name, JobRunIds=[second])
    assert wait(glue, name, second, 30)["JobRunState"] == "STOPPED"


def test_spark_jobs_are_stored_but_their_runs_refused(glue: Any) -> None:
    name = f"etl-{uuid.uuid4().hex[:8]}"
    glue.create_job(
        Name=name,
        Role="arn:aws:iam::000000000000:role/r",
        Command={"Name": "glueetl", "ScriptLocation": "s3://b/etl.py"},
        GlueVersion="4.0",
        WorkerType="G.1X",
        NumberOfWorkers=2,
    )
    job = glue.get_job(JobName=name)["Job"]
    assert job["Command"]["Name"] == "glueetl" and job["WorkerType"] == "G.1X" and job["NumberOfWorkers"] == 2
    with pytest.raises(ClientError) as exc:
        glue.start_job_run(JobName=name)
    assert _code(exc) == "InvalidInputException"
    assert "Spark" in exc.value.response["Error"]["Message"]
    stream = f"stream-{uuid.uuid4().hex[:8]}"
    glue.create_job(Name=stream, Role="r", Command={"Name": "gluestreaming", "ScriptLocation": "s3://b/s.py"})
    with pytest.raises(ClientError) as exc:
        glue.start_job_run(JobName=stream)
    assert _code(exc) == "InvalidInputException"


def test_job_crud_defaults_and_errors(glue: Any) -> None:
    name = f"job-{uuid.uuid4().hex[:8]}"
    command = {"Name": "pythonshell", "ScriptLocation": "s3://b/s.py"}
    assert glue.create_job(Name=name, Role="r", Command=command, Tags={"team": "a"})["Name"] == name
    job = glue.get_job(JobName=name)["Job"]
    assert job["MaxCapacity"] == 0.0625 and job["Timeout"] == 2880 and job["MaxRetries"] == 0
    assert job["ExecutionProperty"] == {"MaxConcurrentRuns": 1} and job["GlueVersion"] == "1.0"
    assert job["Command"]["PythonVersion"] == "3.9"
    with pytest.raises(ClientError) as exc:
        glue.create_job(Name=name, Role="r", Command=command)
    assert _code(exc) == "AlreadyExistsException"
    for bad in (
        {"Command": {**command, "Name": "spark"}},
        {"Command": command, "MaxCapacity": 0.5},
        {"Command": command, "WorkerType": "G.1X", "NumberOfWorkers": 2},
        {"Command": {**command, "PythonVersion": "2"}},
        {"Command": {**command, "ScriptLocation": "/local/file.py"}},
        {"Command": command, "Connections": {"Connections": ["c"]}},
        {"Command": command, "DefaultArguments": {"--JOB_NAME": "x"}},
        {"Command": command, "Timeout": 20000},
        {"Command": command, "ExecutionClass": "FLEX"},
    ):
        with pytest.raises(ClientError) as exc:
            glue.create_job(Name=f"bad-{uuid.uuid4().hex[:6]}", Role="r", **bad)
        assert _code(exc) == "InvalidInputException", bad
    glue.update_job(
        JobName=name, JobUpdate={"Role": "r2", "Command": command, "Timeout": 5, "MaxCapacity": 1.0}
    )
    job = glue.get_job(JobName=name)["Job"]
    assert job["Role"] == "r2" and job["Timeout"] == 5 and job["MaxCapacity"] == 1.0
    assert name in glue.list_jobs(Tags={"team": "a"})["JobNames"]
    assert name not in glue.list_jobs(Tags={"team": "b"})["JobNames"]
    assert name in [j["Name"] for j in glue.get_jobs()["Jobs"]]
    batch = glue.batch_get_jobs(JobNames=[name, "nope"])
    assert [j["Name"] for j in batch["Jobs"]] == [name] and batch["JobsNotFound"] == ["nope"]
    with pytest.raises(ClientError) as exc:
        glue.update_job(JobName="nope", JobUpdate={"Role": "r", "Command": command})
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.start_job_run(JobName="nope")
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.get_job_run(JobName=name, RunId="jr_nope")
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.start_job_run(JobName=name, JobRunId="jr_old")
    assert _code(exc) == "InvalidInputException"
    for bad_run in (
        {"AllocatedCapacity": 2},
        {"ExecutionClass": "FLEX"},
        {"MaxCapacity": 5.0},
        {"WorkerType": "G.1X", "NumberOfWorkers": 2},
        {"Arguments": {"--JOB_NAME": "other"}},
    ):
        with pytest.raises(ClientError) as exc:
            glue.start_job_run(JobName=name, **bad_run)
        assert _code(exc) == "InvalidInputException", bad_run
    assert glue.delete_job(JobName=name)["JobName"] == name
    assert glue.delete_job(JobName=name)["JobName"] == name  # quiet, as AWS's
    with pytest.raises(ClientError) as exc:
        glue.get_job(JobName=name)
    assert _code(exc) == "EntityNotFoundException"


def test_the_timeout_ends_a_run_as_timeout(tmp_path: Path) -> None:
    # a Glue minute of one second (LABCLOUD_GLUE_MINUTE_SECONDS), so Timeout=1 ends the run after 1 s
    server = LabcloudProcess(in_memory=True, env={**os.environ, "LABCLOUD_GLUE_MINUTE_SECONDS": "1"}).start()
    try:
        glue: Any = server.boto3_client("glue")
        _bucket, location = script(
            server.boto3_client("s3"), "import time\nprint('waiting')\ntime.sleep(600)\n"
        )
        name = _job(glue, role(server.boto3_client("iam")), location, Timeout=1)
        run = wait(glue, name, glue.start_job_run(JobName=name)["JobRunId"], 60)
        assert run["JobRunState"] == "TIMEOUT" and "timed out" in run["ErrorMessage"]
        lines = log_lines(server.boto3_client("logs"), "/aws-glue/python-jobs/output", run["Id"])
        assert lines == ["waiting"]
        # a run's own Timeout overrides the job's; NotifyDelayAfter sends "Glue Job Run Status" while it runs
        sqs = server.boto3_client("sqs")
        url = sqs.create_queue(QueueName="run-status")["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
        allow = {
            "Effect": "Allow",
            "Principal": {"Service": "events.amazonaws.com"},
            "Action": "sqs:SendMessage",
        }
        policy = {"Version": "2012-10-17", "Statement": [{**allow, "Resource": arn}]}
        sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(policy)})
        events = server.boto3_client("events")
        events.put_rule(Name="status", EventPattern=json.dumps({"detail-type": ["Glue Job Run Status"]}))
        events.put_targets(Rule="status", Targets=[{"Id": "q", "Arn": arn}])
        started = glue.start_job_run(JobName=name, Timeout=3, NotificationProperty={"NotifyDelayAfter": 1})
        other = wait(glue, name, started["JobRunId"], 60)
        assert other["JobRunState"] == "TIMEOUT" and other["Timeout"] == 3
        assert other["NotificationProperty"] == {"NotifyDelayAfter": 1}
        messages = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=5).get(
            "Messages", []
        )
        details = [json.loads(m["Body"])["detail"] for m in messages]
        assert [(d["jobRunId"], d["state"], d["notificationCondition"]) for d in details] == [
            (other["Id"], "RUNNING", {"NotifyDelayAfter": 1})
        ]
    finally:
        server.stop()


def test_a_run_past_its_memory_fails_with_memory_error(glue: Any, labcloud: LabcloudProcess) -> None:
    _bucket, location = script(labcloud.boto3_client("s3"), "hog = bytearray(3 * 1024 ** 3)\n")
    name = _job(glue, role(labcloud.boto3_client("iam")), location)
    run = wait(glue, name, glue.start_job_run(JobName=name)["JobRunId"])
    assert run["JobRunState"] == "FAILED" and "MemoryError" in run["ErrorMessage"]
