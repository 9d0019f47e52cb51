"""AWS/SES metrics from SES's events on the bus, account-level as AWS publishes them (no dimension):
``Send`` for each kept message, ``Delivery`` for one delivered, ``Rendering Failures`` for a templated send
whose data lacked a value (kept with status RenderingFailure)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/SES"
PREFIX = "ses.message."


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != "ses.message.sent":
        return
    where = (event.account_id, event.region)
    rec.record(where, NS, "Send", (), 1.0, "Count")
    status = event.data.get("status")
    if status == "Delivered":
        rec.record(where, NS, "Delivery", (), 1.0, "Count")
    elif status == "RenderingFailure":
        rec.record(where, NS, "Rendering Failures", (), 1.0, "Count")
