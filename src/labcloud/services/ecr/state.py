"""ECR's one state object: its store, bus and settings, the repositories' and images' records, the blob
files, and the pipeline (KMS key checks, and the registry's calls made as the token's principal)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.ecr.blobs import Blobs
from labcloud.services.ecr.repo.images import Images
from labcloud.services.ecr.repo.repositories import Repositories
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: Repositories per account and Region (ECR's default quota, 100,000; ``LABCLOUD_ECR_MAX_REPOSITORIES``).
MAX_REPOSITORIES = 100_000
#: Images per repository (ECR's default quota, 20,000; ``LABCLOUD_ECR_MAX_IMAGES``).
MAX_IMAGES = 20_000
#: Largest layer accepted, in bytes (ECR's 52,000 MiB; labcloud's default 2 GiB: ``LABCLOUD_ECR_MAX_LAYER_BYTES``).
MAX_LAYER_BYTES = 2 * 2**30
#: Seconds an upload may stay unfinished before a sweep drops it (``LABCLOUD_ECR_UPLOAD_SECONDS``).
UPLOAD_SECONDS = 86400.0


@dataclass(slots=True)
class EcrState:
    store: Store
    bus: EventBus
    settings: Settings
    repositories: Repositories
    images: Images
    blobs: Blobs
    #: Other services through the pipeline: KMS (a repository's key), ECR itself (the registry's calls).
    services: Host
    max_repositories: int = MAX_REPOSITORIES
    max_images: int = MAX_IMAGES
    max_layer_bytes: int = MAX_LAYER_BYTES
    #: Seconds an unfinished upload is kept (``collect.py``).
    upload_seconds: float = UPLOAD_SECONDS
    #: This process's key for the download URLs of layers (``downloads.py``).
    url_key: bytes = field(default_factory=lambda: secrets.token_bytes(32))

    @staticmethod
    def build(host: Host) -> EcrState:
        tuning = host.settings.tuning
        return EcrState(
            host.store,
            host.bus,
            host.settings,
            Repositories(host.store),
            Images(host.store),
            Blobs(host.settings.scratch_dir / "ecr"),
            host,
            max(1, tuning.integer("LABCLOUD_ECR_MAX_REPOSITORIES", MAX_REPOSITORIES)),
            max(1, tuning.integer("LABCLOUD_ECR_MAX_IMAGES", MAX_IMAGES)),
            max(1, tuning.integer("LABCLOUD_ECR_MAX_LAYER_BYTES", MAX_LAYER_BYTES)),
            tuning.number("LABCLOUD_ECR_UPLOAD_SECONDS", UPLOAD_SECONDS, minimum=1.0),
        )
