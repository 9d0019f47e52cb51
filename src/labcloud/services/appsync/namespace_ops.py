"""An Events API's channel namespaces: CreateChannelNamespace, GetChannelNamespace, ListChannelNamespaces,
UpdateChannelNamespace, DeleteChannelNamespace. A namespace's publish and subscribe auth modes (else the
API's defaults) must be auth providers of its API; its ``codeHandlers`` (APPSYNC_JS ``onPublish`` and
``onSubscribe``) are parsed and checked as resolvers' code is (never run here); its ``handlerConfigs`` may
name a DIRECT Lambda data source of the API (``REQUEST_RESPONSE`` or ``EVENT``). A CODE handler config
(code calling a data source) is refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.appsync import jsbridge
from labcloud.services.appsync.errors import bad_request, not_found, unsupported
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import NAMESPACE_NAME, find_events, namespace_arn
from labcloud.services.appsync.repo.records import DATA_SOURCE, NAMESPACE, Api
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        CreateChannelNamespaceRequest,
        CreateChannelNamespaceResponse,
        DeleteChannelNamespaceRequest,
        DeleteChannelNamespaceResponse,
        GetChannelNamespaceRequest,
        GetChannelNamespaceResponse,
        ListChannelNamespacesRequest,
        ListChannelNamespacesResponse,
        UpdateChannelNamespaceRequest,
        UpdateChannelNamespaceResponse,
    )

#: channel namespaces per Events API (AppSync's quota)
MAX_NAMESPACES = 50
MAX_TAGS = 50
HANDLERS = ("onPublish", "onSubscribe")


def _providers(api: Api) -> list[str]:
    return [str(p.get("authType")) for p in api.body["eventConfig"].get("authProviders") or []]


async def _checked(state: AppsyncState, api: Api, request: dict[str, Any]) -> dict[str, Any]:
    """The namespace's settable members after AppSync's checks."""
    from labcloud.services.appsync.event_api_ops import check_modes

    kept: dict[str, Any] = {}
    for member in ("subscribeAuthModes", "publishAuthModes"):
        if member in request:
            check_modes(list(request[member] or []), _providers(api), member, required=False)
            kept[member] = list(request[member] or [])
    configs = dict(request.get("handlerConfigs") or {})
    for handler, config in configs.items():
        integration = config.get("integration") or {}
        if config.get("behavior") == "CODE":
            raise unsupported(f"data source integrations of channel namespace code handlers ({handler})")
        source = state.records.item(api.api_id, DATA_SOURCE, str(integration.get("dataSourceName", "")))
        if source is None:
            raise not_found(f"Data source {integration.get('dataSourceName')} not found.")
        if source.get("type") != "AWS_LAMBDA":
            raise bad_request(f"The {handler} handler's DIRECT integration needs an AWS_LAMBDA data source.")
    if configs:
        kept["handlerConfigs"] = configs
    code = request.get("codeHandlers")
    if code:
        if set(configs) & set(HANDLERS):
            raise bad_request("codeHandlers cannot be combined with a DIRECT handler configuration.")
        if not jsbridge.available():
            raise unsupported("APPSYNC_JS code handlers here (the runtime is not available)")
        errors = await jsbridge.code_errors(str(code))
        if errors:
            raise jsbridge.refused(errors)
        kept["codeHandlers"] = code
    return kept


def _find(state: AppsyncState, api: Api, name: str) -> dict[str, Any]:
    found = state.records.item(api.api_id, NAMESPACE, name)
    if found is None:
        raise not_found(f"Channel namespace {name} not found.")
    return found


async def create_channel_namespace(
    state: AppsyncState, request: CreateChannelNamespaceRequest, ctx: RequestContext
) -> CreateChannelNamespaceResponse:
    api = find_events(state, ctx, request["apiId"])
    name = request["name"]
    if not NAMESPACE_NAME.fullmatch(name):
        raise bad_request(f"Channel namespace name '{name}' is invalid.")
    kept = await _checked(state, api, dict(request))
    if state.records.item(api.api_id, NAMESPACE, name) is not None:
        raise AwsError("ConflictException", f"Channel namespace {name} already exists.", status=409)
    if state.records.count_items(api.api_id, NAMESPACE) >= MAX_NAMESPACES:
        raise AwsError(
            "ServiceQuotaExceededException",
            f"The API has reached its limit of {MAX_NAMESPACES} channel namespaces.",
            status=402,
        )
    tags = dict(request.get("tags") or {})
    now = clock.now()
    body = {
        "apiId": api.api_id,
        "name": name,
        **kept,
        "tags": tags,
        "channelNamespaceArn": namespace_arn(api.arn, name),
        "created": now,
        "lastModified": now,
    }
    with state.store.transaction():
        state.records.put_item(api.api_id, NAMESPACE, name, body, now)
        publish(state, "appsync.namespace.created", api, namespace=name)
    return {"channelNamespace": body}  # type: ignore[typeddict-item]


def get_channel_namespace(
    state: AppsyncState, request: GetChannelNamespaceRequest, ctx: RequestContext
) -> GetChannelNamespaceResponse:
    api = find_events(state, ctx, request["apiId"])
    return {"channelNamespace": _find(state, api, request["name"])}  # type: ignore[typeddict-item]


def list_channel_namespaces(
    state: AppsyncState, request: ListChannelNamespacesRequest, ctx: RequestContext
) -> ListChannelNamespacesResponse:
    api = find_events(state, ctx, request["apiId"])
    bodies = state.records.items(api.api_id, NAMESPACE)
    token = str(request.get("nextToken") or "0")
    if not token.isdigit():
        raise bad_request("The nextToken is not valid.")
    start, most = int(token), request.get("maxResults") or 25
    out: dict[str, Any] = {"channelNamespaces": bodies[start : start + most]}
    if start + most < len(bodies):
        out["nextToken"] = str(start + most)
    return out  # type: ignore[return-value]


async def update_channel_namespace(
    state: AppsyncState, request: UpdateChannelNamespaceRequest, ctx: RequestContext
) -> UpdateChannelNamespaceResponse:
    api = find_events(state, ctx, request["apiId"])
    old = _find(state, api, request["name"])
    kept = await _checked(state, api, dict(request))
    body = {k: v for k, v in old.items() if k not in ("subscribeAuthModes", "publishAuthModes")}
    body.pop("codeHandlers", None)
    body.pop("handlerConfigs", None)
    body.update(kept, lastModified=clock.now())
    with state.store.transaction():
        state.records.put_item(api.api_id, NAMESPACE, request["name"], body, float(old["created"]))
        publish(state, "appsync.namespace.updated", api, namespace=request["name"])
    return {"channelNamespace": body}  # type: ignore[typeddict-item]


def delete_channel_namespace(
    state: AppsyncState, request: DeleteChannelNamespaceRequest, ctx: RequestContext
) -> DeleteChannelNamespaceResponse:
    api = find_events(state, ctx, request["apiId"])
    _find(state, api, request["name"])
    with state.store.transaction():
        state.records.remove_item(api.api_id, NAMESPACE, request["name"])
        publish(state, "appsync.namespace.deleted", api, namespace=request["name"])
    return {}
