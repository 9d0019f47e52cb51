"""AWS/ApiGateway metrics of HTTP APIs from their request events on the bus, as API Gateway publishes
them for HTTP APIs: Count, 4xx and 5xx (Count; 0 or 1 per request so averages are rates), Latency and
IntegrationLatency (Milliseconds; the latter only for requests that reached their integration), each
with the dimensions ``ApiId`` and ``ApiId`` + ``Stage``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/ApiGateway"
PREFIX = "apigatewayv2.request"


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != PREFIX:
        return
    data = event.data
    where = (event.account_id, event.region)
    api_id = str(data.get("api_id", ""))
    status = int(str(data.get("status", 0)))
    by_api = (("ApiId", api_id),)
    combos: list[tuple[tuple[str, str], ...]] = [by_api]
    if data.get("stage"):
        combos.append((("ApiId", api_id), ("Stage", str(data["stage"]))))
    integration = data.get("integration_latency_ms")
    for dims in combos:
        rec.record(where, NS, "Count", dims, 1.0, "Count")
        rec.record(where, NS, "4xx", dims, 1.0 if 400 <= status < 500 else 0.0, "Count")
        rec.record(where, NS, "5xx", dims, 1.0 if status >= 500 else 0.0, "Count")
        rec.record(where, NS, "Latency", dims, float(data.get("latency_ms") or 0.0), "Milliseconds")
        if integration is not None:
            rec.record(where, NS, "IntegrationLatency", dims, float(str(integration)), "Milliseconds")
