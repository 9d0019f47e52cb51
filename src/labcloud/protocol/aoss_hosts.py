"""Which requests are addressed to an OpenSearch Serverless collection's endpoint: the Host form
``<collection id>.<region>.aoss.localhost[:port]`` (what CreateCollection's ``collectionEndpoint`` names;
``.localhost`` resolves to this machine) with any path, or the path form ``/_labcloud/aoss/<collection
id>/...`` on labcloud's own host, for clients that cannot resolve such names. The app hands them to the
``SearchCollections`` door OpenSearch Serverless offers, before any AWS routing."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

PATH_PREFIX = "/_labcloud/aoss/"
_PATH = re.compile(r"^/_labcloud/aoss/(?P<id>[a-z0-9]{3,40})(?P<rest>/.*)?$")
_HOST = re.compile(r"^(?P<id>[a-z0-9]{3,40})\.[a-z0-9-]{1,32}\.aoss\.localhost(?::\d{1,5})?$")


def collection_target(request: WireRequest) -> tuple[str, str] | None:
    """(collection id, the path the collection sees, still percent-encoded), or None."""
    path = request.raw_path or request.path
    if path.startswith(PATH_PREFIX):
        match = _PATH.match(path)
        return None if match is None else (match.group("id"), match.group("rest") or "/")
    host = request.headers.get("host", "")
    if ".aoss." in host:
        found = _HOST.match(host.lower())
        if found is not None:
            return found.group("id"), path or "/"
    return None
