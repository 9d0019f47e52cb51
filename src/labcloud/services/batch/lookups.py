"""Batch's reads of other services through ``hub.call``: IAM's roles and instance profiles, EC2's
subnets and security groups (one VPC, as AWS requires of a compute environment). A missing one is a
ClientException naming it."""

from __future__ import annotations

import re

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.batch import errors
from labcloud.services.batch.state import BatchState

_ROLE = re.compile(r"^arn:aws:iam::(\d{12}):role/(?:[\w+=,.@-]+/)*([\w+=,.@-]{1,64})$")
_PROFILE = re.compile(r"^arn:aws:iam::(\d{12}):instance-profile/(?:[\w+=,.@-]+/)*([\w+=,.@-]{1,128})$")


async def role(state: BatchState, ctx: RequestContext, member: str, given: str) -> str:
    """The ARN of an existing IAM role named by ARN or name (a service role, a job's roles)."""
    found = _ROLE.match(given)
    name = found.group(2) if found else given
    if not found and ("/" in given or ":" in given):
        raise errors.client(f"{member} '{given}' is not an IAM role ARN or name.")
    try:
        answer = await state.services.call(
            "iam", "GetRole", {"RoleName": name}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        raise errors.client(f"{member} '{given}' does not exist.") from exc
    return str(answer["Role"]["Arn"])


async def instance_profile(state: BatchState, ctx: RequestContext, given: str) -> str:
    found = _PROFILE.match(given)
    name = found.group(2) if found else given
    if not found and ("/" in given or ":" in given):
        raise errors.client(f"instanceRole '{given}' is not an instance profile ARN or name.")
    try:
        answer = await state.services.call(
            "iam",
            "GetInstanceProfile",
            {"InstanceProfileName": name},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError as exc:
        raise errors.client(f"instanceRole '{given}' does not exist.") from exc
    return str(answer["InstanceProfile"]["Arn"])


async def network(state: BatchState, ctx: RequestContext, subnets: list[str], groups: list[str]) -> None:
    """Subnets and security groups that exist in EC2, all in one VPC."""
    vpcs: set[str] = set()
    for subnet in subnets:
        try:
            found = await state.services.call(
                "ec2",
                "DescribeSubnets",
                {"SubnetIds": [subnet]},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            raise errors.client(f"Subnet '{subnet}' does not exist.") from exc
        vpcs.update(str(s["VpcId"]) for s in found.get("Subnets") or [])
    for group in groups:
        try:
            found = await state.services.call(
                "ec2",
                "DescribeSecurityGroups",
                {"GroupIds": [group]},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            raise errors.client(f"Security group '{group}' does not exist.") from exc
        vpcs.update(str(g["VpcId"]) for g in found.get("SecurityGroups") or [])
    if len(vpcs) > 1:
        raise errors.client(
            "The subnets and security groups of a compute environment must all belong to one VPC."
        )
