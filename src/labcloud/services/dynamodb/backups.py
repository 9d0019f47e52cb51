"""On-demand backups: CreateBackup, DescribeBackup, ListBackups, DeleteBackup, RestoreTableFromBackup.

A backup is taken in one SQLite transaction (the table's definition and a copy of every item row),
so it is consistent however busy the table is. A restore creates the target table from the backed-up
definition with the overrides AWS allows, copies the rows back and rebuilds its indexes. As on AWS,
a restored table does not carry over tags, TTL, streams, resource policies or point-in-time recovery.

Deleting a table that has point-in-time recovery enabled takes a SYSTEM backup named
``$DeletedTableBackup`` first (as DynamoDB does), so a deleted table can be restored from it;
ListBackups lists USER backups unless BackupType asks for SYSTEM or ALL.
"""

from __future__ import annotations

import json
import secrets
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb.repo import backups as stored
from labcloud.services.dynamodb.table_meta import (
    ZERO_THROUGHPUT,
    IndexSpec,
    RestoreSummary,
    TableMeta,
    key_schema_doc,
)
from labcloud.services.dynamodb.tables import TableDef, validate_create
from labcloud.store.db import Store

DELETED_TABLE_BACKUP = "$DeletedTableBackup"


def backup_not_found(arn: str) -> AwsError:
    return AwsError("BackupNotFoundException", f"Backup not found: {arn}", status=400)


def _when(value: float) -> datetime:
    return datetime.fromtimestamp(value, timezone.utc)


def details(row: Any, status: str = "AVAILABLE") -> dict[str, Any]:
    return {
        "BackupArn": row["arn"],
        "BackupName": row["name"],
        "BackupSizeBytes": row["size"],
        "BackupStatus": status,
        "BackupType": row["kind"],
        "BackupCreationDateTime": _when(row["created"]),
    }


def backed_up(row: Any) -> TableMeta:
    """The table definition a backup row keeps (the document ``ddb_tables.meta`` had)."""
    return TableMeta.from_doc(json.loads(row["meta"]))


def _index_details(spec: IndexSpec) -> dict[str, Any]:
    out: dict[str, Any] = {"IndexName": spec.index_name, "KeySchema": key_schema_doc(spec.key_schema)}
    if spec.projection is not None:
        out["Projection"] = spec.projection.to_doc()
    if spec.provisioned_throughput is not None:
        out["ProvisionedThroughput"] = spec.provisioned_throughput.to_doc()
    return out


def description(row: Any, status: str = "AVAILABLE") -> dict[str, Any]:
    meta = backed_up(row)
    throughput = meta.provisioned_throughput or ZERO_THROUGHPUT
    source = {
        "TableName": row["table_name"],
        "TableId": meta.table_id,
        "TableArn": row["table_arn"],
        "TableSizeBytes": row["size"],
        "KeySchema": key_schema_doc(meta.key_schema),
        "TableCreationDateTime": _when(meta.created),
        "ProvisionedThroughput": throughput.to_doc(),
        "ItemCount": row["items"],
        "BillingMode": meta.billing,
    }
    features: dict[str, Any] = {}
    for group, specs in (("LocalSecondaryIndexes", meta.lsis), ("GlobalSecondaryIndexes", meta.gsis)):
        if specs:
            features[group] = [_index_details(spec) for spec in specs]
    ttl_attribute = meta.ttl_attribute
    features["TimeToLiveDescription"] = (
        {"TimeToLiveStatus": "ENABLED", "AttributeName": ttl_attribute}
        if ttl_attribute is not None
        else {"TimeToLiveStatus": "DISABLED"}
    )
    return {
        "BackupDetails": details(row, status),
        "SourceTableDetails": source,
        "SourceTableFeatureDetails": features,
    }


def create(store: Store, ctx: RequestContext, table: TableDef, name: str, kind: str = "USER") -> Any:
    """Snapshot ``table`` (call inside a transaction); answers the new backup's row."""
    now = clock.now()
    arn = f"{table.arn}/backup/{int(now * 1000):014d}-{secrets.token_hex(4)}"
    stored.snapshot(
        store, arn, ctx.account_id, ctx.region, name, table, json.dumps(table.definition.to_doc()), now, kind
    )
    return find(store, ctx, arn)


def find(store: Store, ctx: RequestContext, arn: str) -> Any:
    row = stored.find(store, ctx.account_id, ctx.region, arn)
    if row is None:
        raise backup_not_found(arn)
    return row


def delete(store: Store, ctx: RequestContext, arn: str) -> Any:
    row = find(store, ctx, arn)
    stored.delete(store, arn)
    return row


def listing(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    wanted = params.get("BackupType") or "USER"
    kinds = ("USER", "SYSTEM") if wanted == "ALL" else (wanted,)
    if not set(kinds) <= {"USER", "SYSTEM"}:
        rows: list[Any] = []  # AWS_BACKUP: labcloud keeps none
    else:
        lower, upper = params.get("TimeRangeLowerBound"), params.get("TimeRangeUpperBound")
        rows = stored.matching(
            store,
            ctx.account_id,
            ctx.region,
            kinds,
            table_name=params.get("TableName") or None,
            created_from=None if lower is None else lower.timestamp(),
            created_before=None if upper is None else upper.timestamp(),
            after_arn=params.get("ExclusiveStartBackupArn") or None,
        )
    limit = int(params.get("Limit") or 100)
    page = rows[:limit]
    summaries = [
        {
            "TableName": r["table_name"],
            "TableId": backed_up(r).table_id,
            "TableArn": r["table_arn"],
            **details(r),
        }
        for r in page
    ]
    out: dict[str, Any] = {"BackupSummaries": summaries}
    if len(rows) > limit:
        out["LastEvaluatedBackupArn"] = page[-1]["arn"]
    return out


def restored_definition(meta: TableMeta, target: str, params: dict[str, Any]) -> TableMeta:
    """The target table's definition: the backup's, less what a restore drops, with the overrides.

    It is made as a CreateTable request and checked by the CreateTable rules."""
    request: dict[str, Any] = {
        "TableName": target,
        "KeySchema": key_schema_doc(meta.key_schema),
        "BillingMode": params.get("BillingModeOverride") or meta.billing,
    }
    gsis = params.get("GlobalSecondaryIndexOverride")
    if gsis is None:
        gsis = [_index_request(spec) for spec in meta.gsis]
    lsis = params.get("LocalSecondaryIndexOverride")
    if lsis is None:
        lsis = [_index_request(spec) for spec in meta.lsis]
    if request["BillingMode"] == "PROVISIONED":
        stored_throughput = meta.provisioned_throughput
        throughput = params.get("ProvisionedThroughputOverride") or (
            stored_throughput.to_doc() if stored_throughput is not None else {}
        )
        request["ProvisionedThroughput"] = {
            "ReadCapacityUnits": throughput.get("ReadCapacityUnits") or 1,
            "WriteCapacityUnits": throughput.get("WriteCapacityUnits") or 1,
        }
        for spec in gsis:
            spec.setdefault("ProvisionedThroughput", dict(request["ProvisionedThroughput"]))
    else:
        for spec in gsis:
            spec.pop("ProvisionedThroughput", None)
        if params.get("ProvisionedThroughputOverride"):  # refused by the CreateTable rules, never ignored
            request["ProvisionedThroughput"] = params["ProvisionedThroughputOverride"]
    if gsis:
        request["GlobalSecondaryIndexes"] = gsis
    if lsis:
        request["LocalSecondaryIndexes"] = lsis
    if params.get("SSESpecificationOverride"):
        request["SSESpecification"] = params["SSESpecificationOverride"]
    if params.get("OnDemandThroughputOverride"):
        request["OnDemandThroughput"] = params["OnDemandThroughputOverride"]
    used = {e["AttributeName"] for spec in [request, *gsis, *lsis] for e in spec["KeySchema"]}
    request["AttributeDefinitions"] = [
        d.to_doc() for d in meta.attribute_definitions if d.attribute_name in used
    ]
    return validate_create(request)


def _index_request(spec: IndexSpec) -> dict[str, Any]:
    """A stored index as the CreateTable request member that makes it again."""
    out: dict[str, Any] = {"IndexName": spec.index_name, "KeySchema": key_schema_doc(spec.key_schema)}
    if spec.projection is not None:
        out["Projection"] = spec.projection.to_doc()
    throughput = spec.provisioned_throughput
    if throughput is not None and throughput.read_capacity_units:
        out["ProvisionedThroughput"] = throughput.to_doc()
    return out


def restore_summary(row: Any) -> RestoreSummary:
    """What a restored table's definition keeps of its origin (DescribeTable reports it)."""
    return RestoreSummary(
        source_backup_arn=row["arn"],
        source_table_arn=row["table_arn"],
        restore_date_time=clock.now(),
        restore_in_progress=False,
    )
