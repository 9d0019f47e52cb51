"""Resolvers (UNIT and PIPELINE) and functions: Create/Get/List/Update/Delete of each, and
ListResolversByFunction. Code may be VTL mapping templates or ``APPSYNC_JS`` (``runtime``); caching, sync
(conflict detection) and batching are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appsync import jsbridge
from labcloud.services.appsync.errors import bad_request, not_found, unsupported
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import check_name, find, new_id
from labcloud.services.appsync.repo.records import DATA_SOURCE, FUNCTION, RESOLVER, Api
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        CreateFunctionRequest,
        CreateFunctionResponse,
        CreateResolverRequest,
        CreateResolverResponse,
        DeleteFunctionRequest,
        DeleteFunctionResponse,
        DeleteResolverRequest,
        DeleteResolverResponse,
        GetFunctionRequest,
        GetFunctionResponse,
        GetResolverRequest,
        GetResolverResponse,
        ListFunctionsRequest,
        ListFunctionsResponse,
        ListResolversByFunctionRequest,
        ListResolversByFunctionResponse,
        ListResolversRequest,
        ListResolversResponse,
        UpdateFunctionRequest,
        UpdateFunctionResponse,
        UpdateResolverRequest,
        UpdateResolverResponse,
    )

MAX_TEMPLATE = 65536
MAX_PIPELINE_FUNCTIONS = 10


def _code(request: dict[str, Any], body: dict[str, Any]) -> None:
    """The resolver's or function's code members after AppSync's checks, into ``body``."""
    if request.get("cachingConfig"):
        raise unsupported("resolver caching (cachingConfig)")
    if request.get("syncConfig"):
        raise unsupported("conflict detection (syncConfig)")
    if request.get("maxBatchSize"):
        raise unsupported("batched Lambda resolvers (maxBatchSize)")
    runtime = request.get("runtime")
    if runtime is not None:
        if runtime.get("name") != "APPSYNC_JS" or runtime.get("runtimeVersion") != "1.0.0":
            raise bad_request("The runtime must be APPSYNC_JS version 1.0.0.")
        if not request.get("code"):
            raise bad_request("code is required with the APPSYNC_JS runtime.")
        if not jsbridge.available():
            raise bad_request("labcloud cannot run the APPSYNC_JS runtime here: use VTL mapping templates.")
        if request.get("requestMappingTemplate") or request.get("responseMappingTemplate"):
            raise bad_request("Mapping templates cannot be given with the APPSYNC_JS runtime.")
        body["runtime"] = dict(runtime)
        body["code"] = request["code"]
        return
    if request.get("code"):
        raise bad_request("code requires the runtime APPSYNC_JS.")
    for key in ("requestMappingTemplate", "responseMappingTemplate"):
        text = request.get(key)
        if text is not None:
            if len(text) > MAX_TEMPLATE:
                raise bad_request(f"{key} is longer than {MAX_TEMPLATE} characters.")
            body[key] = text


def _source(state: AppsyncState, api: Api, name: str | None) -> None:
    if name and state.records.item(api.api_id, DATA_SOURCE, name) is None:
        raise not_found(f"No data source found named {name}.")


def _resolver_body(state: AppsyncState, api: Api, request: dict[str, Any]) -> dict[str, Any]:
    type_name, field = request["typeName"], request["fieldName"]
    kind = request.get("kind") or "UNIT"
    body: dict[str, Any] = {
        "typeName": type_name,
        "fieldName": field,
        "resolverArn": f"{api.body['arn']}/types/{type_name}/resolvers/{field}",
        "kind": kind,
    }
    _code(request, body)
    if kind == "UNIT":
        if request.get("pipelineConfig"):
            raise bad_request("pipelineConfig is only valid for PIPELINE resolvers.")
        if not request.get("dataSourceName"):
            raise bad_request("dataSourceName is required for a UNIT resolver.")
        _source(state, api, request["dataSourceName"])
        body["dataSourceName"] = request["dataSourceName"]
    elif kind == "PIPELINE":
        if request.get("dataSourceName"):
            raise bad_request("dataSourceName is not valid for a PIPELINE resolver.")
        functions = list((request.get("pipelineConfig") or {}).get("functions") or [])
        if len(functions) > MAX_PIPELINE_FUNCTIONS:
            raise bad_request(f"A pipeline has at most {MAX_PIPELINE_FUNCTIONS} functions.")
        for function_id in functions:
            if state.records.item(api.api_id, FUNCTION, function_id) is None:
                raise not_found(f"No function found with id {function_id}.")
        body["pipelineConfig"] = {"functions": functions}
    else:
        raise bad_request(f"Invalid resolver kind {kind!r}.")
    if "metricsConfig" in request:
        body["metricsConfig"] = request["metricsConfig"]
    return body


def _key(type_name: str, field: str) -> str:
    return f"{type_name}.{field}"


async def create_resolver(
    state: AppsyncState, request: CreateResolverRequest, ctx: RequestContext
) -> CreateResolverResponse:
    await jsbridge.check_request(request)
    api = find(state, ctx, request["apiId"])
    key = _key(request["typeName"], request["fieldName"])
    if state.records.item(api.api_id, RESOLVER, key) is not None:
        raise bad_request(f"Only one resolver is allowed per field: {key} already has one.")
    body = _resolver_body(state, api, dict(request))
    with state.store.transaction():
        state.records.put_item(api.api_id, RESOLVER, key, body, clock.now())
        publish(state, "appsync.resolver.created", api, field=key, resolver_kind=body["kind"])
    return {"resolver": body}  # type: ignore[typeddict-item]


def _resolver(state: AppsyncState, api: Api, type_name: str, field: str) -> dict[str, Any]:
    body = state.records.item(api.api_id, RESOLVER, _key(type_name, field))
    if body is None:
        raise not_found(f"No resolver found for {type_name}.{field}.")
    return body


def get_resolver(
    state: AppsyncState, request: GetResolverRequest, ctx: RequestContext
) -> GetResolverResponse:
    api = find(state, ctx, request["apiId"])
    return {"resolver": _resolver(state, api, request["typeName"], request["fieldName"])}  # type: ignore[typeddict-item]


def list_resolvers(
    state: AppsyncState, request: ListResolversRequest, ctx: RequestContext
) -> ListResolversResponse:
    api = find(state, ctx, request["apiId"])
    return {"resolvers": state.records.items(api.api_id, RESOLVER, request["typeName"] + ".")}  # type: ignore[typeddict-item]


async def update_resolver(
    state: AppsyncState, request: UpdateResolverRequest, ctx: RequestContext
) -> UpdateResolverResponse:
    await jsbridge.check_request(request)
    api = find(state, ctx, request["apiId"])
    _resolver(state, api, request["typeName"], request["fieldName"])
    body = _resolver_body(state, api, dict(request))
    key = _key(request["typeName"], request["fieldName"])
    with state.store.transaction():
        state.records.put_item(api.api_id, RESOLVER, key, body, clock.now())
        publish(state, "appsync.resolver.updated", api, field=key, resolver_kind=body["kind"])
    return {"resolver": body}  # type: ignore[typeddict-item]


def delete_resolver(
    state: AppsyncState, request: DeleteResolverRequest, ctx: RequestContext
) -> DeleteResolverResponse:
    api = find(state, ctx, request["apiId"])
    _resolver(state, api, request["typeName"], request["fieldName"])
    key = _key(request["typeName"], request["fieldName"])
    with state.store.transaction():
        state.records.remove_item(api.api_id, RESOLVER, key)
        publish(state, "appsync.resolver.deleted", api, field=key)
    return {}


# ---------------------------------------------------------------------- functions


def _function_body(
    state: AppsyncState, api: Api, request: dict[str, Any], function_id: str
) -> dict[str, Any]:
    check_name(request["name"], "Function")
    _source(state, api, request["dataSourceName"])
    body: dict[str, Any] = {
        "functionId": function_id,
        "functionArn": f"{api.body['arn']}/functions/{function_id}",
        "name": request["name"],
        "dataSourceName": request["dataSourceName"],
        "maxBatchSize": 0,
    }
    if request.get("description"):
        body["description"] = request["description"]
    _code(request, body)
    if "runtime" not in body:
        body["functionVersion"] = request.get("functionVersion") or "2018-05-29"
    return body


async def create_function(
    state: AppsyncState, request: CreateFunctionRequest, ctx: RequestContext
) -> CreateFunctionResponse:
    await jsbridge.check_request(request)
    api = find(state, ctx, request["apiId"])
    function_id = new_id()
    body = _function_body(state, api, dict(request), function_id)
    with state.store.transaction():
        state.records.put_item(api.api_id, FUNCTION, function_id, body, clock.now())
        publish(state, "appsync.function.created", api, function=request["name"])
    return {"functionConfiguration": body}  # type: ignore[typeddict-item]


def _function(state: AppsyncState, api: Api, function_id: str) -> dict[str, Any]:
    body = state.records.item(api.api_id, FUNCTION, function_id)
    if body is None:
        raise not_found(f"No function found with id {function_id}.")
    return body


def get_function(
    state: AppsyncState, request: GetFunctionRequest, ctx: RequestContext
) -> GetFunctionResponse:
    api = find(state, ctx, request["apiId"])
    return {"functionConfiguration": _function(state, api, request["functionId"])}  # type: ignore[typeddict-item]


def list_functions(
    state: AppsyncState, request: ListFunctionsRequest, ctx: RequestContext
) -> ListFunctionsResponse:
    api = find(state, ctx, request["apiId"])
    return {"functions": state.records.items(api.api_id, FUNCTION)}  # type: ignore[typeddict-item]


async def update_function(
    state: AppsyncState, request: UpdateFunctionRequest, ctx: RequestContext
) -> UpdateFunctionResponse:
    await jsbridge.check_request(request)
    api = find(state, ctx, request["apiId"])
    _function(state, api, request["functionId"])
    body = _function_body(state, api, dict(request), request["functionId"])
    with state.store.transaction():
        state.records.put_item(api.api_id, FUNCTION, request["functionId"], body, clock.now())
        publish(state, "appsync.function.updated", api, function=request["name"])
    return {"functionConfiguration": body}  # type: ignore[typeddict-item]


def delete_function(
    state: AppsyncState, request: DeleteFunctionRequest, ctx: RequestContext
) -> DeleteFunctionResponse:
    api = find(state, ctx, request["apiId"])
    function = _function(state, api, request["functionId"])
    users = [
        r["fieldName"]
        for r in state.records.items(api.api_id, RESOLVER)
        if request["functionId"] in (r.get("pipelineConfig") or {}).get("functions", [])
    ]
    if users:
        raise bad_request(f"Function {function['name']} is used by pipeline resolvers and cannot be deleted.")
    with state.store.transaction():
        state.records.remove_item(api.api_id, FUNCTION, request["functionId"])
        publish(state, "appsync.function.deleted", api, function=function["name"])
    return {}


def list_resolvers_by_function(
    state: AppsyncState, request: ListResolversByFunctionRequest, ctx: RequestContext
) -> ListResolversByFunctionResponse:
    api = find(state, ctx, request["apiId"])
    _function(state, api, request["functionId"])
    found = [
        r
        for r in state.records.items(api.api_id, RESOLVER)
        if request["functionId"] in (r.get("pipelineConfig") or {}).get("functions", [])
    ]
    return {"resolvers": found}  # type: ignore[typeddict-item]
