"""The Lambda proxy events an HTTP API sends (payload formats 2.0 and 1.0) and how it reads the answers.

A 2.0 answer without ``statusCode`` is the body of a 200 ``application/json`` answer (a JSON string is
the text itself); an answer that is not JSON, or whose members have the wrong types, is :class:`Malformed`."""

from __future__ import annotations

import base64
import json
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

from labcloud import clock
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway.client_cert import client_cert

_TEXT = ("text/", "json", "xml", "javascript", "x-www-form-urlencoded", "yaml")


class Malformed(ValueError):
    pass


@dataclass(slots=True)
class Facts:
    """One request as the gateway saw it."""

    request: WireRequest
    api_id: str
    account_id: str
    region: str
    stage: str
    stage_variables: dict[str, str]
    route_key: str
    path: str  # as the client sent it, with the stage prefix (decoded)
    path_parameters: dict[str, str]
    request_id: str
    started: float = field(default_factory=clock.now)
    #: ``requestContext.authorizer`` by payload version ("1.0", "2.0"), once an authorizer allowed the request.
    authorizer: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: ``requestContext.identity`` members of payload 1.0 an AWS_IAM signer established.
    identity: dict[str, Any] = field(default_factory=dict)
    #: What decided the route's authorization, for the view (``type``, ``name``, ``decision``, ``cached``).
    auth: dict[str, Any] | None = None

    @property
    def domain_name(self) -> str:
        """The custom domain name the request came through, else the invoke URL's host."""
        return self.request.custom_domain_name() or f"{self.api_id}.execute-api.{self.region}.amazonaws.com"


def _body(request: WireRequest) -> tuple[str | None, bool]:
    if not request.body:
        return None, False
    kind = request.headers.get("content-type", "").lower()
    if not kind or any(t in kind for t in _TEXT):
        try:
            return request.body.decode("utf-8"), False
        except UnicodeDecodeError:
            pass
    return base64.b64encode(request.body).decode("ascii"), True


def _context(facts: Facts) -> dict[str, Any]:
    started = facts.started
    return {
        "accountId": facts.account_id,
        "apiId": facts.api_id,
        "domainName": facts.domain_name,
        "domainPrefix": facts.domain_name.split(".", 1)[0],
        "requestId": facts.request_id,
        "routeKey": facts.route_key,
        "stage": facts.stage,
        "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(started)),
        "timeEpoch": int(started * 1000),
    }


def event_v2(facts: Facts) -> dict[str, Any]:
    request = facts.request
    headers: dict[str, str] = {}
    for name, value in request.fields():  # 2.0: lower-cased names, a repeated header's values comma-joined
        key = name.lower()
        if key != "cookie":
            headers[key] = f"{headers[key]},{value}" if key in headers else value
    query: dict[str, str] = {}
    for name, value in parse_qsl(request.query_string, keep_blank_values=True):
        query[name] = f"{query[name]},{value}" if name in query else value
    context = _context(facts)
    context["http"] = {
        "method": request.method.upper(),
        "path": facts.path,
        "protocol": "HTTP/1.1",
        "sourceIp": request.client_host,
        "userAgent": request.headers.get("user-agent", ""),
    }
    cert = client_cert(request.tls)
    if cert is not None:  # a custom domain name with mutual TLS
        context["authentication"] = {"clientCert": cert}
    event: dict[str, Any] = {
        "version": "2.0",
        "routeKey": facts.route_key,
        "rawPath": facts.path,
        "rawQueryString": request.query_string,
    }
    cookies = [c.strip() for c in request.headers.get("cookie", "").split(";") if c.strip()]
    if cookies:
        event["cookies"] = cookies
    event["headers"] = headers
    if query:
        event["queryStringParameters"] = query
    if "2.0" in facts.authorizer:
        context["authorizer"] = facts.authorizer["2.0"]
    event["requestContext"] = context
    body, encoded = _body(request)
    if body is not None:
        event["body"] = body
    if facts.path_parameters:
        event["pathParameters"] = facts.path_parameters
    event["isBase64Encoded"] = encoded
    if facts.stage_variables:
        event["stageVariables"] = facts.stage_variables
    return event


def event_v1(facts: Facts) -> dict[str, Any]:
    request = facts.request
    multi_query: dict[str, list[str]] = {}
    for name, value in parse_qsl(request.query_string, keep_blank_values=True):
        multi_query.setdefault(name, []).append(value)
    route_path = facts.route_key.partition(" ")[2] or facts.route_key
    context = _context(facts)
    context.update(
        {
            "extendedRequestId": facts.request_id,
            "httpMethod": request.method.upper(),
            "path": facts.path,
            "protocol": "HTTP/1.1",
            "resourceId": facts.route_key,
            "resourcePath": route_path,
            "requestTime": context["time"],
            "requestTimeEpoch": context["timeEpoch"],
            "identity": {
                "sourceIp": request.client_host,
                "userAgent": request.headers.get("user-agent", ""),
                **facts.identity,
            },
        }
    )
    cert = client_cert(request.tls)
    if cert is not None:  # a custom domain name with mutual TLS
        context["identity"]["clientCert"] = cert
    if facts.authorizer.get("1.0"):
        context["authorizer"] = facts.authorizer["1.0"]
    body, encoded = _body(request)
    headers: dict[str, str] = {}
    multi_headers: dict[str, list[str]] = {}
    for name, value in request.fields():  # as sent, like REST APIs: ``headers`` has the last value
        headers[name] = value
        multi_headers.setdefault(name, []).append(value)
    return {
        "version": "1.0",
        "resource": route_path,
        "path": facts.path,
        "httpMethod": request.method.upper(),
        "headers": headers,
        "multiValueHeaders": multi_headers,
        "queryStringParameters": {k: v[-1] for k, v in multi_query.items()} or None,
        "multiValueQueryStringParameters": multi_query or None,
        "requestContext": context,
        "pathParameters": facts.path_parameters or None,
        "stageVariables": facts.stage_variables or None,
        "body": body,
        "isBase64Encoded": encoded,
    }


@dataclass(slots=True)
class Answer:
    status: int
    headers: list[tuple[str, str]]
    body: bytes


def _structured(doc: dict[str, Any], multi: bool) -> Answer:
    status = doc.get("statusCode")
    if not isinstance(status, int) or isinstance(status, bool) or not 100 <= status <= 599:
        raise Malformed(f"statusCode {status!r}")
    headers: list[tuple[str, str]] = []
    given = doc.get("headers") or {}
    if not isinstance(given, dict):
        raise Malformed("headers")
    headers += [(str(k), str(v)) for k, v in given.items()]
    if multi:
        many = doc.get("multiValueHeaders") or {}
        if not isinstance(many, dict):
            raise Malformed("multiValueHeaders")
        headers += [(str(k), str(v)) for k, values in many.items() for v in (values or [])]
    cookies = doc.get("cookies") or []
    if not isinstance(cookies, list):
        raise Malformed("cookies")
    headers += [("Set-Cookie", str(c)) for c in cookies]
    body = doc.get("body")
    if body is None:
        raw = b""
    elif not isinstance(body, str):
        raise Malformed("body is not a string")
    elif doc.get("isBase64Encoded"):
        try:
            raw = base64.b64decode(body, validate=True)
        except ValueError as exc:
            raise Malformed("body is not base64") from exc
    else:
        raw = body.encode("utf-8")
    return Answer(status, headers, raw)


def answer(payload: bytes, version: str) -> Answer:
    try:
        doc = json.loads(payload or b"null")
    except ValueError as exc:
        raise Malformed("not JSON") from exc
    if version == "1.0":
        if not isinstance(doc, dict):
            raise Malformed("not an object")
        return _structured(doc, multi=True)
    if isinstance(doc, dict) and "statusCode" in doc:
        return _structured(doc, multi=False)
    text = doc if isinstance(doc, str) else json.dumps(doc)
    return Answer(200, [("Content-Type", "application/json")], text.encode("utf-8"))
