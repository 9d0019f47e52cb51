"""Cognito user pools' one state object: the store, the event bus, and the hub's ``call`` (a pool's
Lambda triggers are invoked through Lambda's Invoke, as ``cognito-idp.amazonaws.com``)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Caller, Host, Interfaces
from labcloud.store.db import Store


@dataclass(slots=True)
class CognitoState:
    store: Store
    bus: EventBus
    settings: Settings
    #: other services through the pipeline (None where no hub gives one: no trigger can then run)
    calls: Caller | None = None
    #: the interfaces other services offer (STS's role sessions: the SmsConfiguration role)
    interfaces: Interfaces | None = None

    @staticmethod
    def build(host: Host) -> CognitoState:
        return CognitoState(host.store, host.bus, host.settings, host, host)
