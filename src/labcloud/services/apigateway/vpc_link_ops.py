"""REST API VPC links (Create/Get/Update/DeleteVpcLink, GetVpcLinks): each targets one network load
balancer of ELBv2 (checked through its API, as AWS requires). A link is ``PENDING`` in CreateVpcLink's
answer and ``AVAILABLE`` from the first read after it (labcloud has nothing to provision). Integrations
with ``connectionType`` VPC_LINK name one (``check_connection``), and a link an integration names cannot
be deleted; requests through it reach the load balancer's listener (``vpc_link_route.py``). Tags are
given at creation; TagResource does not take a VPC link's ARN yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.api_key_ops import account_scope
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.integrations import LOAD_BALANCER_ARN, stage_variable_of
from labcloud.services.apigateway.lookup import page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.publish import emit_resource
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

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


PENDING_MESSAGE = "Your vpc link is being created"
AVAILABLE_MESSAGE = "Your vpc link is ready for use"


def _arn(region: str, link_id: str) -> str:
    return f"arn:aws:apigateway:{region}::/vpclinks/{link_id}"


def link_of(state: ApigwState, account_id: str, region: str, link_id: str) -> PartRecord | None:
    """The account's link, made AVAILABLE at its first read after creation; None when there is none."""
    found = parts.find_part(state.store, account_scope(account_id, region), KIND, link_id)
    if found is not None and found.doc.get("status") == "PENDING":
        with state.store.transaction():
            found.doc = {**found.doc, "status": "AVAILABLE", "statusMessage": AVAILABLE_MESSAGE}
            parts.save_part(state.store, found)
            emit_resource(
                state,
                "apigateway.vpclink.available",
                account_id,
                region,
                _arn(region, link_id),
                vpc_link_id=link_id,
            )
    return found


def _link(state: ApigwState, ctx: RequestContext, link_id: str) -> PartRecord:
    found = link_of(state, ctx.account_id, ctx.region, link_id)
    if found is None:
        raise not_found("Invalid Vpc Link identifier specified")
    return found


def check_connection(state: ApigwState, account_id: str, region: str, integration: dict[str, Any]) -> None:
    """PutIntegration, UpdateIntegration, ImportRestApi/PutRestApi: a VPC_LINK integration's
    ``connectionId`` names a link of the API's account and region (a ``${stageVariables.<name>}`` id is
    resolved per request, as on AWS)."""
    if integration.get("connectionType") != "VPC_LINK":
        return
    target = integration.get("integrationTarget")
    if target is not None:  # a VPC link V2's: what needs the hub is vpc_link_v2.check_target's
        match = LOAD_BALANCER_ARN.match(str(target))
        if match is None or match["account"] != account_id or match["region"] != region:
            raise bad_request(
                f"Invalid integration target specified: {str(target)[:256]} (a load balancer of account"
                f" {account_id} in {region})"
            )
        return
    link_id = str(integration.get("connectionId") or "")
    if stage_variable_of(link_id) is None and link_of(state, account_id, region, link_id) is None:
        raise bad_request(f"Invalid VPC link identifier specified: {link_id}")


def users_of(state: ApigwState, account_id: str, region: str, link_id: str) -> list[str]:
    """``<api id> <METHOD> <path>`` of each integration of the account that names the link."""
    return [
        f"{api.id} {verb} {resource.path}"
        for api in stored.list_apis(state.store, account_id, region)
        for resource in stored.list_resources(state.store, api.id)
        for verb, method in sorted((resource.doc.get("resourceMethods") or {}).items())
        if (method.get("methodIntegration") or {}).get("connectionId") == link_id
    ]


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
        "status": "PENDING",
        "statusMessage": PENDING_MESSAGE,
    }
    if request.get("description"):
        doc["description"] = request["description"]
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    with state.store.transaction():
        parts.insert_part(state.store, PartRecord(_scope(ctx), KIND, link_id, doc), clock.now())
        emit_resource(
            state,
            "apigateway.vpclink.created",
            ctx.account_id,
            ctx.region,
            _arn(ctx.region, link_id),
            vpc_link_id=link_id,
            name=doc["name"],
            target_arns=targets,
        )
    return cast("CreateVpcLinkResponse", doc)


def get_vpc_link(state: ApigwState, request: GetVpcLinkRequest, ctx: RequestContext) -> GetVpcLinkResponse:
    return cast("GetVpcLinkResponse", _link(state, ctx, request["vpcLinkId"]).doc)


def get_vpc_links(state: ApigwState, request: GetVpcLinksRequest, ctx: RequestContext) -> GetVpcLinksResponse:
    docs = [_link(state, ctx, p.id).doc for p in parts.list_parts(state.store, _scope(ctx), KIND)]
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
        users = users_of(state, ctx.account_id, ctx.region, link.id)
        if users:
            raise bad_request(
                f"Cannot delete vpc link. Vpc link '{link.id}', is referenced in integrations: {', '.join(users)}"
            )
        parts.delete_part(state.store, link.scope, KIND, link.id)
        emit_resource(
            state,
            "apigateway.vpclink.deleted",
            ctx.account_id,
            ctx.region,
            _arn(ctx.region, link.id),
            vpc_link_id=link.id,
        )
    return {}
