"""Routes: ``METHOD /path``, ``ANY /{proxy+}`` and ``$default``, each targeting an integration."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import ids, route_auth, routes, websocket_control
from labcloud.services.apigatewayv2.errors import bad_request, conflict
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateRouteRequest,
        CreateRouteResponse,
        DeleteRouteRequest,
        DeleteRouteResponse,
        GetRouteRequest,
        GetRouteResponse,
        GetRoutesRequest,
        GetRoutesResponse,
    )

UNSUPPORTED = (
    "ApiKeyRequired",
    "RequestModels",
    "RequestParameters",
    "ModelSelectionExpression",
    "RouteResponseSelectionExpression",
    "OperationName",
)


def new_route(
    state: HttpApiState, api: ApiRecord, request: dict[str, Any], replacing: str | None = None
) -> dict[str, Any]:
    """The Route document AWS answers CreateRoute with (checked against the API's routes other than
    ``replacing``, the one an UpdateRoute changes)."""
    if websocket_control.is_websocket(api):
        return websocket_control.new_route(state, api, request, replacing)
    for member in UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on HTTP API routes")
    authorization = route_auth.members(state, api, request)
    key = request["RouteKey"]
    problem = routes.check(key)
    if problem is not None:
        raise bad_request(problem)
    if any(r.doc["RouteKey"] == key and r.id != replacing for r in state.apis.parts(api.id, "route")):
        raise conflict(f"Route with key {key} already exists for this API")
    doc: dict[str, Any] = {
        "RouteId": ids.new_id(),
        "RouteKey": key,
        **authorization,
        "ApiKeyRequired": False,
        "ApiGatewayManaged": False,
    }
    target = request.get("Target")
    if target:
        integration = str(target).removeprefix("integrations/")
        if (
            not str(target).startswith("integrations/")
            or state.apis.part(api.id, "integration", integration) is None
        ):
            raise bad_request(f"Invalid target: {target} (integrations/<an integration of this API>)")
        doc["Target"] = target
    return doc


def create_route(
    state: HttpApiState, request: CreateRouteRequest, ctx: RequestContext
) -> CreateRouteResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        doc = new_route(state, api, dict(request))
        state.apis.save_part(PartRecord(api.id, "route", doc["RouteId"], clock.now(), doc))
    return cast("CreateRouteResponse", doc)


def get_route(state: HttpApiState, request: GetRouteRequest, ctx: RequestContext) -> GetRouteResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetRouteResponse", part_of(state, api, "route", request["RouteId"]).doc)


def get_routes(state: HttpApiState, request: GetRoutesRequest, ctx: RequestContext) -> GetRoutesResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetRoutesResponse", {"Items": [p.doc for p in state.apis.parts(api.id, "route")]})


def delete_route(
    state: HttpApiState, request: DeleteRouteRequest, ctx: RequestContext
) -> DeleteRouteResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "route", request["RouteId"])
        state.apis.delete_part(api.id, "route", part.id)
    return {}
