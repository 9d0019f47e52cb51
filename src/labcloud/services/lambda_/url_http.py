"""Function URL requests over HTTP: which requests are for a URL, the 2.0 event, the response mapping, CORS.

Two addresses reach a function URL on labcloud's one port:

* the Host form ``<url-id>.lambda-url.<region>.localhost:<port>`` (the ``FunctionUrl``), any path;
* the path form ``/_labcloud/lambda-url/<url-id>/<path>`` on any Host (for clients that do not
  resolve ``*.localhost``); the function sees ``/<path>`` as its rawPath.

The function receives the payload format version 2.0 event (headers lower-cased, cookies split
out, multi-valued query parameters joined with commas, a binary body base64-encoded) and its
answer is mapped as Lambda maps it: a JSON object with ``statusCode`` is a structured response
(``headers``, ``cookies``, ``body``, ``isBase64Encoded``); any other JSON value is the body of a
200 ``application/json`` response; a function error is ``502 Internal Server Error``. Refusals
are ``403 {"Message":"Forbidden"}``. A ``RESPONSE_STREAM`` URL streams a streaming function's answer
(url_streaming.py). CORS preflights are answered from the URL's Cors config
without invoking the function; other responses get the configured CORS headers.
"""

from __future__ import annotations

import base64
import json
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from labcloud import clock, json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.ids import uuid4_text
from labcloud.protocol.function_urls import is_url_host
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.lambda_ import url_auth, url_configs
from labcloud.services.lambda_.url_headers import bad_gateway, response_headers

if TYPE_CHECKING:
    from labcloud.runtime import InvokeResult
    from labcloud.runtime.response_stream import ResponseStream
    from labcloud.services.lambda_.core import Resolved
    from labcloud.services.lambda_.host import LambdaHost

log = logging.getLogger("labcloud.lambda")

MAX_REQUEST_BYTES = 6_291_456
REQUEST_TOO_LARGE = f"Request must be smaller than {MAX_REQUEST_BYTES} bytes for the InvokeFunction operation"
_TEXT_TYPES = (
    "text/",
    "application/json",
    "application/javascript",
    "application/xml",
    "application/x-www-form-urlencoded",
)
_TEXT_SUFFIXES = ("+json", "+xml")

Resolve = Callable[[RequestContext, str, "str | None"], "Resolved"]
Run = Callable[..., Awaitable["InvokeResult"]]


def _json(status: int, document: Any, request_id: str, error_type: str | None = None) -> WireResponse:
    headers = [("x-amzn-RequestId", request_id)]
    if error_type:
        headers.append(("x-amzn-ErrorType", error_type))
    return WireResponse(
        status, json.dumps(document, separators=(",", ":")).encode(), headers, "application/json"
    )


def forbidden(request_id: str) -> WireResponse:
    return _json(403, {"Message": "Forbidden"}, request_id, "AccessDeniedException")


def is_text(content_type: str) -> bool:
    lowered = content_type.split(";", 1)[0].strip().lower()
    return lowered.startswith(_TEXT_TYPES) or lowered.endswith(_TEXT_SUFFIXES)


def _http_time(now: float) -> str:
    return datetime.fromtimestamp(now, timezone.utc).strftime("%d/%b/%Y:%H:%M:%S +0000")


def build_event(
    request: WireRequest,
    url_id: str,
    path: str,
    account_id: str,
    region: str,
    request_id: str,
    caller: url_auth.Caller | None,
) -> dict[str, Any]:
    """The payload format version 2.0 event of one request."""
    now = clock.now()
    headers: dict[str, str] = {}
    cookies: list[str] = []
    for name, value in request.headers.items():
        lowered = name.lower()
        if lowered == "cookie":
            cookies.extend(part.strip() for part in value.split(";") if part.strip())
            continue
        headers[lowered] = value
    host = headers.get("host", "")
    domain = host.rsplit(":", 1)[0] if is_url_host(host) else f"{url_id}.lambda-url.{region}.localhost"
    headers.setdefault("x-forwarded-for", request.client_host or "127.0.0.1")
    headers.setdefault("x-forwarded-proto", "http")
    headers.setdefault("x-amzn-trace-id", f"Root=1-{int(now):08x}-{request_id.replace('-', '')[:24]}")
    raw_query = request.query_string
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": raw_query,
    }
    if cookies:
        event["cookies"] = cookies
    event["headers"] = headers
    if raw_query:
        params: dict[str, str] = {}
        for key, value in parse_qsl(raw_query, keep_blank_values=True):
            params[key] = f"{params[key]},{value}" if key in params else value
        event["queryStringParameters"] = params
    context: dict[str, Any] = {
        "accountId": "anonymous" if caller is None else account_id,
        "apiId": url_id,
        "domainName": domain,
        "domainPrefix": url_id,
        "http": {
            "method": request.method,
            "path": path,
            "protocol": "HTTP/1.1",
            "sourceIp": request.client_host or "127.0.0.1",
            "userAgent": headers.get("user-agent", ""),
        },
        "requestId": request_id,
        "routeKey": "$default",
        "stage": "$default",
        "time": _http_time(now),
        "timeEpoch": int(now * 1000),
    }
    if caller is not None:
        principal = caller.principal
        context["authorizer"] = {
            "iam": {
                "accessKey": caller.access_key,
                "accountId": principal.account_id,
                "callerId": principal.user_id or principal.account_id,
                "cognitoIdentity": None,
                "principalOrgId": None,
                "userArn": principal.arn,
                "userId": principal.user_id or principal.account_id,
            }
        }
    event["requestContext"] = context
    body = request.body
    if body:
        if is_text(request.headers.get("content-type", "")):
            try:
                event["body"] = body.decode("utf-8")
                event["isBase64Encoded"] = False
            except UnicodeDecodeError:
                event["body"] = base64.b64encode(body).decode()
                event["isBase64Encoded"] = True
        else:
            event["body"] = base64.b64encode(body).decode()
            event["isBase64Encoded"] = True
    else:
        event["isBase64Encoded"] = False
    return event


def map_response(result: InvokeResult, request_id: str) -> WireResponse:
    """The HTTP response Lambda makes of an invocation's outcome."""
    if result.function_error:
        return bad_gateway(request_id)
    try:
        value = json_document.loads(result.payload) if result.payload else None
    except (ValueError, UnicodeDecodeError):
        return bad_gateway(request_id)
    headers: list[tuple[str, str]] = [("x-amzn-RequestId", request_id)]
    if not isinstance(value, dict) or "statusCode" not in value:
        return WireResponse(200, result.payload, headers, "application/json")
    try:
        status = int(value["statusCode"])
        if not 100 <= status <= 599:
            raise ValueError(status)
        body = value.get("body")
        if body is None:
            data = b""
        elif isinstance(body, str):
            data = base64.b64decode(body) if value.get("isBase64Encoded") else body.encode("utf-8")
        else:
            data = json.dumps(body).encode()
    except (ValueError, TypeError):
        return bad_gateway(request_id)
    given = value.get("headers") or {}
    cookies = value.get("cookies") or []
    if not isinstance(given, dict) or not isinstance(cookies, list):
        return bad_gateway(request_id)
    content_type = response_headers(given, cookies, headers) or "application/json"
    return WireResponse(status, data, headers, content_type)


# -- CORS ------------------------------------------------------------------------------------------


def _origin_allowed(cors: dict[str, Any], origin: str) -> str | None:
    origins = cors.get("AllowOrigins") or []
    if "*" in origins:
        return "*" if not cors.get("AllowCredentials") else origin
    return origin if origin in origins else None


def is_preflight(request: WireRequest) -> bool:
    return (
        request.method == "OPTIONS"
        and "origin" in request.headers
        and "access-control-request-method" in request.headers
    )


def preflight(cors: dict[str, Any], request: WireRequest, request_id: str) -> WireResponse:
    headers: list[tuple[str, str]] = [("x-amzn-RequestId", request_id)]
    allowed = _origin_allowed(cors, request.headers.get("origin", ""))
    if allowed is not None:
        headers.append(("Access-Control-Allow-Origin", allowed))
        if cors.get("AllowMethods"):
            headers.append(("Access-Control-Allow-Methods", ",".join(cors["AllowMethods"])))
        if cors.get("AllowHeaders"):
            headers.append(("Access-Control-Allow-Headers", ",".join(cors["AllowHeaders"])))
        if cors.get("AllowCredentials"):
            headers.append(("Access-Control-Allow-Credentials", "true"))
        if cors.get("MaxAge") is not None:
            headers.append(("Access-Control-Max-Age", str(cors["MaxAge"])))
        headers.append(("Vary", "Origin"))
    return WireResponse(200, b"", headers, "application/json")


def decorate(cors: dict[str, Any] | None, request: WireRequest, response: WireResponse) -> WireResponse:
    """Add the configured CORS headers to an actual (non-preflight) response."""
    origin = request.headers.get("origin")
    if not cors or not origin:
        return response
    allowed = _origin_allowed(cors, origin)
    if allowed is None:
        return response
    response.headers.append(("Access-Control-Allow-Origin", allowed))
    if cors.get("ExposeHeaders"):
        response.headers.append(("Access-Control-Expose-Headers", ",".join(cors["ExposeHeaders"])))
    if cors.get("AllowCredentials"):
        response.headers.append(("Access-Control-Allow-Credentials", "true"))
    response.headers.append(("Vary", "Origin"))
    return response


class FunctionUrlEndpoint:
    """Serves function URL requests (an interface Lambda offers; the app calls it)."""

    def __init__(self, host: LambdaHost, resolve: Resolve, run: Run) -> None:
        self.host = host
        self.resolve = resolve
        self.run = run

    async def handle(
        self, request: WireRequest, url_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        request_id = uuid4_text()
        if too_large or len(request.body) > MAX_REQUEST_BYTES:
            return _json(413, {"Message": REQUEST_TOO_LARGE}, request_id, "RequestTooLargeException")
        try:
            return await self._handle(request, url_id, path, request_id)
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("function URL request %s failed", request_id)
            return bad_gateway(request_id)

    async def _handle(self, request: WireRequest, url_id: str, path: str, request_id: str) -> WireResponse:
        row = url_configs.by_url_id(self.host.store, url_id)
        if row is None:
            return forbidden(request_id)
        doc = row.doc
        cors = doc.get("Cors")
        if cors and is_preflight(request):
            return preflight(cors, request, request_id)
        try:
            caller = url_auth.authorize(self.host, request, row, doc["AuthType"])
        except url_auth.Forbidden:
            return decorate(cors, request, forbidden(request_id))
        account, region = row.account_id, row.region
        ctx = self.host.context(
            "lambda",
            "InvokeFunctionUrl",
            account_id=account,
            region=region,
            principal=caller.principal if caller is not None else None,
        )
        ctx.account_id = account
        ctx.request_id = request_id
        event = build_event(request, url_id, path, account, region, request_id, caller)
        payload = json.dumps(event, separators=(",", ":")).encode()
        if len(payload) > MAX_REQUEST_BYTES:  # the event, base64 and all, is the invocation's payload
            return decorate(
                cors,
                request,
                _json(413, {"Message": REQUEST_TOO_LARGE}, request_id, "RequestTooLargeException"),
            )
        try:
            resolved = self.resolve(ctx, row.name, row.qualifier or None)
            if doc.get("InvokeMode") == "RESPONSE_STREAM":
                return decorate(
                    cors, request, await self._streamed(ctx, resolved, payload, request_id, event)
                )
            result = await self.run(
                ctx, resolved, payload, trigger="function-url", request_id=request_id, event=event
            )
        except AwsError as error:
            if error.status == 429:
                response = _json(429, {"Message": "Rate Exceeded."}, request_id, "TooManyRequestsException")
            elif error.status == 404:
                response = forbidden(request_id)
            else:
                response = bad_gateway(request_id)
            return decorate(cors, request, response)
        return decorate(cors, request, map_response(result, request_id))

    async def _streamed(
        self, ctx: RequestContext, resolved: Resolved, payload: bytes, request_id: str, event: Any
    ) -> WireResponse:
        """A ``RESPONSE_STREAM`` URL: a streaming function's answer goes out as it is written; a buffered
        function's is mapped as on a ``BUFFERED`` URL."""
        from labcloud.services.lambda_ import streamed_invoke, url_streaming

        async def run(stream: ResponseStream) -> InvokeResult:
            return await self.run(
                ctx,
                resolved,
                payload,
                trigger="function-url",
                request_id=request_id,
                event=event,
                stream=stream,
            )

        started = await streamed_invoke.start(run)
        if not started.live:
            return map_response(started.task.result(), request_id)
        return await url_streaming.respond(started, request_id)
