"""A task's network (the awsvpc mode, the only one Fargate has): its subnets and security groups read
from labcloud's EC2 through ``hub.call`` (one VPC; the VPC's default group when none is named) and a
private IPv4 address drawn from the subnet's block, as the task's ENI would get. Nothing is routed to it."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecs import errors
from labcloud.services.ecs.state import EcsState

MAX_SUBNETS = 16
MAX_GROUPS = 5


@dataclass(frozen=True, slots=True)
class Network:
    subnets: tuple[dict[str, Any], ...]
    groups: tuple[str, ...]
    public_ip: str

    def wire(self) -> dict[str, Any]:
        return {
            "awsvpcConfiguration": {
                "subnets": [str(s["SubnetId"]) for s in self.subnets],
                "securityGroups": list(self.groups),
                "assignPublicIp": self.public_ip,
            }
        }


async def resolve(state: EcsState, ctx: RequestContext, config: dict[str, Any] | None) -> Network:
    """The checked network of a request's ``networkConfiguration`` (InvalidParameterException as AWS)."""
    vpc_config = (config or {}).get("awsvpcConfiguration")
    if not vpc_config:
        raise errors.invalid("Network Configuration must be provided when networkMode 'awsvpc' is specified.")
    subnet_ids = list(dict.fromkeys(vpc_config.get("subnets") or []))
    if not subnet_ids:
        raise errors.invalid("subnets can not be empty.")
    if len(subnet_ids) > MAX_SUBNETS:
        raise errors.invalid(f"At most {MAX_SUBNETS} subnets can be specified.")
    group_ids = list(dict.fromkeys(vpc_config.get("securityGroups") or []))
    if len(group_ids) > MAX_GROUPS:
        raise errors.invalid(f"At most {MAX_GROUPS} security groups can be specified.")
    public_ip = vpc_config.get("assignPublicIp") or "DISABLED"
    if public_ip not in ("ENABLED", "DISABLED"):
        raise errors.invalid(f"Invalid assignPublicIp value '{public_ip}'.")
    subnets: list[dict[str, Any]] = []
    for subnet_id in subnet_ids:
        try:
            found = await state.services.call(
                "ec2",
                "DescribeSubnets",
                {"SubnetIds": [subnet_id]},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            raise errors.invalid(
                f"Error retrieving subnet information for [{subnet_id}]: The subnet ID '{subnet_id}' does not exist"
            ) from exc
        subnets.extend(found.get("Subnets") or [])
    vpcs = {str(s["VpcId"]) for s in subnets}
    if len(vpcs) != 1:
        raise errors.invalid("The subnets must all belong to the same VPC.")
    vpc = vpcs.pop()
    params: dict[str, Any] = (
        {"GroupIds": group_ids}
        if group_ids
        else {"Filters": [{"Name": "vpc-id", "Values": [vpc]}, {"Name": "group-name", "Values": ["default"]}]}
    )
    try:
        found = await state.services.call(
            "ec2", "DescribeSecurityGroups", params, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        raise errors.invalid(
            f"Error retrieving security group information for [{', '.join(group_ids)}]: {exc.message}"
        ) from exc
    groups = found.get("SecurityGroups") or []
    for group in groups:
        if group.get("VpcId") != vpc:
            raise errors.invalid(f"Security group {group.get('GroupId')} does not belong to VPC {vpc}.")
    return Network(tuple(subnets), tuple(str(g["GroupId"]) for g in groups), public_ip)


def address(subnet: dict[str, Any], taken: set[str]) -> str:
    """A free address of the subnet's block (AWS keeps each subnet's first four and its last)."""
    block = ipaddress.ip_network(str(subnet.get("CidrBlock") or "10.0.0.0/24"), strict=False)
    for offset, host in enumerate(block.hosts()):
        if offset >= 3 and str(host) not in taken and host != block.broadcast_address - 1:
            return str(host)
    raise errors.invalid(f"The subnet {subnet.get('SubnetId')} has no free IP addresses.")
