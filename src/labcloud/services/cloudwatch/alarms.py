"""Metric alarms: PutMetricAlarm's checks, the ``cw_alarms`` rows, describe filters, history, tags.

An alarm row holds its configuration (``doc``, the MetricAlarm members) and its state; every state
change and configuration change adds a ``cw_alarm_history`` row. Alarm actions may name Lambda
functions (in the alarm's account and region) and SNS topics (in its region, any account whose topic
policy lets CloudWatch publish); other targets are refused.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from labcloud.services.applicationautoscaling.interfaces import POLICY_ARN

from .errors import combination, invalid_value, invalid_value_of, missing, unsupported, validation
from .evaluate import BAND_OPERATORS, SUPPORTED_OPERATORS, iso

#: Alarms per account and region (CloudWatch's default quota is far higher); the server's
#: ``LABCLOUD_CLOUDWATCH_MAX_ALARMS`` overrides it (CloudWatchState.max_alarms).
MAX_ALARMS = 5000
MAX_TAGS = 50
TREAT_MISSING = ("missing", "ignore", "breaching", "notBreaching")
_LAMBDA_ARN = re.compile(
    r"^arn:aws[a-zA-Z-]*:lambda:([a-z0-9-]+):(\d{12}):function:([A-Za-z0-9_-]+)(?::([A-Za-z0-9$_-]+))?$"
)
_SNS_ARN = re.compile(r"^arn:aws[a-zA-Z-]*:sns:([a-z0-9-]+):(\d{12}):[A-Za-z0-9_-]{1,256}$")
_CONFIG_KEYS = (
    "AlarmDescription",
    "ActionsEnabled",
    "OKActions",
    "AlarmActions",
    "InsufficientDataActions",
    "MetricName",
    "Namespace",
    "Statistic",
    "ExtendedStatistic",
    "Dimensions",
    "Period",
    "Unit",
    "EvaluationPeriods",
    "DatapointsToAlarm",
    "Threshold",
    "ComparisonOperator",
    "TreatMissingData",
    "EvaluateLowSampleCountPercentile",
    "Metrics",
    "ThresholdMetricId",
)
INITIAL_REASON = "Unchecked: Initial alarm creation"


def alarm_arn(region: str, account: str, name: str) -> str:
    return f"arn:aws:cloudwatch:{region}:{account}:alarm:{name}"


def lambda_target(arn: str) -> re.Match[str] | None:
    return _LAMBDA_ARN.match(arn)


def sns_target(arn: str) -> re.Match[str] | None:
    return _SNS_ARN.match(arn)


def check_config(params: Mapping[str, Any], region: str, account: str) -> dict[str, Any]:
    """PutMetricAlarm's rules beyond the model; answers the configuration to store."""
    for member in ("EvaluationCriteria", "EvaluationInterval"):
        if params.get(member) is not None:
            raise unsupported(f"{member} (PromQL alarms)")
    # the model marks them optional (PromQL alarms need neither); a metric alarm needs both
    for member in ("ComparisonOperator", "EvaluationPeriods"):
        if params.get(member) is None:
            raise missing(f"The parameter {member} is required.")
    band_id = check_threshold(params)
    single = [
        k
        for k in ("MetricName", "Namespace", "Statistic", "ExtendedStatistic", "Dimensions", "Period", "Unit")
        if params.get(k) is not None
    ]
    if params.get("Metrics"):
        if single:
            raise combination(
                f"The parameters Metrics and {single[0]} are mutually exclusive and you have specified both."
            )
        returned = [q for q in params["Metrics"] if q.get("ReturnData", True) and q["Id"] != band_id]
        if len(returned) != 1:
            raise validation("Exactly one element of the metrics list should return data.")
        query = returned[0]
        period = (query.get("MetricStat") or {}).get("Period") or query.get("Period")
        if period is None:
            raise missing(
                "The parameter Metrics.member.N.Period is required for the query that returns data."
            )
    else:
        for member in ("MetricName", "Namespace", "Period"):
            if params.get(member) is None:
                raise missing(f"The parameter {member} is required.")
        if params.get("Statistic") and params.get("ExtendedStatistic"):
            raise combination(
                "The parameters Statistic and ExtendedStatistic are mutually exclusive and you have "
                "specified both."
            )
        if not params.get("Statistic") and not params.get("ExtendedStatistic"):
            raise missing("One of the parameters Statistic or ExtendedStatistic is required.")
        if params.get("ExtendedStatistic"):
            from .repo.points import percentile_of

            if percentile_of(params["ExtendedStatistic"]) is None:
                raise invalid_value(
                    f"The value {params['ExtendedStatistic']} for parameter ExtendedStatistic is "
                    "not supported."
                )
        period = params["Period"]
    period = int(period)
    if period not in (10, 20, 30) and period % 60:
        raise invalid_value("The parameter Period must be 10, 20, 30, or a multiple of 60.")
    periods = int(params["EvaluationPeriods"])
    limit = 86400 if period < 3600 else 7 * 86400
    if period * periods > limit:
        raise validation(
            f"The evaluation period (Period x EvaluationPeriods) must not exceed {limit} seconds."
        )
    needed = params.get("DatapointsToAlarm")
    if needed is not None and needed > periods:
        raise validation("DatapointsToAlarm must be less than or equal to EvaluationPeriods.")
    treat = params.get("TreatMissingData")
    if treat is not None and treat not in TREAT_MISSING:
        raise validation(
            f"Value '{treat}' at 'treatMissingData' failed to satisfy constraint: Member must satisfy "
            "enum value set: [missing, ignore, breaching, notBreaching]"
        )
    low_sample = params.get("EvaluateLowSampleCountPercentile")
    if low_sample is not None:
        if not params.get("ExtendedStatistic"):
            raise combination("EvaluateLowSampleCountPercentile can only be used with ExtendedStatistic.")
        if low_sample != "evaluate":
            raise unsupported("EvaluateLowSampleCountPercentile=ignore")
    check_actions(params, region, account)
    config = {k: params[k] for k in _CONFIG_KEYS if params.get(k) is not None}
    config.setdefault("ActionsEnabled", True)
    for member in ("OKActions", "AlarmActions", "InsufficientDataActions"):
        config.setdefault(member, [])
    config.setdefault("Dimensions", [] if not params.get("Metrics") else None)
    if config.get("Dimensions") is None:
        config.pop("Dimensions", None)
    return config


def check_threshold(params: Mapping[str, Any]) -> str | None:
    """The threshold: a number for the four static operators, or (``ThresholdMetricId``) the id of the
    ANOMALY_DETECTION_BAND query in ``Metrics`` for the three band operators. Answers the band's id."""
    operator = params["ComparisonOperator"]
    band_id = params.get("ThresholdMetricId")
    if band_id is None:
        if operator in BAND_OPERATORS:
            raise validation(
                f"The comparison operator {operator} needs ThresholdMetricId (an anomaly detection band)."
            )
        if operator not in SUPPORTED_OPERATORS:
            raise invalid_value_of("ComparisonOperator", operator)
        if params.get("Threshold") is None:
            raise missing("The parameter Threshold is required.")
        return None
    if params.get("Threshold") is not None:
        raise combination(
            "The parameters Threshold and ThresholdMetricId are mutually exclusive and you have specified both."
        )
    if operator not in BAND_OPERATORS:
        raise validation(
            f"The comparison operator {operator} cannot be used with ThresholdMetricId; use one of "
            + ", ".join(sorted(BAND_OPERATORS))
            + "."
        )
    band = next((q for q in params.get("Metrics") or () if q.get("Id") == band_id), None)
    if band is None:
        raise validation(f"ThresholdMetricId {band_id} does not name a query in Metrics.")
    if not (band.get("Expression") or "").strip().upper().startswith("ANOMALY_DETECTION_BAND"):
        raise validation(
            f"The query {band_id} that ThresholdMetricId names must be an ANOMALY_DETECTION_BAND expression."
        )
    if not band.get("ReturnData", True):
        raise validation(f"The query {band_id} that ThresholdMetricId names must return data.")
    return str(band_id)


def check_actions(params: Mapping[str, Any], region: str, account: str) -> None:
    """The three action lists: SNS topics in the alarm's region, Lambda functions and Application Auto Scaling
    policies in its account and region."""
    for member in ("OKActions", "AlarmActions", "InsufficientDataActions"):
        for arn in params.get(member) or ():
            topic = sns_target(arn)
            if topic is not None:
                if topic.group(1) != region:
                    raise invalid_value(
                        f"Invalid region {topic.group(1)} specified. Only {region} is supported."
                    )
                continue
            policy = POLICY_ARN.match(arn)
            if policy is not None:
                if policy.group(1) != region or policy.group(2) != account:
                    raise invalid_value(f"The alarm action {arn} must be in the alarm's account and region.")
                continue
            match = lambda_target(arn)
            if match is None:
                if arn.startswith("arn:"):
                    raise unsupported(
                        f"the alarm action {arn} (only Lambda function, SNS topic and scaling policy actions)"
                    )
                raise invalid_value(f"Invalid arn syntax: {arn}")
            if match.group(1) != region or match.group(2) != account:
                raise invalid_value(f"The alarm action {arn} must be in the alarm's account and region.")


def check_tags(tags: Sequence[dict[str, str]]) -> None:
    keys = [t["Key"] for t in tags]
    if len(set(keys)) != len(keys):
        raise invalid_value("Tag keys must be unique.")
    if len(tags) > MAX_TAGS:
        from .errors import limit_exceeded

        raise limit_exceeded(f"The number of tags must not exceed {MAX_TAGS}.")


def merge_tags(current: list[dict[str, str]], given: Sequence[dict[str, str]]) -> list[dict[str, str]]:
    merged = {t["Key"]: t["Value"] for t in current}
    merged.update({t["Key"]: t.get("Value", "") for t in given})
    return [{"Key": k, "Value": v} for k, v in merged.items()]


def event_time(ts: float) -> str:
    return iso(ts)
