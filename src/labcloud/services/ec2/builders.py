"""New records as EC2 describes them: a VPC with its main route table and default security group, a
subnet, a security group with its default egress rule. Pure: the callers save what they get."""

from __future__ import annotations

from typing import Any

from labcloud.services.ec2 import cidrs, rules
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record


def vpc(
    account_id: str, region: str, block: str, *, default: bool, tenancy: str, tags: list[dict[str, str]]
) -> list[Record]:
    """The VPC, its main route table and its default security group."""
    vpc_id = new_id("vpc")
    body: dict[str, Any] = {
        "VpcId": vpc_id,
        "CidrBlock": block,
        "DhcpOptionsId": "dopt-" + vpc_id[4:12],
        "State": "available",
        "OwnerId": account_id,
        "InstanceTenancy": tenancy,
        "IsDefault": default,
        "CidrBlockAssociationSet": [
            {
                "AssociationId": new_id("vpc-cidr-assoc"),
                "CidrBlock": block,
                "CidrBlockState": {"State": "associated"},
            }
        ],
        "Tags": tags,
        "_attributes": {
            "enableDnsSupport": True,
            "enableDnsHostnames": default,
            "enableNetworkAddressUsageMetrics": False,
        },
    }
    table = route_table(account_id, vpc_id, block, main=True)
    group = security_group(account_id, region, vpc_id, "default", "default VPC security group", [])
    group.body["_rules"].insert(
        0,
        rules.with_id(
            {
                "IpProtocol": "-1",
                "FromPort": -1,
                "ToPort": -1,
                "IsEgress": False,
                "GroupId": group.id,
                "ReferencedGroupId": group.id,
            },
            account_id,
        ),
    )
    rules.refresh(group.body)
    return [Record(vpc_id, "vpc", vpc_id, body), table, group]


def route_table(
    account_id: str, vpc_id: str, block: str, *, main: bool, tags: list[dict[str, str]] | None = None
) -> Record:
    table_id = new_id("rtb")
    associations = []
    if main:
        associations.append(
            {
                "Main": True,
                "RouteTableAssociationId": new_id("rtbassoc"),
                "RouteTableId": table_id,
                "AssociationState": {"State": "associated"},
            }
        )
    body = {
        "RouteTableId": table_id,
        "VpcId": vpc_id,
        "OwnerId": account_id,
        "Associations": associations,
        "PropagatingVgws": [],
        "Routes": [
            {
                "DestinationCidrBlock": block,
                "GatewayId": "local",
                "Origin": "CreateRouteTable",
                "State": "active",
            }
        ],
        "Tags": tags or [],
    }
    return Record(table_id, "route-table", vpc_id, body)


def security_group(
    account_id: str, region: str, vpc_id: str, name: str, description: str, tags: list[dict[str, str]]
) -> Record:
    group_id = new_id("sg")
    body: dict[str, Any] = {
        "GroupId": group_id,
        "GroupName": name,
        "Description": description,
        "VpcId": vpc_id,
        "OwnerId": account_id,
        "SecurityGroupArn": f"arn:aws:ec2:{region}:{account_id}:security-group/{group_id}",
        "Tags": tags,
        "_rules": [
            rules.with_id(
                {
                    "IpProtocol": "-1",
                    "FromPort": -1,
                    "ToPort": -1,
                    "IsEgress": True,
                    "GroupId": group_id,
                    "CidrIpv4": "0.0.0.0/0",
                },
                account_id,
            )
        ],
    }
    rules.refresh(body)
    return Record(group_id, "security-group", vpc_id, body)


def subnet(
    account_id: str,
    region: str,
    vpc_id: str,
    block: str,
    zone: dict[str, Any],
    *,
    default: bool,
    tags: list[dict[str, str]],
) -> Record:
    subnet_id = new_id("subnet")
    body = {
        "SubnetId": subnet_id,
        "VpcId": vpc_id,
        "CidrBlock": block,
        "AvailabilityZone": zone["ZoneName"],
        "AvailabilityZoneId": zone["ZoneId"],
        "AvailableIpAddressCount": cidrs.usable(block),
        "DefaultForAz": default,
        "MapPublicIpOnLaunch": default,
        "MapCustomerOwnedIpOnLaunch": False,
        "AssignIpv6AddressOnCreation": False,
        "Ipv6CidrBlockAssociationSet": [],
        "EnableDns64": False,
        "Ipv6Native": False,
        "PrivateDnsNameOptionsOnLaunch": {
            "HostnameType": "ip-name",
            "EnableResourceNameDnsARecord": False,
            "EnableResourceNameDnsAAAARecord": False,
        },
        "State": "available",
        "OwnerId": account_id,
        "SubnetArn": f"arn:aws:ec2:{region}:{account_id}:subnet/{subnet_id}",
        "Tags": tags,
    }
    return Record(subnet_id, "subnet", vpc_id, body)
