"""AWS/EventBridge/Pipes metrics from each pipe batch's event on the bus, per ``PipeName`` (Invocations also
account-wide): EventCount (records read), EventSize (their payload bytes), Invocations and Duration (each
execution: records that passed the filter going on), ExecutionFailed, ExecutionPartiallyFailed,
EnrichmentStageFailed, TargetStageFailed and TargetStagePartiallyFailed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/EventBridge/Pipes"
PREFIX = "pipes.pipe.batch"


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != PREFIX:
        return
    where = (event.account_id, event.region)
    data = event.data
    by_pipe = (("PipeName", event.resource.rsplit("/", 1)[-1]),)
    rec.record(where, NS, "EventCount", by_pipe, float(data.get("records") or 0), "None")
    rec.record(where, NS, "EventSize", by_pipe, float(data.get("size") or 0), "Bytes")
    if data.get("outcome") == "Filtered":
        return
    for dims in (by_pipe, (("AwsAccountId", event.account_id),)):
        rec.record(where, NS, "Invocations", dims, 1.0, "None")
    rec.record(where, NS, "Duration", by_pipe, float(data.get("duration_ms") or 0), "Milliseconds")
    stage = "EnrichmentStage" if data.get("failed_stage") == "enrichment" else "TargetStage"
    if data.get("outcome") == "Failed":
        rec.record(where, NS, "ExecutionFailed", by_pipe, 1.0, "None")
        rec.record(where, NS, f"{stage}Failed", by_pipe, 1.0, "None")
    elif data.get("outcome") == "PartialFailure":
        rec.record(where, NS, "ExecutionPartiallyFailed", by_pipe, 1.0, "None")
        rec.record(where, NS, "TargetStagePartiallyFailed", by_pipe, 1.0, "None")
