"""Usage plans (throttle, quota by DAY/WEEK/MONTH, the API stages they cover), the API keys bound to
them (UsagePlanKey) and GetUsage (each key's requests per day, from ``usage.py``'s counts).

A plan may cover a WebSocket API's stage too (``WebSocketApis``): its ``$connect`` keys count there.
A REST stage's entry may carry per-method throttles (``throttle``: ``{"/path/METHOD": {rateLimit,
burstLimit}}``), which replace the plan's throttle for that method (``usage.py``); a WebSocket stage's may
not, and a quota ``offset`` other than 0 is refused."""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids, usage
from labcloud.services.apigateway.api_key_ops import KIND as API_KEY
from labcloud.services.apigateway.api_key_ops import account_scope, key_of
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import page
from labcloud.services.apigateway.patch import unescape
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags
from labcloud.services.apigatewayv2.interfaces import WebSocketApis

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateUsagePlanKeyRequest,
        CreateUsagePlanKeyResponse,
        CreateUsagePlanRequest,
        CreateUsagePlanResponse,
        DeleteUsagePlanKeyRequest,
        DeleteUsagePlanKeyResponse,
        DeleteUsagePlanRequest,
        DeleteUsagePlanResponse,
        GetUsagePlanKeyRequest,
        GetUsagePlanKeyResponse,
        GetUsagePlanKeysRequest,
        GetUsagePlanKeysResponse,
        GetUsagePlanRequest,
        GetUsagePlanResponse,
        GetUsagePlansRequest,
        GetUsagePlansResponse,
        GetUsageRequest,
        GetUsageResponse,
        UpdateUsagePlanRequest,
        UpdateUsagePlanResponse,
    )

KIND = "usageplan"
PLAN_KEY = "usageplankey"
PERIODS = ("DAY", "WEEK", "MONTH")
#: A per-method throttle's key: the method's resource path and its HTTP method (``/pets/GET``, ``/GET``
#: for the root resource); wildcards are refused, not matched.
METHOD_KEY = re.compile(r"^/(?:[^/*][^/]*/)*(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ANY)$")


def _scope(ctx: RequestContext) -> str:
    return account_scope(ctx.account_id, ctx.region)


def plan_of(state: ApigwState, ctx: RequestContext, plan_id: str) -> PartRecord:
    found = parts.find_part(state.store, _scope(ctx), KIND, plan_id)
    if found is None:
        raise not_found("Invalid Usage Plan ID specified")
    return found


def _check_throttle(throttle: Any) -> None:
    if not isinstance(throttle, dict):
        raise bad_request("Invalid throttle settings: rateLimit and burstLimit are expected")
    if float(throttle.get("rateLimit", 0)) < 0 or int(throttle.get("burstLimit", 0)) < 0:
        raise bad_request("Throttle rate and burst limits must not be negative")


def _check_plan(state: ApigwState, ctx: RequestContext, doc: dict[str, Any]) -> None:
    if not doc.get("name"):
        raise bad_request("Usage plan name is required")
    for stage in doc.get("apiStages") or []:
        api_id, stage_name = str(stage.get("apiId", "")), str(stage.get("stage", ""))
        sockets = state.calls.interface(WebSocketApis)
        if sockets is not None and sockets.owns(api_id):  # a WebSocket API's stage (its $connect keys)
            if stage.get("throttle"):
                raise bad_request("labcloud does not support per-method throttles on a WebSocket API's stage")
            if not sockets.has_stage(ctx.account_id, ctx.region, api_id, stage_name):
                raise not_found(f"Invalid stage identifier specified: {stage_name}")
            continue
        api = stored.find_api(state.store, ctx.account_id, ctx.region, api_id)
        if api is None:
            raise not_found(f"Invalid API identifier specified {ctx.account_id}:{stage.get('apiId')}")
        if stored.find_stage(state.store, api.id, stage_name) is None:
            raise not_found(f"Invalid stage identifier specified: {stage.get('stage')}")
        for method, limits in (stage.get("throttle") or {}).items():
            if not METHOD_KEY.match(str(method)):
                raise bad_request(
                    f"Invalid method throttle key '{method}': expected a resource path and an HTTP method, "
                    "such as /pets/GET"
                )
            _check_throttle(limits)
    throttle = doc.get("throttle")
    if throttle is not None:
        _check_throttle(throttle)
    quota = doc.get("quota")
    if quota is not None:
        if quota.get("period") not in PERIODS:
            raise bad_request(
                f"Invalid quota period: {quota.get('period')}. Valid values are DAY, WEEK, MONTH"
            )
        if int(quota.get("limit", 0)) < 0:
            raise bad_request("Quota limit must not be negative")
        if int(quota.get("offset") or 0) != 0:
            raise bad_request("labcloud supports a quota offset of 0 only")


def create_usage_plan(
    state: ApigwState, request: CreateUsagePlanRequest, ctx: RequestContext
) -> CreateUsagePlanResponse:
    doc: dict[str, Any] = {"id": ids.child_id(), "name": request.get("name"), "apiStages": []}
    for member in ("description", "apiStages", "throttle", "quota", "tags"):
        if request.get(member):
            doc[member] = request[member]
    if "quota" in doc:
        doc["quota"] = {"offset": 0, **doc["quota"]}
    if "tags" in doc:
        doc["tags"] = checked_tags(doc["tags"])
    with state.store.transaction():
        _check_plan(state, ctx, doc)
        parts.insert_part(state.store, PartRecord(_scope(ctx), KIND, doc["id"], doc), clock.now())
    return cast("CreateUsagePlanResponse", doc)


def get_usage_plan(
    state: ApigwState, request: GetUsagePlanRequest, ctx: RequestContext
) -> GetUsagePlanResponse:
    return cast("GetUsagePlanResponse", plan_of(state, ctx, request["usagePlanId"]).doc)


def get_usage_plans(
    state: ApigwState, request: GetUsagePlansRequest, ctx: RequestContext
) -> GetUsagePlansResponse:
    plans = parts.list_parts(state.store, _scope(ctx), KIND)
    key_id = request.get("keyId")
    if key_id:
        plans = [p for p in plans if parts.find_part(state.store, p.id, PLAN_KEY, key_id) is not None]
    items, position = page([p.doc for p in plans], request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetUsagePlansResponse", answer)


def _patched(doc: dict[str, Any], operations: list[Any]) -> dict[str, Any]:
    out = json_copy(doc)
    for operation in operations:
        op, path, value = str(operation.get("op")), str(operation.get("path")), operation.get("value")
        head, _, rest = path.lstrip("/").partition("/")
        if head in ("name", "description") and not rest and op == "replace":
            out[head] = str(value)
        elif head == "throttle" and rest in ("rateLimit", "burstLimit") and op == "replace":
            throttle = dict(out.get("throttle") or {})
            throttle[rest] = float(str(value)) if rest == "rateLimit" else int(str(value))
            out["throttle"] = throttle
        elif head in ("throttle", "quota") and not rest and op == "remove":
            out.pop(head, None)
        elif head == "quota" and rest in ("limit", "period", "offset") and op == "replace":
            quota = {"offset": 0, **dict(out.get("quota") or {})}
            quota[rest] = str(value) if rest == "period" else int(str(value))
            out["quota"] = quota
        elif head == "apiStages" and not rest and op in ("add", "remove"):
            api_id, _, stage = str(value).partition(":")
            stages = [s for s in out.get("apiStages") or [] if (s["apiId"], s["stage"]) != (api_id, stage)]
            if op == "add":
                stages.append({"apiId": api_id, "stage": stage})
            out["apiStages"] = stages
        else:
            raise bad_request(f"Invalid patch path '{unescape(path)}' specified for op '{op}'")
    return out


def json_copy(doc: dict[str, Any]) -> dict[str, Any]:
    import json

    copied: dict[str, Any] = json.loads(json.dumps(doc))
    return copied


def update_usage_plan(
    state: ApigwState, request: UpdateUsagePlanRequest, ctx: RequestContext
) -> UpdateUsagePlanResponse:
    with state.store.transaction():
        part = plan_of(state, ctx, request["usagePlanId"])
        try:
            part.doc = _patched(part.doc, list(request.get("patchOperations") or []))
        except ValueError:
            raise bad_request("Invalid value in patch operations") from None
        _check_plan(state, ctx, part.doc)
        parts.save_part(state.store, part)
    state.buckets.clear()
    return cast("UpdateUsagePlanResponse", part.doc)


def delete_usage_plan(
    state: ApigwState, request: DeleteUsagePlanRequest, ctx: RequestContext
) -> DeleteUsagePlanResponse:
    with state.store.transaction():
        part = plan_of(state, ctx, request["usagePlanId"])
        parts.delete_scope(state.store, part.id)
        parts.delete_part(state.store, _scope(ctx), KIND, part.id)
    return {}


def _plan_key(doc: dict[str, Any]) -> dict[str, Any]:
    return {"id": doc["id"], "type": "API_KEY", "value": doc.get("value"), "name": doc.get("name")}


def create_usage_plan_key(
    state: ApigwState, request: CreateUsagePlanKeyRequest, ctx: RequestContext
) -> CreateUsagePlanKeyResponse:
    if request["keyType"] != "API_KEY":
        raise bad_request(f"Invalid key type specified: {request['keyType']}. Valid value is API_KEY")
    with state.store.transaction():
        plan = plan_of(state, ctx, request["usagePlanId"])
        key = key_of(state, ctx, request["keyId"])
        if parts.find_part(state.store, plan.id, PLAN_KEY, key.id) is not None:
            raise conflict(f"Usage Plan {plan.id} cannot be added because API Key {key.id} already exists")
        parts.insert_part(state.store, PartRecord(plan.id, PLAN_KEY, key.id, {"id": key.id}), clock.now())
    return cast("CreateUsagePlanKeyResponse", _plan_key(key.doc))


def _bound_key(state: ApigwState, ctx: RequestContext, plan_id: str, key_id: str) -> dict[str, Any]:
    plan = plan_of(state, ctx, plan_id)
    if parts.find_part(state.store, plan.id, PLAN_KEY, key_id) is None:
        raise not_found("Invalid Usage Plan Key identifier specified")
    found = parts.find_part(state.store, _scope(ctx), API_KEY, key_id)
    if found is None:
        raise not_found("Invalid Usage Plan Key identifier specified")
    return found.doc


def get_usage_plan_key(
    state: ApigwState, request: GetUsagePlanKeyRequest, ctx: RequestContext
) -> GetUsagePlanKeyResponse:
    doc = _bound_key(state, ctx, request["usagePlanId"], request["keyId"])
    return cast("GetUsagePlanKeyResponse", _plan_key(doc))


def get_usage_plan_keys(
    state: ApigwState, request: GetUsagePlanKeysRequest, ctx: RequestContext
) -> GetUsagePlanKeysResponse:
    plan = plan_of(state, ctx, request["usagePlanId"])
    docs = []
    for bound in parts.list_parts(state.store, plan.id, PLAN_KEY):
        key = parts.find_part(state.store, _scope(ctx), API_KEY, bound.id)
        if key is not None and str(key.doc.get("name", "")).startswith(request.get("nameQuery") or ""):
            docs.append(_plan_key(key.doc))
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetUsagePlanKeysResponse", answer)


def delete_usage_plan_key(
    state: ApigwState, request: DeleteUsagePlanKeyRequest, ctx: RequestContext
) -> DeleteUsagePlanKeyResponse:
    with state.store.transaction():
        _bound_key(state, ctx, request["usagePlanId"], request["keyId"])
        parts.delete_part(state.store, request["usagePlanId"], PLAN_KEY, request["keyId"])
    return {}


def _day(text: str, name: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise bad_request(f"Invalid {name}: {text}, expected yyyy-MM-dd") from None


def get_usage(state: ApigwState, request: GetUsageRequest, ctx: RequestContext) -> GetUsageResponse:
    plan = plan_of(state, ctx, request["usagePlanId"])
    start, end = _day(request["startDate"], "startDate"), _day(request["endDate"], "endDate")
    if end < start or (end - start).days > 90:
        raise bad_request(
            "The usage data period must be between 1 and 90 days, with startDate before endDate"
        )
    keys = [p.id for p in parts.list_parts(state.store, plan.id, PLAN_KEY)]
    if request.get("keyId"):
        keys = [k for k in keys if k == request["keyId"]]
    items: dict[str, list[list[int]]] = {}
    limit = int((plan.doc.get("quota") or {}).get("limit", 0))
    for key_id in keys:
        days = []
        day = start
        while day <= end:
            used = usage.used_on(state, plan.id, key_id, day)
            period_used = usage.used_in_period(state, plan.doc, key_id, day)
            days.append([used, max(limit - period_used, 0)])
            day += datetime.timedelta(days=1)
        items[key_id] = days
    answer: dict[str, Any] = {
        "usagePlanId": plan.id,
        "startDate": request["startDate"],
        "endDate": request["endDate"],
        "items": items,
    }
    return cast("GetUsageResponse", answer)
