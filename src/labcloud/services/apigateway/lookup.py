"""Finding an API's parts for the control plane, each missing one answered with AWS's NotFoundException."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo.apis import ApiRecord, ResourceRecord
from labcloud.services.apigateway.state import ApigwState


def api_of(state: ApigwState, ctx: RequestContext, api_id: str) -> ApiRecord:
    found = stored.find_api(state.store, ctx.account_id, ctx.region, api_id)
    if found is None:
        raise not_found(f"Invalid API identifier specified {ctx.account_id}:{api_id}")
    return found


def resource_of(state: ApigwState, ctx: RequestContext, api_id: str, resource_id: str) -> ResourceRecord:
    api_of(state, ctx, api_id)
    found = stored.find_resource(state.store, api_id, resource_id)
    if found is None:
        raise not_found("Invalid Resource identifier specified")
    return found


def method_of(resource: ResourceRecord, http_method: str) -> dict[str, Any]:
    method = (resource.doc.get("resourceMethods") or {}).get(http_method)
    if method is None:
        raise not_found("Invalid Method identifier specified")
    return dict(method)


def integration_of(method: dict[str, Any]) -> dict[str, Any]:
    integration = method.get("methodIntegration")
    if integration is None:
        raise not_found("Invalid Integration identifier specified")
    return dict(integration)


def page(items: list[Any], position: str | None, limit: int | None, key: str) -> tuple[list[Any], str | None]:
    """One page of ``items`` after ``position`` (the first item's ``key`` of the page), as AWS pages:
    ``limit`` 1..500 (default 25), ``position`` the next page's first id."""
    size = 25 if limit is None else limit
    if size < 1 or size > 500:
        raise bad_request("1 validation error detected: Value at 'limit' failed to satisfy constraint")
    start = 0
    if position:
        ids = [str(item[key]) for item in items]
        if position not in ids:
            raise bad_request("Invalid position parameter")
        start = ids.index(position)
    chunk = items[start : start + size]
    following = items[start + size] if start + size < len(items) else None
    return chunk, None if following is None else str(following[key])


def save_method(
    state: ApigwState, resource: ResourceRecord, http_method: str, method: dict[str, Any]
) -> None:
    methods = dict(resource.doc.get("resourceMethods") or {})
    methods[http_method] = method
    resource.doc["resourceMethods"] = methods
    stored.save_resource(state.store, resource)


def drop_method(state: ApigwState, resource: ResourceRecord, http_method: str) -> None:
    methods = dict(resource.doc.get("resourceMethods") or {})
    methods.pop(http_method, None)
    if methods:
        resource.doc["resourceMethods"] = methods
    else:
        resource.doc.pop("resourceMethods", None)
    stored.save_resource(state.store, resource)
