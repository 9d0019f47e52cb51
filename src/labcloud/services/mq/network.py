"""A broker's subnets and security groups, read from EC2 through ``hub.call``: each must exist, all in
one VPC. A missing one is a BadRequestException naming it."""

from __future__ import annotations

from collections.abc import Sequence

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.mq import errors
from labcloud.services.mq.state import MqState


async def check(state: MqState, ctx: RequestContext, subnets: Sequence[str], groups: Sequence[str]) -> None:
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
            raise errors.bad_request(f"The subnet [{subnet}] does not exist.", "subnetIds") from exc
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
            raise errors.bad_request(
                f"The security group [{group}] does not exist.", "securityGroups"
            ) from exc
        vpcs.update(str(g["VpcId"]) for g in found.get("SecurityGroups") or [])
    if len(vpcs) > 1:
        raise errors.bad_request(
            "The subnets and security groups of a broker must belong to one VPC.", "subnetIds"
        )
