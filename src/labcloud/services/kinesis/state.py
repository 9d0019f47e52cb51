"""Kinesis's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.kinesis.settings import KinesisSettings
from labcloud.services.kinesis.signals import RecordSignals
from labcloud.services.kinesis.throughput import ReadMeter, ShardMeter
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class KinesisState:
    store: Store
    bus: EventBus
    settings: Settings
    timing: KinesisSettings
    #: Readers waiting for new records (memory only).
    signals: RecordSignals = field(default_factory=RecordSignals)
    #: Per-shard write windows of provisioned streams (memory only).
    meter: ShardMeter = field(default_factory=ShardMeter)
    #: Per-shard GetRecords call rate and read bytes (memory only).
    reads: ReadMeter = field(default_factory=ReadMeter)
    #: Open SubscribeToShard streams: (consumer ARN, shard index) (memory only).
    subscriptions: set[tuple[str, int]] = field(default_factory=set)
    #: Whether any stream has a resource policy (None: not known since the last change).
    policy_active: bool | None = None

    @staticmethod
    def build(host: Host) -> KinesisState:
        return KinesisState(
            host.store, host.bus, host.settings, KinesisSettings.from_tuning(host.settings.tuning)
        )
