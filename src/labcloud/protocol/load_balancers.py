"""Which requests are addressed to a load balancer's listener: the Host form
``<load balancer DNS name>[:port]`` (names end in ``.elb.localhost``, which resolves to this machine) or the
path form ``/_labcloud/elb/<DNS name>[:<listener port>]/...`` on labcloud's port. The app hands such
requests to ELBv2's offered ``LoadBalancers`` door before any AWS routing (they are plain HTTP)."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

PATH_PREFIX = "/_labcloud/elb/"
_HOST = re.compile(r"^(?P<dns>[a-z0-9.-]+\.[a-z0-9-]+\.elb\.localhost)(?::\d{1,5})?$")


def lb_target(request: WireRequest) -> tuple[str, int | None, str] | None:
    """(DNS name, listener port or None, the path still percent-encoded) for a load balancer's request.

    In the Host form the port in Host is labcloud's own, which names no listener: None."""
    host = request.headers.get("host", "").lower()
    if ".elb.localhost" in host:
        match = _HOST.match(host)
        if match is not None:
            return match.group("dns"), None, request.raw_path or request.path or "/"
    path = request.path
    if path.startswith(PATH_PREFIX):
        name, slash, tail = path[len(PATH_PREFIX) :].partition("/")
        dns, _colon, port_text = name.partition(":")
        if dns and (not port_text or port_text.isdigit()):
            raw = request.raw_path or path
            base = PATH_PREFIX + name
            rest = raw[len(base) :] if raw.startswith(base) else slash + tail
            return dns.lower(), (int(port_text) if port_text else None), rest or "/"
    return None
