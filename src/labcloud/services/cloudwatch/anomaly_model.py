"""labcloud's anomaly detection model (pure: a metric's history in, a band out).

AWS trains a machine-learning model that is not public; labcloud's documented, deterministic stand-in:
the expected value at a timestamp is the mean of the metric's datapoints (at the query's period and
statistic) in the two weeks before it, the spread their population standard deviation, and the band
``mean ± width × deviation``. Datapoints inside the detector's ``ExcludedTimeRanges`` are left out of
the training. A timestamp with fewer than :data:`MIN_TRAINING_POINTS` datapoints before it has no band.
A detector is ``TRAINED`` once its metric has that many five-minute periods of data in the trailing two
weeks, ``PENDING_TRAINING`` before.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass

Series = dict[int, float]

#: The history a band is computed from (AWS: "up to two weeks of the metric's data").
TRAINING_SECONDS = 14 * 86400
#: Datapoints needed before a timestamp for it to have a band (a mean and a spread).
MIN_TRAINING_POINTS = 3
#: The period the training state is counted at.
STATE_PERIOD = 300
#: Anomaly detectors per account and region (``LABCLOUD_CLOUDWATCH_MAX_ANOMALY_DETECTORS`` overrides it).
MAX_DETECTORS = 500
#: ANOMALY_DETECTION_BAND's width when none is given, and the largest accepted.
DEFAULT_WIDTH = 2.0
MAX_WIDTH = 1000.0


@dataclass(slots=True)
class Band:
    """The two series ANOMALY_DETECTION_BAND answers."""

    upper: Series
    lower: Series


def excluded(ts: float, ranges: Sequence[tuple[float, float]]) -> bool:
    return any(start <= ts <= end for start, end in ranges)


def training(history: Series, ranges: Sequence[tuple[float, float]]) -> list[tuple[int, float]]:
    """The datapoints the model learns from, by timestamp."""
    return sorted((ts, v) for ts, v in history.items() if not excluded(ts, ranges) and math.isfinite(v))


def band(
    history: Series, grid: Sequence[int], width: float, ranges: Sequence[tuple[float, float]] = ()
) -> Band:
    """The band at each grid timestamp, from the datapoints in the two weeks before it."""
    points = training(history, ranges)
    stamps = [ts for ts, _ in points]
    sums = [0.0]
    squares = [0.0]
    for _, value in points:
        sums.append(sums[-1] + value)
        squares.append(squares[-1] + value * value)
    upper: Series = {}
    lower: Series = {}
    for ts in grid:
        first = bisect.bisect_left(stamps, ts - TRAINING_SECONDS)
        last = bisect.bisect_left(stamps, ts)
        count = last - first
        if count < MIN_TRAINING_POINTS:
            continue
        mean = (sums[last] - sums[first]) / count
        variance = max((squares[last] - squares[first]) / count - mean * mean, 0.0)
        spread = width * math.sqrt(variance)
        upper[ts] = mean + spread
        lower[ts] = mean - spread
    return Band(upper, lower)


def state_of(history: Series, ranges: Sequence[tuple[float, float]]) -> str:
    """``TRAINED`` or ``PENDING_TRAINING`` by how much history (at :data:`STATE_PERIOD`) there is."""
    return "TRAINED" if len(training(history, ranges)) >= MIN_TRAINING_POINTS else "PENDING_TRAINING"
