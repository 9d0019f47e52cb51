"""Pipes' one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Protocol

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.pipes.host import Caller, caller_of
from labcloud.services.pipes.repo.pipes import Pipe
from labcloud.services.shape import Host
from labcloud.store.db import Store


class Poller(Protocol):
    """A running pipe's poller (``runner.Runner``), as the state keeps it."""

    pipe: Pipe

    async def stop(self) -> None: ...


@dataclass(slots=True)
class PipesState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Other services through the pipeline, as each pipe's role.
    services: Caller
    #: The running pollers by pipe ARN (memory only: rebuilt from the store after a restart).
    runners: dict[str, Poller] = field(default_factory=dict)
    #: The task settling pipes in transitional states, while one runs.
    settling: asyncio.Task[None] | None = None
    closed: bool = False

    @staticmethod
    def build(host: Host) -> PipesState:
        return PipesState(host.store, host.bus, host.settings, caller_of(host))
