"""CreateGraphqlApi, GetGraphqlApi, ListGraphqlApis, UpdateGraphqlApi, DeleteGraphqlApi and the tags of an
API (TagResource, UntagResource, ListTagsForResource). The authentication modes labcloud serves are
API_KEY, AWS_IAM, AMAZON_COGNITO_USER_POOLS and AWS_LAMBDA (its configuration is kept; the data plane
refuses AWS_LAMBDA and OPENID_CONNECT requests by name). Merged APIs, WAF, X-Ray and enhanced metrics are
refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appsync.errors import api_limit, bad_request, not_found, unsupported
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import API_NAME, api_arn, find, new_id, uris
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        CreateGraphqlApiRequest,
        CreateGraphqlApiResponse,
        DeleteGraphqlApiRequest,
        DeleteGraphqlApiResponse,
        GetGraphqlApiRequest,
        GetGraphqlApiResponse,
        ListGraphqlApisRequest,
        ListGraphqlApisResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
        UpdateGraphqlApiRequest,
        UpdateGraphqlApiResponse,
    )

AUTH_TYPES = ("API_KEY", "AWS_IAM", "AMAZON_COGNITO_USER_POOLS", "AWS_LAMBDA", "OPENID_CONNECT")
MAX_TAGS = 50
#: members kept as given (checked below)
_KEPT = (
    "logConfig",
    "userPoolConfig",
    "openIDConnectConfig",
    "lambdaAuthorizerConfig",
    "additionalAuthenticationProviders",
    "xrayEnabled",
    "visibility",
    "ownerContact",
    "introspectionConfig",
    "queryDepthLimit",
    "resolverCountLimit",
)


def _check_auth(kind: str, config: dict[str, Any], where: str) -> None:
    if kind not in AUTH_TYPES:
        raise bad_request(f"Invalid authenticationType {kind!r}{where}.")
    if kind == "AMAZON_COGNITO_USER_POOLS" and not config.get("userPoolConfig"):
        raise bad_request(f"userPoolConfig is required for AMAZON_COGNITO_USER_POOLS{where}.")
    if kind == "AWS_LAMBDA" and not config.get("lambdaAuthorizerConfig"):
        raise bad_request(f"lambdaAuthorizerConfig is required for AWS_LAMBDA{where}.")
    if kind == "OPENID_CONNECT" and not config.get("openIDConnectConfig"):
        raise bad_request(f"openIDConnectConfig is required for OPENID_CONNECT{where}.")


def _checked(request: dict[str, Any]) -> dict[str, Any]:
    """The API's settable members after AWS's checks; refuses by name what labcloud does not do."""
    if request.get("apiType", "GRAPHQL") != "GRAPHQL":
        raise unsupported("merged APIs (apiType MERGED)")
    if request.get("mergedApiExecutionRoleArn"):
        raise unsupported("merged APIs (mergedApiExecutionRoleArn)")
    metrics = request.get("enhancedMetricsConfig")
    if metrics and metrics.get("resolverLevelMetricsBehavior") == "FULL_REQUEST_RESOLVER_METRICS":
        raise unsupported("enhanced metrics")
    name = request["name"]
    if not API_NAME.match(name):
        raise bad_request(f"API name '{name}' is invalid.")
    _check_auth(request["authenticationType"], request, "")
    for provider in request.get("additionalAuthenticationProviders") or []:
        _check_auth(provider.get("authenticationType", ""), provider, " in additionalAuthenticationProviders")
    depth = request.get("queryDepthLimit")
    if depth is not None and not 0 <= depth <= 75:
        raise bad_request("queryDepthLimit must be between 0 and 75.")
    return {key: request[key] for key in _KEPT if key in request}


def _tags(tags: dict[str, str] | None) -> dict[str, str]:
    for key in tags or {}:
        if key.lower().startswith("aws:"):
            raise bad_request(f"Tag key '{key}' is invalid: the aws: prefix is reserved.")
    if len(tags or {}) > MAX_TAGS:
        raise bad_request(f"An API can have at most {MAX_TAGS} tags.")
    return dict(tags or {})


def create_graphql_api(
    state: AppsyncState, request: CreateGraphqlApiRequest, ctx: RequestContext
) -> CreateGraphqlApiResponse:
    members = _checked(dict(request))
    tags = _tags(request.get("tags"))
    if state.records.count_apis(ctx.account_id, ctx.region) >= state.max_apis:
        raise api_limit(f"You have reached the limit of {state.max_apis} GraphQL APIs.")
    api_id = new_id()
    body: dict[str, Any] = {
        "name": request["name"],
        "apiId": api_id,
        "authenticationType": request["authenticationType"],
        **members,
        "arn": api_arn(ctx.region, ctx.account_id, api_id),
        "uris": uris(state, api_id),
        "tags": tags,
        "dns": {},
        "apiType": "GRAPHQL",
        "visibility": members.get("visibility", "GLOBAL"),
        "owner": ctx.account_id,
        "introspectionConfig": members.get("introspectionConfig", "ENABLED"),
        "queryDepthLimit": members.get("queryDepthLimit", 0),
        "resolverCountLimit": members.get("resolverCountLimit", 0),
        "xrayEnabled": bool(members.get("xrayEnabled", False)),
    }
    api = Api(api_id, ctx.account_id, ctx.region, body, None, None, None, clock.now())
    with state.store.transaction():
        state.records.insert_api(api)
        publish(state, "appsync.api.created", api, authentication=body["authenticationType"])
    return {"graphqlApi": body}  # type: ignore[typeddict-item]


def _shown(state: AppsyncState, api: Api) -> dict[str, Any]:
    """The API as answered: its URIs on the port this server listens on (a restart may change it)."""
    return {**api.body, "uris": uris(state, api.api_id)}


def get_graphql_api(
    state: AppsyncState, request: GetGraphqlApiRequest, ctx: RequestContext
) -> GetGraphqlApiResponse:
    return {"graphqlApi": _shown(state, find(state, ctx, request["apiId"]))}  # type: ignore[typeddict-item]


def list_graphql_apis(
    state: AppsyncState, request: ListGraphqlApisRequest, ctx: RequestContext
) -> ListGraphqlApisResponse:
    if request.get("apiType", "GRAPHQL") != "GRAPHQL":
        return {"graphqlApis": []}
    bodies = [_shown(state, api) for api in state.records.apis(ctx.account_id, ctx.region)]
    if request.get("owner") == "OTHER_ACCOUNTS":
        bodies = []
    start = int(request.get("nextToken") or 0) if str(request.get("nextToken") or "0").isdigit() else -1
    if start < 0:
        raise bad_request("The nextToken is not valid.")
    most = request.get("maxResults") or 25
    page = bodies[start : start + most]
    out: dict[str, Any] = {"graphqlApis": page}
    if start + most < len(bodies):
        out["nextToken"] = str(start + most)
    return out  # type: ignore[return-value]


def update_graphql_api(
    state: AppsyncState, request: UpdateGraphqlApiRequest, ctx: RequestContext
) -> UpdateGraphqlApiResponse:
    api = find(state, ctx, request["apiId"])
    given = dict(request)
    given.setdefault("authenticationType", api.body["authenticationType"])
    members = _checked(given)
    body = {key: value for key, value in api.body.items() if key not in _KEPT}
    body.update(name=given["name"], authenticationType=given["authenticationType"], **members)
    for key in ("introspectionConfig", "queryDepthLimit", "resolverCountLimit", "visibility", "xrayEnabled"):
        body.setdefault(key, api.body.get(key))
    with state.store.transaction():
        state.records.put_body(api.api_id, body)
        publish(state, "appsync.api.updated", api)
    return {"graphqlApi": {**body, "uris": uris(state, api.api_id)}}  # type: ignore[typeddict-item]


def delete_graphql_api(
    state: AppsyncState, request: DeleteGraphqlApiRequest, ctx: RequestContext
) -> DeleteGraphqlApiResponse:
    api = find(state, ctx, request["apiId"])
    with state.store.transaction():
        state.records.remove_api(api.api_id)
        publish(state, "appsync.api.deleted", api)
    state.schemas.pop(api.api_id, None)
    return {}


def _by_arn(state: AppsyncState, ctx: RequestContext, arn: str) -> Api:
    prefix = api_arn(ctx.region, ctx.account_id, "")
    if not arn.startswith("arn:aws:appsync:"):
        raise bad_request(f"Invalid resourceArn {arn!r}.")
    api_id = arn[len(prefix) :] if arn.startswith(prefix) else ""
    api = state.records.api(api_id) if api_id and "/" not in api_id else None
    if api is None or api.account_id != ctx.account_id or api.region != ctx.region:
        raise not_found(f"Resource {arn} not found.")
    return api


def tag_resource(
    state: AppsyncState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    api = _by_arn(state, ctx, request["resourceArn"])
    body = dict(api.body)
    body["tags"] = _tags({**(body.get("tags") or {}), **request["tags"]})
    with state.store.transaction():
        state.records.put_body(api.api_id, body)
        publish(state, "appsync.api.tagged", api, tags=sorted(request["tags"]))
    return {}


def untag_resource(
    state: AppsyncState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    api = _by_arn(state, ctx, request["resourceArn"])
    body = dict(api.body)
    body["tags"] = {k: v for k, v in (body.get("tags") or {}).items() if k not in request["tagKeys"]}
    with state.store.transaction():
        state.records.put_body(api.api_id, body)
        publish(state, "appsync.api.untagged", api, tags=sorted(request["tagKeys"]))
    return {}


def list_tags_for_resource(
    state: AppsyncState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    return {"tags": dict(_by_arn(state, ctx, request["resourceArn"]).body.get("tags") or {})}
