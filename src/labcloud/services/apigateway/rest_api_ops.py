"""REST APIs: create (with the root resource), get, list by ``position``, update by patch, delete.

An API's ``securityPolicy`` and ``endpointAccessMode`` (the TLS of its execute-api endpoint) are checked
as AWS checks them and reported; labcloud serves plain HTTP on 127.0.0.1, so they change nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids, resource_policy
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.lookup import api_of, page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.publish import emit
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo.apis import ApiRecord, ResourceRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateRestApiRequest,
        CreateRestApiResponse,
        DeleteRestApiRequest,
        DeleteRestApiResponse,
        GetRestApiRequest,
        GetRestApiResponse,
        GetRestApisRequest,
        GetRestApisResponse,
        UpdateRestApiRequest,
        UpdateRestApiResponse,
    )

ENDPOINT_TYPES = ("EDGE", "REGIONAL", "PRIVATE")
UPDATABLE = Paths(
    scalars={
        "name": "str",
        "description": "str",
        "version": "str",
        "apiKeySource": "str",
        "minimumCompressionSize": "int",
        "disableExecuteApiEndpoint": "bool",
        "policy": "str",
        "securityPolicy": "str",
        "endpointAccessMode": "str",
    },
    lists=("binaryMediaTypes",),
)
#: Legacy security policies; every other policy is an enhanced one (``SecurityPolicy_...``).
LEGACY_POLICIES = ("TLS_1_0", "TLS_1_2")
ACCESS_MODES = ("BASIC", "STRICT")


def check_tls(doc: dict[str, Any]) -> None:
    """AWS's rules for an API's security policy and endpoint access mode: an enhanced policy needs an
    access mode and suits its endpoint type (``..._EDGE`` policies edge-optimized APIs only); a legacy
    policy takes none."""
    policy, mode = doc.get("securityPolicy"), doc.get("endpointAccessMode")
    if mode is not None and mode not in ACCESS_MODES:
        raise bad_request(f"Invalid endpointAccessMode: {mode} (BASIC or STRICT)")
    if policy is None or policy in LEGACY_POLICIES:
        if mode is not None:
            raise bad_request("endpointAccessMode requires an enhanced security policy (SecurityPolicy_...)")
        return
    if not str(policy).startswith("SecurityPolicy_"):
        raise bad_request(f"Invalid security policy: {policy}")
    if mode is None:
        raise bad_request(f"endpointAccessMode is required with the enhanced security policy {policy}")
    edge = doc["endpointConfiguration"]["types"] == ["EDGE"]
    if str(policy).endswith("_EDGE") != edge:
        kind = "edge-optimized" if str(policy).endswith("_EDGE") else "regional and private"
        raise bad_request(f"The security policy {policy} is for {kind} APIs only")


def new_api_doc(
    request: dict[str, Any], api_id: str, root_id: str, now: float, account_id: str, region: str
) -> dict[str, Any]:
    """The RestApi document AWS answers CreateRestApi (and ImportRestApi) with."""
    if request.get("cloneFrom"):
        raise bad_request("labcloud does not support cloneFrom: create the API and its resources instead")
    source = request.get("apiKeySource") or "HEADER"
    if source not in ("HEADER", "AUTHORIZER"):
        raise bad_request(f"Invalid apiKeySource: {source}")
    endpoint = dict(request.get("endpointConfiguration") or {})
    types = endpoint.get("types") or ["EDGE"]
    if len(types) != 1 or types[0] not in ENDPOINT_TYPES:
        raise bad_request(f"Invalid endpoint configuration types: {types}")
    doc: dict[str, Any] = {
        "id": api_id,
        "name": request["name"],
        "createdDate": now,
        "apiKeySource": source,
        "endpointConfiguration": {
            "types": list(types),
            # AWS's private APIs are dual-stack (the provider insists on it); the others IPv4 by default
            "ipAddressType": endpoint.get("ipAddressType")
            or ("dualstack" if types == ["PRIVATE"] else "ipv4"),
        },
        "disableExecuteApiEndpoint": bool(request.get("disableExecuteApiEndpoint", False)),
        "rootResourceId": root_id,
    }
    if request.get("policy"):
        doc["policy"] = resource_policy.normalised(str(request["policy"]), account_id, region, api_id)
    for member in ("description", "version", "binaryMediaTypes", "minimumCompressionSize"):
        if request.get(member) is not None:
            doc[member] = request[member]
    minimum = doc.get("minimumCompressionSize")
    if minimum is not None and not 0 <= int(minimum) <= 10485760:
        raise bad_request("Invalid minimum compression size, must be between 0 and 10485760")
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    for member in ("securityPolicy", "endpointAccessMode"):
        if request.get(member):
            doc[member] = str(request[member])
    check_tls(doc)
    return doc


def create_api(state: ApigwState, ctx: RequestContext, request: dict[str, Any]) -> tuple[ApiRecord, str]:
    """A new API with its root resource ``/``; returns the API and the root's id."""
    api_id, root_id, now = ids.api_id(), ids.api_id(), clock.now()
    doc = new_api_doc(request, api_id, root_id, now, ctx.account_id, ctx.region)
    api = ApiRecord(api_id, ctx.account_id, ctx.region, doc)
    stored.insert_api(state.store, api, now)
    stored.insert_resource(
        state.store, ResourceRecord(api_id, root_id, None, "/", {"id": root_id, "path": "/"})
    )
    from labcloud.services.apigateway.model_ops import add_default_models  # not at the top: GetRestApis

    add_default_models(state, api_id)
    emit(state, "apigateway.restapi.created", ctx.account_id, ctx.region, api_id, name=doc["name"])
    return api, root_id


def create_rest_api(
    state: ApigwState, request: CreateRestApiRequest, ctx: RequestContext
) -> CreateRestApiResponse:
    with state.store.transaction():
        api, _ = create_api(state, ctx, cast("dict[str, Any]", request))
    return cast("CreateRestApiResponse", resource_policy.answered(api.doc))


def get_rest_api(state: ApigwState, request: GetRestApiRequest, ctx: RequestContext) -> GetRestApiResponse:
    return cast("GetRestApiResponse", resource_policy.answered(api_of(state, ctx, request["restApiId"]).doc))


def get_rest_apis(state: ApigwState, request: GetRestApisRequest, ctx: RequestContext) -> GetRestApisResponse:
    docs = [
        resource_policy.answered(api.doc) for api in stored.list_apis(state.store, ctx.account_id, ctx.region)
    ]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetRestApisResponse", answer)


def update_rest_api(
    state: ApigwState, request: UpdateRestApiRequest, ctx: RequestContext
) -> UpdateRestApiResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        api.doc = apply(api.doc, list(request.get("patchOperations") or []), UPDATABLE)
        if not api.doc.get("name"):
            raise bad_request("Name is required and cannot be empty")
        check_tls(api.doc)
        if api.doc.get("policy"):
            api.doc["policy"] = resource_policy.normalised(
                str(api.doc["policy"]), ctx.account_id, ctx.region, api.id
            )
        stored.save_api(state.store, api)
    return cast("UpdateRestApiResponse", resource_policy.answered(api.doc))


def delete_rest_api(
    state: ApigwState, request: DeleteRestApiRequest, ctx: RequestContext
) -> DeleteRestApiResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        stored.delete_api(state.store, api.id)
        emit(
            state, "apigateway.restapi.deleted", ctx.account_id, ctx.region, api.id, name=api.doc.get("name")
        )
    return {}
