"""The RDS Data API (botocore ``rds-data``, rest-json) in the service shape: ExecuteStatement,
BatchExecuteStatement and transactions on a DB cluster's real postgres server (RDS offers it through
``interfaces.DataApiTargets``), signed in with the caller's Secrets Manager secret. The deprecated
ExecuteSql answers 501 (docs/rds.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.rds.data.state import DataState
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.rds.data import statement_ops, transaction_ops
else:
    statement_ops = lazy_module("labcloud.services.rds.data.statement_ops")
    transaction_ops = lazy_module("labcloud.services.rds.data.transaction_ops")

OPERATIONS: dict[str, Operation[DataState]] = {
    "ExecuteStatement": statement_ops.execute_statement,
    "BatchExecuteStatement": statement_ops.batch_execute_statement,
    "BeginTransaction": transaction_ops.begin_transaction,
    "CommitTransaction": transaction_ops.commit_transaction,
    "RollbackTransaction": transaction_ops.rollback_transaction,
}


def contributions(state: DataState) -> Contributions:
    from labcloud.services.rds.data import sessions

    async def stop() -> None:
        await sessions.close_all(state.transactions)
        state.pool.close_all()

    return Contributions(background=(Background("rds-data.transactions", lambda: None, stop),))


SERVICE: Service[DataState] = Service(
    name="rds-data",
    state=DataState.build,
    operations=OPERATIONS,
    contributes=contributions,
)
