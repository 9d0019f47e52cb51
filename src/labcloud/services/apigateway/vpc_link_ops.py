"""REST API VPC links (Create/Get/Update/DeleteVpcLink, GetVpcLinks): each targets one network load
balancer of ELBv2 (checked through its API, as AWS requires), and is AVAILABLE at once. labcloud routes
nothing through a VPC link: an integration with ``connectionType`` VPC_LINK stays refused
(``integrations.py``). Tags are given at creation; TagResource does not take a VPC link's ARN yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.api_key_ops import account_scope
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.lookup import page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateVpcLinkRequest,
        CreateVpcLinkResponse,
        DeleteVpcLinkRequest,
        DeleteVpcLinkResponse,
        GetVpcLinkRequest,
        GetVpcLinkResponse,
        GetVpcLinksRequest,
        GetVpcLinksResponse,
        UpdateVpcLinkRequest,
        UpdateVpcLinkResponse,
    )

KIND = "vpclink"
UPDATABLE = Paths(scalars={"name": "str", "description": "str"})


def _scope(ctx: RequestContext) -> str:
    return account_scope(ctx.account_id, ctx.region)


def _link(state: ApigwState, ctx: RequestContext, link_id: str) -> PartRecord:
    found = parts.find_part(state.store, _scope(ctx), KIND, link_id)
    if found is None:
        raise not_found("Invalid Vpc Link identifier specified")
    return found


async def create_vpc_link(
    state: ApigwState, request: CreateVpcLinkRequest, ctx: RequestContext
) -> CreateVpcLinkResponse:
    targets = list(request["targetArns"])
    if len(targets) != 1:
        raise bad_request("A VPC link must target exactly one network load balancer")
    try:
        found = await state.calls.call(
            "elbv2",
            "DescribeLoadBalancers",
            {"LoadBalancerArns": targets},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:
        raise bad_request(
            f"Invalid target ARN: {targets[0]} is not a load balancer of this account"
        ) from None
    if [lb.get("Type") for lb in found.get("LoadBalancers") or []] != ["network"]:
        raise bad_request(f"Invalid target ARN: {targets[0]} is not a network load balancer")
    link_id = ids.api_id()
    doc: dict[str, Any] = {
        "id": link_id,
        "name": request["name"],
        "targetArns": targets,
        "status": "AVAILABLE",
        "statusMessage": "Your vpc link is ready for use",
    }
    if request.get("description"):
        doc["description"] = request["description"]
    if request.get("tags"):
        doc["tags"] = dict(request["tags"])
    with state.store.transaction():
        parts.insert_part(state.store, PartRecord(_scope(ctx), KIND, link_id, doc), clock.now())
    return cast("CreateVpcLinkResponse", doc)


def get_vpc_link(state: ApigwState, request: GetVpcLinkRequest, ctx: RequestContext) -> GetVpcLinkResponse:
    return cast("GetVpcLinkResponse", _link(state, ctx, request["vpcLinkId"]).doc)


def get_vpc_links(state: ApigwState, request: GetVpcLinksRequest, ctx: RequestContext) -> GetVpcLinksResponse:
    docs = [p.doc for p in parts.list_parts(state.store, _scope(ctx), KIND)]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetVpcLinksResponse", answer)


def update_vpc_link(
    state: ApigwState, request: UpdateVpcLinkRequest, ctx: RequestContext
) -> UpdateVpcLinkResponse:
    link = _link(state, ctx, request["vpcLinkId"])
    doc = apply(dict(link.doc), list(request.get("patchOperations") or []), UPDATABLE)
    with state.store.transaction():
        parts.save_part(state.store, PartRecord(link.scope, KIND, link.id, doc))
    return cast("UpdateVpcLinkResponse", doc)


def delete_vpc_link(
    state: ApigwState, request: DeleteVpcLinkRequest, ctx: RequestContext
) -> DeleteVpcLinkResponse:
    link = _link(state, ctx, request["vpcLinkId"])
    with state.store.transaction():
        parts.delete_part(state.store, link.scope, KIND, link.id)
    return {}
