"""ELBv2 test fixtures: a boto3 elbv2 client against the shared labcloud server and two subnets of the
default VPC (helpers for functions and plain HTTP are in ``elb_helpers.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def elb(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("elbv2")


@pytest.fixture
def subnets(labcloud: LabcloudProcess) -> list[str]:
    """Two subnets of the default VPC in two zones."""
    ec2 = labcloud.boto3_client("ec2")
    found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
    by_zone = {subnet["AvailabilityZone"]: subnet["SubnetId"] for subnet in found}
    return sorted(by_zone.values())[:2]
