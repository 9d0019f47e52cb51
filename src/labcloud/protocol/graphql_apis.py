"""Which requests are addressed to an AppSync GraphQL API's endpoint: the path form
``/_labcloud/appsync/<api id>/graphql`` on labcloud's port (what GetGraphqlApi's ``uris`` name) or the Host
form ``<api id>.appsync-api.<region>.localhost`` with the path ``/graphql`` (``.localhost`` resolves to this
machine). The app hands them to AppSync's offered ``GraphqlApis`` door before any AWS routing.

An AppSync Events API's endpoints likewise (:func:`event_target`, handed to the ``EventApis`` door): the HTTP
publish endpoint ``/_labcloud/appsync/<api id>/event`` or ``<api id>.appsync-api.<region>.localhost`` with the
path ``/event``, and the real-time WebSocket ``/_labcloud/appsync/<api id>/event/realtime`` or
``<api id>.appsync-realtime-api.<region>.localhost`` with the path ``/event/realtime``."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

PATH_PREFIX = "/_labcloud/appsync/"
_PATH = re.compile(r"^/_labcloud/appsync/(?P<api>[a-z0-9]{1,64})/graphql/?$")
_EVENT_PATH = re.compile(r"^/_labcloud/appsync/(?P<api>[a-z0-9]{1,64})/event(?P<realtime>/realtime)?/?$")
_EVENT_HOST = re.compile(
    r"^(?P<api>[a-z0-9]{1,64})\.appsync-(?P<kind>api|realtime-api)\.[a-z0-9-]+\.localhost(?::\d{1,5})?$"
)
_HOST = re.compile(r"^(?P<api>[a-z0-9]{1,64})\.appsync-api\.[a-z0-9-]+\.localhost(?::\d{1,5})?$")


def graphql_target(request: WireRequest) -> str | None:
    """The API id a GraphQL request is for, or None when the request is not one."""
    path = request.path
    if path.startswith(PATH_PREFIX):
        match = _PATH.match(path)
        return None if match is None else match.group("api")
    host = request.headers.get("host", "")
    if ".appsync-api." in host:
        match = _HOST.match(host.lower())
        if match is not None and path.rstrip("/") == "/graphql":
            return match.group("api")
    return None


def event_target(request: WireRequest) -> tuple[str, str] | None:
    """(API id, ``"http"`` or ``"realtime"``) for a request to an Events API's endpoint, else None."""
    path = request.path
    if path.startswith(PATH_PREFIX):
        match = _EVENT_PATH.match(path)
        if match is None:
            return None
        return match.group("api"), "realtime" if match.group("realtime") else "http"
    host = request.headers.get("host", "")
    if ".appsync-" in host:
        found = _EVENT_HOST.match(host.lower())
        if found is None:
            return None
        wanted = "/event" if found.group("kind") == "api" else "/event/realtime"
        if path.rstrip("/") == wanted:
            return found.group("api"), "http" if wanted == "/event" else "realtime"
    return None
