"""A bounded value distribution per datapoint bucket, for percentile statistics.

Raw values (``Value``/``Values``+``Counts``) are kept as (value, count) pairs packed as doubles.
A bucket keeps at most :data:`MAX_PAIRS` distinct values: past that, neighbouring values (in sorted
order) are merged into their count-weighted mean, which bounds memory and disk per bucket and keeps
percentiles close (they are estimates in CloudWatch too). Statistic sets carry no values, so a
bucket that only received statistic sets has no percentiles (as in CloudWatch).
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterable

#: Largest number of distinct values kept per bucket.
MAX_PAIRS = 256


def pack(pairs: dict[float, float]) -> bytes:
    flat = array("d")
    for value, count in pairs.items():
        flat.append(value)
        flat.append(count)
    return flat.tobytes()


def unpack(blob: bytes | None) -> dict[float, float]:
    if not blob:
        return {}
    flat = array("d")
    flat.frombytes(blob)
    return {flat[i]: flat[i + 1] for i in range(0, len(flat), 2)}


def bound(pairs: dict[float, float]) -> dict[float, float]:
    """Merge neighbouring values until at most :data:`MAX_PAIRS` remain."""
    if len(pairs) <= MAX_PAIRS:
        return pairs
    ordered = sorted(pairs.items())
    group = math.ceil(len(ordered) / MAX_PAIRS)
    out: dict[float, float] = {}
    for start in range(0, len(ordered), group):
        chunk = ordered[start : start + group]
        total = sum(c for _, c in chunk)
        mean = sum(v * c for v, c in chunk) / total if total else chunk[0][0]
        out[mean] = out.get(mean, 0.0) + total
    return out


def merge_into(target: dict[float, float], pairs: Iterable[tuple[float, float]]) -> None:
    for value, count in pairs:
        target[value] = target.get(value, 0.0) + count


def merge_blobs(left: bytes | None, right: bytes | None) -> bytes | None:
    """The SQLite function ``cw_merge_vals``: the union of two packed distributions, bounded."""
    if left is None or right is None:
        # a bucket with statistic-set samples has no complete distribution any more
        return None
    pairs = unpack(left)
    merge_into(pairs, unpack(right).items())
    return pack(bound(pairs))


def percentile(pairs: dict[float, float], p: float) -> float | None:
    """Nearest-rank percentile ``p`` (0–100) of a distribution."""
    total = sum(pairs.values())
    if total <= 0:
        return None
    ordered = sorted(pairs.items())
    if p <= 0:
        return ordered[0][0]
    rank = p / 100.0 * total
    seen = 0.0
    for value, count in ordered:
        seen += count
        if seen >= rank - 1e-9:
            return value
    return ordered[-1][0]
