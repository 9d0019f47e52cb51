"""Rule conditions evaluated against one HTTP request, as an application load balancer does: values of
one condition are alternatives, the conditions of a rule must all match; ``*`` and ``?`` are wildcards;
path patterns and methods are case-sensitive, host names, header values and query strings are not."""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import unquote_plus


@dataclass(frozen=True, slots=True)
class Seen:
    """What the conditions look at in a request."""

    method: str
    path: str
    host: str
    headers: dict[str, list[str]]
    query: list[tuple[str, str]]
    source_ip: str


@lru_cache(maxsize=1024)
def _wildcard(pattern: str, fold: bool) -> re.Pattern[str]:
    regex = "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern)
    return re.compile(f"^{regex}$", re.IGNORECASE | re.DOTALL if fold else re.DOTALL)


def _like(pattern: str, value: str, fold: bool = True) -> bool:
    return _wildcard(pattern, fold).match(value) is not None


def matches(conditions: list[dict[str, Any]], seen: Seen) -> bool:
    return all(_one(condition, seen) for condition in conditions)


def _one(condition: dict[str, Any], seen: Seen) -> bool:
    field = condition["Field"]
    if field == "path-pattern":
        return any(_like(p, seen.path, fold=False) for p in condition["PathPatternConfig"]["Values"])
    if field == "host-header":
        return any(_like(p, seen.host) for p in condition["HostHeaderConfig"]["Values"])
    if field == "http-request-method":
        return seen.method in condition["HttpRequestMethodConfig"]["Values"]
    if field == "http-header":
        config = condition["HttpHeaderConfig"]
        values = seen.headers.get(str(config["HttpHeaderName"]).lower(), [])
        return any(_like(p, v) for p in config["Values"] for v in values)
    if field == "query-string":
        pairs = [(unquote_plus(k), unquote_plus(v)) for k, v in seen.query]
        for wanted in condition["QueryStringConfig"]["Values"]:
            key = wanted.get("Key")
            for name, value in pairs:
                if (key is None or _like(unquote_plus(key), name)) and _like(
                    unquote_plus(wanted["Value"]), value
                ):
                    return True
        return False
    if field == "source-ip":
        try:
            address = ipaddress.ip_address(seen.source_ip)
        except ValueError:
            return False
        return any(
            address in ipaddress.ip_network(cidr, strict=False)
            for cidr in condition["SourceIpConfig"]["Values"]
        )
    return False
