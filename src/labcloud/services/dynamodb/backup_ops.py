"""Backups and point-in-time recovery: the backup operations, both restores, the PITR setting and
the periodic trim of the point-in-time journal."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import backups, continuous_backups, lookup, pitr
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.repo import backups as stored
from labcloud.services.dynamodb.repo import journal as pitr_journal
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.table_meta import key_schema_doc
from labcloud.services.dynamodb.tables import describe

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        CreateBackupRequest,
        CreateBackupResponse,
        DeleteBackupRequest,
        DeleteBackupResponse,
        DescribeBackupRequest,
        DescribeBackupResponse,
        DescribeContinuousBackupsRequest,
        DescribeContinuousBackupsResponse,
        ListBackupsRequest,
        ListBackupsResponse,
        RestoreTableFromBackupRequest,
        RestoreTableFromBackupResponse,
        RestoreTableToPointInTimeRequest,
        RestoreTableToPointInTimeResponse,
        UpdateContinuousBackupsRequest,
        UpdateContinuousBackupsResponse,
    )


def create_backup(
    state: DynamoDBState, request: CreateBackupRequest, ctx: RequestContext
) -> CreateBackupResponse:
    table = lookup.backup_source(state, ctx, request["TableName"])
    with state.store.transaction():
        row = backups.create(state.store, ctx, table, request["BackupName"])
        emit(state, ctx, "dynamodb.backup.created", resource=row["arn"], table=table.name, items=row["items"])
    return cast("CreateBackupResponse", {"BackupDetails": backups.details(row, "CREATING")})


def describe_backup(
    state: DynamoDBState, request: DescribeBackupRequest, ctx: RequestContext
) -> DescribeBackupResponse:
    row = backups.find(state.store, ctx, request["BackupArn"])
    return cast("DescribeBackupResponse", {"BackupDescription": backups.description(row)})


def delete_backup(
    state: DynamoDBState, request: DeleteBackupRequest, ctx: RequestContext
) -> DeleteBackupResponse:
    with state.store.transaction():
        row = backups.delete(state.store, ctx, request["BackupArn"])
        emit(state, ctx, "dynamodb.backup.deleted", resource=row["arn"], table=row["table_name"])
    return cast("DeleteBackupResponse", {"BackupDescription": backups.description(row, "DELETED")})


def list_backups(
    state: DynamoDBState, request: ListBackupsRequest, ctx: RequestContext
) -> ListBackupsResponse:
    return cast("ListBackupsResponse", backups.listing(state.store, ctx, cast("dict[str, Any]", request)))


def _exists_already(state: DynamoDBState, ctx: RequestContext, target: str) -> None:
    if state.tables.find(ctx.account_id, ctx.region, target) is not None:
        raise AwsError("TableAlreadyExistsException", f"Table already exists: {target}", status=400)


def restore_table_from_backup(
    state: DynamoDBState, request: RestoreTableFromBackupRequest, ctx: RequestContext
) -> RestoreTableFromBackupResponse:
    params = cast("dict[str, Any]", request)
    target = params["TargetTableName"]
    row = backups.find(state.store, ctx, params["BackupArn"])
    meta = backups.restored_definition(backups.backed_up(row), target, params)
    meta = replace(meta, restore_summary=backups.restore_summary(row))
    with state.store.transaction():
        _exists_already(state, ctx, target)
        table = state.tables.insert(ctx.account_id, ctx.region, target, meta)
        stored.copy_items(state.store, row["arn"], table.tid)
        for index_name in table.indexes:
            state.items.rebuild_index(table, index_name)
        emit(
            state,
            ctx,
            "dynamodb.table.restored",
            resource=table.arn,
            table=target,
            backup=row["arn"],
            items=row["items"],
        )
    description = describe(table, "CREATING", {}, {n: "CREATING" for n in table.indexes})
    return cast("RestoreTableFromBackupResponse", {"TableDescription": description})


def restore_table_to_point_in_time(
    state: DynamoDBState, request: RestoreTableToPointInTimeRequest, ctx: RequestContext
) -> RestoreTableToPointInTimeResponse:
    params = cast("dict[str, Any]", request)
    target = params["TargetTableName"]
    name, where = pitr.source_name(params)
    here = where is None or where == (ctx.account_id, ctx.region)
    source = state.tables.find(ctx.account_id, ctx.region, name) if here else None
    if source is None:
        raise AwsError("TableNotFoundException", f"Table not found: {name}", status=400)
    if not pitr.enabled(source):
        raise pitr.not_enabled(name)
    earliest, latest = pitr.window(source, state.pitr_lag)
    at = pitr.restore_time(params, earliest, latest)
    meta = backups.restored_definition(source.definition, target, params)
    meta = replace(meta, restore_summary=pitr.restore_summary(source, at))
    with state.store.transaction():
        _exists_already(state, ctx, target)
        table = state.tables.insert(ctx.account_id, ctx.region, target, meta)
        count = pitr_journal.copy_state(state.store, source, table.tid, at)
        for index_name in table.indexes:
            state.items.rebuild_index(table, index_name)
        emit(
            state,
            ctx,
            "dynamodb.table.restored",
            resource=table.arn,
            table=target,
            source=source.arn,
            restore_time=at,
            items=count,
        )
    description = describe(table, "CREATING", {}, {n: "CREATING" for n in table.indexes})
    return cast("RestoreTableToPointInTimeResponse", {"TableDescription": description})


def describe_continuous_backups(
    state: DynamoDBState, request: DescribeContinuousBackupsRequest, ctx: RequestContext
) -> DescribeContinuousBackupsResponse:
    table = lookup.backup_source(state, ctx, request["TableName"])
    description = continuous_backups.description(table, state.pitr_lag)
    return cast("DescribeContinuousBackupsResponse", {"ContinuousBackupsDescription": description})


def update_continuous_backups(
    state: DynamoDBState, request: UpdateContinuousBackupsRequest, ctx: RequestContext
) -> UpdateContinuousBackupsResponse:
    table = lookup.backup_source(state, ctx, request["TableName"])
    spec = cast("dict[str, Any]", request["PointInTimeRecoverySpecification"])
    meta = continuous_backups.updated_meta(table, spec)
    with state.store.transaction():
        updated = state.tables.save_meta(table, meta)
        if not meta.pitr_enabled:
            pitr_journal.forget(state.store, table.tid)
        emit(
            state,
            ctx,
            "dynamodb.table.updated",
            resource=table.arn,
            table=table.name,
            key_schema=key_schema_doc(meta.key_schema),
            point_in_time_recovery=meta.pitr_enabled,
        )
    description = continuous_backups.description(updated, state.pitr_lag)
    return cast("UpdateContinuousBackupsResponse", {"ContinuousBackupsDescription": description})


def trim_pitr(state: DynamoDBState, now: float | None = None) -> None:
    """Drop point-in-time journal rows that left their table's recovery window (periodic work)."""
    # a table's journal is dropped when PITR is turned off or the table deleted, so only tables
    # with the setting on can hold rows
    windows = []
    for tid in state.tables.with_pitr():
        table = state.tables.by_tid(tid)
        if table is not None and pitr.enabled(table):
            windows.append((table.tid, pitr.window(table, state.pitr_lag, now)[0]))
    if windows:
        with state.store.transaction():
            pitr_journal.trim(state.store, windows)
