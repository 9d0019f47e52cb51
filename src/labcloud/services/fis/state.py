"""FIS's one state object: the store, the caller reaching Lambda, and the running experiments' cache."""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.fis.running import LiveExperiments
from labcloud.services.shape import Caller, Host
from labcloud.store.db import Store


@dataclass(slots=True)
class FisState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Target resolution asks Lambda (ListFunctions, ListTags, GetFunctionConfiguration) through the pipeline.
    caller: Caller
    #: Experiments that may still inject faults, read from the store when an invocation asks.
    live: LiveExperiments = field(default_factory=LiveExperiments)

    @staticmethod
    def build(host: Host) -> FisState:
        return FisState(host.store, host.bus, host.settings, host)
