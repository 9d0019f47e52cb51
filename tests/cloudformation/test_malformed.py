"""Malformed templates and inputs never produce a 500 or a hang: a ValidationError, or a stack that fails."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cfn_helpers import error_code, wait_stack

Q = "AWS::SQS::Queue"
ODD_VALUES: list[Any] = [
    {"Fn::GetAtt": 5},
    {"Fn::GetAtt": []},
    {"Fn::GetAtt": ["OnlyOne"]},
    {"Fn::Sub": 3},
    {"Fn::Sub": ["a"]},
    {"Fn::Sub": ["${x}", []]},
    {"Fn::Join": "x"},
    {"Fn::Join": [",", "notalist"]},
    {"Fn::Select": ["a", [1]]},
    {"Fn::Split": [1]},
    {"Fn::If": "x"},
    {"Fn::FindInMap": ["a"]},
    {"Fn::Base64": {"a": 1}},
    {"Ref": 3},
    {"Ref": ["a"]},
    {"Fn::ImportValue": "nowhere"},
    {"Fn::Length": "x"},
    {"Fn::Cidr": ["10.0.0.0/16", 1, 8]},
    {"Fn::Equals": [1]},
    {"Condition": 5},
    [[[]]],
    None,
    1.5,
    True,
    {"Fn::ToJsonString": None},
]
ODD_TEMPLATES: list[Any] = [
    "[]",
    "null",
    "42",
    '"text"',
    "{}",
    '{"Resources": []}',
    '{"Resources": {"A": 1}}',
    "Resources:\n  A:\n    Type: [1]\n",
    "Resources:\n  A: !Ref\n",
    "Resources: !GetAtt\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\n    DependsOn: {a: 1}\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\n    Condition: [x]\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\nOutputs:\n  O: 5\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\nParameters:\n  P: 5\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\nParameters:\n  P: {Type: Number, Default: x}\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\nConditions:\n  C: 5\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\nConditions:\n  C: {Fn::Equals: [!Ref A, x]}\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\nMappings: [1]\n",
    "Transform: [1, 2]\nResources:\n  A:\n    Type: AWS::SQS::Queue\n",
    "Transform: AWS::Serverless-2016-10-31\nResources:\n  F:\n    Type: AWS::Serverless::Function\n",
    "Resources:\n  A:\n    Type: AWS::SQS::Queue\n    Properties:\n      Tags: 5\n",
    "Resources:\n  A:\n    Type: AWS::Lambda::Function\n    Properties:\n      Code: 5\n      Role: x\n",
    "Resources:\n  A:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema: x\n",
    "Resources:\n  A:\n    Type: AWS::IAM::Role\n    Properties:\n      AssumeRolePolicyDocument: 5\n"
    "      Policies: [1]\n",
    "&a [*a]",
    "a: &a\n  b: *a\n" * 3,
    "x: " + "[" * 5000,
]


def _settles_or_refuses(cfn: Any, name: str, text: str, **kwargs: Any) -> None:
    try:
        cfn.create_stack(StackName=name, TemplateBody=text, **kwargs)
    except Exception as error:  # noqa: BLE001 - asserting on the code
        code, _ = error_code(error)
        assert code in ("ValidationError", "InsufficientCapabilitiesException"), (text, error)
        return
    stack = wait_stack(cfn, name, timeout=30)
    assert stack["StackStatus"] in ("CREATE_COMPLETE", "ROLLBACK_COMPLETE"), (text, stack)
    assert "Internal failure" not in (stack.get("StackStatusReason") or "")


@pytest.mark.parametrize("value", ODD_VALUES, ids=[str(i) for i in range(len(ODD_VALUES))])
def test_odd_property_values(cfn: Any, value: Any) -> None:
    template = {
        "Resources": {"A": {"Type": Q, "Properties": {"QueueName": value}}},
        "Outputs": {"O": {"Value": value}},
    }
    _settles_or_refuses(cfn, "odd", json.dumps(template))


@pytest.mark.parametrize("text", ODD_TEMPLATES, ids=[str(i) for i in range(len(ODD_TEMPLATES))])
def test_odd_templates(cfn: Any, text: str) -> None:
    _settles_or_refuses(cfn, "oddt", text, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"])
