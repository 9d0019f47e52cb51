"""AWS/States metrics from Step Functions' execution events on the bus: ExecutionsStarted,
ExecutionsSucceeded, ExecutionsFailed, ExecutionsAborted, ExecutionsTimedOut (Count) and
ExecutionTime (Milliseconds), per ``StateMachineArn`` as Step Functions publishes them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/States"
PREFIX = "stepfunctions.execution."
_OUTCOMES = {
    "started": "ExecutionsStarted",
    "succeeded": "ExecutionsSucceeded",
    "failed": "ExecutionsFailed",
    "aborted": "ExecutionsAborted",
    "timed_out": "ExecutionsTimedOut",
}


def on_event(rec: Samples, event: Event) -> None:
    name = _OUTCOMES.get(event.kind[len(PREFIX) :])
    if name is None:
        return
    where = (event.account_id, event.region)
    dims = (("StateMachineArn", event.resource),)
    rec.record(where, NS, name, dims, 1.0, "Count")
    started = event.data.get("started")
    if name != "ExecutionsStarted" and isinstance(started, int | float):
        rec.record(where, NS, "ExecutionTime", dims, max(0.0, (event.ts - started) * 1000), "Milliseconds")
