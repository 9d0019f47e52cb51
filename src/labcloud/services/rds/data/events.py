"""The events the Data API publishes (docs/events.md): one ``rds-data.statement.executed`` per
ExecuteStatement or BatchExecuteStatement, resource the cluster's ARN, with the statement's text cut to
:data:`SQL_SHOWN` characters, never its parameters' values nor any row."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.rds.data.state import DataState

#: Characters of a statement's text an event keeps.
SQL_SHOWN = 500


def statement(
    state: DataState,
    ctx: RequestContext,
    req: dict[str, Any],
    operation: str,
    ms: float,
    rows: int | None,
    updated: int,
    error: str | None,
) -> None:
    sql = str(req.get("sql") or "")
    sets = len(req.get("parameterSets") or []) if operation == "BatchExecuteStatement" else None
    state.services.bus.publish(
        "rds-data.statement.executed",
        service="rds-data",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=str(req.get("resourceArn") or ""),
        data={
            "operation": operation,
            "sql": sql[:SQL_SHOWN],
            "truncated": len(sql) > SQL_SHOWN,
            "database": req.get("database") or None,
            "transaction": bool(req.get("transactionId")),
            "parameter_sets": sets,
            "rows": rows,
            "updated": updated,
            "ms": round(ms, 3),
            "error": error,
        },
    )
