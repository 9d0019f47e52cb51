"""ECS test fixtures: boto3 clients against the shared labcloud server, a VPC with two subnets and a
security group, a task execution role, and a Fargate task definition."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from ecs_helpers import fargate_definition

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ecs-tasks.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


@pytest.fixture
def ecs(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("ecs")


@pytest.fixture
def network(labcloud: LabcloudProcess) -> dict[str, str]:
    ec2 = labcloud.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.40.0.0/16")["Vpc"]["VpcId"]
    a = ec2.create_subnet(VpcId=vpc, CidrBlock="10.40.1.0/24", AvailabilityZone="us-east-1a")["Subnet"][
        "SubnetId"
    ]
    b = ec2.create_subnet(VpcId=vpc, CidrBlock="10.40.2.0/24", AvailabilityZone="us-east-1b")["Subnet"][
        "SubnetId"
    ]
    group = ec2.create_security_group(GroupName=f"web-{uuid.uuid4().hex[:6]}", Description="web", VpcId=vpc)[
        "GroupId"
    ]
    return {"vpc": vpc, "a": a, "b": b, "sg": group}


@pytest.fixture
def role(labcloud: LabcloudProcess) -> str:
    iam = labcloud.boto3_client("iam")
    name = f"exec-{uuid.uuid4().hex[:8]}"
    return str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"])


@pytest.fixture
def taskdef(ecs: Any, role: str) -> str:
    made = ecs.register_task_definition(**fargate_definition(f"web-{uuid.uuid4().hex[:8]}", role))
    return str(made["taskDefinition"]["taskDefinitionArn"])
