"""StartQuery, GetQueryResults, StopQuery and DescribeQueries: queries are run when started, over the
events of the named log groups inside [startTime, endTime], and kept with their results
(``repo/queries.py``), so GetQueryResults answers the same after a restart.
"""

from __future__ import annotations

import base64
import uuid
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.logs.errors import invalid_parameter
from labcloud.services.logs.insights.record import Record
from labcloud.services.logs.repo.queries import QueryRow

if TYPE_CHECKING:
    from labcloud.services.logs.insights.evaluate import Outcome
    from labcloud.services.logs.state import LogsState

# The query language's parser and evaluator (Lark) are imported by the calls that run a query:
# a server that never runs one does not pay their import time and memory.

DEFAULT_LIMIT = 1000
MAX_GROUPS = 50


def query_not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "Query does not exist", status=400)


def group_names(params: Mapping[str, Any]) -> list[str]:
    given = [m for m in ("logGroupName", "logGroupNames", "logGroupIdentifiers") if params.get(m)]
    if len(given) != 1:
        raise invalid_parameter(
            "Exactly one of logGroupName, logGroupNames or logGroupIdentifiers must be given"
        )
    member = given[0]
    names = [params[member]] if member == "logGroupName" else list(params[member])
    if len(names) > MAX_GROUPS:
        raise invalid_parameter(f"A query can search at most {MAX_GROUPS} log groups")
    return [_name_of(n) for n in names]


def _name_of(identifier: str) -> str:
    if identifier.startswith("arn:") and ":log-group:" in identifier:
        return identifier.split(":log-group:", 1)[1].removesuffix(":*")
    return identifier


def check_request(params: Mapping[str, Any]) -> None:
    if params.get("queryLanguage") not in (None, "CWLI"):
        raise invalid_parameter(
            f"labcloud supports only the CWLI query language, not {params['queryLanguage']}"
        )
    if params["startTime"] > params["endTime"]:
        raise invalid_parameter("The start time of the query must be before its end time")
    from labcloud.services.logs.insights.parser import parse

    parse(params["queryString"])


def records(
    state: LogsState,
    account: str,
    groups: Sequence[tuple[int, str]],
    start_ms: int,
    end_ms: int,
    scanned: list[int],
) -> Iterator[Record]:
    """Events of ``groups`` in the time range, newest first; counts rows and bytes into ``scanned``."""
    names = {gid: f"{account}:{name}" for gid, name in groups}
    for event_id, group_id, ts, ingestion, message, stream in state.events.in_groups(
        list(names), start_ms, end_ms
    ):
        scanned[0] += 1
        scanned[1] += len(message)
        yield Record(ts, message, stream, names[group_id], ingestion, _pointer(event_id))


def _pointer(event_id: int) -> str:
    return base64.b64encode(f"labcloud-event-{event_id}".encode()).decode()


def results_of(outcome: Outcome) -> list[list[dict[str, str]]]:
    rows = []
    for record in outcome.rows:
        row = []
        for name in outcome.fields:
            text = record.text(name)
            if text is not None:
                row.append({"field": name, "value": text})
        if not outcome.aggregated and record.ptr is not None:
            row.append({"field": "@ptr", "value": record.ptr})
        rows.append(row)
    return rows


def start(
    state: LogsState, ctx: RequestContext, params: Mapping[str, Any], groups: Sequence[tuple[int, str]]
) -> str:
    """Run the query; store it with its results; answer its id."""
    from labcloud.services.logs.insights.evaluate import run
    from labcloud.services.logs.insights.parser import parse

    commands = parse(params["queryString"])
    scanned = [0, 0]
    source = records(
        state,
        ctx.account_id,
        groups,
        int(params["startTime"]) * 1000,
        int(params["endTime"]) * 1000 + 999,
        scanned,
    )
    outcome = run(commands, source, int(params.get("limit") or DEFAULT_LIMIT))
    statistics = {
        "recordsMatched": float(outcome.matched),
        "recordsScanned": float(scanned[0]),
        "bytesScanned": float(scanned[1]),
    }
    query_id = str(uuid.uuid4())
    state.queries.save(
        query_id,
        ctx.account_id,
        ctx.region,
        params["queryString"],
        [name for _, name in groups],
        int(clock.now() * 1000),
        results_of(outcome),
        statistics,
    )
    return query_id


def _row(state: LogsState, ctx: RequestContext, query_id: str) -> QueryRow:
    row = state.queries.find(ctx.account_id, ctx.region, query_id)
    if row is None:
        raise query_not_found()
    return row


def results(state: LogsState, ctx: RequestContext, query_id: str) -> dict[str, Any]:
    row = _row(state, ctx, query_id)
    return {
        "queryLanguage": "CWLI",
        "results": row.results,
        "statistics": row.statistics,
        "status": row.status,
    }


def stop(state: LogsState, ctx: RequestContext, query_id: str) -> dict[str, Any]:
    row = _row(state, ctx, query_id)
    return {"success": row.status in ("Scheduled", "Running")}


def describe(state: LogsState, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
    found = state.queries.of_account(
        ctx.account_id, ctx.region, group=params.get("logGroupName"), status=params.get("status")
    )
    offset = int(params["nextToken"]) if is_digits(str(params.get("nextToken") or "")) else 0
    limit = int(params.get("maxResults") or 1000)
    page = found[offset : offset + limit]
    out: dict[str, Any] = {
        "queries": [
            {
                "queryLanguage": "CWLI",
                "queryId": r.query_id,
                "queryString": r.query_string,
                "status": r.status,
                "createTime": r.create_time,
                "logGroupName": r.log_groups[0],
            }
            for r in page
        ]
    }
    if offset + limit < len(found):
        out["nextToken"] = str(offset + limit)
    return out
