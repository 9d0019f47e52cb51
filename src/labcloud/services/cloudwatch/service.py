"""CloudWatch in the service shape (``services/shape.py``): metrics (PutMetricData, ListMetrics,
GetMetricStatistics, GetMetricData), metric alarms with their evaluation and Lambda actions, composite
alarms (:mod:`.composite_ops`, :mod:`.composite`, :mod:`.alarm_rule`), tags, dashboards
(:mod:`.dashboard_ops`) and anomaly detectors (:mod:`.anomaly_ops`, :mod:`.anomaly_model`).

The work lives in small modules: :mod:`.ingest` (PutMetricData rules), ``repo`` (every statement:
metrics, points, alarms, retention), :mod:`.query` and :mod:`.mathexpr` (reading, metric math),
:mod:`.alarms`, :mod:`.evaluate`, :mod:`.evaluator` and :mod:`.actions` (alarms). The metrics the
other services publish come from :mod:`.publishing` (a pipeline step, an event-bus listener and a
gauge sampler), which delivers them through ``call("cloudwatch", "PutMetricData")``. Alarm
evaluation, the retention sweep and the recorder's flushes and samples are periodic tasks of the
hub's one scheduler.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.cloudwatch.tag_source import tag_sources
from labcloud.services.shape import Background, Contributions, Operation, PipelineStep, Service, lazy_module

from .repo import retention
from .repo.schema import MIGRATIONS, SCHEMA, TABLES
from .state import CloudWatchState
from .view import view_routes

if TYPE_CHECKING:
    from . import (
        alarm_ops,
        anomaly_ops,
        composite_ops,
        dashboard_ops,
        evaluator,
        metric_ops,
        metric_stream_delivery,
        metric_stream_ops,
        tag_ops,
    )
else:
    alarm_ops = lazy_module("labcloud.services.cloudwatch.alarm_ops")
    anomaly_ops = lazy_module("labcloud.services.cloudwatch.anomaly_ops")
    composite_ops = lazy_module("labcloud.services.cloudwatch.composite_ops")
    dashboard_ops = lazy_module("labcloud.services.cloudwatch.dashboard_ops")
    evaluator = lazy_module("labcloud.services.cloudwatch.evaluator")
    metric_ops = lazy_module("labcloud.services.cloudwatch.metric_ops")
    metric_stream_delivery = lazy_module("labcloud.services.cloudwatch.metric_stream_delivery")
    metric_stream_ops = lazy_module("labcloud.services.cloudwatch.metric_stream_ops")
    tag_ops = lazy_module("labcloud.services.cloudwatch.tag_ops")

#: How often alarms are evaluated (``evaluator.py``, imported when the first tick runs).
ALARM_TICK_SECONDS = 1.0

OPERATIONS: dict[str, Operation[CloudWatchState]] = {
    "PutMetricData": metric_ops.put_metric_data,
    "ListMetrics": metric_ops.list_metrics,
    "GetMetricStatistics": metric_ops.get_metric_statistics,
    "GetMetricData": metric_ops.get_metric_data,
    "PutMetricAlarm": alarm_ops.put_metric_alarm,
    "PutCompositeAlarm": composite_ops.put_composite_alarm,
    "DescribeAlarms": alarm_ops.describe_alarms,
    "DescribeAlarmsForMetric": alarm_ops.describe_alarms_for_metric,
    "DescribeAlarmHistory": alarm_ops.describe_alarm_history,
    "DeleteAlarms": alarm_ops.delete_alarms,
    "EnableAlarmActions": alarm_ops.enable_alarm_actions,
    "DisableAlarmActions": alarm_ops.disable_alarm_actions,
    "SetAlarmState": alarm_ops.set_alarm_state,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "PutDashboard": dashboard_ops.put_dashboard,
    "GetDashboard": dashboard_ops.get_dashboard,
    "ListDashboards": dashboard_ops.list_dashboards,
    "DeleteDashboards": dashboard_ops.delete_dashboards,
    "PutMetricStream": metric_stream_ops.put_metric_stream,
    "GetMetricStream": metric_stream_ops.get_metric_stream,
    "ListMetricStreams": metric_stream_ops.list_metric_streams,
    "DeleteMetricStream": metric_stream_ops.delete_metric_stream,
    "StartMetricStreams": metric_stream_ops.start_metric_streams,
    "StopMetricStreams": metric_stream_ops.stop_metric_streams,
    "PutAnomalyDetector": anomaly_ops.put_anomaly_detector,
    "DescribeAnomalyDetectors": anomaly_ops.describe_anomaly_detectors,
    "DeleteAnomalyDetector": anomaly_ops.delete_anomaly_detector,
}


def contributions(state: CloudWatchState) -> Contributions:
    recorder = state.recorder

    def sweep(now: float) -> None:
        retention.sweep(state.store, now)
        state.metrics.forget()

    def evaluate_alarms(now: float) -> None:
        if state.alarms.everywhere():  # the evaluator loads once there is an alarm to evaluate
            evaluator.evaluate_due(state, now)

    async def stop_actions() -> None:
        await evaluator.stop_actions(state)

    return Contributions(
        tag_sources=tag_sources(state),
        steps=(PipelineStep(recorder.step),) if recorder.enabled else (),
        periodic=(
            Periodic("cloudwatch.alarms", ALARM_TICK_SECONDS, evaluate_alarms),
            Periodic("cloudwatch.retention", retention.SWEEP_INTERVAL_SECONDS, sweep),
            Periodic("cloudwatch.metric-streams", 5.0, lambda now: metric_stream_delivery.tick(state, now)),
            *recorder.periodic(),
        ),
        background=(
            Background("cloudwatch.metrics-listener", recorder.start, recorder.stop),
            Background("cloudwatch.alarm-actions", lambda: None, stop_actions),
        ),
        routes=tuple(view_routes(state)),
    )


def forget(state: CloudWatchState) -> None:
    state.metrics.forget()
    state.recorder.forget()
    state.evaluated.clear()
    state.parents.clear()


SERVICE: Service[CloudWatchState] = Service(
    name="cloudwatch",
    state=CloudWatchState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=forget,
)
