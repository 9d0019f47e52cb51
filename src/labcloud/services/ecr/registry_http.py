"""The OCI Distribution API (Docker Registry HTTP API v2) labcloud serves under ``/v2/``: what ``docker``,
``crane``, ``oras`` or any HTTP client push and pull with.

Each request authenticates with HTTP Basic (user ``AWS``, the password GetAuthorizationToken gave; an
unauthenticated one gets 401 and the ``WWW-Authenticate`` challenge, whose realm ``/v2/_token`` answers a
client that treats it as a token service with the same password, then accepted as ``Bearer``) and becomes ECR API calls made as the
token's principal through the pipeline (``hub.call``): IAM's ``ecr:`` actions and repository policies apply
exactly as to the API (a pull is ``ecr:BatchGetImage`` and ``ecr:GetDownloadUrlForLayer``, a push
``ecr:InitiateLayerUpload``, ``ecr:UploadLayerPart``, ``ecr:CompleteLayerUpload`` and ``ecr:PutImage``).
The registry named by the host (``<account>.dkr.ecr.<region>.localhost``) is the calls' ``registryId``;
a request to the endpoint's own host uses the token's account and Region. ECR's errors become the
registry's error codes (``NAME_UNKNOWN``, ``MANIFEST_UNKNOWN``, ``BLOB_UNKNOWN``, ``DIGEST_INVALID``...).
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Iterator
from typing import Any
from urllib.parse import quote

from labcloud import clock
from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.ecr import manifests
from labcloud.services.ecr.auth_ops import principal_of, token_for
from labcloud.services.ecr.blobs import digest_of, stream, valid_digest
from labcloud.services.ecr.collect import live_upload
from labcloud.services.ecr.names import endpoint_host
from labcloud.services.ecr.state import EcrState

_API_VERSION = ("docker-distribution-api-version", "registry/2.0")
#: The challenge's realm: a client that asks it for a token gets the password back, to send as Bearer.
TOKEN_PATH = "/v2/_token"
_UPLOADS = re.compile(r"^/v2/(?P<name>.+)/blobs/uploads/(?P<id>[^/]*)$")
_BLOB = re.compile(r"^/v2/(?P<name>.+)/blobs/(?P<digest>[^/]+)$")
_MANIFEST = re.compile(r"^/v2/(?P<name>.+)/manifests/(?P<ref>[^/]+)$")
_TAGS = re.compile(r"^/v2/(?P<name>.+)/tags/list$")
#: Bytes per UploadLayerPart call (the model's limit is 20 MiB).
PART_BYTES = 16 * 2**20
#: Tags a tags/list answer gathers at most.
MAX_TAGS_LISTED = 10_000

#: ECR's error code → (HTTP status, the registry's code).
_CODES: dict[str, tuple[int, str]] = {
    "RepositoryNotFoundException": (404, "NAME_UNKNOWN"),
    "ImageNotFoundException": (404, "MANIFEST_UNKNOWN"),
    "LayersNotFoundException": (400, "MANIFEST_BLOB_UNKNOWN"),
    "ReferencedImagesNotFoundException": (400, "MANIFEST_BLOB_UNKNOWN"),
    "ImageTagAlreadyExistsException": (400, "TAG_INVALID"),
    "ImageDigestDoesNotMatchException": (400, "DIGEST_INVALID"),
    "InvalidLayerException": (400, "DIGEST_INVALID"),
    "InvalidLayerPartException": (416, "BLOB_UPLOAD_INVALID"),
    "UploadNotFoundException": (404, "BLOB_UPLOAD_UNKNOWN"),
    "EmptyUploadException": (400, "BLOB_UPLOAD_INVALID"),
    "AccessDeniedException": (403, "DENIED"),
    "LimitExceededException": (429, "TOOMANYREQUESTS"),
    "InvalidParameterException": (400, "MANIFEST_INVALID"),
}


def _error(
    status: int, code: str, message: str, headers: list[tuple[str, str]] | None = None
) -> WireResponse:
    body = json.dumps({"errors": [{"code": code, "message": message, "detail": None}]}).encode()
    return WireResponse(status, body, [_API_VERSION, *(headers or [])], "application/json")


def _from_aws(error: AwsError, *, blob: bool = False) -> WireResponse:
    status, code = _CODES.get(error.code, (400, "UNSUPPORTED"))
    if blob and error.code == "LayersNotFoundException":
        status, code = 404, "BLOB_UNKNOWN"
    return _error(status, code, error.message or error.code)


class Registry:
    """The :class:`~labcloud.front_doors.ContainerRegistry` door ECR offers."""

    def __init__(self, state: EcrState) -> None:
        self.state = state

    async def handle(
        self, request: WireRequest, account_id: str | None, region: str | None, *, too_large: bool = False
    ) -> WireResponse:
        state = self.state
        token = token_for(state, request.headers.get("authorization", ""))
        if token is None:
            host = request.headers.get("host") or endpoint_host(state.settings)
            challenge = f'Basic realm="http://{host}{TOKEN_PATH}",service="ecr.amazonaws.com"'
            return _error(401, "UNAUTHORIZED", "Not Authorized", [("www-authenticate", challenge)])
        if request.path == TOKEN_PATH:
            # clients that read any challenge's realm as a token service (oras-py) fetch the token there
            body = json.dumps({"token": token.token, "access_token": token.token}).encode()
            return WireResponse(200, body, [_API_VERSION], "application/json")
        if too_large:
            return _error(
                413, "SIZE_INVALID", f"The request body is larger than {state.settings.max_body_bytes} bytes"
            )
        call = _Call(
            state,
            principal_of(token),
            token.account_id,
            account_id or token.account_id,
            region or token.region,
        )
        try:
            return await call.route(request)
        except AwsError as exc:
            return _from_aws(exc)


class _Call:
    """One registry request, made as ECR calls by ``principal`` on the registry ``registry``."""

    def __init__(
        self, state: EcrState, principal: Principal, account: str, registry: str, region: str
    ) -> None:
        self.state = state
        self.principal = principal
        self.account = account
        self.registry = registry
        self.region = region

    async def ecr(self, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        return await self.state.services.call(
            "ecr",
            operation,
            {"registryId": self.registry, **params},
            account_id=self.account,
            region=self.region,
            principal=self.principal,
        )

    async def route(self, request: WireRequest) -> WireResponse:
        path, method = request.path, request.method
        if path in ("/v2", "/v2/"):
            if method not in ("GET", "HEAD"):
                return _error(405, "UNSUPPORTED", f"{method} is not supported on /v2/")
            return WireResponse(200, b"{}", [_API_VERSION], "application/json")
        if (match := _TAGS.match(path)) is not None:
            return await self.tags(request, match.group("name"))
        if (match := _MANIFEST.match(path)) is not None:
            return await self.manifest(request, match.group("name"), match.group("ref"))
        if (match := _UPLOADS.match(path)) is not None:
            return await self.upload(request, match.group("name"), match.group("id"))
        if (match := _BLOB.match(path)) is not None:
            return await self.blob(request, match.group("name"), match.group("digest"))
        return _error(
            404, "UNSUPPORTED", "ECR does not support this registry endpoint (no catalog, no referrers)"
        )

    # ------------------------------------------------------------------ tags

    async def tags(self, request: WireRequest, name: str) -> WireResponse:
        if request.method not in ("GET", "HEAD"):
            return _error(405, "UNSUPPORTED", f"{request.method} is not supported on tags/list")
        found: list[str] = []
        token: str | None = None
        while len(found) < MAX_TAGS_LISTED:
            params: dict[str, Any] = {
                "repositoryName": name,
                "filter": {"tagStatus": "TAGGED"},
                "maxResults": 1000,
            }
            if token:
                params["nextToken"] = token
            page = await self.ecr("ListImages", params)
            found += [str(i["imageTag"]) for i in page.get("imageIds") or [] if i.get("imageTag")]
            token = page.get("nextToken")
            if not token:
                break
        found = sorted(set(found))
        query = request.query_dict()
        last = (query.get("last") or [""])[-1]
        if last:
            found = [t for t in found if t > last]
        headers = [_API_VERSION]
        count = (query.get("n") or [""])[-1]
        if count.isdigit():
            limit = int(count)
            if len(found) > limit:
                found = found[:limit]
                if found:
                    headers.append(
                        ("link", f'</v2/{name}/tags/list?n={limit}&last={quote(found[-1])}>; rel="next"')
                    )
        return WireResponse(
            200, json.dumps({"name": name, "tags": found}).encode(), headers, "application/json"
        )

    # ------------------------------------------------------------------ manifests

    def _image_id(self, ref: str) -> dict[str, str]:
        return {"imageDigest": ref} if ref.startswith("sha256:") else {"imageTag": ref}

    async def manifest(self, request: WireRequest, name: str, ref: str) -> WireResponse:
        method = request.method
        if method in ("GET", "HEAD"):
            got = await self.ecr(
                "BatchGetImage",
                {
                    "repositoryName": name,
                    "imageIds": [self._image_id(ref)],
                    "acceptedMediaTypes": list(manifests.MEDIA_TYPES),
                },
            )
            images = got.get("images") or []
            if not images:
                failure = (got.get("failures") or [{}])[0]
                return _error(
                    404, "MANIFEST_UNKNOWN", str(failure.get("failureReason") or "manifest unknown")
                )
            image = images[0]
            body = str(image["imageManifest"]).encode()
            digest = str(image["imageId"]["imageDigest"])
            return WireResponse(
                200,
                body,
                [_API_VERSION, ("docker-content-digest", digest)],
                str(image["imageManifestMediaType"]),
            )
        if method == "PUT":
            params: dict[str, Any] = {"repositoryName": name, **self._image_id(ref)}
            try:
                text = request.body.decode()
            except UnicodeDecodeError:
                return _error(400, "MANIFEST_INVALID", "The manifest is not UTF-8 JSON")
            params["imageManifest"] = text
            media = request.content_type
            if media in manifests.MEDIA_TYPES:
                params["imageManifestMediaType"] = media
            try:
                put = await self.ecr("PutImage", params)
                digest = str(put["image"]["imageId"]["imageDigest"])
            except AwsError as exc:
                if exc.code != "ImageAlreadyExistsException":
                    raise
                digest = digest_of(request.body)
            location = f"/v2/{name}/manifests/{digest}"
            return WireResponse(
                201,
                b"",
                [_API_VERSION, ("location", location), ("docker-content-digest", digest)],
                "text/plain",
            )
        if method == "DELETE":
            deleted = await self.ecr(
                "BatchDeleteImage", {"repositoryName": name, "imageIds": [self._image_id(ref)]}
            )
            if not deleted.get("imageIds"):
                failure = (deleted.get("failures") or [{}])[0]
                return _error(
                    404, "MANIFEST_UNKNOWN", str(failure.get("failureReason") or "manifest unknown")
                )
            return WireResponse(202, b"", [_API_VERSION], "text/plain")
        return _error(405, "UNSUPPORTED", f"{method} is not supported on manifests")

    # ------------------------------------------------------------------ blobs

    async def blob(self, request: WireRequest, name: str, digest: str) -> WireResponse:
        if not valid_digest(digest):
            return _error(400, "DIGEST_INVALID", f"{digest!r} is not a sha256 digest")
        if request.method == "DELETE":
            return _error(
                405, "UNSUPPORTED", "ECR does not delete layers by themselves: delete the images naming them"
            )
        if request.method not in ("GET", "HEAD"):
            return _error(405, "UNSUPPORTED", f"{request.method} is not supported on blobs")
        operation = "BatchCheckLayerAvailability" if request.method == "HEAD" else "GetDownloadUrlForLayer"
        try:
            if operation == "GetDownloadUrlForLayer":
                await self.ecr(operation, {"repositoryName": name, "layerDigest": digest})
            else:
                checked = await self.ecr(operation, {"repositoryName": name, "layerDigests": [digest]})
                if not checked.get("layers"):
                    return _error(404, "BLOB_UNKNOWN", "blob unknown to registry")
        except AwsError as exc:
            return _from_aws(exc, blob=True)
        blobs = self.state.blobs
        size = blobs.size(digest)
        headers = [_API_VERSION, ("docker-content-digest", digest), ("content-length", str(size))]
        chunks: Iterator[bytes] = iter(()) if request.method == "HEAD" else blobs.chunks(digest)
        return WireResponse(200, b"", headers, "application/octet-stream", stream=stream(chunks))

    # ------------------------------------------------------------------ uploads

    def _upload_headers(self, name: str, upload_id: str, size: int) -> list[tuple[str, str]]:
        return [
            _API_VERSION,
            ("location", f"/v2/{name}/blobs/uploads/{upload_id}"),
            ("docker-upload-uuid", upload_id),
            ("range", f"0-{max(size - 1, 0)}"),
        ]

    async def _append(self, name: str, upload_id: str, request: WireRequest, start: int) -> int:
        """Send the request's body (read as it arrives) as UploadLayerPart calls of at most ``PART_BYTES``."""
        offset = start
        pending = bytearray()

        async def send(part: bytes) -> None:
            nonlocal offset
            await self.ecr(
                "UploadLayerPart",
                {
                    "repositoryName": name,
                    "uploadId": upload_id,
                    "partFirstByte": offset,
                    "partLastByte": offset + len(part) - 1,
                    "layerPartBlob": part,
                },
            )
            offset += len(part)

        async for chunk in _body(request):
            pending += chunk
            while len(pending) >= PART_BYTES:
                await send(bytes(pending[:PART_BYTES]))
                del pending[:PART_BYTES]
        if pending:
            await send(bytes(pending))
        return offset

    async def _complete(self, name: str, upload_id: str, digest: str) -> WireResponse:
        try:
            await self.ecr(
                "CompleteLayerUpload",
                {"repositoryName": name, "uploadId": upload_id, "layerDigests": [digest]},
            )
        except AwsError as exc:
            if exc.code != "LayerAlreadyExistsException":
                raise
        headers = [
            _API_VERSION,
            ("location", f"/v2/{name}/blobs/{digest}"),
            ("docker-content-digest", digest),
        ]
        return WireResponse(201, b"", headers, "text/plain")

    def _size(self, name: str, upload_id: str) -> int | None:
        """Bytes the upload holds, or None when it is not an upload of this repository."""
        found = live_upload(self.state, upload_id, clock.now())
        if found is None or (found.account_id, found.region, found.repository) != (
            self.registry,
            self.region,
            name,
        ):
            return None
        return found.size

    async def upload(self, request: WireRequest, name: str, upload_id: str) -> WireResponse:
        method = request.method
        digest = (request.query_dict().get("digest") or [""])[-1]
        if method == "POST" and not upload_id:
            started = await self.ecr("InitiateLayerUpload", {"repositoryName": name})
            new_id = str(started["uploadId"])
            if digest:  # a monolithic upload: the whole blob in this request
                if not valid_digest(digest):
                    return _error(400, "DIGEST_INVALID", f"{digest!r} is not a sha256 digest")
                await self._append(name, new_id, request, 0)
                return await self._complete(name, new_id, digest)
            return WireResponse(202, b"", self._upload_headers(name, new_id, 0), "text/plain")
        size = self._size(name, upload_id)
        if size is None:
            return _error(404, "BLOB_UPLOAD_UNKNOWN", "blob upload unknown to registry")
        if method == "GET":
            return WireResponse(204, b"", self._upload_headers(name, upload_id, size), "text/plain")
        if method == "DELETE":
            with self.state.store.transaction():
                self.state.images.end_upload(upload_id)
            self.state.blobs.drop_upload(upload_id)
            return WireResponse(204, b"", [_API_VERSION], "text/plain")
        if method in ("PATCH", "PUT"):
            content_range = request.headers.get("content-range", "")
            if content_range:
                first = content_range.split("-", 1)[0].strip()
                if not first.isdigit() or int(first) != size:
                    return _error(
                        416,
                        "BLOB_UPLOAD_INVALID",
                        f"The upload holds {size} bytes: {content_range} does not follow",
                    )
            size = await self._append(name, upload_id, request, size)
            if method == "PATCH":
                return WireResponse(202, b"", self._upload_headers(name, upload_id, size), "text/plain")
            if not valid_digest(digest):
                return _error(400, "DIGEST_INVALID", "PUT of an upload needs ?digest=sha256:<hex>")
            return await self._complete(name, upload_id, digest)
        return _error(405, "UNSUPPORTED", f"{method} is not supported on uploads")


async def _body(request: WireRequest) -> AsyncIterator[bytes]:
    """The request's body: as it arrives (a streamed blob upload) or whole."""
    if request.stream is None:
        if request.body:
            yield request.body
        return
    async for chunk in request.stream:
        if chunk:
            yield chunk
