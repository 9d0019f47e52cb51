"""AWS::S3::Bucket's ObjectLockEnabled and ObjectLockConfiguration: a bucket created with Object Lock and a
default retention, the rule changed and removed on update, the bucket gone with the stack."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack


def _template(lock: dict[str, Any] | None) -> str:
    props: dict[str, Any] = {"BucketName": "cfn-vault", "ObjectLockEnabled": True}
    if lock is not None:
        props["ObjectLockConfiguration"] = lock
    return json.dumps({"Resources": {"Vault": {"Type": "AWS::S3::Bucket", "Properties": props}}})


def _rule(mode: str, **count: Any) -> dict[str, Any]:
    return {"ObjectLockEnabled": "Enabled", "Rule": {"DefaultRetention": {"Mode": mode, **count}}}


def test_bucket_object_lock_create_update_delete(cfn: Any, labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    stack_id = cfn.create_stack(StackName="vault", TemplateBody=_template(_rule("GOVERNANCE", Days="3")))[
        "StackId"
    ]
    assert wait_stack(cfn, "vault")["StackStatus"] == "CREATE_COMPLETE", events(cfn, "vault")
    assert s3.get_bucket_versioning(Bucket="cfn-vault")["Status"] == "Enabled"
    got = s3.get_object_lock_configuration(Bucket="cfn-vault")["ObjectLockConfiguration"]
    assert got == {
        "ObjectLockEnabled": "Enabled",
        "Rule": {"DefaultRetention": {"Mode": "GOVERNANCE", "Days": 3}},
    }
    cfn.update_stack(StackName="vault", TemplateBody=_template(_rule("COMPLIANCE", Years=1)))
    assert wait_stack(cfn, "vault")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "vault")
    got = s3.get_object_lock_configuration(Bucket="cfn-vault")["ObjectLockConfiguration"]
    assert got["Rule"] == {"DefaultRetention": {"Mode": "COMPLIANCE", "Years": 1}}
    cfn.update_stack(StackName="vault", TemplateBody=_template(None))
    assert wait_stack(cfn, "vault")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "vault")
    got = s3.get_object_lock_configuration(Bucket="cfn-vault")["ObjectLockConfiguration"]
    assert got == {"ObjectLockEnabled": "Enabled"}  # Object Lock cannot be turned off, only its rule
    cfn.delete_stack(StackName="vault")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    with pytest.raises(ClientError) as gone:
        s3.head_bucket(Bucket="cfn-vault")
    assert gone.value.response["Error"]["Code"] == "404"


def test_lock_configuration_needs_a_versioned_bucket(cfn: Any) -> None:
    template = json.dumps(
        {
            "Resources": {
                "Plain": {
                    "Type": "AWS::S3::Bucket",
                    "Properties": {
                        "BucketName": "cfn-plain-lock",
                        "ObjectLockConfiguration": _rule("GOVERNANCE", Days=1),
                    },
                }
            }
        }
    )
    cfn.create_stack(StackName="plain-lock", TemplateBody=template)
    assert wait_stack(cfn, "plain-lock")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [reason or "" for _id, _status, reason in events(cfn, "plain-lock")]
    assert any("InvalidBucketState" in r for r in reasons), reasons
