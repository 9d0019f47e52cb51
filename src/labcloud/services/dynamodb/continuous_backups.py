"""Point-in-time recovery settings: DescribeContinuousBackups / UpdateContinuousBackups.

The setting is stored in the table's metadata (``Pitr``) and reported the way DynamoDB reports
it: continuous backups are always ENABLED, point-in-time recovery is DISABLED until turned on,
and once on it carries its recovery period (35 days unless chosen) and the restorable window.
The window ends at the current time less ``LABCLOUD_DYNAMODB_PITR_LAG`` seconds (0 by default:
DynamoDB's latest restorable time trails by about five minutes, which would make a local
restore wait). The journal that restores read is kept by :mod:`.pitr`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.tuning import Tuning

if TYPE_CHECKING:
    from labcloud.services.dynamodb.table_meta import TableMeta
    from labcloud.services.dynamodb.tables import TableDef

DEFAULT_RECOVERY_DAYS = 35


def latest_lag(tuning: Tuning) -> float:
    """Seconds the latest restorable time trails the current time (AWS: about 300; here 0 unless the
    server started with ``LABCLOUD_DYNAMODB_PITR_LAG``)."""
    return tuning.number("LABCLOUD_DYNAMODB_PITR_LAG", 0.0, minimum=0.0)


def description(table: TableDef, lag: float, now: float | None = None) -> dict[str, Any]:
    """The ContinuousBackupsDescription of a table."""
    from labcloud.services.dynamodb.pitr import window
    from labcloud.services.dynamodb.tables import as_datetime

    pitr = table.definition.pitr
    if pitr is None or not pitr.enabled:
        recovery: dict[str, Any] = {"PointInTimeRecoveryStatus": "DISABLED"}
    else:
        earliest, latest = window(table, lag, now)
        recovery = {
            "PointInTimeRecoveryStatus": "ENABLED",
            "RecoveryPeriodInDays": int(pitr.recovery_period_in_days or DEFAULT_RECOVERY_DAYS),
            "EarliestRestorableDateTime": as_datetime(earliest),
            "LatestRestorableDateTime": as_datetime(latest),
        }
    return {"ContinuousBackupsStatus": "ENABLED", "PointInTimeRecoveryDescription": recovery}


def updated_meta(table: TableDef, spec: dict[str, Any]) -> TableMeta:
    """The table's definition after UpdateContinuousBackups' ``PointInTimeRecoverySpecification``."""
    # the records' modules load with the first table read, not with the service (state.py imports this one)
    from labcloud.services.dynamodb.table_meta import PitrSetting
    from labcloud.services.dynamodb.tables import validation

    enabled = bool(spec["PointInTimeRecoveryEnabled"])
    days = spec.get("RecoveryPeriodInDays")
    if days is not None and not enabled:
        raise validation("RecoveryPeriodInDays can only be set when PointInTimeRecoveryEnabled is true")
    if days is not None and not 1 <= int(days) <= DEFAULT_RECOVERY_DAYS:
        raise validation(
            f"1 validation error detected: Value '{days}' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
            f"failed to satisfy constraint: Member must have value between 1 and {DEFAULT_RECOVERY_DAYS}"
        )
    current = table.definition.pitr
    if not enabled:
        return replace(table.definition, pitr=PitrSetting(enabled=False))
    since = current.since if current is not None and current.enabled else None
    return replace(
        table.definition,
        pitr=PitrSetting(
            enabled=True,
            since=clock.now() if since is None else since,
            recovery_period_in_days=int(days if days is not None else DEFAULT_RECOVERY_DAYS),
        ),
    )
