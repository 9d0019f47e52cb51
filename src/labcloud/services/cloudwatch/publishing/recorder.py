"""The metrics recorder: cheap in-memory recording on the request path, periodic delivery.

Recording appends one tuple to a list (no locks: everything runs on the event loop). A flush
folds the pending samples into per-bucket value/count lists and hands them to CloudWatch through
``call("cloudwatch", "PutMetricData")`` (``StorageResolution`` 1 in lab mode, 60 otherwise),
once a second in lab mode and every ``FLUSH_SECONDS`` otherwise; flushes and gauge samples are
periodic tasks of the hub's scheduler (:meth:`Recorder.periodic`), the event listener is the one
long-lived task. Samples not yet flushed when the
process is killed are lost (at most one flush interval of service metrics); user PutMetricData
calls are durable as soon as they are answered.

Hooks: ``add_rule(service, rule)`` registers another request observer, ``add_listener(kind_prefix,
fn)`` another event-bus listener — the place for, e.g., CloudWatch Logs metric filters.

The built-in rules and listeners (one module of this package per service) are imported when first
used: a rule on its service's first request, a listener at its first event, the gauges' interfaces at
the first sample. Importing all of them with CloudWatch, which the server builds before it answers,
was ~10 ms of the start (issue 40).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import importlib
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.config import Settings
from labcloud.context import RequestContext
from labcloud.events.bus import Event, EventBus
from labcloud.scheduler import Periodic

if TYPE_CHECKING:
    from labcloud.services.shape import Caller, Interfaces

log = logging.getLogger("labcloud.cloudwatch")

#: Service → the module of this package whose ``observe`` is the rule for its requests (S3's ``rule``).
RULES: dict[str, str] = {
    "sqs": "sqs",
    "dynamodb": "dynamodb",
    "kinesis": "kinesis",
    "s3": "s3",
    "ecr": "ecr",
    "acm-pca": "acmpca",
}
#: (event kind prefix, module of this package, its listener): the bus delivers only these kinds.
LISTENERS: tuple[tuple[str, str, str], ...] = (
    ("lambda.", "lambda_", "on_event"),
    ("events.", "events", "on_event"),
    ("stepfunctions.execution.", "stepfunctions", "on_event"),
    ("sns.", "sns", "on_event"),
    ("kinesis.shard.", "kinesis", "on_shard_event"),
    ("apigatewayv2.request", "apigatewayv2", "on_event"),
    ("appsync.graphql.request", "appsync", "on_event"),
    ("apigateway.request", "apigateway", "on_event"),
    ("scheduler.target.", "scheduler", "on_event"),
    ("pipes.pipe.batch", "pipes", "on_event"),
    ("firehose.", "firehose", "on_event"),
    ("ses.message.", "ses", "on_event"),
    ("cognito.", "cognito", "on_event"),
    ("elbv2.request", "elbv2", "on_event"),
    ("acm.certificate.", "acm", "on_event"),
    ("acm-pca.crl.", "acmpca", "on_event"),
    ("cloudfront.request", "cloudfront", "on_event"),
    ("iot.message.published", "iot", "on_event"),
    ("iot.rule.matched", "iot", "on_event"),
    ("iot.action.", "iot", "on_event"),
    ("wafv2.request.", "wafv2", "on_event"),
    ("aoss.request", "aoss", "on_event"),
)


def publishing(module: str) -> Any:
    """One service's publishing module (imported the first time)."""
    return importlib.import_module(f"{__package__}.{module}")


Params = dict[str, Any]
Handler = Callable[[RequestContext, Params], Awaitable[Params]]
Rule = Callable[["Recorder", RequestContext, Params, Handler], Awaitable[Params]]
Listener = Callable[["Recorder", Event], None]
Dims = tuple[tuple[str, str], ...]

FLUSH_SECONDS = 5.0
MAX_VALUES = 150
MAX_DATA = 1000
#: Pending samples beyond this are dropped (bounded memory if delivery stalls).
MAX_PENDING = 1_000_000
UTC = dt.timezone.utc


class Recorder:
    def __init__(self, bus: EventBus, settings: Settings, caller: Caller, interfaces: Interfaces) -> None:
        self.bus = bus
        self.settings = settings
        self.caller = caller
        self.interfaces = interfaces
        self.resolution = int(getattr(settings, "metrics_resolution", 60) or 60)
        #: (ts, account, region, namespace, name, dims, unit, value)
        self.pending: list[tuple[float, str, str, str, str, Dims, str, float]] = []
        self.dropped = 0
        self.deferred: list[tuple[Callable[..., None], tuple[Any, ...]]] = []
        self.rules: dict[str, Rule] = {service: self._first_rule(service) for service in RULES}
        self.listeners: list[tuple[str, Listener]] = [
            (prefix, _deferred_listener(module, name)) for prefix, module, name in LISTENERS
        ]
        self.state: dict[str, Any] = {}
        self._tasks: list[asyncio.Task[None]] = []
        self._flushing: asyncio.Task[None] | None = None
        #: the gauges read asynchronously (RDS's servers answer over a connection), one reading at a time
        self._reading: asyncio.Task[None] | None = None
        self._queue: asyncio.Queue[Event] | None = None
        #: LABCLOUD_SERVICE_METRICS=0 turns publishing off (for benchmarks that measure its cost);
        #: then the service contributes neither the pipeline step nor the periodic tasks.
        self.enabled = settings.tuning.flag("LABCLOUD_SERVICE_METRICS", True)

    # ------------------------------------------------------------------ hooks

    def _first_rule(self, service: str) -> Rule:
        """What stands for ``service``'s rule until its first request, which puts the rule in its place."""

        def first(
            recorder: Recorder, ctx: RequestContext, params: Params, call_next: Handler
        ) -> Awaitable[Params]:
            module = publishing(RULES[service])
            if service == "s3":
                from labcloud.services.s3.interfaces import RequestMetricsFilters

                rule: Rule = module.rule(lambda: self.interfaces.offered(RequestMetricsFilters))
            else:
                rule = module.observe
            if self.rules.get(service) is first:  # not replaced by add_rule meanwhile
                self.rules[service] = rule
            return rule(recorder, ctx, params, call_next)

        return first

    def add_rule(self, service: str, rule: Rule) -> None:
        self.rules[service] = rule

    def add_listener(self, kind_prefix: str, listener: Listener) -> None:
        self.listeners.append((kind_prefix, listener))
        if self._queue is not None:
            self.bus.narrow(self._queue, self._kind_prefixes())

    def _kind_prefixes(self) -> tuple[str, ...]:
        """The event kinds the listeners want: the bus delivers no others (most writes' events are not)."""
        return tuple(prefix for prefix, _ in self.listeners)

    # ------------------------------------------------------------------ recording

    def record(
        self,
        ctx_or_account: RequestContext | tuple[str, str],
        namespace: str,
        name: str,
        dims: Dims,
        value: float,
        unit: str,
        at: float | None = None,
    ) -> None:
        if isinstance(ctx_or_account, tuple):
            account, region = ctx_or_account
        else:
            account, region = ctx_or_account.account_id, ctx_or_account.region
        if len(self.pending) >= MAX_PENDING:
            self.dropped += 1
            return
        self.pending.append((at or clock.now(), account, region, namespace, name, dims, unit, value))

    def defer(self, work: Callable[..., None], *args: Any) -> None:
        """Work that turns a request's facts into samples, done at the next flush (off the request path)."""
        if len(self.deferred) < MAX_PENDING:
            self.deferred.append((work, (*args, clock.now())))

    def step(self, ctx: RequestContext, params: Params, call_next: Handler) -> Awaitable[Params]:
        # a plain function handing back the rule's (or the next handler's) awaitable: no frame of its own
        rule = self.rules.get(ctx.service)
        if rule is None:
            return call_next(ctx, params)
        return rule(self, ctx, params, call_next)

    # ------------------------------------------------------------------ running

    def periodic(self) -> tuple[Periodic, ...]:
        """The flush (every second in lab mode, else every ``FLUSH_SECONDS``) and the gauge sample
        (once per resolution period), run by the hub's scheduler."""
        if not self.enabled:
            return ()
        return (
            Periodic(
                "cloudwatch.metrics-flush", 1.0 if self.resolution == 1 else FLUSH_SECONDS, self.flush_soon
            ),
            Periodic("cloudwatch.metrics-sample", float(self.resolution), lambda now: self.sample()),
        )

    def start(self) -> None:
        if not self.enabled:
            return
        self._queue = self.bus.subscribe(kind_prefixes=self._kind_prefixes())
        self._tasks = [asyncio.create_task(self._listen())]

    async def stop(self) -> None:
        if self._queue is not None:
            self.bus.unsubscribe(self._queue)
            self._queue = None
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - stopping anyway
                pass
        self._tasks = []
        reading, self._reading = self._reading, None
        if reading is not None:
            reading.cancel()
        flushing, self._flushing = self._flushing, None
        try:
            if flushing is not None:
                await flushing
            await self.flush()
        except Exception:  # noqa: BLE001 - the store may be closing
            log.exception("final metrics flush failed")

    def forget(self) -> None:
        self.pending.clear()
        self.deferred.clear()
        self.state.clear()

    async def _listen(self) -> None:
        assert self._queue is not None
        queue = self._queue
        while True:
            event = await queue.get()
            for prefix, listener in self.listeners:
                if event.kind.startswith(prefix):
                    try:
                        listener(self, event)
                    except Exception:  # noqa: BLE001 - one bad event must not stop metrics
                        log.exception("metrics listener failed on %s", event.kind)

    def flush_soon(self, now: float) -> None:
        """The periodic flush: delivery awaits PutMetricData, so it runs as a task, one at a time."""
        if self._flushing is None or self._flushing.done():
            self._flushing = asyncio.get_running_loop().create_task(self._flush_logged())

    async def _flush_logged(self) -> None:
        try:
            await self.flush()
        except Exception:  # noqa: BLE001 - next round
            log.exception("metrics flush failed")

    def sample(self) -> None:
        """Gauges read once per resolution period (queue depths and ages, Route 53 health check statuses,
        target health counts, OpenSearch Serverless collections' and indexes' gauges, ECS services' task
        counts, RDS servers' connections (read in a task: the servers answer over a connection); certificates'
        days to expiry and S3's storage metrics once a day, EFS's
        StorageBytes every 15 minutes), once their service is built (a
        sample never builds one: the server builds them in the background right after it answers)."""
        from labcloud.services.acm.interfaces import CertificateExpiries
        from labcloud.services.ecs.interfaces import ServiceTaskCounts
        from labcloud.services.efs.interfaces import StorageSizes
        from labcloud.services.elbv2.interfaces import TargetHealthCounts
        from labcloud.services.opensearchserverless.interfaces import CollectionGauges
        from labcloud.services.rds.interfaces import DatabaseGauges
        from labcloud.services.route53.interfaces import HealthStatuses
        from labcloud.services.s3.interfaces import StorageTotals
        from labcloud.services.sqs.interfaces import QueueDepths

        acm, aoss, ecs, efs, elbv2, rds, route53, s3, sqs = (
            publishing(name) for name in ("acm", "aoss", "ecs", "efs", "elbv2", "rds", "route53", "s3", "sqs")
        )
        now = clock.now()
        depths = self.interfaces.offered(QueueDepths)
        if depths is not None:
            sqs.sample(self, depths.queue_gauges(now))
        health = self.interfaces.offered(HealthStatuses)
        if health is not None:
            route53.sample(self, health.health_check_gauges())
        hosts = self.interfaces.offered(TargetHealthCounts)
        if hosts is not None:
            elbv2.sample(self, hosts.target_health_counts())
        expiries = self.interfaces.offered(CertificateExpiries)
        if expiries is not None and acm.due(self, now):
            acm.sample(self, expiries.certificate_expiries(now), now)
        totals = self.interfaces.offered(StorageTotals)
        if totals is not None and s3.due(self, now):
            s3.sample(self, totals.bucket_storage(), now)
        sizes = self.interfaces.offered(StorageSizes)
        if sizes is not None and efs.due(self, now):
            efs.sample(self, sizes.file_system_sizes(), now)
        collections = self.interfaces.offered(CollectionGauges)
        if collections is not None:
            aoss.sample(self, collections.collection_gauges())
        services = self.interfaces.offered(ServiceTaskCounts)
        if services is not None:
            ecs.sample(self, services.service_task_counts(now))
        databases = self.interfaces.offered(DatabaseGauges)
        if databases is not None and (self._reading is None or self._reading.done()):
            self._reading = asyncio.get_running_loop().create_task(
                self._read_logged(rds.sample(self, databases))
            )

    async def _read_logged(self, reading: Awaitable[None]) -> None:
        try:
            await reading
        except Exception:  # noqa: BLE001 - next round
            log.exception("metrics gauge reading failed")

    async def flush(self) -> None:
        deferred, self.deferred = self.deferred, []
        for work, args in deferred:
            try:
                work(self, *args)
            except Exception:  # noqa: BLE001 - one bad sample must not stop the flush
                log.exception("deferred metrics work failed")
        if not self.pending:
            return
        pending, self.pending = self.pending, []
        resolution = self.resolution
        grouped: dict[tuple[str, str, str], dict[tuple[str, Dims, str, int], dict[float, int]]] = {}
        for ts, account, region, namespace, name, dims, unit, value in pending:
            bucket = int(ts) if resolution == 1 else int(ts // 60) * 60
            values = grouped.setdefault((account, region, namespace), {}).setdefault(
                (name, dims, unit, bucket), {}
            )
            values[value] = values.get(value, 0) + 1
        for (account, region, namespace), series in grouped.items():
            data: list[dict[str, Any]] = []
            for (name, dims, unit, bucket), values in series.items():
                items = list(values.items())
                for start in range(0, len(items), MAX_VALUES):
                    chunk = items[start : start + MAX_VALUES]
                    data.append(
                        {
                            "MetricName": name,
                            "Dimensions": [{"Name": k, "Value": v} for k, v in dims],
                            "Timestamp": dt.datetime.fromtimestamp(bucket, UTC),
                            "Unit": unit,
                            "StorageResolution": resolution,
                            "Values": [v for v, _ in chunk],
                            "Counts": [float(c) for _, c in chunk],
                        }
                    )
            for start in range(0, len(data), MAX_DATA):
                await self.caller.call(
                    "cloudwatch",
                    "PutMetricData",
                    {"Namespace": namespace, "MetricData": data[start : start + MAX_DATA]},
                    account_id=account,
                    region=region,
                )
        self.bus.publish(
            "cloudwatch.metrics.published",
            service="cloudwatch",
            account_id=self.settings.account_id,
            region=self.settings.region,
            data={"namespaces": sorted({k[2] for k in grouped}), "samples": len(pending)},
        )


def _deferred_listener(module: str, name: str) -> Listener:
    """A built-in listener, imported at its first event."""
    found: list[Listener] = []

    def listener(recorder: Recorder, event: Event) -> None:
        if not found:
            found.append(getattr(publishing(module), name))
        found[0](recorder, event)

    return listener
