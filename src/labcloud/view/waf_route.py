"""``GET /_labcloud/waf``: AWS WAF for the view. Each web ACL of the server's account (REGIONAL in its
region, CLOUDFRONT in us-east-1) with its default action, capacity, what it protects and its rules (priority,
name, what the statement is, the action or override); per rule the requests it allowed, blocked and counted,
read from the event history (``wafv2.request.allowed`` / ``.blocked``, the newest EVENTS_SCANNED); and the
newest sampled requests of every metric (GetSampledRequests over AWS's three hours)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: The newest request events counted (older requests drop out of the counts).
EVENTS_SCANNED = 5000
#: Sampled requests shown per web ACL, newest first.
MAX_SAMPLES = 50
_RESOURCE_TYPES = ("API_GATEWAY", "APPLICATION_LOAD_BALANCER", "APPSYNC")
#: Statement kinds as the view names them.
_KINDS = {
    "ManagedRuleGroupStatement": "managed",
    "RuleGroupReferenceStatement": "rule group",
    "RateBasedStatement": "rate-based",
    "IPSetReferenceStatement": "IP set",
    "GeoMatchStatement": "geo",
    "LabelMatchStatement": "label",
}


def _what(statement: dict[str, Any]) -> str:
    kind, body = next(iter(statement.items()))
    if kind == "ManagedRuleGroupStatement":
        return f"managed {body.get('VendorName')}/{body.get('Name')}"
    if kind == "RuleGroupReferenceStatement":
        return "rule group " + str(body.get("ARN", "")).split("/")[-2]
    return _KINDS.get(kind, kind.removesuffix("Statement").lower())


def _action(rule: dict[str, Any]) -> str:
    if rule.get("OverrideAction"):
        return "override " + next(iter(rule["OverrideAction"]))
    return next(iter(rule.get("Action") or {"?": {}}))


def _counts(hub: Hub, account_id: str) -> dict[str, dict[str, dict[str, int]]]:
    """Web ACL ARN → rule name ("" for the default action) → {allowed, blocked, counted}."""
    found: dict[str, dict[str, dict[str, int]]] = {}
    events = hub.bus.query(
        kinds=["wafv2.request.allowed", "wafv2.request.blocked"],
        limit=EVENTS_SCANNED,
        newest_first=True,
        account_id=account_id,
    )
    zero = {"allowed": 0, "blocked": 0, "counted": 0}
    for event in events:
        rules = found.setdefault(event.resource, {})
        decided = str(event.data.get("rule") or "")
        rules.setdefault(decided, dict(zero))["blocked" if event.kind.endswith("blocked") else "allowed"] += 1
        for name in event.data.get("counted") or []:
            rules.setdefault(str(name), dict(zero))["counted"] += 1
    return found


async def _samples(hub: Hub, acl: dict[str, Any], region: str) -> list[dict[str, Any]]:
    now = datetime.now(timezone.utc)
    window = {"StartTime": now - timedelta(hours=3), "EndTime": now + timedelta(minutes=1)}
    metrics = {str(acl["VisibilityConfig"]["MetricName"]): ""}
    for rule in acl.get("Rules") or []:
        metrics.setdefault(str(rule["VisibilityConfig"]["MetricName"]), str(rule["Name"]))
    rows: list[dict[str, Any]] = []
    for metric, rule in metrics.items():
        answer = await hub.call(
            "wafv2",
            "GetSampledRequests",
            {
                "WebAclArn": acl["ARN"],
                "RuleMetricName": metric,
                "Scope": "CLOUDFRONT" if ":global/" in str(acl["ARN"]) else "REGIONAL",
                "TimeWindow": window,
                "MaxItems": MAX_SAMPLES,
            },
            region=region,
        )
        for sample in answer.get("SampledRequests") or []:
            request = sample["Request"]
            rows.append(
                {
                    "ts": sample["Timestamp"].timestamp(),
                    "metric": metric,
                    "rule": rule or "(default action)",
                    "within": sample.get("RuleNameWithinRuleGroup"),
                    "action": sample.get("Action"),
                    "status": sample.get("ResponseCodeSent"),
                    "method": request.get("Method"),
                    "uri": request.get("URI"),
                    "client_ip": request.get("ClientIP"),
                    "labels": [label["Name"] for label in sample.get("Labels") or []],
                }
            )
    rows.sort(key=lambda r: r["ts"], reverse=True)
    return rows[:MAX_SAMPLES]


async def _web_acl(
    hub: Hub, summary: dict[str, Any], region: str, counts: dict[str, dict[str, int]]
) -> dict[str, Any]:
    acl = (await hub.call("wafv2", "GetWebACL", {"ARN": summary["ARN"]}, region=region))["WebACL"]
    protects: list[str] = []
    if ":regional/" in str(acl["ARN"]):
        for kind in _RESOURCE_TYPES:
            found = await hub.call(
                "wafv2",
                "ListResourcesForWebACL",
                {"WebACLArn": acl["ARN"], "ResourceType": kind},
                region=region,
            )
            protects += found.get("ResourceArns") or []
    zero = {"allowed": 0, "blocked": 0, "counted": 0}
    rules = [
        {
            "priority": rule["Priority"],
            "name": rule["Name"],
            "what": _what(rule["Statement"]),
            "action": _action(rule),
            **counts.get(str(rule["Name"]), zero),
        }
        for rule in sorted(acl.get("Rules") or [], key=lambda r: int(r["Priority"]))
    ]
    return {
        "name": acl["Name"],
        "arn": acl["ARN"],
        "scope": "CLOUDFRONT" if ":global/" in str(acl["ARN"]) else "REGIONAL",
        "default_action": next(iter(acl["DefaultAction"])),
        "default": counts.get("", zero),
        "capacity": acl.get("Capacity"),
        "protects": protects,
        "rules": rules,
        "samples": await _samples(hub, acl, region),
    }


def waf_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves("wafv2"):
            return json_response({"web_acls": []})
        counts = _counts(hub, hub.settings.account_id)
        out: list[dict[str, Any]] = []
        for scope, region in (("REGIONAL", hub.settings.region), ("CLOUDFRONT", "us-east-1")):
            listed = await hub.call("wafv2", "ListWebACLs", {"Scope": scope, "Limit": 100}, region=region)
            for summary in listed.get("WebACLs") or []:
                out.append(await _web_acl(hub, summary, region, counts.get(str(summary["ARN"]), {})))
        return json_response({"web_acls": out})

    return [InternalRoute("GET", "/waf", listing)]
