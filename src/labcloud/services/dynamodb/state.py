"""DynamoDB's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.resource_policies import PolicyCount
from labcloud.scheduler import Bell
from labcloud.services.dynamodb import continuous_backups, kinesis_pump, sse
from labcloud.services.dynamodb.repo.items import ItemStore
from labcloud.services.dynamodb.repo.tables import Tables
from labcloud.services.dynamodbstreams.interfaces import StreamJournal
from labcloud.services.shape import Caller, Host, Interfaces
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.dynamodb.reads import Reader
    from labcloud.services.kms.interfaces import KeyRing


@dataclass(slots=True)
class DynamoDBState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Table definitions (cached lookups), item rows with their index entries, Query and Scan.
    tables: Tables
    items: ItemStore
    #: Verdicts of the KMS key checks of customer-key tables (memory only, ``sse.py``).
    key_guard: sse.KeyGuard
    #: "Does any table or stream have a resource policy" (IAM skips the lookups while none does).
    policy_count: PolicyCount
    #: Seconds between TTL sweeps (``LABCLOUD_DYNAMODB_TTL_INTERVAL``).
    ttl_interval: float
    #: Seconds the latest restorable time trails now (``LABCLOUD_DYNAMODB_PITR_LAG``).
    pitr_lag: float
    #: Calls to other services through the pipeline (Kinesis, for tables' streaming destinations).
    caller: Caller
    #: Seconds between deliveries of the Kinesis destinations' outbox (``LABCLOUD_DYNAMODB_KINESIS_INTERVAL``).
    kinesis_interval: float
    kinesis_pump: kinesis_pump.Pump
    #: Rung by each write that queues a record for a Kinesis destination, or a change for a replica: the
    #: delivery and the replication round run only while one is rung (and on a slow fallback).
    kinesis_bell: Bell
    replication_bell: Bell
    #: Seconds between replication rounds of global tables (``LABCLOUD_DYNAMODB_REPLICATION_INTERVAL``)
    #: and the server-clock seconds a change waits before it replicates (``LABCLOUD_DYNAMODB_REPLICATION_DELAY``).
    replication_interval: float
    replication_delay: float
    #: How the stream journal (DynamoDB Streams) and KMS's KeyRing are reached, once offered.
    reach: Interfaces | None = None
    _reader: Reader | None = None

    @property
    def reader(self) -> Reader:
        """Query and Scan: loaded (with the expression language) by the first read."""
        if self._reader is None:
            from labcloud.services.dynamodb.reads import Reader

            self._reader = Reader(self.store)
        return self._reader

    def journal(self) -> StreamJournal | None:
        return None if self.reach is None else self.reach.interface(StreamJournal)

    def key_ring(self) -> KeyRing | None:
        return None if self.reach is None else _key_ring(self.reach)

    @staticmethod
    def build(host: Host) -> DynamoDBState:
        store = host.store
        tables = Tables(store)
        tuning = host.settings.tuning
        state = DynamoDBState(
            store=store,
            bus=host.bus,
            settings=host.settings,
            tables=tables,
            items=ItemStore(store, lambda: host.interface(StreamJournal)),
            key_guard=sse.KeyGuard(
                lambda: _key_ring(host),
                tuning.number("LABCLOUD_DYNAMODB_KMS_RECHECK", sse.RECHECK_SECONDS),
            ),
            policy_count=PolicyCount(store, tables.count_policies),
            ttl_interval=tuning.number("LABCLOUD_DYNAMODB_TTL_INTERVAL", 1.0, minimum=0.001),
            pitr_lag=continuous_backups.latest_lag(tuning),
            caller=host,
            kinesis_interval=tuning.number(
                "LABCLOUD_DYNAMODB_KINESIS_INTERVAL", kinesis_pump.INTERVAL, minimum=0.001
            ),
            kinesis_pump=kinesis_pump.Pump(),
            kinesis_bell=Bell(),
            replication_bell=Bell(),
            replication_interval=tuning.number("LABCLOUD_DYNAMODB_REPLICATION_INTERVAL", 0.05, minimum=0.001),
            replication_delay=tuning.number("LABCLOUD_DYNAMODB_REPLICATION_DELAY", 0.0, minimum=0.0),
            reach=host,
        )
        return state


def _key_ring(reach: Interfaces) -> KeyRing | None:
    """KMS's KeyRing, once offered: its module (with KMS's records) loads with the first customer-key table."""
    from labcloud.services.kms.interfaces import KeyRing

    return reach.interface(KeyRing)
