"""Images and layers through boto3: layer uploads with their digest verified, PutImage's checks (layers
present, digests matching, immutable tags), BatchGetImage, BatchDeleteImage, ListImages, DescribeImages,
GetDownloadUrlForLayer, and lifecycle policies expiring images on push and on labcloud's clock."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from ecr_helpers import DOCKER_MANIFEST, OCI_INDEX, TinyImage, digest, push, refused, upload_layer

from labcloud.testing.server_process import LabcloudProcess


def test_a_layer_upload_verifies_its_digest(ecr: Any) -> None:
    ecr.create_repository(repositoryName="layers")
    upload = ecr.initiate_layer_upload(repositoryName="layers")
    assert upload["partSize"] > 0
    uid = upload["uploadId"]
    ecr.upload_layer_part(
        repositoryName="layers", uploadId=uid, partFirstByte=0, partLastByte=2, layerPartBlob=b"abc"
    )
    code, _ = refused(
        ecr.upload_layer_part,
        repositoryName="layers",
        uploadId=uid,
        partFirstByte=5,
        partLastByte=6,
        layerPartBlob=b"de",
    )
    assert code == "InvalidLayerPartException"
    last = ecr.upload_layer_part(
        repositoryName="layers", uploadId=uid, partFirstByte=3, partLastByte=4, layerPartBlob=b"de"
    )["lastByteReceived"]
    assert last == 4
    code, message = refused(
        ecr.complete_layer_upload, repositoryName="layers", uploadId=uid, layerDigests=[digest(b"other")]
    )
    assert code == "InvalidLayerException" and digest(b"abcde") in message
    assert (
        refused(
            ecr.complete_layer_upload, repositoryName="layers", uploadId=uid, layerDigests=[digest(b"abcde")]
        )[0]
        == "UploadNotFoundException"
    )
    good = upload_layer(ecr, "layers", b"abcde")
    assert good == digest(b"abcde")
    again = ecr.initiate_layer_upload(repositoryName="layers")["uploadId"]
    ecr.upload_layer_part(
        repositoryName="layers", uploadId=again, partFirstByte=0, partLastByte=4, layerPartBlob=b"abcde"
    )
    code, _ = refused(ecr.complete_layer_upload, repositoryName="layers", uploadId=again, layerDigests=[good])
    assert code == "LayerAlreadyExistsException"
    empty = ecr.initiate_layer_upload(repositoryName="layers")["uploadId"]
    code, _ = refused(ecr.complete_layer_upload, repositoryName="layers", uploadId=empty, layerDigests=[good])
    assert code == "EmptyUploadException"
    ecr.create_repository(repositoryName="elsewhere")
    code, _ = refused(
        ecr.upload_layer_part,
        repositoryName="elsewhere",
        uploadId=empty,
        partFirstByte=0,
        partLastByte=0,
        layerPartBlob=b"x",
    )
    assert code == "UploadNotFoundException"
    checked = ecr.batch_check_layer_availability(
        repositoryName="layers", layerDigests=[good, digest(b"nope"), "md5:1"]
    )
    assert checked["layers"] == [{"layerDigest": good, "layerAvailability": "AVAILABLE", "layerSize": 5}]
    assert [(f["layerDigest"], f["failureCode"]) for f in checked["failures"]] == [
        (digest(b"nope"), "MissingLayerDigest"),
        ("md5:1", "InvalidLayerDigest"),
    ]


def test_the_download_url_serves_the_layer(ecr: Any) -> None:
    ecr.create_repository(repositoryName="dl/nested")
    layer = upload_layer(ecr, "dl/nested", b"some layer bytes")
    url = ecr.get_download_url_for_layer(repositoryName="dl/nested", layerDigest=layer)["downloadUrl"]
    with urllib.request.urlopen(url, timeout=10) as response:
        assert response.read() == b"some layer bytes"
    tampered = url.replace("signature=", "signature=0")
    try:
        urllib.request.urlopen(tampered, timeout=10)
        raise AssertionError("a tampered URL was served")
    except urllib.error.HTTPError as exc:
        assert exc.code == 403
    code, _ = refused(
        ecr.get_download_url_for_layer, repositoryName="dl/nested", layerDigest=digest(b"missing")
    )
    assert code == "LayersNotFoundException"


def test_put_image_checks_layers_digests_and_repeats(ecr: Any) -> None:
    ecr.create_repository(repositoryName="imgs")
    image = TinyImage()
    code, message = refused(ecr.put_image, repositoryName="imgs", imageManifest=image.manifest, imageTag="v1")
    assert code == "LayersNotFoundException" and digest(image.layer) in message
    pushed = push(ecr, "imgs", image, "v1")
    assert pushed["imageId"] == {"imageDigest": image.digest, "imageTag": "v1"}
    assert pushed["imageManifestMediaType"] == "application/vnd.oci.image.manifest.v1+json"
    code, _ = refused(ecr.put_image, repositoryName="imgs", imageManifest=image.manifest, imageTag="v1")
    assert code == "ImageAlreadyExistsException"
    assert (
        ecr.put_image(repositoryName="imgs", imageManifest=image.manifest, imageTag="v2")["image"]["imageId"][
            "imageTag"
        ]
        == "v2"
    )
    code, _ = refused(
        ecr.put_image,
        repositoryName="imgs",
        imageManifest=image.manifest,
        imageDigest=digest(b"x"),
        imageTag="v3",
    )
    assert code == "ImageDigestDoesNotMatchException"
    for bad in (
        "not json",
        json.dumps({"schemaVersion": 1, "name": "x"}),
        json.dumps({"schemaVersion": 2, "layers": 3}),
    ):
        assert (
            refused(ecr.put_image, repositoryName="imgs", imageManifest=bad)[0] == "InvalidParameterException"
        )
    code, _ = refused(
        ecr.put_image,
        repositoryName="imgs",
        imageManifest=image.manifest,
        imageManifestMediaType=DOCKER_MANIFEST,
    )
    assert code == "InvalidParameterException"
    assert (
        refused(ecr.put_image, repositoryName="none", imageManifest=image.manifest)[0]
        == "RepositoryNotFoundException"
    )
    index = json.dumps(
        {
            "schemaVersion": 2,
            "mediaType": OCI_INDEX,
            "manifests": [{"mediaType": image.media_type, "digest": digest(b"absent"), "size": 10}],
        }
    )
    assert (
        refused(ecr.put_image, repositoryName="imgs", imageManifest=index)[0]
        == "ReferencedImagesNotFoundException"
    )


def test_immutable_tags_and_their_exclusions(ecr: Any) -> None:
    ecr.create_repository(
        repositoryName="frozen",
        imageTagMutability="IMMUTABLE_WITH_EXCLUSION",
        imageTagMutabilityExclusionFilters=[{"filterType": "WILDCARD", "filter": "latest"}],
    )
    first, second = TinyImage(layer=b"first"), TinyImage(layer=b"second")
    push(ecr, "frozen", first, "v1")
    push(ecr, "frozen", first, "latest")
    code, message = refused(push, ecr, "frozen", second, "v1")
    assert code == "ImageTagAlreadyExistsException" and "v1" in message
    push(ecr, "frozen", second, "latest")  # excluded from immutability: moves
    got = ecr.batch_get_image(repositoryName="frozen", imageIds=[{"imageTag": "latest"}, {"imageTag": "v1"}])
    assert [i["imageId"]["imageDigest"] for i in got["images"]] == [second.digest, first.digest]


def test_get_list_describe_and_delete_images(ecr: Any) -> None:
    ecr.create_repository(repositoryName="many")
    one, two = TinyImage(layer=b"one"), TinyImage(layer=b"two", media_type=DOCKER_MANIFEST)
    push(ecr, "many", one, "a")
    ecr.put_image(repositoryName="many", imageManifest=one.manifest, imageTag="b")
    push(ecr, "many", two)
    got = ecr.batch_get_image(
        repositoryName="many",
        imageIds=[
            {"imageDigest": two.digest},
            {"imageTag": "zzz"},
            {"imageTag": "a", "imageDigest": two.digest},
        ],
    )
    assert got["images"][0]["imageManifest"] == two.manifest
    assert got["images"][0]["imageManifestMediaType"] == DOCKER_MANIFEST
    assert [f["failureCode"] for f in got["failures"]] == ["ImageNotFound", "ImageTagDoesNotMatchDigest"]
    listed = ecr.list_images(repositoryName="many")["imageIds"]
    assert sorted((i["imageDigest"], i.get("imageTag")) for i in listed) == sorted(
        [(one.digest, "a"), (one.digest, "b"), (two.digest, None)]
    )
    untagged = ecr.list_images(repositoryName="many", filter={"tagStatus": "UNTAGGED"})["imageIds"]
    assert untagged == [{"imageDigest": two.digest}]
    details = {d["imageDigest"]: d for d in ecr.describe_images(repositoryName="many")["imageDetails"]}
    assert details[one.digest]["imageTags"] == ["a", "b"]
    assert details[one.digest]["imageSizeInBytes"] == len(one.manifest) + len(one.config) + len(one.layer)
    assert (
        details[two.digest]["imageManifestMediaType"] == DOCKER_MANIFEST
        and "imageTags" not in details[two.digest]
    )
    code, message = refused(ecr.describe_images, repositoryName="many", imageIds=[{"imageTag": "nope"}])
    assert code == "ImageNotFoundException" and "nope" in message
    deleted = ecr.batch_delete_image(
        repositoryName="many", imageIds=[{"imageTag": "a"}, {"imageTag": "ghost"}]
    )
    assert deleted["imageIds"] == [{"imageDigest": one.digest, "imageTag": "a"}]
    assert deleted["failures"][0]["failureCode"] == "ImageNotFound"
    assert ecr.describe_images(repositoryName="many", imageIds=[{"imageTag": "b"}])["imageDetails"][0][
        "imageTags"
    ] == ["b"]
    deleted = ecr.batch_delete_image(repositoryName="many", imageIds=[{"imageDigest": one.digest}])
    assert deleted["imageIds"] == [{"imageDigest": one.digest, "imageTag": "b"}]
    assert [d["imageDigest"] for d in ecr.describe_images(repositoryName="many")["imageDetails"]] == [
        two.digest
    ]
    pages = ecr.get_paginator("list_images").paginate(repositoryName="many", PaginationConfig={"PageSize": 1})
    assert [i for p in pages for i in p["imageIds"]] == [{"imageDigest": two.digest}]


def test_lifecycle_rules_expire_by_count_on_push_and_by_age_on_the_clock(
    ecr: Any, labcloud: LabcloudProcess
) -> None:
    ecr.create_repository(repositoryName="rotating")
    policy = {
        "rules": [
            {
                "rulePriority": 1,
                "description": "keep the two newest release images",
                "selection": {
                    "tagStatus": "tagged",
                    "tagPrefixList": ["rel"],
                    "countType": "imageCountMoreThan",
                    "countNumber": 2,
                },
                "action": {"type": "expire"},
            },
            {
                "rulePriority": 2,
                "description": "untagged images go after a day",
                "selection": {
                    "tagStatus": "untagged",
                    "countType": "sinceImagePushed",
                    "countUnit": "days",
                    "countNumber": 1,
                },
                "action": {"type": "expire"},
            },
        ]
    }
    ecr.put_lifecycle_policy(repositoryName="rotating", lifecyclePolicyText=json.dumps(policy))
    images = [TinyImage(layer=f"release {i}".encode()) for i in range(3)]
    for i, image in enumerate(images):
        push(ecr, "rotating", image, f"rel-{i}")
    loose = TinyImage(layer=b"untagged")
    push(ecr, "rotating", loose)
    kept = {d["imageDigest"] for d in ecr.describe_images(repositoryName="rotating")["imageDetails"]}
    assert kept == {images[1].digest, images[2].digest, loose.digest}
    try:
        labcloud.advance_clock("2d")
        push(ecr, "rotating", TinyImage(layer=b"release 3"), "rel-3")
        left = {d["imageDigest"] for d in ecr.describe_images(repositoryName="rotating")["imageDetails"]}
        assert loose.digest not in left and images[1].digest not in left and len(left) == 2
    finally:
        labcloud.reset_clock()


def test_an_upload_left_unfinished_for_a_day_is_dropped(ecr: Any, labcloud: LabcloudProcess) -> None:
    ecr.create_repository(repositoryName="stale")
    upload = ecr.initiate_layer_upload(repositoryName="stale")["uploadId"]
    ecr.upload_layer_part(
        repositoryName="stale", uploadId=upload, partFirstByte=0, partLastByte=2, layerPartBlob=b"abc"
    )
    try:
        labcloud.advance_clock("2d")
        # expired the moment it is a day old, whenever the sweep that removes its bytes next runs
        code, _ = refused(
            ecr.upload_layer_part,
            repositoryName="stale",
            uploadId=upload,
            partFirstByte=3,
            partLastByte=3,
            layerPartBlob=b"d",
        )
        assert code == "UploadNotFoundException"
        code, _ = refused(
            ecr.complete_layer_upload,
            repositoryName="stale",
            uploadId=upload,
            layerDigests=["sha256:" + "0" * 64],
        )
        assert code == "UploadNotFoundException"
    finally:
        labcloud.reset_clock()
