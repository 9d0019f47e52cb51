"""EC2's part of the view's resource map: the VPCs the user made and what is in them (subnets, security
groups, internet and NAT gateways, VPC endpoints, instances not terminated), each drawn with an ``in-vpc``
edge to its VPC.

The default VPC and what came with it (default subnets, default groups, main route tables) are left
out: every account has them, and they would crowd every map."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {}

_LISTS = (
    ("DescribeSubnets", "Subnets", "ec2.subnet", "SubnetId"),
    ("DescribeSecurityGroups", "SecurityGroups", "ec2.security_group", "GroupId"),
    ("DescribeNatGateways", "NatGateways", "ec2.nat_gateway", "NatGatewayId"),
    ("DescribeVpcEndpoints", "VpcEndpoints", "ec2.vpc_endpoint", "VpcEndpointId"),
)


def _name(item: dict[str, Any], fallback: str) -> str:
    return next((t["Value"] for t in item.get("Tags") or [] if t.get("Key") == "Name"), fallback)


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    vpcs = (
        await hub.call("ec2", "DescribeVpcs", {"Filters": [{"Name": "is-default", "Values": ["false"]}]})
    )["Vpcs"]
    ours = {v["VpcId"] for v in vpcs}
    for vpc in vpcs:
        part.nodes.append(
            MapNode(
                "ec2.vpc",
                vpc["VpcId"],
                _name(vpc, vpc["VpcId"]),
                resource=vpc["VpcId"],
                facts={"cidr": vpc["CidrBlock"]},
            )
        )
    if not ours:
        return part
    for operation, key, kind, id_key in _LISTS:
        for item in (await hub.call("ec2", operation, {}))[key]:
            if item.get("VpcId") not in ours or item.get("GroupName") == "default":
                continue
            facts = {
                k: item[k] for k in ("CidrBlock", "AvailabilityZone", "State", "ServiceName") if k in item
            }
            part.nodes.append(
                MapNode(kind, item[id_key], _name(item, item[id_key]), resource=item[id_key], facts=facts)
            )
            part.edges.append(MapEdge("in-vpc", item[id_key], item["VpcId"]))
    live = ["pending", "running", "stopping", "stopped"]
    reservations = await hub.call(
        "ec2", "DescribeInstances", {"Filters": [{"Name": "instance-state-name", "Values": live}]}
    )
    for instance in (i for r in reservations["Reservations"] for i in r["Instances"]):
        if instance.get("VpcId") not in ours:
            continue
        instance_id = instance["InstanceId"]
        facts = {
            "InstanceType": instance["InstanceType"],
            "State": instance["State"]["Name"],
            "PrivateIpAddress": instance.get("PrivateIpAddress", ""),
        }
        part.nodes.append(
            MapNode(
                "ec2.instance", instance_id, _name(instance, instance_id), resource=instance_id, facts=facts
            )
        )
        part.edges.append(MapEdge("in-vpc", instance_id, instance["VpcId"]))
    for gateway in (await hub.call("ec2", "DescribeInternetGateways", {}))["InternetGateways"]:
        for attachment in gateway.get("Attachments") or []:
            if attachment.get("VpcId") in ours:
                gateway_id = gateway["InternetGatewayId"]
                part.nodes.append(
                    MapNode(
                        "ec2.internet_gateway", gateway_id, _name(gateway, gateway_id), resource=gateway_id
                    )
                )
                part.edges.append(MapEdge("in-vpc", gateway_id, attachment["VpcId"]))
    return part
