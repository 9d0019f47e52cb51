"""The managed rule group operations: ListAvailableManagedRuleGroups, DescribeManagedRuleGroup and
ListAvailableManagedRuleGroupVersions over the AWS groups labcloud offers (managed.py); ListManagedRuleSets
and GetManagedRuleSet answer as AWS does an account that sells no managed rule groups (none, not found)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.wafv2 import errors
from labcloud.services.wafv2.entities import checked_scope
from labcloud.services.wafv2.managed import GROUPS, PUBLISHED, ManagedGroup
from labcloud.services.wafv2.managed_checks import checked_version, group_named
from labcloud.services.wafv2.state import WafState

if TYPE_CHECKING:
    from labcloud.services.wafv2.api import (
        DescribeManagedRuleGroupRequest,
        DescribeManagedRuleGroupResponse,
        GetManagedRuleSetRequest,
        GetManagedRuleSetResponse,
        ListAvailableManagedRuleGroupsRequest,
        ListAvailableManagedRuleGroupsResponse,
        ListAvailableManagedRuleGroupVersionsRequest,
        ListAvailableManagedRuleGroupVersionsResponse,
        ListManagedRuleSetsRequest,
        ListManagedRuleSetsResponse,
    )


def _page(names: list[str], marker: str | None, limit: int | None) -> tuple[list[str], str | None]:
    start = 0
    if marker:
        if marker not in names:
            raise errors.invalid("RESOURCE_ARN", "NextMarker", "Invalid NextMarker")
        start = names.index(marker)
    size = int(limit or 100)
    rest = names[start + size : start + size + 1]
    return names[start : start + size], (rest[0] if rest else None)


def list_available_managed_rule_groups(
    state: WafState, request: ListAvailableManagedRuleGroupsRequest, ctx: RequestContext
) -> ListAvailableManagedRuleGroupsResponse:
    checked_scope(ctx, str(request["Scope"]))
    chosen, marker = _page(list(GROUPS), request.get("NextMarker"), request.get("Limit"))
    out: dict[str, Any] = {
        "ManagedRuleGroups": [
            {
                "VendorName": "AWS",
                "Name": name,
                "VersioningSupported": bool(GROUPS[name].versions),
                "Description": GROUPS[name].description,
            }
            for name in chosen
        ]
    }
    if marker:
        out["NextMarker"] = marker
    return cast("ListAvailableManagedRuleGroupsResponse", out)


def _labels(group: ManagedGroup) -> list[str]:
    """Every label the group's rules and its identification add, each once, in the rules' order."""
    found = [label for r in group.rules for label in (r.label, *r.also)]
    return list(dict.fromkeys([*found, *group.identity_labels]))


def describe_managed_rule_group(
    state: WafState, request: DescribeManagedRuleGroupRequest, ctx: RequestContext
) -> DescribeManagedRuleGroupResponse:
    """The group's rules with their actions, its capacity and labels (those its rules add; none of
    labcloud's groups reads labels, so ConsumedLabels is empty)."""
    checked_scope(ctx, str(request["Scope"]))
    group = group_named(str(request["VendorName"]), str(request["Name"]), in_rule=False)
    version = request.get("VersionName")
    checked_version(group, version)
    out: dict[str, Any] = {
        "Capacity": group.capacity,
        "Rules": [{"Name": r.name, "Action": {r.action: {}}} for r in group.rules],
        "LabelNamespace": group.namespace,
        "AvailableLabels": [{"Name": group.namespace + label} for label in _labels(group)],
        "ConsumedLabels": [],
    }
    if group.versions:
        out["VersionName"] = version or group.versions[-1]
    return cast("DescribeManagedRuleGroupResponse", out)


def list_available_managed_rule_group_versions(
    state: WafState, request: ListAvailableManagedRuleGroupVersionsRequest, ctx: RequestContext
) -> ListAvailableManagedRuleGroupVersionsResponse:
    checked_scope(ctx, str(request["Scope"]))
    group = group_named(str(request["VendorName"]), str(request["Name"]), in_rule=False)
    chosen, marker = _page(list(group.versions), request.get("NextMarker"), request.get("Limit"))
    published = datetime.fromtimestamp(PUBLISHED, timezone.utc)
    out: dict[str, Any] = {"Versions": [{"Name": v, "LastUpdateTimestamp": published} for v in chosen]}
    if group.versions:
        out["CurrentDefaultVersion"] = group.versions[-1]
    if marker:
        out["NextMarker"] = marker
    return cast("ListAvailableManagedRuleGroupVersionsResponse", out)


def list_managed_rule_sets(
    state: WafState, request: ListManagedRuleSetsRequest, ctx: RequestContext
) -> ListManagedRuleSetsResponse:
    """Managed rule sets are what a vendor (AWS Marketplace seller) offers others: no account here is one."""
    checked_scope(ctx, str(request["Scope"]))
    return cast("ListManagedRuleSetsResponse", {"ManagedRuleSets": []})


def get_managed_rule_set(
    state: WafState, request: GetManagedRuleSetRequest, ctx: RequestContext
) -> GetManagedRuleSetResponse:
    checked_scope(ctx, str(request["Scope"]))
    raise errors.nonexistent()
