"""Point-in-time restore: the per-table change journal kept while PITR is on, and RestoreTableToPointInTime.

While a table has point-in-time recovery enabled, every item write that changes an item appends one
row to ``ddb_pitr_journal`` in the write's own transaction: the time of the write, the item's key and
its image *before* the write (NULL when the item did not exist). That undo journal is all a restore
needs. The state at time T is the current table, with every key written after T put back to the
before-image of its first write after T (or removed when that image is NULL). No base snapshot is
kept. The journal's SQL is in ``repo/journal.py``.

What is retained is bounded by the recovery window: a row is needed only while its time is inside
the window (a restore to T reads rows after T >= EarliestRestorableDateTime), so rows older than
``RecoveryPeriodInDays`` are trimmed (once a minute, on the scheduler), and
turning PITR off drops the table's journal (re-enabling starts a new window, as on AWS). The
journal therefore holds at most one before-image per write made inside the window.

The restored table takes the source table's *current* definition (keys, indexes, billing mode),
with the overrides AWS allows; like a restore from a backup it carries no tags, TTL, stream,
resource policy or PITR setting. A deleted table's journal goes with it; deleting a table with PITR
on leaves a SYSTEM backup (see :mod:`.backups`) to restore it from instead.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodb.table_meta import RestoreSummary
from labcloud.services.dynamodb.tables import TableDef, validation


def enabled(table: TableDef) -> bool:
    return table.definition.pitr_enabled


def window(table: TableDef, lag: float, now: float | None = None) -> tuple[float, float]:
    """(earliest, latest) restorable times of a table with PITR enabled.

    Restore times travel as whole seconds (SDKs send epoch seconds), so the earliest is rounded up to
    the second: every write after it is journaled."""
    pitr = table.definition.pitr
    assert pitr is not None and pitr.since is not None, "point-in-time recovery is not enabled"
    now = clock.now() if now is None else now
    days = int(pitr.recovery_period_in_days or 35)
    earliest = float(math.ceil(max(float(pitr.since), now - days * 86400)))
    return earliest, max(earliest, now - lag)


def not_enabled(name: str) -> AwsError:
    return AwsError(
        "PointInTimeRecoveryUnavailableException",
        f"Point in time recovery is not enabled for table '{name}'",
        status=400,
    )


def invalid_time() -> AwsError:
    return AwsError(
        "InvalidRestoreTimeException",
        "RestoreDateTime must be between EarliestRestorableDateTime and LatestRestorableDateTime.",
        status=400,
    )


def source_name(params: dict[str, Any]) -> tuple[str, tuple[str, str] | None]:
    """(table name, (account, region) of an ARN) named by SourceTableName / SourceTableArn (exactly one)."""
    name, arn = params.get("SourceTableName"), params.get("SourceTableArn")
    if (name is None) == (arn is None):
        raise validation("Either SourceTableArn or SourceTableName must be provided, but not both")
    if arn is None:
        return str(name), None
    parts = str(arn).split(":", 5)
    if len(parts) != 6 or parts[2] != "dynamodb" or not parts[5].startswith("table/"):
        raise validation(f"Invalid SourceTableArn: {arn}")
    return parts[5].split("/")[1], (parts[4], parts[3])


def restore_time(params: dict[str, Any], earliest: float, latest: float) -> float:
    """The time a restore goes back to: RestoreDateTime, or the latest with UseLatestRestorableTime."""
    when = params.get("RestoreDateTime")
    latest_wanted = bool(params.get("UseLatestRestorableTime"))
    if when is not None and latest_wanted:
        raise validation("Only one of RestoreDateTime or UseLatestRestorableTime can be specified")
    if when is None:
        if not latest_wanted:
            raise validation("Either RestoreDateTime or UseLatestRestorableTime must be specified")
        return latest
    at = when.timestamp() if isinstance(when, datetime) else float(when)
    if not earliest <= at <= latest:
        raise invalid_time()
    return at


def restore_summary(source: TableDef, at: float) -> RestoreSummary:
    return RestoreSummary(source_table_arn=source.arn, restore_date_time=at, restore_in_progress=False)
