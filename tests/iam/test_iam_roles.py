"""Roles and their inline policies over the real server: shapes, ids, errors, pagination."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import LAMBDA_AND_ACCOUNT_TRUST, allow, document, error_of, make_role, trust


def test_create_and_get_role_shape(labcloud):
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(
        RoleName="worker",
        AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST,
        Description="runs jobs",
        Path="/service/",
    )["Role"]
    assert role["Arn"] == "arn:aws:iam::000000000000:role/service/worker"
    assert role["RoleId"].startswith("AROA") and len(role["RoleId"]) == 21
    assert role["Path"] == "/service/"
    got = iam.get_role(RoleName="worker")["Role"]
    # IAM URL-encodes the document on the wire; boto3 decodes it back to a dict.
    assert got["AssumeRolePolicyDocument"] == json.loads(LAMBDA_AND_ACCOUNT_TRUST)
    assert got["Description"] == "runs jobs"
    assert got["MaxSessionDuration"] == 3600
    assert got["CreateDate"].year >= 2024


def test_get_role_document_is_url_encoded_on_the_wire(labcloud):
    iam = labcloud.boto3_client("iam")
    make_role(iam, "raw")
    import urllib.request

    request = urllib.request.Request(
        labcloud.endpoint + "/",
        data=b"Action=GetRole&Version=2010-05-08&RoleName=raw",
        headers={
            "content-type": "application/x-www-form-urlencoded",
            "authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/"
            "iam/aws4_request, SignedHeaders=host, Signature=0",
        },
    )
    body = urllib.request.urlopen(request).read().decode()
    assert "<AssumeRolePolicyDocument>%7B%22Version%22%3A%20%222012-10-17%22%2C%20%22Statement" in body


def test_duplicate_role_is_entity_already_exists(labcloud):
    iam = labcloud.boto3_client("iam")
    make_role(iam, "dup")
    with pytest.raises(ClientError) as info:
        make_role(iam, "DUP")
    assert error_of(info) == ("EntityAlreadyExists", "Role with name DUP already exists.", 409)


def test_missing_role_is_no_such_entity(labcloud):
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("iam").get_role(RoleName="ghost")
    assert error_of(info) == ("NoSuchEntity", "The role with name ghost cannot be found.", 404)


def test_malformed_trust_policy_is_rejected(labcloud):
    iam = labcloud.boto3_client("iam")
    with pytest.raises(ClientError) as info:
        iam.create_role(RoleName="bad", AssumeRolePolicyDocument="{not json")
    assert error_of(info)[0] == "MalformedPolicyDocument"
    with pytest.raises(ClientError) as info:
        iam.create_role(
            RoleName="bad",
            AssumeRolePolicyDocument=document(
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "lambda.amazonaws.com"},
                    "Action": "s3:GetObject",
                }
            ),
        )
    assert error_of(info) == (
        "MalformedPolicyDocument",
        "AssumeRole policy may only specify STS AssumeRole actions.",
        400,
    )
    with pytest.raises(ClientError) as info:
        iam.create_role(
            RoleName="bad", AssumeRolePolicyDocument=trust({"AWS": "arn:aws:iam::000000000000:user/nobody"})
        )
    assert error_of(info) == (
        "MalformedPolicyDocument",
        'Invalid principal in policy: "AWS":"arn:aws:iam::000000000000:user/nobody"',
        400,
    )


def test_inline_role_policies_round_trip(labcloud):
    iam = labcloud.boto3_client("iam")
    make_role(iam, "r")
    policy = document(allow("sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:q"))
    iam.put_role_policy(RoleName="r", PolicyName="send", PolicyDocument=policy)
    got = iam.get_role_policy(RoleName="r", PolicyName="send")
    assert got["PolicyDocument"] == json.loads(policy)
    assert got["RoleName"] == "r" and got["PolicyName"] == "send"
    assert iam.list_role_policies(RoleName="r")["PolicyNames"] == ["send"]
    with pytest.raises(ClientError) as info:
        iam.get_role_policy(RoleName="r", PolicyName="nope")
    assert error_of(info) == ("NoSuchEntity", "The role policy with name nope cannot be found.", 404)
    with pytest.raises(ClientError) as info:
        iam.put_role_policy(
            RoleName="r",
            PolicyName="bad",
            PolicyDocument=json.dumps(
                {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:SendMessage"}]}
            ),
        )
    assert error_of(info) == ("MalformedPolicyDocument", "Policy statement must contain resources.", 400)
    iam.delete_role_policy(RoleName="r", PolicyName="send")
    assert iam.list_role_policies(RoleName="r")["PolicyNames"] == []


def test_delete_role_conflicts_while_policies_remain(labcloud):
    iam = labcloud.boto3_client("iam")
    make_role(iam, "busy", document(allow("sqs:*")))
    with pytest.raises(ClientError) as info:
        iam.delete_role(RoleName="busy")
    assert error_of(info) == ("DeleteConflict", "Cannot delete entity, must delete policies first.", 409)
    iam.delete_role_policy(RoleName="busy", PolicyName="busy-policy")
    iam.attach_role_policy(RoleName="busy", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSFullAccess")
    with pytest.raises(ClientError) as info:
        iam.delete_role(RoleName="busy")
    assert error_of(info) == ("DeleteConflict", "Cannot delete entity, must detach all policies first.", 409)
    iam.detach_role_policy(RoleName="busy", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSFullAccess")
    iam.delete_role(RoleName="busy")
    with pytest.raises(ClientError) as info:
        iam.get_role(RoleName="busy")
    assert error_of(info)[0] == "NoSuchEntity"


def test_update_role_and_trust_policy(labcloud):
    iam = labcloud.boto3_client("iam")
    make_role(iam, "u")
    iam.update_role(RoleName="u", Description="new", MaxSessionDuration=7200)
    new_trust = trust({"Service": "lambda.amazonaws.com"})
    iam.update_assume_role_policy(RoleName="u", PolicyDocument=new_trust)
    role = iam.get_role(RoleName="u")["Role"]
    assert (role["Description"], role["MaxSessionDuration"]) == ("new", 7200)
    assert role["AssumeRolePolicyDocument"] == json.loads(new_trust)


def test_list_roles_paginates_with_marker(labcloud):
    iam = labcloud.boto3_client("iam")
    for index in range(5):
        make_role(iam, f"role-{index}")
    first = iam.list_roles(MaxItems=2)
    assert [r["RoleName"] for r in first["Roles"]] == ["role-0", "role-1"]
    assert first["IsTruncated"] is True
    second = iam.list_roles(MaxItems=2, Marker=first["Marker"])
    assert [r["RoleName"] for r in second["Roles"]] == ["role-2", "role-3"]
    last = iam.list_roles(MaxItems=2, Marker=second["Marker"])
    assert [r["RoleName"] for r in last["Roles"]] == ["role-4"]
    assert last["IsTruncated"] is False and "Marker" not in last
    names = [
        r["RoleName"]
        for page in iam.get_paginator("list_roles").paginate(PaginationConfig={"PageSize": 2})
        for r in page["Roles"]
    ]
    assert names == [f"role-{i}" for i in range(5)]


def test_roles_route_for_the_view(labcloud):
    iam = labcloud.boto3_client("iam")
    make_role(iam, "viewed", document(allow("sqs:ReceiveMessage")))
    iam.attach_role_policy(
        RoleName="viewed", PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
    )
    roles = labcloud.get("/_labcloud/iam/roles")["roles"]
    assert [r["name"] for r in roles] == ["viewed"]
    assert list(roles[0]["inline_policies"]) == ["viewed-policy"]
    assert roles[0]["attached_policies"] == [
        "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
    ]


def test_aws_cli_reads_roles_and_policies(labcloud):
    make_role(labcloud.boto3_client("iam"), "cli-role", document(allow("sqs:ReceiveMessage")))
    role = labcloud.aws_json("iam", "get-role", "--role-name", "cli-role")["Role"]
    assert role["AssumeRolePolicyDocument"]["Statement"][0]["Principal"] == {
        "Service": "lambda.amazonaws.com"
    }
    policy = labcloud.aws_json(
        "iam", "get-role-policy", "--role-name", "cli-role", "--policy-name", "cli-role-policy"
    )
    assert policy["PolicyDocument"]["Statement"][0]["Action"] == "sqs:ReceiveMessage"


def _raw_iam(labcloud, query: str) -> str:
    import urllib.request

    request = urllib.request.Request(
        labcloud.endpoint + "/",
        data=f"Version=2010-05-08&{query}".encode(),
        headers={
            "content-type": "application/x-www-form-urlencoded",
            "authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/"
            "iam/aws4_request, SignedHeaders=host, Signature=0",
        },
    )
    return str(urllib.request.urlopen(request).read().decode())


def test_policy_documents_are_url_encoded_on_the_wire(labcloud):
    iam = labcloud.boto3_client("iam")
    text = document(allow("sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:q%1"))
    arn = iam.create_policy(PolicyName="wire", PolicyDocument=text)["Policy"]["Arn"]
    make_role(iam, "wire-role")
    iam.put_role_policy(RoleName="wire-role", PolicyName="inline", PolicyDocument=text)
    encoded = "%7B%22Version%22%3A%20%222012-10-17%22"
    version = _raw_iam(labcloud, f"Action=GetPolicyVersion&PolicyArn={arn}&VersionId=v1")
    assert f"<Document>{encoded}" in version and "q%251" in version
    inline = _raw_iam(labcloud, "Action=GetRolePolicy&RoleName=wire-role&PolicyName=inline")
    assert f"<PolicyDocument>{encoded}" in inline
    # boto3 decodes them back to the same document
    got = iam.get_policy_version(PolicyArn=arn, VersionId="v1")["PolicyVersion"]["Document"]
    assert got == json.loads(text)
