"""IoT's one state object (shared by ``iot`` and ``iot-data``): the store, the bus, the pipeline for the
rules' actions, the tasks running them and the drain of the outbox of acknowledged publishes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: Topic rules an account holds in a region (AWS's default quota is 1,000).
MAX_RULES = 1000
#: Things listed per page when the caller names no maxResults.
PAGE = 100
#: A Publish payload's most bytes (AWS IoT's message size limit, 128 KB).
MAX_PAYLOAD = 128 * 1024
#: republish hops a message may take before the chain is cut (a rule republishing to its own topic).
MAX_HOPS = 8


@dataclass(slots=True)
class IotState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Other services through the pipeline (the rules' actions), IAM applied.
    services: Host
    draining: asyncio.Task[None] | None = None
    #: A publish committed while a drain runs: the drain looks again before it ends.
    again: bool = False

    @staticmethod
    def build(host: Host) -> IotState:
        return IotState(host.store, host.bus, host.settings, host)
