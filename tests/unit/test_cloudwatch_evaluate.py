"""The alarm state decision (pure): M out of N, comparison operators, TreatMissingData, reasons."""

from __future__ import annotations

import json

import pytest

from labcloud.services.cloudwatch.evaluate import decide, window

NOW = 1_800_000_095.0  # 95 s past a multiple of 60


def _alarm(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "Period": 60,
        "EvaluationPeriods": 3,
        "Threshold": 10.0,
        "ComparisonOperator": "GreaterThanThreshold",
        "Statistic": "Average",
    }
    base.update(changes)
    return base


def _series(*values: float | None) -> dict[int, float]:
    """Values oldest first over the evaluation window."""
    start, _ = window(60, len(values), NOW)
    return {start + 60 * i: v for i, v in enumerate(values) if v is not None}


def test_window_is_the_last_complete_periods() -> None:
    start, end = window(60, 3, NOW)
    assert end == int(NOW // 60) * 60 and end - start == 180


@pytest.mark.parametrize(
    "values, needed, state",
    [
        ((11, 12, 13), 3, "ALARM"),
        ((11, 5, 13), 3, "OK"),
        ((11, 5, 13), 2, "ALARM"),
        ((5, 5, 11), 2, "OK"),
        ((10, 10, 10), 1, "OK"),  # GreaterThan: equal does not breach
    ],
)
def test_m_out_of_n(values: tuple[float, ...], needed: int, state: str) -> None:
    decision = decide(_alarm(DatapointsToAlarm=needed), _series(*values), "INSUFFICIENT_DATA", NOW)
    assert decision is not None and decision.state == state


@pytest.mark.parametrize(
    "operator, value, breaches",
    [
        ("GreaterThanOrEqualToThreshold", 10.0, True),
        ("GreaterThanThreshold", 10.0, False),
        ("LessThanThreshold", 9.0, True),
        ("LessThanOrEqualToThreshold", 10.0, True),
        ("LessThanThreshold", 10.0, False),
    ],
)
def test_operators(operator: str, value: float, breaches: bool) -> None:
    decision = decide(_alarm(ComparisonOperator=operator, EvaluationPeriods=1), _series(value), "OK", NOW)
    assert decision is not None and decision.state == ("ALARM" if breaches else "OK")


@pytest.mark.parametrize(
    "treat, current, expected",
    [
        ("missing", "OK", "INSUFFICIENT_DATA"),
        ("ignore", "OK", None),
        ("ignore", "ALARM", None),
        ("breaching", "OK", "ALARM"),
        ("notBreaching", "ALARM", "OK"),
    ],
)
def test_all_missing(treat: str, current: str, expected: str | None) -> None:
    decision = decide(_alarm(TreatMissingData=treat), {}, current, NOW)
    assert (decision.state if decision else None) == expected


def test_partial_data_with_missing_treatments() -> None:
    # one breaching datapoint, two missing: breaching completes the alarm, notBreaching does not
    assert decide(_alarm(TreatMissingData="breaching"), _series(None, 11, None), "OK", NOW).state == "ALARM"  # type: ignore[union-attr]
    assert (
        decide(_alarm(TreatMissingData="notBreaching"), _series(None, 11, None), "ALARM", NOW).state == "OK"
    )  # type: ignore[union-attr]
    # missing/ignore: too few datapoints to decide while every one seen breaches: the state is kept
    assert decide(_alarm(TreatMissingData="missing"), _series(None, 11, None), "OK", NOW) is None
    assert decide(_alarm(TreatMissingData="missing"), _series(None, 5, None), "ALARM", NOW).state == "OK"  # type: ignore[union-attr]


def test_reason_wording_and_data() -> None:
    decision = decide(_alarm(DatapointsToAlarm=2), _series(11, 5, 13), "OK", NOW)
    assert decision is not None
    assert decision.reason.startswith("Threshold Crossed: 2 out of the last 3 datapoints [13.0 (")
    assert decision.reason.endswith(
        "were greater than the threshold (10.0) (minimum 2 datapoints for OK -> ALARM transition)."
    )
    data = json.loads(decision.reason_data)
    assert data["version"] == "1.0" and data["statistic"] == "Average" and data["period"] == 60
    assert data["recentDatapoints"] == [11, 5, 13]
    assert len(data["evaluatedDatapoints"]) == 3
    insufficient = decide(_alarm(), {}, "OK", NOW)
    assert insufficient is not None and insufficient.reason == "Insufficient Data: 3 datapoints were unknown."
