"""BatchCheckLayerAvailability, InitiateLayerUpload, UploadLayerPart, CompleteLayerUpload and
GetDownloadUrlForLayer: layers (and image configs) pushed in parts, their digest verified on completion,
and a download URL labcloud serves (``downloads.py``)."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ecr.blobs import valid_digest
from labcloud.services.ecr.collect import live_upload
from labcloud.services.ecr.downloads import download_url
from labcloud.services.ecr.errors import (
    empty_upload,
    invalid_layer,
    invalid_layer_part,
    invalid_parameter,
    layer_exists,
    layers_not_found,
    limit_exceeded,
    upload_not_found,
)
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import find, key
from labcloud.services.ecr.repo.images import Upload
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.state import EcrState

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        BatchCheckLayerAvailabilityRequest,
        BatchCheckLayerAvailabilityResponse,
        CompleteLayerUploadRequest,
        CompleteLayerUploadResponse,
        GetDownloadUrlForLayerRequest,
        GetDownloadUrlForLayerResponse,
        InitiateLayerUploadRequest,
        InitiateLayerUploadResponse,
        UploadLayerPartRequest,
        UploadLayerPartResponse,
    )

#: The part size InitiateLayerUpload announces (parts may be of any size up to the model's 20 MiB).
PART_SIZE = 10 * 2**20
MAX_DIGESTS = 100


def batch_check_layer_availability(
    state: EcrState, request: BatchCheckLayerAvailabilityRequest, ctx: RequestContext
) -> BatchCheckLayerAvailabilityResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    digests = request["layerDigests"]
    if not 1 <= len(digests) <= MAX_DIGESTS:
        raise invalid_parameter(
            f"Invalid parameter at 'layerDigests' failed to satisfy constraint: 'Member must have length between 1"
            f" and {MAX_DIGESTS}'"
        )
    out: BatchCheckLayerAvailabilityResponse = {"layers": [], "failures": []}
    for digest in digests:
        if not valid_digest(digest):
            out["failures"].append(
                {
                    "layerDigest": digest,
                    "failureCode": "InvalidLayerDigest",
                    "failureReason": "Invalid layer digest",
                }
            )
            continue
        size = state.images.layer(key(record), digest)
        if size is None:
            out["failures"].append(
                {
                    "layerDigest": digest,
                    "failureCode": "MissingLayerDigest",
                    "failureReason": "Could not find layer",
                }
            )
            continue
        out["layers"].append({"layerDigest": digest, "layerAvailability": "AVAILABLE", "layerSize": size})
    return out


def initiate_layer_upload(
    state: EcrState, request: InitiateLayerUploadRequest, ctx: RequestContext
) -> InitiateLayerUploadResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    upload_id = str(uuid.uuid4())
    with state.store.transaction():
        state.images.start_upload(Upload(upload_id, *key(record), 0, clock.now()))
    return {"uploadId": upload_id, "partSize": PART_SIZE}


def _upload(state: EcrState, record: Repository, upload_id: str) -> Upload:
    found = live_upload(state, upload_id, clock.now())
    if found is None or (found.account_id, found.region, found.repository) != key(record):
        raise upload_not_found(
            f"Upload with id '{upload_id}' does not exist for the repository with name '{record.name}' in registry"
            f" with id '{record.account_id}'"
        )
    return found


def upload_layer_part(
    state: EcrState, request: UploadLayerPartRequest, ctx: RequestContext
) -> UploadLayerPartResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    upload = _upload(state, record, request["uploadId"])
    first, last, data = request["partFirstByte"], request["partLastByte"], request["layerPartBlob"]
    if first != upload.size or last < first or last - first + 1 != len(data):
        raise invalid_layer_part(
            f"The layer part with first byte {first} and last byte {last} does not follow the {upload.size} bytes"
            f" received so far, or does not match the {len(data)} bytes sent"
        )
    if last + 1 > state.max_layer_bytes:
        raise limit_exceeded(f"A layer can be at most {state.max_layer_bytes} bytes")
    state.blobs.append(upload.upload_id, data)
    with state.store.transaction():
        state.images.grow_upload(upload.upload_id, last + 1)
    return {
        "registryId": record.account_id,
        "repositoryName": record.name,
        "uploadId": upload.upload_id,
        "lastByteReceived": last,
    }


def complete_layer_upload(
    state: EcrState, request: CompleteLayerUploadRequest, ctx: RequestContext
) -> CompleteLayerUploadResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    upload = _upload(state, record, request["uploadId"])
    digests = request["layerDigests"]
    if len(digests) != 1 or not valid_digest(digests[0]):
        raise invalid_parameter(
            "Invalid parameter at 'layerDigests': give the one sha256 digest of the layer"
        )
    if upload.size == 0:
        raise empty_upload(f"The upload with id '{upload.upload_id}' contains no layer parts")
    expected = digests[0]
    if state.images.layer(key(record), expected) is not None:
        state.blobs.drop_upload(upload.upload_id)
        with state.store.transaction():
            state.images.end_upload(upload.upload_id)
        raise layer_exists(
            f"The layer with digest '{expected}' already exists in the repository with name '{record.name}' in"
            f" registry with id '{record.account_id}'"
        )
    digest, size = state.blobs.finish(upload.upload_id)
    if digest != expected:
        with state.store.transaction():
            state.images.end_upload(upload.upload_id)
        from labcloud.services.ecr.collect import collect

        collect(state)
        raise invalid_layer(
            f"The layer digest calculated for the upload, {digest}, does not match {expected}"
        )
    with state.store.transaction():
        state.images.end_upload(upload.upload_id)
        state.images.add_layer(key(record), digest, size)
        publish(state, "ecr.layer.uploaded", record, digest=digest, size=size)
    return {
        "registryId": record.account_id,
        "repositoryName": record.name,
        "uploadId": upload.upload_id,
        "layerDigest": digest,
    }


def get_download_url_for_layer(
    state: EcrState, request: GetDownloadUrlForLayerRequest, ctx: RequestContext
) -> GetDownloadUrlForLayerResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    digest = request["layerDigest"]
    if not valid_digest(digest):
        raise invalid_parameter(f"Invalid parameter at 'layerDigest': {digest!r} is not a sha256 digest")
    if state.images.layer(key(record), digest) is None:
        raise layers_not_found(
            f"The specified layer with digest '{digest}' does not exist in the repository with name '{record.name}'"
            f" in registry with id '{record.account_id}'"
        )
    return {"downloadUrl": download_url(state, record, digest), "layerDigest": digest}
