"""AWS::S3::Bucket's access settings take effect: CorsConfiguration, PublicAccessBlockConfiguration,
OwnershipControls and AccessControl on create, changed and removed on update, gone with the stack."""

from __future__ import annotations

import json
from typing import Any

from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack


def _error(call: Any, **kwargs: Any) -> str:
    try:
        call(**kwargs)
    except ClientError as error:
        return str(error.response["Error"]["Code"])
    raise AssertionError("the call succeeded")


def _template(props: dict[str, Any]) -> str:
    return json.dumps(
        {
            "Resources": {
                "Bucket": {"Type": "AWS::S3::Bucket", "Properties": {"BucketName": "cfn-access", **props}}
            }
        }
    )


CREATE = {
    "CorsConfiguration": {
        "CorsRules": [
            {
                "Id": "app",
                "AllowedMethods": ["GET", "PUT"],
                "AllowedOrigins": ["https://app.example.com"],
                "AllowedHeaders": ["*"],
                "ExposedHeaders": ["ETag"],
                "MaxAge": 300,
            }
        ]
    },
    "PublicAccessBlockConfiguration": {
        "BlockPublicAcls": True,
        "BlockPublicPolicy": "true",
        "IgnorePublicAcls": True,
        "RestrictPublicBuckets": True,
    },
    "OwnershipControls": {"Rules": [{"ObjectOwnership": "ObjectWriter"}]},
    "AccessControl": "AuthenticatedRead",
}


def test_bucket_access_settings_create_update_delete(cfn: Any, labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    # AuthenticatedRead is a public ACL: it must be set before the public access block blocks it
    cfn.create_stack(StackName="access", TemplateBody=_template(CREATE))
    assert wait_stack(cfn, "access")["StackStatus"] == "CREATE_COMPLETE", events(cfn, "access")
    rules = s3.get_bucket_cors(Bucket="cfn-access")["CORSRules"]
    assert rules == [
        {
            "ID": "app",
            "AllowedHeaders": ["*"],
            "AllowedMethods": ["GET", "PUT"],
            "AllowedOrigins": ["https://app.example.com"],
            "ExposeHeaders": ["ETag"],
            "MaxAgeSeconds": 300,
        }
    ]
    block = s3.get_public_access_block(Bucket="cfn-access")["PublicAccessBlockConfiguration"]
    assert set(block.values()) == {True}
    owned = s3.get_bucket_ownership_controls(Bucket="cfn-access")["OwnershipControls"]["Rules"]
    assert owned == [{"ObjectOwnership": "ObjectWriter"}]
    grants = s3.get_bucket_acl(Bucket="cfn-access")["Grants"]
    assert {"URI": "http://acs.amazonaws.com/groups/global/AuthenticatedUsers"} in [
        {k: v for k, v in g["Grantee"].items() if k == "URI"} for g in grants
    ]
    # update: other CORS rules, the block relaxed, the ACL back to private, ownership enforced
    updated = {
        "CorsConfiguration": {"CorsRules": [{"AllowedMethods": ["POST"], "AllowedOrigins": ["*"]}]},
        "PublicAccessBlockConfiguration": {"BlockPublicPolicy": True},
        "OwnershipControls": {"Rules": [{"ObjectOwnership": "BucketOwnerEnforced"}]},
        "AccessControl": "Private",
    }
    cfn.update_stack(StackName="access", TemplateBody=_template(updated))
    assert wait_stack(cfn, "access")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "access")
    assert s3.get_bucket_cors(Bucket="cfn-access")["CORSRules"] == [
        {"AllowedMethods": ["POST"], "AllowedOrigins": ["*"]}
    ]
    block = s3.get_public_access_block(Bucket="cfn-access")["PublicAccessBlockConfiguration"]
    assert block == {
        "BlockPublicAcls": False,
        "IgnorePublicAcls": False,
        "BlockPublicPolicy": True,
        "RestrictPublicBuckets": False,
    }
    owned = s3.get_bucket_ownership_controls(Bucket="cfn-access")["OwnershipControls"]["Rules"]
    assert owned == [{"ObjectOwnership": "BucketOwnerEnforced"}]
    assert [g["Permission"] for g in s3.get_bucket_acl(Bucket="cfn-access")["Grants"]] == ["FULL_CONTROL"]
    # update: the settings removed
    cfn.update_stack(StackName="access", TemplateBody=_template({}))
    assert wait_stack(cfn, "access")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "access")
    assert _error(s3.get_bucket_cors, Bucket="cfn-access") == "NoSuchCORSConfiguration"
    assert _error(s3.get_public_access_block, Bucket="cfn-access") == "NoSuchPublicAccessBlockConfiguration"
    assert _error(s3.get_bucket_ownership_controls, Bucket="cfn-access") == "OwnershipControlsNotFoundError"
    stack_id = cfn.describe_stacks(StackName="access")["Stacks"][0]["StackId"]
    cfn.delete_stack(StackName="access")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert _error(s3.get_bucket_cors, Bucket="cfn-access") == "NoSuchBucket"


def test_public_acl_on_an_enforced_bucket_fails_the_create(cfn: Any, labcloud: Any) -> None:
    cfn.create_stack(StackName="public", TemplateBody=_template({"AccessControl": "PublicRead"}))
    stack = wait_stack(cfn, "public")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = " ".join(r or "" for _l, _s, r in events(cfn, "public"))
    assert "AccessControlListNotSupported" in reasons
    assert labcloud.boto3_client("s3").list_buckets()["Buckets"] == []
