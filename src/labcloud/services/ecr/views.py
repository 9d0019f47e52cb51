"""ECR's records as the API shows them: a repository and an image's details."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud.config import Settings
from labcloud.services.ecr.names import uri
from labcloud.services.ecr.repo.images import Image
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.settings_checks import exclusions_shape

if TYPE_CHECKING:
    from labcloud.services.ecr.api import ImageDetail
    from labcloud.services.ecr.api import Repository as RepositoryShape


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def repository(settings: Settings, record: Repository) -> RepositoryShape:
    out: RepositoryShape = {
        "repositoryArn": record.arn,
        "registryId": record.account_id,
        "repositoryName": record.name,
        "repositoryUri": uri(settings, record),
        "createdAt": when(record.created),
        "imageTagMutability": record.mutability,
        "imageScanningConfiguration": {"scanOnPush": record.scan_on_push},
        "encryptionConfiguration": {"encryptionType": record.encryption},
    }
    if record.exclusions:
        out["imageTagMutabilityExclusionFilters"] = exclusions_shape(record.exclusions)  # type: ignore[typeddict-item]
    if record.kms_key:
        out["encryptionConfiguration"]["kmsKey"] = record.kms_key
    return out


def image_detail(image: Image, tags: list[str]) -> ImageDetail:
    out: ImageDetail = {
        "registryId": image.account_id,
        "repositoryName": image.repository,
        "imageDigest": image.digest,
        "imageSizeInBytes": image.size,
        "imagePushedAt": when(image.pushed),
        "imageManifestMediaType": image.media_type,
        "imageStatus": "ACTIVE",
    }
    if tags:
        out["imageTags"] = tags
    if image.artifact_type:
        out["artifactMediaType"] = image.artifact_type
    if image.pulled is not None:
        out["lastRecordedPullTime"] = when(image.pulled)
    return out
