"""Helpers of the EC2 tests: the error code a ClientError carries, a fresh VPC."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError


def failure(call: Callable[[], Any]) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call()
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")


def code_of(call: Callable[[], Any]) -> str:
    return failure(call)[0]


def new_vpc(ec2: Any, cidr: str = "10.0.0.0/16") -> str:
    return str(ec2.create_vpc(CidrBlock=cidr)["Vpc"]["VpcId"])
