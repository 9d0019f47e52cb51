"""Item operations behind the KMS key check of the customer-key tables they touch (``sse.py``).

:func:`guarded` wraps an operation of the table: an unencrypted table costs a lookup in the cached
table definitions, a table under a customer managed key a verdict-cache hit; a stale verdict makes
the call wait for KMS (as the caller) first.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.dynamodb import sse
from labcloud.services.dynamodb.lookup import customer_key_table
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.shape import Operation


def guarded(operation: str, fn: Operation[DynamoDBState]) -> Operation[DynamoDBState]:
    """``fn`` behind the key check (its signature and annotations are ``fn``'s)."""
    if operation in sse.SINGLE_TABLE:

        def run(state: DynamoDBState, request: Any, ctx: RequestContext) -> Any:
            # one table, named by TableName: the common case, without building the list of tables
            name = request.get("TableName")
            table = customer_key_table(state, ctx, name) if isinstance(name, str) else None
            if table is None:
                return fn(state, request, ctx)
            return _behind_check(state, [table], fn, request, ctx)

    else:
        table_names = sse.table_names

        def run(state: DynamoDBState, request: Any, ctx: RequestContext) -> Any:
            found = [
                t
                for t in (customer_key_table(state, ctx, n) for n in table_names(operation, request))
                if t is not None
            ]
            if not found:
                return fn(state, request, ctx)
            return _behind_check(state, found, fn, request, ctx)

    return functools.update_wrapper(run, fn)


def _behind_check(
    state: DynamoDBState,
    tables: list[sse.Guarded],
    fn: Operation[DynamoDBState],
    request: Any,
    ctx: RequestContext,
) -> Any:
    guard = state.key_guard
    stale = guard.stale(tables, ctx.principal)
    if not stale:
        return fn(state, request, ctx)

    async def checked() -> Any:
        await guard.check(stale, ctx.principal)
        result = fn(state, request, ctx)
        return await result if inspect.isawaitable(result) else result

    return checked()
