"""DynamoDB in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Every item operation is one synchronous SQLite transaction (the pipeline runs one call at a time on
the event loop, so a conditional write is atomic); the item operations of tables under a customer
managed KMS key run behind that key's check (``key_checks.py``). TTL sweeps and the trim of the
point-in-time journal are periodic work on the hub's scheduler, as are the delivery of item changes to
tables' Kinesis data stream destinations (``kinesis_outbox.py``) and to global tables' replicas
(``replication.py``): those two run only while a write has rung their bell (``scheduler.Bell``) and
work waits, else on the scheduler's slow fallback (an outbox left by an earlier process).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.dynamodb import sse
from labcloud.services.dynamodb.key_checks import guarded
from labcloud.services.dynamodb.repo import kinesis_outbox as outbox
from labcloud.services.dynamodb.repo import replication as replication_outbox
from labcloud.services.dynamodb.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Operation, PolicySource, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.dynamodb import (
        account_ops,
        backup_ops,
        batch,
        global_table_ops,
        item_ops,
        kinesis_ops,
        kinesis_outbox,
        partiql_ops,
        policy_ops,
        replication_round,
        resource_policy,
        table_list_ops,
        table_ops,
        transactions,
        ttl,
        views,
    )
else:
    account_ops = lazy_module("labcloud.services.dynamodb.account_ops")
    backup_ops = lazy_module("labcloud.services.dynamodb.backup_ops")
    batch = lazy_module("labcloud.services.dynamodb.batch")
    global_table_ops = lazy_module("labcloud.services.dynamodb.global_table_ops")
    item_ops = lazy_module("labcloud.services.dynamodb.item_ops")
    kinesis_ops = lazy_module("labcloud.services.dynamodb.kinesis_ops")
    kinesis_outbox = lazy_module("labcloud.services.dynamodb.kinesis_outbox")
    partiql_ops = lazy_module("labcloud.services.dynamodb.partiql_ops")
    policy_ops = lazy_module("labcloud.services.dynamodb.policy_ops")
    replication_round = lazy_module("labcloud.services.dynamodb.replication_round")
    resource_policy = lazy_module("labcloud.services.dynamodb.resource_policy")
    table_list_ops = lazy_module("labcloud.services.dynamodb.table_list_ops")
    table_ops = lazy_module("labcloud.services.dynamodb.table_ops")
    transactions = lazy_module("labcloud.services.dynamodb.transactions")
    ttl = lazy_module("labcloud.services.dynamodb.ttl")
    views = lazy_module("labcloud.services.dynamodb.views")

_OPERATIONS: dict[str, Operation[DynamoDBState]] = {
    "CreateTable": table_ops.create_table,
    "DescribeTable": table_ops.describe_table,
    "ListTables": table_list_ops.list_tables,
    "DeleteTable": table_ops.delete_table,
    "UpdateTable": table_ops.update_table,
    "PutItem": item_ops.put_item,
    "UpdateItem": item_ops.update_item,
    "DeleteItem": item_ops.delete_item,
    "GetItem": item_ops.get_item,
    "Query": item_ops.query,
    "Scan": item_ops.scan,
    "BatchGetItem": batch.batch_get,
    "BatchWriteItem": batch.batch_write,
    "TransactWriteItems": transactions.transact_write,
    "TransactGetItems": transactions.transact_get,
    "ExecuteStatement": partiql_ops.execute_statement,
    "BatchExecuteStatement": partiql_ops.batch_execute_statement,
    "ExecuteTransaction": partiql_ops.execute_transaction,
    "UpdateTimeToLive": ttl.update_time_to_live,
    "DescribeTimeToLive": ttl.describe_time_to_live,
    "CreateBackup": backup_ops.create_backup,
    "DescribeBackup": backup_ops.describe_backup,
    "DeleteBackup": backup_ops.delete_backup,
    "ListBackups": backup_ops.list_backups,
    "RestoreTableFromBackup": backup_ops.restore_table_from_backup,
    "RestoreTableToPointInTime": backup_ops.restore_table_to_point_in_time,
    "DescribeContinuousBackups": backup_ops.describe_continuous_backups,
    "UpdateContinuousBackups": backup_ops.update_continuous_backups,
    "PutResourcePolicy": policy_ops.put_resource_policy,
    "GetResourcePolicy": policy_ops.get_resource_policy,
    "DeleteResourcePolicy": policy_ops.delete_resource_policy,
    "TagResource": policy_ops.tag_resource,
    "UntagResource": policy_ops.untag_resource,
    "ListTagsOfResource": policy_ops.list_tags_of_resource,
    "DescribeKinesisStreamingDestination": kinesis_ops.describe_kinesis_streaming_destination,
    "EnableKinesisStreamingDestination": kinesis_ops.enable_kinesis_streaming_destination,
    "DisableKinesisStreamingDestination": kinesis_ops.disable_kinesis_streaming_destination,
    "UpdateKinesisStreamingDestination": kinesis_ops.update_kinesis_streaming_destination,
    "UpdateContributorInsights": account_ops.update_contributor_insights,
    "DescribeContributorInsights": account_ops.describe_contributor_insights,
    "ListContributorInsights": account_ops.list_contributor_insights,
    "DescribeLimits": account_ops.describe_limits,
    "DescribeEndpoints": account_ops.describe_endpoints,
    "CreateGlobalTable": global_table_ops.create_global_table,
    "DescribeGlobalTable": global_table_ops.describe_global_table,
    "ListGlobalTables": global_table_ops.list_global_tables,
    "UpdateGlobalTable": global_table_ops.update_global_table,
    "DescribeGlobalTableSettings": global_table_ops.describe_global_table_settings,
    "UpdateGlobalTableSettings": global_table_ops.update_global_table_settings,
    "DescribeTableReplicaAutoScaling": global_table_ops.describe_table_replica_auto_scaling,
    "UpdateTableReplicaAutoScaling": global_table_ops.update_table_replica_auto_scaling,
}

OPERATIONS: dict[str, Operation[DynamoDBState]] = {
    name: guarded(name, fn) if name in sse.GUARDED else fn for name, fn in _OPERATIONS.items()
}


#: How often (seconds) the sweeper trims point-in-time journal rows that left their recovery window
#: (``backup_ops.trim_pitr``; here, not in ``pitr.py``, so that building the service leaves that module unloaded).
PITR_TRIM_INTERVAL = 60.0


def contributions(state: DynamoDBState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        policy_sources=(
            PolicySource("dynamodb", resource_policy.lookup(state.tables.find), state.policy_count.active),
        ),
        periodic=(
            Periodic("dynamodb.ttl", state.ttl_interval, lambda now: _ttl_round(state, now)),
            Periodic("dynamodb.pitr-trim", PITR_TRIM_INTERVAL, lambda now: _trim_pitr(state, now)),
            Periodic("dynamodb.kinesis", state.kinesis_interval, _deliveries(state), state.kinesis_bell),
            Periodic(
                "dynamodb.replication",
                state.replication_interval,
                lambda now: _replicate(state, now),
                state.replication_bell,
            ),
        ),
        background=(Background("dynamodb.kinesis-deliveries", lambda: None, state.kinesis_pump.stop),),
        routes=views.routes(state),
    )


def _ttl_round(state: DynamoDBState, now: float) -> None:
    # the item write path (ttl.py) is imported by the first expired item, not by the round at build
    if state.items.expired(now, 1):
        ttl.sweep_round(state, now)


def _trim_pitr(state: DynamoDBState, now: float) -> None:
    # only tables with point-in-time recovery on hold journal rows (``backup_ops.trim_pitr``)
    if state.tables.with_pitr():
        backup_ops.trim_pitr(state, now)


def _replicate(state: DynamoDBState, now: float) -> bool:
    """A round when changes wait; whether some still wait (not due yet): the round runs again soon."""
    # the replication module (and its item path) is imported by the first queued change
    if not replication_outbox.any_pending(state.store):
        return False
    replication_round.replicate(state, now, state.replication_delay)
    return replication_outbox.any_pending(state.store)


def _deliveries(state: DynamoDBState) -> Callable[[float], bool]:
    def tick(_now: float) -> bool:
        return state.kinesis_pump.tick(
            lambda: outbox.any_pending(state.store), lambda: kinesis_outbox.deliver(state)
        )

    return tick


def forget_caches(state: DynamoDBState) -> None:
    state.tables.clear_cache()
    state.key_guard.clear()
    state.policy_count.changed()


SERVICE: Service[DynamoDBState] = Service(
    name="dynamodb",
    state=DynamoDBState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=forget_caches,
)
