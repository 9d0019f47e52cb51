"""S3 Control's one state object: the store, the bus, the settings, and where resource policies are found
(a bucket's policy, evaluated beside an access point's on requests through the access point)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.resource_policies import ResourcePolicies
from labcloud.services.shape import Caller, Host
from labcloud.store.db import Store


@dataclass(slots=True)
class S3ControlState:
    store: Store
    bus: EventBus
    settings: Settings
    policies: ResourcePolicies
    #: The hub's interface lookup: S3's bucket names (an access point names an existing bucket).
    find_interface: Callable[[type], object | None]
    #: Lambda's Invoke through the pipeline (an Object Lambda access point's function).
    calls: Caller
    #: Object Lambda GetObjects waiting for their function's WriteGetObjectResponse: route → (token, future).
    pending: dict[str, tuple[str, asyncio.Future[dict[str, object]]]] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> S3ControlState:
        return S3ControlState(
            host.store, host.bus, host.settings, host.resource_policies, host.interface, host
        )
