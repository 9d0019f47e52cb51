"""AWS/Events metrics from EventBridge's events on the bus, per ``RuleName`` and account-wide:
MatchedEvents and TriggeredRules (a rule matched an event or its schedule fired), Invocations (each
delivery settled, delivered or given up) and FailedInvocations (given up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Events"


def on_event(rec: Samples, event: Event) -> None:
    where = (event.account_id, event.region)
    rule = event.resource.rsplit("/", 1)[-1]
    by_rule = (("RuleName", rule),)
    if event.kind == "events.rule.matched":
        for dims in (by_rule, ()):
            rec.record(where, NS, "MatchedEvents", dims, 1.0, "Count")
        rec.record(where, NS, "TriggeredRules", by_rule, 1.0, "Count")
    elif event.kind in ("events.target.invoked", "events.target.failed"):
        failed = 1.0 if event.kind == "events.target.failed" else 0.0
        for dims in (by_rule, ()):
            rec.record(where, NS, "Invocations", dims, 1.0, "Count")
            rec.record(where, NS, "FailedInvocations", dims, failed, "Count")
