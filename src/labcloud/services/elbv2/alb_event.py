"""The event an application load balancer sends a Lambda target, and the function's answer read back,
in the shapes AWS documents ("Lambda functions as targets"): headers and query parameters single-valued
(the last value wins) or, with ``lambda.multi_value_headers.enabled``, as lists; query values passed as
sent (still percent-encoded); a body that is not text base64-encoded."""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from typing import Any

MAX_RESPONSE_BYTES = 1024 * 1024
MAX_REQUEST_BYTES = 1024 * 1024
_TEXT = ("application/json", "application/javascript", "application/xml", "application/x-www-form-urlencoded")


class Malformed(Exception):
    """The function answered something an ALB answers 502 for."""


@dataclass(slots=True)
class Answer:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""


def raw_query(query_string: str) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for part in query_string.split("&") if query_string else []:
        if part:
            key, _eq, value = part.partition("=")
            pairs.append((key, value))
    return pairs


def event(
    target_group: str,
    method: str,
    path: str,
    query_string: str,
    fields: list[tuple[str, str]],
    body: bytes,
    multi_value: bool,
) -> dict[str, Any]:
    content_type = ""
    encoded = False
    for name, value in fields:
        if name.lower() == "content-type":
            content_type = value.split(";", 1)[0].strip().lower()
        if name.lower() == "content-encoding":
            encoded = True
    binary = bool(body) and (encoded or not (content_type.startswith("text/") or content_type in _TEXT))
    if not binary:
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            binary = True
    out: dict[str, Any] = {
        "requestContext": {"elb": {"targetGroupArn": target_group}},
        "httpMethod": method,
        "path": path,
    }
    pairs = raw_query(query_string)
    if multi_value:
        query: dict[str, list[str]] = {}
        for key, value in pairs:
            query.setdefault(key, []).append(value)
        headers: dict[str, list[str]] = {}
        for name, value in fields:
            headers.setdefault(name.lower(), []).append(value)
        out["multiValueQueryStringParameters"] = query
        out["multiValueHeaders"] = headers
    else:
        out["queryStringParameters"] = dict(pairs)
        out["headers"] = {name.lower(): value for name, value in fields}
    out["body"] = base64.b64encode(body).decode() if binary else text
    out["isBase64Encoded"] = binary
    return out


def answer(payload: bytes, multi_value: bool) -> Answer:
    if len(payload) > MAX_RESPONSE_BYTES:
        raise Malformed("the response is larger than 1 MB")
    try:
        document = json.loads(payload)
    except ValueError as exc:
        raise Malformed("the response is not JSON") from exc
    if not isinstance(document, dict):
        raise Malformed("the response is not a JSON object")
    status = document.get("statusCode")
    if isinstance(status, str) and status.isdigit():
        status = int(status)
    if not isinstance(status, int) or isinstance(status, bool) or not 100 <= status <= 599:
        raise Malformed("statusCode is missing or not an HTTP status")
    headers: list[tuple[str, str]] = []
    if multi_value:
        for name, values in (document.get("multiValueHeaders") or {}).items():
            if not isinstance(values, list):
                raise Malformed(f"multiValueHeaders.{name} is not a list")
            headers += [(str(name), _text(v)) for v in values]
    else:
        for name, value in (document.get("headers") or {}).items():
            headers.append((str(name), _text(value)))
    body = document.get("body")
    if body is None:
        data = b""
    elif not isinstance(body, str):
        raise Malformed("body is not a string")
    elif document.get("isBase64Encoded"):
        try:
            data = base64.b64decode(body, validate=True)
        except (binascii.Error, ValueError) as exc:
            raise Malformed("body is not valid base64") from exc
    else:
        data = body.encode()
    return Answer(status, headers, data)


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value if isinstance(value, str) else json.dumps(value)
