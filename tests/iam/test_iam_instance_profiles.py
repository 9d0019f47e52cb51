"""Instance profiles: the API, IAM's one-role quota and deletion conflicts, tags, the CLI, a
Terraform-style role teardown, and profiles surviving a restart."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "ec2.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
)


def _fails(call, *args, **kwargs):
    with pytest.raises(ClientError) as info:
        call(*args, **kwargs)
    return error_of(info)


def test_create_get_list_and_delete(labcloud):
    iam = labcloud.boto3_client("iam")
    made = iam.create_instance_profile(
        InstanceProfileName="web", Path="/app/", Tags=[{"Key": "team", "Value": "a"}]
    )["InstanceProfile"]
    assert made["Arn"] == "arn:aws:iam::000000000000:instance-profile/app/web"
    assert made["InstanceProfileId"].startswith("AIPA") and len(made["InstanceProfileId"]) == 21
    assert (made["Path"], made["InstanceProfileName"], made["Roles"], made["Tags"]) == (
        "/app/",
        "web",
        [],
        [{"Key": "team", "Value": "a"}],
    )
    assert _fails(iam.create_instance_profile, InstanceProfileName="WEB") == (
        "EntityAlreadyExists",
        "Instance Profile WEB already exists.",
        409,
    )
    iam.create_instance_profile(InstanceProfileName="batch")
    listed = iam.list_instance_profiles()["InstanceProfiles"]
    assert [p["InstanceProfileName"] for p in listed] == ["batch", "web"]
    assert [
        p["InstanceProfileName"] for p in iam.list_instance_profiles(PathPrefix="/app/")["InstanceProfiles"]
    ] == ["web"]
    first = iam.list_instance_profiles(MaxItems=1)
    assert first["IsTruncated"] is True
    rest = iam.list_instance_profiles(Marker=first["Marker"])
    assert [p["InstanceProfileName"] for p in rest["InstanceProfiles"]] == ["web"]
    got = iam.get_instance_profile(InstanceProfileName="web")["InstanceProfile"]
    assert got["InstanceProfileId"] == made["InstanceProfileId"]
    iam.delete_instance_profile(InstanceProfileName="web")
    assert _fails(iam.get_instance_profile, InstanceProfileName="web") == (
        "NoSuchEntity",
        "Instance Profile web cannot be found.",
        404,
    )
    assert _fails(iam.delete_instance_profile, InstanceProfileName="web")[0] == "NoSuchEntity"


def test_one_role_per_profile_and_deletion_conflicts(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_role(RoleName="node", AssumeRolePolicyDocument=TRUST)
    iam.create_role(RoleName="other", AssumeRolePolicyDocument=TRUST)
    iam.create_instance_profile(InstanceProfileName="nodes")
    assert _fails(iam.add_role_to_instance_profile, InstanceProfileName="nodes", RoleName="ghost") == (
        "NoSuchEntity",
        "The role with name ghost cannot be found.",
        404,
    )
    assert _fails(iam.add_role_to_instance_profile, InstanceProfileName="nope", RoleName="node") == (
        "NoSuchEntity",
        "Instance Profile nope cannot be found.",
        404,
    )
    iam.add_role_to_instance_profile(InstanceProfileName="nodes", RoleName="node")
    for role in ("other", "node"):
        assert _fails(iam.add_role_to_instance_profile, InstanceProfileName="nodes", RoleName=role) == (
            "LimitExceeded",
            "Cannot exceed quota for InstanceSessionsPerInstanceProfile: 1",
            409,
        )
    roles = iam.get_instance_profile(InstanceProfileName="nodes")["InstanceProfile"]["Roles"]
    assert [(r["RoleName"], r["AssumeRolePolicyDocument"]) for r in roles] == [("node", json.loads(TRUST))]
    for_role = iam.list_instance_profiles_for_role(RoleName="node")["InstanceProfiles"]
    assert [p["InstanceProfileName"] for p in for_role] == ["nodes"]
    assert iam.list_instance_profiles_for_role(RoleName="other")["InstanceProfiles"] == []
    conflict = ("DeleteConflict", "Cannot delete entity, must remove roles from instance profile first.", 409)
    assert _fails(iam.delete_role, RoleName="node") == conflict
    assert _fails(iam.delete_instance_profile, InstanceProfileName="nodes") == conflict
    assert _fails(iam.remove_role_from_instance_profile, InstanceProfileName="nodes", RoleName="other") == (
        "NoSuchEntity",
        "The role with name other cannot be found.",
        404,
    )
    details = iam.get_account_authorization_details(Filter=["Role"])["RoleDetailList"]
    node = next(r for r in details if r["RoleName"] == "node")
    assert [p["InstanceProfileName"] for p in node["InstanceProfileList"]] == ["nodes"]
    iam.remove_role_from_instance_profile(InstanceProfileName="nodes", RoleName="node")
    assert iam.get_instance_profile(InstanceProfileName="nodes")["InstanceProfile"]["Roles"] == []
    iam.delete_role(RoleName="node")
    iam.delete_instance_profile(InstanceProfileName="nodes")


def test_profile_tags(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_instance_profile(InstanceProfileName="tagged")
    iam.tag_instance_profile(
        InstanceProfileName="tagged", Tags=[{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}]
    )
    iam.untag_instance_profile(InstanceProfileName="tagged", TagKeys=["a"])
    assert iam.list_instance_profile_tags(InstanceProfileName="tagged")["Tags"] == [
        {"Key": "b", "Value": "2"}
    ]
    assert _fails(
        iam.tag_instance_profile, InstanceProfileName="tagged", Tags=[{"Key": "aws:x", "Value": "1"}]
    ) == (
        "InvalidInput",
        "User-defined tag keys cannot begin with the reserved prefix 'aws:'.",
        400,
    )
    many = [{"Key": f"k{i}", "Value": "v"} for i in range(50)]
    assert _fails(iam.tag_instance_profile, InstanceProfileName="tagged", Tags=many) == (
        "LimitExceeded",
        "Cannot exceed quota for TagsPerInstanceProfile: 50.",
        409,
    )
    assert _fails(iam.list_instance_profile_tags, InstanceProfileName="ghost") == (
        "NoSuchEntity",
        "Instance Profile ghost cannot be found.",
        404,
    )


def test_terraform_style_teardown_with_the_cli(labcloud):
    labcloud.aws_json("iam", "create-role", "--role-name", "tf-node", "--assume-role-policy-document", TRUST)
    labcloud.aws_json("iam", "create-instance-profile", "--instance-profile-name", "tf-node")
    labcloud.aws_json(
        "iam", "add-role-to-instance-profile", "--instance-profile-name", "tf-node", "--role-name", "tf-node"
    )
    labcloud.aws_json(
        "iam",
        "put-role-policy",
        "--role-name",
        "tf-node",
        "--policy-name",
        "inline",
        "--policy-document",
        json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "s3:GetObject", "Resource": "*"}],
            }
        ),
    )
    labcloud.aws_json(
        "iam",
        "attach-role-policy",
        "--role-name",
        "tf-node",
        "--policy-arn",
        "arn:aws:iam::aws:policy/ReadOnlyAccess",
    )
    # Terraform's aws_iam_role delete: list profiles and remove the role, detach, delete inline, delete.
    listed = labcloud.aws_json("iam", "list-instance-profiles-for-role", "--role-name", "tf-node")
    for profile in listed["InstanceProfiles"]:
        labcloud.aws_json(
            "iam",
            "remove-role-from-instance-profile",
            "--instance-profile-name",
            profile["InstanceProfileName"],
            "--role-name",
            "tf-node",
        )
    labcloud.aws_json(
        "iam",
        "detach-role-policy",
        "--role-name",
        "tf-node",
        "--policy-arn",
        "arn:aws:iam::aws:policy/ReadOnlyAccess",
    )
    labcloud.aws_json("iam", "delete-role-policy", "--role-name", "tf-node", "--policy-name", "inline")
    labcloud.aws_json("iam", "delete-role", "--role-name", "tf-node")
    profile = labcloud.aws_json("iam", "get-instance-profile", "--instance-profile-name", "tf-node")
    assert profile["InstanceProfile"]["Roles"] == []
    failed = labcloud.aws("iam", "delete-instance-profile", "--instance-profile-name", "ghost", check=False)
    assert failed.returncode != 0 and "(NoSuchEntity)" in failed.stderr


def test_profiles_survive_a_restart(tmp_path):
    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        iam = first.boto3_client("iam")
        iam.create_role(RoleName="kept", AssumeRolePolicyDocument=TRUST)
        iam.create_instance_profile(InstanceProfileName="kept", Tags=[{"Key": "k", "Value": "v"}])
        iam.add_role_to_instance_profile(InstanceProfileName="kept", RoleName="kept")
    finally:
        first.stop()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        got = second.boto3_client("iam").get_instance_profile(InstanceProfileName="kept")["InstanceProfile"]
        assert ([r["RoleName"] for r in got["Roles"]], got["Tags"]) == (
            ["kept"],
            [{"Key": "k", "Value": "v"}],
        )
    finally:
        second.stop()
