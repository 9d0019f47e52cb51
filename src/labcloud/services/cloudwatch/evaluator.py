"""Alarm evaluation and actions: each alarm evaluated when due (a periodic task of the hub's
scheduler), state transitions with their history and event, and the actions they start through the
pipeline (a Lambda function invoked asynchronously; an SNS topic published to as the service principal
``cloudwatch.amazonaws.com``), the outcome kept in the alarm's history."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud import clock
from labcloud.context import Principal
from labcloud.services.applicationautoscaling.interfaces import POLICY_ARN, PolicyAlarms

from . import actions, composite, evaluate, notification
from .alarms import sns_target
from .anomaly_model import Band
from .repo.alarms import AlarmRow
from .state import CloudWatchState

log = logging.getLogger("labcloud.cloudwatch")
#: The service principal an alarm publishes to SNS as.
SERVICE = "cloudwatch.amazonaws.com"

#: How often the alarm evaluator wakes up (each alarm is evaluated when it is due).
TICK_SECONDS = 1.0  # the period service.py gives its task (ALARM_TICK_SECONDS)


def _interval(state: CloudWatchState, alarm: dict[str, Any]) -> float:
    if state.resolution == 1:
        return 1.0
    return float(min(int(alarm["Period"]), 60))


def evaluate_due(state: CloudWatchState, now: float) -> None:
    for row in state.alarms.everywhere():
        if row.alarm_type != "MetricAlarm":
            continue  # a composite follows its children (composite.propagate)
        key = (row.account_id, row.region, row.name)
        alarm = json.loads(row.doc)
        if now - state.evaluated.get(key, 0.0) < _interval(state, alarm):
            continue
        state.evaluated[key] = now
        try:
            series, band = _alarm_series(state, row.account_id, row.region, alarm, now)
        except Exception as exc:  # noqa: BLE001 - a broken alarm must not stop the others
            log.warning("alarm %s cannot be evaluated: %s", row.name, exc)
            continue
        decision = evaluate.decide(alarm, series, row.state, now, band)
        if decision is not None and decision.state != row.state:
            transition(state, row, decision.state, decision.reason, decision.reason_data, now)


def _alarm_series(
    state: CloudWatchState, account: str, region: str, alarm: dict[str, Any], now: float
) -> tuple[dict[int, float], Band | None]:
    """The alarm's metric over its evaluation range and, for an anomaly detection alarm, its band."""
    period = int(alarm["Period"])
    start, end = evaluate.window(period, int(alarm["EvaluationPeriods"]), now)
    if alarm.get("Metrics"):
        queries = alarm["Metrics"]
    else:
        stat: dict[str, Any] = {
            "Metric": {
                "Namespace": alarm["Namespace"],
                "MetricName": alarm["MetricName"],
                "Dimensions": alarm.get("Dimensions") or [],
            },
            "Period": period,
            "Stat": alarm.get("Statistic") or alarm.get("ExtendedStatistic"),
        }
        if alarm.get("Unit"):
            stat["Unit"] = alarm["Unit"]
        queries = [{"Id": "m", "MetricStat": stat}]
    answered = state.queries.run(account, region, queries, start, end, now, "Metrics")
    band_id = alarm.get("ThresholdMetricId")
    band = next((v for q, v, _ in answered if q["Id"] == band_id and isinstance(v, Band)), None)
    metric = next((v for q, v, _ in answered if q["Id"] != band_id and not isinstance(v, Band)), {})
    return metric, band


def transition(
    state: CloudWatchState, row: AlarmRow, new_state: str, reason: str, reason_data: str | None, now: float
) -> None:
    """Move the alarm to ``new_state`` and every composite that follows it, in one transaction (one commit
    for the whole cascade); the actions start once it has committed."""
    with state.store.transaction():
        _transition(state, row, new_state, reason, reason_data, now)


def _transition(
    state: CloudWatchState, row: AlarmRow, new_state: str, reason: str, reason_data: str | None, now: float
) -> None:
    previous = {
        "state": row.state,
        "reason": row.state_reason,
        "reason_data": row.state_reason_data,
        "updated": row.state_updated,
    }
    account, region, name = row.account_id, row.region, row.name
    with state.store.transaction():
        state.alarms.set_state(row, new_state, reason, reason_data, now)
        fresh = state.alarms.require(account, region, name)
        described = state.alarms.describe_row(fresh)
        state.bus.publish(
            "cloudwatch.alarm.state_changed",
            service="cloudwatch",
            account_id=account,
            region=region,
            resource=described["AlarmArn"],
            data={
                "alarm_name": name,
                "alarm_type": row.alarm_type,
                "old_state": previous["state"],
                "new_state": new_state,
                "reason": reason,
            },
        )
    if new_state == previous["state"]:
        return
    for target in actions.targets(described, new_state):
        if POLICY_ARN.match(target):
            policy = _run_policy(state, account, region, described, target, now)
            task = asyncio.ensure_future(policy)
            state.actions.add(task)
            task.add_done_callback(state.actions.discard)
            continue
        if sns_target(target):
            call = _publish_call(described, account, region, str(previous["state"]), target, now)
        else:
            call = _invoke_call(actions.lambda_event(described, account, region, previous, now), target)
        task = asyncio.ensure_future(_run_action(state, account, region, name, target, call, now))
        state.actions.add(task)
        task.add_done_callback(state.actions.discard)
    composite.propagate(state, fresh, new_state, now, transition)


def _invoke_call(payload: bytes, target: str) -> tuple[str, str, dict[str, Any], dict[str, Any]]:
    """An asynchronous invoke of the function ``target`` (as the alarm's account)."""
    params = {"FunctionName": target, "InvocationType": "Event", "Payload": payload}
    return "lambda", "Invoke", params, {}


def _publish_call(
    alarm: dict[str, Any], account: str, region: str, old_state: str, target: str, now: float
) -> tuple[str, str, dict[str, Any], dict[str, Any]]:
    """Publish of the alarm's notification to the topic ``target``, as ``cloudwatch.amazonaws.com`` for
    the alarm (``aws:SourceArn``, ``aws:SourceAccount`` and SNS's ``aws:SourceOwner``, which the default
    topic policy admits for its own account)."""
    params = {
        "TopicArn": target,
        "Subject": notification.subject(alarm, region),
        "Message": notification.message(alarm, account, region, old_state, now),
    }
    acting = {
        "principal": Principal(account, SERVICE, "service", name=SERVICE),
        "extra": {
            "aws:SourceArn": alarm["AlarmArn"],
            "aws:SourceAccount": account,
            "aws:SourceOwner": account,
        },
    }
    return "sns", "Publish", params, acting


def _newest(reason_data: str | None) -> float | None:
    """The newest datapoint an alarm's StateReasonData carries, if any."""
    try:
        points = json.loads(reason_data or "{}").get("recentDatapoints") or []
        return float(points[-1]) if points else None
    except (ValueError, TypeError, AttributeError):
        return None


async def _run_policy(
    state: CloudWatchState, account: str, region: str, alarm: dict[str, Any], target: str, now: float
) -> None:
    """An Application Auto Scaling policy as the action: the service runs it (through its interface)."""
    policies = state.caller.interface(PolicyAlarms)
    ok = policies is not None
    if policies is not None:
        try:
            await policies.alarm_fired(
                account,
                region,
                target,
                alarm["AlarmName"],
                _newest(alarm.get("StateReasonData")),
                float(alarm.get("Threshold") or 0.0),
            )
        except Exception:  # noqa: BLE001 - recorded in the alarm's history
            log.exception("scaling policy %s failed", target)
            ok = False
    summary = (
        f"Successfully executed action {target}"
        if ok
        else f'Failed to execute action {target}. Received error: "scaling failed"'
    )
    _record(state, account, region, alarm["AlarmName"], target, ok, summary, now)


async def _run_action(
    state: CloudWatchState,
    account: str,
    region: str,
    name: str,
    target: str,
    call: tuple[str, str, dict[str, Any], dict[str, Any]],
    now: float,
) -> None:
    service, operation, params, acting = call
    try:
        await state.caller.call(service, operation, params, account_id=account, region=region, **acting)
        summary = f"Successfully executed action {target}"
        ok = True
    except Exception as exc:  # noqa: BLE001 - recorded in the alarm's history
        summary = f'Failed to execute action {target}. Received error: "{getattr(exc, "message", exc)}"'
        ok = False
    _record(state, account, region, name, target, ok, summary, now)


def _record(
    state: CloudWatchState,
    account: str,
    region: str,
    name: str,
    target: str,
    ok: bool,
    summary: str,
    now: float,
) -> None:
    row = state.alarms.get(account, region, name)
    with state.store.transaction():
        state.alarms.history(
            account,
            region,
            name,
            clock.now(),
            "Action",
            summary,
            {
                "actionState": "Succeeded" if ok else "Failed",
                "notificationResource": target,
                "stateUpdateTimestamp": evaluate.iso(now),
            },
            row.alarm_type if row is not None else "MetricAlarm",
        )


async def stop_actions(state: CloudWatchState) -> None:
    tasks = list(state.actions)
    for task in tasks:
        task.cancel()
    for task in tasks:
        try:
            await task
        except (asyncio.CancelledError, Exception):  # noqa: BLE001 - stopping anyway
            pass
    state.actions.clear()
