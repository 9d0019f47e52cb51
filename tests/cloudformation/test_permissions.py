"""Stacks act as their caller (or their service role) through the same IAM enforcement as HTTP clients."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from cfn_helpers import error_code, events, wait_stack

sys.path.insert(0, str(Path(__file__).parents[1] / "iam"))
from iam_api_helpers import assume, client_factory, make_role  # noqa: E402

TABLE = {
    "Type": "AWS::DynamoDB::Table",
    "Properties": {
        "BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
    },
}
TEMPLATE = json.dumps(
    {"Resources": {"Jobs": {"Type": "AWS::SQS::Queue"}, "Orders": dict(TABLE, DependsOn="Jobs")}}
)
CFN_TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "cloudformation.amazonaws.com"},
                "Action": "sts:AssumeRole",
            },
            {
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
                "Action": "sts:AssumeRole",
            },
        ],
    }
)


def policy(*actions: str) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": list(actions), "Resource": "*"}],
        }
    )


def test_resources_are_created_as_the_caller_and_service_role(labcloud: Any) -> None:
    iam = labcloud.boto3_client("iam")
    caller_arn = make_role(
        iam,
        "deployer",
        policy("cloudformation:*", "sqs:CreateQueue", "sqs:DeleteQueue", "sqs:GetQueueAttributes"),
        trust_policy=CFN_TRUST,
    )
    clients = client_factory(labcloud, assume(labcloud, caller_arn, "ci"))
    cfn = clients("cloudformation")
    cfn.create_stack(StackName="perm", TemplateBody=TEMPLATE)
    assert wait_stack(cfn, "perm")["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "perm") if e[1] == "CREATE_FAILED"]
    assert failed[0][0] == "Orders"
    assert "is not authorized to perform: dynamodb:CreateTable" in (failed[0][2] or "")
    assert "HandlerErrorCode: AccessDenied" in (failed[0][2] or "")
    assert labcloud.boto3_client("sqs").list_queues().get("QueueUrls", []) == []
    cfn.delete_stack(StackName="perm")

    # A service role with the rights the caller lacks: the caller needs iam:PassRole on it.
    service_arn = make_role(iam, "cfn-service", policy("sqs:*", "dynamodb:*"), trust_policy=CFN_TRUST)
    with pytest.raises(Exception) as refused:
        cfn.create_stack(StackName="perm2", TemplateBody=TEMPLATE, RoleARN=service_arn)
    assert error_code(refused.value) == (
        "AccessDenied",
        f"User: arn:aws:sts::000000000000:assumed-role/deployer/ci is not authorized to perform: "
        f"iam:PassRole on resource: {service_arn}",
    )
    iam.put_role_policy(
        RoleName="deployer",
        PolicyName="pass",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "iam:PassRole", "Resource": service_arn}],
            }
        ),
    )
    clients = client_factory(labcloud, assume(labcloud, caller_arn, "ci2"))
    cfn = clients("cloudformation")
    cfn.create_stack(StackName="perm2", TemplateBody=TEMPLATE, RoleARN=service_arn)
    stack = wait_stack(cfn, "perm2")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [
        e[2] for e in events(cfn, "perm2") if e[1] == "CREATE_FAILED"
    ]
    assert stack["RoleARN"] == service_arn
    assert labcloud.boto3_client("dynamodb").list_tables()["TableNames"] != []
