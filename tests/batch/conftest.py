"""Batch test fixtures: boto3 clients against the shared labcloud server, a VPC with a subnet and a
security group, a Fargate compute environment, a queue on it and a Fargate job definition."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ecs-tasks.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


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


def fargate_resources(network: dict[str, str], **extra: Any) -> dict[str, Any]:
    return {
        "type": "FARGATE",
        "maxvCpus": 16,
        "subnets": [network["subnet"]],
        "securityGroupIds": [network["sg"]],
        **extra,
    }


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


def fargate_container(role: str, **extra: Any) -> dict[str, Any]:
    return {
        "image": "public.ecr.aws/amazonlinux/amazonlinux:2023",
        "command": ["echo", "Ref::greeting"],
        "resourceRequirements": [{"type": "VCPU", "value": "0.25"}, {"type": "MEMORY", "value": "512"}],
        "executionRoleArn": role,
        **extra,
    }


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
