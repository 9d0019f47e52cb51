"""Route tables: create/describe/delete (not the main one, nor one still associated), routes to an
internet gateway attached to the table's VPC or to a NAT gateway in it, and subnet/gateway associations.
Nothing is routed: the tables are records."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import builders, cidrs, describe, filters, lookup, tagging
from labcloud.services.ec2.errors import dependency, error, invalid_value
from labcloud.services.ec2.ids import new_id, prefix_of
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        AssociateRouteTableRequest,
        AssociateRouteTableResponse,
        CreateRouteRequest,
        CreateRouteResponse,
        CreateRouteTableRequest,
        CreateRouteTableResponse,
        DeleteRouteRequest,
        DeleteRouteResponse,
        DeleteRouteTableRequest,
        DeleteRouteTableResponse,
        DescribeRouteTablesRequest,
        DescribeRouteTablesResponse,
        DisassociateRouteTableRequest,
        DisassociateRouteTableResponse,
    )

TABLE_FILTERS: filters.FilterMap = {
    "route-table-id": filters.field("RouteTableId"),
    "vpc-id": filters.field("VpcId"),
    "association.subnet-id": filters.field("Associations", "SubnetId"),
    "association.gateway-id": filters.field("Associations", "GatewayId"),
    "association.route-table-association-id": filters.field("Associations", "RouteTableAssociationId"),
    "association.route-table-id": filters.field("Associations", "RouteTableId"),
    "association.main": filters.field("Associations", "Main"),
    "route.destination-cidr-block": filters.field("Routes", "DestinationCidrBlock"),
    "route.destination-prefix-list-id": filters.field("Routes", "DestinationPrefixListId"),
    "route.gateway-id": filters.field("Routes", "GatewayId"),
    "route.nat-gateway-id": filters.field("Routes", "NatGatewayId"),
    "route.origin": filters.field("Routes", "Origin"),
    "route.state": filters.field("Routes", "State"),
}

_UNSUPPORTED_TARGETS = (
    "DestinationIpv6CidrBlock",
    "TransitGatewayId",
    "LocalGatewayId",
    "CarrierGatewayId",
    "CoreNetworkArn",
    "OdbNetworkArn",
    "EgressOnlyInternetGatewayId",
    "InstanceId",
    "NetworkInterfaceId",
    "VpcPeeringConnectionId",
    "VpcEndpointId",
    "DestinationPrefixListId",
)


def create_route_table(
    state: Ec2State, request: CreateRouteTableRequest, ctx: RequestContext
) -> CreateRouteTableResponse:
    lookup.begin(state, ctx, request)
    tags = tagging.from_specifications(request.get("TagSpecifications"), "route-table")
    with state.store.transaction():
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        record = builders.route_table(ctx.account_id, vpc.id, vpc.body["CidrBlock"], main=False, tags=tags)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    return {"RouteTable": describe.public(record.body)}


def describe_route_tables(
    state: Ec2State, request: DescribeRouteTablesRequest, ctx: RequestContext
) -> DescribeRouteTablesResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "route-table",
        "rtb",
        request.get("RouteTableIds"),
        request.get("Filters"),
        TABLE_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="routeTableIds",
    )
    answer: DescribeRouteTablesResponse = {"RouteTables": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_route_table(
    state: Ec2State, request: DeleteRouteTableRequest, ctx: RequestContext
) -> DeleteRouteTableResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        table = lookup.require(state, ctx, "rtb", request["RouteTableId"])
        if table.body["Associations"]:
            raise dependency("routeTable", table.id)
        state.records.delete(ctx.account_id, ctx.region, table.id)
        lookup.announce(state, ctx, table, "deleted")
    return {}


def create_route(state: Ec2State, request: CreateRouteRequest, ctx: RequestContext) -> CreateRouteResponse:
    lookup.begin(state, ctx, request, *_UNSUPPORTED_TARGETS)
    destination = request.get("DestinationCidrBlock")
    if not destination:
        raise error("MissingParameter", "The request must contain the parameter destinationCidrBlock")
    block = str(cidrs.parse(destination, "destinationCidrBlock"))
    gateway_id, nat_id = request.get("GatewayId"), request.get("NatGatewayId")
    if (gateway_id is None) == (nat_id is None):
        raise invalid_value("The request must contain exactly one of gatewayId, natGatewayId")
    with state.store.transaction():
        table = lookup.require(state, ctx, "rtb", request["RouteTableId"])
        route: dict[str, Any] = {"DestinationCidrBlock": block, "Origin": "CreateRoute", "State": "active"}
        if gateway_id is not None:
            gateway = _target(state, ctx, table, gateway_id)
            route["GatewayId"] = gateway.id
        else:
            nat = lookup.require(state, ctx, "nat", str(nat_id))
            if nat.vpc_id != table.vpc_id:
                raise invalid_value(
                    f"route table {table.id} and network gateway {nat.id} belong to different networks"
                )
            route["NatGatewayId"] = nat.id
        if any(r.get("DestinationCidrBlock") == block for r in table.body["Routes"]):
            raise error("RouteAlreadyExists", f"The route identified by {block} already exists.")
        table.body["Routes"].append(route)
        lookup.save(state, ctx, table)
        lookup.announce(state, ctx, table, "changed")
    return {"Return": True}


def _target(state: Ec2State, ctx: RequestContext, table: Record, gateway_id: str) -> Record:
    prefix = prefix_of(gateway_id)
    if prefix != "igw":
        raise (
            invalid_value(f"The gateway ID '{gateway_id}' does not exist")
            if prefix is None
            else error(
                "InvalidParameterValue",
                f"labcloud routes to internet gateways and NAT gateways only, not {gateway_id}",
            )
        )
    gateway = lookup.require(state, ctx, "igw", gateway_id)
    if not any(a.get("VpcId") == table.vpc_id for a in gateway.body.get("Attachments") or []):
        raise invalid_value(
            f"route table {table.id} and network gateway {gateway.id} belong to different networks"
        )
    return gateway


def delete_route(state: Ec2State, request: DeleteRouteRequest, ctx: RequestContext) -> DeleteRouteResponse:
    lookup.begin(state, ctx, request, "DestinationIpv6CidrBlock", "DestinationPrefixListId")
    destination = request.get("DestinationCidrBlock")
    if not destination:
        raise error("MissingParameter", "The request must contain the parameter destinationCidrBlock")
    block = str(cidrs.parse(destination, "destinationCidrBlock"))
    with state.store.transaction():
        table = lookup.require(state, ctx, "rtb", request["RouteTableId"])
        route = next((r for r in table.body["Routes"] if r.get("DestinationCidrBlock") == block), None)
        if route is None:
            raise error(
                "InvalidRoute.NotFound",
                f"no route with destination-cidr-block {block} in route table {table.id}",
            )
        if route.get("GatewayId") == "local":
            raise invalid_value(f"cannot remove local route {block} in route table {table.id}")
        table.body["Routes"].remove(route)
        lookup.save(state, ctx, table)
        lookup.announce(state, ctx, table, "changed")
    return {}


def associate_route_table(
    state: Ec2State, request: AssociateRouteTableRequest, ctx: RequestContext
) -> AssociateRouteTableResponse:
    lookup.begin(state, ctx, request, "PublicIpv4Pool")
    subnet_id, gateway_id = request.get("SubnetId"), request.get("GatewayId")
    if (subnet_id is None) == (gateway_id is None):
        raise invalid_value("The request must contain exactly one of subnetId, gatewayId")
    with state.store.transaction():
        table = lookup.require(state, ctx, "rtb", request["RouteTableId"])
        if subnet_id is not None:
            target = lookup.require(state, ctx, "subnet", subnet_id)
            if target.vpc_id != table.vpc_id:
                raise invalid_value(
                    f"Route table {table.id} and subnet {target.id} belong to different networks"
                )
            key = "SubnetId"
        else:
            target = _target(state, ctx, table, str(gateway_id))
            key = "GatewayId"
        for other in state.records.in_vpc(ctx.account_id, ctx.region, str(table.vpc_id), "route-table"):
            if any(a.get(key) == target.id for a in other.body["Associations"]):
                raise error(
                    "Resource.AlreadyAssociated",
                    f"the specified association for route table {table.id} conflicts with an existing association",
                )
        association: dict[str, Any] = {
            "Main": False,
            "RouteTableAssociationId": new_id("rtbassoc"),
            "RouteTableId": table.id,
            key: target.id,
            "AssociationState": {"State": "associated"},
        }
        table.body["Associations"].append(association)
        lookup.save(state, ctx, table)
        lookup.announce(state, ctx, table, "changed")
    return {
        "AssociationId": association["RouteTableAssociationId"],
        "AssociationState": {"State": "associated"},
    }


def disassociate_route_table(
    state: Ec2State, request: DisassociateRouteTableRequest, ctx: RequestContext
) -> DisassociateRouteTableResponse:
    lookup.begin(state, ctx, request)
    association_id = request["AssociationId"]
    with state.store.transaction():
        for table in state.records.of_kind(ctx.account_id, ctx.region, "route-table"):
            for association in table.body["Associations"]:
                if association["RouteTableAssociationId"] != association_id:
                    continue
                if association.get("Main"):
                    raise invalid_value(
                        f"cannot disassociate the main route table association {association_id}"
                    )
                table.body["Associations"].remove(association)
                lookup.save(state, ctx, table)
                lookup.announce(state, ctx, table, "changed")
                return {}
    raise error("InvalidAssociationID.NotFound", f"The association ID '{association_id}' does not exist")
