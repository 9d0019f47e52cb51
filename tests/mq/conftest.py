"""Amazon MQ test fixtures: boto3's mq client against the shared labcloud server and a VPC with two subnets
and a security group."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def mq(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("mq")


@pytest.fixture
def network(labcloud: LabcloudProcess) -> dict[str, str]:
    ec2 = labcloud.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.70.0.0/16")["Vpc"]["VpcId"]
    subnets = [
        ec2.create_subnet(VpcId=vpc, CidrBlock=f"10.70.{i}.0/24", AvailabilityZone=f"us-east-1{z}")["Subnet"][
            "SubnetId"
        ]
        for i, z in ((1, "a"), (2, "b"))
    ]
    group = ec2.create_security_group(GroupName="mq", Description="mq", VpcId=vpc)["GroupId"]
    return {"vpc": vpc, "a": subnets[0], "b": subnets[1], "sg": group}
