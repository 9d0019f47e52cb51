"""The ``aws`` CLI against Batch, what Batch answered 2xx for surviving a restart (a job keeps its status and
reason), IAM's ``batch:`` actions on job queue and job definition ARNs (with ``iam:PassRole`` for a job
definition's roles), and the view's map drawing compute environments and queues with the note that no
job runs."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from batch_helpers import fargate_container, fargate_resources, unique
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_the_aws_cli_submits_and_refuses(labcloud: LabcloudProcess, queue: str, jobdef: str) -> None:
    submitted = labcloud.aws_json(
        "batch", "submit-job", "--job-name", "cli", "--job-queue", queue, "--job-definition", jobdef
    )
    described = labcloud.aws_json("batch", "describe-jobs", "--jobs", submitted["jobId"])["jobs"][0]
    assert described["jobName"] == "cli" and described["jobQueue"] == queue
    bad = labcloud.aws(
        "batch",
        "submit-job",
        "--job-name",
        "x",
        "--job-queue",
        "nope",
        "--job-definition",
        jobdef,
        check=False,
    )
    assert bad.returncode != 0 and "ClientException" in bad.stderr


def _network(server: LabcloudProcess) -> dict[str, str]:
    ec2 = server.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.61.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.61.1.0/24")["Subnet"]["SubnetId"]
    group = ec2.create_security_group(GroupName="kept", Description="kept", VpcId=vpc)["GroupId"]
    return {"vpc": vpc, "subnet": subnet, "sg": group}


def test_what_batch_answered_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        batch = server.boto3_client("batch")
        env = batch.create_compute_environment(
            computeEnvironmentName="kept",
            type="MANAGED",
            computeResources=fargate_resources(_network(server)),
            tags={"k": "v"},
        )["computeEnvironmentArn"]
        queue = batch.create_job_queue(
            jobQueueName="kept", priority=3, computeEnvironmentOrder=[{"order": 1, "computeEnvironment": env}]
        )["jobQueueArn"]
        definition = batch.register_job_definition(
            jobDefinitionName="kept",
            type="container",
            containerProperties={"image": "busybox", "vcpus": 1, "memory": 128},
            platformCapabilities=["EC2"],
        )
        batch.deregister_job_definition(jobDefinition=definition["jobDefinitionArn"])
        fargate = batch.register_job_definition(
            jobDefinitionName="kept-fg",
            type="container",
            platformCapabilities=["FARGATE"],
            containerProperties={
                k: v for k, v in fargate_container("unused").items() if k != "executionRoleArn"
            },
        )
        ended = batch.submit_job(jobName="ended", jobQueue=queue, jobDefinition=fargate["jobDefinitionArn"])
        batch.terminate_job(jobId=ended["jobId"], reason="by hand")
        waiting = batch.submit_job(
            jobName="waiting", jobQueue=queue, jobDefinition=fargate["jobDefinitionArn"]
        )
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        batch = again.boto3_client("batch")
        found = batch.describe_compute_environments(computeEnvironments=["kept"])["computeEnvironments"][0]
        assert found["tags"] == {"k": "v"} and found["status"] in ("CREATING", "VALID")
        deadline = time.monotonic() + 10  # CREATING lasts one second of the clock, restart or not
        while found["status"] != "VALID" and time.monotonic() < deadline:
            time.sleep(0.05)
            found = batch.describe_compute_environments(computeEnvironments=["kept"])["computeEnvironments"][
                0
            ]
        assert found["status"] == "VALID"
        assert batch.describe_job_queues(jobQueues=["kept"])["jobQueues"][0]["priority"] == 3
        again_def = batch.register_job_definition(
            jobDefinitionName="kept",
            type="container",
            containerProperties={"image": "busybox", "vcpus": 1, "memory": 128},
        )
        assert again_def["revision"] == 2  # revision 1, deregistered, is not reused after a restart
        jobs = {j["jobName"]: j for j in batch.describe_jobs(jobs=[ended["jobId"], waiting["jobId"]])["jobs"]}
        assert (jobs["ended"]["status"], jobs["ended"]["statusReason"]) == ("FAILED", "by hand")
        assert jobs["waiting"]["status"] in ("SUBMITTED", "PENDING", "RUNNABLE")
        deadline = time.monotonic() + 10  # each step is a second of the clock; the restart keeps its place
        while jobs["waiting"]["status"] != "RUNNABLE" and time.monotonic() < deadline:
            time.sleep(0.05)
            jobs["waiting"] = batch.describe_jobs(jobs=[waiting["jobId"]])["jobs"][0]
        assert jobs["waiting"]["status"] == "RUNNABLE"
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _user(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> Any:
    iam = server.boto3_client("iam")
    iam.create_user(UserName=name)
    key = iam.create_access_key(UserName=name)["AccessKey"]
    iam.put_user_policy(
        UserName=name,
        PolicyName="p",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": statements}),
    )
    return server.boto3_client(
        "batch", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )


def test_iam_grants_submit_job_on_the_queue_and_the_definition(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("batch")
    env = root.create_compute_environment(
        computeEnvironmentName="iam-ce",
        type="MANAGED",
        computeResources=fargate_resources(_network(enforcing)),
    )["computeEnvironmentArn"]
    order = [{"order": 1, "computeEnvironment": env}]
    mine = root.create_job_queue(jobQueueName="mine", priority=1, computeEnvironmentOrder=order)[
        "jobQueueArn"
    ]
    root.create_job_queue(jobQueueName="theirs", priority=1, computeEnvironmentOrder=order)
    container = {k: v for k, v in fargate_container("x").items() if k != "executionRoleArn"}
    definition = root.register_job_definition(
        jobDefinitionName="iam-jd",
        type="container",
        platformCapabilities=["FARGATE"],
        containerProperties=container,
    )["jobDefinitionArn"]
    batch = _user(
        enforcing,
        "submitter",
        [
            {
                "Effect": "Allow",
                "Action": "batch:SubmitJob",
                "Resource": [mine, definition.rsplit(":", 1)[0] + ":*"],
            }
        ],
    )
    assert batch.submit_job(jobName="ok", jobQueue="mine", jobDefinition="iam-jd")["jobName"] == "ok"
    for call, kwargs in (
        (batch.submit_job, {"jobName": "no", "jobQueue": "theirs", "jobDefinition": "iam-jd"}),
        (batch.describe_job_queues, {}),
        (batch.terminate_job, {"jobId": "x", "reason": "y"}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException"


def test_registering_a_job_role_needs_pass_role(enforcing: LabcloudProcess) -> None:
    iam = enforcing.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "ecs-tasks.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    role = iam.create_role(RoleName="job-role", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    batch = _user(
        enforcing, "deployer", [{"Effect": "Allow", "Action": "batch:RegisterJobDefinition", "Resource": "*"}]
    )
    plain = {"image": "busybox", "vcpus": 1, "memory": 128}
    assert (
        batch.register_job_definition(jobDefinitionName="plain", type="container", containerProperties=plain)[
            "revision"
        ]
        == 1
    )
    with pytest.raises(ClientError) as caught:
        batch.register_job_definition(
            jobDefinitionName="roled", type="container", containerProperties={**plain, "jobRoleArn": role}
        )
    assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
    assert "iam:PassRole" in caught.value.response["Error"]["Message"]


def test_the_map_draws_environments_and_queues_saying_no_job_runs(
    labcloud: LabcloudProcess, batch: Any, environment: str, queue: str, jobdef: str, network: dict[str, str]
) -> None:
    batch.submit_job(jobName=unique("drawn"), jobQueue=queue, jobDefinition=jobdef)
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[environment]["kind"] == "batch.compute_environment"
    assert "runs no Batch jobs" in nodes[queue]["facts"]["note"]
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
    assert ("uses", queue, environment) in edges
    assert ("in-subnet", environment, network["subnet"]) in edges
