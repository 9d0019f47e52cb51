"""The shipped AWS managed policies: metadata, documents and behaviour."""

from __future__ import annotations

import json

from labcloud.services.iam.managed_policies import load_managed_policies
from labcloud.services.iam.policy import evaluate

EXPECTED = {
    "AWSLambdaBasicExecutionRole": "/service-role/",
    "AWSLambdaSQSQueueExecutionRole": "/service-role/",
    "AWSLambdaDynamoDBExecutionRole": "/service-role/",
    "AmazonDynamoDBFullAccess": "/",
    "AmazonDynamoDBReadOnlyAccess": "/",
    "AmazonSQSFullAccess": "/",
    "AmazonSQSReadOnlyAccess": "/",
    "CloudWatchLogsFullAccess": "/",
    "AWSLambda_FullAccess": "/",
    "IAMFullAccess": "/",
    "IAMReadOnlyAccess": "/",
    "AdministratorAccess": "/",
    "ReadOnlyAccess": "/",
}


def test_every_expected_policy_is_shipped_with_metadata() -> None:
    managed = load_managed_policies()
    for name, path in EXPECTED.items():
        arn = f"arn:aws:iam::aws:policy{path}{name}"
        assert arn in managed, arn
        entry = managed[arn]
        assert (entry.name, entry.path) == (name, path)
        assert entry.default_version_id.startswith("v")
        assert entry.description
        assert entry.document["Version"] == "2012-10-17"
        assert entry.policy.name == name
        assert json.loads(entry.document_json) == entry.document


def test_loader_returns_a_fresh_mapping() -> None:
    first = load_managed_policies()
    first.clear()
    assert len(load_managed_policies()) >= len(EXPECTED)


def test_documents_behave_like_aws() -> None:
    m = {p.name: p.policy for p in load_managed_policies().values()}
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
    assert evaluate([m["AdministratorAccess"]], "iam:CreateRole", "*").allowed
    assert evaluate([m["AmazonDynamoDBReadOnlyAccess"]], "dynamodb:GetItem", table).allowed
    assert evaluate([m["AmazonDynamoDBReadOnlyAccess"]], "dynamodb:DescribeTable", table).allowed
    assert evaluate([m["AmazonDynamoDBReadOnlyAccess"]], "dynamodb:PutItem", table).allowed is False
    assert evaluate([m["AmazonDynamoDBFullAccess"]], "dynamodb:DeleteTable", table).allowed
    assert evaluate([m["AmazonSQSReadOnlyAccess"]], "sqs:ListQueues", "*").allowed
    assert evaluate([m["AmazonSQSReadOnlyAccess"]], "sqs:SendMessage", "*").allowed is False
    assert evaluate([m["IAMReadOnlyAccess"]], "iam:GetRole", "*").allowed
    assert evaluate([m["IAMReadOnlyAccess"]], "iam:CreateRole", "*").allowed is False
    assert evaluate([m["ReadOnlyAccess"]], "sqs:ReceiveMessage", "*").allowed
    assert evaluate([m["ReadOnlyAccess"]], "lambda:InvokeFunction", "*").allowed is False
    lam = m["AWSLambda_FullAccess"]
    assert evaluate([lam], "iam:PassRole", "*", {"iam:PassedToService": "lambda.amazonaws.com"}).allowed
    assert evaluate([lam], "iam:PassRole", "*", {"iam:PassedToService": "ec2.amazonaws.com"}).allowed is False
    assert evaluate(
        [lam],
        "logs:GetLogEvents",
        "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/fn:log-stream:s",
    ).allowed
    assert (
        evaluate(
            [lam], "logs:GetLogEvents", "arn:aws:logs:us-east-1:000000000000:log-group:/app:log-stream:s"
        ).allowed
        is False
    )
