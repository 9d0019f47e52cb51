"""Alarm actions: the event CloudWatch sends a Lambda function when an alarm changes state.

The event has CloudWatch's documented shape (``source: aws.cloudwatch``, ``alarmArn``,
``alarmData`` with ``state``, ``previousState`` and the alarm's ``configuration``: its metrics, or a
composite's ``alarmRule``); the function
is invoked asynchronously through ``hub.call("lambda", "Invoke", InvocationType=Event)``.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from .evaluate import iso


def _metric_stat(stat: dict[str, Any]) -> dict[str, Any]:
    metric = stat["Metric"]
    out: dict[str, Any] = {
        "metric": {
            "namespace": metric.get("Namespace"),
            "name": metric.get("MetricName"),
            "dimensions": {d["Name"]: d["Value"] for d in metric.get("Dimensions") or ()},
        },
        "period": stat["Period"],
        "stat": stat["Stat"],
    }
    if stat.get("Unit"):
        out["unit"] = stat["Unit"]
    return out


def configuration(alarm: dict[str, Any]) -> dict[str, Any]:
    if alarm.get("AlarmRule"):  # a composite alarm: its rule instead of metrics
        composite: dict[str, Any] = {"alarmRule": alarm["AlarmRule"]}
        if alarm.get("AlarmDescription"):
            composite["description"] = alarm["AlarmDescription"]
        return composite
    if alarm.get("Metrics"):
        metrics = []
        for query in alarm["Metrics"]:
            item: dict[str, Any] = {"id": query["Id"], "returnData": query.get("ReturnData", True)}
            if query.get("MetricStat"):
                item["metricStat"] = _metric_stat(query["MetricStat"])
            if query.get("Expression"):
                item["expression"] = query["Expression"]
            if query.get("Label"):
                item["label"] = query["Label"]
            metrics.append(item)
    else:
        stat = {
            "Metric": {
                "Namespace": alarm["Namespace"],
                "MetricName": alarm["MetricName"],
                "Dimensions": alarm.get("Dimensions") or [],
            },
            "Period": alarm["Period"],
            "Stat": alarm.get("Statistic") or alarm.get("ExtendedStatistic"),
            "Unit": alarm.get("Unit"),
        }
        metrics = [
            {
                "id": str(uuid.uuid5(uuid.NAMESPACE_URL, alarm["AlarmArn"])),
                "metricStat": _metric_stat(stat),
                "returnData": True,
            }
        ]
    out: dict[str, Any] = {"metrics": metrics}
    if alarm.get("AlarmDescription"):
        out["description"] = alarm["AlarmDescription"]
    return out


def lambda_event(
    alarm: dict[str, Any], account: str, region: str, previous: dict[str, Any], now: float
) -> bytes:
    """The payload of one alarm action; ``alarm`` is the alarm as DescribeAlarms shows it after the change."""
    state: dict[str, Any] = {
        "value": alarm["StateValue"],
        "reason": alarm["StateReason"],
        "timestamp": iso(now),
    }
    if alarm.get("StateReasonData"):
        state["reasonData"] = alarm["StateReasonData"]
    before: dict[str, Any] = {
        "value": previous["state"],
        "reason": previous["reason"],
        "timestamp": iso(previous["updated"]),
    }
    if previous.get("reason_data"):
        before["reasonData"] = previous["reason_data"]
    event = {
        "source": "aws.cloudwatch",
        "alarmArn": alarm["AlarmArn"],
        "accountId": account,
        "time": iso(now),
        "region": region,
        "alarmData": {
            "alarmName": alarm["AlarmName"],
            "state": state,
            "previousState": before,
            "configuration": configuration(alarm),
        },
    }
    return json.dumps(event).encode()


def targets(alarm: dict[str, Any], state: str) -> list[str]:
    if not alarm.get("ActionsEnabled", True):
        return []
    member = {"ALARM": "AlarmActions", "OK": "OKActions", "INSUFFICIENT_DATA": "InsufficientDataActions"}[
        state
    ]
    return list(alarm.get(member) or ())
