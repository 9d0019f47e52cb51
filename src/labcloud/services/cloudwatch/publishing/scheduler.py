"""AWS/Scheduler metrics from EventBridge Scheduler's events on the bus, account-wide and per
``ScheduleGroup``: InvocationAttemptCount (each attempt to call a target), TargetErrorCount (an attempt the
target refused; TargetErrorThrottledCount when it throttled), InvocationsSentToDeadLetterCount and
InvocationsFailedToBeSentToDeadLetterCount (a given-up firing and its dead-letter queue) and
InvocationDroppedCount (a given-up firing that reached no dead-letter queue)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Scheduler"
PREFIX = "scheduler.target."
THROTTLES = ("ThrottlingException", "TooManyRequestsException", "ThrottledException")


def on_event(rec: Samples, event: Event) -> None:
    if event.kind not in ("scheduler.target.invoked", "scheduler.target.retrying", "scheduler.target.failed"):
        return
    where = (event.account_id, event.region)
    parts = event.resource.split(":", 5)[-1].split("/")
    scopes: tuple[tuple[tuple[str, str], ...], ...] = (
        ((), (("ScheduleGroup", parts[1]),)) if len(parts) == 3 else ((),)
    )
    counts = {"InvocationAttemptCount": 1.0}
    if event.kind != "scheduler.target.invoked":
        counts["TargetErrorCount"] = 1.0
        if event.data.get("error_code") in THROTTLES:
            counts["TargetErrorThrottledCount"] = 1.0
    if event.kind == "scheduler.target.failed":
        if event.data.get("dead_letter_message_id"):
            counts["InvocationsSentToDeadLetterCount"] = 1.0
        else:
            counts["InvocationDroppedCount"] = 1.0
            if event.data.get("dead_letter_error"):
                counts["InvocationsFailedToBeSentToDeadLetterCount"] = 1.0
    for dims in scopes:
        for name, value in counts.items():
            rec.record(where, NS, name, dims, value, "Count")
