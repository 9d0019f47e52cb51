"""HTTP_PROXY integrations: the request passed through to a loopback address (or through a VPC link:
``vpc_link_route.py``) and the answer back as it is.

``{name}`` placeholders in the URI take the route's path parameters (``{proxy}`` the greedy rest), as
the usual ``integration.request.path.<name>`` = ``method.request.path.<name>`` mappings give them."""

from __future__ import annotations

import asyncio
import http.client
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import quote, urlsplit

from labcloud.loopback import is_loopback, on_this_server
from labcloud.services.apigateway.request_facts import Facts

HOP_HEADERS = frozenset(
    {"connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"}
)
MAX_ANSWER_BYTES = 10 * 1024 * 1024


class Unreachable(Exception):
    """The backend could not be reached or did not answer in HTTP."""


@dataclass(slots=True)
class HttpAnswer:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""


#: How an integration's request leaves: (method, URL, headers, body, timeout in seconds) → the answer.
#: ``direct`` for the internet (loopback here), ``vpc_link_route.sender`` through a VPC link.
Sender = Callable[[str, str, dict[str, str], bytes, float], Awaitable[HttpAnswer]]


def direct(port: int) -> Sender:
    """The internet connection: ``send`` in a worker thread (``port`` is this server's)."""

    async def go(method: str, url: str, headers: dict[str, str], body: bytes, timeout: float) -> HttpAnswer:
        return await asyncio.to_thread(send, method, url, headers, body, timeout, port)

    return go


def target_url(facts: Facts, uri: str) -> str:
    url = uri
    for name, value in facts.route.path_parameters.items():
        url = url.replace("{" + name + "}", quote(value, safe="/"))
        url = url.replace("{" + name + "+}", quote(value, safe="/"))
    if facts.request.query_string:
        url += ("&" if "?" in url else "?") + facts.request.query_string
    return url


def send(
    method: str, url: str, headers: dict[str, str], body: bytes, timeout: float, port: int
) -> HttpAnswer:
    """One request to ``url`` (a loopback address, or AWS's invoke URL of an API of this server on
    ``port``)."""
    parts = urlsplit(on_this_server(url, port))
    host = parts.hostname or ""
    if not is_loopback(host):
        raise Unreachable("not a loopback address")
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    # a name under .localhost is loopback (RFC 6761) even where the resolver does not know it
    if host.lower().endswith(".localhost"):
        headers = {**headers, "Host": parts.netloc}
        host = "127.0.0.1"
    connection = kind(host, parts.port, timeout=timeout)
    try:
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        connection.request(method, path, body=body or None, headers=headers)
        response = connection.getresponse()
        data = response.read(MAX_ANSWER_BYTES + 1)
        if len(data) > MAX_ANSWER_BYTES:
            raise Unreachable("answer too large")
        return HttpAnswer(
            response.status, [(k, v) for k, v in response.getheaders() if k.lower() not in HOP_HEADERS], data
        )
    except (OSError, http.client.HTTPException) as exc:
        raise Unreachable(str(exc)) from None
    finally:
        connection.close()


async def forward(facts: Facts, integration: dict[str, str], timeout: float, sender: Sender) -> HttpAnswer:
    headers = {k: v for k, v in facts.request.headers.items() if k not in HOP_HEADERS}
    headers["x-forwarded-for"] = facts.request.client_host
    method = integration.get("httpMethod") or facts.http_method
    if method == "ANY":
        method = facts.http_method
    url = target_url(facts, integration["uri"])
    return await sender(method, url, headers, facts.request.body, timeout)
