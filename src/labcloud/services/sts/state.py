"""STS's one state object: the session index and the seams it uses, passed explicitly to its behaviour."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.identity import Identity
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.shape import Host, Interfaces
from labcloud.services.sts.sessions import SessionIndex
from labcloud.store.db import Store


@dataclass(slots=True)
class StsState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Every live (and recently expired) session by access key, rebuilt from the store at start.
    sessions: SessionIndex
    #: Key resolution of every service (GetAccessKeyInfo asks all of them).
    identity: Identity
    #: Where IAM's directory (roles, managed policies) is found when a request needs it.
    interfaces: Interfaces

    @staticmethod
    def build(host: Host) -> StsState:
        return StsState(host.store, host.bus, host.settings, SessionIndex(host.store), host.identity, host)

    @property
    def iam(self) -> IamDirectory | None:
        return self.interfaces.interface(IamDirectory)
