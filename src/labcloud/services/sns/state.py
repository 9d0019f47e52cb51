"""SNS's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.shape import Host, Interfaces
from labcloud.services.sns.encryption import DataKeys
from labcloud.services.sns.repo.deliveries import Deliveries
from labcloud.services.sns.repo.platforms import Platforms
from labcloud.services.sns.repo.sms import SmsRecords
from labcloud.services.sns.repo.subscriptions import Subscriptions
from labcloud.services.sns.repo.topics import TopicCount, Topics
from labcloud.services.sns.signer import Signer
from labcloud.store.db import Store


class Caller(Protocol):
    """Another service's operation through the pipeline (the hub's ``call``): how SNS reaches SQS and Lambda."""

    async def __call__(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        extra: dict[str, Any] | None = None,
    ) -> dict[str, Any]: ...


@dataclass(slots=True)
class SnsState:
    store: Store
    bus: EventBus
    settings: Settings
    call: Caller
    topics: Topics
    subscriptions: Subscriptions
    deliveries: Deliveries
    signer: Signer
    topic_count: TopicCount
    platforms: Platforms
    sms: SmsRecords
    #: Set after a commit that queued deliveries: the delivery worker wakes (memory only).
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    worker: asyncio.Task[None] | None = None
    #: SSE-KMS data keys held per topic and publisher (memory only, ``encryption.py``).
    data_keys: DataKeys = field(default_factory=DataKeys)
    #: How KMS is reached (its KeyRing, offered once KMS is assembled).
    reach: Interfaces | None = None

    def key_ring(self) -> KeyRing | None:
        return None if self.reach is None else self.reach.interface(KeyRing)

    @staticmethod
    def build(host: Host) -> SnsState:
        call: Caller = host.call
        store = host.store
        return SnsState(
            store,
            host.bus,
            host.settings,
            call,
            Topics(store),
            Subscriptions(store),
            Deliveries(store),
            Signer(store),
            TopicCount(store),
            Platforms(store),
            SmsRecords(store),
            reach=host,
        )
