"""AWS::IAM::InstanceProfile: created with its role, the role swapped on update, removed before the role
on delete (the role could not be deleted while it sits in the profile)."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import wait_stack

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ec2.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _template(role: str) -> str:
    return json.dumps(
        {
            "Resources": {
                "A": {
                    "Type": "AWS::IAM::Role",
                    "Properties": {"RoleName": "cfn-a", "AssumeRolePolicyDocument": TRUST},
                },
                "B": {
                    "Type": "AWS::IAM::Role",
                    "Properties": {"RoleName": "cfn-b", "AssumeRolePolicyDocument": TRUST},
                },
                "Profile": {
                    "Type": "AWS::IAM::InstanceProfile",
                    "Properties": {
                        "InstanceProfileName": "cfn-profile",
                        "Path": "/cfn/",
                        "Roles": [{"Ref": role}],
                    },
                },
            },
            "Outputs": {
                "Arn": {"Value": {"Fn::GetAtt": ["Profile", "Arn"]}},
                "Name": {"Value": {"Ref": "Profile"}},
            },
        }
    )


def test_instance_profile_lifecycle(labcloud: Any, cfn: Any) -> None:
    iam = labcloud.boto3_client("iam")
    stack_id = cfn.create_stack(
        StackName="profiles", TemplateBody=_template("A"), Capabilities=["CAPABILITY_NAMED_IAM"]
    )["StackId"]
    stack = wait_stack(cfn, "profiles")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs == {
        "Arn": "arn:aws:iam::000000000000:instance-profile/cfn/cfn-profile",
        "Name": "cfn-profile",
    }

    def roles() -> list[str]:
        got = iam.get_instance_profile(InstanceProfileName="cfn-profile")["InstanceProfile"]
        return [r["RoleName"] for r in got["Roles"]]

    assert roles() == ["cfn-a"]
    cfn.update_stack(StackName="profiles", TemplateBody=_template("B"), Capabilities=["CAPABILITY_NAMED_IAM"])
    assert wait_stack(cfn, "profiles")["StackStatus"] == "UPDATE_COMPLETE"
    assert roles() == ["cfn-b"]
    cfn.delete_stack(StackName="profiles")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert iam.list_instance_profiles()["InstanceProfiles"] == []
    assert [r["RoleName"] for r in iam.list_roles()["Roles"] if r["RoleName"].startswith("cfn-")] == []
