"""How AWS's managed rules look at a request here (managed.py names which rule uses which): the parts of a
request they inspect, decoded as labcloud assumes an attacker's text arrives (the URI percent-decoded; query
arguments, the query string, cookies, headers and the body's first 8 KB URL-decoded), and the detectors
built on detect.py's patterns, sizes, the Host header and the IP lists labcloud is given."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import parse_qsl, unquote, unquote_plus

from labcloud.services.wafv2 import detect
from labcloud.services.wafv2.interfaces import WafRequest
from labcloud.services.wafv2.state import BODY_LIMIT, Network


@dataclass(frozen=True, slots=True)
class ManagedInputs:
    """What some rules need beyond the request: the addresses labcloud's IP lists hold (none unless
    LABCLOUD_WAF_IP_REPUTATION / LABCLOUD_WAF_ANONYMOUS_IPS / LABCLOUD_WAF_BOT_DATA_CENTERS name them) and
    the port labcloud serves on (its own address stands in for a real API's domain in the Host header)."""

    reputation: tuple[Network, ...] = ()
    anonymous: tuple[Network, ...] = ()
    own_port: int = 5000
    data_centers: tuple[Network, ...] = ()


Detector = Callable[[WafRequest, ManagedInputs], bool]
Part = Callable[[WafRequest], list[str]]


def uri(r: WafRequest) -> list[str]:
    return [unquote(r.uri)]


def query_string(r: WafRequest) -> list[str]:
    return [unquote_plus(r.query_string)] if r.query_string else []


def query_args(r: WafRequest) -> list[str]:
    return [v for _, v in parse_qsl(r.query_string, keep_blank_values=True)]


def body(r: WafRequest) -> list[str]:
    text = r.body[:BODY_LIMIT].decode("utf-8", "replace")
    return [text, unquote_plus(text)] if text else []


def cookie(r: WafRequest) -> list[str]:
    value = r.headers.get("cookie")
    return [unquote_plus(value)] if value else []


def headers(r: WafRequest) -> list[str]:
    return [unquote_plus(v) for k, v in r.headers.items() if k not in ("host", "cookie")]


def found(pattern: re.Pattern[str], part: Part) -> Detector:
    return lambda r, _inputs: any(pattern.search(text) for text in part(r))


def ends(pattern: re.Pattern[str], part: Part) -> Detector:
    return lambda r, _inputs: any(pattern.search(text.split("?")[0].rstrip("/")) for text in part(r))


def bigger(limit: int, size: Callable[[WafRequest], int]) -> Detector:
    return lambda r, _inputs: size(r) > limit


def no_user_agent(r: WafRequest, _inputs: ManagedInputs) -> bool:
    return not (r.headers.get("user-agent") or "").strip()


def bad_bot(r: WafRequest, _inputs: ManagedInputs) -> bool:
    return detect.BAD_BOTS.search((r.headers.get("user-agent") or "").lower()) is not None


def localhost(r: WafRequest, inputs: ManagedInputs) -> bool:
    """A Host naming localhost or a loopback address other than labcloud's own (127.0.0.1:<port> stands
    in for the API's domain, so it alone is not a forged local host)."""
    host = (r.headers.get("host") or "").strip().lower()
    if host.startswith("["):  # [::1]:5000
        name, _, rest = host[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    elif host.count(":") == 1:
        name, port = host.split(":")
    else:
        name, port = host, ""
    loopback = name == "localhost" or name.endswith(".localhost")
    try:
        loopback = loopback or ipaddress.ip_address(name).is_loopback
    except ValueError:
        pass
    return loopback and port != str(inputs.own_port)


def listed(which: str) -> Detector:
    def found(r: WafRequest, inputs: ManagedInputs) -> bool:
        try:
            address = ipaddress.ip_address(r.client_ip)
        except ValueError:
            return False
        return any(address in n for n in getattr(inputs, which) if n.version == address.version)

    return found


def never(_r: WafRequest, _inputs: ManagedInputs) -> bool:
    return False
