"""Batch test fixtures: boto3 clients against the shared labcloud server, a VPC with a subnet and a
security group, a Fargate compute environment, a queue on it and a Fargate job definition."""

from __future__ import annotations

import json
from typing import Any

import pytest
from batch_helpers import fargate_container, fargate_resources, unique

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ecs-tasks.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


@pytest.fixture
def batch(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("batch")


@pytest.fixture
def network(labcloud: LabcloudProcess) -> dict[str, str]:
    ec2 = labcloud.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.60.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.60.1.0/24", AvailabilityZone="us-east-1a")["Subnet"][
        "SubnetId"
    ]
    group = ec2.create_security_group(GroupName=unique("batch"), Description="batch", VpcId=vpc)["GroupId"]
    return {"vpc": vpc, "subnet": subnet, "sg": group}


@pytest.fixture
def role(labcloud: LabcloudProcess) -> str:
    iam = labcloud.boto3_client("iam")
    made = iam.create_role(RoleName=unique("exec"), AssumeRolePolicyDocument=json.dumps(TRUST))
    return str(made["Role"]["Arn"])


@pytest.fixture
def environment(batch: Any, network: dict[str, str]) -> str:
    made = batch.create_compute_environment(
        computeEnvironmentName=unique("ce"), type="MANAGED", computeResources=fargate_resources(network)
    )
    return str(made["computeEnvironmentArn"])


@pytest.fixture
def queue(batch: Any, environment: str) -> str:
    made = batch.create_job_queue(
        jobQueueName=unique("q"),
        priority=1,
        computeEnvironmentOrder=[{"order": 1, "computeEnvironment": environment}],
    )
    return str(made["jobQueueArn"])


@pytest.fixture
def jobdef(batch: Any, role: str) -> str:
    made = batch.register_job_definition(
        jobDefinitionName=unique("jd"),
        type="container",
        platformCapabilities=["FARGATE"],
        parameters={"greeting": "hello"},
        containerProperties=fargate_container(role),
    )
    return str(made["jobDefinitionArn"])
