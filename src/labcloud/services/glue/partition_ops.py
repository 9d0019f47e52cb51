"""CreatePartition, BatchCreatePartition, GetPartition, GetPartitions (with its Expression filter,
``partition_filter.py``), BatchGetPartition, UpdatePartition, DeletePartition, BatchDeletePartition.
A partition is keyed by its values, one per partition key of its table; segments, transactions and
QueryAsOfTime are refused by name."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.glue import errors, finds
from labcloud.services.glue.events import publish
from labcloud.services.glue.finds import table_id
from labcloud.services.glue.partition_filter import compile_filter
from labcloud.services.glue.state import MAX_PARTITIONS, GlueState
from labcloud.services.glue.tables import storage
from labcloud.services.glue.views import catalog, page, public

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        BatchCreatePartitionRequest,
        BatchCreatePartitionResponse,
        BatchDeletePartitionRequest,
        BatchDeletePartitionResponse,
        BatchGetPartitionRequest,
        BatchGetPartitionResponse,
        CreatePartitionRequest,
        CreatePartitionResponse,
        DeletePartitionRequest,
        DeletePartitionResponse,
        GetPartitionRequest,
        GetPartitionResponse,
        GetPartitionsRequest,
        GetPartitionsResponse,
        UpdatePartitionRequest,
        UpdatePartitionResponse,
    )


def _pid(tid: str, values: list[str]) -> str:
    return f"{tid}/{json.dumps(values, separators=(',', ':'))}"


def _checked_values(table: dict[str, Any], values: list[str]) -> list[str]:
    keys = table.get("PartitionKeys") or []
    if len(values) != len(keys):
        raise errors.invalid(
            f"The number of partition values ({len(values)}) does not match the table's "
            f"{len(keys)} partition keys"
        )
    for value in values:
        if len(value) > 1024:
            raise errors.invalid("A partition value must be at most 1024 characters")
    return list(values)


def _document(table: dict[str, Any], given: Any, account: str) -> dict[str, Any]:
    values = _checked_values(table, list(given.get("Values") or []))
    doc: dict[str, Any] = {
        "Values": values,
        "DatabaseName": table["DatabaseName"],
        "TableName": table["Name"],
    }
    for key in ("LastAccessTime", "Parameters", "LastAnalyzedTime"):
        if given.get(key) is not None:
            doc[key] = given[key]
    if given.get("StorageDescriptor") is not None:
        doc["StorageDescriptor"] = storage(given["StorageDescriptor"])
    doc["CatalogId"] = account
    return doc


def _create(state: GlueState, ctx: RequestContext, table: dict[str, Any], given: Any, account: str) -> None:
    doc = _document(table, given, account)
    tid = table_id(table["DatabaseName"], table["Name"])
    pid = _pid(tid, doc["Values"])
    if state.records.get(ctx.account_id, ctx.region, "partition", pid) is not None:
        raise errors.exists(f"Partition already exists: {doc['Values']}")
    if state.records.count(ctx.account_id, ctx.region, "partition", tid) >= MAX_PARTITIONS:
        raise errors.quota(f"A table may have at most {MAX_PARTITIONS} partitions in labcloud")
    now = clock.now()
    doc["CreationTime"] = now
    state.records.put(ctx.account_id, ctx.region, "partition", pid, tid, doc, now)
    publish(state, "glue.partition.created", ctx.account_id, ctx.region, tid, values=doc["Values"])


def create_partition(
    state: GlueState, request: CreatePartitionRequest, ctx: RequestContext
) -> CreatePartitionResponse:
    account = catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    with state.store.transaction():
        _create(state, ctx, table, request["PartitionInput"], account)
    return cast("CreatePartitionResponse", {})


def _failure(values: list[str], exc: AwsError) -> dict[str, Any]:
    return {"PartitionValues": values, "ErrorDetail": {"ErrorCode": exc.code, "ErrorMessage": exc.message}}


def batch_create_partition(
    state: GlueState, request: BatchCreatePartitionRequest, ctx: RequestContext
) -> BatchCreatePartitionResponse:
    account = catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    failed: list[dict[str, Any]] = []
    with state.store.transaction():
        for given in request["PartitionInputList"]:
            try:
                _create(state, ctx, table, given, account)
            except AwsError as exc:
                failed.append(_failure(list(given.get("Values") or []), exc))
    return cast("BatchCreatePartitionResponse", {"Errors": failed})


def _find(state: GlueState, ctx: RequestContext, table: dict[str, Any], values: list[str]) -> dict[str, Any]:
    tid = table_id(table["DatabaseName"], table["Name"])
    doc = state.records.get(ctx.account_id, ctx.region, "partition", _pid(tid, list(values)))
    if doc is None:
        raise errors.not_found("Cannot find partition.")
    return doc


def get_partition(
    state: GlueState, request: GetPartitionRequest, ctx: RequestContext
) -> GetPartitionResponse:
    catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    doc = _find(state, ctx, table, list(request["PartitionValues"]))
    return cast("GetPartitionResponse", {"Partition": public(doc)})


def get_partitions(
    state: GlueState, request: GetPartitionsRequest, ctx: RequestContext
) -> GetPartitionsResponse:
    catalog(ctx, request)
    for key in ("Segment", "TransactionId", "QueryAsOfTime"):
        if request.get(key) is not None:
            raise errors.unsupported(f"{key} on GetPartitions")
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    tid = table_id(table["DatabaseName"], table["Name"])
    docs = state.records.listed(ctx.account_id, ctx.region, "partition", tid)
    expression = request.get("Expression")
    if expression:
        matches = compile_filter(expression, list(table.get("PartitionKeys") or []))
        docs = [d for d in docs if matches(list(d["Values"]))]
    items = [public(d) for d in docs]
    if request.get("ExcludeColumnSchema"):
        for item in items:
            if "StorageDescriptor" in item:
                item["StorageDescriptor"] = {
                    k: v for k, v in item["StorageDescriptor"].items() if k != "Columns"
                }
    return cast("GetPartitionsResponse", page(items, request, 1000, "Partitions"))


def batch_get_partition(
    state: GlueState, request: BatchGetPartitionRequest, ctx: RequestContext
) -> BatchGetPartitionResponse:
    catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    found: list[dict[str, Any]] = []
    missing: list[dict[str, Any]] = []
    for wanted in request["PartitionsToGet"]:
        try:
            found.append(public(_find(state, ctx, table, list(wanted["Values"]))))
        except AwsError:
            missing.append({"Values": list(wanted["Values"])})
    return cast("BatchGetPartitionResponse", {"Partitions": found, "UnprocessedKeys": missing})


def update_partition(
    state: GlueState, request: UpdatePartitionRequest, ctx: RequestContext
) -> UpdatePartitionResponse:
    account = catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    old = _find(state, ctx, table, list(request["PartitionValueList"]))
    doc = _document(table, request["PartitionInput"], account)
    tid = table_id(table["DatabaseName"], table["Name"])
    doc["CreationTime"] = old["CreationTime"]
    with state.store.transaction():
        if doc["Values"] != old["Values"]:
            if (
                state.records.get(ctx.account_id, ctx.region, "partition", _pid(tid, doc["Values"]))
                is not None
            ):
                raise errors.exists(f"Partition already exists: {doc['Values']}")
            state.records.delete(ctx.account_id, ctx.region, "partition", _pid(tid, old["Values"]))
            state.records.put(
                ctx.account_id,
                ctx.region,
                "partition",
                _pid(tid, doc["Values"]),
                tid,
                doc,
                old["CreationTime"],
            )
        else:
            state.records.update(ctx.account_id, ctx.region, "partition", _pid(tid, doc["Values"]), doc)
        publish(state, "glue.partition.updated", ctx.account_id, ctx.region, tid, values=doc["Values"])
    return cast("UpdatePartitionResponse", {})


def _delete(state: GlueState, ctx: RequestContext, table: dict[str, Any], values: list[str]) -> None:
    doc = _find(state, ctx, table, values)
    tid = table_id(table["DatabaseName"], table["Name"])
    state.records.delete(ctx.account_id, ctx.region, "partition", _pid(tid, doc["Values"]))
    publish(state, "glue.partition.deleted", ctx.account_id, ctx.region, tid, values=doc["Values"])


def delete_partition(
    state: GlueState, request: DeletePartitionRequest, ctx: RequestContext
) -> DeletePartitionResponse:
    catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    with state.store.transaction():
        _delete(state, ctx, table, list(request["PartitionValues"]))
    return cast("DeletePartitionResponse", {})


def batch_delete_partition(
    state: GlueState, request: BatchDeletePartitionRequest, ctx: RequestContext
) -> BatchDeletePartitionResponse:
    catalog(ctx, request)
    table = finds.table(state, ctx, request["DatabaseName"], request["TableName"])
    failed: list[dict[str, Any]] = []
    with state.store.transaction():
        for wanted in request["PartitionsToDelete"]:
            try:
                _delete(state, ctx, table, list(wanted["Values"]))
            except AwsError as exc:
                failed.append(_failure(list(wanted["Values"]), exc))
    return cast("BatchDeletePartitionResponse", {"Errors": failed})
