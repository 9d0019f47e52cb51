"""The notification an alarm action publishes to an SNS topic: CloudWatch's message (a JSON object with
``AlarmName``, ``AlarmDescription``, ``AWSAccountId``, ``AlarmConfigurationUpdatedTimestamp``,
``NewStateValue``, ``NewStateReason``, ``StateChangeTime``, ``Region`` (the region's long name),
``AlarmArn``, ``OldStateValue``, the three action lists and ``Trigger``, the alarm's metric and
threshold; a composite's has ``AlarmRule`` and ``TriggeringChildren`` instead of ``Trigger``) and its subject, ``ALARM: "name" in US East (N. Virginia)``.
"""

from __future__ import annotations

import json
from typing import Any

from .evaluate import iso

#: The long names CloudWatch writes in ``Region`` and the subject (a region not listed keeps its code).
REGION_NAMES = {
    "us-east-1": "US East (N. Virginia)",
    "us-east-2": "US East (Ohio)",
    "us-west-1": "US West (N. California)",
    "us-west-2": "US West (Oregon)",
    "eu-west-1": "Europe (Ireland)",
    "eu-west-2": "Europe (London)",
    "eu-central-1": "Europe (Frankfurt)",
    "ap-northeast-1": "Asia Pacific (Tokyo)",
    "ap-southeast-1": "Asia Pacific (Singapore)",
    "ap-southeast-2": "Asia Pacific (Sydney)",
    "sa-east-1": "South America (Sao Paulo)",
    "ca-central-1": "Canada (Central)",
}
#: SNS refuses a subject over 100 characters: a long alarm name is cut to fit.
MAX_SUBJECT = 100
_STATISTICS = {
    "SampleCount": "SAMPLE_COUNT",
    "Average": "AVERAGE",
    "Sum": "SUM",
    "Minimum": "MINIMUM",
    "Maximum": "MAXIMUM",
}


def _dimensions(dimensions: list[dict[str, str]] | None) -> list[dict[str, str]]:
    return [{"value": d["Value"], "name": d["Name"]} for d in dimensions or ()]


def _query(query: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if query.get("Expression"):
        out["Expression"] = query["Expression"]
    out["Id"] = query["Id"]
    if query.get("Label"):
        out["Label"] = query["Label"]
    if query.get("MetricStat"):
        stat = query["MetricStat"]
        metric = stat["Metric"]
        out["MetricStat"] = {
            "Metric": {
                "Dimensions": _dimensions(metric.get("Dimensions")),
                "MetricName": metric.get("MetricName"),
                "Namespace": metric.get("Namespace"),
            },
            "Period": stat["Period"],
            "Stat": stat["Stat"],
        }
        if stat.get("Unit"):
            out["MetricStat"]["Unit"] = stat["Unit"]
    out["ReturnData"] = query.get("ReturnData", True)
    return out


def trigger(alarm: dict[str, Any]) -> dict[str, Any]:
    """The alarm's metric (or metric math queries) and threshold, as the notification's ``Trigger``."""
    out: dict[str, Any] = {}
    if alarm.get("Metrics"):
        periods = [q["MetricStat"]["Period"] for q in alarm["Metrics"] if q.get("MetricStat")]
        out["Period"] = alarm.get("Period") or (periods[0] if periods else 60)
    else:
        out["MetricName"] = alarm["MetricName"]
        out["Namespace"] = alarm["Namespace"]
        if alarm.get("ExtendedStatistic"):
            out["StatisticType"] = "ExtendedStatistic"
            out["ExtendedStatistic"] = alarm["ExtendedStatistic"]
        else:
            out["StatisticType"] = "Statistic"
            out["Statistic"] = _STATISTICS.get(alarm["Statistic"], alarm["Statistic"].upper())
        out["Unit"] = alarm.get("Unit")
        out["Dimensions"] = _dimensions(alarm.get("Dimensions"))
        out["Period"] = alarm["Period"]
    out["EvaluationPeriods"] = alarm["EvaluationPeriods"]
    if alarm.get("DatapointsToAlarm") is not None:
        out["DatapointsToAlarm"] = alarm["DatapointsToAlarm"]
    out["ComparisonOperator"] = alarm["ComparisonOperator"]
    out["Threshold"] = float(alarm["Threshold"])
    out["TreatMissingData"] = alarm.get("TreatMissingData") or "missing"
    out["EvaluateLowSampleCountPercentile"] = alarm.get("EvaluateLowSampleCountPercentile") or ""
    if alarm.get("Metrics"):
        out["Metrics"] = [_query(q) for q in alarm["Metrics"]]
    return out


def message(alarm: dict[str, Any], account: str, region: str, old_state: str, now: float) -> str:
    """The notification's body; ``alarm`` is the alarm as DescribeAlarms shows it after the change."""
    body: dict[str, Any] = {
        "AlarmName": alarm["AlarmName"],
        "AlarmDescription": alarm.get("AlarmDescription"),
        "AWSAccountId": account,
        "AlarmConfigurationUpdatedTimestamp": iso(float(alarm["AlarmConfigurationUpdatedTimestamp"])),
        "NewStateValue": alarm["StateValue"],
        "NewStateReason": alarm["StateReason"],
        "StateChangeTime": iso(now),
        "Region": REGION_NAMES.get(region, region),
        "AlarmArn": alarm["AlarmArn"],
        "OldStateValue": old_state,
        "OKActions": list(alarm.get("OKActions") or ()),
        "AlarmActions": list(alarm.get("AlarmActions") or ()),
        "InsufficientDataActions": list(alarm.get("InsufficientDataActions") or ()),
    }
    if alarm.get("AlarmRule"):  # a composite: its rule and the children that moved it
        body["AlarmRule"] = alarm["AlarmRule"]
        try:
            children = json.loads(alarm.get("StateReasonData") or "{}").get("triggeringAlarms") or []
        except ValueError:
            children = []
        body["TriggeringChildren"] = [
            {"Arn": c["arn"], "State": {"Value": c["state"]["value"], "Timestamp": c["state"]["timestamp"]}}
            for c in children
            if isinstance(c, dict) and "arn" in c and isinstance(c.get("state"), dict)
        ]
    else:
        body["Trigger"] = trigger(alarm)
    return json.dumps(body, separators=(",", ":"))


def subject(alarm: dict[str, Any], region: str) -> str:
    where = f" in {REGION_NAMES.get(region, region)}"
    head = f'{alarm["StateValue"]}: "'
    room = MAX_SUBJECT - len(head) - len(where) - 1
    name = alarm["AlarmName"]
    return f'{head}{name[:room]}"{where}'
