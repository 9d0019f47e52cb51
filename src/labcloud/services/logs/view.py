"""Internal routes for the view: the log groups with their streams, and a group's latest events.

``GET /_labcloud/logs/groups[?account=&region=]`` and
``GET /_labcloud/logs/events?group=&stream=&q=&limit=[&account=&region=]`` (``q`` is a filter
pattern; the newest ``limit`` matching events, oldest first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)

from .names import group_arn

if TYPE_CHECKING:
    from .state import LogsState

MAX_VIEW_EVENTS = 1000


def view_routes(state: LogsState) -> list[InternalRoute]:
    settings = state.settings

    def groups(request: InternalRequest) -> InternalResponse:
        out = []
        for group in state.groups.in_scope(request.arg("account"), request.arg("region")):
            streams = state.streams.with_counts(group.id)
            out.append(
                {
                    "account_id": group.account_id,
                    "region": group.region,
                    "name": group.name,
                    "arn": group_arn(group.region, group.account_id, group.name),
                    "creation_time": group.creation_time,
                    "retention_days": group.retention_days,
                    "stored_bytes": sum(row.stored_bytes for row in streams),
                    "event_count": sum(row.events for row in streams),
                    "streams": [
                        {
                            "name": row.name,
                            "creation_time": row.creation_time,
                            "first_event_timestamp": row.first_event_ts,
                            "last_event_timestamp": row.last_event_ts,
                            "last_ingestion_time": row.last_ingestion_time,
                            "events": row.events,
                        }
                        for row in streams
                    ],
                }
            )
        return json_response({"groups": out})

    def events(request: InternalRequest) -> InternalResponse:
        name = request.arg("group")
        if not name:
            return error_response(400, "InvalidParameterException", "group is required")
        account = request.arg("account") or settings.account_id
        region = request.arg("region") or settings.region
        group = state.groups.find(account, region, name)
        if group is None:
            return error_response(404, "ResourceNotFoundException", "The specified log group does not exist.")
        from .filter_pattern import compile_pattern  # on the view's first search, not when Logs is built
        from .repo.events import event_id

        try:
            pattern = compile_pattern(request.arg("q") or "")
        except AwsError as error:
            return error_response(400, error.code, error.message)
        limit = max(1, min(request.int_arg("limit", 100), MAX_VIEW_EVENTS))
        by_id = state.streams.names_by_id(group.id)
        stream = request.arg("stream")
        stream_id: int | None = None
        if stream:
            ids = [sid for sid, stream_name in by_id.items() if stream_name == stream]
            stream_id = ids[0] if ids else -1
        found: list[dict[str, Any]] = []
        newest = state.events.newest_first(group.id, stream_id)
        for event in newest:
            if pattern.matches(event.message):
                found.append(
                    {
                        "log_stream": by_id.get(event.stream_id, ""),
                        "timestamp": event.ts,
                        "ingestion_time": event.ingestion_time,
                        "message": event.message,
                        "event_id": event_id(event.ts, event.id),
                    }
                )
                if len(found) >= limit:
                    break
        newest.close()
        found.reverse()
        return json_response({"log_group": name, "events": found})

    return [InternalRoute("GET", "/logs/groups", groups), InternalRoute("GET", "/logs/events", events)]
