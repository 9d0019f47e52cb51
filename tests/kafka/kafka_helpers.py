"""What the MSK tests share: unique names, a VPC with two subnets and a security group, error codes."""

from __future__ import annotations

import itertools
import os
from typing import Any

from botocore.exceptions import ClientError

_COUNTER = itertools.count()


def unique(prefix: str) -> str:
    return f"{prefix}-{os.getpid()}-{next(_COUNTER)}"


def network(server: Any, octet: int) -> dict[str, Any]:
    ec2 = server.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock=f"10.{octet}.0.0/16")["Vpc"]["VpcId"]
    subnets = [
        ec2.create_subnet(VpcId=vpc, CidrBlock=f"10.{octet}.{i}.0/24", AvailabilityZone=f"us-east-1{zone}")[
            "Subnet"
        ]["SubnetId"]
        for i, zone in ((1, "a"), (2, "b"))
    ]
    group = ec2.create_security_group(GroupName=unique("msk"), Description="msk", VpcId=vpc)["GroupId"]
    return {"vpc": vpc, "subnets": subnets, "sg": group}


def error(call: Any, **kwargs: Any) -> tuple[str, int, str]:
    """(code, HTTP status, invalidParameter) of a call that must fail."""
    try:
        call(**kwargs)
    except ClientError as exc:
        body = exc.response
        return (
            body["Error"]["Code"],
            body["ResponseMetadata"]["HTTPStatusCode"],
            str(body.get("InvalidParameter") or body["Error"].get("InvalidParameter") or ""),
        )
    raise AssertionError("the call succeeded")
