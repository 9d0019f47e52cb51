"""Resource-based policies on tables: the API, and enforcement beside identity policies (two accounts)."""

from __future__ import annotations

import json

import pytest
from dynamodb_server_helpers import error_of, make_table

OWNER, OTHER = "000000000000", "111122223333"
ARN = f"arn:aws:dynamodb:us-east-1:{OWNER}:table/orders"


def policy(*statements: dict) -> str:
    return json.dumps({"Version": "2012-10-17", "Statement": list(statements)})


def allow(principal: str, *actions: str, resource: str = ARN) -> dict:
    return {"Effect": "Allow", "Principal": {"AWS": principal}, "Action": list(actions), "Resource": resource}


@pytest.fixture
def orders(ddb):
    make_table(ddb)
    ddb.put_item(TableName="orders", Item={"id": {"S": "o1"}, "total": {"N": "5"}})
    return ddb


def test_put_get_delete_with_revisions(orders):
    code, message, _ = error_of(orders.get_resource_policy, ResourceArn=ARN)
    assert (code, message) == (
        "PolicyNotFoundException",
        f"Resource-based policy not found for the provided ResourceArn: {ARN}",
    )
    document = policy(allow(OTHER, "dynamodb:GetItem"))
    first = orders.put_resource_policy(ResourceArn=ARN, Policy=document, ExpectedRevisionId="NO_POLICY")[
        "RevisionId"
    ]
    got = orders.get_resource_policy(ResourceArn=ARN)
    assert got == {**got, "Policy": document, "RevisionId": first}
    code, _, _ = error_of(
        orders.put_resource_policy, ResourceArn=ARN, Policy=document, ExpectedRevisionId="123"
    )
    assert code == "PolicyNotFoundException"
    second = orders.put_resource_policy(ResourceArn=ARN, Policy=document, ExpectedRevisionId=first)[
        "RevisionId"
    ]
    assert second.isdigit()
    assert orders.delete_resource_policy(ResourceArn=ARN)["RevisionId"].isdigit()
    code, _, _ = error_of(orders.delete_resource_policy, ResourceArn=ARN)
    assert code == "PolicyNotFoundException"


def test_bad_policies_and_missing_tables(orders):
    code, _, _ = error_of(orders.put_resource_policy, ResourceArn=ARN, Policy="{not json")
    assert code == "ValidationException"
    code, _, _ = error_of(
        orders.put_resource_policy,
        ResourceArn=ARN,
        Policy=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "dynamodb:GetItem", "Resource": ARN}],
            }
        ),
    )
    assert code == "ValidationException"  # a resource policy must name a Principal
    code, _, _ = error_of(orders.get_resource_policy, ResourceArn=ARN.replace("orders", "nothing"))
    assert code == "ResourceNotFoundException"


def test_create_table_with_a_policy(ddb):
    document = policy(allow(OTHER, "dynamodb:GetItem", resource=ARN.replace("orders", "born")))
    make_table(ddb, "born", ResourcePolicy=document)
    assert ddb.get_resource_policy(ResourceArn=ARN.replace("orders", "born"))["Policy"] == document
    assert "ResourcePolicy" not in ddb.describe_table(TableName="born")["Table"]


def test_another_account_needs_the_table_policy(orders, labcloud):
    other = labcloud.boto3_client("dynamodb", aws_access_key_id=OTHER)
    code, message, _ = error_of(other.get_item, TableName=ARN, Key={"id": {"S": "o1"}})
    assert code == "AccessDeniedException"
    assert message == (
        f"User: arn:aws:iam::{OTHER}:root is not authorized to perform: dynamodb:GetItem on resource: "
        f"{ARN} because no resource-based policy allows the dynamodb:GetItem action"
    )
    orders.put_resource_policy(ResourceArn=ARN, Policy=policy(allow(OTHER, "dynamodb:GetItem")))
    assert other.get_item(TableName=ARN, Key={"id": {"S": "o1"}})["Item"]["total"] == {"N": "5"}
    code, message, _ = error_of(other.put_item, TableName=ARN, Item={"id": {"S": "o2"}})
    assert (
        code == "AccessDeniedException"
        and "because no resource-based policy allows the dynamodb:PutItem" in message
    )
    # the other account's own table of the same name is untouched by all this
    assert "Item" not in orders.get_item(TableName="orders", Key={"id": {"S": "o2"}})


def test_explicit_deny_in_the_table_policy_binds_the_owner_too(orders):
    orders.put_resource_policy(
        ResourceArn=ARN,
        Policy=policy({"Effect": "Deny", "Principal": "*", "Action": "dynamodb:DeleteItem", "Resource": ARN}),
    )
    code, message, _ = error_of(orders.delete_item, TableName="orders", Key={"id": {"S": "o1"}})
    assert code == "AccessDeniedException"
    assert message.endswith("with an explicit deny in a resource-based policy")
    assert orders.get_item(TableName="orders", Key={"id": {"S": "o1"}})["Item"]


def test_same_account_allow_from_the_table_policy_suffices(orders, labcloud):
    iam = labcloud.boto3_client("iam")
    trust = policy({"Effect": "Allow", "Principal": {"AWS": OWNER}, "Action": "sts:AssumeRole"})
    role = iam.create_role(RoleName="reader", AssumeRolePolicyDocument=trust)["Role"]["Arn"]
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=role, RoleSessionName="r1")["Credentials"]
    reader = labcloud.boto3_client(
        "dynamodb",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    code, _, _ = error_of(reader.get_item, TableName="orders", Key={"id": {"S": "o1"}})
    assert code == "AccessDeniedException"
    orders.put_resource_policy(ResourceArn=ARN, Policy=policy(allow(role, "dynamodb:GetItem")))
    assert reader.get_item(TableName="orders", Key={"id": {"S": "o1"}})["Item"]
    code, _, _ = error_of(reader.scan, TableName="orders")
    assert code == "AccessDeniedException"


def test_policies_survive_a_restart(tmp_path):
    from labcloud.testing.server_process import LabcloudProcess

    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = first.boto3_client("dynamodb")
        make_table(ddb)
        ddb.put_resource_policy(ResourceArn=ARN, Policy=policy(allow(OTHER, "dynamodb:GetItem")))
    finally:
        first.kill()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        second.boto3_client("dynamodb").put_item(TableName="orders", Item={"id": {"S": "x"}})
        other = second.boto3_client("dynamodb", aws_access_key_id=OTHER)
        assert other.get_item(TableName=ARN, Key={"id": {"S": "x"}})["Item"]
    finally:
        second.stop()


def test_resource_policy_from_the_cli(labcloud):
    make_table(labcloud.boto3_client("dynamodb"))
    labcloud.aws(
        "dynamodb",
        "put-resource-policy",
        "--resource-arn",
        ARN,
        "--policy",
        policy(allow(OTHER, "dynamodb:GetItem")),
    )
    out = labcloud.aws_json("dynamodb", "get-resource-policy", "--resource-arn", ARN)
    assert json.loads(out["Policy"])["Statement"][0]["Principal"] == {"AWS": OTHER}
