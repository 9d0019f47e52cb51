"""AWS::CloudWatch::AnomalyDetector through PutAnomalyDetector / DeleteAnomalyDetector (Ref: the
detector's id). A Configuration change is a new put of the same detector; any other change replaces it
(create-only in AWS's schema). The schema spells the time zone ``MetricTimeZone``, the API ``MetricTimezone``."""

from __future__ import annotations

import datetime as dt
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_METRIC = ("Namespace", "MetricName", "Dimensions", "Stat")


def _moment(value: Any, where: str) -> dt.datetime:
    try:
        moment = dt.datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        raise ResourceFailed(f"The value {value} of {where} is not an ISO 8601 time.") from None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.timezone.utc)


def _params(props: dict[str, Any]) -> dict[str, Any]:
    """PutAnomalyDetector's parameters (the schema's ExcludedTimeRanges times are ISO 8601 text)."""
    params = {
        k: props[k]
        for k in (*_METRIC, "SingleMetricAnomalyDetector", "MetricMathAnomalyDetector")
        if k in props
    }
    config = props.get("Configuration")
    if config is not None:
        converted = {k: v for k, v in config.items() if k != "MetricTimeZone"}
        if "MetricTimeZone" in config:
            converted["MetricTimezone"] = config["MetricTimeZone"]
        if "ExcludedTimeRanges" in config:
            converted["ExcludedTimeRanges"] = [
                {
                    "StartTime": _moment(r.get("StartTime"), f"ExcludedTimeRanges[{i}].StartTime"),
                    "EndTime": _moment(r.get("EndTime"), f"ExcludedTimeRanges[{i}].EndTime"),
                }
                for i, r in enumerate(config["ExcludedTimeRanges"])
            ]
        params["Configuration"] = converted
    if "MetricCharacteristics" in props:
        params["MetricCharacteristics"] = props["MetricCharacteristics"]
    return params


class AnomalyDetector(Handler):
    type = "AWS::CloudWatch::AnomalyDetector"
    known = frozenset(
        {
            *_METRIC,
            "Configuration",
            "MetricCharacteristics",
            "SingleMetricAnomalyDetector",
            "MetricMathAnomalyDetector",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        answer = await rc.call("cloudwatch", "PutAnomalyDetector", _params(props))
        detector_id = str(answer["AnomalyDetectorId"])
        return Created(detector_id, {"Id": detector_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("cloudwatch", "PutAnomalyDetector", _params(new))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("cloudwatch", "DeleteAnomalyDetector", {"AnomalyDetectorId": physical_id})
