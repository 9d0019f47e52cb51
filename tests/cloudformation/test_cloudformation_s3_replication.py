"""AWS::S3::Bucket's ReplicationConfiguration: applied on create (after versioning), changed on update,
removed when the update drops it; objects written meanwhile reach the destination; what S3 refuses fails
the resource with S3's message."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack

VERSIONED = {"VersioningConfiguration": {"Status": "Enabled"}}
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "s3.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _template(replication: dict[str, Any] | None, versioned: bool = True) -> str:
    source: dict[str, Any] = {"BucketName": "cfn-repl-src", **(VERSIONED if versioned else {})}
    if replication is not None:
        source["ReplicationConfiguration"] = replication
    return json.dumps(
        {
            "Resources": {
                "Role": {
                    "Type": "AWS::IAM::Role",
                    "Properties": {
                        "AssumeRolePolicyDocument": TRUST,
                        "Policies": [
                            {
                                "PolicyName": "replicate",
                                "PolicyDocument": {
                                    "Version": "2012-10-17",
                                    "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}],
                                },
                            }
                        ],
                    },
                },
                "Replica": {
                    "Type": "AWS::S3::Bucket",
                    "Properties": {"BucketName": "cfn-repl-dst", **VERSIONED},
                },
                "Source": {"Type": "AWS::S3::Bucket", "Properties": source},
            }
        }
    )


def _rules(prefix: str) -> dict[str, Any]:
    return {
        "Role": {"Fn::GetAtt": ["Role", "Arn"]},
        "Rules": [
            {
                "Id": "docs",
                "Priority": 1,
                "Status": "Enabled",
                "Filter": {"Prefix": prefix},
                "DeleteMarkerReplication": {"Status": "Enabled"},
                "Destination": {"Bucket": {"Fn::GetAtt": ["Replica", "Arn"]}, "StorageClass": "STANDARD_IA"},
            }
        ],
    }


def _replica(s3: Any, key: str, version: str) -> Any:
    deadline = time.monotonic() + 15
    while True:
        try:
            return s3.get_object(Bucket="cfn-repl-dst", Key=key, VersionId=version)
        except ClientError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def test_create_update_remove(cfn: Any, labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    stack_id = cfn.create_stack(
        StackName="repl", TemplateBody=_template(_rules("docs/")), Capabilities=["CAPABILITY_IAM"]
    )["StackId"]
    assert wait_stack(cfn, "repl")["StackStatus"] == "CREATE_COMPLETE"
    rule = s3.get_bucket_replication(Bucket="cfn-repl-src")["ReplicationConfiguration"]["Rules"][0]
    assert (rule["ID"], rule["Filter"], rule["Destination"]["Bucket"]) == (
        "docs",
        {"Prefix": "docs/"},
        "arn:aws:s3:::cfn-repl-dst",
    )
    version = s3.put_object(Bucket="cfn-repl-src", Key="docs/a", Body=b"a")["VersionId"]
    assert _replica(s3, "docs/a", version)["ReplicationStatus"] == "REPLICA"
    cfn.update_stack(
        StackName="repl", TemplateBody=_template(_rules("logs/")), Capabilities=["CAPABILITY_IAM"]
    )
    assert wait_stack(cfn, "repl")["StackStatus"] == "UPDATE_COMPLETE"
    rules = s3.get_bucket_replication(Bucket="cfn-repl-src")["ReplicationConfiguration"]["Rules"]
    assert [r["Filter"] for r in rules] == [{"Prefix": "logs/"}]
    cfn.update_stack(
        StackName="repl", TemplateBody=_template(None, versioned=False), Capabilities=["CAPABILITY_IAM"]
    )
    assert wait_stack(cfn, "repl")["StackStatus"] == "UPDATE_COMPLETE"
    try:
        s3.get_bucket_replication(Bucket="cfn-repl-src")
        raise AssertionError("the configuration should be gone")
    except ClientError as error:
        assert error.response["Error"]["Code"] == "ReplicationConfigurationNotFoundError"
    assert s3.get_bucket_versioning(Bucket="cfn-repl-src")["Status"] == "Suspended"  # after the delete
    for bucket in ("cfn-repl-src", "cfn-repl-dst"):  # S3 deletes only empty buckets
        for v in s3.list_object_versions(Bucket=bucket).get("Versions", []):
            s3.delete_object(Bucket=bucket, Key=v["Key"], VersionId=v["VersionId"])
    cfn.delete_stack(StackName="repl")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert s3.list_buckets()["Buckets"] == []


def test_what_s3_refuses_fails_the_resource(cfn: Any) -> None:
    rules = _rules("")
    rules["Rules"][0].pop("DeleteMarkerReplication")
    cfn.create_stack(StackName="repl-bad", TemplateBody=_template(rules), Capabilities=["CAPABILITY_IAM"])
    assert wait_stack(cfn, "repl-bad")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [r or "" for _, status, r in events(cfn, "repl-bad") if status == "CREATE_FAILED"]
    assert any("DeleteMarkerReplication must be specified" in r for r in reasons), reasons
