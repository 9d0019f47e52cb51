"""StartLiveTail: a session streaming the log events ingested after it starts.

The operation (``tail_ops.py``) checks the request and returns an async iterator of event-stream
items (framed by the json codec as ``application/vnd.amazon.eventstream``): first ``sessionStart``,
then every second a ``sessionUpdate`` with the new matching events (at most 500 per update; beyond that the
update is a sample and ``sessionMetadata.sampled`` is true), until the client leaves or the
session reaches AWS's three-hour limit, which ends it with ``SessionTimeoutException``.

New events are found by polling the stored events (``repo/events.py``) for rows above the last seen
id in the selected groups: cheap (a rowid range) and independent of how the events arrived (API or Lambda).
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from typing import Any

from labcloud.protocol.eventstream import StreamItem

from .errors import invalid_parameter
from .filter_pattern import FilterPattern, compile_pattern
from .repo.events import EventStore
from .repo.streams import Streams

UPDATE_SECONDS = 1.0
MAX_RESULTS_PER_UPDATE = 500
MAX_SESSION_SECONDS = 3 * 3600


@dataclass(frozen=True)
class TailRequest:
    """A checked StartLiveTail request: the groups as (id, identifier as given) and the selections."""

    groups: tuple[tuple[int, str], ...]
    stream_names: tuple[str, ...] | None
    stream_prefixes: tuple[str, ...] | None
    pattern_text: str | None


def check_request(params: Mapping[str, Any]) -> None:
    """AWS's rules that need no stored state."""
    identifiers = params.get("logGroupIdentifiers") or []
    names, prefixes = params.get("logStreamNames"), params.get("logStreamNamePrefixes")
    if names is not None and prefixes is not None:
        raise invalid_parameter("logStreamNames and logStreamNamePrefixes are mutually exclusive parameters.")
    if (names is not None or prefixes is not None) and len(identifiers) != 1:
        raise invalid_parameter(
            "logStreamNames and logStreamNamePrefixes can only be specified with exactly one log group."
        )
    for identifier in identifiers:
        if identifier.endswith("*"):
            raise invalid_parameter(f"Invalid log group identifier: {identifier}. It must not end with '*'.")
    if params.get("logEventFilterPattern"):
        compile_pattern(params["logEventFilterPattern"])


async def session(events: EventStore, streams: Streams, request: TailRequest) -> AsyncIterator[StreamItem]:
    start: dict[str, Any] = {
        "requestId": str(uuid.uuid4()),
        "sessionId": str(uuid.uuid4()),
        "logGroupIdentifiers": [identifier for _, identifier in request.groups],
    }
    if request.stream_names is not None:
        start["logStreamNames"] = list(request.stream_names)
    if request.stream_prefixes is not None:
        start["logStreamNamePrefixes"] = list(request.stream_prefixes)
    if request.pattern_text is not None:
        start["logEventFilterPattern"] = request.pattern_text
    yield ("event", "sessionStart", start)
    pattern = compile_pattern(request.pattern_text or "")
    identifiers = dict(request.groups)
    last_id = events.latest_id()
    stream_names: dict[int, str] = {}
    began = time.monotonic()
    while time.monotonic() - began < MAX_SESSION_SECONDS:
        await asyncio.sleep(UPDATE_SECONDS)
        last_id, results, sampled = _new_events(
            events, streams, request, identifiers, pattern, stream_names, last_id
        )
        yield ("event", "sessionUpdate", {"sessionMetadata": {"sampled": sampled}, "sessionResults": results})
    yield ("exception", "SessionTimeoutException", {"message": "Session timed out after 3 hours."})


def _new_events(
    events: EventStore,
    streams: Streams,
    request: TailRequest,
    identifiers: dict[int, str],
    pattern: FilterPattern,
    stream_names: dict[int, str],
    last_id: int,
) -> tuple[int, list[dict[str, Any]], bool]:
    rows = events.after(last_id, list(identifiers))
    if not rows:
        return last_id, [], False
    unknown = {row.stream_id for row in rows} - stream_names.keys()
    if unknown:
        stream_names.update(streams.names_of(list(unknown)))
    results: list[dict[str, Any]] = []
    for row in rows:
        stream = stream_names.get(row.stream_id, "")
        if request.stream_names is not None and stream not in request.stream_names:
            continue
        if request.stream_prefixes is not None and not any(
            stream.startswith(p) for p in request.stream_prefixes
        ):
            continue
        if not pattern.matches(row.message):
            continue
        results.append(
            {
                "logStreamName": stream,
                "logGroupIdentifier": identifiers[row.group_id],
                "message": row.message,
                "timestamp": row.ts,
                "ingestionTime": row.ingestion_time,
            }
        )
    sampled = len(results) > MAX_RESULTS_PER_UPDATE
    if sampled:
        step = len(results) / MAX_RESULTS_PER_UPDATE
        results = [results[int(index * step)] for index in range(MAX_RESULTS_PER_UPDATE)]
    return rows[-1].id, results, sampled
