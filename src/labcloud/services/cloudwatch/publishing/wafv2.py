"""AWS/WAFV2 metrics from AWS WAF's request events on the bus, as WAF publishes them: AllowedRequests,
BlockedRequests and CountedRequests per web ACL and Rule (the rule's metric name, the web ACL's for its
default action, ``ALL`` for every request), with ``Region`` for a REGIONAL web ACL (a CLOUDFRONT one has
none, in us-east-1); only what the VisibilityConfigs' CloudWatchMetricsEnabled asks for (filter.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/WAFV2"
PREFIX = "wafv2.request."


def on_event(rec: Samples, event: Event) -> None:
    if not event.kind.startswith(PREFIX):
        return
    data = event.data
    where = (event.account_id, event.region)
    acl = str(data.get("web_acl", ""))
    regional = data.get("scope") == "REGIONAL"
    for metric, rule in data.get("metrics") or []:
        dims = (
            (("Region", event.region), ("Rule", str(rule)), ("WebACL", acl))
            if regional
            else (
                ("Rule", str(rule)),
                ("WebACL", acl),
            )
        )
        rec.record(where, NS, str(metric), dims, 1.0, "Count")
