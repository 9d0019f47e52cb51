"""An instance's primary network interface: a record like an endpoint's (``endpoint_interfaces``), an
address of its subnet's block, its security groups, attached at device index 0 and removed when the
instance terminates. Inside the caller's transaction."""

from __future__ import annotations

import ipaddress
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import cidrs, endpoint_interfaces, lookup
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State


def address_for(state: Ec2State, ctx: RequestContext, subnet: Record, wanted: str | None) -> str:
    """``wanted`` if it is a free host address of the subnet, else the subnet's next free address."""
    if wanted is None:
        return endpoint_interfaces.free_address(state, ctx, subnet)
    block = ipaddress.IPv4Network(subnet.body["CidrBlock"])
    try:
        address = ipaddress.IPv4Address(wanted)
    except ValueError:
        raise invalid_value(f"Value ({wanted}) for parameter privateIpAddress is invalid.") from None
    hosts = {cidrs.host(str(block), i) for i in range(cidrs.usable(str(block)))}
    if str(address) not in hosts:
        raise error(
            "InvalidParameterValue",
            f"Address {wanted} does not fall within the subnet's address range",
        )
    if str(address) in endpoint_interfaces.taken_addresses(state, ctx, subnet):
        raise error("InvalidIPAddress.InUse", f"Address {wanted} is in use.")
    return str(address)


def attach(
    state: Ec2State,
    ctx: RequestContext,
    instance_id: str,
    subnet: Record,
    groups: list[dict[str, str]],
    address: str,
    tags: list[dict[str, str]],
    now: float,
    description: str = "",
) -> dict[str, Any]:
    """Make and save the instance's interface; its description as the instance's ``NetworkInterfaces`` lists it."""
    eni_id = new_id("eni")
    dns = endpoint_interfaces.private_dns_name(address, ctx.region)
    attachment = {
        "AttachmentId": new_id("eni-attach"),
        "DeleteOnTermination": True,
        "DeviceIndex": 0,
        "InstanceId": instance_id,
        "InstanceOwnerId": ctx.account_id,
        "Status": "attached",
        "NetworkCardIndex": 0,
    }
    eni = {
        "NetworkInterfaceId": eni_id,
        "AvailabilityZone": subnet.body["AvailabilityZone"],
        "Attachment": attachment,
        "Description": description,
        "Groups": [dict(g) for g in groups],
        "InterfaceType": "interface",
        "Ipv6Addresses": [],
        "MacAddress": endpoint_interfaces.mac_address(eni_id),
        "OwnerId": ctx.account_id,
        "PrivateDnsName": dns,
        "PrivateIpAddress": address,
        "PrivateIpAddresses": [{"Primary": True, "PrivateDnsName": dns, "PrivateIpAddress": address}],
        "RequesterManaged": False,
        "SourceDestCheck": True,
        "Status": "in-use",
        "SubnetId": subnet.id,
        "TagSet": tags,
        "VpcId": subnet.vpc_id,
        "_instance": instance_id,
    }
    lookup.save(state, ctx, Record(eni_id, "network-interface", subnet.vpc_id, eni))
    endpoint_interfaces.count_free(state, ctx, subnet, -1)
    hidden = ("AvailabilityZone", "TagSet", "RequesterManaged", "_instance")
    listed = {k: v for k, v in eni.items() if k not in hidden}
    listed["Attachment"] = {k: v for k, v in attachment.items() if k not in ("InstanceId", "InstanceOwnerId")}
    listed["Attachment"]["AttachTime"] = now
    return listed


def regroup(state: Ec2State, ctx: RequestContext, eni_id: str, groups: list[dict[str, str]]) -> None:
    record = state.records.get(ctx.account_id, ctx.region, eni_id)
    if record is not None:
        record.body["Groups"] = [dict(g) for g in groups]
        lookup.save(state, ctx, record)


def detach(state: Ec2State, ctx: RequestContext, eni_id: str) -> None:
    endpoint_interfaces.remove(state, ctx, eni_id)
