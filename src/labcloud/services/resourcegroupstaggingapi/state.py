"""The Tagging API's one state object: its store, bus, settings, its pagination tokens, and the running system
(every service's tag sources, and calls to the services' own tag operations)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.resourcegroupstaggingapi.repo.tokens import Tokens
from labcloud.services.shape import Host
from labcloud.store.db import Store
from labcloud.tag_sources import TagSources

#: Seconds a pagination token stays good, on labcloud's clock (AWS's tokens last 15 minutes).
TOKEN_SECONDS = 15 * 60.0


@dataclass(slots=True)
class TaggingState:
    store: Store
    bus: EventBus
    settings: Settings
    tokens: Tokens
    #: The services: their tag sources (an interface) and their tag operations (``call``).
    services: Host
    token_seconds: float = TOKEN_SECONDS

    @staticmethod
    def build(host: Host) -> TaggingState:
        seconds = host.settings.tuning.number("LABCLOUD_TAGGING_TOKEN_SECONDS", TOKEN_SECONDS, minimum=1.0)
        return TaggingState(host.store, host.bus, host.settings, Tokens(host.store), host, seconds)

    def sources(self) -> TagSources:
        found = self.services.interface(TagSources)
        assert found is not None  # the hub always offers it
        return found
