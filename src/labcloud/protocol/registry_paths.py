"""Which requests are for ECR's registry (the OCI Distribution API): every request to a registry host,
``<account>.dkr.ecr.<region>.localhost[:port]`` (a name under ``.localhost`` resolves to this machine), and an
unsigned request to the endpoint's own host (an IP address, ``localhost``; never a virtual host such as a
bucket's) whose path is one of the registry's (``/v2/``,
``/v2/<name>/manifests/...``, ``/v2/<name>/blobs/...``, ``/v2/<name>/tags/list``).

API Gateway v2 and SES v2 also have REST paths under ``/v2/``; their calls are SigV4-signed (an
``AWS4-HMAC-SHA256`` Authorization header or a presigned query), which a registry client never sends, so a
signed request is never taken here. S3 cannot own ``/v2/...``: a bucket name has at least 3 characters."""

from __future__ import annotations

import ipaddress
import re

from labcloud.protocol.wire import WireRequest

_HOST = re.compile(r"^(?P<account>[0-9]{12})\.dkr\.ecr\.(?P<region>[a-z0-9-]{1,32})\.localhost(?::\d{1,5})?$")
_UPLOAD = re.compile(r"^/v2/.+/blobs/uploads/[^/]*$")
_PATH = re.compile(r"^/v2/(?:$|_catalog$|_token$|.+/(?:manifests/[^/]+|blobs/.+|tags/list)$)")


#: Names of the endpoint's own host (besides IP literals) under which unsigned ``/v2/`` paths are the registry's.
_PLAIN_HOSTS = frozenset({"localhost", "host.docker.internal"})


def _plain_host(host: str) -> bool:
    """Whether ``host`` (with its port) names the endpoint itself, not a virtual host (an S3 bucket's, an API's)."""
    name = (
        host[1:].split("]", 1)[0]
        if host.startswith("[")
        else host.rsplit(":", 1)[0]
        if host.count(":") == 1
        else host
    )
    if not name or name in _PLAIN_HOSTS:
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def _signed(request: WireRequest) -> bool:
    if request.headers.get("authorization", "").startswith("AWS4-"):
        return True
    query = request.query_string
    return "X-Amz-Signature=" in query or "X-Amz-Credential=" in query


def registry_target(request: WireRequest) -> tuple[str | None, str | None] | None:
    """(account, region) of the registry host the request names ((None, None): the endpoint's own host),
    or None when the request is not the registry's."""
    host = request.headers.get("host", "").lower()
    if ".dkr.ecr." in host:
        match = _HOST.match(host)
        if match is not None:
            return match.group("account"), match.group("region")
    path = request.path
    if (path == "/v2" or path.startswith("/v2/")) and _plain_host(host) and not _signed(request):
        if path == "/v2" or _PATH.match(path):
            return None, None
    return None


def streams_upload(request: WireRequest) -> bool:
    """Whether the registry request is a blob upload whose body goes to the registry as it arrives (a layer
    may be larger than the server's body limit: docker sends a whole layer in one PATCH)."""
    return request.method in ("POST", "PATCH", "PUT") and _UPLOAD.match(request.path) is not None
