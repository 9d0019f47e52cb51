"""Template values as CloudFormation hands them to services: ``Ref AWS::NoValue`` removes the member that
holds it (also as an ``Fn::If`` branch), and a number or boolean where the API expects text becomes text."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import events, wait_stack

TEMPLATE = {
    "Conditions": {"Never": {"Fn::Equals": ["a", "b"]}},
    "Resources": {
        "Role": {
            "Type": "AWS::IAM::Role",
            "Properties": {
                "AssumeRolePolicyDocument": {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"Service": "lambda.amazonaws.com"},
                            "Action": "sts:AssumeRole",
                        }
                    ],
                }
            },
        },
        "Fn": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                "Timeout": "10",
                "Description": {"Fn::If": ["Never", "never", {"Ref": "AWS::NoValue"}]},
                "Environment": {"Variables": {"PORT": 8080, "ENABLED": True, "RATIO": 1.5, "NAME": "x"}},
                "Code": {"ZipFile": "def handler(event, context):\n    return {}\n"},
            },
        },
        "Queue": {
            "Type": "AWS::SQS::Queue",
            "Properties": {
                "VisibilityTimeout": 45,
                "DelaySeconds": {"Fn::If": ["Never", 5, {"Ref": "AWS::NoValue"}]},
                "MessageRetentionPeriod": {"Ref": "AWS::NoValue"},
            },
        },
    },
}


def physical(cfn: Any, stack: str, logical: str) -> str:
    detail = cfn.describe_stack_resource(StackName=stack, LogicalResourceId=logical)["StackResourceDetail"]
    return str(detail["PhysicalResourceId"])


def test_no_value_and_scalar_conversion(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="values", TemplateBody=json.dumps(TEMPLATE), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "values")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "values")

    config = labcloud.boto3_client("lambda").get_function_configuration(
        FunctionName=physical(cfn, "values", "Fn")
    )
    assert config["Environment"]["Variables"] == {
        "PORT": "8080",
        "ENABLED": "true",
        "RATIO": "1.5",
        "NAME": "x",
    }
    assert config["Timeout"] == 10
    assert config["Description"] == ""  # removed by AWS::NoValue: the service's default

    attributes = labcloud.boto3_client("sqs").get_queue_attributes(
        QueueUrl=physical(cfn, "values", "Queue"), AttributeNames=["All"]
    )["Attributes"]
    assert attributes["VisibilityTimeout"] == "45"
    assert attributes["DelaySeconds"] == "0" and attributes["MessageRetentionPeriod"] == "345600"
