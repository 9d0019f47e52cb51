"""UpdateUser/UpdateGroup (renames carry keys, policies and membership along) and login profiles."""

from __future__ import annotations

import json
from typing import Any

from iam_api_helpers import failure

ACCOUNT = "000000000000"
POLICY = json.dumps(
    {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
)
BASIC = "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"


def test_update_user_renames_and_moves_everything(labcloud: Any, iam: Any) -> None:
    iam.create_user(UserName="old")
    iam.create_group(GroupName="devs")
    iam.add_user_to_group(GroupName="devs", UserName="old")
    iam.put_user_policy(UserName="old", PolicyName="inline", PolicyDocument=POLICY)
    iam.attach_user_policy(UserName="old", PolicyArn=BASIC)
    key = iam.create_access_key(UserName="old")["AccessKey"]

    assert (
        iam.update_user(UserName="old", NewUserName="new", NewPath="/team/")["ResponseMetadata"][
            "HTTPStatusCode"
        ]
        == 200
    )
    user = iam.get_user(UserName="new")["User"]
    assert (user["Path"], user["Arn"]) == ("/team/", f"arn:aws:iam::{ACCOUNT}:user/team/new")
    assert failure(lambda: iam.get_user(UserName="old")) == (
        "NoSuchEntity",
        404,
        "The user with name old cannot be found.",
    )
    assert iam.list_user_policies(UserName="new")["PolicyNames"] == ["inline"]
    assert [p["PolicyArn"] for p in iam.list_attached_user_policies(UserName="new")["AttachedPolicies"]] == [
        BASIC
    ]
    assert [g["GroupName"] for g in iam.list_groups_for_user(UserName="new")["Groups"]] == ["devs"]
    assert [k["AccessKeyId"] for k in iam.list_access_keys(UserName="new")["AccessKeyMetadata"]] == [
        key["AccessKeyId"]
    ]
    # The key still signs in as the renamed user.
    sts = labcloud.boto3_client(
        "sts", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert sts.get_caller_identity()["Arn"] == f"arn:aws:iam::{ACCOUNT}:user/team/new"

    iam.create_user(UserName="taken")
    assert failure(lambda: iam.update_user(UserName="new", NewUserName="taken")) == (
        "EntityAlreadyExists",
        409,
        "User with name taken already exists.",
    )
    assert failure(lambda: iam.update_user(UserName="ghost", NewUserName="x"))[:2] == ("NoSuchEntity", 404)


def test_update_group_renames(iam: Any) -> None:
    iam.create_user(UserName="member")
    iam.create_group(GroupName="before")
    iam.add_user_to_group(GroupName="before", UserName="member")
    iam.put_group_policy(GroupName="before", PolicyName="inline", PolicyDocument=POLICY)
    iam.update_group(GroupName="before", NewGroupName="after", NewPath="/ops/")
    group = iam.get_group(GroupName="after")
    assert (group["Group"]["Arn"], [u["UserName"] for u in group["Users"]]) == (
        f"arn:aws:iam::{ACCOUNT}:group/ops/after",
        ["member"],
    )
    assert iam.list_group_policies(GroupName="after")["PolicyNames"] == ["inline"]
    assert failure(lambda: iam.get_group(GroupName="before"))[:2] == ("NoSuchEntity", 404)
    iam.create_group(GroupName="other")
    assert failure(lambda: iam.update_group(GroupName="after", NewGroupName="other")) == (
        "EntityAlreadyExists",
        409,
        "Group with name other already exists.",
    )


def test_login_profile_lifecycle(iam: Any) -> None:
    iam.create_user(UserName="console")
    created = iam.create_login_profile(
        UserName="console", Password="Str0ng!Passw0rd", PasswordResetRequired=True
    )["LoginProfile"]
    assert set(created) == {"UserName", "CreateDate", "PasswordResetRequired"}
    assert (created["UserName"], created["PasswordResetRequired"]) == ("console", True)
    assert failure(lambda: iam.create_login_profile(UserName="console", Password="Another!1pass"))[:2] == (
        "EntityAlreadyExists",
        409,
    )
    iam.update_login_profile(UserName="console", PasswordResetRequired=False)
    assert iam.get_login_profile(UserName="console")["LoginProfile"]["PasswordResetRequired"] is False
    assert failure(lambda: iam.delete_user(UserName="console")) == (
        "DeleteConflict",
        409,
        "Cannot delete entity, must delete login profile first.",
    )
    iam.delete_login_profile(UserName="console")
    assert failure(lambda: iam.get_login_profile(UserName="console")) == (
        "NoSuchEntity",
        404,
        "Login Profile for User console cannot be found.",
    )
    iam.delete_user(UserName="console")
