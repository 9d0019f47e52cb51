"""The seed lab's worker role: queue-scoped SQS, the orders table and Lambda logging."""

from __future__ import annotations

import json

import pytest

from labcloud.services.iam.managed_policies import load_managed_policies
from labcloud.services.iam.policy import (
    Evaluator,
    access_denied_message,
    parse_policy,
    parse_trust_policy,
    trust_allows,
)

ACCOUNT = "000000000000"
QUEUE = f"arn:aws:sqs:us-east-1:{ACCOUNT}:labex-q05-jobs"
TABLE = f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/orders"
LOG_GROUP = f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:/aws/lambda/labex-q05-worker"
LOG_STREAM = LOG_GROUP + ":log-stream:2024/05/01/[$LATEST]0123456789abcdef"
SESSION = f"arn:aws:sts::{ACCOUNT}:assumed-role/labex-q05-worker-role/labex-q05-worker"

ROLE_POLICY = parse_policy(
    json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Sid": "Queue",
                    "Effect": "Allow",
                    "Action": ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"],
                    "Resource": QUEUE,
                },
                {
                    "Sid": "Orders",
                    "Effect": "Allow",
                    "Action": ["dynamodb:PutItem", "dynamodb:GetItem"],
                    "Resource": TABLE,
                },
                {
                    "Sid": "Logs",
                    "Effect": "Allow",
                    "Action": ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"],
                    "Resource": "arn:aws:logs:*:*:*",
                },
            ],
        }
    ),
    name="labex-q05-worker-policy",
)

TRUST = parse_trust_policy(
    json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "lambda.amazonaws.com"},
                    "Action": "sts:AssumeRole",
                }
            ],
        }
    )
)


@pytest.mark.parametrize(
    ("action", "resource", "sid"),
    [
        ("sqs:ReceiveMessage", QUEUE, "Queue"),
        ("sqs:DeleteMessage", QUEUE, "Queue"),
        ("sqs:GetQueueAttributes", QUEUE, "Queue"),
        ("dynamodb:PutItem", TABLE, "Orders"),
        ("dynamodb:GetItem", TABLE, "Orders"),
        ("logs:CreateLogGroup", LOG_GROUP, "Logs"),
        ("logs:CreateLogStream", LOG_GROUP, "Logs"),
        ("logs:PutLogEvents", LOG_STREAM, "Logs"),
    ],
)
def test_role_allows_what_the_lab_needs(action: str, resource: str, sid: str) -> None:
    decision = Evaluator.evaluate([ROLE_POLICY], action, resource, {})
    assert (decision.allowed, decision.kind, decision.policy, decision.sid) == (
        True,
        "allow",
        "labex-q05-worker-policy",
        sid,
    )


@pytest.mark.parametrize(
    ("action", "resource"),
    [
        ("sqs:SendMessage", QUEUE),
        ("sqs:PurgeQueue", QUEUE),
        ("sqs:ReceiveMessage", f"arn:aws:sqs:us-east-1:{ACCOUNT}:labex-q05-jobs-dlq"),
        ("sqs:ReceiveMessage", f"arn:aws:sqs:us-east-1:{ACCOUNT}:other"),
        ("dynamodb:DeleteItem", TABLE),
        ("dynamodb:Scan", TABLE),
        ("dynamodb:PutItem", f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/other"),
        ("dynamodb:PutItem", f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/orders-archive"),
        ("logs:DeleteLogGroup", LOG_GROUP),
        ("lambda:InvokeFunction", f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:labex-q05-worker"),
    ],
)
def test_role_denies_everything_else(action: str, resource: str) -> None:
    decision = Evaluator.evaluate([ROLE_POLICY], action, resource, {})
    assert (decision.allowed, decision.kind) == (False, "implicit_deny")
    assert access_denied_message(SESSION, action, resource, decision).endswith(
        f"because no identity-based policy allows the {action} action"
    )


def test_only_lambda_may_assume_the_role() -> None:
    assert trust_allows(TRUST, "lambda.amazonaws.com")
    assert trust_allows(TRUST, f"arn:aws:iam::{ACCOUNT}:user/student") is False


def test_role_with_managed_execution_policy_instead() -> None:
    managed = load_managed_policies()
    sqs_exec = managed["arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole"].policy
    assert (
        Evaluator.evaluate([sqs_exec], "sqs:ReceiveMessage", QUEUE, {}).policy
        == "AWSLambdaSQSQueueExecutionRole"
    )
    assert Evaluator.evaluate([sqs_exec], "logs:PutLogEvents", LOG_STREAM, {}).allowed
    assert Evaluator.evaluate([sqs_exec], "sqs:SendMessage", QUEUE, {}).allowed is False
