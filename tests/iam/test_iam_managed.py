"""Customer managed policies with versions, AWS managed policies, attachments to roles and users."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import allow, document, error_of, make_role

BASIC = "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"


def test_aws_managed_policies_are_present(labcloud):
    iam = labcloud.boto3_client("iam")
    arns = {
        p["Arn"]
        for page in iam.get_paginator("list_policies").paginate(Scope="AWS")
        for p in page["Policies"]
    }
    assert len(arns) > 1500  # every AWS managed policy (docs/iam-managed-policies.md)
    for name in (
        "service-role/AWSLambdaBasicExecutionRole",
        "service-role/AWSLambdaSQSQueueExecutionRole",
        "AmazonDynamoDBFullAccess",
        "AmazonSQSFullAccess",
        "AdministratorAccess",
    ):
        assert f"arn:aws:iam::aws:policy/{name}" in arns
    policy = iam.get_policy(PolicyArn=BASIC)["Policy"]
    assert policy["PolicyName"] == "AWSLambdaBasicExecutionRole"
    assert policy["PolicyId"].startswith("ANPA")
    version = iam.get_policy_version(PolicyArn=BASIC, VersionId=policy["DefaultVersionId"])["PolicyVersion"]
    actions = version["Document"]["Statement"][0]["Action"]
    assert "logs:PutLogEvents" in actions


def test_customer_policy_versions(labcloud):
    iam = labcloud.boto3_client("iam")
    v1 = document(allow("sqs:SendMessage"))
    policy = iam.create_policy(PolicyName="senders", PolicyDocument=v1, Description="send")["Policy"]
    arn = policy["Arn"]
    assert arn == "arn:aws:iam::000000000000:policy/senders"
    assert (policy["DefaultVersionId"], policy["AttachmentCount"]) == ("v1", 0)
    v2 = document(allow(["sqs:SendMessage", "sqs:ReceiveMessage"]))
    created = iam.create_policy_version(PolicyArn=arn, PolicyDocument=v2, SetAsDefault=True)["PolicyVersion"]
    assert (created["VersionId"], created["IsDefaultVersion"]) == ("v2", True)
    assert iam.get_policy(PolicyArn=arn)["Policy"]["DefaultVersionId"] == "v2"
    assert iam.get_policy_version(PolicyArn=arn, VersionId="v1")["PolicyVersion"]["Document"] == json.loads(
        v1
    )
    for _ in range(3):
        iam.create_policy_version(PolicyArn=arn, PolicyDocument=v1)
    with pytest.raises(ClientError) as info:
        iam.create_policy_version(PolicyArn=arn, PolicyDocument=v1)
    assert error_of(info) == (
        "LimitExceeded",
        "A managed policy can have up to 5 versions. Before you create a new "
        "version, you must delete an existing version.",
        409,
    )
    assert [v["VersionId"] for v in iam.list_policy_versions(PolicyArn=arn)["Versions"]] == [
        "v5",
        "v4",
        "v3",
        "v2",
        "v1",
    ]
    with pytest.raises(ClientError) as info:
        iam.get_policy_version(PolicyArn=arn, VersionId="v9")
    assert error_of(info) == (
        "NoSuchEntity",
        f"Policy {arn} version v9 does not exist or is not attachable.",
        404,
    )


def test_duplicate_and_missing_policies(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_policy(PolicyName="p", PolicyDocument=document(allow("sqs:*")))
    with pytest.raises(ClientError) as info:
        iam.create_policy(PolicyName="p", PolicyDocument=document(allow("sqs:*")))
    assert error_of(info) == (
        "EntityAlreadyExists",
        "A policy called p already exists. Duplicate names are not allowed.",
        409,
    )
    with pytest.raises(ClientError) as info:
        iam.get_policy(PolicyArn="arn:aws:iam::000000000000:policy/none")
    assert error_of(info) == (
        "NoSuchEntity",
        "Policy arn:aws:iam::000000000000:policy/none was not found.",
        404,
    )
    make_role(iam, "r")
    with pytest.raises(ClientError) as info:
        iam.attach_role_policy(RoleName="r", PolicyArn="arn:aws:iam::aws:policy/AWSLambdaBasicExecutionRole")
    assert error_of(info) == (
        "NoSuchEntity",
        "Policy arn:aws:iam::aws:policy/AWSLambdaBasicExecutionRole does not exist or is not attachable.",
        404,
    )
    with pytest.raises(ClientError) as info:
        iam.create_policy(
            PolicyName="bad",
            PolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [{"Effect": "Permit", "Action": "sqs:*", "Resource": "*"}],
                }
            ),
        )
    assert error_of(info)[0] == "MalformedPolicyDocument"


def test_attach_detach_and_delete_conflict(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = iam.create_policy(PolicyName="mine", PolicyDocument=document(allow("dynamodb:GetItem")))["Policy"][
        "Arn"
    ]
    make_role(iam, "r")
    iam.attach_role_policy(RoleName="r", PolicyArn=arn)
    iam.attach_role_policy(RoleName="r", PolicyArn=BASIC)
    attached = iam.list_attached_role_policies(RoleName="r")["AttachedPolicies"]
    assert attached == [
        {"PolicyName": "mine", "PolicyArn": arn},
        {"PolicyName": "AWSLambdaBasicExecutionRole", "PolicyArn": BASIC},
    ]
    assert iam.get_policy(PolicyArn=arn)["Policy"]["AttachmentCount"] == 1
    assert [p["Arn"] for p in iam.list_policies(Scope="Local", OnlyAttached=True)["Policies"]] == [arn]
    with pytest.raises(ClientError) as info:
        iam.delete_policy(PolicyArn=arn)
    assert error_of(info) == ("DeleteConflict", "Cannot delete a policy attached to entities.", 409)
    iam.detach_role_policy(RoleName="r", PolicyArn=arn)
    with pytest.raises(ClientError) as info:
        iam.detach_role_policy(RoleName="r", PolicyArn=arn)
    assert error_of(info) == ("NoSuchEntity", f"Policy {arn} was not found.", 404)
    iam.delete_policy(PolicyArn=arn)
    assert iam.list_policies(Scope="Local")["Policies"] == []


def test_list_policies_paginates(labcloud):
    iam = labcloud.boto3_client("iam")
    every = [
        p["Arn"]
        for page in iam.get_paginator("list_policies").paginate(
            Scope="AWS", PathPrefix="/service-role/", PaginationConfig={"PageSize": 40}
        )
        for p in page["Policies"]
    ]
    assert len(every) == len(set(every)) > 200
    assert all(arn.startswith("arn:aws:iam::aws:policy/service-role/") for arn in every)
    first = iam.list_policies(Scope="AWS", PathPrefix="/service-role/")
    assert first["IsTruncated"] and [p["Arn"] for p in first["Policies"]] == every[:100]


@pytest.mark.parametrize(
    ("arn", "version", "action"),
    [
        ("arn:aws:iam::aws:policy/AWSLambdaExecute", "v1", "s3:GetObject"),
        ("arn:aws:iam::aws:policy/service-role/AWSLambdaRole", "v1", "lambda:InvokeFunction"),
        ("arn:aws:iam::aws:policy/AWSXRayDaemonWriteAccess", "v2", "xray:PutTraceSegments"),
        ("arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole", "v1", "dynamodb:GetRecords"),
        ("arn:aws:iam::aws:policy/CloudWatchLogsFullAccess", "v8", "logs:*"),
    ],
)
def test_aws_managed_policies_every_account_has(labcloud, arn, version, action):
    iam = labcloud.boto3_client("iam")
    policy = iam.get_policy(PolicyArn=arn)["Policy"]
    assert (policy["Arn"], policy["DefaultVersionId"], policy["IsAttachable"]) == (arn, version, True)
    document = iam.get_policy_version(PolicyArn=arn, VersionId=version)["PolicyVersion"]["Document"]
    actions = [
        a
        for s in document["Statement"]
        for a in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])
    ]
    assert action in actions
    make_role(iam, "attached")
    iam.attach_role_policy(RoleName="attached", PolicyArn=arn)
    assert iam.list_attached_role_policies(RoleName="attached")["AttachedPolicies"] == [
        {"PolicyName": arn.rsplit("/", 1)[1], "PolicyArn": arn}
    ]


def test_aws_managed_policy_dates_are_aws_published_ones(labcloud):
    iam = labcloud.boto3_client("iam")
    policy = iam.get_policy(PolicyArn="arn:aws:iam::aws:policy/AWSXRayDaemonWriteAccess")["Policy"]
    assert policy["CreateDate"].isoformat() == "2018-08-28T23:00:33+00:00"
    assert policy["UpdateDate"].isoformat() == "2024-02-13T21:58:30+00:00"


def test_policy_description_only_in_get_policy(labcloud):
    """IAM's Policy type: Description is in GetPolicy's answer, not in CreatePolicy's or
    ListPolicies'; ListPolicies does not return tags either."""
    iam = labcloud.boto3_client("iam")
    created = iam.create_policy(
        PolicyName="described",
        PolicyDocument=document(allow("sqs:SendMessage")),
        Description="sends",
        Tags=[{"Key": "k", "Value": "v"}],
    )["Policy"]
    assert "Description" not in created
    assert created["Tags"] == [{"Key": "k", "Value": "v"}]
    got = iam.get_policy(PolicyArn=created["Arn"])["Policy"]
    assert (got["Description"], got["Tags"]) == ("sends", [{"Key": "k", "Value": "v"}])
    listed = {
        p["PolicyName"]: p for page in iam.get_paginator("list_policies").paginate() for p in page["Policies"]
    }
    assert "Description" not in listed["described"] and "Tags" not in listed["described"]
    assert "Description" not in listed["AdministratorAccess"]
    assert "Description" in iam.get_policy(PolicyArn=listed["AdministratorAccess"]["Arn"])["Policy"]
