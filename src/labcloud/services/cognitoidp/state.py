"""Cognito user pools' one state object: the store and the event bus (nothing else is reached)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class CognitoState:
    store: Store
    bus: EventBus
    settings: Settings

    @staticmethod
    def build(host: Host) -> CognitoState:
        return CognitoState(host.store, host.bus, host.settings)
