"""The URLs GetDownloadUrlForLayer gives: ``/_labcloud/ecr/layers/<account>/<region>/<digest>/<repository>`` with an
expiry and an HMAC over both, served by labcloud without further credentials (as AWS's presigned URLs are)
for 1 hour of real time. The key is the server process's own: a URL ends with the process."""

from __future__ import annotations

import hashlib
import hmac
import time
from urllib.parse import quote

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute
from labcloud.services.ecr.blobs import stream, valid_digest
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.state import EcrState

#: A download URL's life, in seconds.
URL_SECONDS = 3600


def _signature(state: EcrState, path: str, expires: int) -> str:
    return hmac.new(state.url_key, f"{path}\n{expires}".encode(), hashlib.sha256).hexdigest()


def download_url(state: EcrState, repository: Repository, digest: str) -> str:
    path = f"/ecr/layers/{repository.account_id}/{repository.region}/{digest}/{quote(repository.name)}"
    expires = int(time.time()) + URL_SECONDS
    return f"{state.settings.endpoint}/_labcloud{path}?expires={expires}&signature={_signature(state, path, expires)}"


def _error(status: int, message: str) -> InternalResponse:
    return InternalResponse(status, f'{{"message": "{message}"}}'.encode())


def routes(state: EcrState) -> tuple[InternalRoute, ...]:
    def serve(request: InternalRequest) -> InternalResponse:
        params = request.params
        digest = params["digest"]
        path = f"/ecr/layers/{params['account']}/{params['region']}/{digest}/{quote(params['name'])}"
        expires = request.int_arg("expires", 0)
        given = request.arg("signature") or ""
        if not valid_digest(digest) or not hmac.compare_digest(given, _signature(state, path, expires)):
            return _error(403, "The download URL's signature does not match")
        if expires < time.time():
            return _error(403, "The download URL has expired")
        key = (params["account"], params["region"], params["name"])
        if state.images.layer(key, digest) is None or not state.blobs.exists(digest):
            return _error(404, "The layer does not exist")
        return InternalResponse(
            200,
            b"",
            "application/octet-stream",
            [("content-length", str(state.blobs.size(digest)))],
            stream=stream(state.blobs.chunks(digest)),
        )

    return (InternalRoute("GET", "/ecr/layers/{account}/{region}/{digest}/{name:path}", serve),)
