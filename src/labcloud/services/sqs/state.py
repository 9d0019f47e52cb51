"""SQS's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.resource_policies import PolicyCount
from labcloud.services.shape import Host, Interfaces
from labcloud.services.sqs.encryption import DataKeys
from labcloud.services.sqs.later import Later
from labcloud.services.sqs.long_poll import QueueSignals
from labcloud.services.sqs.repo.queues import Queues, count_policies
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.kms.interfaces import KeyRing


@dataclass(slots=True)
class SqsState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Queue records (cached lookups) and the "does any queue have a policy" count.
    queues: Queues
    policy_count: PolicyCount
    #: Writes an answer does not depend on, made after the response on a memory store (``later.py``).
    later: Later
    #: Long-polling receivers' wake-ups (memory only).
    signals: QueueSignals = field(default_factory=QueueSignals)
    #: Running message move tasks by handle (``move_tasks.py``).
    moves: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    #: SSE-KMS data keys held per queue and caller (memory only, ``encryption.py``).
    data_keys: DataKeys = field(default_factory=DataKeys)
    #: How KMS is reached (its KeyRing, offered once KMS is assembled).
    reach: Interfaces | None = None

    def key_ring(self) -> KeyRing | None:
        # imported here: only SSE-KMS queues need KMS, and not SQS's first call (issue 40)
        from labcloud.services.kms.interfaces import KeyRing

        return None if self.reach is None else self.reach.interface(KeyRing)

    @staticmethod
    def build(host: Host) -> SqsState:
        queues = Queues(host.store)
        count = PolicyCount(host.store, partial(count_policies, host.store))
        queues.on_policy_change = count.changed
        return SqsState(host.store, host.bus, host.settings, queues, count, Later(host.store), reach=host)
