"""ACM's one state object: its store, bus and settings, the certificates' records, and the pipeline (for the
API Gateway custom domain names that use a certificate)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.acm.repo.certificates import Certificates
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: Seconds on labcloud's clock from a DNS-validated request to its issue (``LABCLOUD_ACM_VALIDATION_SECONDS``).
VALIDATION_SECONDS = 1.0
#: Certificates an account holds in a region (ACM's default quota, 2,500; ``LABCLOUD_ACM_MAX_CERTIFICATES``).
MAX_CERTIFICATES = 2500


@dataclass(slots=True)
class AcmState:
    store: Store
    bus: EventBus
    settings: Settings
    certificates: Certificates
    #: Other services through the pipeline: API Gateway's domain names (InUseBy).
    services: Host
    validation_seconds: float = VALIDATION_SECONDS
    max_certificates: int = MAX_CERTIFICATES

    @staticmethod
    def build(host: Host) -> AcmState:
        seconds = host.settings.tuning.number(
            "LABCLOUD_ACM_VALIDATION_SECONDS", VALIDATION_SECONDS, minimum=0.0
        )
        most = max(1, host.settings.tuning.integer("LABCLOUD_ACM_MAX_CERTIFICATES", MAX_CERTIFICATES))
        return AcmState(host.store, host.bus, host.settings, Certificates(host.store), host, seconds, most)
