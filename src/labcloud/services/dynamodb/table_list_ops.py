"""ListTables: a read of the table names, kept apart from ``table_ops`` so that the first listing does not
import what creating, updating and deleting tables needs (backups, point-in-time journal, settings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.dynamodb.state import DynamoDBState

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import ListTablesRequest, ListTablesResponse


def list_tables(state: DynamoDBState, request: ListTablesRequest, ctx: RequestContext) -> ListTablesResponse:
    limit = request.get("Limit") or 100
    start = request.get("ExclusiveStartTableName") or ""
    names = state.tables.names(ctx.account_id, ctx.region, start, limit + 1)
    result: ListTablesResponse = {"TableNames": names[:limit]}
    if len(names) > limit:
        result["LastEvaluatedTableName"] = names[limit - 1]
    return result
