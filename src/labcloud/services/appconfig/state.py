"""AppConfig's one state object (shared by the control plane ``appconfig`` and the data plane
``appconfigdata``): its store, bus and settings, the records, and its limits."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.appconfig.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: AWS's default quotas (Service Quotas, AppConfig): applications per account and region, environments and
#: configuration profiles per application, deployment strategies per account and region.
MAX_APPLICATIONS = 100
MAX_ENVIRONMENTS = 20
MAX_PROFILES = 100
MAX_STRATEGIES = 20
#: Hosted configuration versions kept per profile (labcloud's bound; AWS counts them against storage).
MAX_VERSIONS = 500
#: The largest hosted configuration (AWS's default quota, 2 MB).
MAX_CONTENT = 2 * 1024 * 1024
#: A data plane token is valid this long (AWS: "valid for up to 24 hours").
TOKEN_SECONDS = 24 * 3600


@dataclass(slots=True)
class AppConfigState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host

    @staticmethod
    def build(host: Host) -> AppConfigState:
        return AppConfigState(host.store, host.bus, host.settings, Records(host.store), host)
