"""Checks of rules and statements at create and update, and their capacity (WCU).

What labcloud evaluates is accepted; everything else is refused with WAFInvalidParameterException naming
it (docs/wafv2.md). Capacity follows AWS's published WCU table as an approximation: IP set, geo, label
and size constraint 1; rate-based 2 plus its scope-down; byte match 2 (EXACTLY, STARTS_WITH, ENDS_WITH)
or 10 (CONTAINS, CONTAINS_WORD); regex 3; regex pattern set 25; SQL injection 20 (30 at HIGH); XSS 40;
And/Or/Not the sum of what they hold; each text transformation other than NONE adds 10; a rule group
reference costs the group's declared Capacity; an AWS managed rule group the capacity AWS documents for it
(managed_checks.py) plus its scope-down statement."""

from __future__ import annotations

import base64
import re
from collections.abc import Callable
from typing import Any

from labcloud.services.wafv2 import errors, managed_checks

Doc = dict[str, Any]
#: Resolves a referenced ARN (IP set, regex pattern set, rule group) to its document, or raises.
Resolve = Callable[[str, str], Doc]

#: The text transformations labcloud applies (transform.py); the rest of AWS's are refused by name.
TRANSFORMS = frozenset(
    {
        "NONE",
        "LOWERCASE",
        "UPPERCASE",
        "URL_DECODE",
        "HTML_ENTITY_DECODE",
        "COMPRESS_WHITE_SPACE",
        "REMOVE_WHITESPACE",
        "BASE64_DECODE",
        "HEX_DECODE",
        "REMOVE_NULLS",
        "TRIM",
        "TRIM_LEFT",
        "TRIM_RIGHT",
        "NORMALIZE_PATH",
    }
)
#: The parts of a request labcloud inspects.
FIELDS = frozenset(
    {"SingleHeader", "SingleQueryArgument", "AllQueryArguments", "UriPath", "QueryString", "Body", "Method"}
)
_STATEMENTS = {
    "ByteMatchStatement",
    "SqliMatchStatement",
    "XssMatchStatement",
    "SizeConstraintStatement",
    "GeoMatchStatement",
    "RuleGroupReferenceStatement",
    "IPSetReferenceStatement",
    "RegexPatternSetReferenceStatement",
    "RateBasedStatement",
    "AndStatement",
    "OrStatement",
    "NotStatement",
    "LabelMatchStatement",
    "RegexMatchStatement",
    "ManagedRuleGroupStatement",
}
_REFUSED_STATEMENTS = {
    "AsnMatchStatement": "STATEMENT",
}


def meaningful(value: Any) -> bool:
    """Whether a member configures anything: some value other than None, an empty object or list."""
    if isinstance(value, dict):
        return any(meaningful(v) for v in value.values())
    if isinstance(value, list):
        return any(meaningful(v) for v in value)
    return value is not None


def _only_one(doc: Doc, field: str, what: str) -> str:
    keys = [k for k, v in doc.items() if v is not None]
    if len(keys) != 1:
        raise errors.invalid(field, what, "Exactly one member must be specified")
    return keys[0]


def _field_to_match(statement: Doc) -> None:
    ftm = statement.get("FieldToMatch") or {}
    kind = _only_one(ftm, "FIELD_TO_MATCH", "FieldToMatch")
    if kind not in FIELDS:
        raise errors.unsupported("FIELD_TO_MATCH", kind)
    if kind == "SingleHeader" and not str((ftm[kind] or {}).get("Name") or ""):
        raise errors.invalid("SINGLE_HEADER", "Name", "Name is required")
    if kind == "SingleQueryArgument" and not str((ftm[kind] or {}).get("Name") or ""):
        raise errors.invalid("SINGLE_QUERY_ARGUMENT", "Name", "Name is required")


def _transforms(statement: Doc) -> int:
    if statement.get("PreParseTextTransformations"):
        raise errors.unsupported("PRE_PARSE_TEXT_TRANSFORMATION", "PreParseTextTransformations")
    cost = 0
    priorities: set[int] = set()
    for step in statement.get("TextTransformations") or []:
        kind = str(step.get("Type"))
        if kind not in TRANSFORMS:
            raise errors.unsupported("TEXT_TRANSFORMATION", kind)
        if step.get("Priority") in priorities:
            raise errors.invalid("TEXT_TRANSFORMATION", str(step.get("Priority")), "Duplicate priority")
        priorities.add(int(step.get("Priority", 0)))
        cost += 0 if kind == "NONE" else 10
    return cost


def _forwarded(config: Doc | None, positional: bool) -> None:
    if config is None:
        return
    if config.get("FallbackBehavior") not in ("MATCH", "NO_MATCH"):
        raise errors.invalid("FALLBACK_BEHAVIOR", str(config.get("FallbackBehavior")), "Invalid value")
    if positional and config.get("Position") not in ("FIRST", "LAST", "ANY"):
        raise errors.invalid("POSITION", str(config.get("Position")), "Invalid value")


def statement_cost(statement: Doc, resolve: Resolve, in_rule_group: bool, nested: bool = False) -> int:
    """The statement's WCU; raises WAFInvalidParameterException for what labcloud does not evaluate (and,
    as AWS, for a rate-based statement or rule group reference inside another statement)."""
    kind = _only_one(statement, "STATEMENT", "Statement")
    if nested and kind in ("RateBasedStatement", "RuleGroupReferenceStatement", "ManagedRuleGroupStatement"):
        raise errors.invalid("STATEMENT", kind, f"A {kind} cannot be nested inside another statement")
    for refused, field in _REFUSED_STATEMENTS.items():
        if kind == refused:
            raise errors.unsupported(field, refused)
    if kind not in _STATEMENTS:
        raise errors.unsupported("STATEMENT", kind)
    body: Doc = statement[kind] or {}
    if kind in ("AndStatement", "OrStatement"):
        inner = body.get("Statements") or []
        if len(inner) < 2:
            raise errors.invalid(
                "AND_STATEMENT" if kind == "AndStatement" else "OR_STATEMENT",
                kind,
                "At least two statements are required",
            )
        return sum(statement_cost(s, resolve, in_rule_group, True) for s in inner)
    if kind == "NotStatement":
        return statement_cost(body.get("Statement") or {}, resolve, in_rule_group, True)
    if kind == "RateBasedStatement":
        key = str(body.get("AggregateKeyType"))
        if key == "CUSTOM_KEYS" or body.get("CustomKeys"):
            raise errors.unsupported("CUSTOM_KEYS", "CustomKeys")
        if key not in ("IP", "FORWARDED_IP", "CONSTANT"):
            raise errors.invalid("RATE_BASED_STATEMENT", key, "Invalid AggregateKeyType")
        if key == "FORWARDED_IP" and not body.get("ForwardedIPConfig"):
            raise errors.invalid("FORWARDED_IP_CONFIG", "ForwardedIPConfig", "Required for FORWARDED_IP")
        if key == "CONSTANT" and not body.get("ScopeDownStatement"):
            raise errors.invalid("SCOPE_DOWN", "ScopeDownStatement", "Required for CONSTANT")
        _forwarded(body.get("ForwardedIPConfig"), False)
        window = int(body.get("EvaluationWindowSec") or 300)
        if window not in (60, 120, 300, 600):
            raise errors.invalid(
                "RATE_BASED_STATEMENT", str(window), "EvaluationWindowSec must be 60, 120, 300 or 600"
            )
        if in_rule_group:
            raise errors.invalid(
                "RATE_BASED_STATEMENT", kind, "Rate-based statements are not allowed in rule groups here"
            )
        scope_down = body.get("ScopeDownStatement")
        return 2 + (statement_cost(scope_down, resolve, in_rule_group, True) if scope_down else 0)
    if kind == "IPSetReferenceStatement":
        resolve("ipset", str(body.get("ARN") or ""))
        _forwarded(body.get("IPSetForwardedIPConfig"), True)
        return 1
    if kind == "RegexPatternSetReferenceStatement":
        resolve("regexpatternset", str(body.get("ARN") or ""))
        _field_to_match(body)
        return 25 + _transforms(body)
    if kind == "ManagedRuleGroupStatement":
        if in_rule_group:
            raise errors.invalid(
                "MANAGED_RULE_SET_STATEMENT", kind, "A rule group cannot reference a managed rule group"
            )
        return managed_checks.managed_cost(
            body, lambda inner: statement_cost(inner, resolve, in_rule_group, True)
        )
    if kind == "RuleGroupReferenceStatement":
        if in_rule_group:
            raise errors.invalid(
                "RULE_GROUP_REFERENCE_STATEMENT", kind, "A rule group cannot reference a rule group"
            )
        if body.get("ExcludedRules"):
            raise errors.unsupported("EXCLUDED_RULE", "ExcludedRules")
        if body.get("RuleActionOverrides"):
            raise errors.unsupported("RULE_ACTION", "RuleActionOverrides")
        group = resolve("rulegroup", str(body.get("ARN") or ""))
        return int(group.get("Capacity") or 0)
    if kind == "GeoMatchStatement":
        if not body.get("CountryCodes"):
            raise errors.invalid(
                "GEO_MATCH_STATEMENT", "CountryCodes", "At least one country code is required"
            )
        _forwarded(body.get("ForwardedIPConfig"), False)
        return 1
    if kind == "LabelMatchStatement":
        if body.get("Scope") not in ("LABEL", "NAMESPACE"):
            raise errors.invalid(
                "LABEL_MATCH_STATEMENT", str(body.get("Scope")), "Scope must be LABEL or NAMESPACE"
            )
        return 1
    _field_to_match(body)
    cost = _transforms(body)
    if kind == "ByteMatchStatement":
        search = body.get("SearchString")
        raw = search if isinstance(search, bytes) else str(search or "").encode()
        body["SearchString"] = base64.b64encode(raw).decode("ascii")  # stored as text (evaluate.py)
        position = str(body.get("PositionalConstraint"))
        if position not in ("EXACTLY", "STARTS_WITH", "ENDS_WITH", "CONTAINS", "CONTAINS_WORD"):
            raise errors.invalid("BYTE_MATCH_STATEMENT", position, "Invalid PositionalConstraint")
        return cost + (10 if position.startswith("CONTAINS") else 2)
    if kind == "RegexMatchStatement":
        checked_regex(str(body.get("RegexString") or ""))
        return cost + 3
    if kind == "SizeConstraintStatement":
        if body.get("ComparisonOperator") not in ("EQ", "NE", "LE", "LT", "GE", "GT"):
            raise errors.invalid(
                "SIZE_CONSTRAINT_STATEMENT", str(body.get("ComparisonOperator")), "Invalid ComparisonOperator"
            )
        return cost + 1
    if kind == "SqliMatchStatement":
        return cost + (30 if body.get("SensitivityLevel") == "HIGH" else 20)
    return cost + 40  # XssMatchStatement


def checked_regex(pattern: str) -> None:
    try:
        re.compile(pattern)
    except re.error as exc:
        raise errors.invalid("STATEMENT", pattern, f"Invalid regular expression: {exc}") from None


_ACTIONS = {"Block", "Allow", "Count"}


def _action(rule: Doc, bodies: Doc) -> None:
    action = rule.get("Action") or {}
    kind = _only_one(action, "RULE_ACTION", "Action")
    if kind not in _ACTIONS:
        raise errors.unsupported("RULE_ACTION", kind)
    _handling(action[kind] or {}, bodies)


def _handling(action: Doc, bodies: Doc) -> None:
    if action.get("CustomRequestHandling"):
        raise errors.unsupported("CUSTOM_REQUEST_HANDLING", "CustomRequestHandling")
    response = action.get("CustomResponse")
    if response:
        key = response.get("CustomResponseBodyKey")
        if key is not None and key not in bodies:
            raise errors.invalid("CUSTOM_RESPONSE", str(key), "The custom response body key does not exist")
        for header in response.get("ResponseHeaders") or []:
            if not str(header.get("Name") or ""):
                raise errors.invalid("CUSTOM_RESPONSE", "ResponseHeaders", "Header name is required")


def default_action(action: Doc, bodies: Doc) -> None:
    kind = _only_one(action, "DEFAULT_ACTION", "DefaultAction")
    if kind not in ("Allow", "Block"):
        raise errors.invalid("DEFAULT_ACTION", kind, "DefaultAction must be Allow or Block")
    _handling(action[kind] or {}, bodies)


def checked_bodies(bodies: Doc) -> None:
    for key, body in bodies.items():
        if body.get("ContentType") not in ("TEXT_PLAIN", "TEXT_HTML", "APPLICATION_JSON"):
            raise errors.invalid("CUSTOM_RESPONSE_BODY", key, "Invalid ContentType")


def rules_cost(rules: list[Doc], bodies: Doc, resolve: Resolve, in_rule_group: bool) -> int:
    """Checks ``rules`` (unique names and priorities, one action each) and answers their total WCU."""
    names: set[str] = set()
    priorities: set[int] = set()
    total = 0
    for rule in rules:
        name, priority = str(rule["Name"]), int(rule["Priority"])
        if name in names:
            raise errors.invalid("RULE", name, "A rule with the same name already exists")
        if priority in priorities:
            raise errors.invalid("RULE", name, "A rule with the same priority already exists")
        names.add(name)
        priorities.add(priority)
        for config, field in (("CaptchaConfig", "CHALLENGE_CONFIG"), ("ChallengeConfig", "CHALLENGE_CONFIG")):
            if meaningful(rule.get(config)):
                raise errors.unsupported(field, config)
        statement = rule.get("Statement") or {}
        total += statement_cost(statement, resolve, in_rule_group)
        managed = statement.get("ManagedRuleGroupStatement")
        for handling in managed_checks.overrides(managed) if managed else []:
            _handling(handling, bodies)
        is_group = bool(statement.get("RuleGroupReferenceStatement") or managed)
        if is_group:
            override = rule.get("OverrideAction") or {}
            if rule.get("Action") or _only_one(override, "OVERRIDE_ACTION", "OverrideAction") not in (
                "Count",
                "None",
            ):
                raise errors.invalid(
                    "OVERRIDE_ACTION",
                    name,
                    "A rule group reference takes an OverrideAction (Count or None), not an Action",
                )
        else:
            if rule.get("OverrideAction"):
                raise errors.invalid(
                    "OVERRIDE_ACTION", name, "Only rule group references take an OverrideAction"
                )
            _action(rule, bodies)
    return total
