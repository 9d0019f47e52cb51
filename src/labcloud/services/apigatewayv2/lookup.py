"""Finding a caller's API and its parts, answering AWS's NotFoundException when they are not there."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.apigatewayv2.errors import not_found
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState

_NAMES = {
    "route": "Route",
    "integration": "Integration",
    "stage": "Stage",
    "deployment": "Deployment",
    "authorizer": "Authorizer",
}


def api_of(state: HttpApiState, ctx: RequestContext, api_id: str) -> ApiRecord:
    api = state.apis.api(api_id)
    if api is None or api.account_id != ctx.account_id or api.region != ctx.region:
        raise not_found(f"Invalid API identifier specified {ctx.account_id}:{api_id}")
    return api


def part_of(state: HttpApiState, api: ApiRecord, kind: str, part_id: str) -> PartRecord:
    part = state.apis.part(api.id, kind, part_id)
    if part is None:
        raise not_found(f"Invalid {_NAMES[kind]} identifier specified {api.account_id}:{part_id}")
    return part
