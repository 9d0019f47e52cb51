"""Alarm operations: PutMetricAlarm, DescribeAlarms, DescribeAlarmsForMetric, DescribeAlarmHistory,
DeleteAlarms, Enable/DisableAlarmActions, SetAlarmState (checks in :mod:`.alarms`, rows in
``repo.alarms``, transitions in :mod:`.evaluator`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud import clock, json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError

from . import composite, evaluator
from .alarms import alarm_arn, check_config, check_tags
from .errors import combination, limit_exceeded
from .events import emit
from .state import CloudWatchState

if TYPE_CHECKING:
    from .api import (
        DeleteAlarmsRequest,
        DeleteAlarmsResponse,
        DescribeAlarmHistoryRequest,
        DescribeAlarmHistoryResponse,
        DescribeAlarmsForMetricRequest,
        DescribeAlarmsForMetricResponse,
        DescribeAlarmsRequest,
        DescribeAlarmsResponse,
        DisableAlarmActionsRequest,
        DisableAlarmActionsResponse,
        EnableAlarmActionsRequest,
        EnableAlarmActionsResponse,
        MetricAlarm,
        PutMetricAlarmRequest,
        PutMetricAlarmResponse,
        SetAlarmStateRequest,
        SetAlarmStateResponse,
    )


def put_metric_alarm(
    state: CloudWatchState, request: PutMetricAlarmRequest, ctx: RequestContext
) -> PutMetricAlarmResponse:
    now = clock.now()
    config = check_config(request, ctx.region, ctx.account_id)
    if config.get("Metrics"):
        period = next(
            int((q.get("MetricStat") or {}).get("Period") or q.get("Period"))
            for q in config["Metrics"]
            if q.get("ReturnData", True) and q["Id"] != config.get("ThresholdMetricId")
        )
        state.queries.run(ctx.account_id, ctx.region, config["Metrics"], now - period, now, now, "Metrics")
        config["Period"] = period
    tags = [{"Key": tag["Key"], "Value": tag["Value"]} for tag in request.get("Tags") or ()]
    check_tags(tags)
    config["_updated"] = now
    name = request["AlarmName"]
    with state.store.transaction():
        existing = state.alarms.get(ctx.account_id, ctx.region, name)
        if existing is None and state.alarms.count(ctx.account_id, ctx.region) >= state.max_alarms:
            raise limit_exceeded(
                f"The maximum number of alarms ({state.max_alarms}) for this account and region has been reached."
            )
        created = state.alarms.put(ctx.account_id, ctx.region, name, config, tags, now)
        emit(
            state,
            ctx,
            "cloudwatch.alarm.created" if created else "cloudwatch.alarm.updated",
            alarm_arn(ctx.region, ctx.account_id, name),
            alarm_name=name,
            alarm_type="MetricAlarm",
        )
    state.evaluated.pop((ctx.account_id, ctx.region, name), None)
    return {}


def describe_alarms(
    state: CloudWatchState, request: DescribeAlarmsRequest, ctx: RequestContext
) -> DescribeAlarmsResponse:
    only = composite_filter(state, request, ctx)
    return cast("DescribeAlarmsResponse", state.alarms.describe(ctx.account_id, ctx.region, request, only))


def composite_filter(
    state: CloudWatchState, request: DescribeAlarmsRequest, ctx: RequestContext
) -> list[str] | None:
    """The names ``ChildrenOfAlarmName`` / ``ParentsOfAlarmName`` narrow DescribeAlarms to (None: no filter).
    Either allows only ``AlarmTypes``, ``MaxRecords`` and ``NextToken`` beside it."""
    children, parents = request.get("ChildrenOfAlarmName"), request.get("ParentsOfAlarmName")
    if children is None and parents is None:
        return None
    given = [k for k, v in request.items() if v is not None and k not in _WITH_FAMILY]
    if (children is not None and parents is not None) or given:
        other = "ParentsOfAlarmName" if children is not None and parents is not None else given[0]
        first = "ChildrenOfAlarmName" if children is not None else "ParentsOfAlarmName"
        raise combination(
            f"The parameters {first} and {other} are mutually exclusive and you have specified both."
        )
    if children is not None:
        row = state.alarms.get(ctx.account_id, ctx.region, children)
        if row is None or row.alarm_type != composite.COMPOSITE:
            return []
        return composite.children(row)
    assert parents is not None
    return [row.name for row in composite.parents(state, ctx.account_id, ctx.region, parents)]


_WITH_FAMILY = frozenset(
    {"ChildrenOfAlarmName", "ParentsOfAlarmName", "AlarmTypes", "MaxRecords", "NextToken"}
)


def describe_alarms_for_metric(
    state: CloudWatchState, request: DescribeAlarmsForMetricRequest, ctx: RequestContext
) -> DescribeAlarmsForMetricResponse:
    found = state.alarms.for_metric(ctx.account_id, ctx.region, request)
    return {"MetricAlarms": cast("list[MetricAlarm]", found)}


def describe_alarm_history(
    state: CloudWatchState, request: DescribeAlarmHistoryRequest, ctx: RequestContext
) -> DescribeAlarmHistoryResponse:
    return cast(
        "DescribeAlarmHistoryResponse", state.alarms.read_history(ctx.account_id, ctx.region, request)
    )


def delete_alarms(
    state: CloudWatchState, request: DeleteAlarmsRequest, ctx: RequestContext
) -> DeleteAlarmsResponse:
    names = list(request["AlarmNames"])
    try:
        with state.store.transaction():
            composite.check_deletion(state, ctx.account_id, ctx.region, names)
            kinds = {
                n: row.alarm_type for n in names if (row := state.alarms.get(ctx.account_id, ctx.region, n))
            }
            state.alarms.delete(ctx.account_id, ctx.region, names)
            for name in names:
                emit(
                    state,
                    ctx,
                    "cloudwatch.alarm.deleted",
                    alarm_arn(ctx.region, ctx.account_id, name),
                    alarm_name=name,
                    alarm_type=kinds.get(name, "MetricAlarm"),
                )
    finally:  # the parents index is rebuilt from what committed
        composite.forget(state, ctx.account_id, ctx.region)
    return {}


def enable_alarm_actions(
    state: CloudWatchState, request: EnableAlarmActionsRequest, ctx: RequestContext
) -> EnableAlarmActionsResponse:
    with state.store.transaction():
        state.alarms.set_actions_enabled(ctx.account_id, ctx.region, request["AlarmNames"], True)
    return {}


def disable_alarm_actions(
    state: CloudWatchState, request: DisableAlarmActionsRequest, ctx: RequestContext
) -> DisableAlarmActionsResponse:
    with state.store.transaction():
        state.alarms.set_actions_enabled(ctx.account_id, ctx.region, request["AlarmNames"], False)
    return {}


def set_alarm_state(
    state: CloudWatchState, request: SetAlarmStateRequest, ctx: RequestContext
) -> SetAlarmStateResponse:
    data = request.get("StateReasonData")
    if data is not None:
        try:
            json_document.loads(data)
        except ValueError:
            raise AwsError("InvalidFormat", "StateReasonData is not valid JSON.", status=400) from None
    now = clock.now()
    row = state.alarms.require(ctx.account_id, ctx.region, request["AlarmName"])
    evaluator.transition(state, row, request["StateValue"], request["StateReason"], data, now)
    return {}
