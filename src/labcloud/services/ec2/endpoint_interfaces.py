"""What an Interface VPC endpoint holds besides its record: one requester-managed network interface per
subnet (an address from the subnet's block, the endpoint's security groups) and the DNS names AWS forms
for it (regional, per zone, and the service's own name when private DNS is on). Pure but for the
records it reads and saves through the caller's state, inside the caller's transaction."""

from __future__ import annotations

import hashlib
import secrets
import string
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import cidrs, lookup
from labcloud.services.ec2.errors import error
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

#: The hosted zone of ``*.vpce.amazonaws.com`` names in us-east-1; other regions get a stable stand-in.
_VPCE_ZONES = {"us-east-1": "Z7HUB22UULQXV"}
_SUFFIX = string.ascii_lowercase + string.digits


def new_suffix() -> str:
    """The eight characters AWS adds after the endpoint id in its DNS names."""
    return "".join(secrets.choice(_SUFFIX) for _ in range(8))


def _zone_id(seed: str) -> str:
    return "Z" + hashlib.sha256(seed.encode()).hexdigest().upper()[:13]


def dns_entries(body: dict[str, Any], region: str, zones: list[str]) -> list[dict[str, str]]:
    """The endpoint's names: regional first, then one per zone of its subnets, then the private name."""
    service = body["ServiceName"].removeprefix(f"com.amazonaws.{region}.")
    base = f"{body['VpcEndpointId']}-{body['_dns_suffix']}"
    hosted = _VPCE_ZONES.get(region) or _zone_id(f"vpce/{region}")
    entries = [{"DnsName": f"{base}.{service}.{region}.vpce.amazonaws.com", "HostedZoneId": hosted}]
    for zone in sorted(set(zones)):
        entries.append(
            {"DnsName": f"{base}-{zone}.{service}.{region}.vpce.amazonaws.com", "HostedZoneId": hosted}
        )
    if body.get("PrivateDnsEnabled"):
        private = _zone_id(f"private/{body['VpcEndpointId']}")
        entries.append({"DnsName": f"{service}.{region}.amazonaws.com", "HostedZoneId": private})
    return entries


def taken_addresses(state: Ec2State, ctx: RequestContext, subnet: Record) -> set[str]:
    return {
        eni.body["PrivateIpAddress"]
        for eni in state.records.in_vpc(ctx.account_id, ctx.region, subnet.vpc_id or "", "network-interface")
        if eni.body["SubnetId"] == subnet.id
    }


def free_address(state: Ec2State, ctx: RequestContext, subnet: Record) -> str:
    taken = taken_addresses(state, ctx, subnet)
    usable = cidrs.usable(subnet.body["CidrBlock"])
    for index in range(usable):
        address = cidrs.host(subnet.body["CidrBlock"], index)
        if address not in taken:
            return address
    raise error(
        "InsufficientFreeAddressesInSubnet",
        f"There are not enough free addresses in subnet '{subnet.id}' to satisfy the requested number of instances.",
    )


def mac_address(eni_id: str) -> str:
    digest = hashlib.sha256(eni_id.encode()).hexdigest()
    return "0e:" + ":".join(digest[i : i + 2] for i in range(0, 10, 2))


def private_dns_name(address: str, region: str) -> str:
    domain = "ec2.internal" if region == "us-east-1" else f"{region}.compute.internal"
    return "ip-" + address.replace(".", "-") + "." + domain


def add(state: Ec2State, ctx: RequestContext, body: dict[str, Any], subnet: Record) -> str:
    """Make and save the endpoint's interface in ``subnet``; its id."""
    eni_id = new_id("eni")
    address = free_address(state, ctx, subnet)
    private_name = private_dns_name(address, ctx.region)
    eni = {
        "NetworkInterfaceId": eni_id,
        "AvailabilityZone": subnet.body["AvailabilityZone"],
        "Description": f"VPC Endpoint Interface {body['VpcEndpointId']}",
        "Groups": [dict(g) for g in body["Groups"]],
        "InterfaceType": "vpc_endpoint",
        "Ipv6Addresses": [],
        "MacAddress": mac_address(eni_id),
        "OwnerId": ctx.account_id,
        "PrivateDnsName": private_name,
        "PrivateIpAddress": address,
        "PrivateIpAddresses": [
            {"Primary": True, "PrivateDnsName": private_name, "PrivateIpAddress": address}
        ],
        "RequesterId": "amazon-aws",
        "RequesterManaged": True,
        "SourceDestCheck": True,
        "Status": "in-use",
        "SubnetId": subnet.id,
        "TagSet": [],
        "VpcId": subnet.vpc_id,
        "_endpoint": body["VpcEndpointId"],
    }
    record = Record(eni_id, "network-interface", subnet.vpc_id, eni)
    lookup.save(state, ctx, record)
    count_free(state, ctx, subnet, -1)
    return eni_id


def remove(state: Ec2State, ctx: RequestContext, eni_id: str) -> None:
    record = state.records.get(ctx.account_id, ctx.region, eni_id)
    if record is None:
        return
    subnet = state.records.get(ctx.account_id, ctx.region, record.body["SubnetId"])
    if subnet is not None:
        count_free(state, ctx, subnet, 1)
    state.records.delete(ctx.account_id, ctx.region, eni_id)


def count_free(state: Ec2State, ctx: RequestContext, subnet: Record, delta: int) -> None:
    subnet.body["AvailableIpAddressCount"] = int(subnet.body["AvailableIpAddressCount"]) + delta
    lookup.save(state, ctx, subnet)


def of_endpoint(state: Ec2State, ctx: RequestContext, endpoint_id: str, vpc_id: str) -> list[Record]:
    return [
        eni
        for eni in state.records.in_vpc(ctx.account_id, ctx.region, vpc_id, "network-interface")
        if eni.body.get("_endpoint") == endpoint_id
    ]


def regroup(state: Ec2State, ctx: RequestContext, body: dict[str, Any]) -> None:
    """The endpoint's interfaces carry its security groups."""
    for eni in of_endpoint(state, ctx, body["VpcEndpointId"], body["VpcId"]):
        eni.body["Groups"] = [dict(g) for g in body["Groups"]]
        lookup.save(state, ctx, eni)


def refresh_dns(state: Ec2State, ctx: RequestContext, body: dict[str, Any]) -> None:
    zones = []
    for subnet_id in body["SubnetIds"]:
        subnet = state.records.get(ctx.account_id, ctx.region, subnet_id)
        if subnet is not None:
            zones.append(subnet.body["AvailabilityZone"])
    body["DnsEntries"] = dns_entries(body, ctx.region, zones)
