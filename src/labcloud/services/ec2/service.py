"""EC2's networking records in the service shape: VPCs, subnets, security groups, route tables,
internet and NAT gateways, Elastic IPs, VPC endpoints and their tags (docs/ec2.md).

Records only: nothing is routed. Instances, volumes and the rest of EC2 are answered "not implemented".
"""

from __future__ import annotations

from labcloud.services.ec2 import tagging, vpc_ops
from labcloud.services.ec2.repo.schema import SCHEMA, TABLES
from labcloud.services.ec2.state import Ec2State
from labcloud.services.shape import Contributions, Operation, Service

OPERATIONS: dict[str, Operation[Ec2State]] = {
    "CreateVpc": vpc_ops.create_vpc,
    "DescribeVpcs": vpc_ops.describe_vpcs,
    "DeleteVpc": vpc_ops.delete_vpc,
    "ModifyVpcAttribute": vpc_ops.modify_vpc_attribute,
    "DescribeVpcAttribute": vpc_ops.describe_vpc_attribute,
    "DescribeAvailabilityZones": vpc_ops.describe_availability_zones,
    "CreateTags": tagging.create_tags,
    "DeleteTags": tagging.delete_tags,
    "DescribeTags": tagging.describe_tags,
}


def contributions(state: Ec2State) -> Contributions:
    return Contributions()


SERVICE: Service[Ec2State] = Service(
    name="ec2",
    state=Ec2State.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
