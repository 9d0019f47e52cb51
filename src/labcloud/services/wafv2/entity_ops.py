"""Create, Get, List, Update and Delete of web ACLs, IP sets, regex pattern sets and rule groups, each
change checked against the entity's LockToken and answered with a new one; CheckCapacity."""

from __future__ import annotations

import ipaddress
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.ids import uuid4_text
from labcloud.services.wafv2 import errors, rules
from labcloud.services.wafv2.entities import (
    WIRE,
    arn_of,
    checked_scope,
    find,
    locked,
    new_token,
    page,
    public,
    referenced,
    resolver,
    summary,
)
from labcloud.services.wafv2.events import publish
from labcloud.services.wafv2.repo.records import Entity
from labcloud.services.wafv2.state import (
    MAX_ADDRESSES,
    MAX_IP_SETS,
    MAX_REGEX_SETS,
    MAX_REGEXES,
    MAX_RULE_GROUP_CAPACITY,
    MAX_RULE_GROUPS,
    MAX_WEB_ACL_CAPACITY,
    MAX_WEB_ACLS,
    WafState,
)
from labcloud.services.wafv2.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.wafv2.api import (
        CheckCapacityRequest,
        CheckCapacityResponse,
        CreateIPSetRequest,
        CreateIPSetResponse,
        CreateRegexPatternSetRequest,
        CreateRegexPatternSetResponse,
        CreateRuleGroupRequest,
        CreateRuleGroupResponse,
        CreateWebACLRequest,
        CreateWebACLResponse,
        DeleteIPSetRequest,
        DeleteIPSetResponse,
        DeleteRegexPatternSetRequest,
        DeleteRegexPatternSetResponse,
        DeleteRuleGroupRequest,
        DeleteRuleGroupResponse,
        DeleteWebACLRequest,
        DeleteWebACLResponse,
        GetIPSetRequest,
        GetIPSetResponse,
        GetRegexPatternSetRequest,
        GetRegexPatternSetResponse,
        GetRuleGroupRequest,
        GetRuleGroupResponse,
        GetWebACLRequest,
        GetWebACLResponse,
        ListIPSetsRequest,
        ListIPSetsResponse,
        ListRegexPatternSetsRequest,
        ListRegexPatternSetsResponse,
        ListRuleGroupsRequest,
        ListRuleGroupsResponse,
        ListWebACLsRequest,
        ListWebACLsResponse,
        UpdateIPSetRequest,
        UpdateIPSetResponse,
        UpdateRegexPatternSetRequest,
        UpdateRegexPatternSetResponse,
        UpdateRuleGroupRequest,
        UpdateRuleGroupResponse,
        UpdateWebACLRequest,
        UpdateWebACLResponse,
    )

Doc = dict[str, Any]

_LIMITS = {
    "webacl": MAX_WEB_ACLS,
    "ipset": MAX_IP_SETS,
    "regexpatternset": MAX_REGEX_SETS,
    "rulegroup": MAX_RULE_GROUPS,
}
#: Members of a web ACL request labcloud does not implement: refused by name, never ignored.
_WEB_ACL_REFUSED = {
    "DataProtectionConfig": "DATA_PROTECTION_CONFIG",
    "CaptchaConfig": "CHALLENGE_CONFIG",
    "ChallengeConfig": "CHALLENGE_CONFIG",
    "TokenDomains": "TOKEN_DOMAIN",
    "AssociationConfig": "ASSOCIATED_RESOURCE_TYPE",
    "OnSourceDDoSProtectionConfig": "LOW_REPUTATION_MODE",
    "ApplicationConfig": "ASSOCIABLE_RESOURCE",
    "MonetizationConfig": "MONETIZATION_CONFIG",
    "AnalyticsConfig": "WEB_ACL",
}
_RULE_GROUP_REFUSED = {"MonetizationConfig": "MONETIZATION_CONFIG"}


def _refuse(request: Any, refused: dict[str, str]) -> None:
    """Refuses a member that configures something (an empty object or list, as Terraform's provider sends
    for an absent block, configures nothing)."""
    for member, field in refused.items():
        if rules.meaningful(request.get(member)):
            raise errors.unsupported(field, member)


def _addresses(version: str, addresses: list[str]) -> list[str]:
    if version not in ("IPV4", "IPV6"):
        raise errors.invalid("IP_ADDRESS_VERSION", version, "Invalid IPAddressVersion")
    if len(addresses) > MAX_ADDRESSES:
        raise errors.limits(f"An IP set holds at most {MAX_ADDRESSES} addresses.")
    for address in addresses:
        if "/" not in address:
            raise errors.invalid("IP_ADDRESS", address, "Not a valid IP address in CIDR notation")
        try:
            network = ipaddress.ip_network(address, strict=False)
        except ValueError:
            raise errors.invalid("IP_ADDRESS", address, "Not a valid IP address in CIDR notation") from None
        if (network.version == 4) != (version == "IPV4"):
            raise errors.invalid("IP_ADDRESS", address, f"The address is not an {version} address")
    return list(addresses)


def _regexes(items: list[Doc]) -> list[Doc]:
    if len(items) > MAX_REGEXES:
        raise errors.limits(f"A regex pattern set holds at most {MAX_REGEXES} regular expressions.")
    for item in items:
        rules.checked_regex(str(item.get("RegexString") or ""))
    return [{"RegexString": str(item["RegexString"])} for item in items]


def _checked_body(
    state: WafState, ctx: RequestContext, kind: str, scope: str, request: Any, doc: Doc
) -> None:
    """Checks and copies the kind's own members of a Create or Update request into ``doc``."""
    if request.get("Description") is not None:
        doc["Description"] = request["Description"]
    else:
        doc.pop("Description", None)
    if kind == "ipset":
        doc["IPAddressVersion"] = str(
            request["IPAddressVersion"] if "IPAddressVersion" in request else doc["IPAddressVersion"]
        )
        doc["Addresses"] = _addresses(doc["IPAddressVersion"], list(request.get("Addresses") or []))
        return
    if kind == "regexpatternset":
        doc["RegularExpressionList"] = _regexes(list(request.get("RegularExpressionList") or []))
        return
    bodies = dict(request.get("CustomResponseBodies") or {})
    rules.checked_bodies(bodies)
    given = list(request.get("Rules") or [])
    resolve = resolver(state, ctx, scope)
    cost = rules.rules_cost(given, bodies, resolve, kind == "rulegroup")
    doc["Rules"] = given
    doc["VisibilityConfig"] = request["VisibilityConfig"]
    if bodies:
        doc["CustomResponseBodies"] = bodies
    else:
        doc.pop("CustomResponseBodies", None)
    if kind == "rulegroup":
        if cost > int(doc["Capacity"]):
            raise errors.limits(
                f"The rules need {cost} WCUs, more than the rule group's capacity of {doc['Capacity']}."
            )
        labels = sorted({str(label["Name"]) for rule in given for label in rule.get("RuleLabels") or []})
        doc["AvailableLabels"] = [{"Name": f"{doc['LabelNamespace']}{name}"} for name in labels]
        return
    _refuse(request, _WEB_ACL_REFUSED)
    rules.default_action(request["DefaultAction"], bodies)
    if cost > MAX_WEB_ACL_CAPACITY:
        raise errors.limits(
            f"The web ACL needs {cost} WCUs, more than the maximum of {MAX_WEB_ACL_CAPACITY}."
        )
    doc["DefaultAction"] = request["DefaultAction"]
    doc["Capacity"] = cost


def _create(state: WafState, ctx: RequestContext, kind: str, request: Any) -> Doc:
    scope = checked_scope(ctx, str(request["Scope"]))
    name = str(request["Name"])
    tags = checked_tags(list(request.get("Tags") or []))
    rid = uuid4_text()
    arn = arn_of(ctx, scope, kind, name, rid)
    doc: Doc = {"Name": name, "Id": rid, "ARN": arn}
    if kind == "rulegroup":
        _refuse(request, _RULE_GROUP_REFUSED)
        capacity = int(request["Capacity"])
        if capacity < 1 or capacity > MAX_RULE_GROUP_CAPACITY:
            raise errors.limits(f"A rule group's capacity is 1 to {MAX_RULE_GROUP_CAPACITY} WCUs.")
        doc["Capacity"] = capacity
        doc["LabelNamespace"] = f"awswaf:{ctx.account_id}:rulegroup:{name}:"
    if kind == "webacl":
        doc["LabelNamespace"] = f"awswaf:{ctx.account_id}:webacl:{name}:"
        doc["ManagedByFirewallManager"] = False
        doc["RetrofittedByFirewallManager"] = False
    _checked_body(state, ctx, kind, scope, request, doc)
    if state.records.named(ctx.account_id, ctx.region, kind, scope, name) is not None:
        raise errors.duplicate()
    if state.records.count(ctx.account_id, ctx.region, kind, scope) >= _LIMITS[kind]:
        raise errors.limits(f"At most {_LIMITS[kind]} of this kind per account, region and scope.")
    doc["_tags"] = tags
    entity = Entity(kind, rid, scope, name, arn, new_token(), doc)
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, entity, clock.now())
        publish(state, f"wafv2.{kind}.created", ctx.account_id, ctx.region, arn, name=name, scope=scope)
    return {"Summary": summary(entity)}


def _get(state: WafState, ctx: RequestContext, kind: str, request: Any) -> Doc:
    entity = find(state, ctx, kind, request)
    return {WIRE[kind]: public(entity), "LockToken": entity.lock_token}


def _list(state: WafState, ctx: RequestContext, kind: str, request: Any, member: str) -> Doc:
    scope = checked_scope(ctx, str(request["Scope"]))
    items = state.records.listed(ctx.account_id, ctx.region, kind, scope)
    chunk, marker = page(items, request.get("NextMarker"), request.get("Limit"))
    out: Doc = {member: [summary(e) for e in chunk]}
    if marker:
        out["NextMarker"] = marker
    return out


def _update(state: WafState, ctx: RequestContext, kind: str, request: Any) -> Doc:
    entity = find(state, ctx, kind, request)
    locked(entity, str(request["LockToken"]))
    doc = dict(entity.doc)
    _checked_body(state, ctx, kind, entity.scope, request, doc)
    entity.doc = doc
    entity.lock_token = new_token()
    with state.store.transaction():
        state.records.update(entity)
        publish(state, f"wafv2.{kind}.updated", ctx.account_id, ctx.region, entity.arn, name=entity.name)
    if kind == "webacl":
        state.rates.forget(entity.arn)
    return {"NextLockToken": entity.lock_token}


def _delete(state: WafState, ctx: RequestContext, kind: str, request: Any) -> Doc:
    entity = find(state, ctx, kind, request)
    locked(entity, str(request["LockToken"]))
    if kind == "webacl" and state.records.resources_of(entity.arn):
        raise errors.associated()
    if kind != "webacl" and referenced(state, ctx, entity):
        raise errors.associated()
    with state.store.transaction():
        state.records.delete(entity.arn)
        if kind == "webacl":
            state.records.drop_samples(entity.arn)
        publish(state, f"wafv2.{kind}.deleted", ctx.account_id, ctx.region, entity.arn, name=entity.name)
    state.rates.forget(entity.arn)
    return {}


def create_web_acl(
    state: WafState, request: CreateWebACLRequest, ctx: RequestContext
) -> CreateWebACLResponse:
    return cast("CreateWebACLResponse", _create(state, ctx, "webacl", request))


def get_web_acl(state: WafState, request: GetWebACLRequest, ctx: RequestContext) -> GetWebACLResponse:
    return cast("GetWebACLResponse", _get(state, ctx, "webacl", request))


def list_web_acls(state: WafState, request: ListWebACLsRequest, ctx: RequestContext) -> ListWebACLsResponse:
    return cast("ListWebACLsResponse", _list(state, ctx, "webacl", request, "WebACLs"))


def update_web_acl(
    state: WafState, request: UpdateWebACLRequest, ctx: RequestContext
) -> UpdateWebACLResponse:
    return cast("UpdateWebACLResponse", _update(state, ctx, "webacl", request))


def delete_web_acl(
    state: WafState, request: DeleteWebACLRequest, ctx: RequestContext
) -> DeleteWebACLResponse:
    return cast("DeleteWebACLResponse", _delete(state, ctx, "webacl", request))


def create_ip_set(state: WafState, request: CreateIPSetRequest, ctx: RequestContext) -> CreateIPSetResponse:
    return cast("CreateIPSetResponse", _create(state, ctx, "ipset", request))


def get_ip_set(state: WafState, request: GetIPSetRequest, ctx: RequestContext) -> GetIPSetResponse:
    return cast("GetIPSetResponse", _get(state, ctx, "ipset", request))


def list_ip_sets(state: WafState, request: ListIPSetsRequest, ctx: RequestContext) -> ListIPSetsResponse:
    return cast("ListIPSetsResponse", _list(state, ctx, "ipset", request, "IPSets"))


def update_ip_set(state: WafState, request: UpdateIPSetRequest, ctx: RequestContext) -> UpdateIPSetResponse:
    return cast("UpdateIPSetResponse", _update(state, ctx, "ipset", request))


def delete_ip_set(state: WafState, request: DeleteIPSetRequest, ctx: RequestContext) -> DeleteIPSetResponse:
    return cast("DeleteIPSetResponse", _delete(state, ctx, "ipset", request))


def create_regex_pattern_set(
    state: WafState, request: CreateRegexPatternSetRequest, ctx: RequestContext
) -> CreateRegexPatternSetResponse:
    return cast("CreateRegexPatternSetResponse", _create(state, ctx, "regexpatternset", request))


def get_regex_pattern_set(
    state: WafState, request: GetRegexPatternSetRequest, ctx: RequestContext
) -> GetRegexPatternSetResponse:
    return cast("GetRegexPatternSetResponse", _get(state, ctx, "regexpatternset", request))


def list_regex_pattern_sets(
    state: WafState, request: ListRegexPatternSetsRequest, ctx: RequestContext
) -> ListRegexPatternSetsResponse:
    return cast(
        "ListRegexPatternSetsResponse", _list(state, ctx, "regexpatternset", request, "RegexPatternSets")
    )


def update_regex_pattern_set(
    state: WafState, request: UpdateRegexPatternSetRequest, ctx: RequestContext
) -> UpdateRegexPatternSetResponse:
    return cast("UpdateRegexPatternSetResponse", _update(state, ctx, "regexpatternset", request))


def delete_regex_pattern_set(
    state: WafState, request: DeleteRegexPatternSetRequest, ctx: RequestContext
) -> DeleteRegexPatternSetResponse:
    return cast("DeleteRegexPatternSetResponse", _delete(state, ctx, "regexpatternset", request))


def create_rule_group(
    state: WafState, request: CreateRuleGroupRequest, ctx: RequestContext
) -> CreateRuleGroupResponse:
    return cast("CreateRuleGroupResponse", _create(state, ctx, "rulegroup", request))


def get_rule_group(
    state: WafState, request: GetRuleGroupRequest, ctx: RequestContext
) -> GetRuleGroupResponse:
    return cast("GetRuleGroupResponse", _get(state, ctx, "rulegroup", request))


def list_rule_groups(
    state: WafState, request: ListRuleGroupsRequest, ctx: RequestContext
) -> ListRuleGroupsResponse:
    return cast("ListRuleGroupsResponse", _list(state, ctx, "rulegroup", request, "RuleGroups"))


def update_rule_group(
    state: WafState, request: UpdateRuleGroupRequest, ctx: RequestContext
) -> UpdateRuleGroupResponse:
    return cast("UpdateRuleGroupResponse", _update(state, ctx, "rulegroup", request))


def delete_rule_group(
    state: WafState, request: DeleteRuleGroupRequest, ctx: RequestContext
) -> DeleteRuleGroupResponse:
    return cast("DeleteRuleGroupResponse", _delete(state, ctx, "rulegroup", request))


def check_capacity(
    state: WafState, request: CheckCapacityRequest, ctx: RequestContext
) -> CheckCapacityResponse:
    """The WCU of the rules (rules.py's documented approximation of AWS's table)."""
    scope = checked_scope(ctx, str(request["Scope"]))
    rules_given = [dict(r) for r in request["Rules"]]
    cost = rules.rules_cost(rules_given, _AnyBody(), resolver(state, ctx, scope), False)
    return cast("CheckCapacityResponse", {"Capacity": cost})


class _AnyBody(dict[str, Any]):
    """CheckCapacity has no CustomResponseBodies: any body key a rule names is taken as present."""

    def __contains__(self, key: object) -> bool:
        return True
