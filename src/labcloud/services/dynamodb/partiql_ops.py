"""ExecuteStatement, BatchExecuteStatement and ExecuteTransaction: PartiQL over the item operations.

``partiql/statements.py`` translates each statement into an item operation's request and runs it
through :class:`Items` (so PartiQL and the item API cannot drift apart). The grammar (Lark) is
loaded on first use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.dynamodb import item_ops, lookup, transactions
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import TableDef

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        BatchExecuteStatementRequest,
        BatchExecuteStatementResponse,
        ExecuteStatementRequest,
        ExecuteStatementResponse,
        ExecuteTransactionRequest,
        ExecuteTransactionResponse,
    )

Params = dict[str, Any]

#: The item operations a statement may become.
_ITEM_OPERATIONS: dict[str, Callable[[DynamoDBState, Any, RequestContext], Any]] = {
    "PutItem": item_ops.put_item,
    "UpdateItem": item_ops.update_item,
    "DeleteItem": item_ops.delete_item,
    "GetItem": item_ops.get_item,
    "Query": item_ops.query,
    "Scan": item_ops.scan,
    "TransactWriteItems": transactions.transact_write,
    "TransactGetItems": transactions.transact_get,
}


class Items:
    """The item operations as ``partiql.statements.ItemOperations`` sees them."""

    __slots__ = ("state",)

    def __init__(self, state: DynamoDBState) -> None:
        self.state = state

    def table(self, ctx: RequestContext, name: str) -> TableDef:
        return lookup.table(self.state, ctx, name)

    def run(self, operation: str, ctx: RequestContext, params: Params) -> Params:
        return cast(Params, _ITEM_OPERATIONS[operation](self.state, params, ctx))


def execute_statement(
    state: DynamoDBState, request: ExecuteStatementRequest, ctx: RequestContext
) -> ExecuteStatementResponse:
    from labcloud.services.dynamodb.partiql import statements  # Lark: loaded on first use

    answer = statements.execute_statement(Items(state), ctx, cast(Params, request))
    return cast("ExecuteStatementResponse", answer)


def batch_execute_statement(
    state: DynamoDBState, request: BatchExecuteStatementRequest, ctx: RequestContext
) -> BatchExecuteStatementResponse:
    from labcloud.services.dynamodb.partiql import statements  # Lark: loaded on first use

    answer = statements.batch_execute_statement(Items(state), ctx, cast(Params, request))
    return cast("BatchExecuteStatementResponse", answer)


def execute_transaction(
    state: DynamoDBState, request: ExecuteTransactionRequest, ctx: RequestContext
) -> ExecuteTransactionResponse:
    from labcloud.services.dynamodb.partiql import statements  # Lark: loaded on first use

    answer = statements.execute_transaction(Items(state), ctx, cast(Params, request))
    return cast("ExecuteTransactionResponse", answer)
