"""CloudWatch Logs' one state object: its stores (one per record kind, all SQL in ``repo``), how it
reaches other services (CloudWatch for metric filters and Lambda for subscriptions through the
pipeline, KMS through its KeyRing), the cached KMS key verdicts and the running subscription
deliveries."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Caller, Host, Interfaces
from labcloud.store.db import Store

from .kms_keys import RECHECK_SECONDS, KeyChecks
from .repo.groups import Groups

if TYPE_CHECKING:
    # each store but the groups' is created (and its module imported) on its first use: building
    # Logs, and its usual first call (DescribeLogGroups), need only the groups
    from labcloud.services.kms.interfaces import KeyRing

    from .repo.account_policies import AccountPolicies
    from .repo.data_protection import DataProtection
    from .repo.events import EventStore
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
    #: "May CloudWatch Logs use this group's key now?" verdicts (memory only).
    key_checks: KeyChecks
    #: Subscription deliveries running (Lambda invokes), cancelled when the service stops.
    deliveries: set[asyncio.Task[None]] = field(default_factory=set)
    _streams: Streams | None = None
    _events: EventStore | None = None
    _subscriptions: Subscriptions | None = None
    _metric_filters: MetricFilters | None = None
    _policies: ResourcePolicies | None = None
    _query_definitions: QueryDefinitions | None = None
    _data_protection: DataProtection | None = None
    _queries: Queries | None = None
    _account_policies: AccountPolicies | None = None

    def key_ring(self) -> KeyRing | None:
        from labcloud.services.kms.interfaces import KeyRing

        return self.reach.interface(KeyRing)

    @property
    def streams(self) -> Streams:
        if self._streams is None:
            from .repo.streams import Streams

            self._streams = Streams(self.store)
        return self._streams

    @property
    def events(self) -> EventStore:
        if self._events is None:
            from .repo.events import EventStore

            self._events = EventStore(self.store)
        return self._events

    @property
    def subscriptions(self) -> Subscriptions:
        if self._subscriptions is None:
            from .repo.subscriptions import Subscriptions

            self._subscriptions = Subscriptions(self.store)
        return self._subscriptions

    @property
    def metric_filters(self) -> MetricFilters:
        if self._metric_filters is None:
            from .repo.metric_filters import MetricFilters

            self._metric_filters = MetricFilters(self.store)
        return self._metric_filters

    @property
    def policies(self) -> ResourcePolicies:
        if self._policies is None:
            from .repo.resource_policies import ResourcePolicies

            self._policies = ResourcePolicies(self.store)
        return self._policies

    @property
    def query_definitions(self) -> QueryDefinitions:
        if self._query_definitions is None:
            from .repo.query_definitions import QueryDefinitions

            self._query_definitions = QueryDefinitions(self.store)
        return self._query_definitions

    @property
    def data_protection(self) -> DataProtection:
        if self._data_protection is None:
            from .repo.data_protection import DataProtection

            self._data_protection = DataProtection(self.store)
        return self._data_protection

    @property
    def queries(self) -> Queries:
        if self._queries is None:
            from .repo.queries import Queries

            self._queries = Queries(self.store)
        return self._queries

    @property
    def account_policies(self) -> AccountPolicies:
        if self._account_policies is None:
            from .repo.account_policies import AccountPolicies

            self._account_policies = AccountPolicies(self.store)
        return self._account_policies

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
            KeyChecks(host.settings.tuning.number("LABCLOUD_LOGS_KMS_RECHECK", RECHECK_SECONDS)),
        )
