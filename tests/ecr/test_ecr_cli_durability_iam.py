"""The ``aws ecr get-login-password`` CLI as the registry's password, what ECR answered 2xx for surviving a
restart (repositories, settings, policies, images and their blobs, tokens), IAM's ``ecr:`` actions on
repository ARNs through the API and the registry, repository policies letting another account pull, and
the view's map."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ecr_helpers import RegistryClient, TinyImage, digest, push, refused

from labcloud.testing.server_process import LabcloudProcess

OTHER_ACCOUNT = "111111111111"


def test_get_login_password_is_the_registrys_password(ecr: Any, labcloud: LabcloudProcess) -> None:
    ecr.create_repository(repositoryName="cli")
    password = labcloud.aws("ecr", "get-login-password").stdout.strip()
    registry = RegistryClient(labcloud.endpoint, password)
    assert registry.call("GET", "/v2/").status == 200
    assert registry.push_blob_monolithic("cli", b"from the cli").status == 201
    described = labcloud.aws_json("ecr", "describe-repositories", "--repository-names", "cli")["repositories"]
    assert described[0]["repositoryUri"] == f"127.0.0.1:{labcloud.port}/cli"
    failed = labcloud.aws("ecr", "describe-images", "--repository-name", "nope", check=False)
    assert failed.returncode != 0 and "RepositoryNotFoundException" in failed.stderr


KEEP_TEN = {
    "rulePriority": 1,
    "selection": {"tagStatus": "any", "countType": "imageCountMoreThan", "countNumber": 10},
    "action": {"type": "expire"},
}


def test_what_ecr_answered_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    image = TinyImage(layer=b"kept layer")
    try:
        ecr = server.boto3_client("ecr")
        ecr.create_repository(
            repositoryName="kept", imageTagMutability="IMMUTABLE", tags=[{"Key": "k", "Value": "v"}]
        )
        ecr.set_repository_policy(
            repositoryName="kept",
            policyText=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"AWS": f"arn:aws:iam::{OTHER_ACCOUNT}:root"},
                            "Action": "ecr:*",
                        }
                    ],
                }
            ),
        )
        registry = RegistryClient.for_ecr(server.endpoint, ecr)
        assert registry.push_blob_monolithic("kept", image.config).status == 201
        assert registry.push_blob_chunked("kept", image.layer).status == 201
        assert registry.put_manifest("kept", "v1", image.manifest).status == 201
        keep = {"rules": [KEEP_TEN]}
        ecr.put_lifecycle_policy(repositoryName="kept", lifecyclePolicyText=json.dumps(keep))
        evaluated = ecr.get_lifecycle_policy(repositoryName="kept")["lastEvaluatedAt"]  # it ran when put
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        ecr = again.boto3_client("ecr")
        repository = ecr.describe_repositories(repositoryNames=["kept"])["repositories"][0]
        assert repository["imageTagMutability"] == "IMMUTABLE"
        assert ecr.list_tags_for_resource(resourceArn=repository["repositoryArn"])["tags"] == [
            {"Key": "k", "Value": "v"}
        ]
        assert OTHER_ACCOUNT in ecr.get_repository_policy(repositoryName="kept")["policyText"]
        # the policy is still there and has run since (a sweep follows the start)
        assert ecr.get_lifecycle_policy(repositoryName="kept")["lastEvaluatedAt"] >= evaluated
        assert ecr.list_images(repositoryName="kept")["imageIds"] == [
            {"imageDigest": image.digest, "imageTag": "v1"}
        ]
        # the token given before the restart still opens the registry, and the blobs are all there
        pulled = registry.call("GET", "/v2/kept/manifests/v1")
        assert pulled.status == 200 and digest(pulled.body) == image.digest
        layer = registry.call("GET", f"/v2/kept/blobs/{digest(image.layer)}")
        assert layer.status == 200 and layer.body == image.layer
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_iam_grants_ecr_actions_on_repository_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("ecr")
    mine = root.create_repository(repositoryName="mine")["repository"]["repositoryArn"]
    root.create_repository(repositoryName="theirs")
    image = TinyImage()
    push(root, "mine", image, "v1")
    push(root, "theirs", image, "v1")
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="puller")
    created = iam.create_access_key(UserName="puller")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["ecr:BatchGetImage", "ecr:GetDownloadUrlForLayer", "ecr:DescribeImages"],
                "Resource": mine,
            },
            {"Effect": "Allow", "Action": "ecr:GetAuthorizationToken", "Resource": "*"},
        ],
    }
    iam.put_user_policy(UserName="puller", PolicyName="p", PolicyDocument=json.dumps(policy))
    ecr: Any = enforcing.boto3_client(
        "ecr", aws_access_key_id=created["AccessKeyId"], aws_secret_access_key=created["SecretAccessKey"]
    )
    assert ecr.describe_images(repositoryName="mine")["imageDetails"][0]["imageDigest"] == image.digest
    code, message = refused(ecr.describe_images, repositoryName="theirs")
    assert code == "AccessDeniedException" and "ecr:DescribeImages" in message
    assert refused(ecr.create_repository, repositoryName="new")[0] == "AccessDeniedException"
    assert refused(ecr.delete_repository, repositoryName="mine", force=True)[0] == "AccessDeniedException"
    # the registry makes the same calls as the token's principal
    registry = RegistryClient.for_ecr(enforcing.endpoint, ecr)
    assert registry.call("GET", "/v2/mine/manifests/v1").status == 200
    assert registry.call("GET", f"/v2/mine/blobs/{digest(image.layer)}").body == image.layer
    denied = registry.call("GET", "/v2/theirs/manifests/v1")
    assert denied.status == 403 and denied.error == "DENIED"
    push_denied = registry.call("POST", "/v2/mine/blobs/uploads/")
    assert push_denied.status == 403 and push_denied.error == "DENIED"
    iam.create_user(UserName="nobody")
    bare = iam.create_access_key(UserName="nobody")["AccessKey"]
    nobody: Any = enforcing.boto3_client(
        "ecr", aws_access_key_id=bare["AccessKeyId"], aws_secret_access_key=bare["SecretAccessKey"]
    )
    code, message = refused(nobody.get_authorization_token)
    assert code == "AccessDeniedException" and "ecr:GetAuthorizationToken" in message


def test_a_repository_policy_lets_another_account_pull(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    owner = enforcing.boto3_client("ecr")
    owner.create_repository(repositoryName="shared")
    image = TinyImage(layer=b"shared layer")
    push(owner, "shared", image, "v1")
    other: Any = enforcing.boto3_client("ecr", aws_access_key_id=OTHER_ACCOUNT)
    code, _ = refused(
        other.batch_get_image,
        registryId="000000000000",
        repositoryName="shared",
        imageIds=[{"imageTag": "v1"}],
    )
    assert code == "AccessDeniedException"
    owner.set_repository_policy(
        repositoryName="shared",
        policyText=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Sid": "pull",
                        "Effect": "Allow",
                        "Principal": {"AWS": f"arn:aws:iam::{OTHER_ACCOUNT}:root"},
                        "Action": ["ecr:BatchGetImage", "ecr:GetDownloadUrlForLayer"],
                    }
                ],
            }
        ),
    )
    assert refused(other.describe_repositories, registryId="000000000000")[0] == "AccessDeniedException"
    code, message = refused(
        other.describe_repositories, registryId="000000000000", repositoryNames=["shared"]
    )
    assert (
        code == "AccessDeniedException" and "ecr:DescribeRepositories" in message
    )  # not what the policy grants
    got = other.batch_get_image(
        registryId="000000000000", repositoryName="shared", imageIds=[{"imageTag": "v1"}]
    )
    assert got["images"][0]["imageId"]["imageDigest"] == image.digest
    assert refused(
        other.put_image, registryId="000000000000", repositoryName="shared", imageManifest=image.manifest
    )[0] == ("AccessDeniedException")
    # through the registry host of the owner's account, with the other account's own token
    registry = RegistryClient.for_ecr(
        enforcing.endpoint, other, host=f"000000000000.dkr.ecr.us-east-1.localhost:{enforcing.port}"
    )
    pulled = registry.call("GET", "/v2/shared/manifests/v1")
    assert pulled.status == 200 and digest(pulled.body) == image.digest
    assert registry.call("POST", "/v2/shared/blobs/uploads/").error == "DENIED"


def test_the_map_draws_repositories(ecr: Any, labcloud: LabcloudProcess) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["Arn"]
    arn = ecr.create_repository(
        repositoryName="mapped", encryptionConfiguration={"encryptionType": "KMS", "kmsKey": key}
    )["repository"]["repositoryArn"]
    push(ecr, "mapped", TinyImage(), "v1")
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[arn]["kind"] == "ecr.repository" and nodes[arn]["facts"]["images"] == 1
    assert ("encrypted-by", arn, key) in {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}


def test_a_state_snapshot_keeps_the_images_bytes(tmp_path: Path) -> None:
    snapshots = tmp_path / "snapshots"
    saved = LabcloudProcess(in_memory=True, extra_args=["--snapshot-dir", str(snapshots)]).start()
    image = TinyImage(layer=b"a layer kept by a snapshot")
    try:
        ecr = saved.boto3_client("ecr")
        ecr.create_repository(repositoryName="snap")
        push(ecr, "snap", image, "v1")
        saved.save_state("images")
    finally:
        saved.stop()
    loaded = LabcloudProcess(in_memory=True, extra_args=["--snapshot-dir", str(snapshots)]).start()
    try:
        loaded.load_state("images")
        ecr = loaded.boto3_client("ecr")
        registry = RegistryClient.for_ecr(loaded.endpoint, ecr)
        assert registry.call("GET", "/v2/snap/manifests/v1").body == image.manifest.encode()
        assert registry.call("GET", f"/v2/snap/blobs/{digest(image.layer)}").body == image.layer
    finally:
        loaded.stop()
