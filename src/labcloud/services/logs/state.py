"""CloudWatch Logs' one state object: its stores (one per record kind, all SQL in ``repo``), how it
reaches other services (CloudWatch for metric filters and Lambda for subscriptions through the
pipeline, KMS through its KeyRing), the cached KMS key verdicts and the running subscription
deliveries."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.shape import Caller, Host, Interfaces
from labcloud.store.db import Store

from .kms_keys import RECHECK_SECONDS, KeyChecks
from .repo.data_protection import DataProtection
from .repo.events import EventStore
from .repo.groups import Groups
from .repo.metric_filters import MetricFilters
from .repo.queries import Queries
from .repo.query_definitions import QueryDefinitions
from .repo.resource_policies import ResourcePolicies
from .repo.streams import Streams
from .repo.subscriptions import Subscriptions


@dataclass(slots=True)
class LogsState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Metric filter data goes to CloudWatch and subscription deliveries to Lambda through the pipeline.
    caller: Caller
    #: How KMS is reached (its KeyRing, offered once KMS is assembled).
    reach: Interfaces
    groups: Groups
    streams: Streams
    events: EventStore
    subscriptions: Subscriptions
    metric_filters: MetricFilters
    policies: ResourcePolicies
    query_definitions: QueryDefinitions
    data_protection: DataProtection
    queries: Queries
    #: "May CloudWatch Logs use this group's key now?" verdicts (memory only).
    key_checks: KeyChecks
    #: Subscription deliveries running (Lambda invokes), cancelled when the service stops.
    deliveries: set[asyncio.Task[None]] = field(default_factory=set)

    def key_ring(self) -> KeyRing | None:
        return self.reach.interface(KeyRing)

    @staticmethod
    def build(host: Host) -> LogsState:
        store = host.store
        return LogsState(
            store,
            host.bus,
            host.settings,
            host,
            host,
            Groups(store),
            Streams(store),
            EventStore(store),
            Subscriptions(store),
            MetricFilters(store),
            ResourcePolicies(store),
            QueryDefinitions(store),
            DataProtection(store),
            Queries(store),
            KeyChecks(host.settings.tuning.number("LABCLOUD_LOGS_KMS_RECHECK", RECHECK_SECONDS)),
        )
