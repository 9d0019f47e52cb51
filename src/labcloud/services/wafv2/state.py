"""AWS WAF's one state object: its store, bus and settings, the records, the rate-based rules' counters
(in memory, as AWS's own are: a restart starts every count again), and its limits."""

from __future__ import annotations

import ipaddress
from collections import deque
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.services.wafv2.repo.records import Records
from labcloud.store.db import Store

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

#: AWS's default quotas (AWS WAF quotas page): web ACLs, IP sets, regex pattern sets and rule groups per
#: account, region and scope; addresses per IP set; regular expressions per pattern set; the most web ACL
#: capacity units AWS allows a web ACL (1,500 are included in its base price; 5,000 is the hard maximum).
MAX_WEB_ACLS = 100
MAX_IP_SETS = 100
MAX_REGEX_SETS = 10
MAX_RULE_GROUPS = 100
MAX_ADDRESSES = 10000
MAX_REGEXES = 10
MAX_WEB_ACL_CAPACITY = 5000
MAX_RULE_GROUP_CAPACITY = 5000
#: Sampled requests kept per web ACL metric (AWS keeps up to 500 per three hours).
MAX_SAMPLES = 500
#: The body's first bytes a regional web ACL inspects (AWS's default for API Gateway and ALB).
BODY_LIMIT = 8 * 1024
#: Rate-based keys tracked per rule (labcloud's bound: the oldest key is forgotten past it).
MAX_RATE_KEYS = 10000


@dataclass(slots=True)
class RateCounters:
    """Request times per (web ACL ARN, rule name, aggregate key), on labcloud's clock."""

    seen: dict[tuple[str, str, str], deque[float]] = field(default_factory=dict)

    def count(self, key: tuple[str, str, str], now: float, window: float) -> int:
        """Records one request at ``now`` and answers how many fell within the last ``window`` seconds."""
        times = self.seen.get(key)
        if times is None:
            if len(self.seen) >= MAX_RATE_KEYS:
                self.seen.pop(next(iter(self.seen)))
            times = self.seen[key] = deque()
        times.append(now)
        while times and times[0] <= now - window:
            times.popleft()
        return len(times)

    def forget(self, acl_arn: str | None = None) -> None:
        if acl_arn is None:
            self.seen.clear()
            return
        for key in [k for k in self.seen if k[0] == acl_arn]:
            del self.seen[key]


@dataclass(slots=True)
class WafState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    rates: RateCounters = field(default_factory=RateCounters)
    #: The country every client address has (``LABCLOUD_WAF_COUNTRY``, an ISO 3166 alpha-2 code), or None:
    #: labcloud has no geolocation database, so by default no address has a country (docs/wafv2.md).
    country: str | None = None
    #: The addresses AWS's managed IP lists hold here: ``LABCLOUD_WAF_IP_REPUTATION`` (the Amazon IP
    #: reputation list) and ``LABCLOUD_WAF_ANONYMOUS_IPS`` (the anonymous IP list), comma-separated CIDRs;
    #: labcloud has no threat intelligence, so by default both are empty (docs/wafv2.md).
    reputation: tuple[Network, ...] = ()
    anonymous: tuple[Network, ...] = ()
    #: The addresses Bot Control's SignalKnownBotDataCenter matches: ``LABCLOUD_WAF_BOT_DATA_CENTERS``
    #: (none by default: labcloud has no list of the data centers bots use).
    data_centers: tuple[Network, ...] = ()

    @staticmethod
    def build(host: Host) -> WafState:
        given = (host.settings.tuning.values.get("LABCLOUD_WAF_COUNTRY") or "").strip().upper()
        country = given if len(given) == 2 and given.isalpha() else None
        values = host.settings.tuning.values
        return WafState(
            host.store,
            host.bus,
            host.settings,
            Records(host.store),
            host,
            country=country,
            reputation=networks(values.get("LABCLOUD_WAF_IP_REPUTATION") or ""),
            anonymous=networks(values.get("LABCLOUD_WAF_ANONYMOUS_IPS") or ""),
            data_centers=networks(values.get("LABCLOUD_WAF_BOT_DATA_CENTERS") or ""),
        )


def networks(text: str) -> tuple[Network, ...]:
    """The addresses a comma-separated LABCLOUD_WAF_* list names (CIDRs or single addresses; unreadable
    items are skipped)."""
    found: list[Network] = []
    for item in text.split(","):
        try:
            found.append(ipaddress.ip_network(item.strip(), strict=False))
        except ValueError:
            continue
    return tuple(found)
