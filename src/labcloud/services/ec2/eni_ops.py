"""DescribeNetworkInterfaces: labcloud keeps no network interfaces (nothing is attached to a network, not
even a function in a VPC), so the answer is always empty; ids name none and filters are checked. Tools
such as Terraform list a subnet's or a group's interfaces before deleting it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, lookup
from labcloud.services.ec2.errors import error
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import DescribeNetworkInterfacesRequest, DescribeNetworkInterfacesResponse

_NAMES = (
    "network-interface-id",
    "subnet-id",
    "vpc-id",
    "group-id",
    "group-name",
    "description",
    "status",
    "interface-type",
    "requester-id",
    "requester-managed",
    "availability-zone",
    "attachment.instance-id",
    "attachment.instance-owner-id",
    "attachment.status",
    "private-ip-address",
    "mac-address",
)
ENI_FILTERS: filters.FilterMap = {name: filters.field(name) for name in _NAMES}


def describe_network_interfaces(
    state: Ec2State, request: DescribeNetworkInterfacesRequest, ctx: RequestContext
) -> DescribeNetworkInterfacesResponse:
    lookup.begin(state, ctx, request)
    filters.check(request.get("Filters"), ENI_FILTERS)
    ids = request.get("NetworkInterfaceIds") or []
    if ids and request.get("MaxResults") is not None:
        raise error(
            "InvalidParameterCombination",
            "The parameter networkInterfaceIds cannot be used with the parameter maxResults",
        )
    if ids:
        shown = ", ".join(ids)
        raise error("InvalidNetworkInterfaceID.NotFound", f"The networkInterface ID '{shown}' does not exist")
    describe.window(0, request.get("MaxResults"), request.get("NextToken"))
    return {"NetworkInterfaces": []}
