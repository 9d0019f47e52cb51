"""Templates and parameters CloudFormation refuses up front: ValidationError (and the capability errors)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cfn_helpers import error_code, events, wait_stack

QUEUE = {"Type": "AWS::SQS::Queue"}


def refused(cfn: Any, template: Any, **kwargs: Any) -> tuple[str, str]:
    text = template if isinstance(template, str) else json.dumps(template)
    with pytest.raises(Exception) as caught:
        cfn.create_stack(StackName="bad", TemplateBody=text, **kwargs)
    return error_code(caught.value)


CASES = [
    ("Resources: [oops\n", "Template format error: YAML not well-formed. (line 2, column 1)"),
    ('{"Resources": {', "Template format error: JSON not well-formed. (line 1, column 16)"),
    (
        {"Description": "no resources"},
        "Template format error: At least one Resources member must be defined.",
    ),
    (
        {"Resources": {"Q": QUEUE}, "Bogus": 1},
        "Template format error: Invalid template property or properties [Bogus]",
    ),
    (
        {"Resources": {"Q": {"Properties": {}}}},
        "Template format error: [/Resources/Q] Every Resources object must contain a Type member.",
    ),
    (
        {"Resources": {"Q": {"Type": "Not::A::Type!"}}},
        "Template format error: Unrecognized resource types: [Not::A::Type!]",
    ),
    (
        {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": {"Ref": "Missing"}}}}},
        "Template format error: Unresolved resource dependencies [Missing] in the Resources block of the template",
    ),
    (
        {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "DependsOn": "Ghost"}}},
        "Template format error: Unresolved resource dependencies [Ghost] in the Resources block of the template",
    ),
    (
        {
            "Resources": {
                "A": {
                    "Type": "AWS::SQS::Queue",
                    "Properties": {"QueueName": {"Fn::GetAtt": ["B", "QueueName"]}},
                },
                "B": {
                    "Type": "AWS::SQS::Queue",
                    "Properties": {"QueueName": {"Fn::GetAtt": ["A", "QueueName"]}},
                },
            }
        },
        "Circular dependency between resources: [A, B]",
    ),
    (
        {
            "Resources": {
                "Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": {"Fn::GetAtt": ["Nope", "Arn"]}}}
            }
        },
        "Template error: instance of Fn::GetAtt references undefined resource Nope",
    ),
    (
        {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": {"Fn::Cidrx": ["a"]}}}}},
        "Template format error: Unrecognized function Fn::Cidrx",
    ),
    (
        {"Parameters": {"Stage": {"Type": "String"}}, "Resources": {"Q": QUEUE}},
        "Parameters: [Stage] must have values",
    ),
    (
        {"Resources": {"Q": {**QUEUE, "Colour": "red"}}},
        "Template format error: Invalid template resource property 'Colour'",
    ),
    (
        {"AWSTemplateFormatVersion": "2011-01-01", "Resources": {"Q": QUEUE}},
        "Template format error: '2011-01-01' is not a valid template version. Use 2010-09-09 for AWSTemplateFormatVersion.",
    ),
]


@pytest.mark.parametrize(("template", "message"), CASES, ids=[str(i) for i in range(len(CASES))])
def test_bad_templates_are_validation_errors(cfn: Any, template: Any, message: str) -> None:
    assert refused(cfn, template) == ("ValidationError", message)
    assert cfn.list_stacks()["StackSummaries"] == []


JAVA_PATTERN = r"^(?=(.*\p{Print}){4,})(?!.*[ ,:=])[\p{Print}]{12,}$"


def test_parameter_constraints(cfn: Any) -> None:
    template = {
        "Parameters": {
            "Stage": {"Type": "String", "AllowedValues": ["dev", "prod"]},
            "Size": {"Type": "Number", "MinValue": 1, "MaxValue": 10},
            "Code": {
                "Type": "String",
                "AllowedPattern": "[a-z]+",
                "ConstraintDescription": "lower-case letters only",
            },
            # a Java pattern (AWS's activemq-lambda-sam-java pattern): \p{Print} is no Python re syntax
            "Password": {"Type": "String", "AllowedPattern": JAVA_PATTERN},
        },
        "Resources": {"Q": QUEUE},
    }

    def given(**values: str) -> list[dict[str, str]]:
        base = {"Stage": "dev", "Size": "5", "Code": "abc", "Password": "long-enough-pw", **values}
        return [{"ParameterKey": k, "ParameterValue": v} for k, v in base.items()]

    assert refused(cfn, template, Parameters=given(Stage="qa")) == (
        "ValidationError",
        "Parameter 'Stage' must be one of AllowedValues",
    )
    assert refused(cfn, template, Parameters=given(Size="11")) == (
        "ValidationError",
        "Parameter 'Size' must be a number not greater than 10",
    )
    assert refused(cfn, template, Parameters=given(Size="x")) == (
        "ValidationError",
        "Parameter 'Size' must be a number.",
    )
    assert refused(cfn, template, Parameters=given(Code="ABC")) == (
        "ValidationError",
        "Parameter 'Code' failed to satisfy constraint: lower-case letters only",
    )
    assert refused(cfn, template, Parameters=given(Password="a b,c")) == (
        "ValidationError",
        f"Parameter 'Password' must match pattern {JAVA_PATTERN}",
    )
    assert refused(
        cfn, template, Parameters=[*given(), {"ParameterKey": "Extra", "ParameterValue": "1"}]
    ) == ("ValidationError", "Parameters: [Extra] do not exist in the template")


def test_capabilities_are_required(cfn: Any) -> None:
    role = {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": {"Statement": []}}}
    assert refused(cfn, {"Resources": {"R": role}}) == (
        "InsufficientCapabilitiesException",
        "Requires capabilities : [CAPABILITY_IAM]",
    )
    named = {
        "Type": "AWS::IAM::Role",
        "Properties": {"RoleName": "x", "AssumeRolePolicyDocument": {"Statement": []}},
    }
    assert refused(cfn, {"Resources": {"R": named}}, Capabilities=["CAPABILITY_IAM"]) == (
        "InsufficientCapabilitiesException",
        "Requires capabilities : [CAPABILITY_NAMED_IAM]",
    )
    sam = {
        "Transform": "AWS::Serverless-2016-10-31",
        "Resources": {"T": {"Type": "AWS::Serverless::SimpleTable"}},
    }
    assert refused(cfn, sam) == (
        "InsufficientCapabilitiesException",
        "Requires capabilities : [CAPABILITY_AUTO_EXPAND]",
    )


def test_unsupported_members_are_refused(cfn: Any) -> None:
    template = {"Resources": {"Q": QUEUE}}
    assert refused(cfn, template, TimeoutInMinutes=5) == (
        "ValidationError",
        "labcloud does not support TimeoutInMinutes",
    )
    assert refused(cfn, template, NotificationARNs=["arn:aws:sns:us-east-1:000000000000:t"]) == (
        "ValidationError",
        "labcloud does not support NotificationARNs (there is no SNS)",
    )
    assert refused(cfn, {"Transform": "AWS::Include", "Resources": {"Q": QUEUE}}) == (
        "ValidationError",
        "Template format error: Unsupported transform AWS::Include (labcloud applies only "
        "AWS::LanguageExtensions, AWS::Serverless-2016-10-31)",
    )


def test_missing_stack_and_validate_template(cfn: Any) -> None:
    with pytest.raises(Exception) as missing:
        cfn.describe_stacks(StackName="ghost")
    assert error_code(missing.value) == ("ValidationError", "Stack with id ghost does not exist")
    with pytest.raises(Exception) as events_missing:
        cfn.describe_stack_events(StackName="ghost")
    assert error_code(events_missing.value) == ("ValidationError", "Stack with id ghost does not exist")
    checked = cfn.validate_template(
        TemplateBody=json.dumps(
            {
                "Description": "d",
                "Parameters": {"P": {"Type": "String", "Default": "x", "Description": "a p"}},
                "Resources": {
                    "R": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": {}}}
                },
            }
        )
    )
    assert checked["Description"] == "d"
    assert checked["Parameters"] == [
        {"ParameterKey": "P", "DefaultValue": "x", "NoEcho": False, "Description": "a p"}
    ]
    assert checked["Capabilities"] == ["CAPABILITY_IAM"]
    assert checked["CapabilitiesReason"] == "The following resource(s) require capabilities: [AWS::IAM::Role]"
    with pytest.raises(Exception) as bad:
        cfn.validate_template(
            TemplateBody="Resources: {Q: {Type: AWS::SQS::Queue, Properties: {A: !Ref Nope}}}"
        )
    assert error_code(bad.value) == (
        "ValidationError",
        "Template format error: Unresolved resource dependencies [Nope] in the Resources block of the template",
    )


def test_bad_getatt_attribute_is_refused_when_validated(cfn: Any) -> None:
    template = {
        "Resources": {
            "A": QUEUE,
            "B": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": {"Fn::GetAtt": ["A", "Colour"]}}},
        }
    }
    with pytest.raises(Exception) as caught:  # AWS checks the name against the type's schema up front
        cfn.create_stack(StackName="att", TemplateBody=json.dumps(template))
    assert error_code(caught.value) == (
        "ValidationError",
        "Template error: resource A does not support attribute type Colour in Fn::GetAtt",
    )


def test_unknown_property_fails_the_resource(cfn: Any) -> None:
    template = {"Resources": {"Logs": {"Type": "AWS::Logs::LogGroup", "Properties": {"RetentionDays": 7}}}}
    cfn.create_stack(StackName="extra", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "extra")["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "extra") if e[1] == "CREATE_FAILED"]
    assert failed == [
        (
            "Logs",
            "CREATE_FAILED",
            "Properties validation failed for resource Logs with message: "
            "#: extraneous key [RetentionDays] is not permitted",
        )
    ]


def test_a_resource_may_carry_a_description(cfn: Any) -> None:
    """``Description`` beside ``Type`` is a resource attribute CloudFormation accepts (on any type, whether
    or not the type has a ``Description`` property); it is not passed to the resource."""
    template = {
        "Resources": {"Q": {**QUEUE, "Description": "a queue described", "Properties": {"QueueName": "told"}}}
    }
    cfn.create_stack(StackName="described", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "described")["StackStatus"] == "CREATE_COMPLETE", events(cfn, "described")
