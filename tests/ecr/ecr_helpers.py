"""Helpers of the ECR tests: a tiny OCI image (a config blob and one layer), pushing layers through the API,
and a plain HTTP client of the registry (Basic auth with GetAuthorizationToken's token)."""

from __future__ import annotations

import base64
import hashlib
import json
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any

from botocore.exceptions import ClientError

OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json"
OCI_INDEX = "application/vnd.oci.image.index.v1+json"
DOCKER_MANIFEST = "application/vnd.docker.distribution.manifest.v2+json"


def digest(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


@dataclass
class TinyImage:
    """A config blob, one layer and the OCI manifest naming both."""

    layer: bytes = b"layer bytes of a tiny image"
    config: bytes = field(
        default=b'{"architecture":"amd64","os":"linux","rootfs":{"type":"layers","diff_ids":[]}}'
    )
    media_type: str = OCI_MANIFEST

    @property
    def manifest(self) -> str:
        return json.dumps(
            {
                "schemaVersion": 2,
                "mediaType": self.media_type,
                "config": {
                    "mediaType": "application/vnd.oci.image.config.v1+json",
                    "digest": digest(self.config),
                    "size": len(self.config),
                },
                "layers": [
                    {
                        "mediaType": "application/vnd.oci.image.layer.v1.tar+gzip",
                        "digest": digest(self.layer),
                        "size": len(self.layer),
                    }
                ],
            }
        )

    @property
    def digest(self) -> str:
        return digest(self.manifest.encode())


def refused(call: Any, *args: Any, **kwargs: Any) -> tuple[str, str]:
    """(code, message) of the ClientError ``call(*args, **kwargs)`` raises."""
    try:
        call(*args, **kwargs)
    except ClientError as exc:
        return exc.response["Error"]["Code"], exc.response["Error"].get("Message", "")
    raise AssertionError(f"{call} succeeded")


def upload_layer(ecr: Any, repository: str, data: bytes, **extra: Any) -> str:
    upload = ecr.initiate_layer_upload(repositoryName=repository, **extra)["uploadId"]
    ecr.upload_layer_part(
        repositoryName=repository,
        uploadId=upload,
        partFirstByte=0,
        partLastByte=len(data) - 1,
        layerPartBlob=data,
        **extra,
    )
    return str(
        ecr.complete_layer_upload(
            repositoryName=repository, uploadId=upload, layerDigests=[digest(data)], **extra
        )["layerDigest"]
    )


def push(ecr: Any, repository: str, image: TinyImage, tag: str | None = None, **extra: Any) -> dict[str, Any]:
    """Push ``image`` through the API (its blobs, then its manifest)."""
    for blob in (image.config, image.layer):
        if not ecr.batch_check_layer_availability(
            repositoryName=repository, layerDigests=[digest(blob)], **extra
        )["layers"]:
            upload_layer(ecr, repository, blob, **extra)
    params: dict[str, Any] = {"repositoryName": repository, "imageManifest": image.manifest, **extra}
    if tag:
        params["imageTag"] = tag
    answer: dict[str, Any] = ecr.put_image(**params)["image"]
    return answer


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)

    @property
    def error(self) -> str:
        return str(self.json()["errors"][0]["code"])


class RegistryClient:
    """The registry's HTTP API with Basic auth (``password``: GetAuthorizationToken's, None: anonymous)."""

    def __init__(self, endpoint: str, password: str | None, host: str | None = None) -> None:
        self.endpoint = endpoint
        self.password = password
        self.host = host

    @staticmethod
    def for_ecr(endpoint: str, ecr: Any, host: str | None = None) -> RegistryClient:
        token = ecr.get_authorization_token()["authorizationData"][0]["authorizationToken"]
        user, _, password = base64.b64decode(token).decode().partition(":")
        assert user == "AWS"
        return RegistryClient(endpoint, password, host)

    def call(
        self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
    ) -> Answer:
        sent = dict(headers or {})
        if self.password is not None:
            sent["Authorization"] = "Basic " + base64.b64encode(f"AWS:{self.password}".encode()).decode()
        if self.host:
            sent["Host"] = self.host
        url = path if path.startswith("http") else self.endpoint + path
        request = urllib.request.Request(url, data=body, method=method, headers=sent)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return Answer(
                    response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
                )
        except urllib.error.HTTPError as exc:
            return Answer(exc.code, {k.lower(): v for k, v in exc.headers.items()}, exc.read())

    def push_blob_chunked(self, name: str, data: bytes, chunk: int = 7) -> Answer:
        """POST an upload, PATCH ``data`` in chunks with Content-Range, PUT ``?digest=`` to finish."""
        started = self.call("POST", f"/v2/{name}/blobs/uploads/")
        assert started.status == 202, started
        location = started.headers["location"]
        offset = 0
        while offset < len(data):
            part = data[offset : offset + chunk]
            patched = self.call(
                "PATCH",
                location,
                part,
                {
                    "Content-Range": f"{offset}-{offset + len(part) - 1}",
                    "Content-Type": "application/octet-stream",
                },
            )
            assert patched.status == 202, patched
            assert patched.headers["range"] == f"0-{offset + len(part) - 1}"
            location = patched.headers["location"]
            offset += len(part)
        return self.call("PUT", f"{location}?digest={digest(data)}")

    def push_blob_monolithic(self, name: str, data: bytes) -> Answer:
        return self.call(
            "POST",
            f"/v2/{name}/blobs/uploads/?digest={digest(data)}",
            data,
            {"Content-Type": "application/octet-stream"},
        )

    def put_manifest(
        self, name: str, reference: str, manifest: str, media_type: str = OCI_MANIFEST
    ) -> Answer:
        return self.call(
            "PUT", f"/v2/{name}/manifests/{reference}", manifest.encode(), {"Content-Type": media_type}
        )
