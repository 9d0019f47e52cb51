"""A stage's ``methodSettings``: UpdateStage's ``/{resource path}/{METHOD}/throttling/rateLimit`` and
``.../burstLimit`` patches (``/*/*/...`` for every method of the stage, ``~1`` escaping ``/`` in the
path; ``-1``, what the Terraform provider sends for a limit it is not given, leaves that limit off; a ``remove`` of ``/*/*`` or ``/{resource path}/{METHOD}`` drops that method's settings), and at the invoke URL a token bucket per stage and method holding ``throttlingBurstLimit``
tokens refilled at ``throttlingRateLimit`` per second: past it, AWS's 429 ``Too Many Requests``.

The caching settings (``caching/enabled``, ``/ttlInSeconds`` 0-3600, ``/dataEncrypted``,
``/requireAuthorizationForCacheControl``, ``/unauthorizedCacheControlHeaderStrategy``) are stored and
served by the stage cache (``response_cache.py``). The logging settings (``logging/loglevel`` OFF, ERROR
or INFO, ``logging/dataTrace``) are stored and written by ``execution_log.py``. ``metrics/enabled``
switches on the method's detailed CloudWatch metrics: its requests' ``apigateway.request`` events say so
(``detailed_metrics``) and CloudWatch adds the ApiName + Method + Resource + Stage series."""

from __future__ import annotations

import time
from typing import Any

from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState

THROTTLING = {"throttling/rateLimit": "throttlingRateLimit", "throttling/burstLimit": "throttlingBurstLimit"}
#: Caching settings: patch setting → (member, kind: "bool", "ttl" or the allowed values).
CACHING: dict[str, tuple[str, Any]] = {
    "caching/enabled": ("cachingEnabled", "bool"),
    "caching/ttlInSeconds": ("cacheTtlInSeconds", "ttl"),
    "caching/dataEncrypted": ("cacheDataEncrypted", "bool"),
    "caching/requireAuthorizationForCacheControl": ("requireAuthorizationForCacheControl", "bool"),
    "caching/unauthorizedCacheControlHeaderStrategy": (
        "unauthorizedCacheControlHeaderStrategy",
        ("FAIL_WITH_403", "SUCCEED_WITH_RESPONSE_HEADER", "SUCCEED_WITHOUT_RESPONSE_HEADER"),
    ),
}
#: Execution-logging and metrics settings: patch setting → (member, kind: "bool" or the allowed values).
LOGGING: dict[str, tuple[str, Any]] = {
    "logging/loglevel": ("loggingLevel", ("OFF", "ERROR", "INFO")),
    "logging/dataTrace": ("dataTraceEnabled", "bool"),
    "metrics/enabled": ("metricsEnabled", "bool"),
}
MAX_TTL = 3600
DEFAULTS: dict[str, Any] = {
    "metricsEnabled": False,
    "loggingLevel": "OFF",
    "dataTraceEnabled": False,
    "throttlingBurstLimit": 5000,
    "throttlingRateLimit": 10000.0,
    "cachingEnabled": False,
    "cacheTtlInSeconds": 300,
    "cacheDataEncrypted": False,
    "requireAuthorizationForCacheControl": True,
    "unauthorizedCacheControlHeaderStrategy": "SUCCEED_WITH_RESPONSE_HEADER",
}
MAX_BUCKETS = 10_000


def _setting_of(path: str) -> tuple[str, str] | None:
    """(method settings key, setting) of a patch path naming a method setting, else None."""
    for setting in (*THROTTLING, *CACHING, *LOGGING):
        suffix = "/" + setting
        if path.endswith(suffix) and path.count("/") >= 4:
            return path[: -len(suffix)].lstrip("/").replace("~1", "/"), setting
    return None


_METHODS = ("*", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")


def _method_key(operation: Any) -> str | None:
    """The method settings key a ``remove`` of a whole method's settings names (``/*/*``,
    ``/~1items/GET``, ``/items/GET``), else None."""
    parts = str(operation.get("path") or "").split("/")
    if operation.get("op") != "remove" or len(parts) != 3 or parts[0] or parts[2] not in _METHODS:
        return None
    if not parts[1]:  # ``*``, ``~1items`` or ``items`` (the provider's method_path, its leading / trimmed)
        return None
    return f"{parts[1]}/{parts[2]}".replace("~1", "/")


def is_method_setting(operation: Any) -> bool:
    return _method_key(operation) is not None or _setting_of(str(operation.get("path") or "")) is not None


def apply(doc: dict[str, Any], operations: list[Any]) -> dict[str, Any]:
    """``doc`` (a stage) with the method-setting patches applied."""
    settings = {k: dict(v) for k, v in (doc.get("methodSettings") or {}).items()}
    for operation in operations:
        path, op = str(operation.get("path") or ""), str(operation.get("op") or "")
        whole = _method_key(operation)
        if whole is not None:
            settings.pop(whole, None)  # the method's settings go back to the stage's defaults
            continue
        found = _setting_of(path)
        assert found is not None
        key, setting = found
        if op != "replace":
            raise bad_request(f"Invalid patch path '{path}' specified for op '{op}'")
        if setting in CACHING:
            settings.setdefault(key, dict(DEFAULTS))[CACHING[setting][0]] = _setting_value(
                path, CACHING[setting][1], operation.get("value")
            )
            continue
        if setting in LOGGING:
            settings.setdefault(key, dict(DEFAULTS))[LOGGING[setting][0]] = _setting_value(
                path, LOGGING[setting][1], operation.get("value")
            )
            continue
        member = THROTTLING[setting]
        try:
            value: float | int = (
                float(str(operation.get("value")))
                if member == "throttlingRateLimit"
                else int(str(operation.get("value")))
            )
        except ValueError:
            raise bad_request(f"Invalid value for path '{path}': {operation.get('value')}") from None
        if value < 0 and value != -1:  # -1: no limit of the method's own (the provider's default)
            raise bad_request(f"Invalid value for path '{path}': throttling limits must not be negative")
        settings.setdefault(key, dict(DEFAULTS))[member] = value
    return {**doc, "methodSettings": settings}


def _setting_value(path: str, kind: Any, raw: Any) -> Any:
    text = str(raw)
    if kind == "bool":
        if text.lower() not in ("true", "false"):
            raise bad_request(f"Invalid boolean value '{text}' for path '{path}'")
        return text.lower() == "true"
    if kind == "ttl":
        try:
            ttl = int(text)
        except ValueError:
            raise bad_request(f"Invalid value for path '{path}': {text}") from None
        if not 0 <= ttl <= MAX_TTL:
            raise bad_request(f"Cache ttl must be between 0 and {MAX_TTL} seconds, got {ttl}")
        return ttl
    if text not in kind:
        raise bad_request(f"Invalid value for path '{path}': {text} (one of {', '.join(kind)})")
    return text


def logging_on(stage: dict[str, Any]) -> bool:
    """Does any method of the stage write execution logs (what needs the account's CloudWatch role)?"""
    return any(
        str(found.get("loggingLevel") or "OFF") != "OFF" or bool(found.get("dataTraceEnabled"))
        for found in (stage.get("methodSettings") or {}).values()
    )


def of_method(stage: dict[str, Any], resource_path: str, http_method: str) -> dict[str, Any] | None:
    """The settings that apply to one method of the stage (its own, else ``*/*``), if any."""
    found = _limits(stage, resource_path, http_method)
    return None if found is None else found[1]


def _limits(stage: dict[str, Any], resource_path: str, http_method: str) -> tuple[str, dict[str, Any]] | None:
    settings = stage.get("methodSettings") or {}
    own = f"{resource_path.strip('/')}/{http_method}".strip("/")
    for key, found in settings.items():
        if key.strip("/") == own:
            return own, found
    if "*/*" in settings:
        return own, settings["*/*"]
    return None


def metrics_on(stage: dict[str, Any], resource_path: str, http_method: str) -> bool:
    """Does this method of the stage publish detailed (per-method) CloudWatch metrics?"""
    found = of_method(stage, resource_path, http_method)
    return bool(found and found.get("metricsEnabled"))


def check(state: ApigwState, facts: Facts) -> None:
    """Raises 429 Too Many Requests when the method's bucket in this stage is empty."""
    method = str(facts.route.method.get("httpMethod") or facts.http_method)
    found = _limits(facts.stage, str(facts.route.resource.get("path", "/")), method)
    if found is None:
        return
    key, settings = found
    rate = float(settings.get("throttlingRateLimit", DEFAULTS["throttlingRateLimit"]))
    burst = float(settings.get("throttlingBurstLimit", DEFAULTS["throttlingBurstLimit"]))
    if rate < 0 or burst < 0:  # -1: the method is not throttled
        return
    bucket_key = (f"{facts.api.id}/{facts.stage_name}", key)
    now = time.monotonic()
    tokens, last = state.buckets.get(bucket_key, (burst, now))
    tokens = min(burst, tokens + (now - last) * rate)
    if tokens < 1.0:
        state.buckets[bucket_key] = (tokens, now)
        raise Refused(429, "Too Many Requests", "TooManyRequestsException")
    if len(state.buckets) >= MAX_BUCKETS:
        state.buckets.clear()
    state.buckets[bucket_key] = (tokens - 1.0, now)
