"""ECR through CloudFormation: AWS::ECR::Repository made by ECR's API with its lifecycle policy, repository
policy and tags; settings change in place, a new name replaces it, EmptyOnDelete empties it on delete."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ecr_helpers import TinyImage, push, refused

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

LIFECYCLE = json.dumps(
    {
        "rules": [
            {
                "rulePriority": 1,
                "description": "only the newest image is kept",
                "selection": {"tagStatus": "any", "countType": "imageCountMoreThan", "countNumber": 1},
                "action": {"type": "expire"},
            }
        ]
    }
)


def _template(name: str, mutability: str = "IMMUTABLE", team: str = "a", empty: bool = True) -> str:
    return json.dumps(
        {
            "Resources": {
                "Repo": {
                    "Type": "AWS::ECR::Repository",
                    "Properties": {
                        "RepositoryName": name,
                        "ImageTagMutability": mutability,
                        "ImageScanningConfiguration": {"ScanOnPush": True},
                        "LifecyclePolicy": {"LifecyclePolicyText": LIFECYCLE},
                        "RepositoryPolicyText": {
                            "Version": "2012-10-17",
                            "Statement": [
                                {
                                    "Sid": "LambdaECRImageRetrievalPolicy",
                                    "Effect": "Allow",
                                    "Principal": {"Service": "lambda.amazonaws.com"},
                                    "Action": ["ecr:BatchGetImage", "ecr:GetDownloadUrlForLayer"],
                                }
                            ],
                        },
                        "EmptyOnDelete": empty,
                        "Tags": [{"Key": "team", "Value": team}],
                    },
                }
            },
            "Outputs": {
                "Name": {"Value": {"Ref": "Repo"}},
                "Arn": {"Value": {"Fn::GetAtt": ["Repo", "Arn"]}},
                "Uri": {"Value": {"Fn::GetAtt": ["Repo", "RepositoryUri"]}},
            },
        }
    )


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def test_a_repository_stack_creates_updates_replaces_and_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    ecr = labcloud.boto3_client("ecr")
    cfn.create_stack(StackName="images", TemplateBody=_template("stack/app"))
    stack = wait_stack(cfn, "images", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    repository = ecr.describe_repositories(repositoryNames=["stack/app"])["repositories"][0]
    assert out == {
        "Name": "stack/app",
        "Arn": repository["repositoryArn"],
        "Uri": repository["repositoryUri"],
    }
    assert repository["imageTagMutability"] == "IMMUTABLE"
    assert repository["imageScanningConfiguration"] == {"scanOnPush": True}
    assert ecr.get_lifecycle_policy(repositoryName="stack/app")["lifecyclePolicyText"] == LIFECYCLE
    assert "lambda.amazonaws.com" in ecr.get_repository_policy(repositoryName="stack/app")["policyText"]
    assert ecr.list_tags_for_resource(resourceArn=out["Arn"])["tags"] == [{"Key": "team", "Value": "a"}]
    push(ecr, "stack/app", TinyImage(), "v1")

    cfn.update_stack(StackName="images", TemplateBody=_template("stack/app", mutability="MUTABLE", team="b"))
    assert wait_stack(cfn, "images", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    repository = ecr.describe_repositories(repositoryNames=["stack/app"])["repositories"][0]
    assert repository["imageTagMutability"] == "MUTABLE"
    assert ecr.list_tags_for_resource(resourceArn=out["Arn"])["tags"] == [{"Key": "team", "Value": "b"}]
    assert len(ecr.list_images(repositoryName="stack/app")["imageIds"]) == 1  # kept through the update

    cfn.update_stack(StackName="images", TemplateBody=_template("stack/renamed"))
    stack = wait_stack(cfn, "images", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack)["Name"] == "stack/renamed"
    assert (
        refused(ecr.describe_repositories, repositoryNames=["stack/app"])[0] == "RepositoryNotFoundException"
    )

    push(ecr, "stack/renamed", TinyImage(), "v1")
    cfn.delete_stack(StackName="images")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert ecr.describe_repositories()["repositories"] == []


def test_a_kms_key_ecr_cannot_use_fails_the_resource(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = json.dumps(
        {
            "Resources": {
                "Repo": {
                    "Type": "AWS::ECR::Repository",
                    "Properties": {
                        "EncryptionConfiguration": {
                            "EncryptionType": "KMS",
                            "KmsKey": "arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000",
                        }
                    },
                }
            }
        }
    )
    cfn.create_stack(StackName="badkey", TemplateBody=body)
    stack = wait_stack(cfn, "badkey", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="badkey")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["ResourceStatus"] == "CREATE_FAILED"]
    assert any("KmsException" in r or "KMS key" in r for r in reasons), reasons
