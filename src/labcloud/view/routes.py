"""HTTP routes of the view: the page at ``/_labcloud/view/`` and its static files.

Everything is served from the package (no CDN, no build step). The page itself reads the event
history (``/_labcloud/events``), the live stream (``/_labcloud/events/stream``) and the
services' JSON snapshots; this module hands out files, and the resource map's page
(``/_labcloud/view/map``) with its JSON (``/_labcloud/map``, :mod:`labcloud.view.map_route`) and a request's trace
(``/_labcloud/view/trace``, :mod:`labcloud.view.trace_route`).
"""

from __future__ import annotations

import mimetypes
from typing import TYPE_CHECKING

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.view.acmpca_route import acmpca_routes
from labcloud.view.aoss_route import aoss_routes
from labcloud.view.apigateway_route import apigateway_routes
from labcloud.view.autoscaling_route import autoscaling_routes
from labcloud.view.batch_route import batch_routes
from labcloud.view.ecr_route import ecr_routes
from labcloud.view.ecs_route import ecs_routes
from labcloud.view.glue_route import glue_routes
from labcloud.view.rds_route import rds_routes
from labcloud.view.secrets_route import secrets_routes
from labcloud.view.tagging_route import tagging_routes
from labcloud.view.trace_route import trace_routes
from labcloud.view.waf_route import waf_routes

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Imported once the server answers (the app's warm-up), not before: ~1.3 ms of the start (issue 40).
DEFERRED_MODULES = ("importlib.resources",)

_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
}


def _static_file(name: str) -> bytes | None:
    """Read a file under ``static/`` (no way out of that folder)."""
    parts = [part for part in name.split("/") if part]
    if not parts or any(part in (".", "..") or part.startswith(".") for part in parts):
        return None
    from importlib import resources  # imported by the warm-up once the server answers (DEFERRED_MODULES)

    node = resources.files("labcloud.view").joinpath("static")
    for part in parts:
        node = node.joinpath(part)
    if not node.is_file():
        return None
    return node.read_bytes()


def _content_type(name: str) -> str:
    for suffix, kind in _TYPES.items():
        if name.endswith(suffix):
            return kind
    guessed, _ = mimetypes.guess_type(name)
    return guessed or "application/octet-stream"


def _page(name: str) -> InternalResponse:
    body = _static_file(name)
    if body is None:
        return error_response(500, "InternalFailure", f"the view's {name} is missing from the package")
    return InternalResponse(200, body, _TYPES[".html"], [("cache-control", "no-cache")])


def routes(hub: Hub) -> list[InternalRoute]:
    def page(_request: InternalRequest) -> InternalResponse:
        return _page("index.html")

    def map_page(_request: InternalRequest) -> InternalResponse:
        return _page("map.html")

    def trace_page(_request: InternalRequest) -> InternalResponse:
        return _page("trace.html")

    def to_page(_request: InternalRequest) -> InternalResponse:
        return InternalResponse(308, b"", "text/plain", [("location", "/_labcloud/view/")])

    def static(request: InternalRequest) -> InternalResponse:
        name = request.params.get("name", "")
        body = _static_file(name)
        if body is None:
            return error_response(404, "NotFound", f"no view file {name!r}")
        return InternalResponse(200, body, _content_type(name), [("cache-control", "no-cache")])

    async def graph(_request: InternalRequest) -> InternalResponse:
        # the map's records and every service's map part: on the view's first look, no part of the start
        from labcloud.view.map_route import build_map

        return json_response(await build_map(hub))

    return [
        InternalRoute("GET", "/view/", page),
        InternalRoute("GET", "/view", to_page),
        InternalRoute("GET", "/view/index.html", page),
        InternalRoute("GET", "/view/map", map_page),
        InternalRoute("GET", "/view/trace", trace_page),
        InternalRoute("GET", "/view/static/{name:path}", static),
        InternalRoute("GET", "/map", graph),
        *secrets_routes(hub),
        *trace_routes(hub),
        *apigateway_routes(hub),
        *waf_routes(hub),
        *ecr_routes(hub),
        *glue_routes(hub),
        *aoss_routes(hub),
        *tagging_routes(hub),
        *rds_routes(hub),
        *ecs_routes(hub),
        *autoscaling_routes(hub),
        *batch_routes(hub),
        *acmpca_routes(hub),
    ]
