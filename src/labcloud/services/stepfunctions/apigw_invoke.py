"""The optimized API Gateway integration (``arn:aws:states:::apigateway:invoke``): a Task calls a REST or
HTTP API's invoke URL as AWS's Step Functions does, through labcloud's own gateway.

Parameters are AWS's: ``ApiEndpoint`` (``{api-id}.execute-api.{region}.amazonaws.com``, or labcloud's
``{api-id}.execute-api.localhost``), ``Method``, ``Stage``, ``Path``, ``Headers`` and ``QueryParameters``
(each value a list of strings), ``RequestBody`` (JSON values are sent as JSON text), ``AllowNullValues``
and ``AuthType``: ``NO_AUTH``, or ``IAM_ROLE`` / ``RESOURCE_POLICY``, for which the request is signed
(SigV4, service ``execute-api``) with credentials of the state machine's role. The result is
``{"Headers", "ResponseBody", "StatusCode", "StatusText"}``, the body parsed when it is JSON; an answer
outside 2xx fails the Task with ``ApiGateway.<status>`` and the body as its cause.

On a WebSocket API's endpoint, ``<stage>/@connections/<id>`` is the management API (POST: PostToConnection,
GET: GetConnection, DELETE: DeleteConnection), run as the machine's role: IAM asks for
``execute-api:ManageConnections`` as for any caller (a denial is AWS's 403), a gone connection is 410, an
unsigned (``NO_AUTH``) request AWS's 403 ``Missing Authentication Token``. Other paths there are the
WebSocket endpoint's own answers (426 for a request that is no upgrade).
"""

from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any
from urllib.parse import quote, urlencode

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.ids import uuid4_text
from labcloud.json_document import loads as load_json
from labcloud.protocol.codec import codec_for
from labcloud.protocol.execute_api import connections_call
from labcloud.protocol.models import service_index
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigateway.interfaces import ExecuteApi
from labcloud.services.apigatewayv2.interfaces import HttpApis, WebSocketApis
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.state import Caller
from labcloud.services.sts.interfaces import RoleSessions

PARAMETERS = frozenset(
    {
        "ApiEndpoint",
        "Method",
        "Headers",
        "Stage",
        "Path",
        "QueryParameters",
        "RequestBody",
        "AllowNullValues",
        "AuthType",
    }
)
METHODS = frozenset({"GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"})
AUTH_TYPES = frozenset({"NO_AUTH", "IAM_ROLE", "RESOURCE_POLICY"})
#: Headers Step Functions sets itself or refuses to forward.
_RESERVED = frozenset(
    {
        "host",
        "content-length",
        "authorization",
        "x-amz-date",
        "x-amz-security-token",
        "connection",
        "transfer-encoding",
    }
)


def _runtime(message: str) -> StatesError:
    return StatesError("States.Runtime", message)


def _api_id(endpoint: Any) -> str:
    if not isinstance(endpoint, str) or ".execute-api." not in endpoint:
        raise _runtime("ApiEndpoint must be an invoke URL host: {api-id}.execute-api.{region}.amazonaws.com")
    host = endpoint.split("://", 1)[-1].split("/", 1)[0]
    return host.split(".", 1)[0]


def _lists(name: str, given: Any) -> dict[str, list[str]]:
    if given is None:
        return {}
    if not isinstance(given, dict) or not all(
        isinstance(v, list) and all(isinstance(x, str) for x in v) for v in given.values()
    ):
        raise _runtime(f"{name} must map each name to a list of strings")
    return {str(k): list(v) for k, v in given.items()}


def _drop_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_nulls(v) for v in value]
    return value


def build_request(parameters: Any) -> tuple[str, str, WireRequest]:
    """(api id, AuthType, the HTTP request) a Task's Parameters describe, checked as AWS checks them."""
    if not isinstance(parameters, dict):
        raise _runtime("The Parameters of an apigateway:invoke Task must be an object")
    unknown = sorted(set(parameters) - PARAMETERS)
    if unknown:
        raise _runtime(f"The field {unknown[0]!r} is not supported by apigateway:invoke")
    api_id = _api_id(parameters.get("ApiEndpoint"))
    method = parameters.get("Method")
    if method not in METHODS:
        raise _runtime(f"Method must be one of {', '.join(sorted(METHODS))}")
    auth = parameters.get("AuthType", "NO_AUTH")
    if auth not in AUTH_TYPES:
        raise _runtime(f"AuthType must be one of {', '.join(sorted(AUTH_TYPES))}")
    headers = _lists("Headers", parameters.get("Headers"))
    reserved = sorted(h for h in headers if h.lower() in _RESERVED)
    if reserved:
        raise _runtime(f"The header {reserved[0]!r} cannot be set by an apigateway:invoke Task")
    query = _lists("QueryParameters", parameters.get("QueryParameters"))
    stage = parameters.get("Stage")
    path = str(parameters.get("Path") or "").lstrip("/")
    prefix = "" if stage in (None, "", "$default") else "/" + quote(str(stage), safe="")
    full_path = prefix + "/" + quote(path, safe="/")
    body_value = parameters.get("RequestBody")
    wire_headers = {k.lower(): ",".join(v) for k, v in headers.items()}
    body = b""
    if body_value is not None:
        if isinstance(body_value, str):
            body = body_value.encode()
        else:
            if not parameters.get("AllowNullValues"):
                body_value = _drop_nulls(body_value)
            body = json.dumps(body_value, separators=(",", ":")).encode()
            wire_headers.setdefault("content-type", "application/json")
    query_string = urlencode([(k, v) for k, values in query.items() for v in values])
    request = WireRequest(str(method), full_path, query_string, wire_headers, body, raw_path=full_path)
    return api_id, str(auth), request


def _sign(request: WireRequest, host: str, region: str, credentials: dict[str, Any]) -> None:
    # botocore's signer (and the HTTP stack it brings) is imported on first use, not at start-up
    from botocore.auth import SigV4Auth
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials

    url = f"https://{host}{request.raw_path}" + (f"?{request.query_string}" if request.query_string else "")
    signed = AWSRequest(
        method=request.method, url=url, data=request.body, headers={**request.headers, "host": host}
    )
    SigV4Auth(
        Credentials(
            credentials["AccessKeyId"], credentials["SecretAccessKey"], credentials.get("SessionToken")
        ),
        "execute-api",
        region,
    ).add_auth(signed)
    for name, value in signed.headers.items():
        request.headers[name.lower()] = value


def _result(answer: WireResponse) -> dict[str, Any]:
    headers: dict[str, list[str]] = {}
    for name, value in answer.headers:
        headers.setdefault(name, []).append(value)
    content_type = answer.content_type or ""
    if content_type and not any(k.lower() == "content-type" for k in headers):
        headers["Content-Type"] = [content_type]
    text = answer.body.decode(errors="replace")
    body: Any = text
    if "json" in content_type.lower() and text:
        try:
            body = load_json(text)
        except ValueError:
            body = text
    try:
        status_text = HTTPStatus(answer.status).phrase
    except ValueError:
        status_text = ""
    if not 200 <= answer.status < 300:
        raise StatesError(f"ApiGateway.{answer.status}", text)
    return {"Headers": headers, "ResponseBody": body, "StatusCode": answer.status, "StatusText": status_text}


_MANAGEMENT = "apigatewaymanagementapi"
_CONNECTION_OPERATIONS = {"POST": "PostToConnection", "GET": "GetConnection", "DELETE": "DeleteConnection"}


def connection_target(parameters: dict[str, Any]) -> tuple[str | None, str] | None:
    """(stage, connection id) when the Task's ``Stage`` and ``Path`` address ``@connections/<id>``."""
    stage = parameters.get("Stage")
    path = str(parameters.get("Path") or "").lstrip("/")
    prefix = "" if stage in (None, "", "$default") else "/" + str(stage)
    return connections_call(f"{prefix}/{path}")


async def _manage_connection(
    gateways: Caller,
    request: WireRequest,
    api_id: str,
    target: tuple[str | None, str],
    auth: str,
    principal: Principal | None,
    account_id: str,
    region: str,
) -> WireResponse:
    """The management API's answer (its own wire form, as a signed HTTP caller gets it) to the Task."""
    codec, request_id = codec_for(_MANAGEMENT), uuid4_text()
    stage, connection_id = target
    operation = _CONNECTION_OPERATIONS.get(request.method)
    try:
        if operation is None:
            raise AwsError(
                "UnknownOperationException", f"No operation {request.method} @connections", status=404
            )
        if auth == "NO_AUTH":  # the management API takes SigV4-signed requests only
            raise AwsError("MissingAuthenticationTokenException", "Missing Authentication Token", status=403)
        params: dict[str, Any] = {"ConnectionId": connection_id}
        if operation == "PostToConnection":
            params["Data"] = request.body
        extra = {"execute_api_id": api_id, "execute_api_stage": stage, "execute_api_region": region}
        result = await gateways.call(
            _MANAGEMENT,
            operation,
            params,
            account_id=account_id,
            region=region,
            principal=principal,
            extra=extra,
        )
    except AwsError as error:
        return codec.serialize_error(error, request_id)
    return codec.serialize(service_index(_MANAGEMENT).operation(operation), result, request_id)


async def invoke_api(
    gateways: Caller, parameters: Any, principal: Principal | None, account_id: str, region: str
) -> dict[str, Any]:
    """Send the Task's request to the API it names; AWS's result shape, or ``ApiGateway.<status>``."""
    api_id, auth, request = build_request(parameters)
    host = f"{api_id}.execute-api.{region}.amazonaws.com"
    request.headers["host"] = host
    if auth != "NO_AUTH":
        sessions = gateways.interface(RoleSessions)
        if sessions is None or principal is None or not principal.role_arn:
            raise StatesError(
                "ApiGateway.AccessDeniedException", "The state machine has no role to sign with"
            )
        credentials = sessions.mint_role_session(
            principal.role_arn, principal.session_name or "StepFunctions", account_id
        )
        _sign(request, host, region, credentials)
    sockets = gateways.interface(WebSocketApis)
    if sockets is not None and sockets.owns(api_id):
        target = connection_target(parameters)
        if target is None:
            return _result(await sockets.handle(request, api_id, request.raw_path))
        return _result(
            await _manage_connection(gateways, request, api_id, target, auth, principal, account_id, region)
        )
    http_apis = gateways.interface(HttpApis)
    if http_apis is not None and http_apis.owns(api_id):
        answer = await http_apis.handle(request, api_id, request.raw_path)
    else:
        rest = gateways.interface(ExecuteApi)
        if rest is None:
            raise StatesError("ApiGateway.ServiceUnavailable", "API Gateway is not running in labcloud")
        answer = await rest.handle(request, api_id, request.raw_path)
    return _result(answer)
