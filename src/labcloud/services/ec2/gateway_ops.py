"""Internet gateways (attach to one VPC, detach, delete once detached), NAT gateways (in a subnet, public
ones holding an Elastic IP; deleted ones stay visible as ``deleted``) and Elastic IPs (allocate,
describe, their domain-name attribute, disassociate (only as AWS does when a NAT gateway is gone),
release unless a NAT gateway holds one). Addresses come from the documentation ranges."""

from __future__ import annotations

import ipaddress
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ec2 import cidrs, describe, filters, lookup, tagging
from labcloud.services.ec2.errors import dependency, error, invalid_value
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        AllocateAddressRequest,
        AllocateAddressResponse,
        AttachInternetGatewayRequest,
        AttachInternetGatewayResponse,
        CreateInternetGatewayRequest,
        CreateInternetGatewayResponse,
        CreateNatGatewayRequest,
        CreateNatGatewayResponse,
        DeleteInternetGatewayRequest,
        DeleteInternetGatewayResponse,
        DeleteNatGatewayRequest,
        DeleteNatGatewayResponse,
        DescribeAddressesAttributeRequest,
        DescribeAddressesAttributeResponse,
        DescribeAddressesRequest,
        DescribeAddressesResponse,
        DescribeInternetGatewaysRequest,
        DescribeInternetGatewaysResponse,
        DescribeNatGatewaysRequest,
        DescribeNatGatewaysResponse,
        DetachInternetGatewayRequest,
        DetachInternetGatewayResponse,
        DisassociateAddressRequest,
        DisassociateAddressResponse,
        ReleaseAddressRequest,
        ReleaseAddressResponse,
    )

GATEWAY_FILTERS: filters.FilterMap = {
    "internet-gateway-id": filters.field("InternetGatewayId"),
    "attachment.vpc-id": filters.field("Attachments", "VpcId"),
    "attachment.state": filters.field("Attachments", "State"),
}
NAT_FILTERS: filters.FilterMap = {
    "nat-gateway-id": filters.field("NatGatewayId"),
    "subnet-id": filters.field("SubnetId"),
    "vpc-id": filters.field("VpcId"),
    "state": filters.field("State"),
}
ADDRESS_FILTERS: filters.FilterMap = {
    "allocation-id": filters.field("AllocationId"),
    "association-id": filters.field("AssociationId"),
    "domain": filters.field("Domain"),
    "network-border-group": filters.field("NetworkBorderGroup"),
    "network-interface-id": filters.field("NetworkInterfaceId"),
    "private-ip-address": filters.field("PrivateIpAddress"),
    "public-ip": filters.field("PublicIp"),
}
#: Elastic IPs come from the documentation ranges (RFC 5737): they reach nothing.
_POOLS = (ipaddress.IPv4Network("198.51.100.0/24"), ipaddress.IPv4Network("203.0.113.0/24"))


# --------------------------------------------------------------------------- internet gateways


def create_internet_gateway(
    state: Ec2State, request: CreateInternetGatewayRequest, ctx: RequestContext
) -> CreateInternetGatewayResponse:
    lookup.begin(state, ctx, request)
    tags = tagging.from_specifications(request.get("TagSpecifications"), "internet-gateway")
    gateway_id = new_id("igw")
    body = {"InternetGatewayId": gateway_id, "OwnerId": ctx.account_id, "Attachments": [], "Tags": tags}
    record = Record(gateway_id, "internet-gateway", None, body)
    with state.store.transaction():
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    return {"InternetGateway": describe.public(body)}


def describe_internet_gateways(
    state: Ec2State, request: DescribeInternetGatewaysRequest, ctx: RequestContext
) -> DescribeInternetGatewaysResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "internet-gateway",
        "igw",
        request.get("InternetGatewayIds"),
        request.get("Filters"),
        GATEWAY_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="internetGatewayIds",
    )
    answer: DescribeInternetGatewaysResponse = {"InternetGateways": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def attach_internet_gateway(
    state: Ec2State, request: AttachInternetGatewayRequest, ctx: RequestContext
) -> AttachInternetGatewayResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        gateway = lookup.require(state, ctx, "igw", request["InternetGatewayId"])
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        attached = gateway.body["Attachments"]
        if attached:
            raise error(
                "Resource.AlreadyAssociated",
                f"resource {gateway.id} is already attached to network {attached[0]['VpcId']}",
            )
        for other in state.records.of_kind(ctx.account_id, ctx.region, "internet-gateway"):
            if any(a.get("VpcId") == vpc.id for a in other.body["Attachments"]):
                raise error(
                    "InvalidParameterValue",
                    f"Network {vpc.id} already has an internet gateway attached",
                )
        gateway.body["Attachments"] = [{"State": "available", "VpcId": vpc.id}]
        gateway.vpc_id = vpc.id
        lookup.save(state, ctx, gateway)
        lookup.announce(state, ctx, gateway, "changed")
    return {}


def detach_internet_gateway(
    state: Ec2State, request: DetachInternetGatewayRequest, ctx: RequestContext
) -> DetachInternetGatewayResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        gateway = lookup.require(state, ctx, "igw", request["InternetGatewayId"])
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        if not any(a.get("VpcId") == vpc.id for a in gateway.body["Attachments"]):
            raise error("Gateway.NotAttached", f"resource {gateway.id} is not attached to network {vpc.id}")
        for nat in state.records.in_vpc(ctx.account_id, ctx.region, vpc.id, "natgateway"):
            if nat.body.get("State") == "available" and nat.body.get("ConnectivityType") == "public":
                raise error(
                    "DependencyViolation",
                    f"Network {vpc.id} has some mapped public address(es). Please unmap those public address(es)"
                    " before detaching the gateway.",
                )
        gateway.body["Attachments"] = []
        gateway.vpc_id = None
        lookup.save(state, ctx, gateway)
        lookup.announce(state, ctx, gateway, "changed")
    return {}


def delete_internet_gateway(
    state: Ec2State, request: DeleteInternetGatewayRequest, ctx: RequestContext
) -> DeleteInternetGatewayResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        gateway = lookup.require(state, ctx, "igw", request["InternetGatewayId"])
        if gateway.body["Attachments"]:
            raise dependency("internetGateway", gateway.id)
        state.records.delete(ctx.account_id, ctx.region, gateway.id)
        lookup.announce(state, ctx, gateway, "deleted")
    return {}


# --------------------------------------------------------------------------- Elastic IPs


def allocate_address(
    state: Ec2State, request: AllocateAddressRequest, ctx: RequestContext
) -> AllocateAddressResponse:
    lookup.begin(state, ctx, request, "Address", "PublicIpv4Pool", "CustomerOwnedIpv4Pool", "IpamPoolId")
    domain = request.get("Domain") or "vpc"
    if domain != "vpc":
        raise invalid_value(f"Value ({domain}) for parameter domain is invalid. Only 'vpc' is supported.")
    border = request.get("NetworkBorderGroup") or ctx.region
    if border != ctx.region:
        raise invalid_value(f"Value ({border}) for parameter networkBorderGroup is invalid.")
    tags = tagging.from_specifications(request.get("TagSpecifications"), "elastic-ip")
    with state.store.transaction():
        taken = {a.body["PublicIp"] for a in state.records.of_kind(ctx.account_id, ctx.region, "elastic-ip")}
        free = next((str(ip) for pool in _POOLS for ip in pool.hosts() if str(ip) not in taken), None)
        if free is None:
            raise error("AddressLimitExceeded", "The maximum number of addresses has been reached.")
        allocation_id = new_id("eipalloc")
        body = {
            "AllocationId": allocation_id,
            "PublicIp": free,
            "Domain": "vpc",
            "PublicIpv4Pool": "amazon",
            "NetworkBorderGroup": border,
            "Tags": tags,
        }
        record = Record(allocation_id, "elastic-ip", None, body)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answer: Any = {k: v for k, v in body.items() if k != "Tags"}
    return answer


def describe_addresses(
    state: Ec2State, request: DescribeAddressesRequest, ctx: RequestContext
) -> DescribeAddressesResponse:
    lookup.begin(state, ctx, request)
    found, _ = describe.select(
        state,
        ctx,
        "elastic-ip",
        "eipalloc",
        request.get("AllocationIds"),
        request.get("Filters"),
        ADDRESS_FILTERS,
    )
    ips = request.get("PublicIps") or []
    for ip in ips:
        if not any(r.body["PublicIp"] == ip for r in found):
            raise error("InvalidAddress.NotFound", f"Address '{ip}' not found.")
    if ips:
        found = [r for r in found if r.body["PublicIp"] in ips]
    return {"Addresses": [describe.public(r.body) for r in found]}


def describe_addresses_attribute(
    state: Ec2State, request: DescribeAddressesAttributeRequest, ctx: RequestContext
) -> DescribeAddressesAttributeResponse:
    """The ``domain-name`` attribute (reverse DNS) of Elastic IPs: labcloud keeps no PTR records
    (ModifyAddressAttribute is not implemented), so each address answers without one."""
    lookup.begin(state, ctx, request)
    attribute = request.get("Attribute")
    if attribute is None:
        raise error("MissingParameter", "The request must contain the parameter attribute")
    if attribute != "domain-name":
        raise invalid_value(f"Value ({attribute}) for parameter attribute is invalid.")
    found, token = describe.select(
        state,
        ctx,
        "elastic-ip",
        "eipalloc",
        request.get("AllocationIds"),
        None,
        ADDRESS_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="allocationIds",
    )
    answer: DescribeAddressesAttributeResponse = {
        "Addresses": [{"PublicIp": r.body["PublicIp"], "AllocationId": r.id} for r in found]
    }
    if token:
        answer["NextToken"] = token
    return answer


def disassociate_address(
    state: Ec2State, request: DisassociateAddressRequest, ctx: RequestContext
) -> DisassociateAddressResponse:
    """Only NAT gateways associate addresses here (AssociateAddress needs instances, which labcloud has
    not), and a NAT gateway's address goes with the gateway: an association that no longer exists is
    ``InvalidAssociationID.NotFound`` (what Terraform's aws_eip meets after its NAT gateway is deleted)."""
    lookup.begin(state, ctx, request, "PublicIp")
    association = request.get("AssociationId")
    if not association:
        raise error("MissingParameter", "The request must contain the parameter AssociationId")
    with state.store.transaction():
        for address in state.records.of_kind(ctx.account_id, ctx.region, "elastic-ip"):
            if address.body.get("AssociationId") == association:
                raise error(
                    "OperationNotPermitted",
                    f"The address {address.body['PublicIp']} is held by a NAT gateway: delete the gateway to free it",
                )
    raise error("InvalidAssociationID.NotFound", f"The association ID '{association}' does not exist")


def release_address(
    state: Ec2State, request: ReleaseAddressRequest, ctx: RequestContext
) -> ReleaseAddressResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        if request.get("AllocationId"):
            address = lookup.require(state, ctx, "eipalloc", str(request["AllocationId"]))
        elif request.get("PublicIp"):
            ip = request["PublicIp"]
            named = next(
                (
                    a
                    for a in state.records.of_kind(ctx.account_id, ctx.region, "elastic-ip")
                    if a.body["PublicIp"] == ip
                ),
                None,
            )
            if named is None:
                raise error("InvalidAddress.NotFound", f"Address '{ip}' not found.")
            address = named
        else:
            raise error("MissingParameter", "The request must contain the parameter allocationId")
        border = request.get("NetworkBorderGroup")
        if border is not None and border != address.body["NetworkBorderGroup"]:
            raise invalid_value(f"Value ({border}) for parameter networkBorderGroup is invalid.")
        if address.body.get("AssociationId"):
            raise error("InvalidIPAddress.InUse", f"Address {address.body['PublicIp']} is in use.")
        state.records.delete(ctx.account_id, ctx.region, address.id)
        lookup.announce(state, ctx, address, "deleted")
    return {}


# --------------------------------------------------------------------------- NAT gateways

_NAT_UNSUPPORTED = (
    "AvailabilityMode",
    "VpcId",
    "AvailabilityZoneAddresses",
    "SecondaryAllocationIds",
    "SecondaryPrivateIpAddresses",
    "SecondaryPrivateIpAddressCount",
)


def create_nat_gateway(
    state: Ec2State, request: CreateNatGatewayRequest, ctx: RequestContext
) -> CreateNatGatewayResponse:
    lookup.begin(state, ctx, request, *_NAT_UNSUPPORTED)
    kind = request.get("ConnectivityType") or "public"
    if kind not in ("public", "private"):
        raise invalid_value(f"Value ({kind}) for parameter connectivityType is invalid.")
    if not request.get("SubnetId"):
        raise error("MissingParameter", "The request must contain the parameter subnetId")
    tags = tagging.from_specifications(request.get("TagSpecifications"), "natgateway")
    token = request.get("ClientToken")
    with state.store.transaction():
        if token:
            for earlier in state.records.of_kind(ctx.account_id, ctx.region, "natgateway"):
                if earlier.body.get("_client_token") == token:
                    return {"ClientToken": token, "NatGateway": describe.public(earlier.body)}
        subnet = lookup.require(state, ctx, "subnet", request["SubnetId"])
        taken = sum(
            1 for _ in state.records.in_vpc(ctx.account_id, ctx.region, str(subnet.vpc_id), "natgateway")
        )
        private_ip = request.get("PrivateIpAddress") or cidrs.host(subnet.body["CidrBlock"], taken)
        address: dict[str, Any] = {
            "PrivateIp": private_ip,
            "NetworkInterfaceId": new_id("eni"),
            "IsPrimary": True,
            "Status": "succeeded",
        }
        nat_id = new_id("nat")
        eip = None
        if kind == "public":
            if not request.get("AllocationId"):
                raise error("MissingParameter", "The request must contain the parameter AllocationId")
            eip = lookup.require(state, ctx, "eipalloc", str(request["AllocationId"]))
            if eip.body.get("AssociationId"):
                raise error(
                    "Resource.AlreadyAssociated", f"Elastic IP address [{eip.id}] is already associated"
                )
            address.update(
                AllocationId=eip.id, PublicIp=eip.body["PublicIp"], AssociationId=new_id("eipassoc")
            )
        elif request.get("AllocationId"):
            raise invalid_value("A private NAT gateway cannot have an Elastic IP address.")
        body: dict[str, Any] = {
            "NatGatewayId": nat_id,
            "SubnetId": subnet.id,
            "VpcId": subnet.vpc_id,
            "ConnectivityType": kind,
            "CreateTime": clock.now(),
            "NatGatewayAddresses": [address],
            "State": "available",
            "Tags": tags,
        }
        if token:
            body["_client_token"] = token
        if kind == "public" and not _has_internet_gateway(state, ctx, str(subnet.vpc_id)):
            body.update(
                State="failed",
                FailureCode="Gateway.NotAttached",
                FailureMessage=f"Network {subnet.vpc_id} has no Internet gateway attached",
            )
        elif eip is not None:
            eip.body.update(
                AssociationId=address["AssociationId"],
                NetworkInterfaceId=address["NetworkInterfaceId"],
                PrivateIpAddress=private_ip,
                NetworkInterfaceOwnerId=ctx.account_id,
            )
            lookup.save(state, ctx, eip)
        record = Record(nat_id, "natgateway", subnet.vpc_id, body)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answered = describe.public(body)
    answered["State"] = "pending"
    answered.pop("FailureCode", None)
    answered.pop("FailureMessage", None)
    out: CreateNatGatewayResponse = {"NatGateway": answered}
    if token:
        out["ClientToken"] = token
    return out


def _has_internet_gateway(state: Ec2State, ctx: RequestContext, vpc_id: str) -> bool:
    return any(
        a.get("VpcId") == vpc_id
        for g in state.records.of_kind(ctx.account_id, ctx.region, "internet-gateway")
        for a in g.body["Attachments"]
    )


def describe_nat_gateways(
    state: Ec2State, request: DescribeNatGatewaysRequest, ctx: RequestContext
) -> DescribeNatGatewaysResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "natgateway",
        "nat",
        request.get("NatGatewayIds"),
        request.get("Filter"),
        NAT_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="natGatewayIds",
    )
    answer: DescribeNatGatewaysResponse = {"NatGateways": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_nat_gateway(
    state: Ec2State, request: DeleteNatGatewayRequest, ctx: RequestContext
) -> DeleteNatGatewayResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        nat = lookup.require(state, ctx, "nat", request["NatGatewayId"])
        for address in nat.body["NatGatewayAddresses"]:
            allocation = address.get("AllocationId")
            eip = state.records.get(ctx.account_id, ctx.region, allocation) if allocation else None
            if eip is not None and eip.body.get("AssociationId") == address.get("AssociationId"):
                for key in (
                    "AssociationId",
                    "NetworkInterfaceId",
                    "PrivateIpAddress",
                    "NetworkInterfaceOwnerId",
                ):
                    eip.body.pop(key, None)
                lookup.save(state, ctx, eip)
        nat.body.update(State="deleted", DeleteTime=clock.now())
        lookup.save(state, ctx, nat)
        lookup.announce(state, ctx, nat, "deleted")
    return {"NatGatewayId": nat.id}
