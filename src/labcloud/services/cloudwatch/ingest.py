"""PutMetricData: CloudWatch's limits and checks, then the datapoints grouped into buckets.

Each datum gives one value, a list of values with counts, or a statistic set; they are folded
into per-bucket aggregates (1-second buckets for ``StorageResolution=1``, 1-minute otherwise)
before a single upsert, so a 1,000-datum request is one ``executemany``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import combination, invalid_value, missing, unsupported

MAX_DATA = 1000
MAX_VALUES = 150
MAX_PAST_SECONDS = 14 * 86400
MAX_FUTURE_SECONDS = 2 * 3600
#: CloudWatch rejects magnitudes outside this range (other than zero).
SMALLEST, LARGEST = 8.515920e-109, 1.174271e108


@dataclass(slots=True)
class Bucket:
    n: float = 0.0
    total: float = 0.0
    low: float = math.inf
    high: float = -math.inf
    #: the raw value distribution, or None once a statistic set (no values) landed here
    pairs: dict[float, float] | None = field(default_factory=dict)

    def add(self, value: float, count: float) -> None:
        self.n += count
        self.total += value * count
        self.low = min(self.low, value)
        self.high = max(self.high, value)
        if self.pairs is not None:
            self.pairs[value] = self.pairs.get(value, 0.0) + count

    def add_set(self, n: float, total: float, low: float, high: float) -> None:
        self.n += n
        self.total += total
        self.low = min(self.low, low)
        self.high = max(self.high, high)
        self.pairs = None


#: (namespace, name, dims, bucket start, unit, resolution)
BucketKey = tuple[str, str, tuple[tuple[str, str], ...], int, str, int]


def _check_value(value: float, where: str) -> float:
    if not math.isfinite(value) or (value != 0 and not SMALLEST <= abs(value) <= LARGEST):
        raise invalid_value(f"The value {value} for parameter {where} is invalid.")
    return float(value)


def bucket_start(ts: float, resolution: int) -> int:
    return int(ts) if resolution == 1 else int(ts // 60) * 60


def fold(params: Mapping[str, Any], now: float, *, internal: bool) -> dict[BucketKey, Bucket]:
    """Validate one PutMetricData request and fold its datapoints into buckets."""
    namespace: str = params["Namespace"]
    if namespace.startswith("AWS/") and not internal:
        raise invalid_value(
            f"The value {namespace} for parameter Namespace is invalid. "
            "Namespaces starting with AWS/ are reserved for use by AWS services."
        )
    if params.get("EntityMetricData"):
        raise unsupported("EntityMetricData")
    data = params.get("MetricData")
    if not data:
        raise missing("The parameter MetricData is required.")
    if len(data) > MAX_DATA:
        raise invalid_value(f"The collection MetricData must not have a size greater than {MAX_DATA}.")
    buckets: dict[BucketKey, Bucket] = {}
    for index, datum in enumerate(data, 1):
        where = f"MetricData.member.{index}"
        names = [d["Name"] for d in datum.get("Dimensions") or ()]
        if len(set(names)) != len(names):
            raise invalid_value(f"The dimension names of {where}.Dimensions must be unique.")
        when = datum.get("Timestamp")
        ts = when.timestamp() if when is not None else now
        if ts < now - MAX_PAST_SECONDS:
            raise invalid_value(
                f"The parameter {where}.Timestamp must specify a time no more than two weeks in the past."
            )
        if ts > now + MAX_FUTURE_SECONDS:
            raise invalid_value(
                f"The parameter {where}.Timestamp must specify a time no more than two hours in the future."
            )
        resolution = datum.get("StorageResolution", 60)
        if resolution not in (1, 60):
            raise invalid_value(
                f"The value {resolution} for parameter {where}.StorageResolution is not valid. "
                "Valid values are 1 and 60."
            )
        given = [k for k in ("Value", "StatisticValues", "Values") if datum.get(k) is not None]
        if len(given) > 1:
            raise combination(
                f"The parameters {where}.{given[0]} and {where}.{given[1]} are mutually exclusive "
                "and you have specified both."
            )
        if not given:
            raise missing(
                f"At least one of the parameters {where}.Value, {where}.StatisticValues or "
                f"{where}.Values must be specified."
            )
        if datum.get("Counts") is not None and given[0] != "Values":
            raise combination(f"The parameter {where}.Counts can only be specified with {where}.Values.")
        key: BucketKey = (
            namespace,
            datum["MetricName"],
            tuple(sorted((d["Name"], d["Value"]) for d in datum.get("Dimensions") or ())),
            bucket_start(ts, resolution),
            datum.get("Unit") or "None",
            resolution,
        )
        bucket = buckets.get(key)
        if bucket is None:
            bucket = buckets[key] = Bucket()
        if given[0] == "Value":
            bucket.add(_check_value(datum["Value"], f"{where}.Value"), 1.0)
        elif given[0] == "Values":
            values = datum["Values"]
            counts = datum.get("Counts")
            if len(values) > MAX_VALUES:
                raise invalid_value(
                    f"The collection {where}.Values must not have a size greater than {MAX_VALUES}."
                )
            if counts is not None and len(counts) != len(values):
                raise combination(
                    f"The parameters {where}.Values and {where}.Counts must be of the same size."
                )
            for i, raw in enumerate(values):
                count = float(counts[i]) if counts is not None else 1.0
                if not math.isfinite(count) or count < 0:
                    raise invalid_value(
                        f"The value {count} for parameter {where}.Counts.member.{i + 1} is invalid."
                    )
                if count:
                    bucket.add(_check_value(raw, f"{where}.Values.member.{i + 1}"), count)
        else:
            stats = datum["StatisticValues"]
            n = _check_value(stats["SampleCount"], f"{where}.StatisticValues.SampleCount")
            total = _check_value(stats["Sum"], f"{where}.StatisticValues.Sum")
            low = _check_value(stats["Minimum"], f"{where}.StatisticValues.Minimum")
            high = _check_value(stats["Maximum"], f"{where}.StatisticValues.Maximum")
            if n <= 0:
                raise invalid_value(
                    f"The value {n} for parameter {where}.StatisticValues.SampleCount is invalid. "
                    "It must be greater than zero."
                )
            if low > high:
                raise invalid_value(
                    f"The parameter {where}.StatisticValues.Minimum must be less than or equal to "
                    f"{where}.StatisticValues.Maximum."
                )
            bucket.add_set(n, total, low, high)
    return buckets
