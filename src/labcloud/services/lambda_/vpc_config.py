"""A function's VpcConfig, checked as Lambda checks it: subnets and security groups given together,
each existing (EC2's error relayed in Lambda's words), all in one VPC; answered with its ``VpcId``.

EC2 is reached only through its ``NetworkRecords`` interface. Nothing is routed: a function attached to
a VPC runs as any other does (docs/ec2.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.repo import functions as function_rows
from labcloud.services.lambda_.state import LambdaState


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


def _ec2_error(operation: str, code: str, message: str) -> AwsError:
    return _invalid(f"Error occurred while {operation}. EC2 Error Code: {code}. EC2 Error Message: {message}")


def resolve(
    state: LambdaState, ctx: RequestContext, given: Mapping[str, Any] | None
) -> dict[str, Any] | None:
    """The VpcConfig a function keeps (None: the request names none), or raise as Lambda does."""
    if given is None:
        return None
    subnets = list(dict.fromkeys(given.get("SubnetIds") or []))
    groups = list(dict.fromkeys(given.get("SecurityGroupIds") or []))
    dual_stack = bool(given.get("Ipv6AllowedForDualStack"))
    if bool(subnets) != bool(groups):
        raise _invalid("SubnetIds and SecurityIds must coexist or be both empty list.")
    if not subnets:
        if dual_stack:
            raise _invalid("Ipv6AllowedForDualStack can be set only when the function is attached to a VPC.")
        return {"SubnetIds": [], "SecurityGroupIds": [], "VpcId": "", "Ipv6AllowedForDualStack": False}
    from labcloud.services.ec2.interfaces import (
        NetworkRecords,
    )  # EC2's records load with the first VPC config

    networks = state.host.interface(NetworkRecords)
    if networks is None:
        raise _invalid(
            "labcloud does not support VPC networking without its EC2 service: VpcConfig cannot be used"
        )
    for subnet_id in subnets:
        if not subnet_id.startswith("subnet-"):
            raise _ec2_error(
                "DescribeSubnets",
                "InvalidSubnetID.Malformed",
                f'Invalid id: "{subnet_id}" (expecting "subnet-...")',
            )
    for group_id in groups:
        if not group_id.startswith("sg-"):
            raise _ec2_error(
                "DescribeSecurityGroups",
                "InvalidGroupId.Malformed",
                f'Invalid id: "{group_id}" (expecting "sg-...")',
            )
    found_subnets = networks.subnets(ctx.account_id, ctx.region, subnets)
    for subnet_id in subnets:
        if subnet_id not in found_subnets:
            raise _ec2_error(
                "DescribeSubnets", "InvalidSubnetID.NotFound", f"The subnet ID '{subnet_id}' does not exist"
            )
    found_groups = networks.security_groups(ctx.account_id, ctx.region, groups)
    for group_id in groups:
        if group_id not in found_groups:
            raise _ec2_error(
                "DescribeSecurityGroups",
                "InvalidGroup.NotFound",
                f"The security group '{group_id}' does not exist",
            )
    vpcs = {found_subnets[s].vpc_id for s in subnets}
    if len(vpcs) > 1:
        raise _invalid("Subnets are required to be in the same VPC.")
    vpc_id = vpcs.pop()
    if any(found_groups[g].vpc_id != vpc_id for g in groups):
        raise _invalid("Security Groups are required to be in the same VPC.")
    if dual_stack and not all(found_subnets[s].ipv6 for s in subnets):
        raise _invalid(
            "Ipv6AllowedForDualStack requires every subnet of the function to have an IPv6 CIDR block."
        )
    return {
        "SubnetIds": subnets,
        "SecurityGroupIds": groups,
        "VpcId": vpc_id,
        "Ipv6AllowedForDualStack": dual_stack,
    }


class AttachedFunctions:
    """:class:`~labcloud.services.lambda_.interfaces.FunctionNetworks` over Lambda's tables."""

    def __init__(self, state: LambdaState) -> None:
        self.state = state

    def functions_using(self, account_id: str, region: str, record_id: str) -> list[str]:
        found: list[str] = []
        for name, version, config in function_rows.every_configuration(self.state.store, account_id, region):
            vpc = config.vpc_config or {}
            if record_id in (vpc.get("SubnetIds") or []) or record_id in (vpc.get("SecurityGroupIds") or []):
                found.append(name if version is None else f"{name}:{version}")
        return found
