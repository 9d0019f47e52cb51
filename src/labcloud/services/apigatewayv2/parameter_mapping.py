"""Parameter mapping in the data plane: an integration's ``RequestParameters`` change the request an
``HTTP_PROXY`` integration sends (headers, query string, ``overwrite:path``), its ``ResponseParameters``
the answer for the status code the integration gave (headers, ``overwrite:statuscode``). Values are
static text with ``$request.*`` / ``$response.*`` / ``$context.*`` / ``$stageVariables.*`` variables
(``${...}`` when several); a variable the request lacks renders empty, and an entry that renders empty
is not applied."""

from __future__ import annotations

import json
from collections.abc import Callable

from jsonpath_ng import parse as jsonpath
from jsonpath_ng.exceptions import JsonPathParserError

from labcloud.protocol.wire import WireResponse
from labcloud.services.apigatewayv2.identity_sources import context_value
from labcloud.services.apigatewayv2.parameter_checks import VARIABLE
from labcloud.services.apigatewayv2.payload import Facts

MAX_BODY_FOR_PATHS = 100 * 1024
Lookup = Callable[[str], str | None]


def render(value: str, lookup: Lookup) -> str:
    return VARIABLE.sub(lambda m: lookup(m.group(1) or m.group(2)) or "", value)


def _json_path(body: bytes, path: str) -> str | None:
    try:
        doc = json.loads(body[:MAX_BODY_FOR_PATHS] or b"null")
        found = [m.value for m in jsonpath("$." + path).find(doc)]
    except (ValueError, JsonPathParserError, Exception):  # noqa: BLE001 - a bad path or body maps nothing
        return None
    if not found:
        return None
    value = found[0]
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _shared(facts: Facts, name: str) -> str | None:
    head, _, rest = name.partition(".")
    if head == "context":
        return context_value(facts, rest)
    if head == "stageVariables":
        return facts.stage_variables.get(rest)
    return None


def route_path(facts: Facts) -> str:
    """The request's path without the stage prefix (``$request.path``)."""
    prefix = f"/{facts.stage}"
    if facts.stage != "$default" and (facts.path == prefix or facts.path.startswith(prefix + "/")):
        return facts.path[len(prefix) :] or "/"
    return facts.path


def request_lookup(facts: Facts) -> Lookup:
    request = facts.request

    def lookup(name: str) -> str | None:
        head, _, rest = name.partition(".")
        if head != "request":
            return _shared(facts, name)
        kind, _, what = rest.partition(".")
        if kind == "header":
            return request.headers.get(what.lower())
        if kind == "querystring":
            values = [v for k, v in request.query if k == what]
            return ",".join(values) if values else None
        if kind == "path":
            return facts.path_parameters.get(what) if what else route_path(facts)
        if kind == "body":
            return _json_path(request.body, what) if what else request.body.decode("utf-8", "replace")
        return None

    return lookup


def map_request(
    parameters: dict[str, str], facts: Facts, path: str, headers: dict[str, str], query: list[tuple[str, str]]
) -> tuple[str, dict[str, str], list[tuple[str, str]]]:
    """(path, headers, query) for the backend after the integration's RequestParameters."""
    lookup = request_lookup(facts)
    headers = dict(headers)
    for key, template in parameters.items():
        value = render(template, lookup)
        action, _, target = key.partition(":")
        if target == "path":
            if value:
                path = value if value.startswith("/") else "/" + value
            continue
        kind, _, name = target.partition(".")
        if action == "remove":
            if kind == "header":
                headers.pop(name.lower(), None)
            else:
                query = [(k, v) for k, v in query if k != name]
            continue
        if not value:
            continue
        if kind == "header":
            current = headers.get(name.lower())
            headers[name.lower()] = f"{current},{value}" if action == "append" and current else value
        else:
            if action == "overwrite":
                query = [(k, v) for k, v in query if k != name]
            query.append((name, value))
    return path, headers, query


def map_response(parameters: dict[str, dict[str, str]], facts: Facts, response: WireResponse) -> WireResponse:
    """The answer after the ResponseParameters for its status code (unchanged when there are none)."""
    mapping = parameters.get(str(response.status))
    if not mapping:
        return response
    headers = [(k, v) for k, v in response.headers]
    content_type = response.content_type

    def lookup(name: str) -> str | None:
        head, _, rest = name.partition(".")
        if head != "response":
            return _shared(facts, name)
        kind, _, what = rest.partition(".")
        if kind == "header":
            if what.lower() == "content-type":
                return content_type
            values = [v for k, v in headers if k.lower() == what.lower()]
            return ",".join(values) if values else None
        if kind == "body":
            body = bytes(response.body) if isinstance(response.body, (bytes, bytearray)) else b""
            return _json_path(body, what) if what else body.decode("utf-8", "replace")
        return None

    status = response.status
    for key, template in mapping.items():
        value = render(template, lookup)
        if key == "overwrite:statuscode":
            if value.isdigit() and 100 <= int(value) <= 599:
                status = int(value)
            continue
        action, _, target = key.partition(":")
        name = target.partition(".")[2]
        if name.lower() == "content-type":
            if action == "remove":
                content_type = ""
            elif value:
                content_type = value
            continue
        if action in ("remove", "overwrite"):
            headers = [(k, v) for k, v in headers if k.lower() != name.lower()]
        if action != "remove" and value:
            headers.append((name, value))
    return WireResponse(status, response.body, headers, content_type or "application/json")
