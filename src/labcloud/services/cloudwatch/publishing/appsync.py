"""AWS/AppSync metrics of GraphQL requests from their request events on the bus, as AppSync publishes
them: 4XXError and 5XXError (Count; 0 or 1 per request so averages are rates) and Latency
(Milliseconds), with the dimension ``GraphQLAPIId``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/AppSync"
PREFIX = "appsync.graphql.request"


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != PREFIX:
        return
    data = event.data
    where = (event.account_id, event.region)
    status = int(str(data.get("status", 0)))
    dims = (("GraphQLAPIId", str(data.get("api_id", ""))),)
    rec.record(where, NS, "4XXError", dims, 1.0 if 400 <= status < 500 else 0.0, "Count")
    rec.record(where, NS, "5XXError", dims, 1.0 if status >= 500 else 0.0, "Count")
    rec.record(where, NS, "Latency", dims, float(data.get("latency_ms") or 0.0), "Milliseconds")
