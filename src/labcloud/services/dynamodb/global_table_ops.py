"""Global tables' own operations: version 2017.11.29 (legacy) CreateGlobalTable, DescribeGlobalTable,
ListGlobalTables, UpdateGlobalTable, Describe/UpdateGlobalTableSettings over existing identical
tables, and DescribeTableReplicaAutoScaling / UpdateTableReplicaAutoScaling for either version.

A legacy global table is a group of existing empty tables of one name with identical keys and
indexes and a NEW_AND_OLD_IMAGES stream; its members replicate each other exactly as version
2019.11.21's do (``replication.py``), and removing a replica leaves its table in place.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import lookup, replication
from labcloud.services.dynamodb.global_view import CURRENT, LEGACY, members, version
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.repo import replication as repo
from labcloud.services.dynamodb.settings import unsupported
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.table_meta import ZERO_THROUGHPUT, Throughput
from labcloud.services.dynamodb.tables import TableDef, validation

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        CreateGlobalTableRequest,
        CreateGlobalTableResponse,
        DescribeGlobalTableRequest,
        DescribeGlobalTableResponse,
        DescribeGlobalTableSettingsRequest,
        DescribeGlobalTableSettingsResponse,
        DescribeTableReplicaAutoScalingRequest,
        DescribeTableReplicaAutoScalingResponse,
        ListGlobalTablesRequest,
        ListGlobalTablesResponse,
        UpdateGlobalTableRequest,
        UpdateGlobalTableResponse,
        UpdateGlobalTableSettingsRequest,
        UpdateGlobalTableSettingsResponse,
        UpdateTableReplicaAutoScalingRequest,
        UpdateTableReplicaAutoScalingResponse,
    )

#: ListGlobalTables' page size when no Limit is given (and its largest).
LIST_LIMIT = 100


def _error(code: str, message: str) -> AwsError:
    return AwsError(code, message, status=400)


def _not_found(name: str) -> AwsError:
    return _error(
        "GlobalTableNotFoundException",
        f"Global table not found: Global table with name: {name} does not exist",
    )


def _table_missing(name: str, region: str) -> AwsError:
    return _error("TableNotFoundException", f"Table not found: {name} does not exist in region {region}")


def _arn(account_id: str, name: str) -> str:
    return f"arn:aws:dynamodb::{account_id}:global-table/{name}"


def _group(
    state: DynamoDBState, ctx: RequestContext, name: str, versions: tuple[str, ...] = (LEGACY,)
) -> dict[str, TableDef]:
    """The members of the account's global table ``name`` by region (GlobalTableNotFoundException)."""
    for group_version in versions:
        regions = [r for n, r in state.tables.in_groups(ctx.account_id, group_version) if n == name]
        if regions:
            first = state.tables.find(ctx.account_id, regions[0], name)
            if first is not None:
                return replication.member_tables(state, first)
    raise _not_found(name)


def _description(tables: dict[str, TableDef], status: str = "ACTIVE") -> dict[str, Any]:
    first = next(iter(tables.values()))
    meta = first.definition
    created = float((meta.global_table or {}).get("Created", meta.created))
    return {
        "ReplicationGroup": [{"RegionName": region} for region in sorted(members(meta))],
        "GlobalTableArn": _arn(first.account_id, first.name),
        "CreationDateTime": datetime.fromtimestamp(created, tz=timezone.utc),
        "GlobalTableStatus": status,
        "GlobalTableName": first.name,
    }


def _check_member(
    state: DynamoDBState, name: str, region: str, table: TableDef | None, model: TableDef | None
) -> TableDef:
    """A table that may join a legacy global table: present, in no group, streaming both images, empty, and
    shaped as ``model`` (the group's first table)."""
    if table is None:
        raise _table_missing(name, region)
    meta = table.definition
    if meta.global_table is not None:
        raise validation(f"Table {name} in region {region} is already a replica of a global table")
    if meta.stream is None or not meta.stream.enabled or meta.stream.view_type != "NEW_AND_OLD_IMAGES":
        raise validation(
            f"One or more parameter values were invalid: Table {name} in region {region} must have DynamoDB "
            "Streams enabled with StreamViewType NEW_AND_OLD_IMAGES"
        )
    if repo.has_items(state.store, table.tid):
        raise validation(
            f"One or more parameter values were invalid: Replica table {name} in region {region} is not empty"
        )
    if model is not None and _shape(table) != _shape(model):
        raise validation(
            f"One or more parameter values were invalid: Table {name} in region {region} does not have the same "
            "key schema and global secondary indexes as the other replicas"
        )
    return table


def _shape(table: TableDef) -> tuple[Any, ...]:
    meta = table.definition
    return (
        [e.to_doc() for e in meta.key_schema],
        sorted(d.to_doc()["AttributeName"] + d.to_doc()["AttributeType"] for d in meta.attribute_definitions),
        sorted((g.index_name, str([e.to_doc() for e in g.key_schema])) for g in meta.gsis),
    )


def create_global_table(
    state: DynamoDBState, request: CreateGlobalTableRequest, ctx: RequestContext
) -> CreateGlobalTableResponse:
    name = request["GlobalTableName"]
    regions = [r.get("RegionName") or "" for r in request["ReplicationGroup"]]
    if not all(regions):
        raise validation("One or more parameter values were invalid: every replica needs a RegionName")
    if not regions:
        raise validation(
            "One or more parameter values were invalid: ReplicationGroup must name at least one region"
        )
    if len(set(regions)) != len(regions):
        raise validation("One or more parameter values were invalid: Duplicate region in ReplicationGroup")
    if len(regions) > replication.MAX_REPLICAS:
        raise _error(
            "LimitExceededException", f"A global table can have at most {replication.MAX_REPLICAS} replicas"
        )
    with state.store.transaction():
        if any(n == name for n, _ in state.tables.in_groups(ctx.account_id, LEGACY)):
            raise _error("GlobalTableAlreadyExistsException", "Global table with this name already exists")
        tables: dict[str, TableDef] = {}
        for region in regions:
            found = state.tables.find(ctx.account_id, region, name)
            tables[region] = _check_member(state, name, region, found, next(iter(tables.values()), None))
        replicas = {region: {"ReplicaStatus": "ACTIVE"} for region in regions}
        saved = replication.save_group(state, tables, LEGACY, replicas, Created=clock.now())
        emit(
            state,
            ctx,
            "dynamodb.global_table.created",
            resource=_arn(ctx.account_id, name),
            table=name,
            regions=regions,
        )
    return cast("CreateGlobalTableResponse", {"GlobalTableDescription": _description(saved, "CREATING")})


def describe_global_table(
    state: DynamoDBState, request: DescribeGlobalTableRequest, ctx: RequestContext
) -> DescribeGlobalTableResponse:
    tables = _group(state, ctx, request["GlobalTableName"])
    return cast("DescribeGlobalTableResponse", {"GlobalTableDescription": _description(tables)})


def list_global_tables(
    state: DynamoDBState, request: ListGlobalTablesRequest, ctx: RequestContext
) -> ListGlobalTablesResponse:
    after = request.get("ExclusiveStartGlobalTableName") or ""
    limit = min(int(request.get("Limit") or LIST_LIMIT), LIST_LIMIT)
    if limit < 1:
        raise validation(
            "1 validation error detected: Value at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1"
        )
    only = request.get("RegionName")
    groups: dict[str, list[str]] = {}
    for name, region in state.tables.in_groups(ctx.account_id, LEGACY):
        groups.setdefault(name, []).append(region)
    names = [n for n in sorted(groups) if n > after and (only is None or only in groups[n])]
    page = names[:limit]
    answer: dict[str, Any] = {
        "GlobalTables": [
            {"GlobalTableName": n, "ReplicationGroup": [{"RegionName": r} for r in groups[n]]} for n in page
        ]
    }
    if len(names) > limit:
        answer["LastEvaluatedGlobalTableName"] = page[-1]
    return cast("ListGlobalTablesResponse", answer)


def update_global_table(
    state: DynamoDBState, request: UpdateGlobalTableRequest, ctx: RequestContext
) -> UpdateGlobalTableResponse:
    name = request["GlobalTableName"]
    with state.store.transaction():
        tables = _group(state, ctx, name)
        model = next(iter(tables.values()))
        replicas = members(model.definition)
        for update in request["ReplicaUpdates"]:
            if update.get("Create") is not None:
                region = update["Create"]["RegionName"]
                if region in replicas:
                    raise _error("ReplicaAlreadyExistsException", f"Replica already exists: {region}")
                if len(replicas) >= replication.MAX_REPLICAS:
                    raise _error(
                        "LimitExceededException",
                        f"A global table can have at most {replication.MAX_REPLICAS} replicas",
                    )
                found = state.tables.find(ctx.account_id, region, name)
                tables[region] = _check_member(state, name, region, found, model)
                replicas[region] = {"ReplicaStatus": "ACTIVE"}
            elif update.get("Delete") is not None:
                region = update["Delete"]["RegionName"]
                if region not in replicas:
                    raise _error("ReplicaNotFoundException", f"Replica not found: {region}")
                del replicas[region]
                gone = tables.pop(region, None)
                if gone is not None:
                    state.tables.save_meta(gone, replace(gone.definition, global_table=None))
                    repo.forget_table(state.store, gone.tid)
                    repo.drop_bound_for(state.store, ctx.account_id, name, region)
            else:
                raise validation(
                    "One or more parameter values were invalid: a ReplicaUpdate needs Create or Delete"
                )
        saved = replication.save_group(state, tables, LEGACY, replicas) if tables else {}
        emit(
            state,
            ctx,
            "dynamodb.global_table.updated",
            resource=_arn(ctx.account_id, name),
            table=name,
            regions=sorted(replicas),
        )
    if not saved:
        return cast(
            "UpdateGlobalTableResponse",
            {
                "GlobalTableDescription": {
                    "GlobalTableName": name,
                    "GlobalTableArn": _arn(ctx.account_id, name),
                    "ReplicationGroup": [],
                    "GlobalTableStatus": "DELETING",
                }
            },
        )
    return cast("UpdateGlobalTableResponse", {"GlobalTableDescription": _description(saved, "UPDATING")})


def _settings(tables: dict[str, TableDef]) -> list[dict[str, Any]]:
    answer = []
    for region, table in sorted(tables.items()):
        meta = table.definition
        throughput = meta.provisioned_throughput or ZERO_THROUGHPUT
        replica: dict[str, Any] = {
            "RegionName": region,
            "ReplicaStatus": members(meta).get(region, {}).get("ReplicaStatus", "ACTIVE"),
            "ReplicaBillingModeSummary": {"BillingMode": meta.billing},
            "ReplicaProvisionedReadCapacityUnits": throughput.read_capacity_units,
            "ReplicaProvisionedWriteCapacityUnits": throughput.write_capacity_units,
            "ReplicaGlobalSecondaryIndexSettings": [
                {
                    "IndexName": g.index_name,
                    "IndexStatus": "ACTIVE",
                    "ProvisionedReadCapacityUnits": (
                        g.provisioned_throughput or ZERO_THROUGHPUT
                    ).read_capacity_units,
                    "ProvisionedWriteCapacityUnits": (
                        g.provisioned_throughput or ZERO_THROUGHPUT
                    ).write_capacity_units,
                }
                for g in meta.gsis
            ],
            "ReplicaTableClassSummary": {"TableClass": meta.table_class or "STANDARD"},
        }
        answer.append(replica)
    return answer


def describe_global_table_settings(
    state: DynamoDBState, request: DescribeGlobalTableSettingsRequest, ctx: RequestContext
) -> DescribeGlobalTableSettingsResponse:
    name = request["GlobalTableName"]
    tables = _group(state, ctx, name, (LEGACY, CURRENT))
    return cast(
        "DescribeGlobalTableSettingsResponse", {"GlobalTableName": name, "ReplicaSettings": _settings(tables)}
    )


_AUTO_SCALING = (
    "GlobalTableProvisionedWriteCapacityAutoScalingSettingsUpdate",
    "ReplicaProvisionedReadCapacityAutoScalingSettingsUpdate",
    "ProvisionedWriteCapacityAutoScalingSettingsUpdate",
    "ProvisionedReadCapacityAutoScalingSettingsUpdate",
)


def _refuse_auto_scaling(params: Any) -> None:
    if isinstance(params, dict):
        for key, value in params.items():
            if key in _AUTO_SCALING and value is not None:
                raise unsupported(key, "auto scaling")
            _refuse_auto_scaling(value)
    elif isinstance(params, list):
        for value in params:
            _refuse_auto_scaling(value)


def update_global_table_settings(
    state: DynamoDBState, request: UpdateGlobalTableSettingsRequest, ctx: RequestContext
) -> UpdateGlobalTableSettingsResponse:
    params = cast("dict[str, Any]", request)
    name = params["GlobalTableName"]
    _refuse_auto_scaling(params)
    with state.store.transaction():
        tables = _group(state, ctx, name, (LEGACY, CURRENT))
        billing = params.get("GlobalTableBillingMode")
        write = params.get("GlobalTableProvisionedWriteCapacityUnits")
        if billing == "PAY_PER_REQUEST" and write is not None:
            raise validation(
                "One or more parameter values were invalid: GlobalTableProvisionedWriteCapacityUnits cannot be "
                "specified when GlobalTableBillingMode is PAY_PER_REQUEST"
            )
        index_writes = {
            u["IndexName"]: u.get("ProvisionedWriteCapacityUnits")
            for u in params.get("GlobalTableGlobalSecondaryIndexSettingsUpdate") or []
        }
        updates = {u["RegionName"]: u for u in params.get("ReplicaSettingsUpdate") or []}
        for region in updates:
            if region not in tables:
                raise _error("ReplicaNotFoundException", f"Replica not found: {region}")
        for region, table in list(tables.items()):
            meta = table.definition
            if version(meta) == CURRENT and (billing == "PROVISIONED" or write is not None):
                raise validation("Table write capacity should either be Pay-Per-Request or AutoScaled.")
            for index in list(index_writes) + [
                g["IndexName"]
                for g in (updates.get(region) or {}).get("ReplicaGlobalSecondaryIndexSettingsUpdate") or []
            ]:
                if meta.gsi(index) is None:
                    raise _error("IndexNotFoundException", f"Index not found: {index}")
            target_billing = billing or meta.billing
            if billing is not None and billing != meta.billing:
                meta = replace(meta, billing_mode=billing, billing_changed=clock.now())
            throughput = meta.provisioned_throughput or ZERO_THROUGHPUT
            if target_billing == "PAY_PER_REQUEST":
                throughput = ZERO_THROUGHPUT
            elif write is not None:
                throughput = Throughput(throughput.read_capacity_units, int(write))
            update = updates.get(region) or {}
            if update.get("ReplicaProvisionedReadCapacityUnits") is not None:
                if target_billing == "PAY_PER_REQUEST":
                    raise validation(
                        "One or more parameter values were invalid: ReplicaProvisionedReadCapacityUnits cannot be "
                        "specified when the billing mode is PAY_PER_REQUEST"
                    )
                throughput = Throughput(
                    int(update["ReplicaProvisionedReadCapacityUnits"]), throughput.write_capacity_units
                )
            meta = replace(meta, provisioned_throughput=throughput)
            if update.get("ReplicaTableClass"):
                meta = replace(meta, table_class=update["ReplicaTableClass"])
            reads = {
                g["IndexName"]: g.get("ProvisionedReadCapacityUnits")
                for g in update.get("ReplicaGlobalSecondaryIndexSettingsUpdate") or []
            }
            for spec in meta.gsis:
                current = spec.provisioned_throughput or ZERO_THROUGHPUT
                new = current
                if target_billing == "PAY_PER_REQUEST":
                    new = ZERO_THROUGHPUT
                else:
                    if index_writes.get(spec.index_name) is not None:
                        new = Throughput(new.read_capacity_units, int(index_writes[spec.index_name] or 0))
                    if reads.get(spec.index_name) is not None:
                        new = Throughput(int(reads[spec.index_name] or 0), new.write_capacity_units)
                if new != current:
                    meta = meta.with_gsi(replace(spec, provisioned_throughput=new))
            tables[region] = state.tables.save_meta(table, meta)
    return cast(
        "UpdateGlobalTableSettingsResponse", {"GlobalTableName": name, "ReplicaSettings": _settings(tables)}
    )


def describe_table_replica_auto_scaling(
    state: DynamoDBState, request: DescribeTableReplicaAutoScalingRequest, ctx: RequestContext
) -> DescribeTableReplicaAutoScalingResponse:
    """No auto scaling here: each replica with its indexes and status, no scaling settings."""
    table = lookup.named(state, ctx, request["TableName"])
    tables = replication.member_tables(state, table) or {table.region: table}
    replicas = members(table.definition)
    answer = {
        "TableName": table.name,
        "TableStatus": "ACTIVE",
        "Replicas": [
            {
                "RegionName": region,
                "GlobalSecondaryIndexes": [
                    {"IndexName": g.index_name, "IndexStatus": "ACTIVE"} for g in member.definition.gsis
                ],
                "ReplicaStatus": replicas.get(region, {}).get("ReplicaStatus", "ACTIVE"),
            }
            for region, member in sorted(tables.items())
        ],
    }
    return cast("DescribeTableReplicaAutoScalingResponse", {"TableAutoScalingDescription": answer})


def update_table_replica_auto_scaling(
    state: DynamoDBState, request: UpdateTableReplicaAutoScalingRequest, ctx: RequestContext
) -> UpdateTableReplicaAutoScalingResponse:
    lookup.named(state, ctx, request["TableName"])
    raise unsupported("UpdateTableReplicaAutoScaling", "auto scaling (global tables here are on-demand)")
