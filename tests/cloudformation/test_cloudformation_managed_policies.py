"""AWS managed policies that serverless templates attach (all of AWS's are shipped: docs/iam-managed-policies.md)
deploy in a SAM template, and they are enforced: a function whose role has only AmazonS3ReadOnlyAccess reads
objects and is refused a write."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import wait_stack

ATTACHED = [
    "AmazonS3FullAccess",
    "service-role/AWSLambdaVPCAccessExecutionRole",
    "service-role/AmazonAPIGatewayPushToCloudWatchLogs",
    "CloudWatchLambdaInsightsExecutionRolePolicy",
]

CODE = """
import boto3

def handler(event, context):
    s3 = boto3.client("s3")
    got = s3.get_object(Bucket=event["bucket"], Key="in.txt")["Body"].read().decode()
    try:
        s3.put_object(Bucket=event["bucket"], Key=event["key"], Body=b"written")
        wrote = "yes"
    except Exception as error:
        wrote = error.response["Error"]["Code"]
    return {"read": got, "wrote": wrote}
"""

TEMPLATE = {
    "Transform": "AWS::Serverless-2016-10-31",
    "Resources": {
        "Writer": {
            "Type": "AWS::IAM::Role",
            "Properties": {
                "AssumeRolePolicyDocument": {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"Service": "lambda.amazonaws.com"},
                            "Action": "sts:AssumeRole",
                        }
                    ],
                },
                "ManagedPolicyArns": [
                    {"Fn::Sub": f"arn:${{AWS::Partition}}:iam::aws:policy/{name}"} for name in ATTACHED
                ],
            },
        },
        "FullAccess": {
            "Type": "AWS::Serverless::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "InlineCode": CODE,
                "Role": {"Fn::GetAtt": ["Writer", "Arn"]},
                "Timeout": 10,
            },
        },
        "ReadOnly": {
            "Type": "AWS::Serverless::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "InlineCode": CODE,
                "Policies": [
                    "AmazonS3ReadOnlyAccess"
                ],  # SAM's name → arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess
                "Timeout": 10,
            },
        },
    },
    "Outputs": {
        "Writer": {"Value": {"Ref": "Writer"}},
        "FullAccess": {"Value": {"Ref": "FullAccess"}},
        "ReadOnly": {"Value": {"Ref": "ReadOnly"}},
        "ReadOnlyRole": {"Value": {"Ref": "ReadOnlyRole"}},
    },
}


def _invoke(lam: Any, name: str, key: str) -> dict[str, Any]:
    out = lam.invoke(FunctionName=name, Payload=json.dumps({"bucket": "data", "key": key}).encode())
    assert "FunctionError" not in out, out["Payload"].read()
    return dict(json.loads(out["Payload"].read()))


def test_managed_policies_attach_and_are_enforced(cfn: Any, labcloud: Any) -> None:
    s3, iam, lam = (labcloud.boto3_client(s) for s in ("s3", "iam", "lambda"))
    s3.create_bucket(Bucket="data")
    s3.put_object(Bucket="data", Key="in.txt", Body=b"hello")
    cfn.create_stack(
        StackName="managed",
        TemplateBody=json.dumps(TEMPLATE),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "managed")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    attached = iam.list_attached_role_policies(RoleName=outputs["Writer"])["AttachedPolicies"]
    assert sorted(p["PolicyArn"] for p in attached) == sorted(
        f"arn:aws:iam::aws:policy/{n}" for n in ATTACHED
    )
    for name in ATTACHED:
        policy = iam.get_policy(PolicyArn=f"arn:aws:iam::aws:policy/{name}")["Policy"]
        folder = name.rpartition("/")[0]
        assert (policy["Path"], policy["AttachmentCount"]) == (f"/{folder}/" if folder else "/", 1)

    assert _invoke(lam, outputs["FullAccess"], "full.txt") == {"read": "hello", "wrote": "yes"}
    assert _invoke(lam, outputs["ReadOnly"], "ro.txt") == {"read": "hello", "wrote": "AccessDenied"}
    assert [o["Key"] for o in s3.list_objects_v2(Bucket="data")["Contents"]] == ["full.txt", "in.txt"]
    read_only = iam.list_attached_role_policies(RoleName=outputs["ReadOnlyRole"])["AttachedPolicies"]
    assert "arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess" in [p["PolicyArn"] for p in read_only]
