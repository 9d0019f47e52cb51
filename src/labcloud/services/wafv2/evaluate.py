"""A web ACL's verdict on one request, as AWS documents it: rules in priority order, a matching rule's
labels added, Count going on, the first Allow or Block ending the evaluation, else the DefaultAction.

Statements: byte, regex and regex pattern set matches, size constraints, IP sets (the client address
labcloud sees, or a forwarded one), labels, rate-based counts on labcloud's clock, And/Or/Not, rule group
references, and approximations: SQL injection and XSS (a fixed list of the obvious patterns), geo match
(labcloud has no geolocation database: every address has the country LABCLOUD_WAF_COUNTRY names, else none,
and then it never matches), and AWS's managed rule groups (managed.py: their rules as labcloud approximates
them, with ExcludedRules, RuleActionOverrides and a scope-down statement)."""

from __future__ import annotations

import base64
import ipaddress
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from labcloud.services.wafv2 import detect
from labcloud.services.wafv2.interfaces import WafRequest
from labcloud.services.wafv2.managed import GROUPS
from labcloud.services.wafv2.managed_detectors import ManagedInputs
from labcloud.services.wafv2.state import BODY_LIMIT, RateCounters
from labcloud.services.wafv2.transform import parts, transformed

Doc = dict[str, Any]


@lru_cache(maxsize=512)
def _regex(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


@dataclass(slots=True)
class Inspection:
    """What evaluating one request needs and gathers."""

    request: WafRequest
    acl_arn: str
    now: float
    rates: RateCounters
    #: Resolves an IP set's or regex pattern set's ARN to its document (None when deleted since).
    lookup: Callable[[str], Doc | None]
    #: The country of every client address (LABCLOUD_WAF_COUNTRY), None when labcloud gives none.
    country: str | None = None
    #: The IP lists and own port AWS's managed rules consult (managed.py).
    managed_inputs: ManagedInputs = field(default_factory=ManagedInputs)
    labels: list[str] = field(default_factory=list)
    counted: list[str] = field(default_factory=list)
    rule: str = ""
    #: The managed rule (within its group) that ended the evaluation, if one did.
    within: str = ""


@dataclass(slots=True)
class Verdict:
    action: str  # ALLOW or BLOCK
    rule: str | None  # the terminating rule, None for the default action
    metric: str
    handling: Doc
    labels: list[str]
    counted: list[tuple[str, str]]  # (rule name, metric) of each Count match
    within: str = ""  # the managed rule within its group that terminated, if any


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def _forwarded(request: WafRequest, config: Doc, position: str = "FIRST") -> list[str] | None:
    """The forwarded addresses the header names (by position), or None when it holds no valid one."""
    raw = request.headers.get(str(config["HeaderName"]).lower())
    if raw is None:
        return None
    found = [a.strip() for a in raw.split(",") if a.strip()]
    if not found or any(_ip(a) is None for a in found):
        return None
    if position == "FIRST":
        return found[:1]
    if position == "LAST":
        return found[-1:]
    return found


def _texts(inspection: Inspection, body: Doc) -> list[str] | bool:
    got = parts(inspection.request, body["FieldToMatch"], BODY_LIMIT)
    if isinstance(got, bool):
        return got
    steps = list(body.get("TextTransformations") or [])
    return [transformed(text, steps) for text in got]


def _any(inspection: Inspection, body: Doc, test: Callable[[str], bool]) -> bool:
    texts = _texts(inspection, body)
    if isinstance(texts, bool):
        return texts
    return any(test(t) for t in texts)


def _byte(search: str, position: str, text: str) -> bool:
    if position == "EXACTLY":
        return text == search
    if position == "STARTS_WITH":
        return text.startswith(search)
    if position == "ENDS_WITH":
        return text.endswith(search)
    if position == "CONTAINS":
        return search in text
    return re.search(r"(?<![A-Za-z0-9_])" + re.escape(search) + r"(?![A-Za-z0-9_])", text) is not None


def _size(operator: str, size: int, text: str) -> bool:
    n = len(text.encode())
    return {
        "EQ": n == size,
        "NE": n != size,
        "LE": n <= size,
        "LT": n < size,
        "GE": n >= size,
        "GT": n > size,
    }[operator]


def search_string(body: Doc) -> str:
    """A byte match's SearchString, kept base64-encoded in the stored document."""
    return base64.b64decode(str(body["SearchString"])).decode("utf-8", "replace")


def matches(inspection: Inspection, statement: Doc) -> bool:
    kind, body = next(iter(statement.items()))
    if kind == "ByteMatchStatement":
        search, position = search_string(body), str(body["PositionalConstraint"])
        return _any(inspection, body, lambda t: _byte(search, position, t))
    if kind == "RegexMatchStatement":
        pattern = _regex(str(body["RegexString"]))
        return _any(inspection, body, lambda t: pattern.search(t) is not None)
    if kind == "RegexPatternSetReferenceStatement":
        found = inspection.lookup(str(body["ARN"]))
        patterns = [_regex(str(r["RegexString"])) for r in (found or {}).get("RegularExpressionList") or []]
        return _any(inspection, body, lambda t: any(p.search(t) for p in patterns))
    if kind == "SizeConstraintStatement":
        operator, size = str(body["ComparisonOperator"]), int(body["Size"])
        return _any(inspection, body, lambda t: _size(operator, size, t))
    if kind == "SqliMatchStatement":
        return _any(inspection, body, lambda t: detect.SQLI.search(t) is not None)
    if kind == "XssMatchStatement":
        return _any(inspection, body, lambda t: detect.XSS.search(t) is not None)
    if kind == "AndStatement":
        return all(matches(inspection, s) for s in body["Statements"])
    if kind == "OrStatement":
        return any(matches(inspection, s) for s in body["Statements"])
    if kind == "NotStatement":
        return not matches(inspection, body["Statement"])
    if kind == "LabelMatchStatement":
        key = str(body["Key"])
        if body["Scope"] == "NAMESPACE":
            prefix = key if key.endswith(":") else key + ":"
            return any(label.startswith(prefix) or (":" + prefix) in label for label in inspection.labels)
        return any(label == key or label.endswith(":" + key) for label in inspection.labels)
    if kind == "GeoMatchStatement":
        config = body.get("ForwardedIPConfig")
        if config and _forwarded(inspection.request, config) is None:
            return bool(config["FallbackBehavior"] == "MATCH")
        # no geolocation database: every address has LABCLOUD_WAF_COUNTRY's country, or none (docs/wafv2.md)
        return inspection.country is not None and inspection.country in body["CountryCodes"]
    if kind == "IPSetReferenceStatement":
        found = inspection.lookup(str(body["ARN"]))
        networks = [ipaddress.ip_network(a, strict=False) for a in (found or {}).get("Addresses") or []]
        config = body.get("IPSetForwardedIPConfig")
        if config:
            addresses = _forwarded(inspection.request, config, str(config["Position"]))
            if addresses is None:
                return bool(config["FallbackBehavior"] == "MATCH")
        else:
            addresses = [inspection.request.client_ip]
        for text in addresses:
            address = _ip(text)
            if address is not None and any(address in n for n in networks if n.version == address.version):
                return True
        return False
    if kind == "RateBasedStatement":
        return _rate(inspection, body)
    raise ValueError(f"unevaluated statement {kind}")  # rules.py refuses these at create and update


def _rate(inspection: Inspection, body: Doc) -> bool:
    scope_down = body.get("ScopeDownStatement")
    if scope_down and not matches(inspection, scope_down):
        return False
    aggregate = str(body["AggregateKeyType"])
    if aggregate == "IP":
        key = inspection.request.client_ip
    elif aggregate == "FORWARDED_IP":
        config = body["ForwardedIPConfig"]
        forwarded = _forwarded(inspection.request, config)
        if forwarded is None:
            return bool(config["FallbackBehavior"] == "MATCH")
        key = forwarded[0]
    else:
        key = ""
    window = float(body.get("EvaluationWindowSec") or 300)
    seen = inspection.rates.count((inspection.acl_arn, inspection.rule, key), inspection.now, window)
    return seen > int(body["Limit"])


def _run(
    inspection: Inspection, rules: list[Doc], namespace: str, lookup_group: Callable[[str], Doc | None]
) -> tuple[str, str, str, Doc] | None:
    """(action, rule name, metric, action body) of the first terminating match, labels and counts gathered."""
    for rule in sorted(rules, key=lambda r: int(r["Priority"])):
        statement = rule["Statement"]
        metric = str(rule["VisibilityConfig"]["MetricName"])
        inspection.rule = str(rule["Name"])
        managed = statement.get("ManagedRuleGroupStatement")
        if managed is not None:
            answered = _managed(inspection, managed, metric)
            if answered is None:
                continue
            if "Count" in (rule.get("OverrideAction") or {}):
                inspection.counted.append(f"{rule['Name']}\x00{metric}")
                inspection.within = ""
                continue
            return answered[0], str(rule["Name"]), metric, answered[1]
        group_ref = statement.get("RuleGroupReferenceStatement")
        if group_ref is not None:
            group = lookup_group(str(group_ref["ARN"]))
            if group is None:
                continue
            ended = _run(
                inspection, list(group.get("Rules") or []), str(group["LabelNamespace"]), lookup_group
            )
            if ended is None:
                continue
            if "Count" in (rule.get("OverrideAction") or {}):
                inspection.counted.append(str(rule["Name"]))
                continue
            return ended
        if not matches(inspection, statement):
            continue
        inspection.labels.extend(namespace + str(label["Name"]) for label in rule.get("RuleLabels") or [])
        action = rule["Action"]
        kind = next(iter(action))
        if kind == "Count":
            inspection.counted.append(f"{rule['Name']}\x00{metric}")
            continue
        return kind.upper(), str(rule["Name"]), metric, dict(action[kind] or {})
    return None


def _managed(inspection: Inspection, body: Doc, metric: str) -> tuple[str, Doc] | None:
    """Runs an AWS managed rule group (managed.py) where its scope-down statement matches: each matching
    rule adds its label; ExcludedRules count, RuleActionOverrides replace a rule's action; the first Allow
    or Block answers (action, action body), Count goes on (counted as the web ACL's rule, as AWS's
    CountedRequests metric names the rule, not the group's rule)."""
    scope_down = body.get("ScopeDownStatement")
    if scope_down and not matches(inspection, scope_down):
        return None
    group = GROUPS.get(str(body["Name"]))
    if group is None:  # stored by a labcloud that offered it; this one does not: the group matches nothing
        return None
    excluded = {str(r["Name"]) for r in body.get("ExcludedRules") or []}
    overrides = {str(o["Name"]): o["ActionToUse"] for o in body.get("RuleActionOverrides") or []}
    if group.identify is not None:
        found = group.identify(inspection.request, inspection.managed_inputs)
        inspection.labels.extend(group.namespace + label for label in found)
    for managed in group.rules:
        if not managed.detect(inspection.request, inspection.managed_inputs):
            continue
        inspection.labels.extend(group.namespace + label for label in (managed.label, *managed.also))
        action = {"Count": {}} if managed.name in excluded else overrides.get(managed.name)
        action = {k: v for k, v in (action or {managed.action: {}}).items() if v is not None}
        kind = next(iter(action))
        if kind == "Count":
            inspection.counted.append(f"{inspection.rule}\x00{metric}")
            continue
        inspection.within = managed.name
        return kind.upper(), dict(action[kind] or {})
    return None


def verdict(acl: Doc, inspection: Inspection, lookup_group: Callable[[str], Doc | None]) -> Verdict:
    ended = _run(inspection, list(acl.get("Rules") or []), str(acl["LabelNamespace"]), lookup_group)
    counted = [tuple(c.split("\x00", 1)) if "\x00" in c else (c, c) for c in inspection.counted]
    # once per counting rule: several rules of one managed group counting the request count its rule once
    pairs = list(dict.fromkeys((str(a), str(b)) for a, b in counted))
    if ended is not None:
        action, rule, metric, handling = ended
        return Verdict(action, rule, metric, handling, inspection.labels, pairs, inspection.within)
    default = acl["DefaultAction"]
    kind = next(iter(default))
    metric = str(acl["VisibilityConfig"]["MetricName"])
    return Verdict(kind.upper(), None, metric, dict(default[kind] or {}), inspection.labels, pairs)
