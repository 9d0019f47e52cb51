"""How long datapoints are kept, and how they are rolled up (bounded disk and memory).

- 1-second (high-resolution) buckets are kept for 3 hours, then folded into 1-minute buckets.
- 1-minute buckets are kept for 15 days, then deleted (CloudWatch keeps coarser rollups for up to
  15 months; a lab needs far less).
- 5-minute and 1-hour rollups (``cw_rollups``, written with the buckets) follow the 15 days.
- Each bucket's value distribution holds at most ``distribution.MAX_PAIRS`` distinct values.
- Alarm history is kept for 14 days (as in CloudWatch).
A sweep runs every few minutes on the event loop, in one short transaction per step.
"""

from __future__ import annotations

from labcloud.store.db import Store

HIGH_RES_SECONDS = 3 * 3600
MINUTE_SECONDS = 15 * 86400
HISTORY_SECONDS = 14 * 86400
SWEEP_INTERVAL_SECONDS = 300.0


def sweep(store: Store, now: float) -> None:
    cutoff_high = int(now - HIGH_RES_SECONDS)
    with store.transaction():
        store.execute(
            "INSERT INTO cw_points (metric_id, ts, unit, res, n, sum, min, max, vals)"
            " SELECT metric_id, (ts / 60) * 60 AS minute, unit, 60, SUM(n), SUM(sum), MIN(min), MAX(max), NULL"
            " FROM cw_points WHERE res = 1 AND ts < ? GROUP BY metric_id, minute, unit"
            " ON CONFLICT (metric_id, ts, unit, res) DO UPDATE SET n=n+excluded.n, sum=sum+excluded.sum,"
            " min=min(min, excluded.min), max=max(max, excluded.max), vals=NULL",
            (cutoff_high,),
        )
        store.execute("DELETE FROM cw_points WHERE res = 1 AND ts < ?", (cutoff_high,))
    with store.transaction():
        store.execute("DELETE FROM cw_points WHERE ts < ?", (int(now - MINUTE_SECONDS),))
        store.execute("DELETE FROM cw_rollups WHERE ts < ?", (int(now - MINUTE_SECONDS),))
        store.execute("DELETE FROM cw_alarm_history WHERE ts < ?", (now - HISTORY_SECONDS,))
        store.execute(
            "DELETE FROM cw_metrics WHERE last_put < ? AND id NOT IN (SELECT DISTINCT metric_id FROM"
            " cw_points)",
            (now - MINUTE_SECONDS,),
        )
