"""The ``cw_points`` table: writing folded buckets and reading them back per period.

Reads aggregate in SQLite (``GROUP BY`` the period index) so a day of one-minute data for a
hundred metrics never crosses into Python row by row; the value distributions are read only when
a percentile is asked for.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from labcloud.store.db import Store

from . import distribution
from .errors import unsupported
from .ingest import Bucket

_UPSERT = (
    "INSERT INTO cw_points (metric_id, ts, unit, res, n, sum, min, max, vals) VALUES (?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (metric_id, ts, unit, res) DO UPDATE SET n=n+excluded.n, sum=sum+excluded.sum,"
    " min=min(min, excluded.min), max=max(max, excluded.max), vals=cw_merge_vals(vals, excluded.vals)"
)

_PERCENTILE = re.compile(r"^p(\d{1,2}(?:\.\d{1,10})?|100(?:\.0+)?)$")
BASIC = ("SampleCount", "Average", "Sum", "Minimum", "Maximum")


@dataclass(slots=True)
class Agg:
    n: float
    total: float
    low: float
    high: float
    unit: str | None
    pairs: dict[float, float] | None = None

    def stat(self, name: str) -> float | None:
        if name == "SampleCount":
            return self.n
        if name == "Sum":
            return self.total
        if name == "Average":
            return self.total / self.n if self.n else None
        if name == "Minimum":
            return self.low
        if name == "Maximum":
            return self.high
        p = percentile_of(name)
        if p is None or self.pairs is None:
            return None
        return distribution.percentile(self.pairs, p)


def percentile_of(stat: str) -> float | None:
    """``p99`` → 99.0; anything else → None."""
    match = _PERCENTILE.match(stat)
    return float(match.group(1)) if match else None


def check_stat(stat: str, where: str) -> None:
    if stat in BASIC or percentile_of(stat) is not None:
        return
    if re.match(r"^(tm|wm|tc|ts|pr|TM|WM|TC|TS|PR)\(?", stat) or stat == "IQM":
        raise unsupported(f"the statistic {stat} in {where} (labcloud computes SampleCount, Average, Sum, "
                          "Minimum, Maximum and percentiles pNN)")
    from .errors import invalid_value

    raise invalid_value(f"The value {stat} for parameter {where} is not supported.")


def install(store: Store) -> None:
    """Register the SQLite function the upsert merges distributions with."""
    store.conn.create_function("cw_merge_vals", 2, distribution.merge_blobs, deterministic=True)


def write(store: Store, rows: Iterable[tuple[int, int, str, int, Bucket]]) -> None:
    store.executemany(_UPSERT, [
        (metric_id, ts, unit, res, b.n, b.total, b.low, b.high,
         distribution.pack(distribution.bound(b.pairs)) if b.pairs is not None else None)
        for metric_id, ts, unit, res, b in rows if b.n > 0
    ])


def read(store: Store, metric_ids: Sequence[int], start: int, end: int, period: int, unit: str | None,
         with_values: bool) -> dict[int, dict[int, Agg]]:
    """Per metric id: period start → aggregate over ``[start, end)``, periods counted from ``start``."""
    out: dict[int, dict[int, Agg]] = {m: {} for m in metric_ids}
    if not metric_ids:
        return out
    marks = ",".join("?" * len(metric_ids))
    unit_sql = " AND unit=?" if unit else ""
    args: list[object] = [start, period, *metric_ids, start, end]
    if unit:
        args.append(unit)
    if not with_values:
        sql = (f"SELECT metric_id, (ts - ?) / ? AS k, SUM(n), SUM(sum), MIN(min), MAX(max), MIN(unit), MAX(unit)"
               f" FROM cw_points WHERE metric_id IN ({marks}) AND ts >= ? AND ts < ?{unit_sql} GROUP BY metric_id, k")
        for metric_id, k, n, total, low, high, unit_low, unit_high in store.execute(sql, args):
            out[metric_id][start + k * period] = Agg(n, total, low, high, unit_low if unit_low == unit_high else None)
        return out
    sql = (f"SELECT metric_id, (ts - ?) / ? AS k, n, sum, min, max, unit, vals FROM cw_points"
           f" WHERE metric_id IN ({marks}) AND ts >= ? AND ts < ?{unit_sql}")
    for metric_id, k, n, total, low, high, row_unit, vals in store.execute(sql, args):
        series = out[metric_id]
        when = start + k * period
        agg = series.get(when)
        pairs = distribution.unpack(vals) if vals is not None else None
        if agg is None:
            series[when] = Agg(n, total, low, high, row_unit, pairs)
            continue
        agg.n += n
        agg.total += total
        agg.low = min(agg.low, low)
        agg.high = max(agg.high, high)
        if agg.unit != row_unit:
            agg.unit = None
        if agg.pairs is not None and pairs is not None:
            distribution.merge_into(agg.pairs, pairs.items())
        else:
            agg.pairs = None
    return out
