"""AWS::IAM::User (apigw-iam): a stack's user with an inline policy and tags, Ref its name and ``Arn``
its ARN; a malformed inline policy fails the stack with IAM's error; the stack's delete removes it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import error_code, events, wait_stack

DOCUMENT = {
    "Version": "2012-10-17",
    "Statement": [{"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": "*"}],
}


def _template(document: Any) -> str:
    return json.dumps(
        {
            "Resources": {
                "Caller": {
                    "Type": "AWS::IAM::User",
                    "Properties": {
                        "Policies": [{"PolicyName": "root", "PolicyDocument": document}],
                        "Tags": [{"Key": "team", "Value": "api"}],
                    },
                }
            },
            "Outputs": {
                "Name": {"Value": {"Ref": "Caller"}},
                "Arn": {"Value": {"Fn::GetAtt": ["Caller", "Arn"]}},
            },
        }
    )


def test_iam_user_stack(labcloud: Any, cfn: Any) -> None:
    iam = labcloud.boto3_client("iam")
    made = cfn.create_stack(
        StackName="users", TemplateBody=_template(DOCUMENT), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "users")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "users")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    name = outputs["Name"]
    assert name.startswith("users-Caller-")
    assert outputs["Arn"] == f"arn:aws:iam::000000000000:user/{name}"
    policy = iam.get_user_policy(UserName=name, PolicyName="root")["PolicyDocument"]
    assert policy["Statement"][0]["Action"] == "execute-api:Invoke"
    assert iam.list_user_tags(UserName=name)["Tags"] == [{"Key": "team", "Value": "api"}]

    cfn.delete_stack(StackName="users")
    assert wait_stack(cfn, made["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    with pytest.raises(ClientError) as info:
        iam.get_user(UserName=name)
    assert error_code(info.value)[0] == "NoSuchEntity"

    bad = {"Version": "2012-10-17", "Statement": [{"Effect": "Maybe", "Action": "s3:*", "Resource": "*"}]}
    cfn.create_stack(StackName="bad-user", TemplateBody=_template(bad), Capabilities=["CAPABILITY_IAM"])
    assert wait_stack(cfn, "bad-user")["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [reason for _, status, reason in events(cfn, "bad-user") if status == "CREATE_FAILED"]
    assert "MalformedPolicyDocument" in (failed[0] or ""), failed
    assert [u["UserName"] for u in iam.list_users()["Users"]] == []
