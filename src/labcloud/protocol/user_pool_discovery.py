"""Which requests ask for a Cognito user pool's discovery documents on labcloud's port:
``GET /<pool id>/.well-known/jwks.json`` and ``GET /<pool id>/.well-known/openid-configuration`` (AWS
serves them at ``https://cognito-idp.<region>.amazonaws.com/<pool id>/...``). The app hands them to the
:class:`~labcloud.front_doors.UserPoolDiscovery` Cognito offers. A pool id (``<region>_<9 letters and
digits>``) has an underscore, which no S3 bucket name may have, so path-style S3 requests never match."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

_PATH = re.compile(
    r"^/(?P<pool>[a-z]{2}(?:-[a-z]+)+-\d_[0-9A-Za-z]+)/\.well-known/(?P<doc>jwks\.json|openid-configuration)$"
)


def discovery_target(request: WireRequest) -> tuple[str, str] | None:
    """(pool id, ``jwks.json`` or ``openid-configuration``) when ``request`` asks for one of them."""
    if request.method not in ("GET", "HEAD") or "authorization" in request.headers:
        return None
    match = _PATH.match(request.path)
    return None if match is None else (match.group("pool"), match.group("doc"))
