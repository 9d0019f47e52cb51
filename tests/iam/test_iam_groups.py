"""IAM groups: the API's shapes and errors (boto3 and the CLI), and group policies in enforcement."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from iam_api_helpers import failure

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"


def test_group_lifecycle_and_membership(iam: Any) -> None:
    group = iam.create_group(GroupName="devs", Path="/team/")["Group"]
    assert set(group) == {"Path", "GroupName", "GroupId", "Arn", "CreateDate"}
    assert group["Arn"] == f"arn:aws:iam::{ACCOUNT}:group/team/devs"
    assert group["GroupId"].startswith("AGPA") and len(group["GroupId"]) == 21
    assert isinstance(group["CreateDate"], datetime)
    assert failure(lambda: iam.create_group(GroupName="devs")) == (
        "EntityAlreadyExists",
        409,
        "Group with name devs already exists.",
    )
    assert failure(lambda: iam.get_group(GroupName="nobody")) == (
        "NoSuchEntity",
        404,
        "The group with name nobody cannot be found.",
    )
    iam.create_user(UserName="ann")
    iam.add_user_to_group(GroupName="devs", UserName="ann")
    iam.add_user_to_group(GroupName="devs", UserName="ann")  # idempotent, as in AWS
    got = iam.get_group(GroupName="devs")
    assert (
        got["Group"] == group and [u["UserName"] for u in got["Users"]] == ["ann"] and not got["IsTruncated"]
    )
    assert [g["GroupName"] for g in iam.list_groups_for_user(UserName="ann")["Groups"]] == ["devs"]
    assert [g["GroupName"] for g in iam.list_groups(PathPrefix="/team/")["Groups"]] == ["devs"]
    assert iam.list_groups(PathPrefix="/other/")["Groups"] == []
    assert failure(lambda: iam.add_user_to_group(GroupName="devs", UserName="ghost"))[0] == "NoSuchEntity"
    assert failure(lambda: iam.delete_group(GroupName="devs")) == (
        "DeleteConflict",
        409,
        "Cannot delete entity, must remove users from group first.",
    )
    assert failure(lambda: iam.delete_user(UserName="ann"))[0] == "DeleteConflict"
    iam.put_group_policy(
        GroupName="devs",
        PolicyName="read",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "sqs:List*", "Resource": "*"}],
            }
        ),
    )
    assert iam.list_group_policies(GroupName="devs")["PolicyNames"] == ["read"]
    assert (
        iam.get_group_policy(GroupName="devs", PolicyName="read")["PolicyDocument"]["Statement"][0]["Action"]
        == "sqs:List*"
    )
    iam.attach_group_policy(GroupName="devs", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSReadOnlyAccess")
    assert iam.list_attached_group_policies(GroupName="devs")["AttachedPolicies"] == [
        {
            "PolicyName": "AmazonSQSReadOnlyAccess",
            "PolicyArn": "arn:aws:iam::aws:policy/AmazonSQSReadOnlyAccess",
        }
    ]
    iam.remove_user_from_group(GroupName="devs", UserName="ann")
    assert failure(lambda: iam.remove_user_from_group(GroupName="devs", UserName="ann"))[0] == "NoSuchEntity"
    assert failure(lambda: iam.delete_group(GroupName="devs")) == (
        "DeleteConflict",
        409,
        "Cannot delete entity, must delete policies first.",
    )
    iam.delete_group_policy(GroupName="devs", PolicyName="read")
    assert failure(lambda: iam.delete_group(GroupName="devs"))[2] == (
        "Cannot delete entity, must detach all policies first."
    )
    iam.detach_group_policy(GroupName="devs", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSReadOnlyAccess")
    iam.delete_group(GroupName="devs")
    iam.delete_user(UserName="ann")
    assert iam.list_groups()["Groups"] == []


def test_invalid_group_name(iam: Any) -> None:
    code, status, _ = failure(lambda: iam.create_group(GroupName="bad name!"))
    assert (code, status) == ("ValidationError", 400)


def test_group_policies_count_in_enforcement(iam: Any) -> None:
    iam.create_user(UserName="bob")
    iam.create_group(GroupName="queue-readers")
    iam.add_user_to_group(GroupName="queue-readers", UserName="bob")
    iam.put_group_policy(
        GroupName="queue-readers",
        PolicyName="get",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "iam:GetUser", "Resource": "*"}],
            }
        ),
    )
    sim = iam.simulate_principal_policy(
        PolicySourceArn=f"arn:aws:iam::{ACCOUNT}:user/bob", ActionNames=["iam:GetUser", "iam:DeleteUser"]
    )["EvaluationResults"]
    assert [(r["EvalActionName"], r["EvalDecision"]) for r in sim] == [
        ("iam:GetUser", "allowed"),
        ("iam:DeleteUser", "implicitDeny"),
    ]
    iam.remove_user_from_group(GroupName="queue-readers", UserName="bob")
    sim = iam.simulate_principal_policy(
        PolicySourceArn=f"arn:aws:iam::{ACCOUNT}:user/bob", ActionNames=["iam:GetUser"]
    )["EvaluationResults"]
    assert sim[0]["EvalDecision"] == "implicitDeny"


def test_a_users_requests_are_allowed_and_denied_by_its_groups() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        iam = server.boto3_client("iam")
        iam.create_user(UserName="carol")
        key = iam.create_access_key(UserName="carol")["AccessKey"]
        carol = server.boto3_client(
            "sqs", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert failure(lambda: carol.list_queues())[0] == "AccessDenied"
        iam.create_group(GroupName="listers")
        iam.attach_group_policy(
            GroupName="listers", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSReadOnlyAccess"
        )
        iam.add_user_to_group(GroupName="listers", UserName="carol")
        carol.list_queues()
        iam.put_group_policy(
            GroupName="listers",
            PolicyName="no",
            PolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [{"Effect": "Deny", "Action": "sqs:ListQueues", "Resource": "*"}],
                }
            ),
        )
        code, status, message = failure(lambda: carol.list_queues())
        assert (code, status) == ("AccessDenied", 403)
        assert message.endswith("with an explicit deny in an identity-based policy")
    finally:
        server.stop()


def test_cli_groups(labcloud: Any) -> None:
    out = labcloud.aws_json("iam", "create-group", "--group-name", "cli-group")
    assert out["Group"]["GroupName"] == "cli-group"
    listed = labcloud.aws_json("iam", "list-groups")
    assert [g["GroupName"] for g in listed["Groups"]] == ["cli-group"]
    done = labcloud.aws("iam", "get-group", "--group-name", "missing", check=False)
    assert done.returncode != 0 and "NoSuchEntity" in done.stderr
    labcloud.aws("iam", "delete-group", "--group-name", "cli-group")
