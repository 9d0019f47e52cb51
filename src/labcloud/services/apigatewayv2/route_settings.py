"""A stage's route settings: ``DefaultRouteSettings`` and per-route-key ``RouteSettings``, checked as
CreateStage/UpdateStage take them, and their throttling applied to requests (a token bucket per API,
stage and route: ``ThrottlingRateLimit`` requests a second, up to ``ThrottlingBurstLimit`` at once; an
empty bucket is AWS's 429 ``{"message":"Too Many Requests"}``). A route's own settings win over the
stage's defaults. What labcloud does not do — detailed per-route metrics, execution logging, data
traces — is accepted only as off (``false``/``OFF``) and refused otherwise."""

from __future__ import annotations

import time
from typing import Any

from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState

MAX_BUCKETS = 10_000
_OFF = {"DetailedMetricsEnabled": False, "DataTraceEnabled": False, "LoggingLevel": "OFF"}
_WEBSOCKET_ONLY = ("DataTraceEnabled", "LoggingLevel")


def checked(given: Any, websocket: bool) -> dict[str, Any]:
    """One RouteSettings object as stored (BadRequestException for what labcloud does not serve)."""
    if not isinstance(given, dict):
        raise bad_request("Route settings must be an object")
    out: dict[str, Any] = {}
    for member, value in given.items():
        if member in _OFF:
            if member in _WEBSOCKET_ONLY and not websocket:
                raise bad_request(f"{member} is supported only for WebSocket APIs")
            if value != _OFF[member]:
                raise bad_request(
                    f"labcloud does not support {member}={value}: no detailed metrics or execution logs"
                )
            out[member] = value
        elif member.startswith("Throttling") and websocket:
            raise bad_request(f"labcloud does not throttle WebSocket routes: leave {member} out")
        elif member == "ThrottlingBurstLimit":
            if not isinstance(value, int) or value < 0:
                raise bad_request("ThrottlingBurstLimit must be a non-negative integer")
            out[member] = value
        elif member == "ThrottlingRateLimit":
            if not isinstance(value, (int, float)) or value < 0:
                raise bad_request("ThrottlingRateLimit must be a non-negative number")
            out[member] = float(value)
        else:
            raise bad_request(f"Unknown route setting {member}")
    out.setdefault("DetailedMetricsEnabled", False)
    return out


def per_route(state: HttpApiState, api: ApiRecord, given: Any, websocket: bool) -> dict[str, dict[str, Any]]:
    """A ``RouteSettings`` map: each key a route key of the API, each value checked."""
    if not isinstance(given, dict):
        raise bad_request("RouteSettings must map route keys to route settings")
    keys = {p.doc["RouteKey"] for p in state.apis.parts(api.id, "route")}
    out: dict[str, dict[str, Any]] = {}
    for key, settings in given.items():
        if key not in keys:
            raise bad_request(f"Invalid route key {key}: no route of this API has it")
        out[str(key)] = checked(settings, websocket)
    return out


def forget(state: HttpApiState, api_id: str, stage: str) -> None:
    """Buckets start full again after the stage's settings change."""
    for key in [k for k in state.buckets if k[0] == api_id and k[1] == stage]:
        del state.buckets[key]


def admits(state: HttpApiState, api_id: str, stage: dict[str, Any], route_key: str) -> bool:
    """Whether the route's bucket in this stage has a token for one more request (taking it)."""
    settings = dict(stage.get("DefaultRouteSettings") or {})
    settings.update((stage.get("RouteSettings") or {}).get(route_key) or {})
    if "ThrottlingBurstLimit" not in settings and "ThrottlingRateLimit" not in settings:
        return True
    burst = float(settings.get("ThrottlingBurstLimit", 5000))
    rate = float(settings.get("ThrottlingRateLimit", 10000.0))
    key = (api_id, str(stage["StageName"]), route_key)
    now = time.monotonic()
    tokens, last = state.buckets.get(key, (burst, now))
    tokens = min(burst, tokens + (now - last) * rate)
    if tokens < 1.0:
        state.buckets[key] = (tokens, now)
        return False
    if len(state.buckets) >= MAX_BUCKETS:
        state.buckets.clear()
    state.buckets[key] = (tokens - 1.0, now)
    return True
