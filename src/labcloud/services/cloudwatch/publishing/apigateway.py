"""AWS/ApiGateway metrics of REST APIs from the gateway's ``apigateway.request`` events on the bus,
per ``ApiName`` and per ``ApiName`` + ``Stage`` as API Gateway publishes them, and per ``ApiName`` +
``Method`` + ``Resource`` + ``Stage`` for a method whose stage settings enable detailed metrics
(``metrics/enabled``): Count, 4XXError and 5XXError (0 or 1 per request), Latency and IntegrationLatency
(Milliseconds), and CacheHitCount and CacheMissCount for requests to a cached method (the stage cache)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/ApiGateway"
KIND = "apigateway.request"


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != KIND:
        return
    where = (event.account_id, event.region)
    data = event.data
    name = str(data.get("api_name") or data.get("rest_api_id") or "")
    status = int(str(data.get("status") or 0))
    stage = ("Stage", str(data.get("stage") or ""))
    kinds: list[tuple[tuple[str, str], ...]] = [(("ApiName", name),), (("ApiName", name), stage)]
    if data.get("detailed_metrics"):
        method, _, resource = str(data.get("route") or "").partition(" ")
        kinds.append((("ApiName", name), ("Method", method), ("Resource", resource), stage))
    for dims in kinds:
        rec.record(where, NS, "Count", dims, 1.0, "Count")
        rec.record(where, NS, "4XXError", dims, 1.0 if 400 <= status < 500 else 0.0, "Count")
        rec.record(where, NS, "5XXError", dims, 1.0 if status >= 500 else 0.0, "Count")
        rec.record(where, NS, "Latency", dims, float(data.get("latency_ms") or 0.0), "Milliseconds")
        integration = float(data.get("integration_latency_ms") or 0.0)
        rec.record(where, NS, "IntegrationLatency", dims, integration, "Milliseconds")
        if data.get("cache") in ("hit", "miss"):
            rec.record(where, NS, "CacheHitCount", dims, 1.0 if data["cache"] == "hit" else 0.0, "Count")
            rec.record(where, NS, "CacheMissCount", dims, 1.0 if data["cache"] == "miss" else 0.0, "Count")
