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

import copy
import json
import secrets
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb.repo import backups as stored
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


def description(row: Any, status: str = "AVAILABLE") -> dict[str, Any]:
    meta = json.loads(row["meta"])
    throughput = meta.get("ProvisionedThroughput") or {}
    source = {
        "TableName": row["table_name"],
        "TableId": meta["TableId"],
        "TableArn": row["table_arn"],
        "TableSizeBytes": row["size"],
        "KeySchema": meta["KeySchema"],
        "TableCreationDateTime": _when(meta["Created"]),
        "ProvisionedThroughput": {
            "ReadCapacityUnits": throughput.get("ReadCapacityUnits", 0),
            "WriteCapacityUnits": throughput.get("WriteCapacityUnits", 0),
        },
        "ItemCount": row["items"],
        "BillingMode": meta.get("BillingMode", "PROVISIONED"),
    }
    features: dict[str, Any] = {}
    for group in ("LocalSecondaryIndexes", "GlobalSecondaryIndexes"):
        specs = [
            {
                k: v
                for k, v in spec.items()
                if k in ("IndexName", "KeySchema", "Projection", "ProvisionedThroughput")
            }
            for spec in meta.get(group) or []
        ]
        if specs:
            features[group] = specs
    ttl = meta.get("Ttl") or {}
    features["TimeToLiveDescription"] = (
        {"TimeToLiveStatus": "ENABLED", "AttributeName": ttl["AttributeName"]}
        if ttl.get("Enabled")
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
    stored.snapshot(store, arn, ctx.account_id, ctx.region, name, table, json.dumps(table.meta), now, kind)
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
            "TableId": json.loads(r["meta"])["TableId"],
            "TableArn": r["table_arn"],
            **details(r),
        }
        for r in page
    ]
    out: dict[str, Any] = {"BackupSummaries": summaries}
    if len(rows) > limit:
        out["LastEvaluatedBackupArn"] = page[-1]["arn"]
    return out


def restored_definition(backup_meta: dict[str, Any], target: str, params: dict[str, Any]) -> dict[str, Any]:
    """The target table's definition: the backup's, less what a restore drops, with the overrides."""
    meta = copy.deepcopy(backup_meta)
    request: dict[str, Any] = {
        "TableName": target,
        "KeySchema": meta["KeySchema"],
        "AttributeDefinitions": meta["AttributeDefinitions"],
        "BillingMode": params.get("BillingModeOverride") or meta.get("BillingMode", "PROVISIONED"),
    }
    gsis = params.get("GlobalSecondaryIndexOverride")
    if gsis is None:
        gsis = [_index_request(spec) for spec in meta.get("GlobalSecondaryIndexes") or []]
    lsis = params.get("LocalSecondaryIndexOverride")
    if lsis is None:
        lsis = [_index_request(spec) for spec in meta.get("LocalSecondaryIndexes") or []]
    if request["BillingMode"] == "PROVISIONED":
        throughput = params.get("ProvisionedThroughputOverride") or meta.get("ProvisionedThroughput") or {}
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
    request["AttributeDefinitions"] = [d for d in meta["AttributeDefinitions"] if d["AttributeName"] in used]
    return validate_create(request)


def _index_request(spec: dict[str, Any]) -> dict[str, Any]:
    out = {k: copy.deepcopy(v) for k, v in spec.items() if k in ("IndexName", "KeySchema", "Projection")}
    throughput = spec.get("ProvisionedThroughput") or {}
    if throughput.get("ReadCapacityUnits"):
        out["ProvisionedThroughput"] = {
            "ReadCapacityUnits": throughput["ReadCapacityUnits"],
            "WriteCapacityUnits": throughput["WriteCapacityUnits"],
        }
    return out


def restore_summary(row: Any) -> dict[str, Any]:
    """What a restored table's definition keeps of its origin (DescribeTable reports it)."""
    return {
        "SourceBackupArn": row["arn"],
        "SourceTableArn": row["table_arn"],
        "RestoreDateTime": clock.now(),
        "RestoreInProgress": False,
    }
