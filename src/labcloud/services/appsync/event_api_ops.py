"""AppSync Events APIs' control plane: CreateApi, GetApi, ListApis, UpdateApi, DeleteApi (botocore
``appsync``'s ``/v2/apis``). An Events API's ``eventConfig`` names its auth providers (API_KEY, AWS_IAM,
AMAZON_COGNITO_USER_POOLS; AWS_LAMBDA and OPENID_CONNECT are kept but their requests refused by the data
plane) and the modes allowed to connect, publish and subscribe, each of which must be a provider. Its
``dns`` names the HTTP and REALTIME hosts of labcloud's port (``names.event_dns``). The record shares the
GraphQL APIs' table (an Events API's body holds ``eventConfig``); API keys, data sources and tags work on
either."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appsync.errors import api_limit, bad_request
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import EVENT_API_NAME, api_arn, event_dns, find_events, new_id
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        CreateApiRequest,
        CreateApiResponse,
        DeleteApiRequest,
        DeleteApiResponse,
        GetApiRequest,
        GetApiResponse,
        ListApisRequest,
        ListApisResponse,
        UpdateApiRequest,
        UpdateApiResponse,
    )

AUTH_TYPES = ("API_KEY", "AWS_IAM", "AMAZON_COGNITO_USER_POOLS", "AWS_LAMBDA", "OPENID_CONNECT")
#: the configuration member each provider kind needs
_CONFIG = {
    "AMAZON_COGNITO_USER_POOLS": "cognitoConfig",
    "AWS_LAMBDA": "lambdaAuthorizerConfig",
    "OPENID_CONNECT": "openIDConnectConfig",
}
_MODE_LISTS = ("connectionAuthModes", "defaultPublishAuthModes", "defaultSubscribeAuthModes")
LOG_LEVELS = ("NONE", "ERROR", "ALL", "INFO", "DEBUG")
MAX_TAGS = 50


def check_event_config(config: dict[str, Any]) -> dict[str, Any]:
    """``eventConfig`` after AppSync's checks (BadRequestException for what it refuses)."""
    providers = config.get("authProviders") or []
    if not providers:
        raise bad_request("At least one auth provider is required.")
    kinds: list[str] = []
    for provider in providers:
        kind = str(provider.get("authType", ""))
        if kind not in AUTH_TYPES:
            raise bad_request(f"Invalid authType {kind!r} in authProviders.")
        if kind in kinds:
            raise bad_request(f"Auth provider {kind} is specified more than once.")
        kinds.append(kind)
        needed = _CONFIG.get(kind)
        if needed and not provider.get(needed):
            raise bad_request(f"{needed} is required for the {kind} auth provider.")
        for other in set(_CONFIG.values()) - {needed}:
            if provider.get(other):
                raise bad_request(f"{other} is not valid for the {kind} auth provider.")
    for member in _MODE_LISTS:
        check_modes(config.get(member) or [], kinds, member, required=True)
    log = config.get("logConfig")
    if log is not None and log.get("logLevel") not in LOG_LEVELS:
        raise bad_request(f"Invalid logLevel {log.get('logLevel')!r}.")
    kept = {key: config[key] for key in ("authProviders", *_MODE_LISTS) if key in config}
    if log is not None:
        kept["logConfig"] = log
    return kept


def check_modes(modes: list[Any], providers: list[str], member: str, *, required: bool) -> None:
    """Each auth mode of ``member`` must be one of the API's providers, named once."""
    if required and not modes:
        raise bad_request(f"{member} must contain at least one auth mode.")
    seen: set[str] = set()
    for mode in modes:
        kind = str(mode.get("authType", ""))
        if kind not in providers:
            raise bad_request(f"Auth mode {kind} in {member} is not one of the API's auth providers.")
        if kind in seen:
            raise bad_request(f"Auth mode {kind} is specified more than once in {member}.")
        seen.add(kind)


def _name(name: str) -> str:
    if not EVENT_API_NAME.fullmatch(name):
        raise bad_request(f"API name '{name}' is invalid.")
    return name


def shown(state: AppsyncState, api: Api) -> dict[str, Any]:
    """The Events API as answered: its ``dns`` on the port this server listens on."""
    return {**api.body, "dns": event_dns(state, api.api_id, api.region)}


def create_api(state: AppsyncState, request: CreateApiRequest, ctx: RequestContext) -> CreateApiResponse:
    name = _name(request["name"])
    config = check_event_config(dict(request["eventConfig"]))
    tags = dict(request.get("tags") or {})
    if len(tags) > MAX_TAGS:
        raise bad_request(f"An API can have at most {MAX_TAGS} tags.")
    if state.records.count_apis(ctx.account_id, ctx.region, events=True) >= state.max_apis:
        raise api_limit(f"You have reached the limit of {state.max_apis} Event APIs.")
    api_id = new_id()
    now = clock.now()
    body: dict[str, Any] = {
        "apiId": api_id,
        "name": name,
        "tags": tags,
        "apiArn": api_arn(ctx.region, ctx.account_id, api_id),
        "created": now,
        "xrayEnabled": False,
        "eventConfig": config,
    }
    if request.get("ownerContact"):
        body["ownerContact"] = request["ownerContact"]
    api = Api(api_id, ctx.account_id, ctx.region, body, None, None, None, now)
    with state.store.transaction():
        state.records.insert_api(api)
        publish(state, "appsync.eventapi.created", api)
    return {"api": shown(state, api)}  # type: ignore[typeddict-item]


def get_api(state: AppsyncState, request: GetApiRequest, ctx: RequestContext) -> GetApiResponse:
    return {"api": shown(state, find_events(state, ctx, request["apiId"]))}  # type: ignore[typeddict-item]


def list_apis(state: AppsyncState, request: ListApisRequest, ctx: RequestContext) -> ListApisResponse:
    bodies = [shown(state, api) for api in state.records.apis(ctx.account_id, ctx.region, events=True)]
    token = str(request.get("nextToken") or "0")
    if not token.isdigit():
        raise bad_request("The nextToken is not valid.")
    start, most = int(token), request.get("maxResults") or 25
    out: dict[str, Any] = {"apis": bodies[start : start + most]}
    if start + most < len(bodies):
        out["nextToken"] = str(start + most)
    return out  # type: ignore[return-value]


def update_api(state: AppsyncState, request: UpdateApiRequest, ctx: RequestContext) -> UpdateApiResponse:
    api = find_events(state, ctx, request["apiId"])
    body = dict(api.body)
    body["name"] = _name(request["name"])
    body["eventConfig"] = check_event_config(dict(request["eventConfig"]))
    if "ownerContact" in request:
        body["ownerContact"] = request["ownerContact"]
    with state.store.transaction():
        state.records.put_body(api.api_id, body)
        publish(state, "appsync.eventapi.updated", api)
    updated = Api(api.api_id, api.account_id, api.region, body, None, None, None, api.created)
    return {"api": shown(state, updated)}  # type: ignore[typeddict-item]


def delete_api(state: AppsyncState, request: DeleteApiRequest, ctx: RequestContext) -> DeleteApiResponse:
    api = find_events(state, ctx, request["apiId"])
    with state.store.transaction():
        state.records.remove_api(api.api_id)
        publish(state, "appsync.eventapi.deleted", api)
    state.live.by_api.pop(api.api_id, None)  # its subscribers receive nothing more
    return {}
