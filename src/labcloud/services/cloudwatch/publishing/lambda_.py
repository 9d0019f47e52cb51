"""AWS/Lambda metrics from Lambda's invocation events on the bus.

Per ``FunctionName``, per ``FunctionName`` + ``Resource`` (``name:version``) when a published
version ran, and account-wide (no dimension), as Lambda publishes them: Invocations, Errors
(0 or 1 per invocation: function errors, timeouts, out-of-memory and crashes), Throttles,
Duration (Milliseconds), ConcurrentExecutions (the in-flight count, read with Maximum) and
AsyncEventsReceived.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Lambda"
_FAILED = frozenset({"error", "timeout", "oom", "crash"})


def _dims(event: Event) -> list[tuple[tuple[str, str], ...]]:
    name = str(event.data.get("function_name") or "")
    out: list[tuple[tuple[str, str], ...]] = [(("FunctionName", name),), ()]
    version = event.data.get("version")
    if version and version != "$LATEST":
        out.append((("FunctionName", name), ("Resource", f"{name}:{version}")))
    return out


def on_event(rec: Samples, event: Event) -> None:
    where = (event.account_id, event.region)
    kind = event.kind
    data = event.data
    if kind == "lambda.invocation.started":
        running = rec.state.setdefault("lambda.running", {})
        name = str(data.get("function_name") or "")
        running[(where, name)] = running.get((where, name), 0) + 1
        total = sum(v for (w, _), v in running.items() if w == where)
        rec.record(
            where,
            NS,
            "ConcurrentExecutions",
            (("FunctionName", name),),
            float(running[(where, name)]),
            "Count",
        )
        rec.record(where, NS, "ConcurrentExecutions", (), float(total), "Count")
    elif kind == "lambda.invocation.finished":
        running = rec.state.setdefault("lambda.running", {})
        name = str(data.get("function_name") or "")
        if running.get((where, name)):
            running[(where, name)] -= 1
        status = data.get("status")
        for dims in _dims(event):
            if status == "throttled":
                rec.record(where, NS, "Throttles", dims, 1.0, "Count")
                continue
            rec.record(where, NS, "Invocations", dims, 1.0, "Count")
            rec.record(where, NS, "Errors", dims, 1.0 if status in _FAILED else 0.0, "Count")
            rec.record(where, NS, "Duration", dims, float(data.get("duration_ms") or 0.0), "Milliseconds")
    elif kind == "lambda.invocation.queued":
        name = str(data.get("function_name") or "")
        rec.record(where, NS, "AsyncEventsReceived", (("FunctionName", name),), 1.0, "Count")
