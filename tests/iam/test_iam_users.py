"""Users, access keys (usable as credentials), user policies and the policy simulator."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import allow, deny, document, error_of, make_role


def _user_client(labcloud, key, service="iam"):
    return labcloud.boto3_client(
        service, aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )


def test_user_and_access_keys(labcloud):
    iam = labcloud.boto3_client("iam")
    user = iam.create_user(UserName="alice", Path="/team/")["User"]
    assert user["Arn"] == "arn:aws:iam::000000000000:user/team/alice"
    assert user["UserId"].startswith("AIDA") and len(user["UserId"]) == 21
    key = iam.create_access_key(UserName="alice")["AccessKey"]
    assert key["AccessKeyId"].startswith("AKIA") and len(key["AccessKeyId"]) == 20
    assert len(key["SecretAccessKey"]) == 40 and key["Status"] == "Active" and key["UserName"] == "alice"
    listed = iam.list_access_keys(UserName="alice")["AccessKeyMetadata"]
    assert [k["AccessKeyId"] for k in listed] == [key["AccessKeyId"]]
    assert "SecretAccessKey" not in listed[0]
    # The key now acts as alice: GetUser without a name is the caller.
    me = _user_client(labcloud, key).get_user()["User"]
    assert (me["UserName"], me["Arn"]) == ("alice", user["Arn"])
    caller = _user_client(labcloud, key, "sts").get_caller_identity()
    assert (caller["Arn"], caller["UserId"], caller["Account"]) == (
        user["Arn"],
        user["UserId"],
        "000000000000",
    )
    iam.create_access_key(UserName="alice")
    with pytest.raises(ClientError) as info:
        iam.create_access_key(UserName="alice")
    assert error_of(info) == ("LimitExceeded", "Cannot exceed quota for AccessKeysPerUser: 2", 409)
    iam.delete_access_key(UserName="alice", AccessKeyId=key["AccessKeyId"])
    with pytest.raises(ClientError) as info:
        iam.delete_access_key(UserName="alice", AccessKeyId=key["AccessKeyId"])
    assert error_of(info) == (
        "NoSuchEntity",
        f"The Access Key with id {key['AccessKeyId']} cannot be found.",
        404,
    )
    # A deleted key is no longer alice's: (without --enforce-iam) it falls back to the root identity.
    assert _user_client(labcloud, key, "sts").get_caller_identity()["Arn"] == "arn:aws:iam::000000000000:root"


def test_get_user_errors_and_root(labcloud):
    iam = labcloud.boto3_client("iam")
    with pytest.raises(ClientError) as info:
        iam.get_user(UserName="bob")
    assert error_of(info) == ("NoSuchEntity", "The user with name bob cannot be found.", 404)
    root = iam.get_user()["User"]
    assert (root["Arn"], root["UserId"]) == ("arn:aws:iam::000000000000:root", "000000000000")
    iam.create_user(UserName="bob")
    with pytest.raises(ClientError) as info:
        iam.create_user(UserName="bob")
    assert error_of(info) == ("EntityAlreadyExists", "User with name bob already exists.", 409)


def test_delete_user_conflicts(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_user(UserName="carol")
    key = iam.create_access_key(UserName="carol")["AccessKey"]["AccessKeyId"]
    iam.put_user_policy(UserName="carol", PolicyName="p", PolicyDocument=document(allow("sqs:*")))
    with pytest.raises(ClientError) as info:
        iam.delete_user(UserName="carol")
    assert error_of(info) == ("DeleteConflict", "Cannot delete entity, must delete access keys first.", 409)
    iam.delete_access_key(UserName="carol", AccessKeyId=key)
    with pytest.raises(ClientError) as info:
        iam.delete_user(UserName="carol")
    assert error_of(info) == ("DeleteConflict", "Cannot delete entity, must delete policies first.", 409)
    assert (
        iam.get_user_policy(UserName="carol", PolicyName="p")["PolicyDocument"]["Statement"][0]["Action"]
        == "sqs:*"
    )
    iam.delete_user_policy(UserName="carol", PolicyName="p")
    iam.attach_user_policy(UserName="carol", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSFullAccess")
    assert (
        iam.list_attached_user_policies(UserName="carol")["AttachedPolicies"][0]["PolicyName"]
        == "AmazonSQSFullAccess"
    )
    with pytest.raises(ClientError) as info:
        iam.delete_user(UserName="carol")
    assert error_of(info) == ("DeleteConflict", "Cannot delete entity, must detach all policies first.", 409)


def test_simulate_principal_policy(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = make_role(
        iam,
        "sim",
        document(
            {"Sid": "Orders", **allow("dynamodb:*", "arn:aws:dynamodb:us-east-1:000000000000:table/orders")},
            {"Sid": "NoDelete", **deny("dynamodb:DeleteItem")},
        ),
    )
    results = iam.simulate_principal_policy(
        PolicySourceArn=arn,
        ActionNames=["dynamodb:PutItem", "dynamodb:DeleteItem", "sqs:SendMessage"],
        ResourceArns=["arn:aws:dynamodb:us-east-1:000000000000:table/orders"],
    )["EvaluationResults"]
    decisions = {r["EvalActionName"]: r["EvalDecision"] for r in results}
    assert decisions == {
        "dynamodb:PutItem": "allowed",
        "dynamodb:DeleteItem": "explicitDeny",
        "sqs:SendMessage": "implicitDeny",
    }
    assert results[0]["MatchedStatements"][0]["SourcePolicyId"] == "sim-policy"
    with pytest.raises(ClientError) as info:
        iam.simulate_principal_policy(
            PolicySourceArn="arn:aws:iam::000000000000:role/none", ActionNames=["s3:*"]
        )
    assert error_of(info) == ("NoSuchEntity", "The role with name none cannot be found.", 404)


def test_simulate_policy_refuses_a_context_entry_without_a_key_name(labcloud):
    # found by the randomized fuzz run: the entry's members are all optional in the model, and a missing
    # ContextKeyName answered 500
    iam = labcloud.boto3_client("iam")
    policy = document(allow("s3:GetObject", "*"))
    with pytest.raises(ClientError) as info:
        iam.simulate_custom_policy(
            PolicyInputList=[policy],
            ActionNames=["s3:GetObject"],
            ContextEntries=[
                {"ContextKeyName": "aws:SourceIp", "ContextKeyValues": ["10.0.0.1"], "ContextKeyType": "ip"},
                {"ContextKeyValues": ["x"], "ContextKeyType": "string"},
            ],
        )
    assert error_of(info) == (
        "InvalidInput",
        "ContextEntries.member.2.ContextKeyName must be specified.",
        400,
    )
    answered = iam.simulate_custom_policy(
        PolicyInputList=[policy],
        ActionNames=["s3:GetObject"],
        ContextEntries=[
            {"ContextKeyName": "aws:SourceIp", "ContextKeyValues": ["10.0.0.1"], "ContextKeyType": "ip"}
        ],
    )
    assert answered["EvaluationResults"][0]["EvalDecision"] == "allowed"
