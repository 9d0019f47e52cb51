"""CreateTable, GetTable, GetTables, UpdateTable (archiving the old definition as a table version unless
SkipArchive), DeleteTable, BatchDeleteTable, GetTableVersion(s), DeleteTableVersion, BatchDeleteTableVersion.
GetPartitionIndexes answers none. Views (ViewDefinition), resource links (TargetTable), open table formats, partition indexes and transactions
are refused by name."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.glue import errors, finds
from labcloud.services.glue.events import publish
from labcloud.services.glue.finds import table_id
from labcloud.services.glue.state import MAX_TABLES, MAX_VERSIONS, GlueState
from labcloud.services.glue.tables import definition
from labcloud.services.glue.views import catalog, page, projected, public

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        BatchDeleteTableRequest,
        BatchDeleteTableResponse,
        BatchDeleteTableVersionRequest,
        BatchDeleteTableVersionResponse,
        CreateTableRequest,
        CreateTableResponse,
        DeleteTableRequest,
        DeleteTableResponse,
        DeleteTableVersionRequest,
        DeleteTableVersionResponse,
        GetPartitionIndexesRequest,
        GetPartitionIndexesResponse,
        GetTableRequest,
        GetTableResponse,
        GetTablesRequest,
        GetTablesResponse,
        GetTableVersionRequest,
        GetTableVersionResponse,
        GetTableVersionsRequest,
        GetTableVersionsResponse,
        UpdateTableRequest,
        UpdateTableResponse,
    )

_REFUSED = (
    "PartitionIndexes",
    "TransactionId",
    "OpenTableFormatInput",
    "UpdateOpenTableFormatInput",
    "ViewUpdateAction",
    "Force",
)


def _refuse(request: Any) -> None:
    for key in _REFUSED:
        if request.get(key):
            raise errors.unsupported(f"{key} on tables")


def create_table(state: GlueState, request: CreateTableRequest, ctx: RequestContext) -> CreateTableResponse:
    account = catalog(ctx, request)
    _refuse(request)
    if request.get("Name") is not None or request.get("TableInput") is None:
        raise errors.invalid("TableInput is required (Name without it names an open table format table)")
    db = finds.database(state, ctx, request["DatabaseName"])["Name"]
    doc = definition(request["TableInput"], db, account)
    tid = table_id(db, doc["Name"])
    if state.records.get(ctx.account_id, ctx.region, "table", tid) is not None:
        raise errors.exists(f"Table already exists: {doc['Name']}")
    if state.records.count(ctx.account_id, ctx.region, "table") >= MAX_TABLES:
        raise errors.quota(f"You have reached the limit of {MAX_TABLES} tables")
    now = clock.now()
    doc.update(CreateTime=now, UpdateTime=now, VersionId="0", CreatedBy=ctx.principal.arn)
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "table", tid, db, doc, now)
        publish(state, "glue.table.created", ctx.account_id, ctx.region, tid, database=db)
    return cast("CreateTableResponse", {})


def get_table(state: GlueState, request: GetTableRequest, ctx: RequestContext) -> GetTableResponse:
    catalog(ctx, request)
    for key in ("TransactionId", "QueryAsOfTime"):
        if request.get(key) is not None:
            raise errors.unsupported(f"{key}: the catalog keeps no transactions")
    table = public(finds.table(state, ctx, request["DatabaseName"], request["Name"]))
    if request.get("AttributesToGet") is not None:
        table = projected([table], request.get("AttributesToGet"))[0]
    return cast("GetTableResponse", {"Table": table})


def get_tables(state: GlueState, request: GetTablesRequest, ctx: RequestContext) -> GetTablesResponse:
    catalog(ctx, request)
    for key in ("TransactionId", "QueryAsOfTime"):
        if request.get(key) is not None:
            raise errors.unsupported(f"{key}: the catalog keeps no transactions")
    db = finds.database(state, ctx, request["DatabaseName"])["Name"]
    items = [public(d) for d in state.records.listed(ctx.account_id, ctx.region, "table", db)]
    expression = request.get("Expression")
    if expression:
        try:
            pattern = re.compile(expression, re.IGNORECASE)
        except re.error:
            raise errors.invalid(f"Invalid Expression: {expression}") from None
        items = [d for d in items if pattern.fullmatch(d["Name"])]
    items.sort(key=lambda d: d["Name"])
    items = projected(items, request.get("AttributesToGet"))
    return cast("GetTablesResponse", page(items, request, 100, "TableList"))


def update_table(state: GlueState, request: UpdateTableRequest, ctx: RequestContext) -> UpdateTableResponse:
    account = catalog(ctx, request)
    _refuse(request)
    if request.get("Name") is not None or request.get("TableInput") is None:
        raise errors.invalid("TableInput is required (Name without it names an open table format table)")
    db = request["DatabaseName"]
    old = finds.table(state, ctx, db, request["TableInput"]["Name"])
    given_version = request.get("VersionId")
    if given_version is not None and given_version != old["VersionId"]:
        raise AwsError(
            "ConcurrentModificationException", f"Version {given_version} is not the table's latest"
        )
    doc = definition(request["TableInput"], old["DatabaseName"], account)
    version = str(int(old["VersionId"]) + 1)
    doc.update(
        CreateTime=old["CreateTime"],
        UpdateTime=clock.now(),
        VersionId=version,
        CreatedBy=old.get("CreatedBy"),
        _tags=old.get("_tags") or {},
    )
    tid = table_id(old["DatabaseName"], old["Name"])
    records, account_id, region = state.records, ctx.account_id, ctx.region
    with state.store.transaction():
        if not request.get("SkipArchive"):
            records.put(account_id, region, "version", f"{tid}/{old['VersionId']}", tid, old, clock.now())
            kept = records.listed(account_id, region, "version", tid)
            for stale in kept[: max(0, len(kept) - MAX_VERSIONS)]:
                records.delete(account_id, region, "version", f"{tid}/{stale['VersionId']}")
        records.update(account_id, region, "table", tid, doc)
        publish(state, "glue.table.updated", account_id, region, tid, version=version)
    return cast("UpdateTableResponse", {})


def _delete(state: GlueState, ctx: RequestContext, tid: str) -> None:
    records, account, region = state.records, ctx.account_id, ctx.region
    records.delete_children(account, region, "partition", tid)
    records.delete_children(account, region, "version", tid)
    records.delete(account, region, "table", tid)
    publish(state, "glue.table.deleted", account, region, tid)


def delete_table(state: GlueState, request: DeleteTableRequest, ctx: RequestContext) -> DeleteTableResponse:
    catalog(ctx, request)
    if request.get("TransactionId") is not None:
        raise errors.unsupported("TransactionId: the catalog keeps no transactions")
    doc = finds.table(state, ctx, request["DatabaseName"], request["Name"])
    with state.store.transaction():
        _delete(state, ctx, table_id(doc["DatabaseName"], doc["Name"]))
    return cast("DeleteTableResponse", {})


def batch_delete_table(
    state: GlueState, request: BatchDeleteTableRequest, ctx: RequestContext
) -> BatchDeleteTableResponse:
    catalog(ctx, request)
    if request.get("TransactionId") is not None:
        raise errors.unsupported("TransactionId: the catalog keeps no transactions")
    db = finds.database(state, ctx, request["DatabaseName"])["Name"]
    failed: list[dict[str, Any]] = []
    with state.store.transaction():
        for name in request["TablesToDelete"]:
            tid = table_id(db, name)
            if state.records.get(ctx.account_id, ctx.region, "table", tid) is None:
                detail = {"ErrorCode": "EntityNotFoundException", "ErrorMessage": f"Table {name} not found."}
                failed.append({"TableName": name, "ErrorDetail": detail})
                continue
            _delete(state, ctx, tid)
    return cast("BatchDeleteTableResponse", {"Errors": failed})


def _version(state: GlueState, ctx: RequestContext, table: dict[str, Any], version: str) -> dict[str, Any]:
    if version == table["VersionId"]:
        return table
    tid = table_id(table["DatabaseName"], table["Name"])
    doc = state.records.get(ctx.account_id, ctx.region, "version", f"{tid}/{version}")
    if doc is None:
        raise errors.not_found(f"Version {version} of table {table['Name']} not found.")
    return doc


def get_table_version(
    state: GlueState, request: GetTableVersionRequest, ctx: RequestContext
) -> GetTableVersionResponse:
    catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    version = request.get("VersionId") or table["VersionId"]
    doc = _version(state, ctx, table, version)
    return cast("GetTableVersionResponse", {"TableVersion": {"Table": public(doc), "VersionId": version}})


def get_table_versions(
    state: GlueState, request: GetTableVersionsRequest, ctx: RequestContext
) -> GetTableVersionsResponse:
    catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    tid = table_id(table["DatabaseName"], table["Name"])
    docs = [table, *reversed(state.records.listed(ctx.account_id, ctx.region, "version", tid))]
    items = [{"Table": public(d), "VersionId": d["VersionId"]} for d in docs]
    return cast("GetTableVersionsResponse", page(items, request, 100, "TableVersions"))


def _drop_versions(state: GlueState, ctx: RequestContext, request: Any, versions: list[str]) -> list[Any]:
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    tid = table_id(table["DatabaseName"], table["Name"])
    failed: list[dict[str, Any]] = []
    with state.store.transaction():
        for version in versions:
            if version == table["VersionId"]:
                message = "The current version of a table cannot be deleted."
                detail = {"ErrorCode": "InvalidInputException", "ErrorMessage": message}
            elif state.records.get(ctx.account_id, ctx.region, "version", f"{tid}/{version}") is None:
                detail = {
                    "ErrorCode": "EntityNotFoundException",
                    "ErrorMessage": f"Version {version} not found.",
                }
            else:
                state.records.delete(ctx.account_id, ctx.region, "version", f"{tid}/{version}")
                continue
            failed.append({"TableName": table["Name"], "VersionId": version, "ErrorDetail": detail})
    return failed


def delete_table_version(
    state: GlueState, request: DeleteTableVersionRequest, ctx: RequestContext
) -> DeleteTableVersionResponse:
    catalog(ctx, request)
    failed = _drop_versions(state, ctx, request, [request["VersionId"]])
    if failed:
        detail = failed[0]["ErrorDetail"]
        raise AwsError(detail["ErrorCode"], detail["ErrorMessage"])
    return cast("DeleteTableVersionResponse", {})


def batch_delete_table_version(
    state: GlueState, request: BatchDeleteTableVersionRequest, ctx: RequestContext
) -> BatchDeleteTableVersionResponse:
    catalog(ctx, request)
    failed = _drop_versions(state, ctx, request, list(request["VersionIds"]))
    return cast("BatchDeleteTableVersionResponse", {"Errors": failed})


def get_partition_indexes(
    state: GlueState, request: GetPartitionIndexesRequest, ctx: RequestContext
) -> GetPartitionIndexesResponse:
    """A table's partition indexes: none (CreateTable refuses PartitionIndexes), for an existing table."""
    catalog(ctx, request)
    finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    return cast("GetPartitionIndexesResponse", {"PartitionIndexDescriptorList": []})
