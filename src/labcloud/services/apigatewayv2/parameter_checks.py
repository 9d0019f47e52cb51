"""The checks AWS makes on an HTTP API integration's parameter mapping (``RequestParameters``,
``ResponseParameters``), at CreateIntegration: each key's form (``append|overwrite|remove:header.<name>``,
``...:querystring.<name>``, ``overwrite:path``; responses by status code 200-599 with header keys and
``overwrite:statuscode``), reserved headers, and each value's variables (``$request.*`` in requests,
``$response.*`` in responses, ``$context.*`` and ``$stageVariables.*`` in both)."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.apigatewayv2.errors import bad_request

MAX_PARAMETERS = 50
_REQUEST_KEY = re.compile(r"^(append|overwrite|remove):(header|querystring)\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)$")
_RESPONSE_KEY = re.compile(r"^(append|overwrite|remove):header\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)$")
#: ``${a.b}`` or ``$a.b`` variables inside a value.
VARIABLE = re.compile(r"\$\{([^}]*)\}|\$((?:request|response|context|stageVariables)(?:\.[A-Za-z0-9_\-]+)*)")
_RESERVED = {
    "authorization",
    "connection",
    "content-encoding",
    "content-length",
    "content-location",
    "forwarded",
    "keep-alive",
    "origin",
    "proxy-authenticate",
    "proxy-authorization",
    "te",
    "trailers",
    "transfer-encoding",
    "upgrade",
    "via",
    "x-forwarded-for",
    "x-forwarded-host",
    "x-forwarded-proto",
}
_RESERVED_PREFIXES = ("access-control-", "apigw-", "x-amz-", "x-amzn-")


def _invalid(detail: str) -> Exception:
    return bad_request(
        f"Invalid mapping expression specified: Validation Result: warnings : [], errors : [{detail}]"
    )


def reserved(header: str) -> bool:
    name = header.lower()
    return name in _RESERVED or name.startswith(_RESERVED_PREFIXES)


def variables_of(value: str, direction: str) -> None:
    """BadRequestException when ``value`` uses a variable the ``direction`` (request, response) lacks."""
    for braced, bare in VARIABLE.findall(value):
        name = braced or bare
        head, _, rest = name.partition(".")
        if head in ("context", "stageVariables") and rest and re.fullmatch(r"[A-Za-z0-9_.]+", rest):
            continue
        if head == direction == "request":
            kind, _, what = rest.partition(".")
            if (kind in ("header", "querystring") and what) or kind in ("path", "body"):
                continue
        if head == direction == "response":
            kind, _, what = rest.partition(".")
            if (kind == "header" and what) or kind == "body":
                continue
        raise _invalid(f"Invalid mapping expression specified: {value}")


def check_request(parameters: dict[str, Any]) -> dict[str, str]:
    if len(parameters) > MAX_PARAMETERS:
        raise bad_request(f"RequestParameters can have at most {MAX_PARAMETERS} entries")
    for key, value in parameters.items():
        if key != "overwrite:path":
            found = _REQUEST_KEY.match(key)
            if found is None:
                raise _invalid(f"Invalid mapping expression parameter specified: {key}")
            if found.group(2) == "header" and reserved(found.group(3)):
                raise _invalid(
                    f"Invalid mapping expression parameter specified: {key}: the header is reserved"
                )
        if not isinstance(value, str) or not value:
            raise _invalid(f"Invalid mapping expression specified for {key}: a value is required")
        variables_of(value, "request")
    return {str(k): str(v) for k, v in parameters.items()}


def check_response(parameters: dict[str, Any]) -> dict[str, dict[str, str]]:
    if len(parameters) > MAX_PARAMETERS:
        raise bad_request(f"ResponseParameters can have at most {MAX_PARAMETERS} status codes")
    for status, mapping in parameters.items():
        if not re.fullmatch(r"[2-5][0-9][0-9]", str(status)):
            raise bad_request(f"Invalid status code {status} in ResponseParameters: 200 to 599")
        for key, value in (mapping or {}).items():
            if key == "overwrite:statuscode":
                if not (re.fullmatch(r"[1-5][0-9][0-9]", value) or VARIABLE.search(value)):
                    raise _invalid(f"Invalid mapping expression specified: {value}: a status code")
            else:
                found = _RESPONSE_KEY.match(key)
                if found is None:
                    raise _invalid(f"Invalid mapping expression parameter specified: {key}")
                if reserved(found.group(2)):
                    raise _invalid(
                        f"Invalid mapping expression parameter specified: {key}: the header is reserved"
                    )
            if not isinstance(value, str) or not value:
                raise _invalid(f"Invalid mapping expression specified for {key}: a value is required")
            variables_of(value, "response")
    return {str(s): {str(k): str(v) for k, v in (m or {}).items()} for s, m in parameters.items()}


def members(kind: str, request: dict[str, Any]) -> dict[str, Any]:
    """An integration document's checked mapping members (request mapping: ``HTTP_PROXY`` only)."""
    out: dict[str, Any] = {}
    if request.get("RequestParameters"):
        if kind != "HTTP_PROXY":
            raise bad_request(
                f"RequestParameters are not supported for {kind} integrations to Lambda functions"
            )
        out["RequestParameters"] = check_request(dict(request["RequestParameters"]))
    if request.get("ResponseParameters"):
        out["ResponseParameters"] = check_response(dict(request["ResponseParameters"]))
    return out
