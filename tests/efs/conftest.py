"""EFS test fixtures: boto3 clients against the shared labcloud server, and a VPC with two subnets in two
Availability Zones (and a third subnet in the first zone) for mount targets."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def efs(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("efs")


@pytest.fixture
def network(labcloud: LabcloudProcess) -> dict[str, str]:
    ec2 = labcloud.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.20.0.0/16")["Vpc"]["VpcId"]
    subnets = [
        ec2.create_subnet(VpcId=vpc, CidrBlock=cidr, AvailabilityZone=zone)["Subnet"]["SubnetId"]
        for cidr, zone in (
            ("10.20.1.0/24", "us-east-1a"),
            ("10.20.2.0/24", "us-east-1b"),
            ("10.20.3.0/24", "us-east-1a"),
        )
    ]
    group = ec2.create_security_group(GroupName="efs", Description="nfs", VpcId=vpc)["GroupId"]
    return {"vpc": vpc, "a": subnets[0], "b": subnets[1], "a2": subnets[2], "sg": group}
