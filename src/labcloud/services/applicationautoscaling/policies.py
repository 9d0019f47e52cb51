"""Scaling policies' rules: the predefined metrics labcloud tracks for its three namespaces (the CloudWatch
alarms a target tracking policy owns, named as AWS names them) and the capacity a policy asks for when one
of its alarms fires (target tracking: proportional to the metric over the target; step scaling: the step
adjustment the breach falls in)."""

from __future__ import annotations

import math
from typing import Any

from labcloud.services.applicationautoscaling import errors
from labcloud.services.applicationautoscaling.resources import Resource

#: Predefined metric → (namespace, metric, statistic, the dimension it belongs to).
PREDEFINED: dict[str, tuple[str, str, str, str]] = {
    "DynamoDBReadCapacityUtilization": ("AWS/DynamoDB", "ConsumedReadCapacityUnits", "Sum", "dynamodb:"),
    "DynamoDBWriteCapacityUtilization": ("AWS/DynamoDB", "ConsumedWriteCapacityUnits", "Sum", "dynamodb:"),
    "LambdaProvisionedConcurrencyUtilization": (
        "AWS/Lambda",
        "ProvisionedConcurrencyUtilization",
        "Maximum",
        "lambda:",
    ),
    "ECSServiceAverageCPUUtilization": ("AWS/ECS", "CPUUtilization", "Average", "ecs:"),
    "ECSServiceAverageMemoryUtilization": ("AWS/ECS", "MemoryUtilization", "Average", "ecs:"),
}
ADJUSTMENTS = ("ChangeInCapacity", "PercentChangeInCapacity", "ExactCapacity")


#: The metric key of a target tracking policy that tracks a metric of the user's own.
CUSTOM = "Customized"
_STATISTICS = ("Average", "Minimum", "Maximum", "SampleCount", "Sum")


def check_target_tracking(resource: Resource, config: dict[str, Any]) -> str:
    """The metric a target tracking configuration tracks: a predefined metric's name, or :data:`CUSTOM`
    (refusing what labcloud cannot)."""
    custom = config.get("CustomizedMetricSpecification")
    if custom and config.get("PredefinedMetricSpecification"):
        raise errors.validation(
            "Specify either PredefinedMetricSpecification or CustomizedMetricSpecification, not both"
        )
    if custom:
        _check_custom(custom)
        _check_target(config)
        return CUSTOM
    spec = config.get("PredefinedMetricSpecification")
    if not spec:
        raise errors.validation(
            "A target tracking policy needs a PredefinedMetricSpecification or a CustomizedMetricSpecification"
        )
    metric = str(spec["PredefinedMetricType"])
    known = PREDEFINED.get(metric)
    if known is None:
        raise errors.unsupported(f"the predefined metric {metric}")
    if not resource.dimension.startswith(known[3]) or (
        metric.startswith("DynamoDBRead") != resource.dimension.endswith("ReadCapacityUnits")
        and resource.namespace == "dynamodb"
    ):
        raise errors.validation(
            f"Predefined metric {metric} does not fit scalable dimension {resource.dimension}"
        )
    _check_target(config)
    return metric


def _check_target(config: dict[str, Any]) -> None:
    value = float(config["TargetValue"])
    if not 8.515920e-109 <= value <= 1.174271e108:
        raise errors.validation("TargetValue must be between 8.515920e-109 and 1.174271e+108")


def _check_custom(custom: dict[str, Any]) -> None:
    """One metric by name (the metric-math form, ``Metrics``, is refused by name)."""
    if custom.get("Metrics"):
        raise errors.unsupported("CustomizedMetricSpecification.Metrics (metric math): name one metric")
    for member in ("MetricName", "Namespace", "Statistic"):
        if not custom.get(member):
            raise errors.validation(f"CustomizedMetricSpecification needs {member}")
    if custom["Statistic"] not in _STATISTICS:
        raise errors.validation(f"Statistic must be one of {', '.join(_STATISTICS)}")


def check_step(config: dict[str, Any]) -> None:
    kind = config.get("AdjustmentType")
    if kind not in ADJUSTMENTS:
        raise errors.validation(f"AdjustmentType must be one of {', '.join(ADJUSTMENTS)}")
    steps = config.get("StepAdjustments") or []
    if not steps:
        raise errors.validation("StepAdjustments must contain at least one step adjustment")
    if len(steps) > 20:
        raise errors.validation("StepAdjustments may hold at most 20 step adjustments")
    unbounded = [
        s
        for s in steps
        if s.get("MetricIntervalLowerBound") is None and s.get("MetricIntervalUpperBound") is None
    ]
    if unbounded and len(steps) > 1:
        raise errors.validation("Only one step adjustment may have both bounds unset")
    for step in steps:
        low, high = step.get("MetricIntervalLowerBound"), step.get("MetricIntervalUpperBound")
        if low is not None and high is not None and low >= high:
            raise errors.validation(
                "The upper bound of a step adjustment must be greater than its lower bound"
            )


def alarm_specs(
    resource: Resource, metric: str, target: float, capacity: int, custom: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The PutMetricAlarm parameters (without names and actions) of AlarmHigh and AlarmLow."""
    if metric == CUSTOM and custom is not None:
        dims = [{"Name": str(d["Name"]), "Value": str(d["Value"])} for d in custom.get("Dimensions") or []]
        specs = [
            _alarm(custom["Namespace"], custom["MetricName"], custom["Statistic"], dims, 3, target, "GreaterThanThreshold"),
            _alarm(custom["Namespace"], custom["MetricName"], custom["Statistic"], dims, 15, target * 0.9, "LessThanThreshold"),
        ]  # fmt: skip
        if custom.get("Unit"):
            for spec in specs:
                spec["Unit"] = custom["Unit"]
        return specs
    namespace, name, statistic, _ = PREDEFINED[metric]
    if resource.namespace == "dynamodb":
        dims = [{"Name": "TableName", "Value": resource.name}]
        if resource.part:
            dims.append({"Name": "GlobalSecondaryIndexName", "Value": resource.part})
        high = target / 100.0 * max(capacity, 1) * 60.0  # units consumed per minute at the target
        return [
            _alarm(namespace, name, statistic, dims, 2, high, "GreaterThanThreshold"),
            _alarm(namespace, name, statistic, dims, 15, high * 0.8, "LessThanThreshold"),
        ]
    if resource.namespace == "lambda":
        dims = [
            {"Name": "FunctionName", "Value": resource.name},
            {"Name": "Resource", "Value": f"{resource.name}:{resource.part}"},
        ]
    else:
        dims = [
            {"Name": "ClusterName", "Value": resource.name},
            {"Name": "ServiceName", "Value": resource.part},
        ]
    return [
        _alarm(namespace, name, statistic, dims, 3, target, "GreaterThanThreshold"),
        _alarm(namespace, name, statistic, dims, 15, target * 0.9, "LessThanThreshold"),
    ]


def _alarm(
    namespace: str,
    metric: str,
    statistic: str,
    dims: list[dict[str, str]],
    periods: int,
    threshold: float,
    op: str,
) -> dict[str, Any]:
    return {
        "Namespace": namespace,
        "MetricName": metric,
        "Statistic": statistic,
        "Dimensions": dims,
        "Period": 60,
        "EvaluationPeriods": periods,
        "Threshold": threshold,
        "ComparisonOperator": op,
    }


def tracked_capacity(
    resource: Resource, current: int, target: float, value: float | None, high: bool, custom: bool = False
) -> int:
    """Target tracking: the capacity that brings the metric back to the target (one step when the alarm did
    not carry its datapoint); a metric of the user's own is taken to fall in proportion to the capacity."""
    if value is None:
        return current + 1 if high else current - 1
    if resource.namespace == "dynamodb" and not custom:
        per_second = value / 60.0
        return max(1, math.ceil(per_second / (target / 100.0)))
    return math.ceil(max(current, 1) * value / target)


def stepped_capacity(config: dict[str, Any], current: int, value: float | None, threshold: float) -> int:
    """Step scaling: the adjustment whose interval holds the breach (value minus threshold)."""
    breach = 0.0 if value is None else value - threshold
    chosen = None
    for step in config.get("StepAdjustments") or []:
        low, high = step.get("MetricIntervalLowerBound"), step.get("MetricIntervalUpperBound")
        if (low is None or breach >= low) and (high is None or breach < high):
            chosen = step
            break
    if chosen is None:
        return current
    adjustment = int(chosen["ScalingAdjustment"])
    kind = config["AdjustmentType"]
    if kind == "ExactCapacity":
        return adjustment
    if kind == "PercentChangeInCapacity":
        change = current * adjustment / 100.0
        change = math.ceil(change) if change > 0 else math.floor(change)
        minimum = config.get("MinAdjustmentMagnitude")
        if minimum and abs(change) < minimum:
            change = minimum if change >= 0 else -minimum
        return current + int(change)
    return current + adjustment
