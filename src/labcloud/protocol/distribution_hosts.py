"""Which requests are addressed to a CloudFront distribution by its own host: ``<id>.cloudfront.localhost``
(a name under ``.localhost`` resolves to this machine). The app hands them to CloudFront's offered
``Distributions`` door before any AWS routing; the path form ``/_labcloud/cloudfront/<id>/...`` is
CloudFront's own internal route."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

_HOST = re.compile(r"^(?P<id>[a-z0-9]{1,32})\.cloudfront\.localhost(?::\d{1,5})?$")


def distribution_target(request: WireRequest) -> tuple[str, str] | None:
    """(distribution id in upper case, the path still percent-encoded) for a distribution's request."""
    host = request.headers.get("host", "").lower()
    if ".cloudfront.localhost" not in host:
        return None
    match = _HOST.match(host)
    if match is None:
        return None
    return match.group("id").upper(), request.raw_path or request.path or "/"
