"""Batch's control plane with boto3: compute environments checked against EC2 and IAM and their lifecycle
(CREATING then VALID, delete only when DISABLED and in no queue), job queues, scheduling policies, job
definition revisions never reused, jobs that go SUBMITTED → PENDING → RUNNABLE on the clock and stay there,
parameters substituted, arrays, dependencies, ListJobs filters and paging, CancelJob/TerminateJob, tags,
and every refusal's exact error code."""

from __future__ import annotations

import time
from typing import Any

import pytest
from batch_helpers import fargate_container, fargate_resources, unique
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def _message(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    assert caught.value.response["Error"]["Code"] == "ClientException"
    return str(caught.value.response["Error"]["Message"])


def _until(check: Any, timeout: float = 10.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def _status(batch: Any, job_id: str) -> str:
    return str(batch.describe_jobs(jobs=[job_id])["jobs"][0]["status"])


def test_compute_environment_lifecycle_and_checks(
    batch: Any, network: dict[str, str], labcloud: LabcloudProcess
) -> None:
    name = unique("ce")
    made = batch.create_compute_environment(
        computeEnvironmentName=name,
        type="MANAGED",
        computeResources=fargate_resources(network),
        tags={"team": "a"},
    )
    assert made["computeEnvironmentArn"].endswith(f":compute-environment/{name}")
    first = batch.describe_compute_environments(computeEnvironments=[name])["computeEnvironments"][0]
    assert first["status"] in ("CREATING", "VALID") and first["state"] == "ENABLED"
    valid = _until(
        lambda: (
            (e := batch.describe_compute_environments(computeEnvironments=[name])["computeEnvironments"][0])[
                "status"
            ]
            == "VALID"
            and e
        )
    )
    assert valid["tags"] == {"team": "a"} and "record" in valid["statusReason"]
    assert valid["serviceRole"].endswith("/AWSServiceRoleForBatch")
    assert "Object already exists" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=name,
        type="MANAGED",
        computeResources=fargate_resources(network),
    )
    bad_subnet = fargate_resources(network, subnets=["subnet-0000000000000000f"])
    assert "does not exist" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=unique("ce"),
        type="MANAGED",
        computeResources=bad_subnet,
    )
    assert "does not exist" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=unique("ce"),
        type="MANAGED",
        computeResources=fargate_resources(network),
        serviceRole="arn:aws:iam::000000000000:role/missing-role",
    )
    ec2_no_role = {**fargate_resources(network), "type": "EC2", "instanceTypes": ["optimal"]}
    assert "instanceRole" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=unique("ce"),
        type="MANAGED",
        computeResources=ec2_no_role,
    )
    assert "Fargate compute environments do not support instanceTypes" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=unique("ce"),
        type="MANAGED",
        computeResources=fargate_resources(network, instanceTypes=["m5.large"]),
    )
    assert "labcloud does not support UNMANAGED" in _message(
        batch.create_compute_environment, computeEnvironmentName=unique("ce"), type="UNMANAGED"
    )
    queue = batch.create_job_queue(
        jobQueueName=unique("q"),
        priority=5,
        computeEnvironmentOrder=[{"order": 1, "computeEnvironment": name}],
    )
    assert _message(batch.delete_compute_environment, computeEnvironment=name) == (
        "Cannot delete, resource is not in DISABLED state"
    )
    batch.update_compute_environment(computeEnvironment=name, state="DISABLED")
    assert batch.describe_compute_environments(computeEnvironments=[name])["computeEnvironments"][0][
        "status"
    ] == ("UPDATING")
    _until(
        lambda: (
            batch.describe_compute_environments(computeEnvironments=[name])["computeEnvironments"][0][
                "status"
            ]
            == "VALID"
        )
    )
    assert _message(batch.delete_compute_environment, computeEnvironment=name) == (
        "Cannot delete, found existing JobQueue relationship"
    )
    batch.update_job_queue(jobQueue=queue["jobQueueArn"], state="DISABLED")
    batch.delete_job_queue(jobQueue=queue["jobQueueArn"])
    batch.delete_compute_environment(computeEnvironment=made["computeEnvironmentArn"])
    assert batch.describe_compute_environments(computeEnvironments=[name])["computeEnvironments"] == []
    assert "does not exist" in _message(batch.delete_compute_environment, computeEnvironment=name)


def test_an_ec2_environment_needs_an_instance_profile(
    batch: Any, network: dict[str, str], labcloud: LabcloudProcess
) -> None:
    iam = labcloud.boto3_client("iam")
    profile = iam.create_instance_profile(InstanceProfileName=unique("ecsInstance"))["InstanceProfile"]
    resources = {
        **fargate_resources(network),
        "type": "SPOT",
        "instanceTypes": ["optimal"],
        "minvCpus": 0,
        "desiredvCpus": 2,
        "instanceRole": profile["InstanceProfileName"],
    }
    name = unique("ec2")
    batch.create_compute_environment(computeEnvironmentName=name, type="MANAGED", computeResources=resources)
    found = batch.describe_compute_environments(computeEnvironments=[name])["computeEnvironments"][0]
    assert found["computeResources"]["instanceRole"] == profile["Arn"]
    assert found["computeResources"]["allocationStrategy"] == "BEST_FIT"
    assert "does not exist" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=unique("ec2"),
        type="MANAGED",
        computeResources={**resources, "instanceRole": "no-such-profile"},
    )
    assert "minvCpus <= desiredvCpus <= maxvCpus" in _message(
        batch.create_compute_environment,
        computeEnvironmentName=unique("ec2"),
        type="MANAGED",
        computeResources={**resources, "desiredvCpus": 64},
    )
    fargate = batch.create_compute_environment(
        computeEnvironmentName=unique("fg"), type="MANAGED", computeResources=fargate_resources(network)
    )
    assert "cannot mix Fargate and EC2" in _message(
        batch.create_job_queue,
        jobQueueName=unique("q"),
        priority=1,
        computeEnvironmentOrder=[
            {"order": 1, "computeEnvironment": name},
            {"order": 2, "computeEnvironment": fargate["computeEnvironmentArn"]},
        ],
    )


def test_queues_and_scheduling_policies(batch: Any, environment: str) -> None:
    policy = batch.create_scheduling_policy(
        name=unique("fair"),
        fairsharePolicy={"shareDecaySeconds": 3600, "shareDistribution": [{"shareIdentifier": "A"}]},
    )
    name = unique("q")
    batch.create_job_queue(
        jobQueueName=name,
        priority=10,
        schedulingPolicyArn=policy["arn"],
        computeEnvironmentOrder=[{"order": 1, "computeEnvironment": environment}],
    )
    queue = batch.describe_job_queues(jobQueues=[name])["jobQueues"][0]
    assert queue["schedulingPolicyArn"] == policy["arn"] and queue["priority"] == 10
    assert (
        _message(batch.delete_scheduling_policy, arn=policy["arn"])
        == "Cannot delete, found existing JobQueue relationship"
    )
    described = batch.describe_scheduling_policies(arns=[policy["arn"]])["schedulingPolicies"][0]
    assert described["fairsharePolicy"]["shareDecaySeconds"] == 3600
    assert {"arn": policy["arn"]} in batch.list_scheduling_policies()["schedulingPolicies"]
    assert "does not exist" in _message(
        batch.create_job_queue,
        jobQueueName=unique("q"),
        priority=1,
        computeEnvironmentOrder=[{"order": 1, "computeEnvironment": "nope"}],
    )
    assert "priority must be between 0 and 1000" in _message(
        batch.create_job_queue,
        jobQueueName=unique("q"),
        priority=5000,
        computeEnvironmentOrder=[{"order": 1, "computeEnvironment": environment}],
    )
    assert "Cannot delete, resource is not in DISABLED state" == _message(
        batch.delete_job_queue, jobQueue=name
    )
    assert "not found" in _message(batch.update_job_queue, jobQueue="missing-queue", priority=3)
    assert (
        _code(batch.create_job_queue, jobQueueName=name, priority=1, computeEnvironmentOrder=[])
        == "ClientException"
    )


def test_job_definition_revisions_are_never_reused(batch: Any, role: str) -> None:
    name = unique("jd")
    args: dict[str, Any] = {
        "jobDefinitionName": name,
        "type": "container",
        "platformCapabilities": ["FARGATE"],
        "containerProperties": fargate_container(role),
    }
    one = batch.register_job_definition(**args)
    two = batch.register_job_definition(**args)
    assert (one["revision"], two["revision"]) == (1, 2)
    batch.deregister_job_definition(jobDefinition=f"{name}:2")
    three = batch.register_job_definition(**args)
    assert three["revision"] == 3 and three["jobDefinitionArn"].endswith(f"{name}:3")
    listed = batch.describe_job_definitions(jobDefinitionName=name)["jobDefinitions"]
    assert [(d["revision"], d["status"]) for d in listed] == [(1, "ACTIVE"), (2, "INACTIVE"), (3, "ACTIVE")]
    active = batch.describe_job_definitions(jobDefinitionName=name, status="ACTIVE")["jobDefinitions"]
    assert [d["revision"] for d in active] == [1, 3]
    assert "labcloud does not support multinode" in _message(
        batch.register_job_definition,
        jobDefinitionName=name,
        type="multinode",
        nodeProperties={"numNodes": 2, "mainNode": 0, "nodeRangeProperties": []},
    )
    assert "labcloud does not support EKS" in _message(
        batch.register_job_definition,
        jobDefinitionName=name,
        type="container",
        eksProperties={"podProperties": {}},
    )
    no_memory = fargate_container(role, resourceRequirements=[{"type": "VCPU", "value": "1"}])
    assert "VCPU and MEMORY" in _message(
        batch.register_job_definition,
        jobDefinitionName=name,
        type="container",
        platformCapabilities=["FARGATE"],
        containerProperties=no_memory,
    )
    assert "does not exist" in _message(
        batch.register_job_definition,
        jobDefinitionName=name,
        type="container",
        platformCapabilities=["FARGATE"],
        containerProperties=fargate_container("arn:aws:iam::000000000000:role/nobody"),
    )
    assert "does not exist" in _message(batch.deregister_job_definition, jobDefinition=f"{name}:99")


def test_a_job_goes_to_runnable_and_stays_until_terminated(batch: Any, queue: str, jobdef: str) -> None:
    job = batch.submit_job(
        jobName="greet",
        jobQueue=queue,
        jobDefinition=jobdef,
        parameters={"greeting": "hi"},
        retryStrategy={"attempts": 3},
        timeout={"attemptDurationSeconds": 120},
        tags={"run": "1"},
    )
    first = batch.describe_jobs(jobs=[job["jobId"]])["jobs"][0]
    assert first["status"] in ("SUBMITTED", "PENDING")
    assert first["container"]["command"] == ["echo", "hi"]
    assert first["retryStrategy"] == {"attempts": 3} and first["timeout"] == {"attemptDurationSeconds": 120}
    assert _until(lambda: _status(batch, job["jobId"]) == "RUNNABLE")
    runnable = batch.describe_jobs(jobs=[job["jobArn"]])["jobs"][0]
    assert "runs no containers" in runnable["statusReason"] and "stoppedAt" not in runnable
    listed = batch.list_jobs(jobQueue=queue, jobStatus="RUNNABLE")["jobSummaryList"]
    assert [s["jobId"] for s in listed] == [job["jobId"]]
    assert batch.list_jobs(jobQueue=queue)["jobSummaryList"] == []  # RUNNING is the default status
    batch.terminate_job(jobId=job["jobId"], reason="stopped by the test")
    ended = batch.describe_jobs(jobs=[job["jobId"]])["jobs"][0]
    assert (ended["status"], ended["statusReason"]) == ("FAILED", "stopped by the test")
    assert ended["stoppedAt"] >= ended["createdAt"]
    batch.cancel_job(jobId=job["jobId"], reason="again")  # an ended job stays as it ended
    assert batch.describe_jobs(jobs=[job["jobId"]])["jobs"][0]["statusReason"] == "stopped by the test"
    assert batch.list_tags_for_resource(resourceArn=job["jobArn"])["tags"] == {"run": "1"}
    assert "not found" in _message(
        batch.terminate_job, jobId="00000000-0000-0000-0000-000000000000", reason="x"
    )


def test_submit_refusals(
    batch: Any, queue: str, jobdef: str, network: dict[str, str], labcloud: LabcloudProcess
) -> None:
    assert "not found" in _message(batch.submit_job, jobName="j", jobQueue="no-queue", jobDefinition=jobdef)
    assert "does not exist" in _message(
        batch.submit_job, jobName="j", jobQueue=queue, jobDefinition="nothing:1"
    )
    assert "arrayProperties.size" in _message(
        batch.submit_job, jobName="j", jobQueue=queue, jobDefinition=jobdef, arrayProperties={"size": 1}
    )
    assert "Dependent job ID" in _message(
        batch.submit_job, jobName="j", jobQueue=queue, jobDefinition=jobdef, dependsOn=[{"jobId": "nope"}]
    )
    assert "labcloud does not support EKS" in _message(
        batch.submit_job, jobName="j", jobQueue=queue, jobDefinition=jobdef, eksPropertiesOverride={}
    )
    assert "jobName" in _message(batch.submit_job, jobName="-bad", jobQueue=queue, jobDefinition=jobdef)
    ec2_def = batch.register_job_definition(
        jobDefinitionName=unique("ec2"),
        type="container",
        containerProperties={"image": "busybox", "vcpus": 1, "memory": 128},
    )
    assert "does not match" in _message(
        batch.submit_job, jobName="j", jobQueue=queue, jobDefinition=ec2_def["jobDefinitionArn"]
    )
    batch.update_job_queue(jobQueue=queue, state="DISABLED")
    assert "DISABLED" in _message(batch.submit_job, jobName="j", jobQueue=queue, jobDefinition=jobdef)


def test_arrays_dependencies_filters_and_paging(batch: Any, queue: str, jobdef: str) -> None:
    array = batch.submit_job(
        jobName="many", jobQueue=queue, jobDefinition=jobdef, arrayProperties={"size": 3}
    )
    child = batch.describe_jobs(jobs=[f"{array['jobId']}:2"])["jobs"][0]
    assert child["arrayProperties"] == {"index": 2} and child["jobId"] == f"{array['jobId']}:2"
    parent = batch.describe_jobs(jobs=[array["jobId"]])["jobs"][0]
    assert parent["arrayProperties"]["size"] == 3
    children = batch.list_jobs(arrayJobId=array["jobId"], filters=[{"name": "JOB_NAME", "values": ["many"]}])
    assert [s["arrayProperties"]["index"] for s in children["jobSummaryList"]] == [0, 1, 2]
    after = batch.submit_job(
        jobName="after", jobQueue=queue, jobDefinition=jobdef, dependsOn=[{"jobId": array["jobId"]}]
    )
    later = batch.submit_job(
        jobName="later", jobQueue=queue, jobDefinition=jobdef, dependsOn=[{"jobId": after["jobId"]}]
    )
    assert _until(lambda: _status(batch, array["jobId"]) == "RUNNABLE")
    waiting = batch.describe_jobs(jobs=[after["jobId"]])["jobs"][0]
    assert waiting["status"] == "PENDING" and "depends on" in waiting["statusReason"]
    batch.cancel_job(jobId=array["jobId"], reason="no longer needed")
    dependents = {j["jobName"]: j for j in batch.describe_jobs(jobs=[after["jobId"], later["jobId"]])["jobs"]}
    assert dependents["after"]["status"] == dependents["later"]["status"] == "FAILED"
    assert dependents["later"]["statusReason"].startswith("Dependent Job failed")
    named = batch.list_jobs(jobQueue=queue, filters=[{"name": "JOB_NAME", "values": ["aft*"]}])[
        "jobSummaryList"
    ]
    assert [s["jobName"] for s in named] == ["after"]
    first = batch.list_jobs(jobQueue=queue, jobStatus="FAILED", maxResults=2)
    rest = batch.list_jobs(jobQueue=queue, jobStatus="FAILED", maxResults=2, nextToken=first["nextToken"])
    assert len(first["jobSummaryList"]) == 2 and len(rest["jobSummaryList"]) == 1 and "nextToken" not in rest
    assert (
        _code(batch.list_jobs, jobQueue=queue, filters=[{"name": "COLOR", "values": ["x"]}])
        == "ClientException"
    )
    assert _code(batch.list_jobs, jobQueue=queue, nextToken="garbage") == "ClientException"


def test_tags_on_every_resource(batch: Any, environment: str, queue: str, jobdef: str) -> None:
    for arn in (environment, queue, jobdef):
        batch.tag_resource(resourceArn=arn, tags={"k": "v", "x": "y"})
        batch.untag_resource(resourceArn=arn, tagKeys=["x"])
        assert batch.list_tags_for_resource(resourceArn=arn)["tags"] == {"k": "v"}
    assert _code(batch.tag_resource, resourceArn=queue, tags={"aws:own": "no"}) == "ClientException"
    missing = queue.rsplit("/", 1)[0] + "/nope"
    assert _code(batch.list_tags_for_resource, resourceArn=missing) == "ClientException"
