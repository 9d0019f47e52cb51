"""Which requests are addressed to a Lambda function URL: the Host form
``<url-id>.lambda-url.<region>.localhost[:port]`` or the path form ``/_labcloud/lambda-url/<url-id>/...``
on labcloud's port. The app hands such requests to Lambda's offered ``FunctionUrls`` interface
before any AWS routing (they are plain HTTP, not AWS API calls)."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

PATH_PREFIX = "/_labcloud/lambda-url/"
_HOST = re.compile(r"^(?P<id>[a-z0-9]{1,64})\.lambda-url\.(?P<region>[a-z0-9-]+)\.localhost(?::\d+)?$")


def is_url_host(host: str) -> bool:
    """Whether ``host`` is a function URL's own host name (``<id>.lambda-url.<region>.localhost``)."""
    return _HOST.match(host.lower()) is not None


def url_target(request: WireRequest) -> tuple[str, str] | None:
    """(url id, the path the function sees) when ``request`` is addressed to a function URL."""
    host = request.headers.get("host", "").lower()
    if ".lambda-url." in host:
        match = _HOST.match(host)
        if match is not None:
            return match.group("id"), request.raw_path or request.path or "/"
    path = request.path
    if path.startswith(PATH_PREFIX):
        rest = path[len(PATH_PREFIX) :]
        url_id, slash, tail = rest.partition("/")
        if url_id:
            raw = request.raw_path or path
            raw_tail = raw[len(PATH_PREFIX) + len(url_id) :] if raw.startswith(PATH_PREFIX) else slash + tail
            return url_id, raw_tail or "/"
    return None
