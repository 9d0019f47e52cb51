"""AWS/CloudFront metrics from CloudFront's viewer request events on the bus, as CloudFront publishes them
(in us-east-1, dimensions ``DistributionId`` and ``Region`` = ``Global``): Requests and BytesDownloaded,
and 4xxErrorRate, 5xxErrorRate, TotalErrorRate (Percent: 0 or 100 per request, so averages are rates)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/CloudFront"
PREFIX = "cloudfront.request"


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != PREFIX:
        return
    data = event.data
    where = (event.account_id, event.region)
    dims = (("DistributionId", str(data.get("distribution_id", ""))), ("Region", "Global"))
    status = int(str(data.get("status", 0)))
    rec.record(where, NS, "Requests", dims, 1.0, "None")
    rec.record(where, NS, "BytesDownloaded", dims, float(str(data.get("bytes", 0))), "None")
    rec.record(where, NS, "4xxErrorRate", dims, 100.0 if 400 <= status < 500 else 0.0, "Percent")
    rec.record(where, NS, "5xxErrorRate", dims, 100.0 if status >= 500 else 0.0, "Percent")
    rec.record(where, NS, "TotalErrorRate", dims, 100.0 if status >= 400 else 0.0, "Percent")
