"""The CloudWatch provider: metrics (PutMetricData, ListMetrics, GetMetricStatistics,
GetMetricData), metric alarms with their evaluation and Lambda actions, and tags.

The work lives in small modules: :mod:`.ingest` (PutMetricData rules), :mod:`.points` and
:mod:`.metrics` (storage), :mod:`.query` and :mod:`.mathexpr` (reading, metric math),
:mod:`.alarms`, :mod:`.evaluate` and :mod:`.actions` (alarms), :mod:`.retention`. The metrics the
other services publish come from :mod:`.publishing` (a pipeline step, an event-bus listener and
a gauge sampler), which delivers them here through ``hub.call("cloudwatch", "PutMetricData")``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud import json_document
from labcloud.context import RequestContext
from labcloud.services.base import Provider
from labcloud.store.db import Migration

from . import actions, evaluate, points, retention
from .alarms import MAX_ALARMS, Alarms, alarm_arn, check_config, check_tags, merge_tags
from .errors import invalid_value, limit_exceeded
from .ingest import fold
from .metrics import Metrics
from .publishing.recorder import Recorder
from .query import Queries
from .schema import MIGRATIONS, SCHEMA, TABLES
from .view import view_routes

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.internal.routes import InternalRoute

log = logging.getLogger("labcloud.cloudwatch")

#: How often the alarm evaluator wakes up (each alarm is evaluated when it is due).
TICK_SECONDS = 1.0


class CloudWatchProvider(Provider):
    service = "cloudwatch"
    tables = TABLES

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        points.install(self.store)
        self.metrics = Metrics(self.store)
        self.queries = Queries(self.store, self.metrics)
        self.alarms = Alarms(self.store)
        self.recorder = Recorder(hub)
        self._tasks: list[asyncio.Task[None]] = []
        self._actions: set[asyncio.Task[None]] = set()
        self._evaluated: dict[tuple[str, str, str], float] = {}

    def schema(self) -> Sequence[str]:
        return SCHEMA

    def migrations(self) -> Sequence[Migration]:
        return MIGRATIONS

    def internal_routes(self) -> list[InternalRoute]:
        return view_routes(self)

    @property
    def resolution(self) -> int:
        return int(getattr(self.settings, "metrics_resolution", 60) or 60)

    # ------------------------------------------------------------------ background work

    async def start(self) -> None:
        self.recorder.start()
        self._tasks = [
            asyncio.create_task(self._evaluate_forever()),
            asyncio.create_task(self._sweep_forever()),
        ]

    async def stop(self) -> None:
        await self.recorder.stop()
        tasks = [*self._tasks, *self._actions]
        for task in tasks:
            task.cancel()
        for task in tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - stopping anyway
                pass
        self._tasks = []
        self._actions.clear()

    def reset(self) -> None:
        super().reset()
        self.metrics.forget()
        self.recorder.forget()
        self._evaluated.clear()

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(retention.SWEEP_INTERVAL_SECONDS)
            try:
                retention.sweep(self.store, time.time())
                self.metrics.forget()
            except Exception:  # noqa: BLE001 - retried next round
                log.exception("metrics retention sweep failed")

    async def _evaluate_forever(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                await self.evaluate_due(time.time())
            except Exception:  # noqa: BLE001 - the next tick tries again
                log.exception("alarm evaluation failed")

    # ------------------------------------------------------------------ metrics

    def put_metric_data(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        now = time.time()
        buckets = fold(params, now, internal=ctx.source == "internal")
        with self.store.transaction():
            touched: dict[int, float] = {}
            rows = []
            for (namespace, name, dims, ts, unit, res), bucket in buckets.items():
                metric_id = self.metrics.ensure(ctx.account_id, ctx.region, namespace, name, dims, now)
                touched[metric_id] = max(touched.get(metric_id, 0.0), float(ts))
                rows.append((metric_id, ts, unit, res, bucket))
            points.write(self.store, rows)
            self.metrics.touch({m: now for m in touched})
            if ctx.source != "internal":
                self.publish(
                    ctx,
                    "cloudwatch.metric_data.put",
                    params["Namespace"],
                    namespace=params["Namespace"],
                    metrics=sorted({k[1] for k in buckets})[:20],
                    datapoints=len(buckets),
                )
        return {}

    def list_metrics(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.metrics.list(ctx.account_id, ctx.region, params, time.time())

    def get_metric_statistics(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.queries.statistics(ctx.account_id, ctx.region, params, time.time())

    def get_metric_data(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.queries.metric_data(ctx.account_id, ctx.region, params, time.time())

    # ------------------------------------------------------------------ alarms

    def put_metric_alarm(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        now = time.time()
        config = check_config(params, ctx.region, ctx.account_id)
        if config.get("Metrics"):
            period = next(
                int((q.get("MetricStat") or {}).get("Period") or q.get("Period"))
                for q in config["Metrics"]
                if q.get("ReturnData", True)
            )
            self.queries.run(ctx.account_id, ctx.region, config["Metrics"], now - period, now, now, "Metrics")
            config["Period"] = period
        tags = list(params.get("Tags") or ())
        check_tags(tags)
        config["_updated"] = now
        name = params["AlarmName"]
        with self.store.transaction():
            existing = self.alarms.get(ctx.account_id, ctx.region, name)
            if existing is None and self.alarms.count(ctx.account_id, ctx.region) >= MAX_ALARMS:
                raise limit_exceeded(
                    f"The maximum number of alarms ({MAX_ALARMS}) for this account and region "
                    "has been reached."
                )
            created = self.alarms.put(ctx.account_id, ctx.region, name, config, tags, now)
            self.publish(
                ctx,
                "cloudwatch.alarm.created" if created else "cloudwatch.alarm.updated",
                alarm_arn(ctx.region, ctx.account_id, name),
                alarm_name=name,
            )
        self._evaluated.pop((ctx.account_id, ctx.region, name), None)
        return {}

    def describe_alarms(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.alarms.describe(ctx.account_id, ctx.region, params)

    def describe_alarms_for_metric(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"MetricAlarms": self.alarms.for_metric(ctx.account_id, ctx.region, params)}

    def describe_alarm_history(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.alarms.read_history(ctx.account_id, ctx.region, params)

    def delete_alarms(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        names = list(params["AlarmNames"])
        with self.store.transaction():
            self.alarms.delete(ctx.account_id, ctx.region, names)
            for name in names:
                self.publish(
                    ctx,
                    "cloudwatch.alarm.deleted",
                    alarm_arn(ctx.region, ctx.account_id, name),
                    alarm_name=name,
                )
        return {}

    def enable_alarm_actions(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.alarms.set_actions_enabled(ctx.account_id, ctx.region, params["AlarmNames"], True)
        return {}

    def disable_alarm_actions(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.alarms.set_actions_enabled(ctx.account_id, ctx.region, params["AlarmNames"], False)
        return {}

    def set_alarm_state(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        data = params.get("StateReasonData")
        if data is not None:
            try:
                json_document.loads(data)
            except ValueError:
                from labcloud.errors import AwsError

                raise AwsError("InvalidFormat", "StateReasonData is not valid JSON.", status=400) from None
        now = time.time()
        row = self.alarms.require(ctx.account_id, ctx.region, params["AlarmName"])
        self._transition(row, params["StateValue"], params["StateReason"], data, now)
        return {}

    # ------------------------------------------------------------------ tags

    def _alarm_by_arn(self, ctx: RequestContext, arn: str) -> Any:
        parts = arn.split(":")
        if len(parts) < 7 or parts[0] != "arn" or parts[2] != "cloudwatch":
            raise invalid_value(f"Invalid ARN: {arn}")
        if parts[5] != "alarm":
            from .errors import unsupported

            raise unsupported(f"tags on {parts[5]} resources (only alarms)")
        name = ":".join(parts[6:])
        row = None
        if parts[3] == ctx.region and parts[4] == ctx.account_id:
            row = self.alarms.get(ctx.account_id, ctx.region, name)
        if row is None:
            from labcloud.errors import AwsError

            raise AwsError(
                "ResourceNotFoundException",
                f"Alarm {name} not found",
                status=404,
                ResourceType="alarm",
                ResourceId=name,
            )
        return row

    def tag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            row = self._alarm_by_arn(ctx, params["ResourceARN"])
            tags = merge_tags(json.loads(row["tags"]), params["Tags"])
            check_tags(tags)
            self.store.execute(
                "UPDATE cw_alarms SET tags=? WHERE account_id=? AND region=? AND name=?",
                (json.dumps(tags), row["account_id"], row["region"], row["name"]),
            )
        return {}

    def untag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            row = self._alarm_by_arn(ctx, params["ResourceARN"])
            drop = set(params["TagKeys"])
            tags = [t for t in json.loads(row["tags"]) if t["Key"] not in drop]
            self.store.execute(
                "UPDATE cw_alarms SET tags=? WHERE account_id=? AND region=? AND name=?",
                (json.dumps(tags), row["account_id"], row["region"], row["name"]),
            )
        return {}

    def list_tags_for_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"Tags": json.loads(self._alarm_by_arn(ctx, params["ResourceARN"])["tags"])}

    # ------------------------------------------------------------------ evaluation and actions

    def _interval(self, alarm: dict[str, Any]) -> float:
        if self.resolution == 1:
            return 1.0
        return float(min(int(alarm["Period"]), 60))

    async def evaluate_due(self, now: float) -> None:
        for row in self.alarms.everywhere():
            key = (row["account_id"], row["region"], row["name"])
            alarm = json.loads(row["doc"])
            if now - self._evaluated.get(key, 0.0) < self._interval(alarm):
                continue
            self._evaluated[key] = now
            try:
                series = self._alarm_series(row["account_id"], row["region"], alarm, now)
            except Exception as exc:  # noqa: BLE001 - a broken alarm must not stop the others
                log.warning("alarm %s cannot be evaluated: %s", row["name"], exc)
                continue
            decision = evaluate.decide(alarm, series, row["state"], now)
            if decision is not None and decision.state != row["state"]:
                self._transition(row, decision.state, decision.reason, decision.reason_data, now)

    def _alarm_series(self, account: str, region: str, alarm: dict[str, Any], now: float) -> dict[int, float]:
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
        answered = self.queries.run(account, region, queries, start, end, now, "Metrics")
        return answered[0][1] if answered else {}

    def _transition(self, row: Any, state: str, reason: str, reason_data: str | None, now: float) -> None:
        previous = {
            "state": row["state"],
            "reason": row["state_reason"],
            "reason_data": row["state_reason_data"],
            "updated": row["state_updated"],
        }
        account, region, name = row["account_id"], row["region"], row["name"]
        with self.store.transaction():
            self.alarms.set_state(row, state, reason, reason_data, now)
            fresh = self.alarms.require(account, region, name)
            described = self.alarms.describe_row(fresh)
            self.bus.publish(
                "cloudwatch.alarm.state_changed",
                service=self.service,
                account_id=account,
                region=region,
                resource=described["AlarmArn"],
                data={
                    "alarm_name": name,
                    "old_state": previous["state"],
                    "new_state": state,
                    "reason": reason,
                },
            )
        if state == previous["state"]:
            return
        for target in actions.targets(described, state):
            payload = actions.lambda_event(described, account, region, previous, now)
            task = asyncio.ensure_future(self._run_action(account, region, name, target, payload, now))
            self._actions.add(task)
            task.add_done_callback(self._actions.discard)

    async def _run_action(
        self, account: str, region: str, name: str, target: str, payload: bytes, now: float
    ) -> None:
        try:
            await self.hub.call(
                "lambda",
                "Invoke",
                {"FunctionName": target, "InvocationType": "Event", "Payload": payload},
                account_id=account,
                region=region,
            )
            summary = f"Successfully executed action {target}"
            ok = True
        except Exception as exc:  # noqa: BLE001 - recorded in the alarm's history
            summary = f'Failed to execute action {target}. Received error: "{getattr(exc, "message", exc)}"'
            ok = False
        with self.store.transaction():
            self.alarms.history(
                account,
                region,
                name,
                time.time(),
                "Action",
                summary,
                {
                    "actionState": "Succeeded" if ok else "Failed",
                    "notificationResource": target,
                    "stateUpdateTimestamp": evaluate.iso(now),
                },
            )


PROVIDER = CloudWatchProvider
