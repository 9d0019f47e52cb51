"""VPC endpoints: Gateway endpoints (S3, DynamoDB) add a prefix-list route to the route tables named;
Interface endpoints name subnets and security groups of the VPC. Records only: no traffic uses them."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, endpoint_interfaces, filters, lookup, tagging
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import new_id, prefix_of
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateVpcEndpointRequest,
        CreateVpcEndpointResponse,
        DeleteVpcEndpointsRequest,
        DeleteVpcEndpointsResponse,
        DescribeVpcEndpointsRequest,
        DescribeVpcEndpointsResponse,
    )

ENDPOINT_FILTERS: filters.FilterMap = {
    "vpc-endpoint-id": filters.field("VpcEndpointId"),
    "vpc-id": filters.field("VpcId"),
    "service-name": filters.field("ServiceName"),
    "vpc-endpoint-type": filters.field("VpcEndpointType"),
    "vpc-endpoint-state": filters.field("State"),
}
GATEWAY_SERVICES = ("s3", "dynamodb")
#: AWS's interface endpoint services whose names hold a dot (ECR's API and its registry, which Fargate
#: tasks in private subnets reach through them); other dotted names do not exist.
DOTTED_SERVICES = frozenset({"ecr.api", "ecr.dkr"})
FULL_ACCESS = {
    "Version": "2008-10-17",
    "Statement": [{"Effect": "Allow", "Principal": "*", "Action": "*", "Resource": "*"}],
}
_UNSUPPORTED = (
    "IpAddressType",
    "DnsOptions",
    "SubnetConfigurations",
    "ServiceNetworkArn",
    "ResourceConfigurationArn",
    "ServiceRegion",
)


def prefix_list(region: str, service: str) -> str:
    return "pl-" + hashlib.sha256(f"{region}/{service}".encode()).hexdigest()[:8]


def create_vpc_endpoint(
    state: Ec2State, request: CreateVpcEndpointRequest, ctx: RequestContext
) -> CreateVpcEndpointResponse:
    lookup.begin(state, ctx, request, *_UNSUPPORTED)
    kind = request.get("VpcEndpointType") or "Gateway"
    if not request.get("ServiceName"):
        raise error("MissingParameter", "The request must contain the parameter ServiceName")
    name = request["ServiceName"]
    service = name.removeprefix(f"com.amazonaws.{ctx.region}.")
    if service == name or not service or ("." in service.strip("-") and service not in DOTTED_SERVICES):
        raise error("InvalidServiceName", f"The Vpc Endpoint Service '{name}' does not exist")
    if kind not in ("Gateway", "Interface"):
        raise invalid_value(f"Value ({kind}) for parameter vpcEndpointType is invalid.")
    if kind == "Gateway" and service not in GATEWAY_SERVICES:
        raise invalid_value(f"The Vpc Endpoint Service '{name}' does not support the endpoint type Gateway.")
    policy = request.get("PolicyDocument")
    if policy is not None:
        try:
            json.loads(policy)
        except ValueError:
            raise error("MalformedPolicyDocument", "The policy document is not valid JSON.") from None
    tags = tagging.from_specifications(request.get("TagSpecifications"), "vpc-endpoint")
    token = request.get("ClientToken")
    with state.store.transaction():
        if token:
            for earlier in state.records.of_kind(ctx.account_id, ctx.region, "vpc-endpoint"):
                if earlier.body.get("_client_token") == token:
                    return {"ClientToken": token, "VpcEndpoint": describe.public(earlier.body)}
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        endpoint_id = new_id("vpce")
        body: dict[str, Any] = {
            "VpcEndpointId": endpoint_id,
            "VpcEndpointType": kind,
            "VpcId": vpc.id,
            "ServiceName": name,
            "State": "available",
            "PolicyDocument": policy or json.dumps(FULL_ACCESS),
            "RouteTableIds": [],
            "SubnetIds": [],
            "Groups": [],
            "PrivateDnsEnabled": False,
            "RequesterManaged": False,
            "NetworkInterfaceIds": [],
            "DnsEntries": [],
            "CreationTimestamp": clock.now(),
            "OwnerId": ctx.account_id,
            "Tags": tags,
        }
        if token:
            body["_client_token"] = token
        if kind == "Gateway":
            if request.get("SubnetIds") or request.get("SecurityGroupIds"):
                raise invalid_value("Subnets and security groups are not allowed for a Gateway endpoint.")
            for table_id in request.get("RouteTableIds") or []:
                table = in_vpc(state, ctx, "rtb", table_id, vpc)
                route(state, ctx, table, endpoint_id, service)
                body["RouteTableIds"].append(table.id)
        else:
            if request.get("RouteTableIds"):
                raise invalid_value("Route tables are not allowed for an Interface endpoint.")
            for subnet_id in dict.fromkeys(request.get("SubnetIds") or []):
                body["SubnetIds"].append(in_vpc(state, ctx, "subnet", subnet_id, vpc).id)
            one_per_zone(state, ctx, body["SubnetIds"])
            groups = request.get("SecurityGroupIds") or []
            if not groups:
                groups = [
                    g.id
                    for g in state.records.in_vpc(ctx.account_id, ctx.region, vpc.id, "security-group")
                    if g.body["GroupName"] == "default"
                ]
            for group_id in groups:
                group = in_vpc(state, ctx, "sg", group_id, vpc)
                body["Groups"].append({"GroupId": group.id, "GroupName": group.body["GroupName"]})
            body["PrivateDnsEnabled"] = bool(request.get("PrivateDnsEnabled", True))
            body["IpAddressType"] = "ipv4"
            body["DnsOptions"] = {"DnsRecordIpType": "ipv4"}
            body["_dns_suffix"] = endpoint_interfaces.new_suffix()
            body["NetworkInterfaceIds"] = [
                endpoint_interfaces.add(state, ctx, body, lookup.require(state, ctx, "subnet", subnet_id))
                for subnet_id in body["SubnetIds"]
            ]
            endpoint_interfaces.refresh_dns(state, ctx, body)
        record = Record(endpoint_id, "vpc-endpoint", vpc.id, body)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answered = describe.public(body)
    if kind == "Interface":
        answered["State"] = "pending"
    out: CreateVpcEndpointResponse = {"VpcEndpoint": answered}
    if token:
        out["ClientToken"] = token
    return out


def one_per_zone(state: Ec2State, ctx: RequestContext, subnet_ids: list[str]) -> None:
    """An Interface endpoint has at most one subnet in each availability zone."""
    seen: set[str] = set()
    for subnet_id in subnet_ids:
        zone = lookup.require(state, ctx, "subnet", subnet_id).body["AvailabilityZone"]
        if zone in seen:
            raise error(
                "DuplicateSubnetsInSameZone",
                f"Found another VPC endpoint subnet in the availability zone of {subnet_id}. VPC endpoint"
                " subnets should be in different availability zones supported by the VPC endpoint service.",
            )
        seen.add(zone)


def route(state: Ec2State, ctx: RequestContext, table: Record, endpoint_id: str, service: str) -> None:
    """A Gateway endpoint's prefix-list route in ``table``."""
    table.body["Routes"].append(
        {
            "DestinationPrefixListId": prefix_list(ctx.region, service),
            "GatewayId": endpoint_id,
            "Origin": "CreateRoute",
            "State": "active",
        }
    )
    lookup.save(state, ctx, table)


def unroute(state: Ec2State, ctx: RequestContext, table_id: str, endpoint_id: str) -> None:
    table = state.records.get(ctx.account_id, ctx.region, table_id)
    if table is not None:
        table.body["Routes"] = [r for r in table.body["Routes"] if r.get("GatewayId") != endpoint_id]
        lookup.save(state, ctx, table)


def in_vpc(state: Ec2State, ctx: RequestContext, prefix: str, record_id: str, vpc: Record) -> Record:
    record = lookup.require(state, ctx, prefix, record_id)
    if record.vpc_id != vpc.id:
        raise invalid_value(f"The {record_id} does not belong to VPC {vpc.id}")
    return record


def describe_vpc_endpoints(
    state: Ec2State, request: DescribeVpcEndpointsRequest, ctx: RequestContext
) -> DescribeVpcEndpointsResponse:
    lookup.begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        "vpc-endpoint",
        "vpce",
        request.get("VpcEndpointIds"),
        request.get("Filters"),
        ENDPOINT_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="vpcEndpointIds",
    )
    answer: DescribeVpcEndpointsResponse = {"VpcEndpoints": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_vpc_endpoints(
    state: Ec2State, request: DeleteVpcEndpointsRequest, ctx: RequestContext
) -> DeleteVpcEndpointsResponse:
    lookup.begin(state, ctx, request)
    unsuccessful: list[Any] = []
    with state.store.transaction():
        for endpoint_id in request["VpcEndpointIds"]:
            record = state.records.get(ctx.account_id, ctx.region, endpoint_id)
            if prefix_of(endpoint_id) != "vpce" or record is None or record.kind != "vpc-endpoint":
                unsuccessful.append(
                    {
                        "ResourceId": endpoint_id,
                        "Error": {
                            "Code": "InvalidVpcEndpoint.NotFound",
                            "Message": f"The Vpc Endpoint Id '{endpoint_id}' does not exist",
                        },
                    }
                )
                continue
            for table_id in record.body["RouteTableIds"]:
                unroute(state, ctx, table_id, endpoint_id)
            for eni_id in record.body.get("NetworkInterfaceIds") or []:
                endpoint_interfaces.remove(state, ctx, eni_id)
            state.records.delete(ctx.account_id, ctx.region, endpoint_id)
            lookup.announce(state, ctx, record, "deleted")
    return {"Unsuccessful": unsuccessful}
