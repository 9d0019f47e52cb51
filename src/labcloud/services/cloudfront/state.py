"""CloudFront's one state object: the store, the bus, calls to other services (the origins' reads) and
the edge cache (in memory: a restart empties it, as a new edge location starts cold)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.cloudfront.edge_cache import EdgeCache
from labcloud.services.shape import Caller, Host
from labcloud.store.db import Store


@dataclass(slots=True)
class CloudFrontState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Calls through the pipeline: an S3 origin is read as the distribution's OAC/OAI principal.
    caller: Caller
    #: The hub's interface lookup: the front doors a custom origin of labcloud's own is reached through.
    find_interface: Callable[[type], object | None]
    cache: EdgeCache = field(default_factory=EdgeCache)

    @staticmethod
    def build(host: Host) -> CloudFrontState:
        return CloudFrontState(host.store, host.bus, host.settings, host, host.interface)
