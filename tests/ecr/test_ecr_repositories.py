"""Repositories through boto3: names, settings (tag mutability with exclusions, scanning, encryption with a
KMS key checked), paging, deletion, tags, repository and lifecycle policies, and the errors AWS answers."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ecr_helpers import TinyImage, push, refused

from labcloud.testing.server_process import LabcloudProcess

POLICY = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Sid": "pull",
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::111111111111:root"},
                "Action": ["ecr:BatchGetImage"],
            }
        ],
    }
)
LIFECYCLE = json.dumps(
    {
        "rules": [
            {
                "rulePriority": 1,
                "description": "keep two",
                "selection": {"tagStatus": "any", "countType": "imageCountMoreThan", "countNumber": 2},
                "action": {"type": "expire"},
            }
        ]
    }
)


def test_create_describe_and_delete_a_repository(ecr: Any, labcloud: LabcloudProcess) -> None:
    made = ecr.create_repository(repositoryName="team/app-web")["repository"]
    assert made["repositoryArn"] == "arn:aws:ecr:us-east-1:000000000000:repository/team/app-web"
    assert made["registryId"] == "000000000000"
    assert made["repositoryUri"] == f"127.0.0.1:{labcloud.port}/team/app-web"
    assert made["imageTagMutability"] == "MUTABLE"
    assert made["encryptionConfiguration"] == {"encryptionType": "AES256"}
    assert made["imageScanningConfiguration"] == {"scanOnPush": False}
    described = ecr.describe_repositories(repositoryNames=["team/app-web"])["repositories"]
    assert described == [made]
    assert (
        ecr.delete_repository(repositoryName="team/app-web")["repository"]["repositoryName"] == "team/app-web"
    )
    assert ecr.describe_repositories()["repositories"] == []


@pytest.mark.parametrize("name", ["A-upper", "-lead", "trail-", "a//b", "a..b", "a/"])
def test_names_outside_awss_rules_are_refused(ecr: Any, name: str) -> None:
    code, message = refused(ecr.create_repository, repositoryName=name)
    assert code == "InvalidParameterException" and "repositoryName" in message, message


def test_a_name_taken_or_unknown(ecr: Any) -> None:
    ecr.create_repository(repositoryName="taken")
    code, message = refused(ecr.create_repository, repositoryName="taken")
    assert code == "RepositoryAlreadyExistsException" and "taken" in message
    code, message = refused(ecr.describe_repositories, repositoryNames=["taken", "missing"])
    assert code == "RepositoryNotFoundException"
    assert (
        message == "The repository with name 'missing' does not exist in the registry with id '000000000000'"
    )
    assert refused(ecr.delete_repository, repositoryName="missing")[0] == "RepositoryNotFoundException"


def test_describe_repositories_pages(ecr: Any) -> None:
    for i in range(5):
        ecr.create_repository(repositoryName=f"page-{i}")
    first = ecr.describe_repositories(maxResults=2)
    assert [r["repositoryName"] for r in first["repositories"]] == ["page-0", "page-1"]
    second = ecr.describe_repositories(maxResults=2, nextToken=first["nextToken"])
    assert [r["repositoryName"] for r in second["repositories"]] == ["page-2", "page-3"]
    third = ecr.describe_repositories(maxResults=2, nextToken=second["nextToken"])
    assert [r["repositoryName"] for r in third["repositories"]] == ["page-4"] and "nextToken" not in third
    paged = ecr.get_paginator("describe_repositories").paginate(PaginationConfig={"PageSize": 2})
    assert len([r for page in paged for r in page["repositories"]]) == 5
    code, _ = refused(ecr.describe_repositories, repositoryNames=["page-0"], maxResults=1)
    assert code == "InvalidParameterException"
    assert (
        ecr.describe_repositories(registryId="000000000000")["repositories"][0]["repositoryName"] == "page-0"
    )
    assert refused(ecr.describe_repositories, registryId="12")[0] in (
        "InvalidParameterException",
        "ValidationException",
    )


def test_a_repository_with_images_is_deleted_only_with_force(ecr: Any) -> None:
    ecr.create_repository(repositoryName="full")
    push(ecr, "full", TinyImage(), "v1")
    code, message = refused(ecr.delete_repository, repositoryName="full")
    assert code == "RepositoryNotEmptyException" and "full" in message
    ecr.delete_repository(repositoryName="full", force=True)
    assert refused(ecr.list_images, repositoryName="full")[0] == "RepositoryNotFoundException"


def test_tag_mutability_and_its_exclusion_filters(ecr: Any) -> None:
    made = ecr.create_repository(
        repositoryName="excl",
        imageTagMutability="IMMUTABLE_WITH_EXCLUSION",
        imageTagMutabilityExclusionFilters=[{"filterType": "WILDCARD", "filter": "latest*"}],
    )["repository"]
    assert made["imageTagMutability"] == "IMMUTABLE_WITH_EXCLUSION"
    assert made["imageTagMutabilityExclusionFilters"] == [{"filterType": "WILDCARD", "filter": "latest*"}]
    code, _ = refused(
        ecr.create_repository, repositoryName="bad1", imageTagMutability="MUTABLE_WITH_EXCLUSION"
    )
    assert code == "InvalidParameterException"
    code, _ = refused(
        ecr.create_repository,
        repositoryName="bad2",
        imageTagMutability="IMMUTABLE",
        imageTagMutabilityExclusionFilters=[{"filterType": "WILDCARD", "filter": "x"}],
    )
    assert code == "InvalidParameterException"
    assert refused(ecr.create_repository, repositoryName="bad3", imageTagMutability="SOMETIMES")[0] in (
        "InvalidParameterException",
        "ValidationException",
    )
    changed = ecr.put_image_tag_mutability(repositoryName="excl", imageTagMutability="IMMUTABLE")
    assert (
        changed["imageTagMutability"] == "IMMUTABLE" and "imageTagMutabilityExclusionFilters" not in changed
    )
    assert (
        ecr.describe_repositories(repositoryNames=["excl"])["repositories"][0]["imageTagMutability"]
        == "IMMUTABLE"
    )
    scanning = ecr.put_image_scanning_configuration(
        repositoryName="excl", imageScanningConfiguration={"scanOnPush": True}
    )
    assert scanning["imageScanningConfiguration"] == {"scanOnPush": True}
    described = ecr.describe_repositories(repositoryNames=["excl"])["repositories"][0]
    assert described["imageScanningConfiguration"] == {"scanOnPush": True}


def test_encryption_with_a_kms_key_checks_the_key(ecr: Any, labcloud: LabcloudProcess) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]
    made = ecr.create_repository(
        repositoryName="sealed", encryptionConfiguration={"encryptionType": "KMS", "kmsKey": key["KeyId"]}
    )["repository"]
    assert made["encryptionConfiguration"] == {"encryptionType": "KMS", "kmsKey": key["Arn"]}
    missing = "arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000"
    code, message = refused(
        ecr.create_repository,
        repositoryName="nokey",
        encryptionConfiguration={"encryptionType": "KMS", "kmsKey": missing},
    )
    assert code == "KmsException" and "NotFoundException" in message
    kms.disable_key(KeyId=key["KeyId"])
    code, _ = refused(
        ecr.create_repository,
        repositoryName="offkey",
        encryptionConfiguration={"encryptionType": "KMS", "kmsKey": key["KeyId"]},
    )
    assert code == "KmsException"
    code, _ = refused(
        ecr.create_repository,
        repositoryName="aeskey",
        encryptionConfiguration={"encryptionType": "AES256", "kmsKey": key["KeyId"]},
    )
    assert code == "InvalidParameterException"
    assert ecr.describe_repositories()["repositories"] == [made]


def test_tags_on_repositories(ecr: Any) -> None:
    arn = ecr.create_repository(repositoryName="tagged", tags=[{"Key": "team", "Value": "a"}])["repository"][
        "repositoryArn"
    ]
    ecr.tag_resource(resourceArn=arn, tags=[{"Key": "env", "Value": "dev"}, {"Key": "team", "Value": "b"}])
    assert sorted(ecr.list_tags_for_resource(resourceArn=arn)["tags"], key=lambda t: t["Key"]) == [
        {"Key": "env", "Value": "dev"},
        {"Key": "team", "Value": "b"},
    ]
    ecr.untag_resource(resourceArn=arn, tagKeys=["team"])
    assert ecr.list_tags_for_resource(resourceArn=arn)["tags"] == [{"Key": "env", "Value": "dev"}]
    code, _ = refused(ecr.tag_resource, resourceArn=arn, tags=[{"Key": "aws:x", "Value": "1"}])
    assert code == "InvalidTagParameterException"
    many = [{"Key": f"k{i}", "Value": "v"} for i in range(51)]
    assert refused(ecr.tag_resource, resourceArn=arn, tags=many)[0] == "TooManyTagsException"
    gone = arn.replace("tagged", "gone")
    assert refused(ecr.list_tags_for_resource, resourceArn=gone)[0] == "RepositoryNotFoundException"
    assert refused(ecr.list_tags_for_resource, resourceArn="arn:aws:s3:::b")[0] == "InvalidParameterException"


def test_repository_policies(ecr: Any) -> None:
    ecr.create_repository(repositoryName="shared")
    code, message = refused(ecr.get_repository_policy, repositoryName="shared")
    assert code == "RepositoryPolicyNotFoundException" and "shared" in message
    assert (
        refused(ecr.delete_repository_policy, repositoryName="shared")[0]
        == "RepositoryPolicyNotFoundException"
    )
    put = ecr.set_repository_policy(repositoryName="shared", policyText=POLICY)
    assert put["policyText"] == POLICY
    assert ecr.get_repository_policy(repositoryName="shared")["policyText"] == POLICY
    assert ecr.delete_repository_policy(repositoryName="shared")["policyText"] == POLICY
    assert (
        refused(ecr.get_repository_policy, repositoryName="shared")[0] == "RepositoryPolicyNotFoundException"
    )
    for bad in ("not json", json.dumps({"Statement": [{"Effect": "Allow", "Action": "ecr:*"}]})):
        assert refused(ecr.set_repository_policy, repositoryName="shared", policyText=bad)[0] == (
            "InvalidParameterException"
        )
    assert refused(ecr.set_repository_policy, repositoryName="none", policyText=POLICY)[0] == (
        "RepositoryNotFoundException"
    )


def test_lifecycle_policies_are_validated(ecr: Any) -> None:
    ecr.create_repository(repositoryName="aging")
    code, message = refused(ecr.get_lifecycle_policy, repositoryName="aging")
    assert code == "LifecyclePolicyNotFoundException" and "aging" in message
    assert ecr.put_lifecycle_policy(repositoryName="aging", lifecyclePolicyText=LIFECYCLE)[
        "lifecyclePolicyText"
    ] == (LIFECYCLE)
    assert ecr.get_lifecycle_policy(repositoryName="aging")["lifecyclePolicyText"] == LIFECYCLE
    rule = json.loads(LIFECYCLE)["rules"][0]
    bad_policies = [
        {"rules": []},
        {"rules": [{**rule, "action": {"type": "transition"}}]},
        {"rules": [{**rule, "selection": {**rule["selection"], "tagStatus": "tagged"}}]},
        {"rules": [{**rule, "selection": {**rule["selection"], "countType": "sinceImagePushed"}}]},
        {"rules": [rule, {**rule, "rulePriority": 1, "description": "same priority again"}]},
        {"rules": [{**rule, "selection": {**rule["selection"], "countNumber": 0}}]},
        {"rules": [{**rule, "extra": True}]},
    ]
    for bad in bad_policies:
        text = json.dumps(bad).ljust(100)
        code, _ = refused(ecr.put_lifecycle_policy, repositoryName="aging", lifecyclePolicyText=text)
        assert code == "InvalidParameterException", bad
    assert ecr.delete_lifecycle_policy(repositoryName="aging")["lifecyclePolicyText"] == LIFECYCLE
    assert (
        refused(ecr.delete_lifecycle_policy, repositoryName="aging")[0] == "LifecyclePolicyNotFoundException"
    )


def test_the_registry_and_what_it_does_not_have(ecr: Any, labcloud: LabcloudProcess) -> None:
    assert ecr.describe_registry()["registryId"] == "000000000000"
    assert refused(ecr.get_registry_policy)[0] == "RegistryPolicyNotFoundException"
    assert ecr.describe_pull_through_cache_rules()["pullThroughCacheRules"] == []
    scanning = ecr.get_registry_scanning_configuration()["scanningConfiguration"]
    assert scanning == {"scanType": "BASIC", "rules": []}
    code, _ = refused(ecr.put_replication_configuration, replicationConfiguration={"rules": []})
    assert code == "NotImplementedException"
    token = ecr.get_authorization_token()["authorizationData"][0]
    assert token["proxyEndpoint"] == f"http://127.0.0.1:{labcloud.port}"
    other = ecr.get_authorization_token(registryIds=["111111111111"])["authorizationData"][0]
    assert other["proxyEndpoint"] == f"http://111111111111.dkr.ecr.us-east-1.localhost:{labcloud.port}"
