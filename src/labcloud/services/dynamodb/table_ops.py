"""The table lifecycle: CreateTable, DescribeTable, DeleteTable and UpdateTable (ListTables: ``table_list_ops``)."""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import (
    backups,
    global_view,
    lookup,
    pitr,
    replication,
    resource_policy,
    sse,
    streams,
)
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.repo import journal as pitr_journal
from labcloud.services.dynamodb.settings import apply_reported, index_reported, refuse_unsupported
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.table_meta import (
    ZERO_THROUGHPUT,
    AttributeDefinition,
    TableKey,
    Throughput,
    key_schema_doc,
)
from labcloud.services.dynamodb.tables import (
    TableDef,
    check_gsi,
    check_index_billing,
    describe,
    invalid,
    validate_create,
    validation,
)

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        CreateTableRequest,
        CreateTableResponse,
        DeleteTableRequest,
        DeleteTableResponse,
        DescribeTableRequest,
        DescribeTableResponse,
        UpdateTableRequest,
        UpdateTableResponse,
    )


async def bind_key(
    state: DynamoDBState, ctx: RequestContext, params: dict[str, Any]
) -> dict[str, Any] | None:
    """The table key an SSESpecification asks for, made through KMS as the caller (``sse.py``)."""
    spec = params.get("SSESpecification")
    if spec is None:
        return None
    return await sse.bind(state.key_ring(), ctx.principal, ctx.account_id, ctx.region, spec)


async def create_table(
    state: DynamoDBState, request: CreateTableRequest, ctx: RequestContext
) -> CreateTableResponse:
    params = cast("dict[str, Any]", request)
    key = await bind_key(state, ctx, params)
    return cast("CreateTableResponse", _create_table(state, ctx, params, key))


def _create_table(
    state: DynamoDBState, ctx: RequestContext, params: dict[str, Any], key: dict[str, Any] | None
) -> dict[str, Any]:
    name = params["TableName"]
    meta = validate_create(params)
    if key is not None:
        meta = replace(meta, sse_key=TableKey.from_doc(key))
    view_type = streams.create_view_type(params.get("StreamSpecification"))
    if params.get("ResourcePolicy") is not None:
        meta = resource_policy.with_policy(meta, resource_policy.checked(params["ResourcePolicy"]))
    with state.store.transaction():
        if state.tables.find(ctx.account_id, ctx.region, name) is not None:
            raise AwsError("ResourceInUseException", f"Table already exists: {name}", status=400)
        if view_type is not None:
            meta = streams.enable(state.journal(), meta, ctx.account_id, ctx.region, name, view_type)
        table = state.tables.insert(ctx.account_id, ctx.region, name, meta)
        if meta.resource_policy is not None:
            state.policy_count.changed()
        emit(
            state,
            ctx,
            "dynamodb.table.created",
            resource=table.arn,
            table=name,
            key_schema=key_schema_doc(meta.key_schema),
            attribute_definitions=[d.to_doc() for d in meta.attribute_definitions],
            indexes=[i.name for i in table.indexes.values()],
            stream=None if meta.stream is None else meta.stream.to_doc(),
        )
    description = describe(table, "CREATING", {}, {n: "CREATING" for n in table.indexes})
    return {"TableDescription": description}


def describe_table(
    state: DynamoDBState, request: DescribeTableRequest, ctx: RequestContext
) -> DescribeTableResponse | Awaitable[DescribeTableResponse]:
    table = lookup.named(state, ctx, request["TableName"])
    guarded = lookup.customer_key_table(state, ctx, table.name)
    stale = [] if guarded is None else state.key_guard.stale_quietly([guarded], ctx.principal)
    if not stale:
        return _describe(state, table)

    async def checked() -> DescribeTableResponse:
        await state.key_guard.check(stale, ctx.principal, raising=False)
        return _describe(state, table)

    return checked()


def _describe(state: DynamoDBState, table: TableDef) -> DescribeTableResponse:
    description = describe(table, "ACTIVE", state.items.counts(table))
    return cast("DescribeTableResponse", {"Table": state.key_guard.describe(table.tid, description)})


def delete_table(
    state: DynamoDBState, request: DeleteTableRequest, ctx: RequestContext
) -> DeleteTableResponse:
    table = lookup.named(state, ctx, request["TableName"])
    name = table.name
    if table.definition.deletion_protection_enabled:
        raise validation(
            "Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first."
        )
    description = describe(table, "DELETING", state.items.counts(table))
    with state.store.transaction():
        if pitr.enabled(table):
            backups.create(state.store, ctx, table, backups.DELETED_TABLE_BACKUP, "SYSTEM")
        streams.disable(state.journal(), table.definition)
        replication.leave(state, table)
        state.tables.delete(table)
        state.items.drop_table(table.tid)
        pitr_journal.forget(state.store, table.tid)
        emit(
            state,
            ctx,
            "dynamodb.table.deleted",
            resource=table.arn,
            table=name,
            key_schema=key_schema_doc(table.definition.key_schema),
        )
    state.tables.forget(ctx.account_id, ctx.region, name)
    state.key_guard.forget(table.tid)
    return cast("DeleteTableResponse", {"TableDescription": description})


async def update_table(
    state: DynamoDBState, request: UpdateTableRequest, ctx: RequestContext
) -> UpdateTableResponse:
    params = cast("dict[str, Any]", request)
    lookup.named(state, ctx, params["TableName"])
    if params.get("ReplicaUpdates") is not None:
        return cast("UpdateTableResponse", await _replica_updates(state, ctx, params))
    key = await bind_key(state, ctx, params)
    return cast("UpdateTableResponse", _update_table(state, ctx, params, key))


async def _replica_updates(
    state: DynamoDBState, ctx: RequestContext, params: dict[str, Any]
) -> dict[str, Any]:
    """UpdateTable with ReplicaUpdates: replicas created, updated or deleted (``replication.py``)."""
    refuse_unsupported(params)
    replication.check_requested(params)
    keys = {}
    for region, key_id in replication.kms_keys(params).items():
        spec = {"Enabled": True, "SSEType": "KMS", "KMSMasterKeyId": key_id}
        bound = await sse.bind(state.key_ring(), ctx.principal, ctx.account_id, region, spec)
        if bound is not None:
            keys[region] = bound
    table = lookup.named(state, ctx, params["TableName"])
    with state.store.transaction():
        updated = replication.apply_updates(state, ctx, table, params["ReplicaUpdates"], keys)
        emit(
            state,
            ctx,
            "dynamodb.table.updated",
            resource=table.arn,
            table=table.name,
            key_schema=key_schema_doc(updated.definition.key_schema),
            created_index=None,
            deleted_index=None,
            billing_mode=updated.definition.billing_mode,
            stream=None if updated.definition.stream is None else updated.definition.stream.to_doc(),
        )
    return {"TableDescription": describe(updated, "UPDATING", state.items.counts(updated))}


def _update_table(
    state: DynamoDBState, ctx: RequestContext, params: dict[str, Any], key: dict[str, Any] | None
) -> dict[str, Any]:
    table = lookup.named(state, ctx, params["TableName"])
    name = table.name
    refuse_unsupported(params)
    meta = table.definition
    if params.get("SSESpecification") is not None:
        meta = replace(meta, sse_key=None if key is None else TableKey.from_doc(key))
        state.key_guard.forget(table.tid)
    changes = [
        k
        for k in (
            "ProvisionedThroughput",
            "BillingMode",
            "GlobalSecondaryIndexUpdates",
            "StreamSpecification",
            "SSESpecification",
            "ReplicaUpdates",
            "TableClass",
            "DeletionProtectionEnabled",
            "OnDemandThroughput",
            "WarmThroughput",
        )
        if params.get(k) is not None
    ]
    if not changes:
        raise validation(
            "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates "
            "or SSESpecification or ReplicaUpdates is required"
        )
    streams.check_update_combination(params)
    stream_change: tuple[str | None] | None = None
    if params.get("StreamSpecification") is not None:
        stream_change = (streams.update_change(meta, name, params["StreamSpecification"]),)
    if global_view.version(meta) == global_view.CURRENT:
        replication.check_regional_update(meta, name, params, stream_change)
    billing = params.get("BillingMode") or meta.billing
    if billing == "PAY_PER_REQUEST" and params.get("ProvisionedThroughput"):
        raise invalid(
            "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST"
        )
    if (
        billing == "PROVISIONED"
        and meta.billing_mode == "PAY_PER_REQUEST"
        and not params.get("ProvisionedThroughput")
    ):
        raise invalid(
            "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED"
        )
    if billing != meta.billing_mode:
        meta = replace(meta, billing_mode=billing, billing_changed=clock.now())
        if billing == "PAY_PER_REQUEST":
            meta = replace(meta, provisioned_throughput=ZERO_THROUGHPUT)
    if params.get("ProvisionedThroughput"):
        throughput = params["ProvisionedThroughput"]
        meta = replace(
            meta,
            provisioned_throughput=Throughput(
                int(throughput["ReadCapacityUnits"]), int(throughput["WriteCapacityUnits"])
            ),
        )
    meta = apply_reported(meta, params)
    for definition in params.get("AttributeDefinitions") or []:
        existing = meta.attribute_types
        if definition["AttributeName"] in existing:
            if existing[definition["AttributeName"]] != definition["AttributeType"]:
                raise invalid(f"Cannot change the type of attribute {definition['AttributeName']}")
        else:
            meta = replace(
                meta,
                attribute_definitions=(*meta.attribute_definitions, AttributeDefinition.from_doc(definition)),
            )
    updates = params.get("GlobalSecondaryIndexUpdates") or []
    online = [u for u in updates if u.get("Create") or u.get("Delete")]
    if len(online) > 1:
        raise AwsError(
            "LimitExceededException",
            "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table",
            status=400,
        )
    created: str | None = None
    deleted: str | None = None
    types = meta.attribute_types
    for update in updates:
        if update.get("Create"):
            spec = update["Create"]
            if spec["IndexName"] in table.indexes:
                raise invalid(f"Attempting to create an index which already exists: {spec['IndexName']}")
            meta = meta.with_gsi(check_gsi(spec, billing, types))
            created = spec["IndexName"]
        elif update.get("Delete"):
            index_name = update["Delete"]["IndexName"]
            if index_name not in table.indexes or table.indexes[index_name].local:
                raise AwsError(
                    "ResourceNotFoundException",
                    f"Requested resource not found: Index: {index_name} not found",
                    status=400,
                )
            meta = meta.without_gsi(index_name)
            deleted = index_name
        elif update.get("Update"):
            index_name = update["Update"]["IndexName"]
            stored = meta.gsi(index_name)
            if stored is None:
                raise AwsError(
                    "ResourceNotFoundException",
                    f"Requested resource not found: Index: {index_name} not found",
                    status=400,
                )
            stored = index_reported(update["Update"], stored)
            if update["Update"].get("ProvisionedThroughput"):
                throughput = update["Update"]["ProvisionedThroughput"]
                stored = replace(
                    stored,
                    provisioned_throughput=Throughput(
                        int(throughput["ReadCapacityUnits"]), int(throughput["WriteCapacityUnits"])
                    ),
                )
            meta = meta.with_gsi(stored)
    meta = check_index_billing(meta, updates, previous_billing=table.definition.billing)
    with state.store.transaction():
        if stream_change is not None:
            journal = state.journal()
            if stream_change[0] is not None:
                meta = streams.enable(journal, meta, ctx.account_id, ctx.region, name, stream_change[0])
            else:
                meta = streams.disable(journal, meta)
        updated = state.tables.save_meta(table, meta)
        if created is not None:
            state.items.rebuild_index(updated, created)
        if deleted is not None:
            state.items.drop_index(table.tid, deleted)
        if (created is not None or deleted is not None) and meta.global_table is not None:
            _index_to_replicas(state, updated, created, deleted)
        emit(
            state,
            ctx,
            "dynamodb.table.updated",
            resource=table.arn,
            table=name,
            key_schema=key_schema_doc(meta.key_schema),
            created_index=created,
            deleted_index=deleted,
            billing_mode=meta.billing_mode,
            stream=None if meta.stream is None else meta.stream.to_doc(),
        )
    status = {created: "CREATING"} if created else {}
    return {"TableDescription": describe(updated, "UPDATING", state.items.counts(updated), status)}


def _index_to_replicas(
    state: DynamoDBState, table: TableDef, created: str | None, deleted: str | None
) -> None:
    """A global table's index created or deleted on one replica is created or deleted on every replica."""
    for region, member in replication.member_tables(state, table).items():
        if region == table.region:
            continue
        meta = member.definition
        if deleted is not None and meta.gsi(deleted) is not None:
            meta = meta.without_gsi(deleted)
            state.items.drop_index(member.tid, deleted)
        spec = None if created is None else table.definition.gsi(created)
        if spec is not None and meta.gsi(spec.index_name) is None:
            meta = replace(meta.with_gsi(spec), attribute_definitions=table.definition.attribute_definitions)
        saved = state.tables.save_meta(member, meta)
        if spec is not None:
            state.items.rebuild_index(saved, spec.index_name)
