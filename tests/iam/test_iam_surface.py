"""The IAM surface tools call: role shapes per operation and RoleLastUsed, tags on users, roles and
policies, account aliases, ListEntitiesForPolicy, service-linked roles, and a Terraform-style
create/read/delete cycle of a role with inline and attached policies."""

from __future__ import annotations

import json
from typing import Any

import pytest
from iam_api_helpers import LAMBDA_AND_ACCOUNT_TRUST, assume, client_factory, failure, make_role

ACCOUNT = "000000000000"
READ_ONLY = "arn:aws:iam::aws:policy/AmazonSQSReadOnlyAccess"


def test_role_shapes_per_operation(iam: Any) -> None:
    created = iam.create_role(
        RoleName="shaped",
        AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST,
        Tags=[{"Key": "team", "Value": "a"}],
    )["Role"]
    assert set(created) == {
        "Path",
        "RoleName",
        "RoleId",
        "Arn",
        "CreateDate",
        "AssumeRolePolicyDocument",
        "Tags",
    }
    listed = [r for r in iam.list_roles()["Roles"] if r["RoleName"] == "shaped"][0]
    assert set(listed) == {
        "Path",
        "RoleName",
        "RoleId",
        "Arn",
        "CreateDate",
        "AssumeRolePolicyDocument",
        "MaxSessionDuration",
    }
    got = iam.get_role(RoleName="shaped")["Role"]
    assert set(got) == {
        "Path",
        "RoleName",
        "RoleId",
        "Arn",
        "CreateDate",
        "AssumeRolePolicyDocument",
        "MaxSessionDuration",
        "RoleLastUsed",
        "Tags",
    }
    assert got["RoleLastUsed"] == {}


def test_role_last_used_after_a_session_calls(labcloud: Any, iam: Any) -> None:
    arn = make_role(
        iam,
        "used",
        json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "sqs:ListQueues", "Resource": "*"}],
            }
        ),
    )
    assert iam.get_role(RoleName="used")["Role"]["RoleLastUsed"] == {}
    sqs = client_factory(labcloud, assume(labcloud, arn, "worker"))("sqs")
    sqs.list_queues()
    last = iam.get_role(RoleName="used")["Role"]["RoleLastUsed"]
    assert set(last) == {"LastUsedDate", "Region"} and last["Region"] == "us-east-1"


def test_tags_on_users_roles_and_policies(iam: Any) -> None:
    iam.create_user(UserName="tagged")
    iam.tag_user(UserName="tagged", Tags=[{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}])
    iam.untag_user(UserName="tagged", TagKeys=["a"])
    assert iam.list_user_tags(UserName="tagged")["Tags"] == [{"Key": "b", "Value": "2"}]
    make_role(iam, "tagged-role")
    iam.tag_role(RoleName="tagged-role", Tags=[{"Key": "x", "Value": "y"}])
    iam.untag_role(RoleName="tagged-role", TagKeys=["x"])
    assert iam.list_role_tags(RoleName="tagged-role")["Tags"] == []
    arn = iam.create_policy(
        PolicyName="tagged-policy",
        PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
        ),
    )["Policy"]["Arn"]
    iam.tag_policy(PolicyArn=arn, Tags=[{"Key": "k", "Value": "v"}])
    assert iam.list_policy_tags(PolicyArn=arn)["Tags"] == [{"Key": "k", "Value": "v"}]
    iam.untag_policy(PolicyArn=arn, TagKeys=["k"])
    assert iam.list_policy_tags(PolicyArn=arn)["Tags"] == []
    code, status, _ = failure(
        lambda: iam.tag_user(UserName="tagged", Tags=[{"Key": f"k{i}", "Value": "v"} for i in range(51)])
    )
    assert (code, status) == ("ValidationError", 400)  # more than 50 in one request
    iam.tag_user(UserName="tagged", Tags=[{"Key": f"k{i}", "Value": "v"} for i in range(30)])
    code, status, _ = failure(
        lambda: iam.tag_user(UserName="tagged", Tags=[{"Key": f"j{i}", "Value": "v"} for i in range(30)])
    )
    assert (code, status) == ("LimitExceeded", 409)  # more than 50 on the user
    assert (
        failure(lambda: iam.tag_user(UserName="tagged", Tags=[{"Key": "aws:x", "Value": "v"}]))[0]
        == "InvalidInput"
    )
    assert failure(lambda: iam.list_user_tags(UserName="nobody"))[:2] == ("NoSuchEntity", 404)
    assert failure(lambda: iam.list_policy_tags(PolicyArn=arn + "x"))[:2] == ("NoSuchEntity", 404)


def test_account_aliases(iam: Any, labcloud: Any) -> None:
    assert iam.list_account_aliases()["AccountAliases"] == []
    iam.create_account_alias(AccountAlias="my-lab")
    assert iam.list_account_aliases()["AccountAliases"] == ["my-lab"]
    iam.create_account_alias(AccountAlias="my-lab-two")  # one alias per account: it replaces
    assert iam.list_account_aliases()["AccountAliases"] == ["my-lab-two"]
    other = labcloud.boto3_client("iam", aws_access_key_id="111122223333")
    assert failure(lambda: other.create_account_alias(AccountAlias="my-lab-two"))[:2] == (
        "EntityAlreadyExists",
        409,
    )
    assert failure(lambda: iam.create_account_alias(AccountAlias="Bad_Alias"))[:2] == ("ValidationError", 400)
    assert failure(lambda: iam.delete_account_alias(AccountAlias="nope")) == (
        "NoSuchEntity",
        404,
        "The account alias nope cannot be found.",
    )
    iam.delete_account_alias(AccountAlias="my-lab-two")
    assert iam.list_account_aliases()["AccountAliases"] == []


def test_list_entities_for_policy(iam: Any) -> None:
    role_id = iam.create_role(RoleName="reader", AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST)["Role"][
        "RoleId"
    ]
    user_id = iam.create_user(UserName="reader-user")["User"]["UserId"]
    group_id = iam.create_group(GroupName="readers")["Group"]["GroupId"]
    iam.attach_role_policy(RoleName="reader", PolicyArn=READ_ONLY)
    iam.attach_user_policy(UserName="reader-user", PolicyArn=READ_ONLY)
    iam.attach_group_policy(GroupName="readers", PolicyArn=READ_ONLY)
    out = iam.list_entities_for_policy(PolicyArn=READ_ONLY)
    assert (out["PolicyRoles"], out["PolicyUsers"], out["PolicyGroups"], out["IsTruncated"]) == (
        [{"RoleName": "reader", "RoleId": role_id}],
        [{"UserName": "reader-user", "UserId": user_id}],
        [{"GroupName": "readers", "GroupId": group_id}],
        False,
    )
    only_roles = iam.list_entities_for_policy(PolicyArn=READ_ONLY, EntityFilter="Role")
    assert (len(only_roles["PolicyRoles"]), only_roles["PolicyUsers"], only_roles["PolicyGroups"]) == (
        1,
        [],
        [],
    )
    missing = f"arn:aws:iam::{ACCOUNT}:policy/missing"
    assert failure(lambda: iam.list_entities_for_policy(PolicyArn=missing)) == (
        "NoSuchEntity",
        404,
        f"Policy {missing} was not found.",
    )


def test_service_linked_roles(iam: Any) -> None:
    role = iam.create_service_linked_role(AWSServiceName="autoscaling.amazonaws.com", CustomSuffix="lab")[
        "Role"
    ]
    assert role["RoleName"] == "AWSServiceRoleForAutoScaling_lab"
    assert role["Path"] == "/aws-service-role/autoscaling.amazonaws.com/"
    assert role["Arn"] == (
        f"arn:aws:iam::{ACCOUNT}:role/aws-service-role/autoscaling.amazonaws.com/"
        "AWSServiceRoleForAutoScaling_lab"
    )
    assert role["AssumeRolePolicyDocument"]["Statement"][0]["Principal"] == {
        "Service": ["autoscaling.amazonaws.com"]
    }
    ecs = iam.create_service_linked_role(AWSServiceName="ecs.amazonaws.com")["Role"]
    assert ecs["RoleName"] == "AWSServiceRoleForECS"
    code, status, message = failure(
        lambda: iam.create_service_linked_role(AWSServiceName="ecs.amazonaws.com", CustomSuffix="x")
    )
    assert (code, status, message) == (
        "InvalidInput",
        400,
        "Custom suffix is not allowed for ecs.amazonaws.com",
    )
    assert (
        failure(lambda: iam.create_service_linked_role(AWSServiceName="ecs.amazonaws.com"))[0]
        == "InvalidInput"
    )
    assert failure(lambda: iam.delete_role(RoleName="AWSServiceRoleForECS")) == (
        "UnmodifiableEntity",
        400,
        "Cannot perform the operation on the protected role 'AWSServiceRoleForECS' - this "
        "role is only modifiable by AWS",
    )
    task = iam.delete_service_linked_role(RoleName="AWSServiceRoleForECS")["DeletionTaskId"]
    assert task.startswith("task/aws-service-role/ecs.amazonaws.com/AWSServiceRoleForECS/")
    assert iam.get_service_linked_role_deletion_status(DeletionTaskId=task)["Status"] == "SUCCEEDED"
    assert failure(lambda: iam.get_role(RoleName="AWSServiceRoleForECS"))[0] == "NoSuchEntity"
    make_role(iam, "plain")
    assert failure(lambda: iam.delete_service_linked_role(RoleName="plain"))[:2] == ("InvalidInput", 400)


def test_terraform_style_role_cycle(labcloud: Any) -> None:
    """create → read back everything a provider reads → delete in its order, via the CLI."""
    aws = labcloud.aws_json
    created = aws(
        "iam",
        "create-role",
        "--role-name",
        "tf-role",
        "--assume-role-policy-document",
        LAMBDA_AND_ACCOUNT_TRUST,
        "--description",
        "managed by terraform",
    )
    assert "MaxSessionDuration" not in created["Role"] and "RoleLastUsed" not in created["Role"]
    labcloud.aws(
        "iam",
        "put-role-policy",
        "--role-name",
        "tf-role",
        "--policy-name",
        "inline",
        "--policy-document",
        json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "logs:*", "Resource": "*"}]}
        ),
    )
    labcloud.aws("iam", "attach-role-policy", "--role-name", "tf-role", "--policy-arn", READ_ONLY)
    role = aws("iam", "get-role", "--role-name", "tf-role")["Role"]
    assert (role["Description"], role["MaxSessionDuration"], role["RoleLastUsed"]) == (
        "managed by terraform",
        3600,
        {},
    )
    assert aws("iam", "list-role-policies", "--role-name", "tf-role")["PolicyNames"] == ["inline"]
    assert aws("iam", "list-attached-role-policies", "--role-name", "tf-role")["AttachedPolicies"] == [
        {"PolicyName": "AmazonSQSReadOnlyAccess", "PolicyArn": READ_ONLY}
    ]
    denied = labcloud.aws("iam", "delete-role", "--role-name", "tf-role", check=False)
    assert denied.returncode != 0 and "DeleteConflict" in denied.stderr
    labcloud.aws("iam", "detach-role-policy", "--role-name", "tf-role", "--policy-arn", READ_ONLY)
    labcloud.aws("iam", "delete-role-policy", "--role-name", "tf-role", "--policy-name", "inline")
    labcloud.aws("iam", "delete-role", "--role-name", "tf-role")
    gone = labcloud.aws("iam", "get-role", "--role-name", "tf-role", check=False)
    assert gone.returncode != 0 and "NoSuchEntity" in gone.stderr


def test_error_codes_and_messages(iam: Any) -> None:
    for call in (
        lambda: iam.get_policy(PolicyArn="not-an-arn-at-all-really"),
        lambda: iam.attach_role_policy(RoleName="any", PolicyArn="policy/not-an-arn-either"),
    ):
        assert failure(call) == ("InvalidInput", 400, "Invalid ARN: Could not be parsed!")
    make_role(iam, "json-checked")
    assert failure(
        lambda: iam.put_role_policy(RoleName="json-checked", PolicyName="p", PolicyDocument="{not json")
    ) == ("MalformedPolicyDocument", 400, "This policy contains invalid Json")
    assert failure(lambda: iam.create_policy(PolicyName="bad", PolicyDocument="[1, 2")) == (
        "MalformedPolicyDocument",
        400,
        "This policy contains invalid Json",
    )
    assert failure(lambda: iam.get_role(RoleName="nobody")) == (
        "NoSuchEntity",
        404,
        "The role with name nobody cannot be found.",
    )


def test_cli_error_codes(labcloud: Any) -> None:
    done = labcloud.aws("iam", "get-policy", "--policy-arn", "not-an-arn-at-all-really", check=False)
    assert (
        done.returncode != 0
        and "(InvalidInput)" in done.stderr
        and "Invalid ARN: Could not be parsed!" in done.stderr
    )


def test_account_authorization_details(iam: Any) -> None:
    iam.create_user(UserName="auth-user")
    iam.put_user_policy(
        UserName="auth-user",
        PolicyName="own",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "sqs:ListQueues", "Resource": "*"}],
            }
        ),
    )
    iam.create_group(GroupName="auth-group")
    iam.add_user_to_group(GroupName="auth-group", UserName="auth-user")
    iam.attach_group_policy(GroupName="auth-group", PolicyArn=READ_ONLY)
    make_role(iam, "auth-role")
    local = iam.create_policy(
        PolicyName="auth-local",
        PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "logs:*", "Resource": "*"}]}
        ),
    )["Policy"]["Arn"]
    iam.attach_role_policy(RoleName="auth-role", PolicyArn=local)
    out = iam.get_account_authorization_details()
    assert out["IsTruncated"] is False
    user = [u for u in out["UserDetailList"] if u["UserName"] == "auth-user"][0]
    assert user["GroupList"] == ["auth-group"]
    assert user["UserPolicyList"][0]["PolicyName"] == "own"
    assert user["UserPolicyList"][0]["PolicyDocument"]["Statement"][0]["Action"] == "sqs:ListQueues"
    group = [g for g in out["GroupDetailList"] if g["GroupName"] == "auth-group"][0]
    assert group["AttachedManagedPolicies"] == [
        {"PolicyName": "AmazonSQSReadOnlyAccess", "PolicyArn": READ_ONLY}
    ]
    role = [r for r in out["RoleDetailList"] if r["RoleName"] == "auth-role"][0]
    assert role["AttachedManagedPolicies"] == [{"PolicyName": "auth-local", "PolicyArn": local}]
    assert (role["InstanceProfileList"], role["RolePolicyList"]) == ([], [])
    by_arn = {p["Arn"]: p for p in out["Policies"]}
    assert by_arn[local]["PolicyVersionList"][0]["VersionId"] == "v1"
    assert by_arn[local]["PolicyVersionList"][0]["IsDefaultVersion"] is True
    assert by_arn[READ_ONLY]["AttachmentCount"] == 1
    only_roles = iam.get_account_authorization_details(Filter=["Role"])
    assert (only_roles["UserDetailList"], only_roles["GroupDetailList"], only_roles["Policies"]) == (
        [],
        [],
        [],
    )


def test_service_specific_credentials(iam: Any) -> None:
    iam.create_user(UserName="git-user")
    made = iam.create_service_specific_credential(
        UserName="git-user", ServiceName="codecommit.amazonaws.com"
    )["ServiceSpecificCredential"]
    assert set(made) == {
        "CreateDate",
        "ServiceName",
        "ServiceUserName",
        "ServicePassword",
        "ServiceSpecificCredentialId",
        "UserName",
        "Status",
    }
    assert (made["ServiceUserName"], made["Status"], made["UserName"]) == (
        f"git-user-at-{ACCOUNT}",
        "Active",
        "git-user",
    )
    assert made["ServiceSpecificCredentialId"].startswith("ACCA") and len(made["ServicePassword"]) == 44
    iam.create_service_specific_credential(UserName="git-user", ServiceName="codecommit.amazonaws.com")
    code, status, message = failure(
        lambda: iam.create_service_specific_credential(
            UserName="git-user", ServiceName="codecommit.amazonaws.com"
        )
    )
    assert (code, status, message) == (
        "LimitExceeded",
        409,
        "Cannot exceed quota for ServiceSpecificCredentialsPerUserPerService: 2",
    )
    assert failure(
        lambda: iam.create_service_specific_credential(UserName="git-user", ServiceName="s3.amazonaws.com")
    )[:2] == ("NotSupportedService", 404)
    listed = iam.list_service_specific_credentials(UserName="git-user")["ServiceSpecificCredentials"]
    assert len(listed) == 2 and all("ServicePassword" not in c for c in listed)
    ident = made["ServiceSpecificCredentialId"]
    again = iam.reset_service_specific_credential(UserName="git-user", ServiceSpecificCredentialId=ident)[
        "ServiceSpecificCredential"
    ]
    assert again["ServicePassword"] != made["ServicePassword"]
    iam.update_service_specific_credential(
        UserName="git-user", ServiceSpecificCredentialId=ident, Status="Inactive"
    )
    statuses = {
        c["ServiceSpecificCredentialId"]: c["Status"]
        for c in iam.list_service_specific_credentials(UserName="git-user")["ServiceSpecificCredentials"]
    }
    assert statuses[ident] == "Inactive"
    iam.delete_service_specific_credential(UserName="git-user", ServiceSpecificCredentialId=ident)
    assert failure(
        lambda: iam.delete_service_specific_credential(UserName="git-user", ServiceSpecificCredentialId=ident)
    )[:2] == ("NoSuchEntity", 404)


@pytest.mark.parametrize(
    ("service", "name"),
    [
        ("es.amazonaws.com", "AWSServiceRoleForAmazonElasticsearchService"),
        ("eks.amazonaws.com", "AWSServiceRoleForAmazonEKS"),
        ("emr-containers.amazonaws.com", "AWSServiceRoleForAmazonEMRContainers"),
        ("spot.amazonaws.com", "AWSServiceRoleForEC2Spot"),
        ("ecs.application-autoscaling.amazonaws.com", "AWSServiceRoleForApplicationAutoScaling_ECSService"),
        ("delivery.logs.amazonaws.com", "AWSServiceRoleForLogDelivery"),
    ],
)
def test_service_linked_role_names_and_taken_message(iam: Any, service: str, name: str) -> None:
    """Clients parse the role name out of the message IAM answers for a role that already exists."""
    role = iam.create_service_linked_role(AWSServiceName=service)["Role"]
    assert (role["RoleName"], role["Path"]) == (name, f"/aws-service-role/{service}/")
    assert failure(lambda: iam.create_service_linked_role(AWSServiceName=service)) == (
        "InvalidInput",
        400,
        f"Service role name {name} has been taken in this account, please try a different suffix.",
    )
