"""OpenSearch Serverless's one state object: its store, bus and settings, the control-plane records, the
indexes and documents, the host (IAM's directory and the key lookup for the data plane) and its bounds."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.opensearchserverless.repo.documents import Documents
from labcloud.services.opensearchserverless.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: AWS's default quotas: collections per account and Region, policies of each type, VPC endpoints.
MAX_COLLECTIONS = 50
MAX_POLICIES = 500
MAX_VPC_ENDPOINTS = 50
MAX_GROUPS = 50
#: labcloud's bounds on the data plane: indexes per collection, documents per index (every search reads
#: an index whole), one document's JSON text (``LABCLOUD_AOSS_MAX_DOCUMENTS``, ``..._MAX_DOCUMENT_BYTES``).
MAX_INDEXES = 1000
MAX_DOCUMENTS = 100_000
MAX_DOCUMENT_BYTES = 1024 * 1024
#: Seconds a new collection stays CREATING before it is ACTIVE (``LABCLOUD_AOSS_CREATE_SECONDS``).
CREATE_SECONDS = 1.0


@dataclass(slots=True)
class AossState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    documents: Documents
    services: Host
    max_documents: int = MAX_DOCUMENTS
    max_document_bytes: int = MAX_DOCUMENT_BYTES
    create_seconds: float = CREATE_SECONDS

    @staticmethod
    def build(host: Host) -> AossState:
        tuning = host.settings.tuning
        return AossState(
            host.store,
            host.bus,
            host.settings,
            Records(host.store),
            Documents(host.store),
            host,
            max(1, tuning.integer("LABCLOUD_AOSS_MAX_DOCUMENTS", MAX_DOCUMENTS)),
            max(1, tuning.integer("LABCLOUD_AOSS_MAX_DOCUMENT_BYTES", MAX_DOCUMENT_BYTES)),
            tuning.number("LABCLOUD_AOSS_CREATE_SECONDS", CREATE_SECONDS, minimum=0.0),
        )
