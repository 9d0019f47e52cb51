"""Drift detection against the live resources: an SQS queue, a Lambda function and a DynamoDB table
changed outside the stack are MODIFIED with their property differences, a deleted one DELETED, a type
without a reader NOT_CHECKED; DescribeStacks/DescribeStackResources carry the DriftInformation."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import wait_stack

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
TEMPLATE = {
    "Resources": {
        "Queue": {"Type": "AWS::SQS::Queue", "Properties": {"VisibilityTimeout": 30, "DelaySeconds": 0}},
        "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": TRUST}},
        "Fn": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                "MemorySize": 128,
                "Timeout": 10,
                "Code": {"ZipFile": "def handler(event, context):\n    return 1\n"},
                "Environment": {"Variables": {"MODE": "a"}},
            },
        },
        "Table": {
            "Type": "AWS::DynamoDB::Table",
            "Properties": {
                "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                "ProvisionedThroughput": {"ReadCapacityUnits": 2, "WriteCapacityUnits": 2},
            },
        },
        "Topic": {"Type": "AWS::SNS::Topic"},
    }
}


def detect(cfn: Any, name: str) -> dict[str, Any]:
    detection = cfn.detect_stack_drift(StackName=name)["StackDriftDetectionId"]
    status = cfn.describe_stack_drift_detection_status(StackDriftDetectionId=detection)
    assert status["DetectionStatus"] == "DETECTION_COMPLETE" and status["StackDriftDetectionId"] == detection
    return dict(status)


def drifts(cfn: Any, name: str, *filters: str) -> dict[str, dict[str, Any]]:
    kwargs: dict[str, Any] = {"StackName": name}
    if filters:
        kwargs["StackResourceDriftStatusFilters"] = list(filters)
    found = cfn.describe_stack_resource_drifts(**kwargs)["StackResourceDrifts"]
    return {d["LogicalResourceId"]: d for d in found}


def test_drift_of_queue_function_and_table(labcloud: Any, cfn: Any) -> None:
    stack_id = cfn.create_stack(
        StackName="drifty", TemplateBody=json.dumps(TEMPLATE), Capabilities=["CAPABILITY_IAM"]
    )["StackId"]
    assert wait_stack(cfn, "drifty")["StackStatus"] == "CREATE_COMPLETE"
    assert cfn.describe_stacks(StackName="drifty")["Stacks"][0]["DriftInformation"] == {
        "StackDriftStatus": "NOT_CHECKED"
    }
    status = detect(cfn, "drifty")
    assert (status["StackId"], status["StackDriftStatus"], status["DriftedStackResourceCount"]) == (
        stack_id,
        "IN_SYNC",
        0,
    )
    shown = drifts(cfn, "drifty")
    assert {k: v["StackResourceDriftStatus"] for k, v in shown.items()} == {
        "Queue": "IN_SYNC",
        "Role": "NOT_CHECKED",
        "Fn": "IN_SYNC",
        "Table": "IN_SYNC",
        "Topic": "NOT_CHECKED",
    }
    assert json.loads(shown["Queue"]["ExpectedProperties"]) == {"VisibilityTimeout": 30, "DelaySeconds": 0}
    assert json.loads(shown["Queue"]["ActualProperties"]) == {"VisibilityTimeout": "30", "DelaySeconds": "0"}

    resources = {
        r["LogicalResourceId"]: r for r in cfn.describe_stack_resources(StackName="drifty")["StackResources"]
    }
    sqs, lam, ddb = (labcloud.boto3_client(s) for s in ("sqs", "lambda", "dynamodb"))
    sqs.set_queue_attributes(
        QueueUrl=resources["Queue"]["PhysicalResourceId"], Attributes={"VisibilityTimeout": "99"}
    )
    lam.update_function_configuration(
        FunctionName=resources["Fn"]["PhysicalResourceId"],
        MemorySize=256,
        Environment={"Variables": {"MODE": "b"}},
    )
    ddb.update_table(
        TableName=resources["Table"]["PhysicalResourceId"],
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 2},
    )
    status = detect(cfn, "drifty")
    assert (status["StackDriftStatus"], status["DriftedStackResourceCount"]) == ("DRIFTED", 3)
    described = cfn.describe_stacks(StackName="drifty")["Stacks"][0]["DriftInformation"]
    assert described["StackDriftStatus"] == "DRIFTED" and "LastCheckTimestamp" in described
    modified = drifts(cfn, "drifty", "MODIFIED")
    assert sorted(modified) == ["Fn", "Queue", "Table"]
    assert modified["Queue"]["PropertyDifferences"] == [
        {
            "PropertyPath": "/VisibilityTimeout",
            "ExpectedValue": "30",
            "ActualValue": "99",
            "DifferenceType": "NOT_EQUAL",
        }
    ]
    assert modified["Fn"]["PropertyDifferences"] == [
        {
            "PropertyPath": "/MemorySize",
            "ExpectedValue": "128",
            "ActualValue": "256",
            "DifferenceType": "NOT_EQUAL",
        },
        {
            "PropertyPath": "/Environment/Variables/MODE",
            "ExpectedValue": "a",
            "ActualValue": "b",
            "DifferenceType": "NOT_EQUAL",
        },
    ]
    assert modified["Table"]["PropertyDifferences"] == [
        {
            "PropertyPath": "/ProvisionedThroughput/ReadCapacityUnits",
            "ExpectedValue": "2",
            "ActualValue": "5",
            "DifferenceType": "NOT_EQUAL",
        }
    ]
    row = {
        r["LogicalResourceId"]: r for r in cfn.describe_stack_resources(StackName="drifty")["StackResources"]
    }
    assert row["Queue"]["DriftInformation"]["StackResourceDriftStatus"] == "MODIFIED"

    # A resource deleted outside the stack is DELETED (one resource checked on its own).
    sqs.delete_queue(QueueUrl=resources["Queue"]["PhysicalResourceId"])
    single = cfn.detect_stack_resource_drift(StackName="drifty", LogicalResourceId="Queue")[
        "StackResourceDrift"
    ]
    assert (single["StackResourceDriftStatus"], single["PhysicalResourceId"]) == (
        "DELETED",
        resources["Queue"]["PhysicalResourceId"],
    )
    assert "ActualProperties" not in single


def test_drift_errors(labcloud: Any, cfn: Any) -> None:
    def refused(call: Any, **kwargs: Any) -> tuple[str, str]:
        with pytest.raises(ClientError) as error:
            call(**kwargs)
        return error.value.response["Error"]["Code"], error.value.response["Error"]["Message"]

    assert refused(cfn.detect_stack_drift, StackName="absent") == (
        "ValidationError",
        "Stack with id absent does not exist",
    )
    assert refused(cfn.describe_stack_drift_detection_status, StackDriftDetectionId="nope") == (
        "ValidationError",
        "Stack drift detection with id nope does not exist",
    )
    cfn.create_stack(
        StackName="small", TemplateBody=json.dumps({"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}})
    )
    wait_stack(cfn, "small")
    assert refused(cfn.detect_stack_drift, StackName="small", LogicalResourceIds=["Other"]) == (
        "ValidationError",
        "Resource Other does not exist for stack small",
    )
    assert refused(
        cfn.describe_stack_resource_drifts, StackName="small", StackResourceDriftStatusFilters=["ODD"]
    ) == (
        "ValidationError",
        "1 validation error detected: Value 'ODD' at 'stackResourceDriftStatusFilters.1.member' failed to "
        "satisfy constraint: Member must satisfy enum value set: [IN_SYNC, MODIFIED, DELETED, NOT_CHECKED, "
        "UNKNOWN, UNSUPPORTED]",
    )
