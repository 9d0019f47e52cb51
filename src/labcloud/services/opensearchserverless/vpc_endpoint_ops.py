"""VPC endpoints (``vpce-...``) as records: created ACTIVE with their VPC, subnets and security groups,
listed, updated and deleted; nothing is routed through them (labcloud has one loopback network), and a
network policy naming one is kept as written."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.opensearchserverless import errors
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.names import millis, new_id
from labcloud.services.opensearchserverless.paging import page
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import MAX_VPC_ENDPOINTS, AossState

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        BatchGetVpcEndpointRequest,
        BatchGetVpcEndpointResponse,
        CreateVpcEndpointRequest,
        CreateVpcEndpointResponse,
        DeleteVpcEndpointRequest,
        DeleteVpcEndpointResponse,
        ListVpcEndpointsRequest,
        ListVpcEndpointsResponse,
        UpdateVpcEndpointRequest,
        UpdateVpcEndpointResponse,
    )


def _find(state: AossState, ctx: RequestContext, endpoint_id: str, *, updating: bool = False) -> Doc:
    doc = state.records.get(ctx.account_id, ctx.region, "vpce", endpoint_id)
    if doc is None:
        if updating:  # (the Update operations declare no ResourceNotFoundException)
            raise errors.validation(f"VPC endpoint with id {endpoint_id} does not exist")
        raise errors.not_found(f"VPC endpoint with id {endpoint_id} does not exist")
    return doc


def _detail(doc: Doc) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    out["createdDate"] = millis(doc["_created"])
    return out


def create_vpc_endpoint(
    state: AossState, request: CreateVpcEndpointRequest, ctx: RequestContext
) -> CreateVpcEndpointResponse:
    name = request["name"]
    if state.records.by_name(ctx.account_id, ctx.region, "vpce", name) is not None:
        raise errors.conflict(f"A VPC endpoint with name {name} already exists")
    if state.records.count(ctx.account_id, ctx.region, "vpce") >= MAX_VPC_ENDPOINTS:
        raise errors.quota(f"The account has reached its quota of {MAX_VPC_ENDPOINTS} VPC endpoints")
    endpoint_id = "vpce-" + new_id(17)
    now = clock.now()
    doc: Doc = {
        "id": endpoint_id,
        "name": name,
        "vpcId": request["vpcId"],
        "subnetIds": list(request["subnetIds"]),
        "status": "ACTIVE",
        "_created": now,
    }
    if request.get("securityGroupIds"):
        doc["securityGroupIds"] = list(request["securityGroupIds"])
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "vpce", endpoint_id, name, doc, now)
        publish(state, "aoss.vpc_endpoint.created", ctx.account_id, ctx.region, endpoint_id, name=name)
    return {"createVpcEndpointDetail": {"id": endpoint_id, "name": name, "status": "ACTIVE"}}


def batch_get_vpc_endpoint(
    state: AossState, request: BatchGetVpcEndpointRequest, ctx: RequestContext
) -> BatchGetVpcEndpointResponse:
    found, missing = [], []
    for endpoint_id in request["ids"]:
        doc = state.records.get(ctx.account_id, ctx.region, "vpce", endpoint_id)
        if doc is None:
            missing.append(
                {
                    "id": endpoint_id,
                    "errorCode": "NOT_FOUND",
                    "errorMessage": "The VPC endpoint could not be found.",
                }
            )
        else:
            found.append(_detail(doc))
    return {"vpcEndpointDetails": found, "vpcEndpointErrorDetails": missing}  # type: ignore[typeddict-item]


def list_vpc_endpoints(
    state: AossState, request: ListVpcEndpointsRequest, ctx: RequestContext
) -> ListVpcEndpointsResponse:
    wanted = (request.get("vpcEndpointFilters") or {}).get("status")
    every = [
        d
        for d in state.records.listed(ctx.account_id, ctx.region, "vpce")
        if not wanted or d["status"] == wanted
    ]
    shown, token = page(
        every, lambda d: f"{d['name']}/{d['id']}", request.get("maxResults"), request.get("nextToken")
    )
    out: dict[str, Any] = {
        "vpcEndpointSummaries": [{k: d[k] for k in ("id", "name", "status")} for d in shown]
    }
    if token:
        out["nextToken"] = token
    return out  # type: ignore[return-value]


def update_vpc_endpoint(
    state: AossState, request: UpdateVpcEndpointRequest, ctx: RequestContext
) -> UpdateVpcEndpointResponse:
    doc = _find(state, ctx, request["id"], updating=True)
    subnets = [s for s in doc["subnetIds"] if s not in (request.get("removeSubnetIds") or [])]
    subnets += [s for s in request.get("addSubnetIds") or [] if s not in subnets]
    groups = [
        g for g in doc.get("securityGroupIds") or [] if g not in (request.get("removeSecurityGroupIds") or [])
    ]
    groups += [g for g in request.get("addSecurityGroupIds") or [] if g not in groups]
    if not subnets:
        raise errors.validation("A VPC endpoint needs at least one subnet")
    if len(groups) > 5:
        raise errors.validation("A VPC endpoint can have at most 5 security groups")
    doc["subnetIds"], doc["securityGroupIds"] = subnets, groups
    now = clock.now()
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "vpce", doc["id"], doc)
        publish(state, "aoss.vpc_endpoint.updated", ctx.account_id, ctx.region, doc["id"], name=doc["name"])
    detail: dict[str, Any] = {
        "id": doc["id"],
        "name": doc["name"],
        "status": doc["status"],
        "subnetIds": subnets,
        "lastModifiedDate": millis(now),
    }
    if groups:
        detail["securityGroupIds"] = groups
    return {"UpdateVpcEndpointDetail": detail}  # type: ignore[typeddict-item]


def delete_vpc_endpoint(
    state: AossState, request: DeleteVpcEndpointRequest, ctx: RequestContext
) -> DeleteVpcEndpointResponse:
    doc = _find(state, ctx, request["id"])
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "vpce", doc["id"])
        publish(state, "aoss.vpc_endpoint.deleted", ctx.account_id, ctx.region, doc["id"], name=doc["name"])
    return {"deleteVpcEndpointDetail": {"id": doc["id"], "name": doc["name"], "status": "DELETING"}}
