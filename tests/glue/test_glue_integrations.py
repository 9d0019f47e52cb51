"""Glue with the services around it: Step Functions' ``arn:aws:states:::glue:startJobRun`` (and ``.sync``,
waiting for the run's end) and "Glue Job State Change" events on the default EventBridge bus."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

from tests.glue.jobs_setup import role, script, wait

from labcloud.testing.server_process import LabcloudProcess

SFN_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _sfn_role(iam: Any) -> str:
    name = f"sfn-glue-{uuid.uuid4().hex[:8]}"
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(SFN_TRUST))["Role"]["Arn"])
    allow = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["glue:StartJobRun", "glue:GetJobRun", "glue:GetJobRuns", "glue:BatchStopJobRun"],
                "Resource": "*",
            }
        ],
    }
    iam.put_role_policy(RoleName=name, PolicyName="glue", PolicyDocument=json.dumps(allow))
    return arn


def _job(glue: Any, labcloud: LabcloudProcess, source: str) -> str:
    _bucket, location = script(labcloud.boto3_client("s3"), source)
    name = f"job-{uuid.uuid4().hex[:8]}"
    glue.create_job(
        Name=name,
        Role=role(labcloud.boto3_client("iam")),
        Command={"Name": "pythonshell", "ScriptLocation": location},
    )
    return name


def _execute(sfn: Any, role_arn: str, task: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    definition = {"StartAt": "Run", "States": {"Run": {**task, "End": True}}}
    machine = sfn.create_state_machine(
        name=f"m-{uuid.uuid4().hex[:8]}", definition=json.dumps(definition), roleArn=role_arn
    )["stateMachineArn"]
    arn = sfn.start_execution(stateMachineArn=machine, input=json.dumps(given))["executionArn"]
    deadline = time.monotonic() + 90
    while True:
        found = sfn.describe_execution(executionArn=arn)
        if found["status"] != "RUNNING" or time.monotonic() > deadline:
            return dict(found)
        time.sleep(0.2)


def test_step_functions_start_job_run_sync_waits_for_the_run(glue: Any, labcloud: LabcloudProcess) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    sfn_role = _sfn_role(labcloud.boto3_client("iam"))
    source = "import sys\nfrom awsglue.utils import getResolvedOptions\nprint(getResolvedOptions(sys.argv, ['who'])['who'])\n"
    name = _job(glue, labcloud, source)
    task = {
        "Type": "Task",
        "Resource": "arn:aws:states:::glue:startJobRun.sync",
        "Parameters": {"JobName": name, "Arguments": {"--who.$": "$.who"}},
    }
    done = _execute(sfn, sfn_role, task, {"who": "sfn"})
    assert done["status"] == "SUCCEEDED", done.get("cause")
    out = json.loads(done["output"])
    assert out["JobRunState"] == "SUCCEEDED" and out["JobName"] == name and out["Id"].startswith("jr_")
    assert out["Arguments"] == {"--who": "sfn"} and isinstance(out["CompletedOn"], int)
    assert glue.get_job_run(JobName=name, RunId=out["Id"])["JobRun"]["JobRunState"] == "SUCCEEDED"

    failing = _job(glue, labcloud, "import sys\nsys.exit(3)\n")
    failed = _execute(sfn, sfn_role, {**task, "Parameters": {"JobName": failing}}, {})
    assert failed["status"] == "FAILED" and failed["error"] == "States.TaskFailed"
    assert json.loads(failed["cause"])["JobRunState"] == "FAILED"

    started = _execute(sfn, sfn_role, {**task, "Resource": "arn:aws:states:::glue:startJobRun"}, {"who": "x"})
    assert started["status"] == "SUCCEEDED"
    run_id = json.loads(started["output"])["JobRunId"]
    assert wait(glue, name, run_id)["JobRunState"] == "SUCCEEDED"

    missing = _execute(sfn, sfn_role, {**task, "Parameters": {"JobName": "no-such-job"}}, {})
    assert missing["status"] == "FAILED" and missing["error"] == "Glue.EntityNotFoundException"


def test_glue_job_state_change_events_reach_the_default_bus(glue: Any, labcloud: LabcloudProcess) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName=f"glue-events-{uuid.uuid4().hex[:6]}")["QueueUrl"]
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
    pattern = {"source": ["aws.glue"], "detail-type": ["Glue Job State Change"]}
    events.put_rule(Name="glue-state", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="glue-state", Targets=[{"Id": "q", "Arn": arn}])
    ok = _job(glue, labcloud, "print('fine')\n")
    bad = _job(glue, labcloud, "raise RuntimeError('nope')\n")
    ok_run = glue.start_job_run(JobName=ok)["JobRunId"]
    bad_run = glue.start_job_run(JobName=bad)["JobRunId"]
    seen: dict[str, dict[str, Any]] = {}
    deadline = time.monotonic() + 60
    while len(seen) < 2 and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            event = json.loads(message["Body"])
            seen[event["detail"]["jobRunId"]] = event
    assert set(seen) == {ok_run, bad_run}
    good = seen[ok_run]
    assert good["source"] == "aws.glue" and good["detail-type"] == "Glue Job State Change"
    assert good["detail"] == {
        "jobName": ok,
        "severity": "INFO",
        "state": "SUCCEEDED",
        "jobRunId": ok_run,
        "message": "Job run succeeded",
    }
    failed = seen[bad_run]["detail"]
    assert failed["state"] == "FAILED" and failed["severity"] == "ERROR"
    assert "RuntimeError: nope" in failed["message"]


def test_the_view_map_shows_the_catalog_and_jobs(glue: Any, labcloud: LabcloudProcess) -> None:
    glue.create_database(DatabaseInput={"Name": "mapped"})
    table = {
        "Name": "t",
        "StorageDescriptor": {"Columns": [{"Name": "a", "Type": "int"}], "Location": "s3://data-bkt/t/"},
    }
    glue.create_table(DatabaseName="mapped", TableInput=table)
    name = _job(glue, labcloud, "raise SystemExit(1)\n")
    assert wait(glue, name, glue.start_job_run(JobName=name)["JobRunId"])["JobRunState"] == "FAILED"
    glue.create_crawler(Name="c", Role="r", DatabaseName="mapped", Targets={})
    document = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in document["nodes"]}
    edges = {(e["kind"], e["from"], e["to"]) for e in document["edges"]}
    assert nodes["glue:database/mapped"]["kind"] == "glue.database"
    assert nodes["glue:table/mapped/t"]["facts"]["columns"] == 1
    job = nodes[f"glue:job/{name}"]
    assert job["facts"]["last_run"] == "FAILED" and job["status"] != "ok"
    assert ("table-of", "glue:table/mapped/t", "glue:database/mapped") in edges
    assert ("data-in", "glue:table/mapped/t", "arn:aws:s3:::data-bkt") in edges
    assert ("fills", "glue:crawler/c", "glue:database/mapped") in edges
    assert any(kind == "script-in" and source == f"glue:job/{name}" for kind, source, _ in edges)


def test_stopping_the_execution_stops_the_run_it_waits_for(glue: Any, labcloud: LabcloudProcess) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    sfn_role = _sfn_role(labcloud.boto3_client("iam"))
    name = _job(glue, labcloud, "import time\ntime.sleep(120)\n")
    task = {
        "Type": "Task",
        "Resource": "arn:aws:states:::glue:startJobRun.sync",
        "Parameters": {"JobName": name},
    }
    definition = {"StartAt": "Run", "States": {"Run": {**task, "End": True}}}
    machine = sfn.create_state_machine(name="stopper", definition=json.dumps(definition), roleArn=sfn_role)
    arn = sfn.start_execution(stateMachineArn=machine["stateMachineArn"])["executionArn"]
    deadline = time.monotonic() + 30
    while not glue.get_job_runs(JobName=name)["JobRuns"]:
        assert time.monotonic() < deadline
        time.sleep(0.1)
    run_id = glue.get_job_runs(JobName=name)["JobRuns"][0]["Id"]
    sfn.stop_execution(executionArn=arn)
    assert wait(glue, name, run_id, 30)["JobRunState"] == "STOPPED"
