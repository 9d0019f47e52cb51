"""AWS::EC2::VPC, Subnet, SecurityGroup (inline rules), SecurityGroupIngress/Egress, InternetGateway,
VPCGatewayAttachment, RouteTable, Route, SubnetRouteTableAssociation, NatGateway, EIP and VPCEndpoint.

Each goes through EC2's own operations (docs/ec2.md: records, nothing routed). Physical ids are EC2's
ids, as ``Ref`` answers them on AWS (an EIP's is its public address; a route's ``rtb-…|<cidr>``; a
gateway attachment's ``IGW|<vpc>``).
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    as_json_text,
    tags_list,
)


def _specs(props: dict[str, Any], resource_type: str) -> dict[str, Any]:
    tags = tags_list(props)
    return {"TagSpecifications": [{"ResourceType": resource_type, "Tags": tags}]} if tags else {}


async def _retag(rc: ResourceCall, record_id: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = {t["Key"]: t["Value"] for t in tags_list(old)}
    after = {t["Key"]: t["Value"] for t in tags_list(new)}
    gone = [{"Key": k} for k in before if k not in after]
    if gone:
        await rc.call("ec2", "DeleteTags", {"Resources": [record_id], "Tags": gone})
    changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
    if changed:
        await rc.call("ec2", "CreateTags", {"Resources": [record_id], "Tags": changed})


class _Tagged(Handler):
    """A record whose only in-place change is its tags (every other property replaces it)."""

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await _retag(rc, physical_id, old, new)
        return attributes


class Vpc(Handler):
    type = "AWS::EC2::VPC"
    known = frozenset({"CidrBlock", "EnableDnsHostnames", "EnableDnsSupport", "InstanceTenancy", "Tags"})
    required = ("CidrBlock",)
    replace_on = frozenset({"InstanceTenancy"})
    attributes = frozenset({"CidrBlock"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {"CidrBlock": props["CidrBlock"], **_specs(props, "vpc")}
        if "InstanceTenancy" in props:
            params["InstanceTenancy"] = props["InstanceTenancy"]
        vpc = (await rc.call("ec2", "CreateVpc", params))["Vpc"]
        await self._attributes(rc, vpc["VpcId"], {}, props)
        groups = await rc.call(
            "ec2",
            "DescribeSecurityGroups",
            {
                "Filters": [
                    {"Name": "vpc-id", "Values": [vpc["VpcId"]]},
                    {"Name": "group-name", "Values": ["default"]},
                ]
            },
        )
        return Created(
            vpc["VpcId"],
            {
                "VpcId": vpc["VpcId"],
                "CidrBlock": vpc["CidrBlock"],
                "CidrBlockAssociations": [a["AssociationId"] for a in vpc["CidrBlockAssociationSet"]],
                "DefaultSecurityGroup": groups["SecurityGroups"][0]["GroupId"],
                "Ipv6CidrBlocks": [],
            },
        )

    @staticmethod
    async def _attributes(rc: ResourceCall, vpc_id: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        # DNS support first: hostnames cannot be enabled without it
        for name, default in (("EnableDnsSupport", True), ("EnableDnsHostnames", False)):
            wanted = as_bool(new.get(name, default))
            if wanted != as_bool(old.get(name, default)) or (not old and name in new):
                await rc.call("ec2", "ModifyVpcAttribute", {"VpcId": vpc_id, name: {"Value": wanted}})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._attributes(rc, physical_id, old, new)
        await _retag(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteVpc", {"VpcId": physical_id})


class Subnet(Handler):
    type = "AWS::EC2::Subnet"
    known = frozenset(
        {"VpcId", "CidrBlock", "AvailabilityZone", "AvailabilityZoneId", "MapPublicIpOnLaunch", "Tags"}
    )
    attributes = frozenset({"AvailabilityZone", "AvailabilityZoneId", "CidrBlock", "VpcId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            k: props[k]
            for k in ("VpcId", "CidrBlock", "AvailabilityZone", "AvailabilityZoneId")
            if k in props
        }
        subnet = (await rc.call("ec2", "CreateSubnet", {**params, **_specs(props, "subnet")}))["Subnet"]
        if as_bool(props.get("MapPublicIpOnLaunch", False)):
            await rc.call(
                "ec2",
                "ModifySubnetAttribute",
                {"SubnetId": subnet["SubnetId"], "MapPublicIpOnLaunch": {"Value": True}},
            )
        attrs = {
            k: subnet[k] for k in ("SubnetId", "AvailabilityZone", "AvailabilityZoneId", "CidrBlock", "VpcId")
        }
        return Created(subnet["SubnetId"], {**attrs, "Ipv6CidrBlocks": []})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        wanted = as_bool(new.get("MapPublicIpOnLaunch", False))
        if wanted != as_bool(old.get("MapPublicIpOnLaunch", False)):
            await rc.call(
                "ec2",
                "ModifySubnetAttribute",
                {"SubnetId": physical_id, "MapPublicIpOnLaunch": {"Value": wanted}},
            )
        await _retag(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteSubnet", {"SubnetId": physical_id})


_RULE_KEYS = {
    "IpProtocol",
    "FromPort",
    "ToPort",
    "CidrIp",
    "CidrIpv6",
    "Description",
    "SourceSecurityGroupId",
    "SourcePrefixListId",
    "DestinationSecurityGroupId",
    "DestinationPrefixListId",
}


def _permission(rule: dict[str, Any], where: str) -> dict[str, Any]:
    """One CloudFormation rule (ingress or egress) as EC2's IpPermission."""
    unknown = sorted(set(rule) - _RULE_KEYS - {"GroupId", "GroupName", "SourceSecurityGroupOwnerId"})
    if unknown:
        raise ResourceFailed(f"#/{where}: extraneous key [{unknown[0]}] is not permitted")
    if "IpProtocol" not in rule:
        raise ResourceFailed(f"#/{where}: required key [IpProtocol] not found")
    permission: dict[str, Any] = {"IpProtocol": str(rule["IpProtocol"])}
    for key in ("FromPort", "ToPort"):
        if key in rule:
            permission[key] = int(rule[key])
    described = {"Description": rule["Description"]} if rule.get("Description") else {}
    if rule.get("CidrIp"):
        permission["IpRanges"] = [{"CidrIp": rule["CidrIp"], **described}]
    elif rule.get("CidrIpv6"):
        permission["Ipv6Ranges"] = [{"CidrIpv6": rule["CidrIpv6"], **described}]
    elif rule.get("SourceSecurityGroupId") or rule.get("DestinationSecurityGroupId"):
        group = rule.get("SourceSecurityGroupId") or rule.get("DestinationSecurityGroupId")
        permission["UserIdGroupPairs"] = [{"GroupId": group, **described}]
    elif rule.get("SourcePrefixListId") or rule.get("DestinationPrefixListId"):
        listed = rule.get("SourcePrefixListId") or rule.get("DestinationPrefixListId")
        permission["PrefixListIds"] = [{"PrefixListId": listed, **described}]
    else:
        raise ResourceFailed(f"#/{where}: a rule needs CidrIp, CidrIpv6, a security group or a prefix list")
    return permission


class SecurityGroup(Handler):
    type = "AWS::EC2::SecurityGroup"
    known = frozenset(
        {"GroupDescription", "GroupName", "VpcId", "SecurityGroupIngress", "SecurityGroupEgress", "Tags"}
    )
    attributes = frozenset({"VpcId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            "GroupName": str(props.get("GroupName") or rc.physical_name(255, prop="GroupName")),
            "Description": props["GroupDescription"],
            **_specs(props, "security-group"),
        }
        if props.get("VpcId"):
            params["VpcId"] = props["VpcId"]
        group_id = (await rc.call("ec2", "CreateSecurityGroup", params))["GroupId"]
        try:
            await self._rules(rc, group_id, {}, props)
        except ResourceFailed:
            await rc.call_quiet(
                "ec2", "DeleteSecurityGroup", {"GroupId": group_id}
            )  # no half-made group left
            raise
        group = (await rc.call("ec2", "DescribeSecurityGroups", {"GroupIds": [group_id]}))["SecurityGroups"][
            0
        ]
        # Ref is the group's id in a VPC named by the template, its name in the default VPC (as on AWS)
        physical = group_id if props.get("VpcId") else params["GroupName"]
        return Created(physical, {"GroupId": group_id, "VpcId": group["VpcId"]})

    @staticmethod
    async def _rules(rc: ResourceCall, group_id: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        """Bring the group's rules from ``old``'s to ``new``'s; no SecurityGroupEgress means EC2's default
        allow-all egress rule (a template naming egress rules replaces it, as on AWS)."""
        allow_all = [{"IpProtocol": "-1", "IpRanges": [{"CidrIp": "0.0.0.0/0"}]}]
        for key, egress in (("SecurityGroupIngress", False), ("SecurityGroupEgress", True)):
            before = [_permission(r, key) for r in old.get(key) or []]
            after = [_permission(r, key) for r in new.get(key) or []]
            if egress and key not in old:
                before = allow_all
            if egress and key not in new:
                after = allow_all
            operation = "Egress" if egress else "Ingress"
            gone = [p for p in before if p not in after]
            added = [p for p in after if p not in before]
            if gone:
                await rc.call(
                    "ec2", f"RevokeSecurityGroup{operation}", {"GroupId": group_id, "IpPermissions": gone}
                )
            if added:
                await rc.call(
                    "ec2", f"AuthorizeSecurityGroup{operation}", {"GroupId": group_id, "IpPermissions": added}
                )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._rules(rc, attributes["GroupId"], old, new)
        await _retag(rc, attributes["GroupId"], old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        group_id = attributes.get("GroupId") or physical_id
        if group_id.startswith("sg-"):
            await rc.call_quiet("ec2", "DeleteSecurityGroup", {"GroupId": group_id})


class _Rule(Handler):
    """A standalone rule of a group (AWS::EC2::SecurityGroupIngress / Egress): its ``sgr-`` id."""

    replace_all = True
    egress = False
    attributes = frozenset({"Id"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        operation = "Egress" if self.egress else "Ingress"
        params: dict[str, Any] = {"IpPermissions": [_permission(props, self.type)]}
        if props.get("GroupId"):
            params["GroupId"] = props["GroupId"]
        elif props.get("GroupName") and not self.egress:
            params["GroupName"] = props["GroupName"]
        else:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id}: GroupId is required"
            )
        added = await rc.call("ec2", f"AuthorizeSecurityGroup{operation}", params)
        rule_id = added["SecurityGroupRules"][0]["SecurityGroupRuleId"]
        return Created(rule_id, {"Id": rule_id, "GroupId": added["SecurityGroupRules"][0]["GroupId"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        operation = "Egress" if self.egress else "Ingress"
        group_id = attributes.get("GroupId") or props.get("GroupId")
        if group_id:
            found = await rc.call_quiet("ec2", "DescribeSecurityGroups", {"GroupIds": [group_id]})
            if found is not None:
                rules = await rc.call(
                    "ec2",
                    "DescribeSecurityGroupRules",
                    {"Filters": [{"Name": "group-id", "Values": [group_id]}]},
                )
                if any(r["SecurityGroupRuleId"] == physical_id for r in rules["SecurityGroupRules"]):
                    await rc.call(
                        "ec2",
                        f"RevokeSecurityGroup{operation}",
                        {"GroupId": group_id, "SecurityGroupRuleIds": [physical_id]},
                    )


class SecurityGroupIngress(_Rule):
    type = "AWS::EC2::SecurityGroupIngress"
    known = frozenset(
        _RULE_KEYS - {"DestinationSecurityGroupId", "DestinationPrefixListId"}
        | {"GroupId", "GroupName", "SourceSecurityGroupOwnerId"}
    )


class SecurityGroupEgress(_Rule):
    type = "AWS::EC2::SecurityGroupEgress"
    egress = True
    known = frozenset(_RULE_KEYS - {"SourceSecurityGroupId", "SourcePrefixListId"} | {"GroupId"})


class InternetGateway(_Tagged):
    type = "AWS::EC2::InternetGateway"
    known = frozenset({"Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        gateway = (await rc.call("ec2", "CreateInternetGateway", _specs(props, "internet-gateway")))[
            "InternetGateway"
        ]
        return Created(gateway["InternetGatewayId"], {"InternetGatewayId": gateway["InternetGatewayId"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteInternetGateway", {"InternetGatewayId": physical_id})


class VpcGatewayAttachment(Handler):
    type = "AWS::EC2::VPCGatewayAttachment"
    known = frozenset({"VpcId", "InternetGatewayId", "VpnGatewayId"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        if props.get("VpnGatewayId") or not props.get("InternetGatewayId"):
            raise ResourceFailed(
                "labcloud attaches internet gateways only: give InternetGatewayId (no VpnGatewayId)"
            )
        await rc.call(
            "ec2",
            "AttachInternetGateway",
            {"VpcId": props["VpcId"], "InternetGatewayId": props["InternetGatewayId"]},
        )
        return Created(f"IGW|{props['VpcId']}", {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        gateway = await rc.call_quiet(
            "ec2", "DescribeInternetGateways", {"InternetGatewayIds": [props["InternetGatewayId"]]}
        )
        if gateway and any(
            a.get("VpcId") == props["VpcId"] for g in gateway["InternetGateways"] for a in g["Attachments"]
        ):
            await rc.call(
                "ec2",
                "DetachInternetGateway",
                {"VpcId": props["VpcId"], "InternetGatewayId": props["InternetGatewayId"]},
            )


class RouteTable(_Tagged):
    type = "AWS::EC2::RouteTable"
    known = frozenset({"VpcId", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        table = await rc.call(
            "ec2", "CreateRouteTable", {"VpcId": props["VpcId"], **_specs(props, "route-table")}
        )
        table_id = table["RouteTable"]["RouteTableId"]
        return Created(table_id, {"RouteTableId": table_id})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteRouteTable", {"RouteTableId": physical_id})


class Route(Handler):
    type = "AWS::EC2::Route"
    known = frozenset({"RouteTableId", "DestinationCidrBlock", "GatewayId", "NatGatewayId"})
    required = ("DestinationCidrBlock",)
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            k: props[k]
            for k in ("RouteTableId", "DestinationCidrBlock", "GatewayId", "NatGatewayId")
            if k in props
        }
        await rc.call("ec2", "CreateRoute", params)
        return Created(f"{props['RouteTableId']}|{props['DestinationCidrBlock']}", {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        table, _, cidr = physical_id.partition("|")
        await rc.call_quiet("ec2", "DeleteRoute", {"RouteTableId": table, "DestinationCidrBlock": cidr})


class SubnetRouteTableAssociation(Handler):
    type = "AWS::EC2::SubnetRouteTableAssociation"
    known = frozenset({"SubnetId", "RouteTableId"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        found = await rc.call(
            "ec2",
            "AssociateRouteTable",
            {"SubnetId": props["SubnetId"], "RouteTableId": props["RouteTableId"]},
        )
        return Created(found["AssociationId"], {"Id": found["AssociationId"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DisassociateRouteTable", {"AssociationId": physical_id})


class NatGateway(_Tagged):
    type = "AWS::EC2::NatGateway"
    known = frozenset({"SubnetId", "AllocationId", "ConnectivityType", "PrivateIpAddress", "Tags"})
    required = ("SubnetId",)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            k: props[k]
            for k in ("SubnetId", "AllocationId", "ConnectivityType", "PrivateIpAddress")
            if k in props
        }
        nat = (await rc.call("ec2", "CreateNatGateway", {**params, **_specs(props, "natgateway")}))[
            "NatGateway"
        ]
        nat_id = nat["NatGatewayId"]
        state = (await rc.call("ec2", "DescribeNatGateways", {"NatGatewayIds": [nat_id]}))["NatGateways"][0]
        if state["State"] == "failed":
            await rc.call_quiet("ec2", "DeleteNatGateway", {"NatGatewayId": nat_id})
            raise ResourceFailed(f"NAT gateway {nat_id} failed: {state.get('FailureMessage', '')}")
        return Created(nat_id, {"NatGatewayId": nat_id})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteNatGateway", {"NatGatewayId": physical_id})


class Eip(_Tagged):
    type = "AWS::EC2::EIP"
    known = frozenset({"Domain", "Tags", "NetworkBorderGroup"})
    replace_on = frozenset({"Domain"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {k: props[k] for k in ("Domain", "NetworkBorderGroup") if k in props}
        address = await rc.call("ec2", "AllocateAddress", {**params, **_specs(props, "elastic-ip")})
        return Created(
            address["PublicIp"], {"AllocationId": address["AllocationId"], "PublicIp": address["PublicIp"]}
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await _retag(rc, attributes["AllocationId"], old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if attributes.get("AllocationId"):
            await rc.call_quiet("ec2", "ReleaseAddress", {"AllocationId": attributes["AllocationId"]})


class VpcEndpoint(Handler):
    type = "AWS::EC2::VPCEndpoint"
    known = frozenset(
        {
            "VpcId",
            "ServiceName",
            "VpcEndpointType",
            "RouteTableIds",
            "SubnetIds",
            "SecurityGroupIds",
            "PolicyDocument",
            "PrivateDnsEnabled",
        }
    )
    required = ("ServiceName",)
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            k: props[k]
            for k in (
                "VpcId",
                "ServiceName",
                "VpcEndpointType",
                "RouteTableIds",
                "SubnetIds",
                "SecurityGroupIds",
            )
            if k in props
        }
        if "PolicyDocument" in props:
            params["PolicyDocument"] = as_json_text(props["PolicyDocument"])
        if "PrivateDnsEnabled" in props:
            params["PrivateDnsEnabled"] = as_bool(props["PrivateDnsEnabled"])
        endpoint = (await rc.call("ec2", "CreateVpcEndpoint", params))["VpcEndpoint"]
        return Created(
            endpoint["VpcEndpointId"],
            {
                "Id": endpoint["VpcEndpointId"],
                "CreationTimestamp": str(endpoint.get("CreationTimestamp", "")),
                "DnsEntries": [
                    f"{e.get('HostedZoneId', '')}:{e.get('DnsName', '')}"
                    for e in endpoint.get("DnsEntries") or []
                ],
                "NetworkInterfaceIds": list(endpoint.get("NetworkInterfaceIds") or []),
            },
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ec2", "DeleteVpcEndpoints", {"VpcEndpointIds": [physical_id]})
