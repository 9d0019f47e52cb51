"""The ``cw_points`` table: writing folded buckets and reading them back per period.

Reads aggregate in SQLite (``GROUP BY`` the period index) so a day of one-minute data for a
hundred metrics never crosses into Python row by row; the value distributions are read only when
a percentile is asked for.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from labcloud.store.db import Store

from .. import distribution
from ..errors import unsupported
from ..ingest import Bucket

_UPSERT = (
    "INSERT INTO cw_points (metric_id, ts, unit, res, n, sum, min, max, vals) VALUES (?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (metric_id, ts, unit, res) DO UPDATE SET n=n+excluded.n, sum=sum+excluded.sum,"
    " min=min(min, excluded.min), max=max(max, excluded.max), vals=cw_merge_vals(vals, excluded.vals)"
)

_ROLLUP_UPSERT = (
    "INSERT INTO cw_rollups (metric_id, span, ts, unit, n, sum, min, max, vals) VALUES (?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (metric_id, span, ts, unit) DO UPDATE SET n=n+excluded.n, sum=sum+excluded.sum,"
    " min=min(min, excluded.min), max=max(max, excluded.max), vals=cw_merge_vals(vals, excluded.vals)"
)
#: Rollup spans kept beside the raw buckets (seconds).
ROLLUP_SPANS = (300, 3600)

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
        raise unsupported(
            f"the statistic {stat} in {where} (labcloud computes SampleCount, Average, Sum, "
            "Minimum, Maximum and percentiles pNN)"
        )
    from .errors import invalid_value

    raise invalid_value(f"The value {stat} for parameter {where} is not supported.")


def install(store: Store) -> None:
    """Register the SQLite function the upsert merges distributions with."""
    store.conn.create_function("cw_merge_vals", 2, distribution.merge_blobs, deterministic=True)


def write(store: Store, rows: Iterable[tuple[int, int, str, int, Bucket]]) -> None:
    packed = [
        (
            metric_id,
            ts,
            unit,
            res,
            b.n,
            b.total,
            b.low,
            b.high,
            distribution.pack(distribution.bound(b.pairs)) if b.pairs is not None else None,
        )
        for metric_id, ts, unit, res, b in rows
        if b.n > 0
    ]
    store.executemany(_UPSERT, packed)
    for span in ROLLUP_SPANS:
        store.executemany(
            _ROLLUP_UPSERT,
            [
                (m, span, ts - ts % span, unit, n, total, low, high, vals)
                for m, ts, unit, _res, n, total, low, high, vals in packed
            ],
        )


def _span_for(start: int, end: int, period: int) -> int | None:
    """The rollup that answers exactly this aligned range and period, if any."""
    for span in sorted(ROLLUP_SPANS, reverse=True):
        if period % span == 0 and start % span == 0 and end % span == 0:
            return span
    return None


def _tuples(store: Store, sql: str, args: Sequence[object]) -> sqlite3.Cursor:
    """Plain tuples (no ``sqlite3.Row`` per row): reads here walk tens of thousands of rows."""
    cursor = store.conn.cursor()
    cursor.row_factory = None
    return cursor.execute(sql, args)


def read(
    store: Store,
    metric_ids: Sequence[int],
    start: int,
    end: int,
    period: int,
    unit: str | None,
    with_values: bool,
) -> dict[int, dict[int, Agg]]:
    """Per metric id: period start → aggregate over ``[start, end)``, periods counted from ``start``.

    Rows come in primary-key order and are folded in one pass here (SQLite's GROUP BY on a computed
    period key sorts through a temporary B-tree, which was several times slower); aligned ranges read
    the 5-minute or hourly rollups, so a day at Period=300 walks 288 rows per metric, not 1,440.
    """
    out: dict[int, dict[int, Agg]] = {m: {} for m in metric_ids}
    if not metric_ids:
        return out
    marks = ",".join("?" * len(metric_ids))
    span = _span_for(start, end, period)
    where = f"metric_id IN ({marks}) AND ts >= ? AND ts < ?"
    args: list[object] = [*metric_ids, start, end]
    if span is not None:
        where += f" AND span={span}"
    if unit:
        where += " AND unit=?"
        args.append(unit)
    table = "cw_points" if span is None else "cw_rollups"
    columns = "metric_id, ts, n, sum, min, max, unit" + (", vals" if with_values else ", NULL")
    series: dict[int, Agg] = {}
    current = -1
    for metric_id, ts, n, total, low, high, row_unit, vals in _tuples(
        store, f"SELECT {columns} FROM {table} WHERE {where}", args
    ):
        if metric_id != current:
            series = out[metric_id]
            current = metric_id
        when = ts - (ts - start) % period
        agg = series.get(when)
        if agg is None:
            series[when] = Agg(
                n,
                total,
                low,
                high,
                row_unit,
                distribution.unpack(vals) if with_values and vals is not None else None,
            )
            continue
        agg.n += n
        agg.total += total
        if low < agg.low:
            agg.low = low
        if high > agg.high:
            agg.high = high
        if agg.unit != row_unit:
            agg.unit = None
        if with_values:
            if agg.pairs is not None and vals is not None:
                distribution.merge_into(agg.pairs, distribution.unpack(vals).items())
            else:
                agg.pairs = None
    return out


_SQL_STAT = {
    "SampleCount": "SUM(n)",
    "Sum": "SUM(sum)",
    "Average": "SUM(sum) / SUM(n)",
    "Minimum": "MIN(min)",
    "Maximum": "MAX(max)",
}


def read_stat(
    store: Store, metric_ids: Sequence[int], start: int, end: int, period: int, unit: str | None, stat: str
) -> dict[int, dict[int, float]] | None:
    """One basic statistic per period straight from a rollup whose span is the period (grouped in
    index order, so SQLite streams it); None when no rollup fits (the caller uses :func:`read`)."""
    expression = _SQL_STAT.get(stat)
    if expression is None or _span_for(start, end, period) != period or not metric_ids:
        return None
    marks = ",".join("?" * len(metric_ids))
    args: list[object] = [*metric_ids, start, end]
    where = f"metric_id IN ({marks}) AND span={period} AND ts >= ? AND ts < ?"
    if unit:
        where += " AND unit=?"
        args.append(unit)
    out: dict[int, dict[int, float]] = {m: {} for m in metric_ids}
    for metric_id, ts, value in _tuples(
        store,
        f"SELECT metric_id, ts, {expression} FROM cw_rollups WHERE {where} GROUP BY metric_id, ts",
        args,
    ):
        out[metric_id][ts] = value
    return out
