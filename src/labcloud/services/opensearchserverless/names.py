"""Ids, ARNs and endpoints of OpenSearch Serverless resources.

A collection's endpoint is ``https://<id>.<region>.aoss.localhost:<port>`` (a name under ``.localhost``
resolves to this machine; Lambda sandboxes resolve it too), its dashboards ``.../_dashboards``; the same
collection answers at ``/_labcloud/aoss/<id>/...`` on labcloud's own host for clients that cannot resolve it
(``protocol/aoss_hosts.py``)."""

from __future__ import annotations

import base64
import secrets
import string

from labcloud.config import Settings

_ALPHABET = string.ascii_lowercase + string.digits


def new_id(length: int = 20) -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def collection_arn(region: str, account_id: str, collection_id: str) -> str:
    return f"arn:aws:aoss:{region}:{account_id}:collection/{collection_id}"


def group_arn(region: str, account_id: str, group_id: str) -> str:
    return f"arn:aws:aoss:{region}:{account_id}:collectiongroup/{group_id}"


def collection_endpoint(settings: Settings, region: str, collection_id: str) -> str:
    """``https://`` as AWS's are (TLS is served on labcloud's one port; Firehose's schema insists on it)."""
    host = settings.endpoint.split("://", 1)[1]
    port = host.rsplit(":", 1)[1] if ":" in host and not host.endswith("]") else ""
    return f"https://{collection_id}.{region}.aoss.localhost" + (f":{port}" if port else "")


def millis(seconds: float) -> int:
    return int(seconds * 1000)


def version_token(seconds: float, serial: int) -> str:
    """A policy's ``policyVersion``: opaque, new at every update."""
    return base64.b64encode(f"{millis(seconds)}_{serial}".encode()).decode()
