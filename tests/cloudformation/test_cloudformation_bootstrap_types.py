"""The resource types and request members the CDK bootstrap stack needs, created, updated and deleted:
AWS::S3::Bucket's encryption and versioning (and its recorded-only settings), AWS::S3::BucketPolicy, AWS::ECR::Repository
(a real repository of labcloud's ECR), AWS::CDK::Metadata, and CreateChangeSet's IncludeNestedStacks and
ImportExistingResources."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack


def _deploy(cfn: Any, name: str, template: dict[str, Any], update: bool = False) -> dict[str, Any]:
    call = cfn.update_stack if update else cfn.create_stack
    call(StackName=name, TemplateBody=json.dumps(template))
    return wait_stack(cfn, name)


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack.get("Outputs", [])}


def _bucket(policy_sid: str, encryption: dict[str, Any] | None, versioned: bool = True) -> dict[str, Any]:
    props: dict[str, Any] = {
        "BucketName": "staging",
        "AccessControl": "Private",
        "LifecycleConfiguration": {
            "Rules": [
                {"Id": "old", "Status": "Enabled", "NoncurrentVersionExpiration": {"NoncurrentDays": 30}}
            ]
        },
        "PublicAccessBlockConfiguration": {"BlockPublicAcls": True, "BlockPublicPolicy": True},
    }
    if encryption is not None:
        props["BucketEncryption"] = encryption
    if versioned:
        props["VersioningConfiguration"] = {"Status": "Enabled"}
    return {
        "Resources": {
            "Bucket": {"Type": "AWS::S3::Bucket", "Properties": props},
            "Policy": {
                "Type": "AWS::S3::BucketPolicy",
                "Properties": {
                    "Bucket": {"Ref": "Bucket"},
                    "PolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Sid": policy_sid,
                                "Effect": "Deny",
                                "Principal": "*",
                                "Action": "s3:*",
                                "Resource": [
                                    {"Fn::GetAtt": ["Bucket", "Arn"]},
                                    {"Fn::Sub": "${Bucket.Arn}/*"},
                                ],
                                "Condition": {"Bool": {"aws:SecureTransport": "false"}},
                            }
                        ],
                    },
                },
            },
        }
    }


KMS = {
    "ServerSideEncryptionConfiguration": [
        {"ServerSideEncryptionByDefault": {"SSEAlgorithm": "aws:kms"}, "BucketKeyEnabled": True}
    ]
}


def test_staging_bucket_encryption_and_policy(cfn: Any, labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    assert _deploy(cfn, "staging", _bucket("TlsOnly", KMS))["StackStatus"] == "CREATE_COMPLETE"
    rule = s3.get_bucket_encryption(Bucket="staging")["ServerSideEncryptionConfiguration"]["Rules"][0]
    assert rule["ApplyServerSideEncryptionByDefault"]["SSEAlgorithm"] == "aws:kms"
    assert rule["BucketKeyEnabled"] is True
    assert json.loads(s3.get_bucket_policy(Bucket="staging")["Policy"])["Statement"][0]["Sid"] == "TlsOnly"
    assert s3.get_bucket_versioning(Bucket="staging")["Status"] == "Enabled"
    # a loopback client is secure transport; the versioned bucket names the version it wrote
    version = s3.put_object(Bucket="staging", Key="asset.zip", Body=b"zip")["VersionId"]

    # Update: a new policy document in place; the encryption and the versioning removed (suspended).
    updated = _deploy(cfn, "staging", _bucket("Renamed", None, versioned=False), update=True)
    assert updated["StackStatus"] == "UPDATE_COMPLETE"
    assert s3.get_bucket_versioning(Bucket="staging")["Status"] == "Suspended"
    assert json.loads(s3.get_bucket_policy(Bucket="staging")["Policy"])["Statement"][0]["Sid"] == "Renamed"
    rule = s3.get_bucket_encryption(Bucket="staging")["ServerSideEncryptionConfiguration"]["Rules"][0]
    assert rule["ApplyServerSideEncryptionByDefault"] == {"SSEAlgorithm": "AES256"}  # every bucket's default

    s3.delete_object(Bucket="staging", Key="asset.zip", VersionId=version)  # for good: the bucket is empty
    stack_id = cfn.describe_stacks(StackName="staging")["Stacks"][0]["StackId"]
    cfn.delete_stack(StackName="staging")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    with pytest.raises(ClientError) as info:
        s3.head_bucket(Bucket="staging")
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404


@pytest.mark.parametrize(
    ("props", "reason"),
    [
        (
            {"AccessControl": "AwsExecRead"},
            "labcloud does not support AccessControl AwsExecRead on AWS::S3::Bucket (one of "
            "['AuthenticatedRead', 'LogDeliveryWrite', 'Private', 'PublicRead', 'PublicReadWrite'])",
        ),
        (
            {"AccelerateConfiguration": {"AccelerationStatus": "Enabled"}},
            "labcloud does not support AccelerateConfiguration on AWS::S3::Bucket",
        ),
    ],
)
def test_bucket_settings_labcloud_lacks_fail_the_resource(
    cfn: Any, props: dict[str, Any], reason: str
) -> None:
    template = {"Resources": {"Bucket": {"Type": "AWS::S3::Bucket", "Properties": props}}}
    assert _deploy(cfn, "refused", template)["StackStatus"] == "ROLLBACK_COMPLETE"
    assert ("Bucket", "CREATE_FAILED", reason) in events(cfn, "refused")


REPOSITORY = {
    "Resources": {
        "Images": {
            "Type": "AWS::ECR::Repository",
            "Properties": {"RepositoryName": "cdk-container-assets", "ImageTagMutability": "IMMUTABLE"},
        },
        "Metadata": {"Type": "AWS::CDK::Metadata", "Properties": {"Analytics": "v2:deflate64:H4sI"}},
    },
    "Outputs": {
        "Name": {"Value": {"Ref": "Images"}},
        "Arn": {"Value": {"Fn::GetAtt": ["Images", "Arn"]}},
        "Uri": {"Value": {"Fn::GetAtt": ["Images", "RepositoryUri"]}},
    },
}


def test_ecr_repository_and_cdk_metadata(labcloud: Any, cfn: Any) -> None:
    stack = _deploy(cfn, "records", REPOSITORY)
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    host = labcloud.endpoint.split("://", 1)[1]
    assert _outputs(stack) == {
        "Name": "cdk-container-assets",
        "Arn": "arn:aws:ecr:us-east-1:000000000000:repository/cdk-container-assets",
        "Uri": f"{host}/cdk-container-assets",  # labcloud's registry (docs/ecr.md)
    }
    ecr = labcloud.boto3_client("ecr")
    found = ecr.describe_repositories(repositoryNames=["cdk-container-assets"])["repositories"]
    assert [r["repositoryUri"] for r in found] == [f"{host}/cdk-container-assets"]
    kinds = {
        r["LogicalResourceId"]: r["ResourceType"]
        for r in cfn.describe_stack_resources(StackName="records")["StackResources"]
    }
    assert kinds == {"Images": "AWS::ECR::Repository", "Metadata": "AWS::CDK::Metadata"}
    renamed = json.loads(json.dumps(REPOSITORY))
    renamed["Resources"]["Images"]["Properties"]["RepositoryName"] = "renamed"
    assert _outputs(_deploy(cfn, "records", renamed, update=True))["Name"] == "renamed"  # a replacement
    cfn.delete_stack(StackName="records")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"


def test_ecr_repository_name_is_checked(cfn: Any) -> None:
    template = {
        "Resources": {
            "Images": {"Type": "AWS::ECR::Repository", "Properties": {"RepositoryName": "Upper_Case"}}
        }
    }
    assert _deploy(cfn, "badname", template)["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [reason for logical, status, reason in events(cfn, "badname") if status == "CREATE_FAILED"]
    # the schema's pattern refuses it before ECR sees it, as on AWS
    assert reasons == [
        "Properties validation failed for resource Images with message: "
        "#/RepositoryName: failed validation constraint for keyword [pattern]"
    ]


def test_change_set_members_the_cdk_cli_sends(cfn: Any) -> None:
    template = {"Resources": {"Queue": {"Type": "AWS::SQS::Queue"}}}
    cfn.create_change_set(
        StackName="cdkish",
        ChangeSetName="cs",
        ChangeSetType="CREATE",
        TemplateBody=json.dumps(template),
        IncludeNestedStacks=True,
        ImportExistingResources=True,
    )
    described = cfn.describe_change_set(StackName="cdkish", ChangeSetName="cs")
    assert (described["IncludeNestedStacks"], described["ImportExistingResources"]) == (True, True)
    assert cfn.list_change_sets(StackName="cdkish")["Summaries"][0]["IncludeNestedStacks"] is True
    cfn.execute_change_set(StackName="cdkish", ChangeSetName="cs")
    assert wait_stack(cfn, "cdkish")["StackStatus"] == "CREATE_COMPLETE"


def test_delete_change_set_by_name_is_idempotent(cfn: Any) -> None:
    """The CDK CLI deletes the name of the change set it is about to create (``cdk bootstrap`` again)."""
    cfn.create_stack(
        StackName="again", TemplateBody=json.dumps({"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}})
    )
    stack = wait_stack(cfn, "again")
    cfn.delete_change_set(StackName="again", ChangeSetName="cdk-bootstrap-change-set-1")
    with pytest.raises(ClientError) as info:
        cfn.describe_change_set(StackName="again", ChangeSetName="cdk-bootstrap-change-set-1")
    assert info.value.response["Error"]["Code"] == "ChangeSetNotFound"
    missing = (
        stack["StackId"].replace(":stack/", ":changeSet/").rsplit("/", 1)[0]
        + "/00000000-0000-0000-0000-000000000000"
    )
    with pytest.raises(ClientError) as info:
        cfn.delete_change_set(ChangeSetName=missing)
    assert info.value.response["Error"]["Code"] == "ChangeSetNotFound"
    with pytest.raises(ClientError) as info:
        cfn.delete_change_set(StackName="no-such-stack", ChangeSetName="cs")
    assert info.value.response["Error"]["Code"] == "ChangeSetNotFound"
