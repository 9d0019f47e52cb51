"""BeginTransaction, CommitTransaction, RollbackTransaction: a transaction keeps its own connection to
the cluster's server between calls (``sessions.Transaction``); its id is what later calls name."""

from __future__ import annotations

import asyncio
import base64
import secrets
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.rds.data import sessions
from labcloud.services.rds.data.errors import bad_request, transaction_not_found, unsupported
from labcloud.services.rds.data.state import DataState

if TYPE_CHECKING:
    from labcloud.services.rds.data.api import (
        BeginTransactionRequest,
        BeginTransactionResponse,
        CommitTransactionRequest,
        CommitTransactionResponse,
        RollbackTransactionRequest,
        RollbackTransactionResponse,
    )


async def begin_transaction(
    state: DataState, request: BeginTransactionRequest, ctx: RequestContext
) -> BeginTransactionResponse:
    req: dict[str, Any] = dict(request)
    if req.get("schema"):
        raise unsupported("the schema parameter (AWS's Data API does not support it for Aurora PostgreSQL)")
    sessions.expire(state.transactions)
    if len(state.transactions) >= state.max_transactions:
        raise bad_request("Too many open transactions: commit or roll back some first.")
    conn = await sessions.connect(
        state.services, ctx, str(req["resourceArn"]), str(req["secretArn"]), req.get("database")
    )
    try:
        await asyncio.to_thread(sessions.run, conn, "BEGIN", {})
    except BaseException:
        await asyncio.to_thread(sessions.close, conn)
        raise
    tid = base64.b64encode(secrets.token_bytes(141)).decode()[:188]
    state.transactions[tid] = sessions.Transaction(
        conn, str(req["resourceArn"]), str(req["secretArn"]), ctx.account_id
    )
    return {"transactionId": tid}


async def _end(state: DataState, ctx: RequestContext, req: dict[str, Any], sql: str) -> None:
    tid = str(req["transactionId"])
    sessions.expire(state.transactions)
    tx = state.transactions.get(tid)
    if tx is None or tx.resource_arn != req["resourceArn"] or tx.account_id != ctx.account_id:
        raise transaction_not_found(tid)
    await sessions.credentials(state.services, ctx, str(req["secretArn"]))
    async with tx.lock:
        state.transactions.pop(tid, None)
        try:
            await asyncio.to_thread(sessions.run, tx.conn, sql, {})
        finally:
            await asyncio.to_thread(sessions.close, tx.conn)


async def commit_transaction(
    state: DataState, request: CommitTransactionRequest, ctx: RequestContext
) -> CommitTransactionResponse:
    await _end(state, ctx, dict(request), "COMMIT")
    return {"transactionStatus": "Transaction Committed"}


async def rollback_transaction(
    state: DataState, request: RollbackTransactionRequest, ctx: RequestContext
) -> RollbackTransactionResponse:
    await _end(state, ctx, dict(request), "ROLLBACK")
    return {"transactionStatus": "Rollback Complete"}
