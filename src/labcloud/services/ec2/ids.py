"""EC2's resource ids: a kind prefix and 17 hexadecimal digits (``vpc-0a1b2c3d4e5f67890``)."""

from __future__ import annotations

import re
import secrets

#: The prefix of each kind of record this service keeps.
PREFIXES = {
    "vpc": "vpc",
    "subnet": "subnet",
    "security-group": "sg",
    "route-table": "rtb",
    "internet-gateway": "igw",
    "natgateway": "nat",
    "elastic-ip": "eipalloc",
    "vpc-endpoint": "vpce",
    "network-interface": "eni",
    "network-acl": "acl",
    "instance": "i",
    "key-pair": "key",
    "launch-template": "lt",
}
KINDS = {prefix: kind for kind, prefix in PREFIXES.items()}

_ID = re.compile(r"^([a-z]+)-[0-9a-f]{8,17}$")


def new_id(prefix: str) -> str:
    return f"{prefix}-{secrets.token_hex(9)[:17]}"


def prefix_of(value: str) -> str | None:
    """The prefix of a well-formed id, else None."""
    match = _ID.match(value)
    return match.group(1) if match else None
