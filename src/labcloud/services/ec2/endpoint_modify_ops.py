"""ModifyVpcEndpoint: a Gateway endpoint's route tables, an Interface endpoint's subnets (each added subnet
gets the endpoint's network interface, each removed one loses it), security groups and private DNS, and
either kind's policy. What does not fit the endpoint's type is refused as EC2 refuses it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.ec2 import endpoint_interfaces, endpoint_ops, lookup
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import ModifyVpcEndpointRequest, ModifyVpcEndpointResponse

_UNSUPPORTED = ("IpAddressType", "DnsOptions", "SubnetConfigurations")
_INTERFACE_ONLY = ("AddSubnetIds", "RemoveSubnetIds", "AddSecurityGroupIds", "RemoveSecurityGroupIds")
_GATEWAY_ONLY = ("AddRouteTableIds", "RemoveRouteTableIds")


def modify_vpc_endpoint(
    state: Ec2State, request: ModifyVpcEndpointRequest, ctx: RequestContext
) -> ModifyVpcEndpointResponse:
    lookup.begin(state, ctx, request, *_UNSUPPORTED)
    with state.store.transaction():
        record = lookup.require(state, ctx, "vpce", request["VpcEndpointId"])
        body = record.body
        vpc = lookup.require(state, ctx, "vpc", body["VpcId"])
        interface = body["VpcEndpointType"] == "Interface"
        for name in _GATEWAY_ONLY if interface else (*_INTERFACE_ONLY, "PrivateDnsEnabled"):
            if request.get(name) not in (None, []):
                raise invalid_value(
                    f"The parameter {name} is not supported for {body['VpcEndpointType']} endpoints."
                )
        _policy(body, request)
        if interface:
            _groups(state, ctx, body, request, vpc)
            _subnets(state, ctx, body, request, vpc)
            if request.get("PrivateDnsEnabled") is not None:
                body["PrivateDnsEnabled"] = bool(request["PrivateDnsEnabled"])
            endpoint_interfaces.refresh_dns(state, ctx, body)
        else:
            _tables(state, ctx, body, request, vpc)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "changed")
    return {"Return": True}


def _policy(body: dict[str, Any], request: ModifyVpcEndpointRequest) -> None:
    policy = request.get("PolicyDocument")
    if policy is not None and request.get("ResetPolicy"):
        raise error(
            "InvalidParameterCombination",
            "The parameters PolicyDocument and ResetPolicy cannot be used together.",
        )
    if policy is not None:
        try:
            json.loads(policy)
        except ValueError:
            raise error("MalformedPolicyDocument", "The policy document is not valid JSON.") from None
        body["PolicyDocument"] = policy
    elif request.get("ResetPolicy"):
        body["PolicyDocument"] = json.dumps(endpoint_ops.FULL_ACCESS)


def _overlap(request: ModifyVpcEndpointRequest, add: str, remove: str) -> None:
    asked = cast("dict[str, list[str]]", request)
    both = set(asked.get(add) or []) & set(asked.get(remove) or [])
    if both:
        raise invalid_value(f"The ids {', '.join(sorted(both))} are both added and removed.")


def _groups(
    state: Ec2State, ctx: RequestContext, body: dict[str, Any], request: ModifyVpcEndpointRequest, vpc: Any
) -> None:
    _overlap(request, "AddSecurityGroupIds", "RemoveSecurityGroupIds")
    groups = {g["GroupId"]: g for g in body["Groups"]}
    for group_id in request.get("AddSecurityGroupIds") or []:
        group = endpoint_ops.in_vpc(state, ctx, "sg", group_id, vpc)
        groups.setdefault(group.id, {"GroupId": group.id, "GroupName": group.body["GroupName"]})
    for group_id in request.get("RemoveSecurityGroupIds") or []:
        if group_id not in groups:
            lookup.require(state, ctx, "sg", group_id)
            raise invalid_value(
                f"The security group {group_id} is not associated with {body['VpcEndpointId']}."
            )
        del groups[group_id]
    if not groups:
        raise invalid_value("An Interface endpoint must keep at least one security group.")
    body["Groups"] = list(groups.values())
    endpoint_interfaces.regroup(state, ctx, body)


def _subnets(
    state: Ec2State, ctx: RequestContext, body: dict[str, Any], request: ModifyVpcEndpointRequest, vpc: Any
) -> None:
    _overlap(request, "AddSubnetIds", "RemoveSubnetIds")
    interfaces = {
        eni.body["SubnetId"]: eni.id
        for eni in endpoint_interfaces.of_endpoint(state, ctx, body["VpcEndpointId"], body["VpcId"])
    }
    for subnet_id in request.get("RemoveSubnetIds") or []:
        if subnet_id not in body["SubnetIds"]:
            lookup.require(state, ctx, "subnet", subnet_id)
            raise invalid_value(f"The subnet {subnet_id} is not associated with {body['VpcEndpointId']}.")
        body["SubnetIds"].remove(subnet_id)
        if subnet_id in interfaces:
            endpoint_interfaces.remove(state, ctx, interfaces.pop(subnet_id))
    for subnet_id in dict.fromkeys(request.get("AddSubnetIds") or []):
        subnet = endpoint_ops.in_vpc(state, ctx, "subnet", subnet_id, vpc)
        if subnet.id in body["SubnetIds"]:
            continue
        endpoint_ops.one_per_zone(state, ctx, [*body["SubnetIds"], subnet.id])
        body["SubnetIds"].append(subnet.id)
        interfaces[subnet.id] = endpoint_interfaces.add(state, ctx, body, subnet)
    body["NetworkInterfaceIds"] = [interfaces[s] for s in body["SubnetIds"] if s in interfaces]


def _tables(
    state: Ec2State, ctx: RequestContext, body: dict[str, Any], request: ModifyVpcEndpointRequest, vpc: Any
) -> None:
    _overlap(request, "AddRouteTableIds", "RemoveRouteTableIds")
    service = body["ServiceName"].removeprefix(f"com.amazonaws.{ctx.region}.")
    for table_id in request.get("RemoveRouteTableIds") or []:
        if table_id not in body["RouteTableIds"]:
            lookup.require(state, ctx, "rtb", table_id)
            raise invalid_value(f"The route table {table_id} is not associated with {body['VpcEndpointId']}.")
        body["RouteTableIds"].remove(table_id)
        endpoint_ops.unroute(state, ctx, table_id, body["VpcEndpointId"])
    for table_id in dict.fromkeys(request.get("AddRouteTableIds") or []):
        table = endpoint_ops.in_vpc(state, ctx, "rtb", table_id, vpc)
        if table.id in body["RouteTableIds"]:
            continue
        endpoint_ops.route(state, ctx, table, body["VpcEndpointId"], service)
        body["RouteTableIds"].append(table.id)
