"""PutImage, BatchGetImage, BatchDeleteImage, ListImages and DescribeImages: manifests by digest, the tags
naming them, and the checks AWS makes (layers present, digests matching, immutable tags kept)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ecr import lifecycle, manifests
from labcloud.services.ecr.blobs import digest_of, valid_digest
from labcloud.services.ecr.errors import (
    digest_mismatch,
    image_exists,
    image_not_found,
    invalid_parameter,
    layers_not_found,
    limit_exceeded,
    tag_exists,
)
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import find, key
from labcloud.services.ecr.paging import page
from labcloud.services.ecr.repo.images import Image, Key
from labcloud.services.ecr.settings_checks import tag_is_immutable
from labcloud.services.ecr.state import EcrState
from labcloud.services.ecr.views import image_detail

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        BatchDeleteImageRequest,
        BatchDeleteImageResponse,
        BatchGetImageRequest,
        BatchGetImageResponse,
        DescribeImagesRequest,
        DescribeImagesResponse,
        ImageFailure,
        ImageIdentifier,
        ListImagesRequest,
        ListImagesResponse,
        PutImageRequest,
        PutImageResponse,
    )

_TAG = re.compile(r"^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,299}$")
#: Image ids per batch call (ECR's limit).
MAX_IDS = 100


def check_tag(tag: str) -> str:
    if _TAG.match(tag) is None:
        raise invalid_parameter(
            f"Invalid parameter at 'imageTag' failed to satisfy constraint: 'must satisfy regular expression"
            f" '[a-zA-Z0-9_][a-zA-Z0-9._-]{{0,299}}'' (value {tag!r})"
        )
    return tag


def put_image(state: EcrState, request: PutImageRequest, ctx: RequestContext) -> PutImageResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    where = key(record)
    text = request["imageManifest"]
    raw = text.encode()
    digest = digest_of(raw)
    given = request.get("imageDigest")
    if given is not None and given != digest:
        raise digest_mismatch(
            f"Invalid parameter at 'imageDigest': the digest {given} does not match the manifest's digest {digest}"
        )
    tag = request.get("imageTag")
    if tag is not None:
        check_tag(tag)
    manifest = manifests.parse(text, request.get("imageManifestMediaType"))
    missing = [d for d, _ in manifest.blobs if state.images.layer(where, d) is None]
    if missing:
        raise layers_not_found(
            f"Layers with digests '{missing}' required for pushing image into repository with name"
            f" '{record.name}' in registry with id '{record.account_id}' do not exist"
        )
    absent = [d for d, _ in manifest.manifests if state.images.get(where, d) is None]
    if absent:
        from labcloud.errors import AwsError

        raise AwsError(
            "ReferencedImagesNotFoundException",
            f"Manifests with digests '{absent}' referenced by the manifest list do not exist in the repository"
            f" with name '{record.name}' in registry with id '{record.account_id}'",
        )
    existing = state.images.get(where, digest)
    current = state.images.tag(where, tag) if tag else None
    if existing is not None and (tag is None or current == digest):
        raise image_exists(
            f"Image with digest '{digest}'"
            + (f" and tag '{tag}'" if tag else "")
            + f" already exists in the repository with name '{record.name}' in registry with id"
            f" '{record.account_id}'"
        )
    if (
        tag
        and current is not None
        and current != digest
        and tag_is_immutable(record.mutability, record.exclusions, tag)
    ):
        raise tag_exists(
            f"The image tag '{tag}' already exists in the '{record.name}' repository and cannot be overwritten"
            " because the tag is immutable."
        )
    if existing is None and state.images.count(where) >= state.max_images:
        raise limit_exceeded(
            f"The maximum number of images ({state.max_images}) in the repository was reached"
        )
    state.blobs.write(raw)
    now = clock.now()
    image = existing or Image(
        *where, digest, manifest.media_type, manifest.artifact_type, manifest.size + len(raw), now, None
    )
    with state.store.transaction():
        if existing is None:
            state.images.put(image)
        if tag:
            state.images.set_tag(where, tag, digest)
        publish(state, "ecr.image.pushed", record, digest=digest, tag=tag)
        expired = lifecycle.expire(state, record, now)
    if expired:
        from labcloud.services.ecr.collect import collect

        collect(state)
    identifier: ImageIdentifier = {"imageDigest": digest}
    if tag:
        identifier["imageTag"] = tag
    return {
        "image": {
            "registryId": record.account_id,
            "repositoryName": record.name,
            "imageId": identifier,
            "imageManifest": text,
            "imageManifestMediaType": manifest.media_type,
        }
    }


def _resolve(
    state: EcrState, where: Key, image_id: ImageIdentifier
) -> tuple[str | None, ImageFailure | None]:
    """The digest ``image_id`` names, or the failure AWS reports for it."""
    digest, tag = image_id.get("imageDigest"), image_id.get("imageTag")
    if not digest and not tag:
        return None, {
            "imageId": image_id,
            "failureCode": "MissingDigestAndTag",
            "failureReason": "Missing digest and tag",
        }
    if digest and not valid_digest(digest):
        return None, {
            "imageId": image_id,
            "failureCode": "InvalidImageDigest",
            "failureReason": "Invalid image digest",
        }
    if tag and _TAG.match(tag) is None:
        return None, {
            "imageId": image_id,
            "failureCode": "InvalidImageTag",
            "failureReason": "Invalid image tag",
        }
    found = state.images.tag(where, tag) if tag else digest
    if tag and digest and found is not None and found != digest:
        return None, {
            "imageId": image_id,
            "failureCode": "ImageTagDoesNotMatchDigest",
            "failureReason": "Invalid image tag and digest combination",
        }
    if found is None or state.images.get(where, found) is None:
        return None, {
            "imageId": image_id,
            "failureCode": "ImageNotFound",
            "failureReason": "Requested image not found",
        }
    return found, None


def _check_count(ids: list[ImageIdentifier]) -> None:
    if not 1 <= len(ids) <= MAX_IDS:
        raise invalid_parameter(
            f"Invalid parameter at 'imageIds' failed to satisfy constraint: 'Member must have length between 1"
            f" and {MAX_IDS}'"
        )


def batch_get_image(
    state: EcrState, request: BatchGetImageRequest, ctx: RequestContext
) -> BatchGetImageResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    where = key(record)
    _check_count(request["imageIds"])
    accepted = request.get("acceptedMediaTypes")
    out: BatchGetImageResponse = {"images": [], "failures": []}
    pulled: list[str] = []
    for image_id in request["imageIds"]:
        digest, failure = _resolve(state, where, image_id)
        if failure is not None or digest is None:
            out["failures"].append(failure or {"imageId": image_id, "failureCode": "ImageNotFound"})
            continue
        image = state.images.get(where, digest)
        assert image is not None
        if accepted and image.media_type not in accepted:
            out["failures"].append(
                {
                    "imageId": image_id,
                    "failureCode": "ImageNotFound",
                    "failureReason": f"The image's media type {image.media_type} is not among acceptedMediaTypes",
                }
            )
            continue
        identifier: ImageIdentifier = {"imageDigest": digest}
        if image_id.get("imageTag"):
            identifier["imageTag"] = image_id["imageTag"]
        out["images"].append(
            {
                "registryId": record.account_id,
                "repositoryName": record.name,
                "imageId": identifier,
                "imageManifest": state.blobs.read(digest).decode(),
                "imageManifestMediaType": image.media_type,
            }
        )
        pulled.append(digest)
    if pulled:
        now = clock.now()
        with state.store.transaction():
            for digest in pulled:
                state.images.pulled(where, digest, now)
    return out


def _referenced(state: EcrState, where: Key) -> set[str]:
    """Digests named by an index in the repository (an image an index names is not deleted under it)."""
    out: set[str] = set()
    for image in state.images.all_in(where):
        if image.media_type in manifests.INDEX_TYPES:
            parsed = manifests.parse(state.blobs.read(image.digest).decode(), image.media_type)
            out.update(d for d, _ in parsed.manifests)
    return out


def batch_delete_image(
    state: EcrState, request: BatchDeleteImageRequest, ctx: RequestContext
) -> BatchDeleteImageResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    where = key(record)
    _check_count(request["imageIds"])
    out: BatchDeleteImageResponse = {"imageIds": [], "failures": []}
    referenced = _referenced(state, where)
    with state.store.transaction():
        for image_id in request["imageIds"]:
            digest, failure = _resolve(state, where, image_id)
            if failure is not None or digest is None:
                out["failures"].append(failure or {"imageId": image_id, "failureCode": "ImageNotFound"})
                continue
            tags = state.images.tags_of(where).get(digest, [])
            tag = image_id.get("imageTag")
            if tag and not image_id.get("imageDigest") and len(tags) > 1:
                state.images.untag(where, tag)
                out["imageIds"].append({"imageDigest": digest, "imageTag": tag})
                continue
            if digest in referenced:
                out["failures"].append(
                    {
                        "imageId": image_id,
                        "failureCode": "ImageReferencedByManifestList",
                        "failureReason": "Requested image is referenced by an image index in the repository",
                    }
                )
                continue
            state.images.remove(where, digest)
            out["imageIds"] += [{"imageDigest": digest, "imageTag": t} for t in tags] or [
                {"imageDigest": digest}
            ]
            publish(state, "ecr.image.deleted", record, digest=digest, tags=tags)
    from labcloud.services.ecr.collect import collect

    collect(state)
    return out


def _tag_status(given: dict[str, str] | None) -> str:
    status = (given or {}).get("tagStatus", "ANY")
    if status not in ("TAGGED", "UNTAGGED", "ANY"):
        raise invalid_parameter(
            "Invalid parameter at 'filter.tagStatus' failed to satisfy constraint: 'Member must satisfy enum value"
            " set: [TAGGED, UNTAGGED, ANY]'"
        )
    image_status = (given or {}).get("imageStatus", "ACTIVE")
    if image_status not in ("ACTIVE", "ARCHIVED", "ACTIVATING", "ANY"):
        raise invalid_parameter(f"Invalid parameter at 'filter.imageStatus': {image_status}")
    return status if image_status in ("ACTIVE", "ANY") else "NONE"


def list_images(state: EcrState, request: ListImagesRequest, ctx: RequestContext) -> ListImagesResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    where = key(record)
    status = _tag_status(request.get("filter"))  # type: ignore[arg-type]
    tags = state.images.tags_of(where)
    entries: list[tuple[str, ImageIdentifier]] = []
    for image in state.images.all_in(where):
        named = tags.get(image.digest, [])
        if named and status in ("TAGGED", "ANY"):
            entries += [(f"{image.digest}/{t}", {"imageDigest": image.digest, "imageTag": t}) for t in named]
        if not named and status in ("UNTAGGED", "ANY"):
            entries.append((image.digest, {"imageDigest": image.digest}))
    entries.sort(key=lambda e: e[0])
    chosen, token = page(entries, lambda e: e[0], request.get("maxResults"), request.get("nextToken"))
    out: ListImagesResponse = {"imageIds": [e[1] for e in chosen]}
    if token:
        out["nextToken"] = token
    return out


def describe_images(
    state: EcrState, request: DescribeImagesRequest, ctx: RequestContext
) -> DescribeImagesResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    where = key(record)
    tags = state.images.tags_of(where)
    ids = request.get("imageIds")
    if ids is not None:
        if request.get("nextToken") or request.get("maxResults") is not None:
            raise invalid_parameter("nextToken and maxResults cannot be used with imageIds")
        _check_count(ids)
        details = []
        for image_id in ids:
            digest, failure = _resolve(state, where, image_id)
            if failure is not None or digest is None:
                shown = image_id.get("imageTag") or image_id.get("imageDigest") or ""
                raise image_not_found(
                    f"The image with imageId {{imageDigest:'{image_id.get('imageDigest', 'null')}',"
                    f" imageTag:'{image_id.get('imageTag', 'null')}'}} does not exist within the repository with"
                    f" name '{record.name}' in the registry with id '{record.account_id}'"
                    if shown
                    else "Missing digest and tag"
                )
            image = state.images.get(where, digest)
            assert image is not None
            details.append(image_detail(image, tags.get(digest, [])))
        return {"imageDetails": details}
    status = _tag_status(request.get("filter"))  # type: ignore[arg-type]
    every = [
        i
        for i in state.images.all_in(where)
        if status == "ANY" or (status == "TAGGED") == bool(tags.get(i.digest))
    ]
    every.sort(key=lambda i: i.digest)
    chosen, token = page(every, lambda i: i.digest, request.get("maxResults"), request.get("nextToken"))
    out: DescribeImagesResponse = {"imageDetails": [image_detail(i, tags.get(i.digest, [])) for i in chosen]}
    if token:
        out["nextToken"] = token
    return out
