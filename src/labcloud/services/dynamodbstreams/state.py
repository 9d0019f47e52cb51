"""DynamoDB Streams' one state object: its settings, the journal DynamoDB writes through, the record
signals readers wait on, and where it learns whether a stream carries a resource policy."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.resource_policies import ResourcePolicies
from labcloud.services.dynamodbstreams.journal import JournalWriter
from labcloud.services.dynamodbstreams.settings import StreamSettings
from labcloud.services.dynamodbstreams.signals import RecordSignals
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class StreamsState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Shard rollover, retention and iterator validity (read once at start: settings.tuning).
    streams: StreamSettings
    signals: RecordSignals
    journal: JournalWriter
    #: A stream of another account is readable when a resource policy (its table's) is attached.
    policies: ResourcePolicies

    @staticmethod
    def build(host: Host) -> StreamsState:
        streams = StreamSettings.from_tuning(host.settings.tuning)
        signals = RecordSignals()
        journal = JournalWriter(host.store, streams, signals)
        return StreamsState(
            host.store, host.bus, host.settings, streams, signals, journal, host.resource_policies
        )

    def shared(self, arn: str) -> bool:
        return self.policies.find(arn) is not None
