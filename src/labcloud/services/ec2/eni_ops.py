"""DescribeNetworkInterfaces: the interfaces labcloud keeps are those of Interface VPC endpoints (one per
subnet, requester-managed, made and removed with the endpoint: ``endpoint_interfaces``) and each
instance's primary interface (``instance_network``, gone when it terminates). A function in a
VPC holds none (its sandbox is not placed in the network). Tools such as Terraform list a subnet's or a
group's interfaces before deleting it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, lookup
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import DescribeNetworkInterfacesRequest, DescribeNetworkInterfacesResponse

ENI_FILTERS: filters.FilterMap = {
    "network-interface-id": filters.field("NetworkInterfaceId"),
    "subnet-id": filters.field("SubnetId"),
    "vpc-id": filters.field("VpcId"),
    "group-id": filters.field("Groups", "GroupId"),
    "group-name": filters.field("Groups", "GroupName"),
    "description": filters.field("Description"),
    "status": filters.field("Status"),
    "interface-type": filters.field("InterfaceType"),
    "requester-id": filters.field("RequesterId"),
    "requester-managed": filters.field("RequesterManaged"),
    "availability-zone": filters.field("AvailabilityZone"),
    "attachment.instance-id": filters.field("Attachment", "InstanceId"),
    "attachment.instance-owner-id": filters.field("Attachment", "InstanceOwnerId"),
    "attachment.status": filters.field("Attachment", "Status"),
    "private-ip-address": filters.field("PrivateIpAddress"),
    "addresses.private-ip-address": filters.field("PrivateIpAddresses", "PrivateIpAddress"),
    "mac-address": filters.field("MacAddress"),
    "private-dns-name": filters.field("PrivateDnsName"),
}


def describe_network_interfaces(
    state: Ec2State, request: DescribeNetworkInterfacesRequest, ctx: RequestContext
) -> DescribeNetworkInterfacesResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "network-interface",
        "eni",
        request.get("NetworkInterfaceIds"),
        request.get("Filters"),
        ENI_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="networkInterfaceIds",
    )
    answer: DescribeNetworkInterfacesResponse = {
        "NetworkInterfaces": [describe.public(r.body) for r in found]
    }
    if token:
        answer["NextToken"] = token
    return answer
