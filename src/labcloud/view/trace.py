"""One request's trace: which stored events belong to the path of a request, message, event or key.

Pure (no store, no hub): :func:`correlate` takes events (``Event`` or their dicts) and a key and
returns the timeline the trace page draws. Events are joined through the ids they carry, the way
AWS's own ids flow: an API Gateway request id reappears in the proxy event's ``requestContext``, a
function's request id in the writes it made (``lambda_request_id``), a DynamoDB write's
``stream_sequence`` in the stream batch that read it, a message id in the batch, delivery and
dead-letter events, an execution ARN in its state transitions, and the X-Ray ``Root=`` of the
``X-Amzn-Trace-Id`` header wherever labcloud carried it. A business key (any other text, e.g. an
order id) only picks the first events (those whose data mention it); the path then follows ids.

Steps are ordered by when they began (an event with a duration began that long before it was
published). Each step names the step it came from (``parent``): a step with children in more than one
place is a fork; a path's last step is where it stopped (``stopped``), with its outcome.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

#: Data members whose values are ids (one value each).
ID_MEMBERS = (
    "request_id",
    "lambda_request_id",
    "message_id",
    "event_id",
    "execution_arn",
    "forwarded_event_id",
    "dead_letter_message_id",
    "map_run_arn",
)
#: Data members holding lists of ids.
ID_LISTS = ("message_ids", "deleted", "retried", "ids", "failed_ids")
#: Data members holding DynamoDB stream sequence numbers (one or a list).
SEQUENCE_MEMBERS = ("stream_sequence", "sequence_numbers")
#: The most steps one trace shows (a runaway key stops there and says so).
MAX_STEPS = 2000
#: Ids shorter than this are not ids (an empty string, "1"...).
MIN_ID = 6
#: Kinds that are not a request's path (the control plane, metrics); never joined.
UNTRACED_PREFIXES = (
    "cloudwatch.metrics.",
    "logs.events.put",
    "clock.",
)


def trace_root(header: Any) -> str | None:
    """The ``Root=1-…`` of an ``X-Amzn-Trace-Id`` header (or the header itself when it is only a root)."""
    if not isinstance(header, str) or not header:
        return None
    for part in header.split(";"):
        name, _, value = part.strip().partition("=")
        if name == "Root" and value:
            return "xray:" + value
    return None


def _sequence_keys(value: Any) -> Iterator[str]:
    values = value if isinstance(value, list) else [value]
    for item in values:
        if isinstance(item, str | int) and str(item):
            yield f"seq:{item}"


def _payload_keys(event: Any) -> Iterator[str]:
    """Ids inside an invocation's event or a message body: the proxy event's request id, records' ids,
    an SNS envelope's or an EventBridge event's id."""
    if isinstance(event, str) and event[:1] == "{":
        try:
            event = json.loads(event)
        except ValueError:
            return
    if not isinstance(event, dict):
        return
    context = event.get("requestContext")
    if isinstance(context, dict) and isinstance(context.get("requestId"), str):
        yield context["requestId"]
    headers = event.get("headers")
    if isinstance(headers, dict):
        for name, value in headers.items():
            if isinstance(name, str) and name.lower() == "x-amzn-trace-id":
                root = trace_root(value)
                if root:
                    yield root
    if event.get("Type") == "Notification" and isinstance(event.get("MessageId"), str):
        yield event["MessageId"]
    if "detail-type" in event and isinstance(event.get("id"), str):
        yield event["id"]
    if isinstance(event.get("MessageId"), str) and "Sns" not in event:
        yield event["MessageId"]
    records = event.get("Records")
    if isinstance(records, list):
        for record in records[:1000]:
            if not isinstance(record, dict):
                continue
            for name in ("messageId", "eventID"):
                if isinstance(record.get(name), str):
                    yield record[name]
            stream = record.get("dynamodb")
            if isinstance(stream, dict) and stream.get("SequenceNumber"):
                yield f"seq:{stream['SequenceNumber']}"
            sns = record.get("Sns")
            if isinstance(sns, dict) and isinstance(sns.get("MessageId"), str):
                yield sns["MessageId"]
            attributes = record.get("attributes")
            if isinstance(attributes, dict):
                root = trace_root(attributes.get("AWSTraceHeader"))
                if root:
                    yield root
            body = record.get("body")
            if isinstance(body, str):
                yield from _payload_keys(body)


def keys_of(data: dict[str, Any]) -> set[str]:
    """The ids an event's data carries (the joins of a trace)."""
    found: set[str] = set()
    for name in ID_MEMBERS:
        value = data.get(name)
        if isinstance(value, str) and len(value) >= MIN_ID:
            found.add(value)
    for name in ID_LISTS:
        value = data.get(name)
        if isinstance(value, list):
            found.update(v for v in value if isinstance(v, str) and len(v) >= MIN_ID)
    for name in SEQUENCE_MEMBERS:
        if data.get(name) not in (None, "", []):
            found.update(_sequence_keys(data[name]))
    for name in ("trace_id", "trace_header"):
        root = trace_root(data.get(name))
        if root:
            found.add(root)
    for name in ("event", "body"):
        if name in data:
            found.update(k for k in _payload_keys(data[name]) if len(k) >= MIN_ID)
    return found


def literal(key: str) -> str:
    """The text an id is written as in an event's stored data (``seq:`` and ``xray:`` are this module's)."""
    for prefix in ("seq:", "xray:"):
        if key.startswith(prefix):
            return key[len(prefix) :]
    return key


#: Ids searched for in one read of the store.
SEARCH_BATCH = 40
#: Ids searched for, in all, before reading the whole window once is cheaper (a path through a wide batch).
SEARCH_LIMIT = 160


def gather(
    search: Callable[[list[str]], list[Any]],
    key: str,
    max_events: int = 4 * MAX_STEPS,
    read_all: Callable[[], list[Any]] | None = None,
) -> tuple[list[Any], bool]:
    """The events a trace of ``key`` may need, read through ``search`` (texts → the events whose data
    holds any of them): the events mentioning the key, then those mentioning an id of what was read,
    until no new id appears. A superset of the trace (text matches more than ids do); :func:`correlate`
    then joins exactly. Past :data:`SEARCH_LIMIT` ids, ``read_all`` (every event of the window), when
    given, answers instead. Returns the events and whether ``max_events`` cut the reading short."""
    found: dict[int, dict[str, Any]] = {}
    searched: set[str] = set()
    pending = [key.strip()]
    if "Root=" in key:
        root = trace_root(key)
        pending = [literal(root)] if root else pending
    while pending:
        texts = [text for text in dict.fromkeys(pending) if text not in searched][:SEARCH_BATCH]
        pending = [text for text in pending if text not in searched and text not in texts]
        if not texts:
            continue
        if read_all is not None and len(searched) + len(texts) > SEARCH_LIMIT:
            return read_all(), False
        searched.update(texts)
        for event in search(texts):
            row = _as_dict(event)
            if row["seq"] in found or row["kind"].startswith(UNTRACED_PREFIXES):
                continue
            if len(found) >= max_events:
                return sorted(found.values(), key=lambda e: e["seq"]), True
            found[row["seq"]] = row
            pending.extend(
                literal(name) for name in keys_of(row["data"] or {}) if literal(name) not in searched
            )
    return sorted(found.values(), key=lambda e: e["seq"]), False


def _as_dict(event: Any) -> dict[str, Any]:
    return event if isinstance(event, dict) else event.as_dict()


def _mentions(data: dict[str, Any], resource: str, text: str) -> bool:
    if text in resource:
        return True
    return text in json.dumps(data, default=str)


_FAILED_WORDS = ("error", "timeout", "oom", "crash", "throttled", "Rejected", "Failed", "FunctionError")


def outcome(kind: str, data: dict[str, Any]) -> str:
    """``failed``, ``fault`` (an injected fault), ``retry`` or ``ok`` for one step."""
    if kind == "fault.injected":
        return "fault"
    if kind.endswith((".failed", ".dead_lettered", ".moved_to_dlq", ".discarded", ".timed_out", ".aborted")):
        return "failed"
    if kind.endswith((".retried", ".retrying")) or data.get("retried"):
        return "retry"
    for name in ("status", "outcome"):
        value = data.get(name)
        if isinstance(value, str) and value in _FAILED_WORDS:
            return "failed"
        if isinstance(value, int) and value >= 500:
            return "failed"
    if data.get("error_code"):
        return "failed"
    return "ok"


def _duration(data: dict[str, Any]) -> float | None:
    for name in ("duration_ms", "latency_ms"):
        value = data.get(name)
        if isinstance(value, int | float):
            return float(value)
    return None


_SUMMARY = (
    "route",
    "status",
    "outcome",
    "operation",
    "function_name",
    "table",
    "state",
    "rule",
    "detail_type",
    "protocol",
    "endpoint",
    "queue_url",
    "error_code",
    "trigger",
)


def summary(data: dict[str, Any]) -> dict[str, Any]:
    """The few facts a step's row shows (never bodies or payloads)."""
    return {name: data[name] for name in _SUMMARY if isinstance(data.get(name), str | int | float)}


@dataclass(slots=True)
class Trace:
    key: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    truncated: bool = False

    def as_dict(self) -> dict[str, Any]:
        steps = self.steps
        children: dict[int, int] = {}
        for step in steps:
            if step["parent"] is not None:
                children[step["parent"]] = children.get(step["parent"], 0) + 1
        for step in steps:
            step["fork"] = children.get(step["seq"], 0) > 1
            step["stopped"] = step["seq"] not in children
        services: list[str] = []
        for step in steps:
            if step["service"] not in services:
                services.append(step["service"])
        start = min((s["start"] for s in steps), default=None)
        end = max((s["ts"] for s in steps), default=None)
        return {
            "key": self.key,
            "steps": steps,
            "services": services,
            "started": start,
            "duration_ms": round((end - start) * 1000, 3) if start is not None and end is not None else None,
            "truncated": self.truncated,
            "failed": any(s["outcome"] in ("failed", "fault") for s in steps),
        }


def _start(row: dict[str, Any]) -> float:
    """When a step began: its ``started`` when it says; an event carrying a duration is published as
    it ends (an invocation's ``.finished``, an API request), so it began that long before its timestamp."""
    data = row["data"] or {}
    if isinstance(data.get("started"), int | float):
        return float(data["started"])
    duration = _duration(data)
    return float(row["ts"]) - (duration or 0.0) / 1000


def _parent(position: int, keys: set[str], origin: dict[str, int]) -> int | None:
    """The step this one came from: of the ids it carries, the one that appeared last before it; the
    step where that id first appeared (so every delivery of one message hangs from its publish)."""
    earlier = [origin[name] for name in keys if origin[name] < position]
    return max(earlier) if earlier else None


def correlate(events: Iterable[Any], key: str, max_steps: int = MAX_STEPS) -> Trace:
    """The trace of ``key`` (an id any event carries, or a business key some event mentions) among ``events``.

    Events are taken oldest first. The first events are those carrying ``key`` as an id or, when none
    does, mentioning it in their data; the trace then grows through shared ids until nothing new joins."""
    rows = sorted((_as_dict(e) for e in events), key=lambda e: e["seq"])
    rows = [e for e in rows if not e["kind"].startswith(UNTRACED_PREFIXES)]
    keyed = [(row, keys_of(row["data"] or {})) for row in rows]
    by_key: dict[str, list[int]] = {}
    for index, (_, keys) in enumerate(keyed):
        for name in keys:
            by_key.setdefault(name, []).append(index)
    wanted = key.strip()
    seeds = list(by_key.get(wanted, []))
    if not seeds and wanted:
        root = trace_root(wanted) if "Root=" in wanted else None
        seeds = list(by_key.get(root, [])) if root else []
    if not seeds and len(wanted) >= 2:
        seeds = [
            i for i, (row, _) in enumerate(keyed) if _mentions(row["data"] or {}, row["resource"], wanted)
        ]
    trace = Trace(wanted)
    if len(seeds) > max_steps:
        seeds, trace.truncated = seeds[:max_steps], True
    reached: set[int] = set(seeds)
    frontier = sorted(seeds)
    followed: set[str] = set()
    while frontier:
        next_frontier: list[int] = []
        for index in frontier:
            for name in keyed[index][1]:
                if name in followed:
                    continue
                followed.add(name)
                for other in by_key.get(name, ()):
                    if other in reached:
                        continue
                    if len(reached) >= max_steps:
                        trace.truncated = True
                        break
                    reached.add(other)
                    next_frontier.append(other)
        frontier = sorted(next_frontier)
    ordered = sorted((keyed[i] for i in reached), key=lambda pair: (_start(pair[0]), pair[0]["seq"]))
    origin: dict[str, int] = {}
    for position, (_, keys) in enumerate(ordered):
        for name in keys:
            origin.setdefault(name, position)
    for position, (row, keys) in enumerate(ordered):
        data = row["data"] or {}
        came_from = _parent(position, keys, origin)
        trace.steps.append(
            {
                "seq": row["seq"],
                "ts": row["ts"],
                "start": round(_start(row), 6),
                "service": row["service"],
                "kind": row["kind"],
                "resource": row["resource"],
                "parent": ordered[came_from][0]["seq"] if came_from is not None else None,
                "outcome": outcome(row["kind"], data),
                "duration_ms": _duration(data),
                "facts": summary(data),
            }
        )
    return trace
