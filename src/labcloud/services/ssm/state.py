"""SSM's one state object (Parameter Store, documents, associations and maintenance windows): what the service owns while it runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.services.ssm.repo.documents import Documents
from labcloud.services.ssm.repo.instance_work import Associations, Windows
from labcloud.services.ssm.repo.parameters import LocalKeys, Parameters
from labcloud.services.ssm.sealing import SecureStrings
from labcloud.store.db import Store


@dataclass(slots=True)
class SsmState:
    store: Store
    bus: EventBus
    settings: Settings
    parameters: Parameters
    #: SecureString encryption: KMS's KeyRing when served, else the local seal (``sealing.py``).
    secure: SecureStrings
    documents: Documents
    #: State Manager associations and maintenance windows: records, never run (no instances).
    associations: Associations
    windows: Windows

    @staticmethod
    def build(host: Host) -> SsmState:
        # The hub also answers ``interface(kind)``: the only way SSM reaches KMS (its KeyRing Protocol).
        lookup: Callable[[type], object | None] | None = getattr(host, "interface", None)
        return SsmState(
            host.store,
            host.bus,
            host.settings,
            Parameters(host.store),
            SecureStrings(LocalKeys(host.store), lookup),
            Documents(host.store),
            Associations(host.store),
            Windows(host.store),
        )
