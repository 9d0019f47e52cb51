"""ExecuteStatement and BatchExecuteStatement: SQL with ``:name`` parameters run on the cluster's real
postgres (in the caller's transaction when ``transactionId`` names one, else on a connection of its
own, committed at once), answered as AWS answers: records of Fields or JSON, column metadata, the
number of rows updated; results over 1 MiB refused as AWS refuses them."""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.rds.data import events, sessions, values
from labcloud.services.rds.data.errors import bad_request, transaction_not_found, unsupported
from labcloud.services.rds.data.state import DataState

if TYPE_CHECKING:
    from labcloud.services.rds.data.api import (
        BatchExecuteStatementRequest,
        BatchExecuteStatementResponse,
        ExecuteStatementRequest,
        ExecuteStatementResponse,
    )

#: AWS's limit on one answer's size.
MAX_RESULT_BYTES = 1024 * 1024
#: Parameter sets of one BatchExecuteStatement.
MAX_PARAMETER_SETS = 1000


def _checks(req: dict[str, Any]) -> None:
    if not str(req.get("sql") or "").strip():
        raise bad_request("SQL statement is empty")
    if req.get("schema"):
        raise unsupported("the schema parameter (AWS's Data API does not support it for Aurora PostgreSQL)")


def _transaction(state: DataState, ctx: RequestContext, req: dict[str, Any]) -> sessions.Transaction | None:
    tid = req.get("transactionId")
    if not tid:
        return None
    sessions.expire(state.transactions)
    tx = state.transactions.get(str(tid))
    if tx is None or tx.resource_arn != req["resourceArn"] or tx.account_id != ctx.account_id:
        raise transaction_not_found(str(tid))
    return tx


def _answer(
    req: dict[str, Any], rows: list[list[Any]], columns: list[dict[str, Any]] | None, count: int
) -> dict[str, Any]:
    out: dict[str, Any] = {"numberOfRecordsUpdated": 0 if columns else count}
    if columns:
        options = req.get("resultSetOptions") or {}
        if options.get("longReturnType") not in (None, "LONG", "STRING"):
            raise bad_request(f"Invalid longReturnType: {options.get('longReturnType')}")
        as_numbers = options.get("decimalReturnType") == "DOUBLE_OR_LONG"
        if req.get("formatRecordsAs") == "JSON":
            text = values.formatted(rows, columns)
            if len(text) > MAX_RESULT_BYTES:
                raise bad_request("Database returned more than the allowed response size limit")
            out["formattedRecords"] = text
        else:
            oids = [int(c.get("type_oid") or 0) for c in columns]
            records = [
                [values.field(v, o, as_numbers) for v, o in zip(row, oids, strict=True)] for row in rows
            ]
            if options.get("longReturnType") == "STRING":
                for record in records:
                    for item in record:
                        if "longValue" in item:
                            item["stringValue"] = str(item.pop("longValue"))
            if len(json.dumps(records, default=str)) > MAX_RESULT_BYTES:
                raise bad_request("Database returned more than the allowed response size limit")
            out["records"] = records
        if req.get("includeResultMetadata"):
            out["columnMetadata"] = values.metadata(columns)
    return out


async def _published(
    state: DataState, ctx: RequestContext, req: dict[str, Any], operation: str, run: Any
) -> dict[str, Any]:
    """``run()``'s answer, with the statement's event published whether it succeeded or failed."""
    started = time.monotonic()
    try:
        out: dict[str, Any] = await run()
    except AwsError as error:
        ms = (time.monotonic() - started) * 1000
        events.statement(state, ctx, req, operation, ms, None, 0, error.code)
        raise
    ms = (time.monotonic() - started) * 1000
    rows = out.get("records")
    counted = len(rows) if rows is not None else None
    if counted is None and "formattedRecords" in out:
        counted = len(json.loads(out["formattedRecords"]))
    updated = int(out.get("numberOfRecordsUpdated") or len(out.get("updateResults") or []))
    events.statement(state, ctx, req, operation, ms, counted, updated, None)
    return out


async def execute_statement(
    state: DataState, request: ExecuteStatementRequest, ctx: RequestContext
) -> ExecuteStatementResponse:
    req: dict[str, Any] = dict(request)
    answer = await _published(state, ctx, req, "ExecuteStatement", lambda: _execute(state, ctx, req))
    return answer  # type: ignore[return-value]


async def _execute(state: DataState, ctx: RequestContext, req: dict[str, Any]) -> dict[str, Any]:
    _checks(req)
    params = values.parameters(req.get("parameters"))
    tx = _transaction(state, ctx, req)
    if tx is not None:
        async with tx.lock:
            tx.used = time.monotonic()
            rows, columns, count = await asyncio.to_thread(sessions.run, tx.conn, str(req["sql"]), params)
        return _answer(req, rows, columns, count)
    key = await sessions.connect_key(
        state.services,
        ctx,
        str(req["resourceArn"]),
        str(req["secretArn"]),
        req.get("database"),
        not req.get("continueAfterTimeout"),
    )
    rows, columns, count = await asyncio.to_thread(
        sessions.run_pooled, state.pool, key, str(req["sql"]), params
    )
    return _answer(req, rows, columns, count)


def _batch(conn: Any, sql: str, sets: list[dict[str, Any]], own: bool) -> int:
    if own:
        sessions.run(conn, "BEGIN", {})
    try:
        for params in sets:
            sessions.run(conn, sql, params)
    except BaseException:
        if own:
            sessions.close(conn)
        raise
    if own:
        sessions.run(conn, "COMMIT", {})
    return len(sets)


async def batch_execute_statement(
    state: DataState, request: BatchExecuteStatementRequest, ctx: RequestContext
) -> BatchExecuteStatementResponse:
    req: dict[str, Any] = dict(request)
    answer = await _published(
        state, ctx, req, "BatchExecuteStatement", lambda: _batch_execute(state, ctx, req)
    )
    return answer  # type: ignore[return-value]


async def _batch_execute(state: DataState, ctx: RequestContext, req: dict[str, Any]) -> dict[str, Any]:
    _checks(req)
    given = list(req.get("parameterSets") or [[]])
    if len(given) > MAX_PARAMETER_SETS:
        raise bad_request(f"At most {MAX_PARAMETER_SETS} parameter sets are accepted.")
    sets = [values.parameters(one) for one in given]
    tx = _transaction(state, ctx, req)
    if tx is not None:
        async with tx.lock:
            tx.used = time.monotonic()
            done = await asyncio.to_thread(_batch, tx.conn, str(req["sql"]), sets, False)
    else:
        conn = await sessions.connect(
            state.services, ctx, str(req["resourceArn"]), str(req["secretArn"]), req.get("database")
        )
        try:
            done = await asyncio.to_thread(_batch, conn, str(req["sql"]), sets, True)
        finally:
            await asyncio.to_thread(sessions.close, conn)
    return {"updateResults": [{"generatedFields": []} for _ in range(done)]}
