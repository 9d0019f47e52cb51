"""MSK's ARNs, cluster versions and broker host names as AWS formats them: a cluster is
``arn:aws:kafka:<region>:<account>:cluster/<name>/<uuid>-<n>``, a configuration
``...:configuration/<name>/<uuid>-<n>``; brokers are ``b-<i>.<name>.<id>.c<n>.kafka.<region>.amazonaws.com``
and a serverless cluster's one bootstrap name ``boot-<id>.c<n>.kafka-serverless.<region>.amazonaws.com``."""

from __future__ import annotations

import re
import secrets
import string
import uuid
from datetime import datetime, timezone

from labcloud.context import RequestContext

CLUSTER_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z-]{0,63}$")
CONFIGURATION_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z-]{0,63}$")
_ARN = re.compile(r"^arn:aws:kafka:([a-z0-9-]+):(\d{12}):(cluster|configuration)/([^/]+)/([^/]+)$")
#: The ports of a provisioned cluster's listeners and of a serverless cluster's IAM listener.
PORTS = {"plaintext": 9092, "tls": 9094, "scram": 9096, "iam": 9098}


def arn(ctx: RequestContext, kind: str, name: str) -> str:
    suffix = f"{uuid.uuid4()}-{secrets.randbelow(20) + 1}"
    return f"arn:aws:kafka:{ctx.region}:{ctx.account_id}:{kind}/{name}/{suffix}"


def parsed(given: str) -> tuple[str, str, str, str] | None:
    """(region, account, kind, name) of an MSK cluster or configuration ARN, or None."""
    found = _ARN.match(given)
    return None if found is None else (found.group(1), found.group(2), found.group(3), found.group(4))


def version() -> str:
    """A cluster's ``CurrentVersion``: an opaque token AWS changes on each update."""
    return "".join(secrets.choice(string.ascii_uppercase + string.digits) for _ in range(14))


def host_id() -> str:
    """The random label and cell of a cluster's host names (``abc123.c2``)."""
    label = "".join(secrets.choice(string.ascii_lowercase + string.digits) for _ in range(6))
    return f"{label}.c{secrets.randbelow(25) + 1}"


def dns_label(name: str) -> str:
    return re.sub(r"[^a-z0-9-]", "-", name.lower())[:63]


def brokers(name: str, hosts: str, region: str, count: int, port: int) -> str:
    label = dns_label(name)
    return ",".join(f"b-{i}.{label}.{hosts}.kafka.{region}.amazonaws.com:{port}" for i in range(1, count + 1))


def zookeepers(name: str, hosts: str, region: str, port: int) -> str:
    label = dns_label(name)
    return ",".join(f"z-{i}.{label}.{hosts}.kafka.{region}.amazonaws.com:{port}" for i in range(1, 4))


def serverless_bootstrap(hosts: str, region: str) -> str:
    return f"boot-{hosts.split('.')[0]}.{hosts.split('.')[1]}.kafka-serverless.{region}.amazonaws.com:9098"


def iso(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)
