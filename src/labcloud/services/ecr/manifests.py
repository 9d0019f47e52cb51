"""Image manifests as ECR reads them: their media type (Docker v2 schema 2 and manifest lists, OCI image
manifests and indexes), the blobs an image manifest names (config and layers), the manifests an index
names, and the image's size. Docker's schema 1 is refused (registries stopped accepting it)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from labcloud.services.ecr.blobs import valid_digest
from labcloud.services.ecr.errors import invalid_parameter

DOCKER_MANIFEST = "application/vnd.docker.distribution.manifest.v2+json"
DOCKER_LIST = "application/vnd.docker.distribution.manifest.list.v2+json"
OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json"
OCI_INDEX = "application/vnd.oci.image.index.v1+json"
IMAGE_TYPES = (DOCKER_MANIFEST, OCI_MANIFEST)
INDEX_TYPES = (DOCKER_LIST, OCI_INDEX)
MEDIA_TYPES = IMAGE_TYPES + INDEX_TYPES
#: Blobs or manifests one manifest may name.
MAX_REFERENCES = 1000


@dataclass(frozen=True, slots=True)
class Manifest:
    media_type: str
    #: the config's media type (an image manifest's artifact type), or the manifest's artifactType
    artifact_type: str | None
    #: (digest, size) of the config and the layers (an image manifest)
    blobs: tuple[tuple[str, int], ...]
    #: (digest, size) of the manifests an index names
    manifests: tuple[tuple[str, int], ...]

    @property
    def size(self) -> int:
        if self.media_type in INDEX_TYPES:
            return max((size for _, size in self.manifests), default=0)
        return sum(size for _, size in self.blobs)


def _descriptor(item: object, where: str) -> tuple[str, int]:
    if not isinstance(item, dict):
        raise invalid_parameter(f"Invalid parameter at 'imageManifest': {where} is not a descriptor")
    digest, size = item.get("digest"), item.get("size")
    if not isinstance(digest, str) or not valid_digest(digest):
        raise invalid_parameter(f"Invalid parameter at 'imageManifest': {where} has no valid sha256 digest")
    if not isinstance(size, int) or isinstance(size, bool) or size < 0:
        raise invalid_parameter(f"Invalid parameter at 'imageManifest': {where} has no valid size")
    return digest, size


def parse(text: str, given_type: str | None) -> Manifest:
    """The manifest ``text`` (InvalidParameterException when it is not one ECR stores)."""
    try:
        document = json.loads(text)
    except ValueError:
        raise invalid_parameter(
            "Invalid parameter at 'imageManifest': the manifest is not valid JSON"
        ) from None
    if not isinstance(document, dict):
        raise invalid_parameter("Invalid parameter at 'imageManifest': the manifest is not a JSON object")
    declared = document.get("mediaType")
    if declared is not None and not isinstance(declared, str):
        raise invalid_parameter("Invalid parameter at 'imageManifest': mediaType is not a string")
    if declared and given_type and declared != given_type:
        raise invalid_parameter(
            f"Invalid parameter at 'imageManifestMediaType': {given_type} does not match the manifest's"
            f" mediaType {declared}"
        )
    media_type = declared or given_type
    if media_type is None:
        media_type = OCI_INDEX if "manifests" in document else OCI_MANIFEST
    if document.get("schemaVersion") != 2:
        raise invalid_parameter(
            "Invalid parameter at 'imageManifest': only schemaVersion 2 manifests are accepted"
            " (Docker image manifest v2 schema 1 is not supported)"
        )
    if media_type not in MEDIA_TYPES:
        raise invalid_parameter(
            f"Invalid parameter at 'imageManifestMediaType': unsupported media type {media_type}"
        )
    artifact = document.get("artifactType")
    if media_type in INDEX_TYPES:
        listed = document.get("manifests")
        if not isinstance(listed, list) or len(listed) > MAX_REFERENCES:
            raise invalid_parameter("Invalid parameter at 'imageManifest': manifests must be a list")
        named = tuple(_descriptor(item, f"manifests[{i}]") for i, item in enumerate(listed))
        return Manifest(media_type, artifact if isinstance(artifact, str) else None, (), named)
    config = document.get("config")
    layers = document.get("layers")
    if not isinstance(layers, list) or len(layers) > MAX_REFERENCES:
        raise invalid_parameter("Invalid parameter at 'imageManifest': layers must be a list")
    blobs = [_descriptor(config, "config")]
    blobs += [_descriptor(item, f"layers[{i}]") for i, item in enumerate(layers)]
    config_type = config.get("mediaType") if isinstance(config, dict) else None
    kind = artifact if isinstance(artifact, str) else config_type if isinstance(config_type, str) else None
    return Manifest(media_type, kind, tuple(blobs), ())
