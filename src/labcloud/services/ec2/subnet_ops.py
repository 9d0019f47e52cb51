"""Subnets: CreateSubnet (a block inside its VPC's, overlapping no sibling, in one of the region's
zones), DescribeSubnets, DeleteSubnet (refused while a NAT gateway or an endpoint is in it) and
ModifySubnetAttribute's MapPublicIpOnLaunch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ec2 import attached, builders, cidrs, describe, filters, lookup, tagging, zones
from labcloud.services.ec2.errors import dependency, error, invalid_value
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateSubnetRequest,
        CreateSubnetResponse,
        DeleteSubnetRequest,
        DeleteSubnetResponse,
        DescribeSubnetsRequest,
        DescribeSubnetsResponse,
        ModifySubnetAttributeRequest,
        ModifySubnetAttributeResponse,
    )

SUBNET_FILTERS: filters.FilterMap = {
    "subnet-id": filters.field("SubnetId"),
    "vpc-id": filters.field("VpcId"),
    "availability-zone": filters.field("AvailabilityZone"),
    "availabilityZone": filters.field("AvailabilityZone"),
    "availability-zone-id": filters.field("AvailabilityZoneId"),
    "cidr-block": filters.field("CidrBlock"),
    "cidr": filters.field("CidrBlock"),
    "cidrBlock": filters.field("CidrBlock"),
    "state": filters.field("State"),
    "default-for-az": filters.field("DefaultForAz"),
    "defaultForAz": filters.field("DefaultForAz"),
    "map-public-ip-on-launch": filters.field("MapPublicIpOnLaunch"),
    "subnet-arn": filters.field("SubnetArn"),
    "available-ip-address-count": filters.field("AvailableIpAddressCount"),
}

_UNSUPPORTED = (
    "Ipv6CidrBlock",
    "OutpostArn",
    "Ipv6Native",
    "Ipv4IpamPoolId",
    "Ipv4NetmaskLength",
    "Ipv6IpamPoolId",
    "Ipv6NetmaskLength",
)


def create_subnet(state: Ec2State, request: CreateSubnetRequest, ctx: RequestContext) -> CreateSubnetResponse:
    lookup.begin(state, ctx, request, *_UNSUPPORTED)
    if not request.get("CidrBlock"):
        raise error("MissingParameter", "The request must contain the parameter cidrBlock")
    tags = tagging.from_specifications(request.get("TagSpecifications"), "subnet")
    name, zone_id = request.get("AvailabilityZone"), request.get("AvailabilityZoneId")
    if name is None and zone_id is None:
        zone = zones.zones(ctx.region)[0]
    else:
        found = zones.zone_named(ctx.region, name, zone_id)
        if found is None:
            offered = ", ".join(z["ZoneName"] for z in zones.zones(ctx.region))
            given, parameter = (
                (name, "availabilityZone") if name is not None else (zone_id, "availabilityZoneId")
            )
            raise invalid_value(
                f"Value ({given}) for parameter {parameter} is invalid. Subnets can currently only be created"
                f" in the following availability zones: {offered}."
            )
        zone = found
    with state.store.transaction():
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        siblings = [
            s.body["CidrBlock"] for s in state.records.in_vpc(ctx.account_id, ctx.region, vpc.id, "subnet")
        ]
        blocks = [a["CidrBlock"] for a in vpc.body["CidrBlockAssociationSet"]]
        block = cidrs.subnet_block(request["CidrBlock"], blocks, siblings)
        record = builders.subnet(ctx.account_id, ctx.region, vpc.id, block, zone, default=False, tags=tags)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    body = describe.public(record.body)
    body["State"] = "pending"
    return {"Subnet": body}


def describe_subnets(
    state: Ec2State, request: DescribeSubnetsRequest, ctx: RequestContext
) -> DescribeSubnetsResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "subnet",
        "subnet",
        request.get("SubnetIds"),
        request.get("Filters"),
        SUBNET_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="subnetIds",
    )
    answer: DescribeSubnetsResponse = {"Subnets": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_subnet(state: Ec2State, request: DeleteSubnetRequest, ctx: RequestContext) -> DeleteSubnetResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        subnet = lookup.require(state, ctx, "subnet", request["SubnetId"])
        assert subnet.vpc_id is not None
        if attached.functions_using(state, ctx, subnet.id):
            raise dependency("subnet", subnet.id)
        for other in state.records.in_vpc(ctx.account_id, ctx.region, subnet.vpc_id):
            if other.kind == "natgateway" and other.body.get("SubnetId") == subnet.id:
                if other.body.get("State") not in ("deleted", "failed"):
                    raise dependency("subnet", subnet.id)
            if other.kind == "vpc-endpoint" and subnet.id in (other.body.get("SubnetIds") or []):
                raise dependency("subnet", subnet.id)
            if other.kind == "network-interface" and other.body.get("SubnetId") == subnet.id:
                raise dependency("subnet", subnet.id)
            if other.kind == "route-table":
                kept = [a for a in other.body["Associations"] if a.get("SubnetId") != subnet.id]
                if kept != other.body["Associations"]:
                    other.body["Associations"] = kept
                    lookup.save(state, ctx, other)
        state.records.delete(ctx.account_id, ctx.region, subnet.id)
        lookup.announce(state, ctx, subnet, "deleted")
    return {}


def modify_subnet_attribute(
    state: Ec2State, request: ModifySubnetAttributeRequest, ctx: RequestContext
) -> ModifySubnetAttributeResponse:
    others = [k for k in request if k not in ("SubnetId", "MapPublicIpOnLaunch", "DryRun")]
    lookup.begin(state, ctx, request, *others)
    setting = request.get("MapPublicIpOnLaunch")
    if setting is None:
        raise error("MissingParameter", "The request must contain exactly one attribute to modify.")
    with state.store.transaction():
        subnet = lookup.require(state, ctx, "subnet", request["SubnetId"])
        subnet.body["MapPublicIpOnLaunch"] = bool(setting.get("Value"))
        lookup.save(state, ctx, subnet)
        lookup.announce(state, ctx, subnet, "changed")
    return {}
