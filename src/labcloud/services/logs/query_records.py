"""What a Logs Insights query points at: GetLogRecord (every field of the event behind a result's
``@ptr``) and ListLogGroupsForQuery (the log groups a stored query searched).

A pointer is the one :mod:`.insights.queries` puts in each non-aggregated result row (base64 of
``labcloud-event-<row id>``). GetLogRecord answers the system fields as AWS does (``@timestamp`` and
``@ingestionTime`` in epoch milliseconds, ``@log`` as ``account:group``), the fields Logs Insights
discovers in Lambda's platform lines, and a JSON message's members flattened with dots.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud import json_document
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError

from .errors import invalid_parameter
from .insights.queries import query_not_found
from .insights.record import Record
from .names import group_arn

if TYPE_CHECKING:
    from .state import LogsState

_PREFIX = "labcloud-event-"
_LAMBDA_FIELDS = (
    "@type",
    "@requestId",
    "@duration",
    "@billedDuration",
    "@memorySize",
    "@maxMemoryUsed",
    "@initDuration",
)
#: Discovered JSON fields per event, as Logs Insights caps them.
MAX_JSON_FIELDS = 200


def _event_id(pointer: str) -> int:
    try:
        text = base64.b64decode(pointer, validate=True).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        text = ""
    number = text.removeprefix(_PREFIX)
    if not text.startswith(_PREFIX) or not is_digits(number):
        raise invalid_parameter("The specified logRecordPointer is not valid.")
    return int(number)


def _flatten(value: Any, prefix: str, out: dict[str, str]) -> None:
    if len(out) >= MAX_JSON_FIELDS:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            _flatten(item, f"{prefix}.{key}" if prefix else str(key), out)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _flatten(item, f"{prefix}.{index}", out)
    elif value is None:
        out.setdefault(prefix, "null")
    elif isinstance(value, bool):
        out.setdefault(prefix, "true" if value else "false")
    else:
        out.setdefault(prefix, str(value))


def get_log_record(state: LogsState, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
    event_id = _event_id(params["logRecordPointer"])
    row = state.events.record(event_id, ctx.account_id, ctx.region, unmask=bool(params.get("unmask")))
    if row is None:
        raise AwsError("ResourceNotFoundException", "The specified log record does not exist.", status=400)
    group = f"{ctx.account_id}:{row.group}"
    record = Record(row.ts, row.message, row.stream, group, row.ingestion_time)
    fields: dict[str, str] = {}
    text = row.message.lstrip()
    if text.startswith("{"):
        try:
            document = json_document.loads(text)
        except ValueError:
            document = None
        if isinstance(document, dict):
            _flatten(document, "", fields)
    for name in _LAMBDA_FIELDS:
        value = record.text(name)
        if value is not None:
            fields[name] = value
    fields.update(
        {
            "@timestamp": str(row.ts),
            "@ingestionTime": str(row.ingestion_time),
            "@log": group,
            "@logStream": row.stream,
            "@message": row.message,
        }
    )
    return {"logRecord": fields}


def list_log_groups_for_query(
    state: LogsState, ctx: RequestContext, params: Mapping[str, Any]
) -> dict[str, Any]:
    row = state.queries.find(ctx.account_id, ctx.region, params["queryId"])
    if row is None:
        raise query_not_found()
    arns = [group_arn(ctx.region, ctx.account_id, name) for name in row.log_groups]
    token = params.get("nextToken")
    offset = int(token) if isinstance(token, str) and is_digits(token) else 0
    if token is not None and (not is_digits(str(token)) or offset > len(arns)):
        raise invalid_parameter("The specified nextToken is invalid.")
    limit = int(params.get("maxResults") or 50)
    out: dict[str, Any] = {"logGroupIdentifiers": arns[offset : offset + limit]}
    if offset + limit < len(arns):
        out["nextToken"] = str(offset + limit)
    return out
