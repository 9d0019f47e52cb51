"""Which requests the app hands to ECR's registry (``protocol/registry_paths.py``): a registry host always;
the endpoint's own host only for an unsigned request on one of the registry's paths, never a virtual host
(a bucket's) nor a SigV4-signed call of API Gateway v2 or SES v2 under /v2/."""

from __future__ import annotations

import pytest

from labcloud.protocol.registry_paths import registry_target, streams_upload
from labcloud.protocol.wire import WireRequest


def _request(path: str, host: str = "127.0.0.1:5000", method: str = "GET", **headers: str) -> WireRequest:
    query = ""
    if "?" in path:
        path, query = path.split("?", 1)
    return WireRequest(method, path, query, {"host": host, **headers}, b"")


@pytest.mark.parametrize(
    "path",
    [
        "/v2/",
        "/v2",
        "/v2/app/tags/list",
        "/v2/team/app/manifests/v1",
        "/v2/a/blobs/sha256:00",
        "/v2/a/blobs/uploads/",
    ],
)
def test_registry_paths_on_the_endpoints_host(path: str) -> None:
    assert registry_target(_request(path)) == (None, None)
    assert registry_target(_request(path, host="localhost:5000")) == (None, None)


@pytest.mark.parametrize("path", ["/v2/apis", "/v2/email/identities", "/v2/tags/arn", "/v2x/", "/"])
def test_other_paths_are_not_the_registrys(path: str) -> None:
    assert registry_target(_request(path)) is None


def test_signed_calls_and_virtual_hosts_are_never_the_registrys() -> None:
    signed = _request("/v2/tags/list", authorization="AWS4-HMAC-SHA256 Credential=x")
    assert registry_target(signed) is None
    assert registry_target(_request("/v2/tags/list?X-Amz-Signature=abc")) is None
    assert registry_target(_request("/v2/a/tags/list", host="bucket.s3.localhost:5000")) is None
    assert registry_target(_request("/v2/a/tags/list", host="example.com")) is None


def test_a_registry_host_names_its_account_and_region() -> None:
    host = "123456789012.dkr.ecr.eu-west-1.localhost:5000"
    assert registry_target(_request("/anything", host=host)) == ("123456789012", "eu-west-1")
    assert registry_target(_request("/v2/", host="12.dkr.ecr.eu-west-1.localhost")) is None


def test_only_blob_uploads_stream_their_body() -> None:
    assert streams_upload(_request("/v2/a/blobs/uploads/", method="POST"))
    assert streams_upload(_request("/v2/a/blobs/uploads/0f0e", method="PATCH"))
    assert not streams_upload(_request("/v2/a/manifests/v1", method="PUT"))
    assert not streams_upload(_request("/v2/a/blobs/uploads/0f0e", method="GET"))
