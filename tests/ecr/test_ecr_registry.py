"""The OCI Distribution API labcloud serves at /v2/, driven by a plain HTTP client: a tiny OCI image pushed
(config blob and layer, chunked and monolithic uploads, the manifest by tag), pulled back with its digests
checked, and the registry's auth challenge, error codes and tag listing."""

from __future__ import annotations

import json
from typing import Any

from ecr_helpers import DOCKER_MANIFEST, RegistryClient, TinyImage, digest

from labcloud.testing.server_process import LabcloudProcess


def test_an_unauthenticated_request_gets_the_basic_challenge(ecr: Any, labcloud: LabcloudProcess) -> None:
    anonymous = RegistryClient(labcloud.endpoint, None)
    answer = anonymous.call("GET", "/v2/")
    assert answer.status == 401 and answer.error == "UNAUTHORIZED"
    realm = f"http://127.0.0.1:{labcloud.port}/v2/_token"
    assert answer.headers["www-authenticate"] == f'Basic realm="{realm}",service="ecr.amazonaws.com"'
    assert answer.headers["docker-distribution-api-version"] == "registry/2.0"
    assert RegistryClient(labcloud.endpoint, "not-a-token").call("GET", "/v2/").status == 401
    # a client that takes the realm for a token service gets the password back, accepted as Bearer
    registry = RegistryClient.for_ecr(labcloud.endpoint, ecr)
    token = registry.call("GET", "/v2/_token?service=ecr.amazonaws.com").json()["token"]
    assert token == registry.password
    bearer = RegistryClient(labcloud.endpoint, None).call(
        "GET", "/v2/", headers={"Authorization": f"Bearer {token}"}
    )
    assert bearer.status == 200
    assert anonymous.call("GET", "/v2/", headers={"Authorization": "Bearer nope"}).status == 401


def test_push_a_tiny_oci_image_and_pull_it_back(ecr: Any, labcloud: LabcloudProcess) -> None:
    uri = ecr.create_repository(repositoryName="tiny/app")["repository"]["repositoryUri"]
    host, _, name = uri.partition("/")
    assert f"http://{host}" == labcloud.endpoint  # the URI's registry is the endpoint itself
    registry = RegistryClient.for_ecr(f"http://{host}", ecr)
    base = registry.call("GET", "/v2/")
    assert base.status == 200 and base.headers["docker-distribution-api-version"] == "registry/2.0"
    image = TinyImage(layer=b"a layer pushed in several chunks of seven bytes")
    assert registry.call("HEAD", f"/v2/{name}/blobs/{digest(image.config)}").status == 404
    config = registry.push_blob_monolithic(name, image.config)
    assert config.status == 201 and config.headers["docker-content-digest"] == digest(image.config)
    layer = registry.push_blob_chunked(name, image.layer)
    assert layer.status == 201 and layer.headers["location"] == f"/v2/{name}/blobs/{digest(image.layer)}"
    put = registry.put_manifest(name, "v1", image.manifest)
    assert put.status == 201 and put.headers["docker-content-digest"] == image.digest
    # pulled back by tag and by digest, every digest what it should be
    pulled = registry.call(
        "GET", f"/v2/{name}/manifests/v1", headers={"Accept": "application/vnd.oci.image.manifest.v1+json"}
    )
    assert pulled.status == 200 and digest(pulled.body) == image.digest
    assert pulled.headers["content-type"] == "application/vnd.oci.image.manifest.v1+json"
    assert pulled.headers["docker-content-digest"] == image.digest
    manifest = json.loads(pulled.body)
    for descriptor in [manifest["config"], *manifest["layers"]]:
        blob = registry.call("GET", f"/v2/{name}/blobs/{descriptor['digest']}")
        assert (
            blob.status == 200
            and digest(blob.body) == descriptor["digest"]
            and len(blob.body) == descriptor["size"]
        )
    head = registry.call("HEAD", f"/v2/{name}/manifests/{image.digest}")
    assert (
        head.status == 200 and head.headers["content-length"] == str(len(image.manifest)) and head.body == b""
    )
    blob_head = registry.call("HEAD", f"/v2/{name}/blobs/{digest(image.layer)}")
    assert blob_head.status == 200 and blob_head.headers["content-length"] == str(len(image.layer))
    # the API sees what the registry stored
    detail = ecr.describe_images(repositoryName="tiny/app")["imageDetails"][0]
    assert detail["imageDigest"] == image.digest and detail["imageTags"] == ["v1"]
    # pushing the same manifest again is not an error for a registry client
    assert registry.put_manifest(name, "v1", image.manifest).status == 201


def test_the_registry_host_names_the_registry(ecr: Any, labcloud: LabcloudProcess) -> None:
    ecr.create_repository(repositoryName="plain")
    host = f"000000000000.dkr.ecr.us-east-1.localhost:{labcloud.port}"
    registry = RegistryClient.for_ecr(labcloud.endpoint, ecr, host=host)
    image = TinyImage(media_type=DOCKER_MANIFEST)
    assert registry.push_blob_monolithic("plain", image.config).status == 201
    assert registry.push_blob_monolithic("plain", image.layer).status == 201
    assert registry.put_manifest("plain", image.digest, image.manifest, DOCKER_MANIFEST).status == 201
    assert ecr.list_images(repositoryName="plain")["imageIds"] == [{"imageDigest": image.digest}]
    for tag in ("b", "a", "c"):
        assert registry.put_manifest("plain", tag, image.manifest, DOCKER_MANIFEST).status == 201
    listed = registry.call("GET", "/v2/plain/tags/list")
    assert listed.json() == {"name": "plain", "tags": ["a", "b", "c"]}
    first = registry.call("GET", "/v2/plain/tags/list?n=2")
    assert first.json()["tags"] == ["a", "b"] and 'rel="next"' in first.headers["link"]
    assert registry.call("GET", "/v2/plain/tags/list?n=2&last=b").json()["tags"] == ["c"]
    deleted = registry.call("DELETE", f"/v2/plain/manifests/{image.digest}")
    assert deleted.status == 202
    assert registry.call("GET", "/v2/plain/manifests/a").error == "MANIFEST_UNKNOWN"


def test_the_registrys_error_codes(ecr: Any, labcloud: LabcloudProcess) -> None:
    ecr.create_repository(repositoryName="errs")
    registry = RegistryClient.for_ecr(labcloud.endpoint, ecr)
    assert registry.call("GET", "/v2/nothing/manifests/v1").error == "NAME_UNKNOWN"
    assert registry.call("GET", "/v2/errs/manifests/v1").error == "MANIFEST_UNKNOWN"
    missing = registry.call("GET", f"/v2/errs/blobs/{digest(b'missing')}")
    assert missing.status == 404 and missing.error == "BLOB_UNKNOWN"
    wrong = registry.call("POST", f"/v2/errs/blobs/uploads/?digest={digest(b'other')}", b"content")
    assert wrong.status == 400 and wrong.error == "DIGEST_INVALID"
    image = TinyImage()
    unknown_blobs = registry.put_manifest("errs", "v1", image.manifest)
    assert unknown_blobs.status == 400 and unknown_blobs.error == "MANIFEST_BLOB_UNKNOWN"
    assert registry.put_manifest("errs", "v1", "{not json").error == "MANIFEST_INVALID"
    started = registry.call("POST", "/v2/errs/blobs/uploads/")
    location = started.headers["location"]
    status = registry.call("GET", location)
    assert status.status == 204 and status.headers["docker-upload-uuid"] == location.rsplit("/", 1)[1]
    out_of_order = registry.call("PATCH", location, b"abc", {"Content-Range": "5-7"})
    assert out_of_order.status == 416
    assert registry.call("DELETE", location).status == 204
    assert registry.call("PATCH", location, b"abc").error == "BLOB_UPLOAD_UNKNOWN"
    assert registry.call("GET", "/v2/_catalog").error == "UNSUPPORTED"
    assert registry.call("DELETE", f"/v2/errs/blobs/{digest(b'x')}").status == 405


def test_signed_api_calls_under_v2_still_reach_their_services(labcloud: LabcloudProcess) -> None:
    apis = labcloud.boto3_client("apigatewayv2")
    made = apis.create_api(Name="not-the-registry", ProtocolType="HTTP")
    assert apis.get_apis()["Items"][0]["ApiId"] == made["ApiId"]


def test_a_layer_larger_than_one_part_streams_in_one_patch(ecr: Any, labcloud: LabcloudProcess) -> None:
    """docker sends a whole layer in one PATCH: its body is read as it arrives and stored in parts."""
    ecr.create_repository(repositoryName="big")
    registry = RegistryClient.for_ecr(labcloud.endpoint, ecr)
    layer = bytes(range(256)) * (20 * 2**20 // 256 + 17)  # 20 MiB and a bit: two UploadLayerPart calls
    started = registry.call("POST", "/v2/big/blobs/uploads/")
    patched = registry.call("PATCH", started.headers["location"], layer)
    assert patched.status == 202 and patched.headers["range"] == f"0-{len(layer) - 1}"
    done = registry.call("PUT", f"{patched.headers['location']}?digest={digest(layer)}")
    assert done.status == 201
    pulled = registry.call("GET", f"/v2/big/blobs/{digest(layer)}")
    assert pulled.status == 200 and digest(pulled.body) == digest(layer)
