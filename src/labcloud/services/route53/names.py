"""DNS names as Route 53 keeps them: lowercase, fully qualified (a trailing dot), ``*`` answered as
``\\052``; the listing order (labels reversed); ids (``Z…`` zones, ``C…`` changes) and their ``/hostedzone/``
and ``/change/`` forms."""

from __future__ import annotations

import re
import secrets

from labcloud.services.route53.errors import invalid_domain

_LABEL = re.compile(r"^(\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)$")
_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def fqdn(name: str) -> str:
    """``WWW.Example.com`` → ``www.example.com.`` (``\\052`` read as ``*``)."""
    name = name.replace("\\052", "*").lower()
    return name if name.endswith(".") else name + "."


def valid(name: str) -> bool:
    if name == ".":
        return False
    if len(name) > 255:
        return False
    labels = name[:-1].split(".")
    return all(_LABEL.match(label) for label in labels)


def zone_name(name: str) -> str:
    """A hosted zone's name, checked (``InvalidDomainName``)."""
    out = fqdn(name.strip())
    if not valid(out) or "*" in out:
        raise invalid_domain(name)
    return out


def wire(name: str) -> str:
    """As Route 53 answers a name: a ``*`` label as ``\\052``."""
    return name.replace("*", "\\052")


def sort_name(name: str) -> str:
    """The listing key: labels reversed (``www.example.com.`` → ``com.example.www``)."""
    return ".".join(reversed(name.rstrip(".").split(".")))


def unsort(key: str) -> str:
    return ".".join(reversed(key.split("."))) + "."


def within(name: str, zone: str) -> bool:
    return name == zone or name.endswith("." + zone)


def new_id(prefix: str) -> str:
    return prefix + "".join(secrets.choice(_ID_ALPHABET) for _ in range(20))


def bare(value: str, kind: str) -> str:
    """``/hostedzone/Z1`` or ``hostedzone/Z1`` → ``Z1`` (the CLI strips it already; other SDKs may not)."""
    value = value.strip("/")
    return value[len(kind) + 1 :] if value.startswith(kind + "/") else value
