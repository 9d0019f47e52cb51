"""VPCs: CreateVpc, DescribeVpcs, DeleteVpc (refused while anything of the user's is in it), their DNS
attributes, and DescribeAvailabilityZones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import builders, cidrs, describe, filters, lookup, tagging, zones
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateVpcRequest,
        CreateVpcResponse,
        DeleteVpcRequest,
        DeleteVpcResponse,
        DescribeAvailabilityZonesRequest,
        DescribeAvailabilityZonesResponse,
        DescribeVpcAttributeRequest,
        DescribeVpcAttributeResponse,
        DescribeVpcsRequest,
        DescribeVpcsResponse,
        ModifyVpcAttributeRequest,
        ModifyVpcAttributeResponse,
    )

VPC_FILTERS: filters.FilterMap = {
    "vpc-id": filters.field("VpcId"),
    "cidr": filters.field("CidrBlock"),
    "cidr-block-association.cidr-block": filters.field("CidrBlockAssociationSet", "CidrBlock"),
    "cidr-block-association.association-id": filters.field("CidrBlockAssociationSet", "AssociationId"),
    "cidr-block-association.state": filters.field("CidrBlockAssociationSet", "CidrBlockState", "State"),
    "state": filters.field("State"),
    "is-default": filters.field("IsDefault"),
    "isDefault": filters.field("IsDefault"),
    "dhcp-options-id": filters.field("DhcpOptionsId"),
    "instance-tenancy": filters.field("InstanceTenancy"),
}

_UNSUPPORTED = (
    "Ipv6Pool",
    "Ipv6CidrBlock",
    "Ipv4IpamPoolId",
    "Ipv4NetmaskLength",
    "Ipv6IpamPoolId",
    "Ipv6NetmaskLength",
    "Ipv6CidrBlockNetworkBorderGroup",
    "VpcEncryptionControl",
    "AmazonProvidedIpv6CidrBlock",
)
_ATTRIBUTES = {
    "enableDnsSupport": "EnableDnsSupport",
    "enableDnsHostnames": "EnableDnsHostnames",
    "enableNetworkAddressUsageMetrics": "EnableNetworkAddressUsageMetrics",
}


def create_vpc(state: Ec2State, request: CreateVpcRequest, ctx: RequestContext) -> CreateVpcResponse:
    lookup.begin(state, ctx, request, *_UNSUPPORTED)
    if not request.get("CidrBlock"):
        raise error("MissingParameter", "Either 'cidrBlock' or 'ipv4IpamPoolId' should be provided.")
    block = cidrs.vpc_block(request["CidrBlock"])
    tenancy = request.get("InstanceTenancy") or "default"
    if tenancy not in ("default", "dedicated"):
        raise invalid_value(f"Value ({tenancy}) for parameter instanceTenancy is invalid.")
    tags = tagging.from_specifications(request.get("TagSpecifications"), "vpc")
    made = builders.vpc(ctx.account_id, ctx.region, block, default=False, tenancy=tenancy, tags=tags)
    with state.store.transaction():
        for record in made:
            lookup.save(state, ctx, record)
        lookup.announce(state, ctx, made[0], "created")
    body = describe.public(made[0].body)
    body["State"] = "pending"
    return {"Vpc": body}


def describe_vpcs(state: Ec2State, request: DescribeVpcsRequest, ctx: RequestContext) -> DescribeVpcsResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "vpc",
        "vpc",
        request.get("VpcIds"),
        request.get("Filters"),
        VPC_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="vpcIds",
    )
    answer: DescribeVpcsResponse = {"Vpcs": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_vpc(state: Ec2State, request: DeleteVpcRequest, ctx: RequestContext) -> DeleteVpcResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        inside = state.records.in_vpc(ctx.account_id, ctx.region, vpc.id)
        blocking = [
            r
            for r in inside
            if r.kind != "vpc" and not _made_with_vpc(r) and r.body.get("State") != "deleted"
        ]
        gateways = [
            g
            for g in state.records.of_kind(ctx.account_id, ctx.region, "internet-gateway")
            if any(a.get("VpcId") == vpc.id for a in g.body.get("Attachments") or [])
        ]
        if blocking or gateways:
            raise error("DependencyViolation", f"The vpc '{vpc.id}' has dependencies and cannot be deleted.")
        for record in inside:
            state.records.delete(ctx.account_id, ctx.region, record.id)
        lookup.announce(state, ctx, vpc, "deleted")
    return {}


def _made_with_vpc(record: Any) -> bool:
    """The main route table, the default security group and the default network ACL go with their VPC."""
    if record.kind == "network-acl":
        return bool(record.body.get("IsDefault"))
    if record.kind == "route-table":
        return any(a.get("Main") for a in record.body.get("Associations") or [])
    return bool(record.kind == "security-group" and record.body.get("GroupName") == "default")


def modify_vpc_attribute(
    state: Ec2State, request: ModifyVpcAttributeRequest, ctx: RequestContext
) -> ModifyVpcAttributeResponse:
    lookup.begin(state, ctx, request)
    given: list[tuple[str, Any]] = [
        (name, request.get(member)) for name, member in _ATTRIBUTES.items() if request.get(member) is not None
    ]
    if len(given) != 1:
        raise (
            invalid_value("Exactly one attribute must be specified in a ModifyVpcAttribute request.")
            if given
            else error("MissingParameter", "The request must contain exactly one attribute to modify.")
        )
    name, value = given[0]
    with state.store.transaction():
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        attributes = vpc.body["_attributes"]
        setting = bool((value or {}).get("Value"))
        if name == "enableDnsHostnames" and setting and not attributes["enableDnsSupport"]:
            raise invalid_value("Cannot enable DNS hostnames while DNS support is disabled.")
        attributes[name] = setting
        lookup.save(state, ctx, vpc)
        lookup.announce(state, ctx, vpc, "changed")
    return {}


def describe_vpc_attribute(
    state: Ec2State, request: DescribeVpcAttributeRequest, ctx: RequestContext
) -> DescribeVpcAttributeResponse:
    lookup.begin(state, ctx, request)
    name = request["Attribute"]
    if name not in _ATTRIBUTES:
        raise invalid_value(f"Value ({name}) for parameter attribute is invalid. Unknown attribute.")
    vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
    answer: Any = {"VpcId": vpc.id, _ATTRIBUTES[name]: {"Value": vpc.body["_attributes"][name]}}
    return answer


_ZONE_FILTERS: filters.FilterMap = {
    "zone-name": filters.field("ZoneName"),
    "zone-id": filters.field("ZoneId"),
    "region-name": filters.field("RegionName"),
    "state": filters.field("State"),
    "zone-type": filters.field("ZoneType"),
    "group-name": filters.field("GroupName"),
    "opt-in-status": filters.field("OptInStatus"),
}


def describe_availability_zones(
    state: Ec2State, request: DescribeAvailabilityZonesRequest, ctx: RequestContext
) -> DescribeAvailabilityZonesResponse:
    lookup.begin(state, ctx, request)
    wanted = list(request.get("Filters") or [])
    filters.check(wanted, _ZONE_FILTERS)
    found: list[Any] = zones.zones(ctx.region)
    names, ids = request.get("ZoneNames") or [], request.get("ZoneIds") or []
    for name in names:
        if zones.zone_named(ctx.region, name, None) is None:
            raise invalid_value(f"Invalid availability zone: [{name}]")
    for zone_id in ids:
        if zones.zone_named(ctx.region, None, zone_id) is None:
            raise invalid_value(f"Invalid availability zone: [{zone_id}]")
    if names or ids:
        found = [z for z in found if z["ZoneName"] in names or z["ZoneId"] in ids]
    found = [z for z in found if filters.matches(z, wanted, _ZONE_FILTERS)]
    return {"AvailabilityZones": found}
