"""Tags on users and customer managed policies, UntagRole, the empty instance-profile/group lists, and
GetAccessKeyLastUsed: the reads Terraform makes on every IAM user, policy and role."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import error_of

TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
)
POLICY = json.dumps(
    {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
)


def test_user_tags(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_user(UserName="tagged", Tags=[{"Key": "team", "Value": "a"}])
    iam.tag_user(UserName="tagged", Tags=[{"Key": "team", "Value": "b"}, {"Key": "env", "Value": "dev"}])
    assert iam.list_user_tags(UserName="tagged")["Tags"] == [
        {"Key": "team", "Value": "b"},
        {"Key": "env", "Value": "dev"},
    ]
    iam.untag_user(UserName="tagged", TagKeys=["team", "absent"])
    assert iam.list_user_tags(UserName="tagged")["Tags"] == [{"Key": "env", "Value": "dev"}]
    assert iam.get_user(UserName="tagged")["User"]["Tags"] == [{"Key": "env", "Value": "dev"}]
    with pytest.raises(ClientError) as info:
        iam.tag_user(UserName="tagged", Tags=[{"Key": f"k{i}", "Value": "v"} for i in range(50)])
    assert error_of(info) == ("LimitExceeded", "Cannot exceed quota for TagsPerUser: 50.", 409)
    with pytest.raises(ClientError) as info:
        iam.list_user_tags(UserName="ghost")
    assert error_of(info) == ("NoSuchEntity", "The user with name ghost cannot be found.", 404)


def test_policy_tags_and_role_untag(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = iam.create_policy(
        PolicyName="tagged-policy", PolicyDocument=POLICY, Tags=[{"Key": "kind", "Value": "policy"}]
    )["Policy"]["Arn"]
    iam.tag_policy(PolicyArn=arn, Tags=[{"Key": "owner", "Value": "ops"}])
    assert iam.list_policy_tags(PolicyArn=arn)["Tags"] == [
        {"Key": "kind", "Value": "policy"},
        {"Key": "owner", "Value": "ops"},
    ]
    iam.untag_policy(PolicyArn=arn, TagKeys=["kind"])
    assert iam.get_policy(PolicyArn=arn)["Policy"]["Tags"] == [{"Key": "owner", "Value": "ops"}]
    missing = "arn:aws:iam::000000000000:policy/ghost"
    with pytest.raises(ClientError) as info:
        iam.list_policy_tags(PolicyArn=missing)
    assert error_of(info)[0] == "NoSuchEntity"
    iam.create_role(
        RoleName="tagged-role",
        AssumeRolePolicyDocument=TRUST,
        Tags=[{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}],
    )
    iam.untag_role(RoleName="tagged-role", TagKeys=["a"])
    assert iam.list_role_tags(RoleName="tagged-role")["Tags"] == [{"Key": "b", "Value": "2"}]
    with pytest.raises(ClientError) as info:
        iam.untag_role(RoleName="ghost", TagKeys=["a"])
    assert error_of(info) == ("NoSuchEntity", "The role with name ghost cannot be found.", 404)


def test_roles_have_no_instance_profiles_and_users_no_groups(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_role(RoleName="plain", AssumeRolePolicyDocument=TRUST)
    iam.create_user(UserName="plain")
    assert iam.list_instance_profiles_for_role(RoleName="plain")["InstanceProfiles"] == []
    assert iam.list_groups_for_user(UserName="plain")["Groups"] == []
    with pytest.raises(ClientError) as info:
        iam.list_instance_profiles_for_role(RoleName="ghost")
    assert error_of(info) == ("NoSuchEntity", "The role with name ghost cannot be found.", 404)
    with pytest.raises(ClientError) as info:
        iam.list_groups_for_user(UserName="ghost")
    assert error_of(info) == ("NoSuchEntity", "The user with name ghost cannot be found.", 404)
    listed = labcloud.aws_json("iam", "list-instance-profiles-for-role", "--role-name", "plain")
    assert listed == {"InstanceProfiles": []}


def test_access_key_last_used_names_the_owner(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_user(UserName="keyed")
    key = iam.create_access_key(UserName="keyed")["AccessKey"]["AccessKeyId"]
    answer = iam.get_access_key_last_used(AccessKeyId=key)
    assert answer["UserName"] == "keyed"
    assert answer["AccessKeyLastUsed"] == {"ServiceName": "N/A", "Region": "N/A"}
    with pytest.raises(ClientError) as info:
        iam.get_access_key_last_used(AccessKeyId="AKIAAAAAAAAAAAAAAAAA")
    assert error_of(info) == (
        "NoSuchEntity",
        "The Access Key with id AKIAAAAAAAAAAAAAAAAA cannot be found.",
        404,
    )
