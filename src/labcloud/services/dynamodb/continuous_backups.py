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
from typing import Any

from labcloud.services.dynamodb.tables import TableDef, as_datetime, validation

DEFAULT_RECOVERY_DAYS = 35
#: DynamoDB's latest restorable time trails the current time by about five minutes.
LATEST_LAG_SECONDS = 300


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


def updated_meta(table: TableDef, spec: dict[str, Any]) -> dict[str, Any]:
    """The table's definition after UpdateContinuousBackups' ``PointInTimeRecoverySpecification``."""
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
        meta["Pitr"] = {
            "Enabled": True,
            "Since": since,
            "RecoveryPeriodInDays": int(days if days is not None else DEFAULT_RECOVERY_DAYS),
        }
    else:
        meta["Pitr"] = {"Enabled": False}
    return meta
