"""Alarm evaluation as CloudWatch documents it (pure: datapoints in, decision out).

The evaluation range is the last ``EvaluationPeriods`` complete periods. Each datapoint is
breaching or not against ``Threshold`` with ``ComparisonOperator``; a missing datapoint follows
``TreatMissingData``: ``missing`` (skipped; all missing → INSUFFICIENT_DATA), ``ignore`` (skipped;
all missing → the state is kept), ``breaching`` and ``notBreaching`` (counted as such). The alarm
goes to ALARM when at least ``DatapointsToAlarm`` datapoints breach; to OK when enough
non-breaching datapoints are present that it cannot (if every present datapoint breaches but fewer
than ``DatapointsToAlarm`` are present, the state is kept). Reasons use CloudWatch's wording.

An anomaly detection alarm (``ThresholdMetricId``) compares each datapoint with its band's value at
the same timestamp (``GreaterThanUpperThreshold``, ``LessThanLowerThreshold``, or outside either with
``LessThanLowerOrGreaterThanUpperThreshold``); a datapoint the band has no value for (the model not yet
trained there) counts as missing.
"""

from __future__ import annotations

import datetime as dt
import json
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .anomaly_model import Band

UTC = dt.timezone.utc

_OPS: dict[str, tuple[Callable[[float, float], bool], str]] = {
    "GreaterThanOrEqualToThreshold": (operator.ge, "greater than or equal to"),
    "GreaterThanThreshold": (operator.gt, "greater than"),
    "LessThanThreshold": (operator.lt, "less than"),
    "LessThanOrEqualToThreshold": (operator.le, "less than or equal to"),
}
SUPPORTED_OPERATORS = frozenset(_OPS)
_BAND_OPS: dict[str, tuple[Callable[[float, float, float], bool], str]] = {
    "GreaterThanUpperThreshold": (lambda v, low, high: v > high, "greater than the upper thresholds"),
    "LessThanLowerThreshold": (lambda v, low, high: v < low, "less than the lower thresholds"),
    "LessThanLowerOrGreaterThanUpperThreshold": (
        lambda v, low, high: v < low or v > high,
        "outside the thresholds",
    ),
}
BAND_OPERATORS = frozenset(_BAND_OPS)


@dataclass(slots=True)
class Decision:
    state: str
    reason: str
    reason_data: str


def window(period: int, periods: int, now: float) -> tuple[int, int]:
    """[start, end) of the evaluation range: the last ``periods`` complete periods before ``now``."""
    end = int(now // period) * period
    return end - period * periods, end


def _stamp(ts: int) -> str:
    return dt.datetime.fromtimestamp(ts, UTC).strftime("%d/%m/%y %H:%M:%S")


def iso(ts: float) -> str:
    moment = dt.datetime.fromtimestamp(ts, UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}+0000"


def _number(value: float) -> str:
    return repr(float(value))


def _plural(count: int, word: str = "datapoint") -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _comparison(
    alarm: dict[str, Any], band: Band | None
) -> tuple[Callable[[int, float], bool], Callable[[int], bool], str, str, float | None]:
    """(breaches(ts, value), has_threshold(ts), the operator's words, the threshold's words, the static threshold)."""
    operator_name = alarm["ComparisonOperator"]
    if operator_name in _BAND_OPS:
        test, words = _BAND_OPS[operator_name]
        upper, lower = (band.upper, band.lower) if band is not None else ({}, {})
        return (
            lambda ts, v: test(v, lower[ts], upper[ts]),
            lambda ts: ts in upper and ts in lower,
            words,
            "",
            None,
        )
    threshold = float(alarm["Threshold"])
    compare, words = _OPS[operator_name]
    return (
        lambda ts, v: compare(v, threshold),
        lambda ts: True,
        words,
        f" the threshold ({_number(threshold)})",
        threshold,
    )


def decide(
    alarm: dict[str, Any], series: dict[int, float], current: str, now: float, band: Band | None = None
) -> Decision | None:
    """The alarm's next state, or None when it keeps its state."""
    period = int(alarm["Period"])
    periods = int(alarm["EvaluationPeriods"])
    needed = int(alarm.get("DatapointsToAlarm") or periods)
    breaches, judged, words, against, threshold = _comparison(alarm, band)
    treat = alarm.get("TreatMissingData") or "missing"
    start, end = window(period, periods, now)
    stamps = list(range(end - period, start - 1, -period))  # newest first, as CloudWatch lists them
    present = [(ts, series[ts]) for ts in stamps if ts in series and judged(ts)]
    breaching = [(ts, v) for ts, v in present if breaches(ts, v)]
    missing = len(stamps) - len(present)
    breach_count = len(breaching) + (missing if treat == "breaching" else 0)
    considered = len(present) + (missing if treat in ("breaching", "notBreaching") else 0)
    data: dict[str, Any] = {
        "version": "1.0",
        "queryDate": iso(now),
        "startDate": iso(start),
        "period": period,
        "recentDatapoints": [v for _, v in sorted(present)],
        **({"threshold": threshold} if threshold is not None else {}),
        "evaluatedDatapoints": [{"timestamp": iso(ts), "value": v} for ts, v in present],
    }
    if alarm.get("Statistic"):
        data["statistic"] = alarm["Statistic"]
    elif alarm.get("ExtendedStatistic"):
        data["statistic"] = alarm["ExtendedStatistic"]
    if breach_count >= needed:
        shown = ", ".join(f"{_number(v)} ({_stamp(ts)})" for ts, v in breaching)
        verb = "was" if breach_count == 1 else "were"
        reason = (
            f"Threshold Crossed: {breach_count} out of the last {len(stamps)} datapoints [{shown}] {verb} "
            f"{words}{against} (minimum {_plural(needed)} for "
            f"{current if current != 'ALARM' else 'OK'} -> ALARM transition)."
        )
        return Decision("ALARM", reason, json.dumps(data))
    if considered == 0:
        if treat == "ignore":
            return None
        reason = f"Insufficient Data: {_plural(len(stamps))} {'was' if len(stamps) == 1 else 'were'} unknown."
        return Decision("INSUFFICIENT_DATA", reason, json.dumps(data))
    if present and len(breaching) == len(present) and treat in ("missing", "ignore"):
        return None  # every datapoint seen breaches, but too few of them to decide
    calm = [(ts, v) for ts, v in present if not breaches(ts, v)]
    shown = ", ".join(f"{_number(v)} ({_stamp(ts)})" for ts, v in calm)
    count = len(calm) + (missing if treat == "notBreaching" else 0)
    verb = "was" if count == 1 else "were"
    reason = (
        f"Threshold Crossed: {count} out of the last {len(stamps)} datapoints [{shown}] {verb} not {words} "
        f"{against.strip()} (minimum 1 datapoint for "
        f"{current if current != 'OK' else 'ALARM'} -> OK transition)."
    )
    return Decision("OK", reason, json.dumps(data))
