"""The stage cache at the invoke URL: whether a routed request is answered from its stage's cache, may
refresh it (``Cache-Control: max-age=0``), and what is kept afterwards (the rules and the store:
``response_cache.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud import clock
from labcloud.protocol.wire import WireResponse
from labcloud.services.apigateway import mapping, sigv4_caller
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.response_cache import (
    INVALIDATE_ACTION,
    WARNING,
    Entry,
    cached_settings,
    wants_fresh,
)
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.interfaces import IamDirectory


@dataclass(slots=True)
class Plan:
    key: tuple[str, ...]
    ttl: int
    #: The cached answer to serve, if any.
    hit: Entry | None
    #: Add the ``Warning`` header (an unauthorized ``Cache-Control`` was ignored).
    warn: bool


def plan(state: ApigwState, facts: Facts, integration: dict[str, Any]) -> Plan | None:
    """None when this method of the stage is not cached; raises Refused (403) when an unauthorized
    ``Cache-Control: max-age=0`` meets ``FAIL_WITH_403``."""
    method = str(facts.route.method.get("httpMethod") or facts.http_method)
    if method == "ANY":
        method = facts.http_method
    settings = cached_settings(facts.stage, str(facts.route.resource.get("path", "/")), method)
    if settings is None:
        return None
    ttl = int(settings.get("cacheTtlInSeconds", 300))
    key = _key(facts, integration, method)
    api, stage = facts.api.id, facts.stage_name
    warn = False
    if wants_fresh(facts.request.headers):
        if not settings.get("requireAuthorizationForCacheControl", True) or _may_invalidate(state, facts):
            state.caches.drop(api, stage, key)
            return Plan(key, ttl, None, False)
        strategy = settings.get("unauthorizedCacheControlHeaderStrategy", "SUCCEED_WITH_RESPONSE_HEADER")
        if strategy == "FAIL_WITH_403":
            raise Refused(
                403,
                f"User: {facts.caller.get('userArn') or 'anonymous'} is not authorized to perform: "
                f"{INVALIDATE_ACTION} on resource: {facts.method_arn()}",
                "AccessDeniedException",
                "ACCESS_DENIED",
            )
        warn = strategy == "SUCCEED_WITH_RESPONSE_HEADER"
    return Plan(key, ttl, state.caches.get(api, stage, key), warn)


def served(found: Plan) -> WireResponse:
    """The cached answer (a copy: the gateway adds its own headers to what it sends)."""
    entry = found.hit
    assert entry is not None
    response = WireResponse(entry.status, entry.body, list(entry.headers), entry.content_type)
    if found.warn:
        response.headers.append(("Warning", WARNING))
    return response


def keep(state: ApigwState, facts: Facts, found: Plan, response: WireResponse) -> None:
    """Caches the integration's ``response`` when it is a 2xx."""
    if 200 <= response.status < 300:
        entry = Entry(
            clock.now() + found.ttl,
            response.status,
            list(response.headers),
            bytes(response.body),
            response.content_type or "application/json",
        )
        state.caches.put(facts.api.id, facts.stage_name, found.key, entry)
    if found.warn:
        response.headers.append(("Warning", WARNING))


def _key(facts: Facts, integration: dict[str, Any], method: str) -> tuple[str, ...]:
    namespace = str(integration.get("cacheNamespace") or facts.route.resource.get("id") or "")
    values = [
        f"{name}={mapping.parameter(name, facts, '')}"
        for name in sorted(integration.get("cacheKeyParameters") or [])
    ]
    return (namespace, method, *values)


def _may_invalidate(state: ApigwState, facts: Facts) -> bool:
    """Whether the request is signed by a caller IAM lets invalidate this method's cache entries."""
    directory = state.calls.interface(IamDirectory)
    try:
        caller = sigv4_caller.verify(facts.request, state.identity, directory)
    except sigv4_caller.Refusal:
        return False
    if directory is None:
        return True
    return directory.is_allowed(caller.principal, INVALIDATE_ACTION, facts.method_arn()).allowed
