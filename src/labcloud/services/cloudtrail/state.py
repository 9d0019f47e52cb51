"""CloudTrail's one state object: its store, bus and settings, the events' and trails' records, the calls
captured on the request path and not written yet, and the logging trails' selectors (a cache)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labcloud.config import Settings
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.events.bus import EventBus
from labcloud.services.cloudtrail.repo.events import Events
from labcloud.services.cloudtrail.repo.trails import Trails
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: Days an event is kept, on labcloud's clock (LookupEvents' 90 days).
RETENTION_DAYS = 90
#: Events kept in all (the oldest go first; ``LABCLOUD_CLOUDTRAIL_MAX_EVENTS``).
MAX_EVENTS = 200_000
#: Captured calls held in memory before new ones are dropped (only if writing stalls).
MAX_PENDING = 100_000
#: Trails per region (AWS's quota, 5).
MAX_TRAILS = 5


#: A selector or any JSON object of a trail, as stored.
Selector = dict[str, Any]
#: A call answered and not written yet: (ctx, params, answer or None, error or None, time, data resource,
#: whether the account had a logging trail in the region when the call was answered).
Captured = tuple[
    RequestContext,
    dict[str, Any],
    dict[str, Any] | None,
    AwsError | None,
    float,
    tuple[str, str] | None,
    bool,
]


@dataclass(slots=True)
class CloudTrailState:
    """CloudTrail's store, tables and settings, and the calls captured but not written yet."""

    store: Store
    bus: EventBus
    settings: Settings
    events: Events
    trails: Trails
    #: Other services through the pipeline: S3 (the trail's bucket, its deliveries), EventBridge.
    services: Host
    max_events: int = MAX_EVENTS
    #: ``LABCLOUD_CLOUDTRAIL_RECORDING=0`` leaves the recording step out (for benchmarks measuring its cost).
    recording: bool = True
    #: Calls answered and not written yet.
    pending: list[Captured] = field(default_factory=list)
    write_scheduled: bool = False
    dropped: int = 0
    #: account → its logging trails' (region or None for every region, data resource selectors), or None
    #: while it must be read again.
    data_selectors: dict[str, list[tuple[str | None, list[Selector]]]] | None = None
    #: whether a logging trail has a CloudWatch Logs group (None while it must be read again)
    logs_trails: bool | None = None
    logs_scheduled: bool = False

    @staticmethod
    def build(host: Host) -> CloudTrailState:
        most = max(1, host.settings.tuning.integer("LABCLOUD_CLOUDTRAIL_MAX_EVENTS", MAX_EVENTS))
        recording = host.settings.tuning.flag("LABCLOUD_CLOUDTRAIL_RECORDING", True)
        return CloudTrailState(
            host.store, host.bus, host.settings, Events(host.store), Trails(host.store), host, most, recording
        )
