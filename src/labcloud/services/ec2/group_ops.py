"""Security groups: create (named uniquely in their VPC), describe (by id, by name in the default VPC,
by filters), delete (refused for a VPC's default group and while another group's rule names it), and
their rules: Authorize/Revoke Ingress/Egress and DescribeSecurityGroupRules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.ec2 import attached, builders, describe, filters, lookup, rules, tagging
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        AuthorizeSecurityGroupEgressRequest,
        AuthorizeSecurityGroupEgressResponse,
        AuthorizeSecurityGroupIngressRequest,
        AuthorizeSecurityGroupIngressResponse,
        CreateSecurityGroupRequest,
        CreateSecurityGroupResponse,
        DeleteSecurityGroupRequest,
        DeleteSecurityGroupResponse,
        DescribeSecurityGroupRulesRequest,
        DescribeSecurityGroupRulesResponse,
        DescribeSecurityGroupsRequest,
        DescribeSecurityGroupsResponse,
        RevokeSecurityGroupEgressRequest,
        RevokeSecurityGroupEgressResponse,
        RevokeSecurityGroupIngressRequest,
        RevokeSecurityGroupIngressResponse,
    )

GROUP_FILTERS: filters.FilterMap = {
    "group-id": filters.field("GroupId"),
    "group-name": filters.field("GroupName"),
    "vpc-id": filters.field("VpcId"),
    "description": filters.field("Description"),
    "ip-permission.protocol": filters.field("IpPermissions", "IpProtocol"),
    "ip-permission.from-port": filters.field("IpPermissions", "FromPort"),
    "ip-permission.to-port": filters.field("IpPermissions", "ToPort"),
    "ip-permission.cidr": filters.field("IpPermissions", "IpRanges", "CidrIp"),
    "ip-permission.group-id": filters.field("IpPermissions", "UserIdGroupPairs", "GroupId"),
    "egress.ip-permission.protocol": filters.field("IpPermissionsEgress", "IpProtocol"),
    "egress.ip-permission.from-port": filters.field("IpPermissionsEgress", "FromPort"),
    "egress.ip-permission.to-port": filters.field("IpPermissionsEgress", "ToPort"),
    "egress.ip-permission.cidr": filters.field("IpPermissionsEgress", "IpRanges", "CidrIp"),
    "egress.ip-permission.group-id": filters.field("IpPermissionsEgress", "UserIdGroupPairs", "GroupId"),
}
RULE_FILTERS: filters.FilterMap = {
    "group-id": filters.field("GroupId"),
    "security-group-rule-id": filters.field("SecurityGroupRuleId"),
}
MAX_RULES = 60  # per direction, AWS's default quota


def create_security_group(
    state: Ec2State, request: CreateSecurityGroupRequest, ctx: RequestContext
) -> CreateSecurityGroupResponse:
    lookup.begin(state, ctx, request)
    name, description = request["GroupName"], request["Description"]
    if name.startswith("sg-"):
        raise invalid_value("Group names may not be in the format sg-*.")
    if len(name) > 255 or len(description) > 255:
        raise invalid_value("Group name and description can be at most 255 characters long.")
    if name == "default":
        raise invalid_value("Cannot use reserved security group name: default")
    tags = tagging.from_specifications(request.get("TagSpecifications"), "security-group")
    with state.store.transaction():
        vpc = _vpc_of(state, ctx, request.get("VpcId"))
        if _named(state, ctx, vpc.id, name) is not None:
            raise error(
                "InvalidGroup.Duplicate", f"The security group '{name}' already exists for VPC '{vpc.id}'"
            )
        record = builders.security_group(ctx.account_id, ctx.region, vpc.id, name, description, tags)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answer: CreateSecurityGroupResponse = {
        "GroupId": record.id,
        "SecurityGroupArn": record.body["SecurityGroupArn"],
    }
    if tags:
        answer["Tags"] = cast(Any, tags)
    return answer


def describe_security_groups(
    state: Ec2State, request: DescribeSecurityGroupsRequest, ctx: RequestContext
) -> DescribeSecurityGroupsResponse:
    lookup.begin(state, ctx, request)
    names = request.get("GroupNames") or []
    found, token = describe.select(
        state,
        ctx,
        "security-group",
        "sg",
        request.get("GroupIds"),
        request.get("Filters"),
        GROUP_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="groupIds",
    )
    if names:
        default = _default_vpc(state, ctx)
        for name in names:
            if default is None or _named(state, ctx, default.id, name) is None:
                raise _name_not_found(name, default)
        found = [
            r for r in found if r.vpc_id == (default.id if default else None) and r.body["GroupName"] in names
        ]
    answer: DescribeSecurityGroupsResponse = {"SecurityGroups": [describe.public(r.body) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_security_group(
    state: Ec2State, request: DeleteSecurityGroupRequest, ctx: RequestContext
) -> DeleteSecurityGroupResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        group = _group(state, ctx, request.get("GroupId"), request.get("GroupName"))
        if group.body["GroupName"] == "default":
            raise error(
                "CannotDelete",
                f'the specified group: "{group.id}" name: "default" cannot be deleted by a user',
            )
        assert group.vpc_id is not None
        if attached.functions_using(state, ctx, group.id):
            raise error("DependencyViolation", f"resource {group.id} has a dependent object")
        for other in state.records.in_vpc(ctx.account_id, ctx.region, group.vpc_id):
            referenced = (
                other.kind == "security-group"
                and other.id != group.id
                and any(r.get("ReferencedGroupId") == group.id for r in other.body["_rules"])
            )
            used = other.kind in ("vpc-endpoint", "network-interface") and any(
                g["GroupId"] == group.id for g in other.body.get("Groups") or []
            )
            if referenced or used:
                raise error("DependencyViolation", f"resource {group.id} has a dependent object")
        state.records.delete(ctx.account_id, ctx.region, group.id)
        lookup.announce(state, ctx, group, "deleted")
    return {"Return": True, "GroupId": group.id}


def authorize_security_group_ingress(
    state: Ec2State, request: AuthorizeSecurityGroupIngressRequest, ctx: RequestContext
) -> AuthorizeSecurityGroupIngressResponse:
    return _authorize(state, request, ctx, egress=False)


def authorize_security_group_egress(
    state: Ec2State, request: AuthorizeSecurityGroupEgressRequest, ctx: RequestContext
) -> AuthorizeSecurityGroupEgressResponse:
    return _authorize(state, request, ctx, egress=True)


def revoke_security_group_ingress(
    state: Ec2State, request: RevokeSecurityGroupIngressRequest, ctx: RequestContext
) -> RevokeSecurityGroupIngressResponse:
    return _revoke(state, request, ctx, egress=False)


def revoke_security_group_egress(
    state: Ec2State, request: RevokeSecurityGroupEgressRequest, ctx: RequestContext
) -> RevokeSecurityGroupEgressResponse:
    return _revoke(state, request, ctx, egress=True)


def describe_security_group_rules(
    state: Ec2State, request: DescribeSecurityGroupRulesRequest, ctx: RequestContext
) -> DescribeSecurityGroupRulesResponse:
    lookup.begin(state, ctx, request)
    wanted = list(request.get("Filters") or [])
    filters.check(wanted, RULE_FILTERS)
    every = [
        rule
        for group in state.records.of_kind(ctx.account_id, ctx.region, "security-group")
        for rule in group.body["_rules"]
    ]
    ids = request.get("SecurityGroupRuleIds") or []
    missing = [i for i in ids if i not in {r["SecurityGroupRuleId"] for r in every}]
    if missing:
        raise error(
            "InvalidSecurityGroupRuleId.NotFound", f"The security group rule ID '{missing[0]}' does not exist"
        )
    chosen = [
        r
        for r in every
        if (not ids or r["SecurityGroupRuleId"] in ids) and filters.matches(r, wanted, RULE_FILTERS)
    ]
    start, end, token = describe.window(len(chosen), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeSecurityGroupRulesResponse = {
        "SecurityGroupRules": [rules.answered(r) for r in chosen[start:end]]
    }
    if token:
        answer["NextToken"] = token
    return answer


# --------------------------------------------------------------------------- rules


def _permissions(
    state: Ec2State, ctx: RequestContext, request: Mapping[str, Any], group: Record
) -> list[dict[str, Any]]:
    """The request's IpPermissions, or the one its flat parameters (``--protocol --port --cidr``) describe."""
    flat = {
        k: request[k]
        for k in ("IpProtocol", "FromPort", "ToPort", "CidrIp", "SourceSecurityGroupName")
        if k in request
    }
    if request.get("IpPermissions"):
        if flat:
            raise error(
                "InvalidParameterCombination",
                f"The parameter 'ipPermissions' may not be used in combination with '{next(iter(flat))}'",
            )
        return list(request["IpPermissions"])
    if "SourceSecurityGroupName" in flat:
        source = _named(state, ctx, str(group.vpc_id), flat["SourceSecurityGroupName"])
        if source is None:
            raise error(
                "InvalidGroup.NotFound",
                f"The security group '{flat['SourceSecurityGroupName']}' does not exist",
            )
        protocol = flat.get("IpProtocol")
        if protocol is None:
            return [
                {
                    "IpProtocol": p,
                    "FromPort": 0 if p != "icmp" else -1,
                    "ToPort": 65535 if p != "icmp" else -1,
                    "UserIdGroupPairs": [{"GroupId": source.id}],
                }
                for p in ("tcp", "udp", "icmp")
            ]
        return [
            {
                "IpProtocol": protocol,
                "FromPort": flat.get("FromPort"),
                "ToPort": flat.get("ToPort"),
                "UserIdGroupPairs": [{"GroupId": source.id}],
            }
        ]
    if not flat:
        raise error(
            "MissingParameter", "Either 'ipPermissions' or 'sourceSecurityGroupName' must be present."
        )
    if "CidrIp" not in flat:
        raise error("MissingParameter", "The request must contain the parameter cidrIp")
    return [
        {
            "IpProtocol": flat.get("IpProtocol") or "-1",
            "FromPort": flat.get("FromPort"),
            "ToPort": flat.get("ToPort"),
            "IpRanges": [{"CidrIp": flat["CidrIp"]}],
        }
    ]


def _check_peers(state: Ec2State, ctx: RequestContext, group: Record, wanted: list[dict[str, Any]]) -> None:
    for rule in wanted:
        peer = rule.get("ReferencedGroupId")
        if peer is not None:
            other = lookup.require(state, ctx, "sg", peer)
            if other.vpc_id != group.vpc_id:
                raise error(
                    "InvalidGroup.NotFound",
                    "You have specified two resources that belong to different networks.",
                )


def _authorize(state: Ec2State, request: Mapping[str, Any], ctx: RequestContext, *, egress: bool) -> Any:
    lookup.begin(state, ctx, request, "SourceSecurityGroupOwnerId")
    tags = tagging.from_specifications(request.get("TagSpecifications"), "security-group-rule")
    with state.store.transaction():
        group = _group(state, ctx, request.get("GroupId"), None if egress else request.get("GroupName"))
        wanted = rules.expand(_permissions(state, ctx, request, group), group.id, egress)
        _check_peers(state, ctx, group, wanted)
        current: list[dict[str, Any]] = group.body["_rules"]
        added: list[dict[str, Any]] = []
        for rule in wanted:
            if any(rules.same(rule, r) for r in current + added):
                raise error(
                    "InvalidPermission.Duplicate",
                    f'the specified rule "{rules.describe_rule(rule)}" already exists',
                )
            added.append(rules.with_id(rule, ctx.account_id) | ({"Tags": tags} if tags else {}))
        if sum(1 for r in current + added if r["IsEgress"] == egress) > MAX_RULES:
            raise error(
                "RulesPerSecurityGroupLimitExceeded",
                "The maximum number of rules per security group has been reached.",
            )
        group.body["_rules"] = current + added
        rules.refresh(group.body)
        lookup.save(state, ctx, group)
        lookup.announce(state, ctx, group, "changed")
    return {"Return": True, "SecurityGroupRules": [rules.answered(r) for r in added]}


def _revoke(state: Ec2State, request: Mapping[str, Any], ctx: RequestContext, *, egress: bool) -> Any:
    lookup.begin(state, ctx, request, "SourceSecurityGroupOwnerId")
    with state.store.transaction():
        group = _group(state, ctx, request.get("GroupId"), None if egress else request.get("GroupName"))
        current: list[dict[str, Any]] = group.body["_rules"]
        ids = request.get("SecurityGroupRuleIds") or []
        if ids:
            gone = [r for r in current if r["SecurityGroupRuleId"] in ids and r["IsEgress"] == egress]
            known = {r["SecurityGroupRuleId"] for r in gone}
            missing = [i for i in ids if i not in known]
            if missing:
                raise error(
                    "InvalidSecurityGroupRuleId.NotFound",
                    f"The security group rule ID '{missing[0]}' does not exist",
                )
        else:
            wanted = rules.expand(_permissions(state, ctx, request, group), group.id, egress)
            gone = []
            for rule in wanted:
                match = next((r for r in current if rules.same(rule, r)), None)
                if match is None:
                    raise error(
                        "InvalidPermission.NotFound",
                        "The specified rule does not exist in this security group.",
                    )
                gone.append(match)
        removed = {r["SecurityGroupRuleId"] for r in gone}
        group.body["_rules"] = [r for r in current if r["SecurityGroupRuleId"] not in removed]
        rules.refresh(group.body)
        lookup.save(state, ctx, group)
        lookup.announce(state, ctx, group, "changed")
    return {"Return": True, "RevokedSecurityGroupRules": [rules.answered(r) for r in gone]}


# --------------------------------------------------------------------------- finding groups


def _default_vpc(state: Ec2State, ctx: RequestContext) -> Record | None:
    return next(
        (v for v in state.records.of_kind(ctx.account_id, ctx.region, "vpc") if v.body.get("IsDefault")), None
    )


def _vpc_of(state: Ec2State, ctx: RequestContext, vpc_id: str | None) -> Record:
    if vpc_id:
        return lookup.require(state, ctx, "vpc", vpc_id)
    default = _default_vpc(state, ctx)
    if default is None:
        raise error("VPCIdNotSpecified", "No default VPC for this user")
    return default


def _named(state: Ec2State, ctx: RequestContext, vpc_id: str, name: str) -> Record | None:
    return next(
        (
            g
            for g in state.records.in_vpc(ctx.account_id, ctx.region, vpc_id, "security-group")
            if g.body["GroupName"] == name
        ),
        None,
    )


def _name_not_found(name: str, default: Record | None) -> Exception:
    where = f"default VPC '{default.id}'" if default else "default VPC"
    return error("InvalidGroup.NotFound", f"The security group '{name}' does not exist in {where}")


def _group(state: Ec2State, ctx: RequestContext, group_id: str | None, name: str | None) -> Record:
    if group_id:
        return lookup.require(state, ctx, "sg", group_id)
    if not name:
        raise error("MissingParameter", "The request must contain the parameter groupName or groupId")
    default = _default_vpc(state, ctx)
    found = None if default is None else _named(state, ctx, default.id, name)
    if found is None:
        raise _name_not_found(name, default)
    return found
