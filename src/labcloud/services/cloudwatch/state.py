"""CloudWatch's one state object: its stores (metrics, alarms, queries over the points), the metrics
recorder the other services publish through, and the alarm evaluator's bookkeeping."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.store.db import Store

from .publishing.recorder import Recorder
from .repo import points
from .repo.alarms import Alarms
from .repo.anomaly_detectors import AnomalyDetectors
from .repo.dashboards import Dashboards
from .repo.metrics import Metrics

if TYPE_CHECKING:
    from .query import Queries


@dataclass(slots=True)
class CloudWatchState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Alarm actions invoke Lambda through the pipeline (and scaling policies through their interface).
    caller: Host
    metrics: Metrics
    alarms: Alarms
    recorder: Recorder
    dashboards: Dashboards
    detectors: AnomalyDetectors
    #: When each alarm (account, region, name) was last evaluated (memory only).
    evaluated: dict[tuple[str, str, str], float] = field(default_factory=dict)
    #: Each (account, region)'s composites by the alarm names their rules name (memory only, rebuilt from
    #: the rows after any composite is put or an alarm deleted: ``composite.parents``).
    parents: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict)
    #: Alarm actions running (Lambda invokes), cancelled when the service stops.
    actions: set[asyncio.Task[None]] = field(default_factory=set)
    #: The metric streams' delivery round while one runs (``metric_stream_delivery.py``).
    streaming: asyncio.Task[None] | None = None
    _queries: Queries | None = None

    @staticmethod
    def build(host: Host) -> CloudWatchState:
        points.install(host.store)
        metrics = Metrics(host.store)
        recorder = Recorder(host.bus, host.settings, host, host)
        return CloudWatchState(
            host.store,
            host.bus,
            host.settings,
            host,
            metrics,
            Alarms(host.store),
            recorder,
            Dashboards(host.store),
            AnomalyDetectors(host.store),
        )

    @property
    def queries(self) -> Queries:
        """Reading the points (statistics, metric data, metric math): loaded with the first read."""
        if self._queries is None:
            from .query import Queries

            self._queries = Queries(self.store, self.metrics)
        return self._queries

    @property
    def max_detectors(self) -> int:
        """Anomaly detectors per account and region (``LABCLOUD_CLOUDWATCH_MAX_ANOMALY_DETECTORS``, else 500)."""
        from .anomaly_model import MAX_DETECTORS

        return self.settings.tuning.integer("LABCLOUD_CLOUDWATCH_MAX_ANOMALY_DETECTORS", MAX_DETECTORS)

    @property
    def max_alarms(self) -> int:
        """Alarms per account and region (``LABCLOUD_CLOUDWATCH_MAX_ALARMS`` at start, else 5000)."""
        from .alarms import MAX_ALARMS

        return self.settings.tuning.integer("LABCLOUD_CLOUDWATCH_MAX_ALARMS", MAX_ALARMS)

    @property
    def resolution(self) -> int:
        return int(getattr(self.settings, "metrics_resolution", 60) or 60)
