"""The control plane of WebSocket APIs (ProtocolType ``WEBSOCKET``): the API itself, its routes
(``$connect``, ``$disconnect``, ``$default`` and custom keys; two-way with a ``$default`` route
response), Lambda integrations (proxy, or ``AWS`` whose answers integration responses map) and route
responses. Stages and deployments are the HTTP APIs'. Authorization (``$connect`` only) is
``websocket_auth.py``'s; AWS service integrations (``CredentialsArn``, request templates and parameters)
are ``websocket_request.py``'s and ``websocket_service.py``'s; what AWS allows and labcloud does not serve
is refused."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import service_uri
from labcloud.services.apigatewayv2 import ids, websocket_request, websocket_select, websocket_validation
from labcloud.services.apigatewayv2.errors import bad_request, conflict, not_found
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.publish import emit
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateApiRequest,
        CreateApiResponse,
        CreateRouteResponseRequest,
        CreateRouteResponseResponse,
        DeleteRouteResponseRequest,
        DeleteRouteResponseResponse,
        GetRouteResponseRequest,
        GetRouteResponseResponse,
        GetRouteResponsesRequest,
        GetRouteResponsesResponse,
    )

WEBSOCKET = "WEBSOCKET"
_API_UNSUPPORTED = ("CredentialsArn", "Target", "RouteKey", "CorsConfiguration")
#: AWS's two values: where a ``$connect`` with ApiKeyRequired finds the key (``websocket_auth.py``).
_API_KEY_SELECTIONS = ("$request.header.x-api-key", "$context.authorizer.usageIdentifierKey")
_ROUTE_UNSUPPORTED = (
    "AuthorizationScopes",
    "RequestParameters",
)
_INTEGRATION_UNSUPPORTED = (
    "IntegrationSubtype",
    "ConnectionId",
    "ResponseParameters",
    "TlsConfig",
)
#: Members of non-proxy (``AWS``) integrations only: AWS applies no data mapping to proxy integrations.
_NON_PROXY = ("RequestParameters", "RequestTemplates", "TemplateSelectionExpression")
_ROLE_ARN = re.compile(r"^arn:aws:iam::\d{12}:role/[\w+=,.@/-]{1,512}$")
_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")


def is_websocket(api: ApiRecord) -> bool:
    return api.doc.get("ProtocolType") == WEBSOCKET


def endpoint(state: HttpApiState, api_id: str) -> str:
    return f"ws://{api_id}.execute-api.localhost:{state.settings.port}"


def create_api(state: HttpApiState, request: CreateApiRequest, ctx: RequestContext) -> CreateApiResponse:
    for member in _API_UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on WebSocket APIs")
    selection = request.get("RouteSelectionExpression")
    if not selection:
        raise bad_request("RouteSelectionExpression is required for WebSocket APIs")
    problem = websocket_select.check_expression(selection)
    if problem is not None:
        raise bad_request(problem)
    api_keys = request.get("ApiKeySelectionExpression") or _API_KEY_SELECTIONS[0]
    if api_keys not in _API_KEY_SELECTIONS:
        raise bad_request(
            f"Invalid ApiKeySelectionExpression {api_keys!r}: {' or '.join(_API_KEY_SELECTIONS)}"
        )
    given: dict[str, Any] = dict(request)
    now = clock.now()
    api_id = ids.new_id(10)
    doc: dict[str, Any] = {
        "ApiId": api_id,
        "Name": request["Name"],
        "ProtocolType": WEBSOCKET,
        "RouteSelectionExpression": selection,
        "ApiKeySelectionExpression": api_keys,
        "ApiEndpoint": endpoint(state, api_id),
        "CreatedDate": now,
        "DisableExecuteApiEndpoint": bool(request.get("DisableExecuteApiEndpoint", False)),
        "IpAddressType": request.get("IpAddressType") or "ipv4",
        "Tags": checked_tags(request.get("Tags")),
    }
    for member in ("Description", "Version", "DisableSchemaValidation"):
        if given.get(member) is not None:
            doc[member] = given[member]
    api = ApiRecord(api_id, ctx.account_id, ctx.region, now, doc)
    with state.store.transaction():
        while state.apis.api(api_id) is not None:  # pragma: no cover - 36^10 ids
            api.id = doc["ApiId"] = api_id = ids.new_id(10)
        state.apis.save_api(api)
        emit(state, "apigatewayv2.api.created", ctx.account_id, ctx.region, api_id, name=doc["Name"])
    return cast("CreateApiResponse", doc)


def check_selection(selection: str) -> None:
    """UpdateApi's RouteSelectionExpression for a WebSocket API."""
    problem = websocket_select.check_expression(selection)
    if problem is not None:
        raise bad_request(problem)


def new_route(
    state: HttpApiState, api: ApiRecord, request: dict[str, Any], replacing: str | None = None
) -> dict[str, Any]:
    """The Route document of a WebSocket API's CreateRoute (checked against its routes but ``replacing``)."""
    for member in _ROUTE_UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on WebSocket routes")
    key = str(request["RouteKey"])
    authorization = _authorization(state, api, key, request)
    problem = websocket_select.check_route_key(key)
    if problem is not None:
        raise bad_request(problem)
    if any(r.doc["RouteKey"] == key and r.id != replacing for r in state.apis.parts(api.id, "route")):
        raise conflict(f"Route with key {key} already exists for this API")
    doc: dict[str, Any] = {
        "RouteId": ids.new_id(),
        "RouteKey": key,
        **authorization,
        "ApiKeyRequired": bool(request.get("ApiKeyRequired")),
        "ApiGatewayManaged": False,
    }
    selection = request.get("RouteResponseSelectionExpression")
    if selection:
        if selection != "$default":
            raise bad_request("RouteResponseSelectionExpression must be $default for Lambda proxy routes")
        doc["RouteResponseSelectionExpression"] = selection
    models = {p.doc["Name"] for p in state.apis.parts(api.id, "model")}
    invalid = websocket_validation.check_route(request, models)
    if invalid is not None:
        raise bad_request(invalid)
    if request.get("ModelSelectionExpression"):
        doc["ModelSelectionExpression"] = str(request["ModelSelectionExpression"])
        doc["RequestModels"] = dict(request["RequestModels"])
    if request.get("OperationName"):
        doc["OperationName"] = request["OperationName"]
    target = request.get("Target")
    if target:
        integration = str(target).removeprefix("integrations/")
        found = state.apis.part(api.id, "integration", integration)
        if not str(target).startswith("integrations/") or found is None:
            raise bad_request(f"Invalid target: {target} (integrations/<an integration of this API>)")
        lambda_ = function_of(str(found.doc.get("IntegrationUri") or "")).startswith("arn:aws:lambda:")
        if key in ("$connect", "$disconnect") and found.doc.get("IntegrationType") == "AWS" and lambda_:
            raise bad_request(
                f"labcloud serves {key} through Lambda proxy (AWS_PROXY) or AWS service integrations only"
            )
        doc["Target"] = target
    return doc


def _authorization(state: HttpApiState, api: ApiRecord, key: str, request: dict[str, Any]) -> dict[str, Any]:
    """``AuthorizationType`` NONE, AWS_IAM or CUSTOM (with a REQUEST ``AuthorizerId``), on ``$connect`` only."""
    kind = request.get("AuthorizationType") or "NONE"
    authorizer_id = request.get("AuthorizerId")
    if kind not in ("NONE", "AWS_IAM", "CUSTOM"):
        raise bad_request(f"Invalid AuthorizationType {kind}: WebSocket routes take NONE, AWS_IAM or CUSTOM")
    if (kind != "NONE" or authorizer_id) and key != "$connect":
        raise bad_request("Currently, authorization is restricted to the $connect route only")
    if request.get("ApiKeyRequired") and key != "$connect":
        raise bad_request(
            "labcloud checks API keys at $connect: ApiKeyRequired is supported on $connect only"
        )
    if kind != "CUSTOM":
        if authorizer_id:
            raise bad_request("AuthorizerId requires AuthorizationType CUSTOM")
        return {"AuthorizationType": kind}
    if not authorizer_id or state.apis.part(api.id, "authorizer", str(authorizer_id)) is None:
        raise bad_request(f"Invalid authorizer id specified: {authorizer_id}")
    return {"AuthorizationType": kind, "AuthorizerId": str(authorizer_id)}


def function_of(uri: str) -> str:
    """The function an integration URI names (a function ARN, or API Gateway's invocation ARN)."""
    if "/functions/" in uri:
        return uri.split("/functions/", 1)[1].rsplit("/invocations", 1)[0]
    return uri


def new_integration(api: ApiRecord, request: dict[str, Any]) -> dict[str, Any]:
    """A WebSocket API's integration: Lambda proxy (``AWS_PROXY``), or non-proxy (``AWS``) to a Lambda
    function (the message, or its request template, as the function's payload) or to an AWS service
    (``websocket_service.py``, called as the ``CredentialsArn`` role); answers of ``AWS`` integrations are
    mapped by the integration responses, their requests by ``websocket_request.py``."""
    for member in _INTEGRATION_UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on WebSocket integrations")
    if (request.get("ConnectionType") or "INTERNET") != "INTERNET":
        raise bad_request("labcloud does not support VPC links: ConnectionType must be INTERNET")
    kind = request["IntegrationType"]
    if kind not in ("AWS_PROXY", "AWS"):
        raise bad_request(
            f"labcloud does not support integration type {kind} for WebSocket APIs (AWS_PROXY, or AWS)"
        )
    uri = str(request.get("IntegrationUri") or "")
    service = service_uri.parse(uri) if kind == "AWS" else None
    if service is None and not function_of(uri).startswith("arn:aws:lambda:"):
        named = service_uri.known_service(uri)
        if kind == "AWS" and named is not None:
            raise bad_request(
                f"labcloud does not serve the AWS service {named!r} in integrations"
                f" ({', '.join(sorted(service_uri.SERVICES))})"
            )
        raise bad_request(
            f"Invalid integration URI specified: {uri!r} (a Lambda function ARN"
            + (
                ", or arn:aws:apigateway:<region>:<service>:action/<Action> or :path/<path>)"
                if kind == "AWS"
                else ")"
            )
        )
    method = str(request.get("IntegrationMethod") or "POST").upper()
    if service is None and method != "POST":
        raise bad_request("IntegrationMethod must be POST for Lambda integrations")
    if method not in _METHODS:
        raise bad_request(f"Invalid IntegrationMethod {method}: {', '.join(_METHODS)}")
    credentials = request.get("CredentialsArn")
    if credentials and not _ROLE_ARN.match(str(credentials)):
        raise bad_request(f"Invalid CredentialsArn {credentials!r}: an IAM role ARN")
    passthrough = request.get("PassthroughBehavior")
    if passthrough and (kind != "AWS" or passthrough not in websocket_request.PASSTHROUGH):
        raise bad_request(
            "PassthroughBehavior is for non-proxy (AWS) integrations: "
            + ", ".join(websocket_request.PASSTHROUGH)
        )
    if service is None and request.get("RequestParameters"):
        raise bad_request(
            "labcloud maps RequestParameters for AWS service integrations only: a Lambda integration's"
            " request is its payload (RequestTemplates)"
        )
    if kind != "AWS":
        for member in _NON_PROXY:
            if request.get(member):
                raise bad_request(
                    f"{member} is for non-proxy (AWS) integrations: AWS_PROXY passes the message whole"
                )
    if (request.get("ContentHandlingStrategy") or "CONVERT_TO_TEXT") != "CONVERT_TO_TEXT":
        raise bad_request("labcloud supports ContentHandlingStrategy CONVERT_TO_TEXT only")
    if (request.get("PayloadFormatVersion") or "1.0") != "1.0":
        raise bad_request("PayloadFormatVersion must be 1.0 for WebSocket APIs")
    doc: dict[str, Any] = {
        "IntegrationId": ids.new_id(),
        "IntegrationType": kind,
        "ConnectionType": "INTERNET",
        "IntegrationMethod": method,
        "IntegrationUri": uri,
        "PayloadFormatVersion": "1.0",
        "TimeoutInMillis": int(request.get("TimeoutInMillis") or 29000),
        "ApiGatewayManaged": False,
    }
    if not 50 <= doc["TimeoutInMillis"] <= 29000:
        raise bad_request("TimeoutInMillis must be between 50 and 29000 for WebSocket APIs")
    if kind == "AWS":
        doc["PassthroughBehavior"] = passthrough or "WHEN_NO_MATCH"
    if credentials:
        doc["CredentialsArn"] = str(credentials)
    if request.get("RequestParameters"):
        doc["RequestParameters"] = websocket_request.check_parameters(request["RequestParameters"])
    if request.get("RequestTemplates"):
        doc["RequestTemplates"] = websocket_request.check_templates(
            request["RequestTemplates"], "RequestTemplates"
        )
    if request.get("TemplateSelectionExpression"):
        selection = str(request["TemplateSelectionExpression"])
        doc["TemplateSelectionExpression"] = websocket_request.check_selection(selection)
    if request.get("Description"):
        doc["Description"] = request["Description"]
    return doc


# ---------------------------------------------------------------------- route responses


def _websocket_api(state: HttpApiState, ctx: RequestContext, api_id: str) -> ApiRecord:
    api = api_of(state, ctx, api_id)
    if not is_websocket(api):
        raise bad_request("Route responses are supported for WebSocket APIs only")
    return api


def create_route_response(
    state: HttpApiState, request: CreateRouteResponseRequest, ctx: RequestContext
) -> CreateRouteResponseResponse:
    for member in ("ModelSelectionExpression", "ResponseModels", "ResponseParameters"):
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on route responses")
    if request["RouteResponseKey"] != "$default":
        raise bad_request("RouteResponseKey must be $default for Lambda proxy routes")
    with state.store.transaction():
        api = _websocket_api(state, ctx, request["ApiId"])
        route = part_of(state, api, "route", request["RouteId"])
        if any(p.id.startswith(route.id + "/") for p in state.apis.parts(api.id, "routeresponse")):
            raise conflict(f"Route {route.id} already has the route response $default")
        doc = {"RouteResponseId": ids.new_id(), "RouteResponseKey": "$default"}
        state.apis.save_part(
            PartRecord(api.id, "routeresponse", f"{route.id}/{doc['RouteResponseId']}", clock.now(), doc)
        )
    return cast("CreateRouteResponseResponse", doc)


def _route_response(state: HttpApiState, ctx: RequestContext, request: dict[str, Any]) -> PartRecord:
    api = _websocket_api(state, ctx, str(request["ApiId"]))
    route = part_of(state, api, "route", str(request["RouteId"]))
    part = state.apis.part(api.id, "routeresponse", f"{route.id}/{request['RouteResponseId']}")
    if part is None:
        raise not_found(
            f"Invalid RouteResponse identifier specified {api.account_id}:{request['RouteResponseId']}"
        )
    return part


route_response_of = _route_response  # UpdateRouteResponse's lookup (update_ops.py)


def get_route_response(
    state: HttpApiState, request: GetRouteResponseRequest, ctx: RequestContext
) -> GetRouteResponseResponse:
    return cast("GetRouteResponseResponse", _route_response(state, ctx, dict(request)).doc)


def get_route_responses(
    state: HttpApiState, request: GetRouteResponsesRequest, ctx: RequestContext
) -> GetRouteResponsesResponse:
    api = _websocket_api(state, ctx, request["ApiId"])
    route = part_of(state, api, "route", request["RouteId"])
    items = [p.doc for p in state.apis.parts(api.id, "routeresponse") if p.id.startswith(route.id + "/")]
    return cast("GetRouteResponsesResponse", {"Items": items})


def delete_route_response(
    state: HttpApiState, request: DeleteRouteResponseRequest, ctx: RequestContext
) -> DeleteRouteResponseResponse:
    with state.store.transaction():
        part = _route_response(state, ctx, dict(request))
        state.apis.delete_part(part.api_id, "routeresponse", part.id)
    return {}
