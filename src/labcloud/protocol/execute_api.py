"""Which requests are addressed to an API Gateway invoke URL: the Host form
``<api-id>.execute-api[.<region>].localhost[:port]`` (path ``/<stage>/<path>``; a private REST API's
``<api-id>-<vpce-id>.execute-api...`` too, the VPC endpoint's own name, which API Gateway reads) or the path form
``/_labcloud/execute-api/<api-id>/<stage>/<path>`` on labcloud's port. The app hands such requests,
before any AWS routing (they are plain HTTP), to API Gateway v2's ``WebSocketApis`` or ``HttpApis``
interface when the id is a WebSocket or HTTP API's, else to API Gateway's ``ExecuteApi`` (REST APIs); ids
are unique across the kinds. ``<stage>/@connections/<id>`` under a WebSocket API's URL is its
management API (``apigatewaymanagementapi``)."""

from __future__ import annotations

import re
from urllib.parse import unquote

from labcloud.protocol.wire import WireRequest

PATH_PREFIX = "/_labcloud/execute-api/"
_HOST = re.compile(
    r"^(?P<id>[a-z0-9]{1,64})(?:-vpce-[0-9a-f]{1,32})?\.execute-api(?:\.[a-z0-9-]+)?\.localhost(?::\d+)?$"
)


def api_target(request: WireRequest) -> tuple[str, str] | None:
    """(API id, the path after it, starting with ``/<stage>``) when ``request`` is for an invoke URL."""
    host = request.headers.get("host", "")
    if ".execute-api." in host:
        match = _HOST.match(host.lower())
        if match is not None:
            return match.group("id"), request.raw_path or request.path or "/"
    path = request.path
    if path.startswith(PATH_PREFIX):
        raw = request.raw_path or path
        rest = raw[len(PATH_PREFIX) :] if raw.startswith(PATH_PREFIX) else path[len(PATH_PREFIX) :]
        api_id, slash, tail = rest.partition("/")
        if api_id:
            return api_id, slash + tail
    return None


def connections_call(path: str) -> tuple[str | None, str] | None:
    """(stage, connection id) when an invoke-URL path addresses the management API:
    ``/<stage>/@connections/<id>``, or ``/@connections/<id>`` at the root (stage None)."""
    head, marker, tail = path.partition("/@connections/")
    if not marker or not tail or "/" in tail.split("?", 1)[0]:
        return None
    stage = unquote(head.strip("/"))
    if "/" in stage:
        return None
    return (stage or None), unquote(tail.split("?", 1)[0])
