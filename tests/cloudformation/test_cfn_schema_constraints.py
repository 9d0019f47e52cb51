"""The value constraints of AWS's resource provider schemas through create-stack and update-stack:
``enum``, ``minimum``/``maximum``, ``minLength``/``maxLength``, ``pattern``, ``minItems``/``maxItems``,
``additionalProperties: false`` of nested objects and the simple ``oneOf``/``anyOf`` fail the resource
with CloudFormation's status reason (then the stack rolls back), and values within the rules deploy."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cfn_helpers import events, wait_stack

ROLE = "arn:aws:iam::000000000000:role/lambda-role"
PREFIX = "Properties validation failed for resource R with message: "


def create(cfn: Any, name: str, resources: dict[str, Any]) -> dict[str, Any]:
    cfn.create_stack(StackName=name, TemplateBody=json.dumps({"Resources": resources}))
    return wait_stack(cfn, name)


def failures(cfn: Any, name: str) -> list[tuple[str, str, str | None]]:
    return [e for e in events(cfn, name) if e[1].endswith("_FAILED")]


def _function(**props: Any) -> dict[str, Any]:
    base = {
        "Runtime": "python3.12",
        "Handler": "index.handler",
        "Role": ROLE,
        "Code": {"ZipFile": "def handler(event, context):\n    return 1\n"},
    }
    return {"Type": "AWS::Lambda::Function", "Properties": {**base, **props}}


def _target(n: int) -> dict[str, Any]:
    return {"Id": f"t{n}", "Arn": f"arn:aws:sqs:us-east-1:000000000000:q{n}"}


CASES = [
    pytest.param(
        {"Type": "AWS::Logs::LogGroup", "Properties": {"RetentionInDays": 2}},
        "#/RetentionInDays: failed validation constraint for keyword [enum]",
        id="enum",
    ),
    pytest.param(
        _function(TracingConfig={"Mode": "Always"}),
        "#/TracingConfig/Mode: failed validation constraint for keyword [enum]",
        id="enum-nested",
    ),
    pytest.param(
        {"Type": "AWS::SQS::Queue", "Properties": {"DelaySeconds": -1}},
        "#/DelaySeconds: failed validation constraint for keyword [minimum]",
        id="minimum",
    ),
    pytest.param(
        {"Type": "AWS::SQS::Queue", "Properties": {"DelaySeconds": "901"}},  # converted, then checked
        "#/DelaySeconds: failed validation constraint for keyword [maximum]",
        id="maximum",
    ),
    pytest.param(
        {"Type": "AWS::Logs::LogGroup", "Properties": {"LogGroupName": "not a log group!"}},
        "#/LogGroupName: failed validation constraint for keyword [pattern]",
        id="pattern",
    ),
    pytest.param(
        {"Type": "AWS::SNS::Topic", "Properties": {"TopicName": "t" * 257}},
        "#/TopicName: expected maxLength: 256, actual: 257",
        id="maxLength",
    ),
    pytest.param(
        {"Type": "AWS::SQS::Queue", "Properties": {"Tags": [{"Key": "", "Value": "v"}]}},
        "#/Tags/0/Key: expected minLength: 1, actual: 0",
        id="minLength",
    ),
    pytest.param(
        _function(Architectures=[]),
        "#/Architectures: expected minimum item count: 1, found: 0",
        id="minItems",
    ),
    pytest.param(
        {
            "Type": "AWS::Events::Rule",
            "Properties": {"ScheduleExpression": "rate(1 hour)", "Targets": [_target(n) for n in range(6)]},
        },
        "#/Targets: expected maximum item count: 5, found: 6",
        id="maxItems",
    ),
    pytest.param(
        {"Type": "AWS::SQS::Queue", "Properties": {"Tags": [{"Key": "k", "Value": "v", "Colour": "red"}]}},
        "#/Tags/0: extraneous key [Colour] is not permitted",
        id="additionalProperties",
    ),
    pytest.param(
        {
            "Type": "AWS::Events::Connection",
            "Properties": {
                "AuthorizationType": "API_KEY",
                "AuthParameters": {
                    "ApiKeyAuthParameters": {"ApiKeyName": "k", "ApiKeyValue": "v"},
                    "BasicAuthParameters": {"Username": "u", "Password": "p"},
                },
            },
        },
        "#/AuthParameters: 2 subschemas matched instead of one",
        id="oneOf",
    ),
    pytest.param(
        {
            "Type": "AWS::DynamoDB::Table",
            "Properties": {
                "BillingMode": "PAY_PER_REQUEST",
                "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                "WarmThroughput": {},
            },
        },
        "#/WarmThroughput: no subschema matched out of the total 2 subschemas",
        id="anyOf",
    ),
    pytest.param(
        {
            "Type": "AWS::SQS::Queue",
            "Properties": {"DelaySeconds": 1000, "ReceiveMessageWaitTimeSeconds": 21},
        },
        "[#/DelaySeconds: failed validation constraint for keyword [maximum], "
        "#/ReceiveMessageWaitTimeSeconds: failed validation constraint for keyword [maximum]]",
        id="several",
    ),
]


@pytest.mark.parametrize(("resource", "message"), CASES)
def test_a_constraint_fails_the_resource_with_cloudformations_reason(
    cfn: Any, resource: dict[str, Any], message: str
) -> None:
    stack = create(cfn, "constrained", {"Keep": {"Type": "AWS::SQS::Queue"}, "R": resource})
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    assert failures(cfn, "constrained") == [("R", "CREATE_FAILED", PREFIX + message)]


def test_an_update_breaking_a_constraint_fails_and_rolls_back(labcloud: Any, cfn: Any) -> None:
    queue = {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "bounded", "DelaySeconds": 5}}
    assert create(cfn, "bounded", {"R": queue})["StackStatus"] == "CREATE_COMPLETE"
    queue["Properties"]["DelaySeconds"] = 9000
    cfn.update_stack(StackName="bounded", TemplateBody=json.dumps({"Resources": {"R": queue}}))
    assert wait_stack(cfn, "bounded")["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    assert failures(cfn, "bounded") == [
        ("R", "UPDATE_FAILED", PREFIX + "#/DelaySeconds: failed validation constraint for keyword [maximum]")
    ]
    sqs = labcloud.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="bounded")["QueueUrl"]
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["DelaySeconds"])["Attributes"]
    assert attributes["DelaySeconds"] == "5"


def test_values_within_the_rules_deploy(labcloud: Any, cfn: Any) -> None:
    resources = {
        "Edge": {
            "Type": "AWS::SQS::Queue",
            "Properties": {
                "QueueName": "edges",
                "DelaySeconds": 900,  # the maximum itself
                "ReceiveMessageWaitTimeSeconds": "0",  # text converted to the minimum itself
                "Tags": [{"Key": "team name", "Value": "données: a/b=c+d@e"}],  # the tag pattern's classes
            },
        },
        "Logs": {
            "Type": "AWS::Logs::LogGroup",
            "Properties": {"LogGroupName": "/app/edges-1", "RetentionInDays": "14"},
        },
        "Rule": {
            "Type": "AWS::Events::Rule",
            "Properties": {"ScheduleExpression": "rate(1 hour)", "Targets": [_target(n) for n in range(5)]},
        },
        "Param": {
            "Type": "AWS::SSM::Parameter",
            "Properties": {"Type": "String", "Value": "v", "Tier": "Standard"},
        },
    }
    stack = create(cfn, "edges", resources)
    assert stack["StackStatus"] == "CREATE_COMPLETE", failures(cfn, "edges")
    groups = labcloud.boto3_client("logs").describe_log_groups(logGroupNamePrefix="/app/edges-1")["logGroups"]
    assert groups[0]["retentionInDays"] == 14
