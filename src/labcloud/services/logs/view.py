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

from .events_store import event_id
from .filter_pattern import compile_pattern
from .names import group_arn

if TYPE_CHECKING:
    from .provider import LogsProvider

MAX_VIEW_EVENTS = 1000


def view_routes(provider: LogsProvider) -> list[InternalRoute]:
    store = provider.store
    settings = provider.settings

    def groups(request: InternalRequest) -> InternalResponse:
        sql = "SELECT * FROM logs_groups"
        args: list[Any] = []
        account, region = request.arg("account"), request.arg("region")
        conditions = []
        if account:
            conditions.append("account_id = ?")
            args.append(account)
        if region:
            conditions.append("region = ?")
            args.append(region)
        if conditions:
            sql += " WHERE " + " AND ".join(conditions)
        out = []
        for group in store.all(sql + " ORDER BY account_id, region, name", args):
            streams = store.all(
                "SELECT s.*, (SELECT COUNT(*) FROM logs_events e WHERE e.stream_id = s.id) AS events"
                " FROM logs_streams s WHERE s.group_id = ? ORDER BY COALESCE(s.last_event_ts, 0) DESC, s.name",
                (group["id"],),
            )
            out.append(
                {
                    "account_id": group["account_id"],
                    "region": group["region"],
                    "name": group["name"],
                    "arn": group_arn(group["region"], group["account_id"], group["name"]),
                    "creation_time": group["creation_time"],
                    "retention_days": group["retention_days"],
                    "stored_bytes": sum(row["stored_bytes"] for row in streams),
                    "event_count": sum(row["events"] for row in streams),
                    "streams": [
                        {
                            "name": row["name"],
                            "creation_time": row["creation_time"],
                            "first_event_timestamp": row["first_event_ts"],
                            "last_event_timestamp": row["last_event_ts"],
                            "last_ingestion_time": row["last_ingestion_time"],
                            "events": row["events"],
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
        group = provider.groups.find(account, region, name)
        if group is None:
            return error_response(404, "ResourceNotFoundException", "The specified log group does not exist.")
        try:
            pattern = compile_pattern(request.arg("q") or "")
        except AwsError as error:
            return error_response(400, error.code, error.message)
        limit = max(1, min(request.int_arg("limit", 100), MAX_VIEW_EVENTS))
        by_id = provider.streams.names_by_id(group["id"])
        sql = "SELECT id, stream_id, ts, ingestion_time, message FROM logs_events WHERE group_id = ?"
        args: list[Any] = [group["id"]]
        stream = request.arg("stream")
        if stream:
            ids = [sid for sid, stream_name in by_id.items() if stream_name == stream]
            sql += " AND stream_id = ?"
            args.append(ids[0] if ids else -1)
        found: list[dict[str, Any]] = []
        cursor = store.execute(sql + " ORDER BY ts DESC, id DESC", args)
        for row_id, sid, ts, ingestion_time, message in cursor:
            if pattern.matches(message):
                found.append(
                    {
                        "log_stream": by_id.get(sid, ""),
                        "timestamp": ts,
                        "ingestion_time": ingestion_time,
                        "message": message,
                        "event_id": event_id(ts, row_id),
                    }
                )
                if len(found) >= limit:
                    break
        cursor.close()
        found.reverse()
        return json_response({"log_group": name, "events": found})

    return [InternalRoute("GET", "/logs/groups", groups), InternalRoute("GET", "/logs/events", events)]
