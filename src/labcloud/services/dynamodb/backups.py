"""Point-in-time recovery settings: DescribeContinuousBackups / UpdateContinuousBackups.

labcloud keeps no backups to restore from, but DynamoDB's report of the setting is part of a
table's configuration (tools such as Terraform read it after every CreateTable), so the setting
is stored in the table's metadata (``Pitr``) and reported the way DynamoDB reports it:
continuous backups are always ENABLED, point-in-time recovery is DISABLED until turned on, and
once on it carries its recovery period (35 days unless chosen) and the restorable window.
Restoring (RestoreTableToPointInTime) is not implemented.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb.tables import TableDef, as_datetime, validation

if TYPE_CHECKING:
    from labcloud.services.dynamodb.provider import DynamoDBProvider

DEFAULT_RECOVERY_DAYS = 35
#: DynamoDB's latest restorable time trails the current time by about five minutes.
LATEST_LAG_SECONDS = 300


def _table(provider: DynamoDBProvider, ctx: RequestContext, name_or_arn: str) -> TableDef:
    from labcloud.services.dynamodb.provider import table_name_of

    name = table_name_of(name_or_arn)
    table = provider.find_table(ctx.account_id, ctx.region, name)
    if table is None:
        raise AwsError("TableNotFoundException", f"Table not found: {name}", status=400)
    return table


def description(table: TableDef, now: float | None = None) -> dict[str, Any]:
    """The ContinuousBackupsDescription of a table."""
    pitr = table.meta.get("Pitr") or {}
    if not pitr.get("Enabled"):
        recovery: dict[str, Any] = {"PointInTimeRecoveryStatus": "DISABLED"}
    else:
        now = time.time() if now is None else now
        days = int(pitr.get("RecoveryPeriodInDays") or DEFAULT_RECOVERY_DAYS)
        earliest = max(float(pitr["Since"]), now - days * 86400)
        recovery = {
            "PointInTimeRecoveryStatus": "ENABLED",
            "RecoveryPeriodInDays": days,
            "EarliestRestorableDateTime": as_datetime(earliest),
            "LatestRestorableDateTime": as_datetime(max(earliest, now - LATEST_LAG_SECONDS)),
        }
    return {"ContinuousBackupsStatus": "ENABLED", "PointInTimeRecoveryDescription": recovery}


def describe_continuous_backups(provider: DynamoDBProvider, ctx: RequestContext,
                                params: dict[str, Any]) -> dict[str, Any]:
    return {"ContinuousBackupsDescription": description(_table(provider, ctx, params["TableName"]))}


def update_continuous_backups(provider: DynamoDBProvider, ctx: RequestContext,
                              params: dict[str, Any]) -> dict[str, Any]:
    table = _table(provider, ctx, params["TableName"])
    spec = params["PointInTimeRecoverySpecification"]
    enabled = bool(spec["PointInTimeRecoveryEnabled"])
    days = spec.get("RecoveryPeriodInDays")
    if days is not None and not enabled:
        raise validation("RecoveryPeriodInDays can only be set when PointInTimeRecoveryEnabled is true")
    if days is not None and not 1 <= int(days) <= DEFAULT_RECOVERY_DAYS:
        raise validation(
            f"1 validation error detected: Value '{days}' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
            f"failed to satisfy constraint: Member must have value between 1 and {DEFAULT_RECOVERY_DAYS}"
        )
    current = table.meta.get("Pitr") or {}
    meta = json.loads(json.dumps(table.meta))
    if enabled:
        since = current["Since"] if current.get("Enabled") else time.time()
        meta["Pitr"] = {"Enabled": True, "Since": since,
                        "RecoveryPeriodInDays": int(days if days is not None else DEFAULT_RECOVERY_DAYS)}
    else:
        meta["Pitr"] = {"Enabled": False}
    with provider.store.transaction():
        updated = provider.save_meta(table, meta)
        provider.publish(ctx, "dynamodb.table.updated", resource=table.arn, table=table.name,
                         key_schema=meta["KeySchema"], point_in_time_recovery=meta["Pitr"]["Enabled"])
    return {"ContinuousBackupsDescription": description(updated)}
