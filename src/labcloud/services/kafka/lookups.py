"""MSK's reads of other services through ``hub.call``: EC2's subnets and security groups (one VPC, as
AWS requires of a cluster's brokers) and KMS's key for encryption at rest. A missing one is a
BadRequestException naming the member at fault."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kafka import errors
from labcloud.services.kafka.state import KafkaState


async def network(state: KafkaState, ctx: RequestContext, subnets: list[str], groups: list[str]) -> str:
    """The one VPC the subnets and security groups (all existing in EC2) belong to."""
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
            raise errors.bad("clientSubnets", f"The subnet {subnet} does not exist.") from exc
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
            raise errors.bad("securityGroups", f"The security group {group} does not exist.") from exc
        vpcs.update(str(g["VpcId"]) for g in found.get("SecurityGroups") or [])
    if len(vpcs) > 1:
        raise errors.bad("clientSubnets", "The subnets and security groups must all belong to one VPC.")
    return next(iter(vpcs), "")


async def kms_key(state: KafkaState, ctx: RequestContext, given: str) -> str:
    """The ARN of the KMS key (ID, ARN or alias) that encrypts the brokers' volumes."""
    try:
        found = await state.services.call(
            "kms", "DescribeKey", {"KeyId": given}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        raise errors.bad("dataVolumeKMSKeyId", f"The KMS key {given} does not exist.") from exc
    return str(found["KeyMetadata"]["Arn"])
