"""StartQuery, GetQueryResults, StopQuery and DescribeQueries: queries are run when started, over the
events of the named log groups inside [startTime, endTime], and kept (with their results) in SQLite,
so GetQueryResults answers the same after a restart.
"""

from __future__ import annotations

import base64
import json
import uuid
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.logs.errors import invalid_parameter
from labcloud.services.logs.insights.record import Record
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.logs.insights.evaluate import Outcome

# The query language's parser and evaluator (Lark) are imported by the calls that run a query:
# a server that never runs one does not pay their import time and memory.

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS logs_queries (
        query_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        query_string TEXT NOT NULL,
        log_groups TEXT NOT NULL,
        status TEXT NOT NULL,
        create_time INTEGER NOT NULL,
        results TEXT NOT NULL,
        statistics TEXT NOT NULL
    )""",
)
TABLES = ("logs_queries",)
DEFAULT_LIMIT = 1000
MAX_GROUPS = 50
#: Queries kept for DescribeQueries/GetQueryResults (oldest forgotten first), like AWS's 7-day window.
KEEP_QUERIES = 1000


def query_not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "Query does not exist", status=400)


def group_names(params: dict[str, Any]) -> list[str]:
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


def check_request(params: dict[str, Any]) -> None:
    if params.get("queryLanguage") not in (None, "CWLI"):
        raise invalid_parameter(
            f"labcloud supports only the CWLI query language, not {params['queryLanguage']}"
        )
    if params["startTime"] > params["endTime"]:
        raise invalid_parameter("The start time of the query must be before its end time")
    from labcloud.services.logs.insights.parser import parse

    parse(params["queryString"])


def records(
    store: Store,
    account: str,
    groups: Sequence[tuple[int, str]],
    start_ms: int,
    end_ms: int,
    scanned: list[int],
) -> Iterator[Record]:
    """Events of ``groups`` in the time range, newest first; counts rows and bytes into ``scanned``."""
    names = {gid: f"{account}:{name}" for gid, name in groups}
    marks = ",".join("?" * len(names))
    cursor = store.conn.execute(
        "SELECT e.id, e.group_id, e.ts, e.ingestion_time, e.message, s.name FROM logs_events e JOIN logs_streams s"
        f" ON s.id = e.stream_id WHERE e.group_id IN ({marks}) AND e.ts >= ? AND e.ts <= ? ORDER BY e.ts DESC, e.id"
        " DESC",
        (*names, start_ms, end_ms),
    )
    for event_id, group_id, ts, ingestion, message, stream in cursor:
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
    store: Store, ctx: RequestContext, params: dict[str, Any], groups: Sequence[tuple[int, str]]
) -> str:
    """Run the query; store it with its results; answer its id."""
    from labcloud.services.logs.insights.evaluate import run
    from labcloud.services.logs.insights.parser import parse

    commands = parse(params["queryString"])
    scanned = [0, 0]
    source = records(
        store,
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
    with store.transaction():
        store.execute(
            "INSERT INTO logs_queries (query_id, account_id, region, query_string, log_groups, status,"
            " create_time, results, statistics) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                query_id,
                ctx.account_id,
                ctx.region,
                params["queryString"],
                json.dumps([name for _, name in groups]),
                "Complete",
                int(clock.now() * 1000),
                json.dumps(results_of(outcome)),
                json.dumps(statistics),
            ),
        )
        store.execute(
            "DELETE FROM logs_queries WHERE query_id IN (SELECT query_id FROM logs_queries ORDER BY"
            " create_time DESC LIMIT -1 OFFSET ?)",
            (KEEP_QUERIES,),
        )
    return query_id


def _row(store: Store, ctx: RequestContext, query_id: str) -> Any:
    row = store.one(
        "SELECT * FROM logs_queries WHERE query_id=? AND account_id=? AND region=?",
        (query_id, ctx.account_id, ctx.region),
    )
    if row is None:
        raise query_not_found()
    return row


def results(store: Store, ctx: RequestContext, query_id: str) -> dict[str, Any]:
    row = _row(store, ctx, query_id)
    return {
        "queryLanguage": "CWLI",
        "results": json.loads(row["results"]),
        "statistics": json.loads(row["statistics"]),
        "status": row["status"],
    }


def stop(store: Store, ctx: RequestContext, query_id: str) -> dict[str, Any]:
    row = _row(store, ctx, query_id)
    return {"success": row["status"] in ("Scheduled", "Running")}


def describe(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    rows = store.all(
        "SELECT * FROM logs_queries WHERE account_id=? AND region=? ORDER BY create_time DESC, query_id",
        (ctx.account_id, ctx.region),
    )
    wanted_group = params.get("logGroupName")
    wanted_status = params.get("status")
    found = [
        r
        for r in rows
        if (wanted_group is None or wanted_group in json.loads(r["log_groups"]))
        and (wanted_status is None or r["status"] == wanted_status)
    ]
    offset = int(params["nextToken"]) if is_digits(str(params.get("nextToken") or "")) else 0
    limit = int(params.get("maxResults") or 1000)
    page = found[offset : offset + limit]
    out: dict[str, Any] = {
        "queries": [
            {
                "queryLanguage": "CWLI",
                "queryId": r["query_id"],
                "queryString": r["query_string"],
                "status": r["status"],
                "createTime": r["create_time"],
                "logGroupName": json.loads(r["log_groups"])[0],
            }
            for r in page
        ]
    }
    if offset + limit < len(found):
        out["nextToken"] = str(offset + limit)
    return out
