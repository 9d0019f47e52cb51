"""API keys at the invoke URL: a method with ``apiKeyRequired`` takes a request only with an enabled key
(``x-api-key``, or the Lambda authorizer's ``usageIdentifierKey`` when the API's ``apiKeySource`` is
AUTHORIZER) bound to a usage plan covering the stage; the plan's throttle (a token bucket of
``rateLimit`` per second holding ``burstLimit``) and quota (requests per DAY, WEEK or MONTH, UTC) apply.
A per-method throttle of the plan's stage entry (``/path/METHOD``, the path the method's resource path)
replaces the plan's throttle for that method, with a bucket of its own.

AWS's answers: 403 ``Forbidden`` (no key, an unknown or disabled key, or no plan for the stage), 429
``Too Many Requests`` (throttled) and 429 ``Limit Exceeded`` (quota). Each request a key makes is
counted per plan and day in the store (GetUsage reads the counts; they survive a restart)."""

from __future__ import annotations

import datetime
import time
from typing import Any

from labcloud import clock
from labcloud.services.apigateway.api_key_ops import account_scope, key_by_value
from labcloud.services.apigateway.interfaces import KeyVerdict
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState

PLAN = "usageplan"
PLAN_KEY = "usageplankey"
USAGE = "usage"
MAX_BUCKETS = 10_000


def forbidden() -> Refused:
    return Refused(403, "Forbidden", "ForbiddenException", "INVALID_API_KEY")


def used_on(state: ApigwState, plan_id: str, key_id: str, day: datetime.date) -> int:
    found = parts.find_part(state.store, plan_id, USAGE, f"{key_id}/{day.isoformat()}")
    return 0 if found is None else int(found.doc.get("used", 0))


def _period_start(period: str, day: datetime.date) -> datetime.date:
    if period == "WEEK":
        return day - datetime.timedelta(days=day.weekday())
    if period == "MONTH":
        return day.replace(day=1)
    return day


def used_in_period(state: ApigwState, plan: dict[str, Any], key_id: str, day: datetime.date) -> int:
    """Requests the key made under the plan from the start of the quota period holding ``day`` to ``day``."""
    period = str((plan.get("quota") or {}).get("period", "DAY"))
    start = _period_start(period, day)
    total = 0
    for part in parts.list_parts(state.store, plan["id"], USAGE):
        owner, _, when = part.id.partition("/")
        if owner == key_id and start.isoformat() <= when <= day.isoformat():
            total += int(part.doc.get("used", 0))
    return total


def _plan_for(
    state: ApigwState, account_id: str, region: str, api_id: str, stage: str, key_id: str
) -> dict[str, Any] | None:
    scope = account_scope(account_id, region)
    for plan in parts.list_parts(state.store, scope, PLAN):
        covers = any(
            s.get("apiId") == api_id and s.get("stage") == stage for s in plan.doc.get("apiStages") or []
        )
        if covers and parts.find_part(state.store, plan.id, PLAN_KEY, key_id) is not None:
            return plan.doc
    return None


def _method_throttle(
    plan: dict[str, Any], api_id: str, stage: str, method: str | None
) -> dict[str, Any] | None:
    """The plan's per-method throttle for ``method`` (``/path/METHOD``) on the stage, if it has one."""
    if method is None:
        return None
    for entry in plan.get("apiStages") or []:
        if entry.get("apiId") == api_id and entry.get("stage") == stage:
            found = (entry.get("throttle") or {}).get(method)
            return dict(found) if isinstance(found, dict) else None
    return None


def _throttled(
    state: ApigwState, plan: dict[str, Any], key_id: str, per_method: dict[str, Any] | None, method: str
) -> bool:
    throttle = per_method if per_method is not None else plan.get("throttle")
    if not throttle:
        return False
    rate, burst = float(throttle.get("rateLimit", 0)), float(throttle.get("burstLimit", 0))
    now = time.monotonic()
    bucket_key = (str(plan["id"]), key_id if per_method is None else f"{key_id} {method}")
    tokens, last = state.buckets.get(bucket_key, (burst, now))
    tokens = min(burst, tokens + (now - last) * rate)
    if tokens < 1.0:
        state.buckets[bucket_key] = (tokens, now)
        return True
    if len(state.buckets) >= MAX_BUCKETS:
        state.buckets.clear()
    state.buckets[bucket_key] = (tokens - 1.0, now)
    return False


def admit(
    state: ApigwState,
    account_id: str,
    region: str,
    api_id: str,
    stage: str,
    value: str | None,
    method: str | None = None,
) -> str:
    """The id of the key ``value`` when it may make one request to the stage now (counted), else Refused:
    what REST methods with ``apiKeyRequired`` (``method``: ``/path/METHOD``) and WebSocket ``$connect``
    routes (``ApiKeys``) ask."""
    if not value:
        raise forbidden()
    key = key_by_value(state, account_id, region, value)
    if key is None or not key.get("enabled"):
        raise forbidden()
    plan = _plan_for(state, account_id, region, api_id, stage, str(key["id"]))
    if plan is None:
        raise forbidden()
    per_method = _method_throttle(plan, api_id, stage, method)
    if _throttled(state, plan, str(key["id"]), per_method, method or ""):
        raise Refused(429, "Too Many Requests", "TooManyRequestsException")
    today = datetime.datetime.now(datetime.timezone.utc).date()
    quota = plan.get("quota")
    if quota is not None and used_in_period(state, plan, str(key["id"]), today) >= int(quota.get("limit", 0)):
        raise Refused(429, "Limit Exceeded", "LimitExceededException")
    with state.store.transaction():
        usage_id = f"{key['id']}/{today.isoformat()}"
        found = parts.find_part(state.store, str(plan["id"]), USAGE, usage_id)
        if found is None:
            parts.insert_part(
                state.store, PartRecord(str(plan["id"]), USAGE, usage_id, {"used": 1}), clock.now()
            )
        else:
            found.doc["used"] = int(found.doc.get("used", 0)) + 1
            parts.save_part(state.store, found)
    return str(key["id"])


def check(state: ApigwState, facts: Facts) -> None:
    """Raises Refused unless the method needs no key or the request's key may make it now; counts it."""
    if not facts.route.method.get("apiKeyRequired"):
        return
    if facts.api.doc.get("apiKeySource") == "AUTHORIZER":
        value = facts.usage_key
    else:
        value = facts.request.headers.get("x-api-key")
    api = facts.api
    method = (
        f"{str(facts.route.resource.get('path') or '/').rstrip('/')}/{facts.route.method.get('httpMethod')}"
    )
    key_id = admit(state, api.account_id, api.region, api.id, facts.stage_name, value, method)
    facts.caller = {**facts.caller, "apiKey": value, "apiKeyId": key_id}


class KeyGate:
    """Implements ``interfaces.ApiKeys`` over the state."""

    def __init__(self, state: ApigwState) -> None:
        self.state = state

    def admit(self, account_id: str, region: str, api_id: str, stage: str, value: str | None) -> KeyVerdict:
        try:
            key_id = admit(self.state, account_id, region, api_id, stage, value)
        except Refused as refused:
            return KeyVerdict(refused.status, refused.message or "", refused.error_type)
        return KeyVerdict(None, key_id=key_id)
