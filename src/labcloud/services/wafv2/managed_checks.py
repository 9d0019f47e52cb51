"""Checks of a ManagedRuleGroupStatement at create, update and CheckCapacity, and its WCU: the group
(VendorName AWS, one labcloud offers: managed.py), its Version, ExcludedRules and RuleActionOverrides (rules
the group has), a ScopeDownStatement, and ManagedRuleGroupConfigs (Bot Control's at the COMMON level; the
rest refused)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.services.wafv2 import errors
from labcloud.services.wafv2.managed import GROUPS, NOT_OFFERED, ManagedGroup

Doc = dict[str, Any]

#: The one managed rule group config labcloud honours (at InspectionLevel COMMON).
_BOT_CONFIG = "AWSManagedRulesBotControlRuleSet"
#: The actions a RuleActionOverride may use here (CAPTCHA and Challenge are refused as everywhere).
_OVERRIDE_ACTIONS = ("Allow", "Block", "Count")


def group_named(vendor: str, name: str, in_rule: bool = True) -> ManagedGroup:
    """The group labcloud offers under ``vendor``/``name``, or the AWS-shaped refusal: another vendor's
    (in a rule WAFSubscriptionNotFoundException: no Marketplace subscriptions here; described,
    WAFNonexistentItemException), an AWS group labcloud does not offer (WAFInvalidParameterException naming
    why), an unknown AWS name (WAFNonexistentItemException)."""
    if vendor != "AWS":
        if not in_rule:
            raise errors.nonexistent()
        raise errors.subscription_not_found(vendor, name)
    if name in NOT_OFFERED:
        raise errors.invalid(
            "MANAGED_RULE_SET_STATEMENT", name, f"labcloud does not support {name}: {NOT_OFFERED[name]}"
        )
    group = GROUPS.get(name)
    if group is None:
        raise errors.nonexistent()
    return group


def checked_version(group: ManagedGroup, version: str | None) -> None:
    if version is None:
        return
    if not group.versions:
        raise errors.invalid(
            "MANAGED_RULE_SET_STATEMENT", version, f"{group.name} is not versioned: Version is not allowed"
        )
    if version not in group.versions:
        raise errors.invalid(
            "MANAGED_RULE_SET_STATEMENT",
            version,
            f"Unknown version of {group.name}; labcloud knows {', '.join(group.versions)}",
        )


def _known_rule(group: ManagedGroup, name: str, field: str) -> None:
    if group.rule(name) is None:
        raise errors.invalid(field, name, f"{group.name} has no rule named {name}")


def checked_configs(group: ManagedGroup, configs: list[Doc]) -> None:
    """Bot Control's own config at the COMMON inspection level (its default when no config is given, as
    AWS's); TARGETED (client tokens, challenges, machine learning) and every other group's config are
    refused by name, as is a Bot Control config on another group."""
    for config in configs:
        given = {k: v for k, v in (config or {}).items() if v not in (None, {}, [])}
        bot = given.pop(_BOT_CONFIG, None)
        if given:
            raise errors.unsupported("MANAGED_RULE_GROUP_CONFIG", "ManagedRuleGroupConfigs")
        if bot is None:
            continue
        if group.name != _BOT_CONFIG:
            raise errors.invalid(
                "MANAGED_RULE_GROUP_CONFIG", _BOT_CONFIG, f"{_BOT_CONFIG} does not configure {group.name}"
            )
        level = str(bot.get("InspectionLevel") or "")
        if level == "TARGETED":
            raise errors.invalid(
                "MANAGED_RULE_GROUP_CONFIG",
                "TARGETED",
                "labcloud does not support the TARGETED inspection level of AWSManagedRulesBotControlRuleSet: "
                "it needs the client-side tokens and challenges labcloud does not have; COMMON is supported",
            )
        if level != "COMMON":
            raise errors.invalid(
                "MANAGED_RULE_GROUP_CONFIG", level, "InspectionLevel must be COMMON or TARGETED"
            )


def overrides(body: Doc) -> list[Doc]:
    """The action bodies (Allow/Block/Count members) the statement's RuleActionOverrides use."""
    found = []
    for override in body.get("RuleActionOverrides") or []:
        action = override.get("ActionToUse") or {}
        found += [v or {} for v in action.values() if v is not None]
    return found


def managed_cost(body: Doc, scope_down_cost: Callable[[Doc], int]) -> int:
    """The statement's WCU (the group's capacity plus its scope-down statement's), after its checks."""
    group = group_named(str(body.get("VendorName") or ""), str(body.get("Name") or ""))
    checked_version(group, body.get("Version"))
    checked_configs(group, body.get("ManagedRuleGroupConfigs") or [])
    for excluded in body.get("ExcludedRules") or []:
        _known_rule(group, str(excluded.get("Name") or ""), "EXCLUDED_RULE")
    seen: set[str] = set()
    for override in body.get("RuleActionOverrides") or []:
        name = str(override.get("Name") or "")
        _known_rule(group, name, "RULE_ACTION")
        if name in seen:
            raise errors.invalid("RULE_ACTION", name, "A rule's action is overridden more than once")
        seen.add(name)
        action = override.get("ActionToUse") or {}
        kinds = [k for k, v in action.items() if v is not None]
        if len(kinds) != 1:
            raise errors.invalid("RULE_ACTION", "ActionToUse", "Exactly one member must be specified")
        if kinds[0] not in _OVERRIDE_ACTIONS:
            raise errors.unsupported("RULE_ACTION", kinds[0])
    scope_down = body.get("ScopeDownStatement")
    return group.capacity + (scope_down_cost(scope_down) if scope_down else 0)
