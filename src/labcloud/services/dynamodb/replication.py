"""Global tables: a table's replicas in other regions of the same account, and the replication of item
changes between them.

A global table is a group of same-named tables, one per region. Every member keeps the same
``GlobalTable`` document in its definition: the version (``2019.11.21``, made by UpdateTable's
``ReplicaUpdates``, or the legacy ``2017.11.29``, made by CreateGlobalTable) and each member's settings
by region. Each item write to a member (``item_writes.py``) stamps the item's last-writer clock (server
time, region) and queues the change for every other member in ``ddb_replication_outbox`` in the same
transaction; the replication round (a periodic task) applies queued changes in order to their target
tables where the target's clock for the item is older: last writer wins, deletes (TTL's included)
replicate, and a replicated change is not queued again. A replica being created is seeded with the
table's items in the creating transaction and is ACTIVE after the next round.
``LABCLOUD_DYNAMODB_REPLICATION_DELAY`` holds changes (and new replicas) back that many seconds of server
time, so a learner can watch two regions disagree and converge.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import streams
from labcloud.services.dynamodb.codec import encode_item
from labcloud.services.dynamodb.global_view import CURRENT, LEGACY, Replicas, members, version
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.repo import replication as repo
from labcloud.services.dynamodb.repo.items import Item
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.table_meta import OnDemandThroughput, SseSpecification, TableKey, TableMeta
from labcloud.services.dynamodb.tables import TableDef, validation

#: Changes applied per replication round (one transaction).
BATCH = 500
#: Replicas a global table may have (AWS's default quota is the number of regions; this bounds the fan-out).
MAX_REPLICAS = 10
#: The regions a replica may be placed in (AWS's commercial regions).
REGIONS = frozenset(
    (
        "af-south-1 ap-east-1 ap-northeast-1 ap-northeast-2 ap-northeast-3 ap-south-1 ap-south-2"
        " ap-southeast-1 ap-southeast-2 ap-southeast-3 ap-southeast-4 ca-central-1 ca-west-1 eu-central-1"
        " eu-central-2 eu-north-1 eu-south-1 eu-south-2 eu-west-1 eu-west-2 eu-west-3 il-central-1"
        " me-central-1 me-south-1 sa-east-1 us-east-1 us-east-2 us-west-1 us-west-2"
    ).split()
)


def in_use(message: str) -> AwsError:
    return AwsError("ResourceInUseException", message, status=400)


# ---------------------------------------------------------------------------------- the group


def peers(table: TableDef) -> list[str]:
    """The regions the table's item changes replicate to."""
    return sorted(r for r in members(table.definition) if r != table.region)


def with_group(meta: TableMeta, group_version: str, replicas: Replicas, **extra: Any) -> TableMeta:
    """``meta`` in the group ``replicas`` (no group left when only the table itself remains)."""
    if len(replicas) < 2 and group_version == CURRENT:
        return replace(meta, global_table=None)
    kept = {k: v for k, v in (meta.global_table or {}).items() if k not in ("Version", "Replicas")}
    return replace(meta, global_table={**kept, **extra, "Version": group_version, "Replicas": replicas})


def member_tables(state: DynamoDBState, table: TableDef) -> dict[str, TableDef]:
    """The group's tables by region (members whose table is missing are left out)."""
    found = {}
    for region in members(table.definition):
        member = table if region == table.region else state.tables.find(table.account_id, region, table.name)
        if member is not None:
            found[region] = member
    return found


def save_group(
    state: DynamoDBState, tables: Mapping[str, TableDef], group_version: str, replicas: Replicas, **extra: Any
) -> dict[str, TableDef]:
    """Store the group document in every member (the caller holds the transaction)."""
    return {
        region: state.tables.save_meta(t, with_group(t.definition, group_version, replicas, **extra))
        for region, t in tables.items()
    }


def busy(meta: TableMeta) -> str | None:
    """The region of a member that is not ACTIVE (being created), if any."""
    return next((r for r, s in members(meta).items() if s.get("ReplicaStatus") != "ACTIVE"), None)


# ---------------------------------------------------------------------------------- UpdateTable ReplicaUpdates


def check_requested(params: dict[str, Any]) -> None:
    """ReplicaUpdates' shape: exactly one action each, a region, and only what an on-demand table takes."""
    for update in params["ReplicaUpdates"]:
        actions = [k for k in ("Create", "Update", "Delete") if update.get(k) is not None]
        if len(actions) != 1:
            raise validation(
                "One or more parameter values were invalid: Only one of Create, Update or Delete per ReplicaUpdate"
            )
        spec = update[actions[0]]
        if spec.get("ProvisionedThroughputOverride") is not None:
            raise validation(
                "One or more parameter values were invalid: ProvisionedThroughputOverride cannot be specified "
                "when BillingMode is PAY_PER_REQUEST"
            )
        for index in spec.get("GlobalSecondaryIndexes") or []:
            if index.get("ProvisionedThroughputOverride") is not None:
                raise validation(
                    "One or more parameter values were invalid: ProvisionedThroughputOverride cannot be specified "
                    f"for index {index['IndexName']} when BillingMode is PAY_PER_REQUEST"
                )
    others = [
        k
        for k in (
            "ProvisionedThroughput",
            "BillingMode",
            "GlobalSecondaryIndexUpdates",
            "StreamSpecification",
            "SSESpecification",
            "TableClass",
            "DeletionProtectionEnabled",
            "OnDemandThroughput",
            "WarmThroughput",
        )
        if params.get(k) is not None
    ]
    if others:
        raise validation(
            f"One or more parameter values were invalid: ReplicaUpdates cannot be combined with {others[0]} "
            "in one UpdateTable request"
        )


def check_regional_update(
    meta: TableMeta, name: str, params: dict[str, Any], stream_change: tuple[str | None] | None
) -> None:
    """What an UpdateTable may not do to a replica of a version 2019.11.21 global table: leave on-demand
    billing (replicas need on-demand or auto-scaled writes) or turn off the stream replication reads."""
    if params.get("BillingMode") == "PROVISIONED" or params.get("ProvisionedThroughput"):
        raise validation("Table write capacity should either be Pay-Per-Request or AutoScaled.")
    if stream_change is not None and stream_change[0] is None:
        raise validation(
            f"One or more parameter values were invalid: Table {name} is a global table replica: "
            "its stream cannot be disabled while it has replicas"
        )


def kms_keys(params: dict[str, Any]) -> dict[str, str]:
    """The KMS keys ReplicaUpdates name, by region (bound through KMS in that region by the caller)."""
    keys = {}
    for update in params.get("ReplicaUpdates") or []:
        spec = update.get("Create") or update.get("Update") or {}
        if spec.get("KMSMasterKeyId"):
            keys[spec["RegionName"]] = spec["KMSMasterKeyId"]
    return keys


def apply_updates(
    state: DynamoDBState,
    ctx: RequestContext,
    table: TableDef,
    updates: list[dict[str, Any]],
    keys: Mapping[str, dict[str, Any]],
) -> TableDef:
    """Create, update and delete replicas of ``table`` (the caller holds the transaction); answers the
    table as stored afterwards."""
    meta = table.definition
    if version(meta) == LEGACY:
        raise validation(
            f"Table {table.name} is a replica of a version 2017.11.29 global table: "
            "manage its replicas with UpdateGlobalTable"
        )
    pending = busy(meta)
    if pending is not None:
        raise in_use(
            f"Attempt to change a resource which is still in use: Replica in region {pending} of table "
            f"{table.name} is being created"
        )
    if meta.billing != "PAY_PER_REQUEST":
        raise validation("Table write capacity should either be Pay-Per-Request or AutoScaled.")
    if meta.stream is not None and meta.stream.enabled and meta.stream.view_type != "NEW_AND_OLD_IMAGES":
        raise validation(
            f"One or more parameter values were invalid: Table {table.name} has a stream enabled with "
            f"StreamViewType {meta.stream.view_type}: global table replicas need NEW_AND_OLD_IMAGES"
        )
    tables = member_tables(state, table) or {table.region: table}
    replicas = members(meta) or {table.region: {"ReplicaStatus": "ACTIVE"}}
    now = clock.now()
    for update in updates:
        if update.get("Create") is not None:
            spec = update["Create"]
            region = spec["RegionName"]
            _check_region(table, region)
            if region in replicas:
                raise validation(
                    f"Failed to create a the new replica of table with name: '{table.name}' because one or more "
                    f"replicas already existed as tables: {region} is already a replica"
                )
            if state.tables.find(table.account_id, region, table.name) is not None:
                raise validation(
                    f"Failed to create a the new replica of table with name: '{table.name}' because one or more "
                    f"replicas already existed as tables: a table {table.name} exists in {region}"
                )
            if len(replicas) >= MAX_REPLICAS:
                raise AwsError(
                    "LimitExceededException",
                    f"A global table can have at most {MAX_REPLICAS} replicas",
                    status=400,
                )
            replicas[region] = {"ReplicaStatus": "CREATING", **_settings(meta, spec, keys)}
            if not (meta.stream is not None and meta.stream.enabled):
                # as AWS does now: adding a replica turns the stream on with both images
                meta = streams.enable(
                    state.journal(), meta, table.account_id, table.region, table.name, "NEW_AND_OLD_IMAGES"
                )
                table = state.tables.save_meta(table, meta)
                tables[table.region] = table
            tables[region] = _create_replica(state, table, region, replicas[region], keys.get(region))
            # the replica turns ACTIVE when the round reaches this marker (an empty origin)
            repo.add(state.store, table.account_id, table.name, "", [region], b"", b"", None, now)
            state.replication_bell.ring()
            emit(state, ctx, "dynamodb.replica.created", resource=table.arn, table=table.name, replica=region)
        elif update.get("Update") is not None:
            spec = update["Update"]
            region = spec["RegionName"]
            if region == table.region:
                raise _local_region()
            if region not in replicas:
                raise _replica_not_found()
            replicas[region] = {**replicas[region], **_settings(meta, spec, keys)}
            if spec.get("TableClassOverride") and region in tables:
                target = tables[region]
                tables[region] = state.tables.save_meta(
                    target, replace(target.definition, table_class=spec["TableClassOverride"])
                )
            if region in keys and region in tables:
                target = tables[region]
                tables[region] = state.tables.save_meta(
                    target,
                    replace(
                        target.definition,
                        sse_key=TableKey.from_doc(keys[region]),
                        sse_specification=SseSpecification(
                            enabled=True, sse_type="KMS", kms_master_key_id=keys[region]["Arn"]
                        ),
                    ),
                )
                state.key_guard.forget(target.tid)
        elif update.get("Delete") is not None:
            region = update["Delete"]["RegionName"]
            if region == table.region:
                raise _local_region()
            if region not in replicas:
                raise _replica_not_found()
            del replicas[region]
            gone = tables.pop(region, None)
            if gone is not None:
                drop_member(state, ctx, gone)
            emit(state, ctx, "dynamodb.replica.deleted", resource=table.arn, table=table.name, replica=region)
    saved = save_group(state, tables, CURRENT, replicas)
    return saved[table.region]


def _replica_not_found() -> AwsError:
    return validation(
        "Replica specified in the Replica Update or Replica Delete action of the request was not found."
    )


def _local_region() -> AwsError:
    return validation(
        "Cannot add, delete, or update the local region through ReplicaUpdates. "
        "Use CreateTable, DeleteTable, or UpdateTable as required."
    )


def _check_region(table: TableDef, region: str) -> None:
    if region == table.region:
        raise _local_region()
    if region not in REGIONS:
        raise validation(f"One or more parameter values were invalid: Invalid region name: {region}")


def _settings(meta: TableMeta, spec: Mapping[str, Any], keys: Mapping[str, dict[str, Any]]) -> dict[str, Any]:
    """The stored settings a Create or Update asks for (on-demand overrides, table class, KMS key)."""
    settings: dict[str, Any] = {}
    region = spec["RegionName"]
    if region in keys:
        settings["KMSMasterKeyId"] = keys[region]["Arn"]
    if spec.get("OnDemandThroughputOverride"):
        settings["OnDemandThroughputOverride"] = OnDemandThroughput.from_doc(
            spec["OnDemandThroughputOverride"]
        ).to_doc()
    if spec.get("TableClassOverride"):
        settings["TableClass"] = spec["TableClassOverride"]
    indexes: dict[str, Any] = {}
    for index in spec.get("GlobalSecondaryIndexes") or []:
        if meta.gsi(index["IndexName"]) is None:
            raise AwsError(
                "ResourceNotFoundException",
                f"Requested resource not found: Index: {index['IndexName']} not found",
                status=400,
            )
        if index.get("OnDemandThroughputOverride"):
            indexes[index["IndexName"]] = OnDemandThroughput.from_doc(
                index["OnDemandThroughputOverride"]
            ).to_doc()
    if indexes:
        settings["GlobalSecondaryIndexes"] = indexes
    return settings


def _create_replica(
    state: DynamoDBState,
    source: TableDef,
    region: str,
    settings: Mapping[str, Any],
    key: dict[str, Any] | None,
) -> TableDef:
    """The replica table in ``region``: the source's keys, indexes, billing and TTL, its own stream,
    seeded with the source's items."""
    meta = source.definition
    replica_meta = TableMeta(
        table_name=meta.table_name,
        table_id=str(uuid.uuid4()),
        attribute_definitions=meta.attribute_definitions,
        key_schema=meta.key_schema,
        created=clock.now(),
        billing_mode=meta.billing_mode,
        provisioned_throughput=meta.provisioned_throughput,
        global_secondary_indexes=meta.global_secondary_indexes,
        local_secondary_indexes=meta.local_secondary_indexes,
        ttl=meta.ttl,
        table_class=settings.get("TableClass") or meta.table_class,
        deletion_protection_enabled=False,
        on_demand_throughput=meta.on_demand_throughput,
        sse_specification=None
        if key is None
        else SseSpecification(enabled=True, sse_type="KMS", kms_master_key_id=key["Arn"]),
        sse_key=None if key is None else TableKey.from_doc(key),
    )
    replica_meta = streams.enable(
        state.journal(), replica_meta, source.account_id, region, meta.table_name, "NEW_AND_OLD_IMAGES"
    )
    replica = state.tables.insert(source.account_id, region, meta.table_name, replica_meta)
    repo.copy_table(state.store, source.tid, replica.tid)
    return replica


def drop_member(state: DynamoDBState, ctx: RequestContext, table: TableDef) -> None:
    """Delete a replica's table with its items (the caller holds the transaction)."""
    streams.disable(state.journal(), table.definition)
    state.tables.delete(table)
    state.items.drop_table(table.tid)
    repo.forget_table(state.store, table.tid)
    repo.drop_bound_for(state.store, table.account_id, table.name, table.region)
    state.tables.forget(table.account_id, table.region, table.name)
    state.store.after_commit(lambda: state.tables.forget(table.account_id, table.region, table.name))
    state.key_guard.forget(table.tid)
    state.bus.publish(
        "dynamodb.table.deleted",
        service="dynamodb",
        account_id=table.account_id,
        region=table.region,
        resource=table.arn,
        data={"table": table.name, "replica_of": ctx.region},
    )


def leave(state: DynamoDBState, table: TableDef) -> None:
    """``table`` is being deleted: the other members forget it (the caller holds the transaction)."""
    if table.definition.global_table is None:
        return
    group_version = version(table.definition) or CURRENT
    tables = member_tables(state, table)
    tables.pop(table.region, None)
    replicas = members(table.definition)
    replicas.pop(table.region, None)
    repo.forget_table(state.store, table.tid)
    repo.drop_bound_for(state.store, table.account_id, table.name, table.region)
    if tables:
        save_group(state, tables, group_version, replicas)


# ---------------------------------------------------------------------------------- the item path


def record(state: DynamoDBState, table: TableDef, hk: bytes, rk: bytes, new: Item | None) -> None:
    """A local write to a member: stamp its clock and queue it for the other members."""
    targets = peers(table)
    if not targets:
        return
    at = clock.now()
    repo.set_clock(state.store, table.tid, hk, rk, at, table.region)
    encoded = None if new is None else encode_item(new)
    repo.add(state.store, table.account_id, table.name, table.region, targets, hk, rk, encoded, at)
    state.replication_bell.ring()
