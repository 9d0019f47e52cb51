"""Lambda proxy integration (REST v1): the event a function receives and how its answer becomes the response.

The event is AWS's REST API payload (``resource``, ``path``, ``httpMethod``, ``headers`` and
``multiValueHeaders``, query strings both ways, ``pathParameters``, ``stageVariables``,
``requestContext``, ``body``, ``isBase64Encoded``); members with nothing in them are null, as AWS sends
them. An answer that is not an object of ``statusCode`` (an integer), ``headers``, ``multiValueHeaders``,
``body`` (a string) and ``isBase64Encoded`` is malformed: the gateway answers 502.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass, field
from typing import Any

from labcloud import json_document
from labcloud.services.apigateway.request_facts import Facts

ANSWER_KEYS = frozenset({"statusCode", "headers", "multiValueHeaders", "body", "isBase64Encoded", "cookies"})


def event(facts: Facts) -> dict[str, Any]:
    request = facts.request
    headers: dict[str, str] = {}
    multi_headers: dict[str, list[str]] = {}
    for name, value in request.fields():  # as sent: AWS keeps the spelling; ``headers`` the last value
        headers[name] = value
        multi_headers.setdefault(name, []).append(value)
    sent = {name.lower() for name in headers}
    host = request.headers.get("host", "")
    port = host.rsplit(":", 1)[1] if ":" in host and host.rsplit(":", 1)[1].isdigit() else "80"
    forwarded = {  # what API Gateway adds to every request it passes on
        "x-amzn-trace-id": facts.trace_id,
        "x-forwarded-for": request.client_host,
        "x-forwarded-port": port,
        "x-forwarded-proto": "http",
    }
    for name, value in forwarded.items():
        if name not in sent:
            headers[name] = value
            multi_headers[name] = [value]
    query: dict[str, str] = {}
    multi_query: dict[str, list[str]] = {}
    for name, value in request.query:
        query[name] = value
        multi_query.setdefault(name, []).append(value)
    body: str | None = None
    binary = False
    if request.body:
        if facts.is_binary():
            body, binary = base64.b64encode(request.body).decode("ascii"), True
        else:
            body = request.body.decode("utf-8", errors="replace")
    return {
        "resource": facts.route.resource["path"],
        "path": facts.path,
        "httpMethod": facts.http_method,
        "headers": headers or None,
        "multiValueHeaders": multi_headers or None,
        "queryStringParameters": query or None,
        "multiValueQueryStringParameters": multi_query or None,
        "pathParameters": facts.route.path_parameters or None,
        "stageVariables": facts.variables or None,
        "requestContext": facts.request_context(),
        "body": body,
        "isBase64Encoded": binary,
    }


class Malformed(Exception):
    """The function's answer is not a valid proxy response."""


@dataclass(slots=True)
class ProxyAnswer:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""


def answer(payload: bytes) -> ProxyAnswer:
    try:
        parsed = json_document.loads(payload or b"null")
    except ValueError:
        raise Malformed("not JSON") from None
    if not isinstance(parsed, dict):
        raise Malformed("not an object")
    unknown = set(parsed) - ANSWER_KEYS
    if unknown:
        raise Malformed(f"unknown members {sorted(unknown)}")
    status = parsed.get("statusCode")
    if isinstance(status, str) and status.isdigit():
        status = int(status)
    if not isinstance(status, int) or isinstance(status, bool) or not 100 <= status <= 599:
        raise Malformed("statusCode")
    headers: list[tuple[str, str]] = []
    given = parsed.get("headers") or {}
    multi = parsed.get("multiValueHeaders") or {}
    if not isinstance(given, dict) or not isinstance(multi, dict):
        raise Malformed("headers")
    for name, values in multi.items():
        if not isinstance(values, list):
            raise Malformed("multiValueHeaders")
        headers.extend((str(name), _text(v)) for v in values)
    seen = {name.lower() for name, _ in headers}
    for name, value in given.items():
        if str(name).lower() not in seen:
            headers.append((str(name), _text(value)))
    body = parsed.get("body")
    if body is not None and not isinstance(body, str):
        raise Malformed("body")
    encoded = parsed.get("isBase64Encoded", False)
    if not isinstance(encoded, bool):
        raise Malformed("isBase64Encoded")
    raw = (body or "").encode()
    if encoded and body:
        try:
            raw = base64.b64decode(body, validate=True)
        except (binascii.Error, ValueError):
            raise Malformed("body is not base64") from None
    return ProxyAnswer(status, headers, raw)


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return ""
    if isinstance(value, (dict, list)):
        raise Malformed("header value")
    return str(value)
