"""The DynamoDB provider: table lifecycle and item operations over the SQLite item store.

Each operation method validates and compiles its request first, then reads, checks and writes
in one synchronous ``store.transaction()`` (the pipeline runs one call at a time on the event
loop, so a conditional write is atomic). Batch, transaction, TTL and tag operations live in
sibling modules; this class wires them to the operation names botocore uses.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.base import Provider
from labcloud.services.dynamodb import (
    backups,
    batch,
    continuous_backups,
    contributor_insights,
    kinesis_destinations,
    kinesis_outbox,
    ledger,
    pitr,
    resource_policy,
    sse,
    streams,
    tags,
    transactions,
    ttl,
)
from labcloud.services.dynamodb.capacity import Consumed, read_units
from labcloud.services.dynamodb.codec import decode_item, jsonable
from labcloud.services.dynamodb.expressions import project_paths, render
from labcloud.services.dynamodb.items import ItemStore
from labcloud.services.dynamodb.keys import item_keys
from labcloud.services.dynamodb.reads import Reader
from labcloud.services.dynamodb.schema import SCHEMA, TABLES
from labcloud.services.dynamodb.settings import apply_reported, index_reported, refuse_unsupported
from labcloud.services.dynamodb.tables import (
    TableDef,
    check_gsi,
    check_index_billing,
    describe,
    invalid,
    not_found,
    validate_create,
    validation,
)
from labcloud.services.dynamodb.values import item_size, validate_key
from labcloud.services.dynamodb.writes import (
    CONDITION_FAILED,
    DELETE,
    PUT,
    UPDATE,
    ConditionFailed,
    WritePlan,
    compile_cached,
    plan_delete,
    plan_put,
    plan_update,
    return_values_check,
)
from labcloud.services.dynamodbstreams.interfaces import StreamJournal
from labcloud.services.iam.denials import access_denied
from labcloud.services.iam.policy import access_denied_message
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.kms.interfaces import KeyRing
from labcloud.store.db import Migration

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

TableKey = tuple[str, str, str]


def table_name_of(name: str) -> str:
    """TableName parameters may be a table ARN."""
    if name.startswith("arn:") and ":table/" in name:
        return name.split(":table/", 1)[1].split("/", 1)[0]
    return name


class DynamoDBProvider(Provider):
    service = "dynamodb"
    tables = TABLES + backups.TABLES + pitr.TABLES + kinesis_outbox.TABLES

    def __init__(self, hub: Any) -> None:
        super().__init__(hub)
        self.items = ItemStore(self.store, lambda: self.hub.interface(StreamJournal))
        self.reader = Reader(self.store)
        self._cache: dict[TableKey, TableDef] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self._pitr_trimmer: asyncio.Task[None] | None = None
        self._kinesis_pump: asyncio.Task[None] | None = None
        tuning = hub.settings.tuning
        self.ttl_interval = tuning.number("LABCLOUD_DYNAMODB_TTL_INTERVAL", 1.0, minimum=0.001)
        self.pitr_lag = continuous_backups.latest_lag(tuning)
        self._policies = 0
        self.key_guard = sse.KeyGuard(
            lambda: self.hub.interface(KeyRing),
            tuning.number("LABCLOUD_DYNAMODB_KMS_RECHECK", sse.RECHECK_SECONDS),
        )
        hub.resource_policies.register(
            "dynamodb", resource_policy.lookup(self.find_table), lambda: self._policies > 0
        )

    # ------------------------------------------------------------------ lifecycle

    def schema(self) -> tuple[str, ...]:
        return SCHEMA + backups.SCHEMA

    def migrations(self) -> Sequence[Migration]:
        return pitr.MIGRATIONS + backups.MIGRATIONS + kinesis_outbox.MIGRATIONS

    async def start(self) -> None:
        self._count_policies()
        self._sweeper = asyncio.create_task(ttl.sweep_forever(self), name="dynamodb-ttl-sweeper")
        self._pitr_trimmer = asyncio.create_task(self._trim_pitr_forever(), name="dynamodb-pitr-trim")
        self._kinesis_pump = asyncio.create_task(kinesis_outbox.pump_forever(self), name="dynamodb-kinesis")

    async def stop(self) -> None:
        for task in (self._sweeper, self._pitr_trimmer, self._kinesis_pump):
            if task is None:
                continue
            task.cancel()
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - the task is being stopped
                pass
        self._sweeper = self._pitr_trimmer = self._kinesis_pump = None

    async def _trim_pitr_forever(self) -> None:
        while True:
            await asyncio.sleep(pitr.TRIM_INTERVAL)
            try:
                self.trim_pitr()
            except Exception:  # noqa: BLE001 - the trimmer must keep running
                pass

    def trim_pitr(self) -> None:
        """Drop point-in-time journal rows that left their table's recovery window."""
        # a table's journal is dropped when PITR is turned off or the table deleted, so only tables
        # with the setting can hold rows
        windows = []
        for row in self.store.all("SELECT tid FROM ddb_tables WHERE meta LIKE '%\"Pitr\"%'"):
            table = self.table_by_tid(int(row["tid"]))
            if table is not None and pitr.enabled(table):
                windows.append((table.tid, pitr.window(table, self.pitr_lag)[0]))
        if windows:
            with self.store.transaction():
                pitr.trim(self.store, windows)

    def reset(self) -> None:
        super().reset()
        self._cache.clear()
        self.key_guard.clear()  # the pipeline keeps the guarded methods: keep their guard
        self._policies = 0

    def _count_policies(self) -> None:
        row = self.store.one(
            "SELECT COUNT(*) AS n FROM ddb_tables WHERE meta LIKE '%\"ResourcePolicy\"%'"
            " OR meta LIKE '%\"StreamPolicies\"%'"
        )
        self._policies = int(row["n"]) if row is not None else 0

    def internal_routes(self) -> list[InternalRoute]:
        return [
            InternalRoute("GET", "/dynamodb/ledger", lambda request: ledger.ledger_route(self, request)),
            InternalRoute("GET", "/dynamodb/tables", self._tables_route),
        ]

    def operation(self, name: str) -> Any:
        """Item operations run behind the KMS key check of the customer-key tables they touch (``sse.py``)."""
        method = super().operation(name)
        if method is None or name not in sse.GUARDED:
            return method
        return self.key_guard.guarded(name, method, self._customer_key_table)

    def _customer_key_table(self, ctx: RequestContext, name: str) -> sse.Guarded | None:
        where = resource_policy.table_coordinates(name) if name.startswith("arn:") else None
        found = self.find_table(*where) if where else self.find_table(ctx.account_id, ctx.region, name)
        key = None if found is None else found.meta.get("SSEKey")
        if found is None or key is None or key.get("Managed"):
            return None
        return sse.Guarded(found.tid, found.account_id, found.region, key)

    # ------------------------------------------------------------------ table lookup

    def find_table(self, account_id: str, region: str, name: str) -> TableDef | None:
        key = (account_id, region, name)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        row = self.store.one(
            "SELECT tid, meta FROM ddb_tables WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
        if row is None:
            return None
        table = TableDef(row["tid"], account_id, region, name, json.loads(row["meta"]))
        self._cache[key] = table
        return table

    def table_by_tid(self, tid: int) -> TableDef | None:
        row = self.store.one("SELECT account_id, region, name FROM ddb_tables WHERE tid=?", (tid,))
        return None if row is None else self.find_table(row["account_id"], row["region"], row["name"])

    def table(self, ctx: RequestContext, name: str) -> TableDef:
        """The table for an item operation (ResourceNotFoundException when missing).

        A table ARN may name another account's table: that is reachable only through a resource-based
        policy (IAM enforcement has already evaluated it); without one the caller is denied."""
        where = resource_policy.table_coordinates(name) if name.startswith("arn:") else None
        if where is not None and where[0] != ctx.account_id:
            found = self.find_table(*where)
            if found is None or resource_policy.stored(found) is None:
                action = f"dynamodb:{ctx.operation}"
                raise access_denied(
                    ctx.service,
                    access_denied_message(
                        ctx.principal.arn, action, name, replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
                    ),
                )
            return found
        found = self.find_table(ctx.account_id, where[1] if where else ctx.region, table_name_of(name))
        if found is None:
            raise not_found()
        return found

    def save_meta(self, table: TableDef, meta: dict[str, Any]) -> TableDef:
        self.store.execute("UPDATE ddb_tables SET meta=? WHERE tid=?", (json.dumps(meta), table.tid))
        self._cache.pop((table.account_id, table.region, table.name), None)
        updated = TableDef(table.tid, table.account_id, table.region, table.name, meta)
        key = (table.account_id, table.region, table.name)

        def forget() -> None:
            self._cache.pop(key, None)

        self.store.after_commit(forget)
        return updated

    # ------------------------------------------------------------------ tables

    async def create_table(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        key = await self._bind_key(ctx, params)
        return self._create_table(ctx, params, key)

    async def _bind_key(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any] | None:
        spec = params.get("SSESpecification")
        if spec is None:
            return None
        return await sse.bind(self.hub.interface(KeyRing), ctx.principal, ctx.account_id, ctx.region, spec)

    def _create_table(
        self, ctx: RequestContext, params: dict[str, Any], key: dict[str, Any] | None
    ) -> dict[str, Any]:
        name = params["TableName"]
        meta = validate_create(params)
        if key is not None:
            meta["SSEKey"] = key
        view_type = streams.create_view_type(params.get("StreamSpecification"))
        if params.get("ResourcePolicy") is not None:
            meta = resource_policy.with_policy(meta, resource_policy.checked(params["ResourcePolicy"]))
        with self.store.transaction():
            if self.find_table(ctx.account_id, ctx.region, name) is not None:
                raise AwsError("ResourceInUseException", f"Table already exists: {name}", status=400)
            if view_type is not None:
                streams.enable(
                    self.hub.interface(StreamJournal), meta, ctx.account_id, ctx.region, name, view_type
                )
            table = self._insert_table(ctx, name, meta)
            if "ResourcePolicy" in meta:
                self.store.after_commit(self._count_policies)
            self.publish(
                ctx,
                "dynamodb.table.created",
                resource=table.arn,
                table=name,
                key_schema=meta["KeySchema"],
                attribute_definitions=meta["AttributeDefinitions"],
                indexes=[i.name for i in table.indexes.values()],
                stream=meta.get("Stream"),
            )
        description = describe(table, "CREATING", {}, {n: "CREATING" for n in table.indexes})
        return {"TableDescription": description}

    def _insert_table(self, ctx: RequestContext, name: str, meta: dict[str, Any]) -> TableDef:
        cursor = self.store.execute(
            "INSERT INTO ddb_tables (account_id, region, name, meta) VALUES (?,?,?,?)",
            (ctx.account_id, ctx.region, name, json.dumps(meta)),
        )
        return TableDef(int(cursor.lastrowid or 0), ctx.account_id, ctx.region, name, meta)

    # ------------------------------------------------------------------ backups

    def _backup_source(self, ctx: RequestContext, name_or_arn: str) -> TableDef:
        """The table a backup operation names (TableNotFoundException, as those operations answer)."""
        name = table_name_of(name_or_arn)
        table = self.find_table(ctx.account_id, ctx.region, name)
        if table is None:
            raise AwsError("TableNotFoundException", f"Table not found: {name}", status=400)
        return table

    def create_backup(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = table_name_of(params["TableName"])
        table = self._backup_source(ctx, name)
        with self.store.transaction():
            row = backups.create(self.store, ctx, table, params["BackupName"])
            self.publish(ctx, "dynamodb.backup.created", resource=row["arn"], table=name, items=row["items"])
        return {"BackupDetails": backups.details(row, "CREATING")}

    def describe_backup(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"BackupDescription": backups.description(backups.find(self.store, ctx, params["BackupArn"]))}

    def delete_backup(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            row = backups.delete(self.store, ctx, params["BackupArn"])
            self.publish(ctx, "dynamodb.backup.deleted", resource=row["arn"], table=row["table_name"])
        return {"BackupDescription": backups.description(row, "DELETED")}

    def list_backups(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return backups.listing(self.store, ctx, params)

    def restore_table_from_backup(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        target = params["TargetTableName"]
        row = backups.find(self.store, ctx, params["BackupArn"])
        meta = backups.restored_definition(json.loads(row["meta"]), target, params)
        meta["RestoreSummary"] = backups.restore_summary(row)
        with self.store.transaction():
            if self.find_table(ctx.account_id, ctx.region, target) is not None:
                raise AwsError("TableAlreadyExistsException", f"Table already exists: {target}", status=400)
            table = self._insert_table(ctx, target, meta)
            backups.copy_items(self.store, row["arn"], table.tid)
            for index_name in table.indexes:
                self.items.rebuild_index(table, index_name)
            self.publish(
                ctx,
                "dynamodb.table.restored",
                resource=table.arn,
                table=target,
                backup=row["arn"],
                items=row["items"],
            )
        description = describe(table, "CREATING", {}, {n: "CREATING" for n in table.indexes})
        return {"TableDescription": description}

    def restore_table_to_point_in_time(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        target = params["TargetTableName"]
        name, where = pitr.source_name(params)
        here = where is None or where == (ctx.account_id, ctx.region)
        source = self.find_table(ctx.account_id, ctx.region, name) if here else None
        if source is None:
            raise AwsError("TableNotFoundException", f"Table not found: {name}", status=400)
        if not pitr.enabled(source):
            raise pitr.not_enabled(name)
        earliest, latest = pitr.window(source, self.pitr_lag)
        at = pitr.restore_time(params, earliest, latest)
        meta = backups.restored_definition(source.meta, target, params)
        meta["RestoreSummary"] = pitr.restore_summary(source, at)
        with self.store.transaction():
            if self.find_table(ctx.account_id, ctx.region, target) is not None:
                raise AwsError("TableAlreadyExistsException", f"Table already exists: {target}", status=400)
            table = self._insert_table(ctx, target, meta)
            count = pitr.copy_state(self.store, source, table.tid, at)
            for index_name in table.indexes:
                self.items.rebuild_index(table, index_name)
            self.publish(
                ctx,
                "dynamodb.table.restored",
                resource=table.arn,
                table=target,
                source=source.arn,
                restore_time=at,
                items=count,
            )
        description = describe(table, "CREATING", {}, {n: "CREATING" for n in table.indexes})
        return {"TableDescription": description}

    def describe_table(self, ctx: RequestContext, params: dict[str, Any]) -> Any:
        name = table_name_of(params["TableName"])
        table = self.find_table(ctx.account_id, ctx.region, name)
        if table is None:
            raise not_found(name)
        guarded = self._customer_key_table(ctx, name)
        stale = [] if guarded is None else self.key_guard.stale_quietly([guarded], ctx.principal)
        if not stale:
            return self._describe(table)

        async def checked() -> dict[str, Any]:
            await self.key_guard.check(stale, ctx.principal, raising=False)
            return self._describe(table)

        return checked()

    def _describe(self, table: TableDef) -> dict[str, Any]:
        description = describe(table, "ACTIVE", self.items.counts(table))
        return {"Table": self.key_guard.describe(table.tid, description)}

    def list_tables(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        limit = params.get("Limit") or 100
        start = params.get("ExclusiveStartTableName") or ""
        names = [
            row[0]
            for row in self.store.all(
                "SELECT name FROM ddb_tables WHERE account_id=? AND region=? AND name > ? ORDER BY name LIMIT ?",
                (ctx.account_id, ctx.region, start, limit + 1),
            )
        ]
        result: dict[str, Any] = {"TableNames": names[:limit]}
        if len(names) > limit:
            result["LastEvaluatedTableName"] = names[limit - 1]
        return result

    def delete_table(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = table_name_of(params["TableName"])
        table = self.find_table(ctx.account_id, ctx.region, name)
        if table is None:
            raise not_found(name)
        if table.meta.get("DeletionProtectionEnabled"):
            raise validation(
                "Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first."
            )
        description = describe(table, "DELETING", self.items.counts(table))
        with self.store.transaction():
            if pitr.enabled(table):
                backups.create(self.store, ctx, table, backups.DELETED_TABLE_BACKUP, "SYSTEM")
            streams.disable(self.hub.interface(StreamJournal), json.loads(json.dumps(table.meta)))
            self.store.execute("DELETE FROM ddb_tables WHERE tid=?", (table.tid,))
            self.items.drop_table(table.tid)
            pitr.forget(self.store, table.tid)
            self.publish(
                ctx,
                "dynamodb.table.deleted",
                resource=table.arn,
                table=name,
                key_schema=table.meta["KeySchema"],
            )
        self._cache.pop((ctx.account_id, ctx.region, name), None)
        self.key_guard.forget(table.tid)
        return {"TableDescription": description}

    async def update_table(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = table_name_of(params["TableName"])
        if self.find_table(ctx.account_id, ctx.region, name) is None:
            raise not_found(name)
        key = await self._bind_key(ctx, params)
        return self._update_table(ctx, params, key)

    def _update_table(
        self, ctx: RequestContext, params: dict[str, Any], key: dict[str, Any] | None
    ) -> dict[str, Any]:
        name = table_name_of(params["TableName"])
        table = self.find_table(ctx.account_id, ctx.region, name)
        if table is None:
            raise not_found(name)
        refuse_unsupported(params)
        meta = json.loads(json.dumps(table.meta))
        if params.get("SSESpecification") is not None:
            meta.pop("SSEKey", None)
            if key is not None:
                meta["SSEKey"] = key
            self.key_guard.forget(table.tid)
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
        billing = params.get("BillingMode") or meta.get("BillingMode", "PROVISIONED")
        if billing == "PAY_PER_REQUEST" and params.get("ProvisionedThroughput"):
            raise invalid(
                "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST"
            )
        if (
            billing == "PROVISIONED"
            and meta.get("BillingMode") == "PAY_PER_REQUEST"
            and not params.get("ProvisionedThroughput")
        ):
            raise invalid(
                "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED"
            )
        if billing != meta.get("BillingMode"):
            meta["BillingMode"] = billing

            meta["BillingChanged"] = clock.now()
            if billing == "PAY_PER_REQUEST":
                meta["ProvisionedThroughput"] = {"ReadCapacityUnits": 0, "WriteCapacityUnits": 0}
        if params.get("ProvisionedThroughput"):
            meta["ProvisionedThroughput"] = {
                "ReadCapacityUnits": int(params["ProvisionedThroughput"]["ReadCapacityUnits"]),
                "WriteCapacityUnits": int(params["ProvisionedThroughput"]["WriteCapacityUnits"]),
            }
        apply_reported(meta, params)
        for definition in params.get("AttributeDefinitions") or []:
            existing = {d["AttributeName"]: d for d in meta["AttributeDefinitions"]}
            if definition["AttributeName"] in existing:
                if existing[definition["AttributeName"]]["AttributeType"] != definition["AttributeType"]:
                    raise invalid(f"Cannot change the type of attribute {definition['AttributeName']}")
            else:
                meta["AttributeDefinitions"].append(definition)
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
        types = {d["AttributeName"]: d["AttributeType"] for d in meta["AttributeDefinitions"]}
        for update in updates:
            if update.get("Create"):
                spec = update["Create"]
                if spec["IndexName"] in table.indexes:
                    raise invalid(f"Attempting to create an index which already exists: {spec['IndexName']}")
                meta["GlobalSecondaryIndexes"].append(check_gsi(spec, billing, types))
                created = spec["IndexName"]
            elif update.get("Delete"):
                index_name = update["Delete"]["IndexName"]
                if index_name not in table.indexes or table.indexes[index_name].local:
                    raise AwsError(
                        "ResourceNotFoundException",
                        f"Requested resource not found: Index: {index_name} not found",
                        status=400,
                    )
                meta["GlobalSecondaryIndexes"] = [
                    g for g in meta["GlobalSecondaryIndexes"] if g["IndexName"] != index_name
                ]
                tags.without_index(meta, index_name)
                deleted = index_name
            elif update.get("Update"):
                index_name = update["Update"]["IndexName"]
                spec = next((g for g in meta["GlobalSecondaryIndexes"] if g["IndexName"] == index_name), None)
                if spec is None:
                    raise AwsError(
                        "ResourceNotFoundException",
                        f"Requested resource not found: Index: {index_name} not found",
                        status=400,
                    )
                index_reported(update["Update"], spec)
                if update["Update"].get("ProvisionedThroughput"):
                    throughput = update["Update"]["ProvisionedThroughput"]
                    spec["ProvisionedThroughput"] = {
                        "ReadCapacityUnits": int(throughput["ReadCapacityUnits"]),
                        "WriteCapacityUnits": int(throughput["WriteCapacityUnits"]),
                    }
        check_index_billing(meta, updates, previous_billing=table.meta.get("BillingMode", "PROVISIONED"))
        with self.store.transaction():
            if stream_change is not None:
                journal = self.hub.interface(StreamJournal)
                if stream_change[0] is not None:
                    streams.enable(journal, meta, ctx.account_id, ctx.region, name, stream_change[0])
                else:
                    streams.disable(journal, meta)
            updated = self.save_meta(table, meta)
            if created is not None:
                self.items.rebuild_index(updated, created)
            if deleted is not None:
                self.items.drop_index(table.tid, deleted)
            self.publish(
                ctx,
                "dynamodb.table.updated",
                resource=table.arn,
                table=name,
                key_schema=meta["KeySchema"],
                created_index=created,
                deleted_index=deleted,
                billing_mode=meta["BillingMode"],
                stream=meta.get("Stream"),
            )
        status = {created: "CREATING"} if created else {}
        return {"TableDescription": describe(updated, "UPDATING", self.items.counts(updated), status)}

    # ------------------------------------------------------------------ Kinesis streaming destinations

    async def enable_kinesis_streaming_destination(self, ctx: RequestContext, params: dict[str, Any]) -> Any:
        return await kinesis_destinations.enable(self, ctx, params)

    def disable_kinesis_streaming_destination(self, ctx: RequestContext, params: dict[str, Any]) -> Any:
        return kinesis_destinations.disable(self, ctx, params)

    def update_kinesis_streaming_destination(self, ctx: RequestContext, params: dict[str, Any]) -> Any:
        return kinesis_destinations.update(self, ctx, params)

    def describe_kinesis_streaming_destination(self, ctx: RequestContext, params: dict[str, Any]) -> Any:
        return kinesis_destinations.describe(self, ctx, params)

    # ------------------------------------------------------------------ contributor insights

    def update_contributor_insights(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self.table(ctx, params["TableName"])
        meta = json.loads(json.dumps(table.meta))
        answer = contributor_insights.update(meta, table.name, params)
        with self.store.transaction():
            self.save_meta(table, meta)
        return answer

    def describe_contributor_insights(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self.table(ctx, params["TableName"])
        return contributor_insights.describe(table.meta, table.name, params.get("IndexName"))

    def list_contributor_insights(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        if params.get("TableName"):
            tables = [self.table(ctx, params["TableName"])]
        else:
            names = self.store.all(
                "SELECT name FROM ddb_tables WHERE account_id=? AND region=? ORDER BY name",
                (ctx.account_id, ctx.region),
            )
            tables = [t for t in (self.find_table(ctx.account_id, ctx.region, r["name"]) for r in names) if t]
        entries = [e for t in tables for e in contributor_insights.summaries(t.meta, t.name)]
        limit = int(params.get("MaxResults") or 100)
        token = params.get("NextToken")
        if token and not is_digits(token):
            raise validation("Invalid NextToken")
        start = int(token) if token else 0
        out: dict[str, Any] = {"ContributorInsightsSummaries": entries[start : start + limit]}
        if start + limit < len(entries):
            out["NextToken"] = str(start + limit)
        return out

    # ------------------------------------------------------------------ single-item writes

    def execute(
        self,
        ctx: RequestContext,
        plan: WritePlan,
        operation: str,
        consumed: Consumed | None = None,
        **extra: Any,
    ) -> tuple[Item | None, Item | None]:
        """Read, check and write one item atomically; record the decision in the ledger."""
        table = plan.table
        failure: ConditionFailed | AwsError | None = None
        new: Item | None = None
        # ``decide`` only reads: a rejected write changes nothing, so its ledger record commits
        # in the same transaction as the read (one commit per request, accepted or not).
        with self.store.transaction():
            old = self.items.load(table, plan.hk, plan.rk)
            try:
                new = plan.decide(old)
            except ConditionFailed as failed:
                failure = failed
                ledger.record(
                    self,
                    ctx,
                    table,
                    operation,
                    plan.key,
                    condition=plan.condition_text,
                    outcome=ledger.REJECTED,
                    error_code="ConditionalCheckFailedException",
                    before=old,
                    after=None,
                    update=plan.update_text,
                    attempted=jsonable(plan.item),
                    **extra,
                )
            except AwsError as error:
                failure = error
                ledger.record(
                    self,
                    ctx,
                    table,
                    operation,
                    plan.key,
                    condition=plan.condition_text,
                    outcome=ledger.REJECTED,
                    error_code=error.code,
                    error_message=error.message,
                    before=old,
                    after=None,
                    update=plan.update_text,
                    attempted=jsonable(plan.item),
                    **extra,
                )
            else:
                sequence = None
                if plan.writes:
                    sequence = self.items.write(
                        table, plan.hk, plan.rk, new, old, consumed, known_size=plan.new_size(new)
                    )
                if sequence is not None:
                    extra["stream_sequence"] = sequence
                ledger.record(
                    self,
                    ctx,
                    table,
                    operation,
                    plan.key,
                    condition=plan.condition_text,
                    outcome=ledger.ACCEPTED,
                    before=old,
                    after=new,
                    update=plan.update_text,
                    **extra,
                )
        if failure is not None:
            raise failure
        return old, new

    def _single_write(self, ctx: RequestContext, params: dict[str, Any], operation: str) -> dict[str, Any]:
        table = self.table(ctx, params["TableName"])
        return_values = return_values_check(operation, params.get("ReturnValues"))
        planner = {PUT: plan_put, UPDATE: plan_update, DELETE: plan_delete}[operation]
        try:
            plan = planner(table, params)
        except AwsError as error:
            self._record_invalid(ctx, table, operation, params, error)
            raise
        consumed = Consumed("write")
        try:
            old, new = self.execute(ctx, plan, operation, consumed)
        except ConditionFailed as failed:
            members: dict[str, Any] = {}
            if params.get("ReturnValuesOnConditionCheckFailure") == "ALL_OLD" and failed.old is not None:
                members["Item"] = failed.old
            raise AwsError(
                "ConditionalCheckFailedException", CONDITION_FAILED, status=400, **members
            ) from None
        result: dict[str, Any] = {}
        attributes: Item | None = None
        if return_values == "ALL_OLD":
            attributes = old
        elif return_values == "ALL_NEW":
            attributes = new
        elif return_values == "UPDATED_OLD" and old is not None:
            attributes = project_paths(old, plan.updated_paths)
        elif return_values == "UPDATED_NEW" and new is not None:
            attributes = project_paths(new, plan.updated_paths)
        if attributes:
            result["Attributes"] = attributes
        capacity = consumed.render(table.name, params.get("ReturnConsumedCapacity"))
        if capacity is not None:
            result["ConsumedCapacity"] = capacity
        metrics = self.collection_metrics(table, plan.key, params.get("ReturnItemCollectionMetrics"))
        if metrics is not None:
            result["ItemCollectionMetrics"] = metrics
        return result

    def _record_invalid(
        self, ctx: RequestContext, table: TableDef, operation: str, params: dict[str, Any], error: AwsError
    ) -> None:
        """A write rejected before it reached the item (invalid item, key or expression) is a decision too."""
        source = params.get("Item") if operation == PUT else params.get("Key")
        key: Item = {}
        if isinstance(source, dict):
            key = {name: value for name, value in source.items() if name in table.schema.names}
        condition = params.get("ConditionExpression")
        if condition is not None:
            try:
                condition = render(
                    condition, params.get("ExpressionAttributeNames"), params.get("ExpressionAttributeValues")
                )
            except Exception:  # noqa: BLE001 - the raw text is good enough for an invalid request
                pass
        try:
            ledger.record(
                self,
                ctx,
                table,
                operation,
                key,
                condition=condition,
                outcome=ledger.REJECTED,
                error_code=error.code,
                error_message=error.message,
                before=None,
                after=None,
                update=params.get("UpdateExpression"),
            )
        except Exception:  # noqa: BLE001 - a malformed value must not hide the validation error
            pass

    def collection_metrics(self, table: TableDef, key: Item, mode: str | None) -> dict[str, Any] | None:
        if mode != "SIZE" or not any(index.local for index in table.indexes.values()):
            return None
        return {
            "ItemCollectionKey": {table.schema.hash_name: key[table.schema.hash_name]},
            "SizeEstimateRangeGB": [0.0, 1.0],
        }

    def put_item(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self._single_write(ctx, params, PUT)

    def update_item(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self._single_write(ctx, params, UPDATE)

    def delete_item(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self._single_write(ctx, params, DELETE)

    # ------------------------------------------------------------------ reads

    def get_item(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self.table(ctx, params["TableName"])
        key = validate_key(params.get("Key"), key_schema_names=table.schema.names, key_types=table.key_types)
        compiled = compile_cached(
            projection=params.get("ProjectionExpression"),
            names=params.get("ExpressionAttributeNames"),
            attributes_to_get=params.get("AttributesToGet"),
        )
        keys = item_keys(table.schema, key)
        assert keys is not None
        item = self.items.load(table, *keys)
        result: dict[str, Any] = {}
        if item is not None:
            result["Item"] = compiled.projection.apply(item) if compiled.projection is not None else item
        mode = params.get("ReturnConsumedCapacity")
        if mode in ("TOTAL", "INDEXES"):
            consumed = Consumed("read")
            consumed.add(
                table.name, read_units(item_size(item) if item else 0, bool(params.get("ConsistentRead")))
            )
            result["ConsumedCapacity"] = consumed.render(table.name, mode)
        return result

    def query(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self.table(ctx, params["TableName"])
        consumed = Consumed("read")
        result = self.reader.query(table, params, consumed, for_wire=ctx.source == "http")
        capacity = consumed.render(table.name, params.get("ReturnConsumedCapacity"))
        if capacity is not None:
            result["ConsumedCapacity"] = capacity
        return result

    def scan(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self.table(ctx, params["TableName"])
        consumed = Consumed("read")
        result = self.reader.scan(table, params, consumed, for_wire=ctx.source == "http")
        capacity = consumed.render(table.name, params.get("ReturnConsumedCapacity"))
        if capacity is not None:
            result["ConsumedCapacity"] = capacity
        return result

    # ------------------------------------------------------------------ batch, transactions, TTL, tags

    def batch_get_item(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return batch.batch_get(self, ctx, params)

    def batch_write_item(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return batch.batch_write(self, ctx, params)

    def transact_write_items(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return transactions.transact_write(self, ctx, params)

    def transact_get_items(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return transactions.transact_get(self, ctx, params)

    def execute_statement(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        from labcloud.services.dynamodb.partiql import statements  # Lark: loaded on first use

        return statements.execute_statement(self, ctx, params)

    def batch_execute_statement(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        from labcloud.services.dynamodb.partiql import statements  # Lark: loaded on first use

        return statements.batch_execute_statement(self, ctx, params)

    def execute_transaction(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        from labcloud.services.dynamodb.partiql import statements  # Lark: loaded on first use

        return statements.execute_transaction(self, ctx, params)

    def update_time_to_live(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return ttl.update_time_to_live(self, ctx, params)

    def describe_time_to_live(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return ttl.describe_time_to_live(self, ctx, params)

    def describe_continuous_backups(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self._backup_source(ctx, params["TableName"])
        return {"ContinuousBackupsDescription": continuous_backups.description(table, self.pitr_lag)}

    def update_continuous_backups(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self._backup_source(ctx, params["TableName"])
        meta = continuous_backups.updated_meta(table, params["PointInTimeRecoverySpecification"])
        with self.store.transaction():
            updated = self.save_meta(table, meta)
            if not meta["Pitr"]["Enabled"]:
                pitr.forget(self.store, table.tid)
            self.publish(
                ctx,
                "dynamodb.table.updated",
                resource=table.arn,
                table=table.name,
                key_schema=meta["KeySchema"],
                point_in_time_recovery=meta["Pitr"]["Enabled"],
            )
        return {"ContinuousBackupsDescription": continuous_backups.description(updated, self.pitr_lag)}

    def _table_for_arn(self, ctx: RequestContext, arn: str) -> TableDef:
        prefix = f"arn:aws:dynamodb:{ctx.region}:{ctx.account_id}:table/"
        table = None
        if arn.startswith(prefix):
            table = self.find_table(ctx.account_id, ctx.region, arn[len(prefix) :].split("/", 1)[0])
        if table is None:
            raise AwsError(
                "ResourceNotFoundException",
                f"Requested resource not found: ResourcArn: {arn} not found",
                status=400,
            )
        return table

    def _policy_holder(self, ctx: RequestContext, arn: str) -> TableDef:
        """The table whose metadata keeps the policy of ``arn`` (the table itself, or one of its streams)."""
        if resource_policy.is_index(arn):
            raise validation(
                "Resource-based policies cannot be attached to an index; the table's policy governs its indexes"
            )
        table = self._table_for_arn(ctx, arn)
        if resource_policy.is_stream(arn):
            journal = self.hub.interface(StreamJournal)
            if journal is None or not journal.exists(arn):
                raise AwsError(
                    "ResourceNotFoundException",
                    f"Requested resource not found: ResourcArn: {arn} not found",
                    status=400,
                )
        return table

    def put_resource_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn = params["ResourceArn"]
        table = self._policy_holder(ctx, arn)
        document = resource_policy.checked(params["Policy"])
        with self.store.transaction():
            resource_policy.check_expected(table, arn, params.get("ExpectedRevisionId"))
            updated = self.save_meta(table, resource_policy.with_policy(table.meta, document, arn))
            self.store.after_commit(self._count_policies)
            self.publish(ctx, "dynamodb.resource_policy.put", resource=arn, table=table.name)
        policy = resource_policy.stored(updated, arn)
        assert policy is not None
        return {"RevisionId": policy["RevisionId"]}

    def get_resource_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn = params["ResourceArn"]
        policy = resource_policy.stored(self._policy_holder(ctx, arn), arn)
        if policy is None:
            raise resource_policy.not_found(arn)
        return {"Policy": policy["Policy"], "RevisionId": policy["RevisionId"]}

    def delete_resource_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn = params["ResourceArn"]
        table = self._policy_holder(ctx, arn)
        with self.store.transaction():
            current = resource_policy.stored(table, arn)
            if current is None:
                raise resource_policy.not_found(arn)
            resource_policy.check_expected(table, arn, params.get("ExpectedRevisionId"))
            self.save_meta(table, resource_policy.with_policy(table.meta, None, arn))
            self.store.after_commit(self._count_policies)
            self.publish(ctx, "dynamodb.resource_policy.deleted", resource=arn, table=table.name)
        return {"RevisionId": resource_policy.revision()}

    def tag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self._table_for_arn(ctx, params["ResourceArn"])
        meta = tags.tagged(table, params["ResourceArn"], params["Tags"])
        with self.store.transaction():
            self.save_meta(table, meta)
        return {}

    def untag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self._table_for_arn(ctx, params["ResourceArn"])
        meta = tags.untagged(table, params["ResourceArn"], params["TagKeys"])
        with self.store.transaction():
            self.save_meta(table, meta)
        return {}

    def list_tags_of_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        table = self._table_for_arn(ctx, params["ResourceArn"])
        return {"Tags": tags.current(table, params["ResourceArn"])}

    # ------------------------------------------------------------------ account-level

    def describe_limits(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {
            "AccountMaxReadCapacityUnits": 80000,
            "AccountMaxWriteCapacityUnits": 80000,
            "TableMaxReadCapacityUnits": 40000,
            "TableMaxWriteCapacityUnits": 40000,
        }

    def describe_endpoints(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        address = ctx.endpoint.split("://", 1)[-1]
        return {"Endpoints": [{"Address": address, "CachePeriodInMinutes": 1440}]}

    # ------------------------------------------------------------------ internal API

    def _tables_route(self, request: InternalRequest) -> InternalResponse:
        limit = max(0, min(request.int_arg("limit", 200), 5000))
        wanted = request.arg("table")
        result = []
        for row in self.store.all(
            "SELECT account_id, region, name FROM ddb_tables ORDER BY account_id, region, name"
        ):
            if wanted is not None and row["name"] != wanted:
                continue
            table = self.find_table(row["account_id"], row["region"], row["name"])
            if table is None:
                continue
            counts = self.items.counts(table)
            items = [
                jsonable(decode_item(text, binary))
                for text, binary in self.store.all(
                    "SELECT item, bin FROM ddb_items WHERE tid=? ORDER BY hk, rk LIMIT ?", (table.tid, limit)
                )
            ]
            result.append(
                {
                    "account_id": table.account_id,
                    "region": table.region,
                    "name": table.name,
                    "arn": table.arn,
                    "key_schema": table.meta["KeySchema"],
                    "attribute_definitions": table.meta["AttributeDefinitions"],
                    "indexes": [
                        {
                            "name": i.name,
                            "local": i.local,
                            "key_schema": i.spec["KeySchema"],
                            "projection": i.spec.get("Projection"),
                        }
                        for i in table.indexes.values()
                    ],
                    "ttl_attribute": table.ttl_attribute,
                    "item_count": counts[None][0],
                    "items": items,
                    "items_truncated": counts[None][0] > len(items),
                }
            )
        return json_response({"tables": result})


PROVIDER = DynamoDBProvider
