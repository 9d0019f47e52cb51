"""DescribeLogStreams: its orderings' checks and pages over the repo's selection, and a stream in
AWS's shape."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter, invalid_token
from .names import stream_arn
from .repo.groups import Group
from .repo.streams import Stream, Streams, sequence_token
from .tokens import decode_token, encode_token

DEFAULT_PAGE = 50


def describe_log_streams(streams: Streams, group: Group, params: Mapping[str, Any]) -> dict[str, Any]:
    prefix = params.get("logStreamNamePrefix")
    by_last_event = (params.get("orderBy") or "LogStreamName") == "LastEventTime"
    limit = int(params.get("limit") or DEFAULT_PAGE)
    if by_last_event and prefix:
        raise invalid_parameter("Cannot order by LastEventTime with a logStreamNamePrefix.")
    after: tuple[int, str] | str | None = None
    token = params.get("nextToken")
    if token:
        decoded = decode_token(token)
        if by_last_event:
            if (
                not isinstance(decoded, list)
                or len(decoded) != 2
                or not isinstance(decoded[0], int)
                or not isinstance(decoded[1], str)
            ):
                raise invalid_token()
            after = (decoded[0], decoded[1])
        else:
            if not isinstance(decoded, str):
                raise invalid_token()
            after = decoded
    rows = streams.page(
        group.id,
        prefix=prefix,
        by_last_event=by_last_event,
        descending=bool(params.get("descending")),
        after=after,
        limit=limit + 1,
    )
    out: dict[str, Any] = {"logStreams": [describe_stream(group, row) for row in rows[:limit]]}
    if len(rows) > limit:
        last = rows[limit - 1]
        position: Any = [last.last_event_ts or 0, last.name] if by_last_event else last.name
        out["nextToken"] = encode_token(position)
    return out


def describe_stream(group: Group, row: Stream) -> dict[str, Any]:
    out: dict[str, Any] = {
        "logStreamName": row.name,
        "creationTime": row.creation_time,
        "arn": stream_arn(group.region, group.account_id, group.name, row.name),
        # AWS stopped reporting a stream's size in 2019: always zero (the group has the total).
        "storedBytes": 0,
    }
    if row.first_event_ts is not None:
        out["firstEventTimestamp"] = row.first_event_ts
    if row.last_event_ts is not None:
        out["lastEventTimestamp"] = row.last_event_ts
    if row.last_ingestion_time is not None:
        out["lastIngestionTime"] = row.last_ingestion_time
    if row.upload_seq:
        out["uploadSequenceToken"] = sequence_token(row.upload_seq)
    return out
