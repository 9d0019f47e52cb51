"""AWS::StepFunctions::StateMachine (DefinitionString with DefinitionSubstitutions, Definition as an
object, updates, deletion with the stack) and SAM's AWS::Serverless::StateMachine with a policy
template, each machine then run for real."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.config import Config
from cfn_helpers import events, wait_for, wait_stack

from labcloud.testing.server_process import LabcloudProcess

ROLE = {
    "Type": "AWS::IAM::Role",
    "Properties": {
        "AssumeRolePolicyDocument": {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "states.amazonaws.com"},
                    "Action": "sts:AssumeRole",
                }
            ],
        },
        "ManagedPolicyArns": ["arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess"],
    },
}


def finished(sfn: Any, arn: str) -> dict[str, Any]:
    deadline = time.time() + 30
    while True:
        found = sfn.describe_execution(executionArn=arn)
        if found["status"] != "RUNNING" or time.time() > deadline:
            return dict(found)
        time.sleep(0.05)


def sfn_client(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("stepfunctions", config=Config(inject_host_prefix=False))


def test_state_machine_with_substitutions_update_and_delete(labcloud: LabcloudProcess, cfn: Any) -> None:
    template = {
        "Resources": {
            "Table": {
                "Type": "AWS::DynamoDB::Table",
                "Properties": {
                    "BillingMode": "PAY_PER_REQUEST",
                    "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                    "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                },
            },
            "Role": ROLE,
            "Machine": {
                "Type": "AWS::StepFunctions::StateMachine",
                "Properties": {
                    "StateMachineName": "cfn-orders",
                    "RoleArn": {"Fn::GetAtt": ["Role", "Arn"]},
                    "DefinitionString": json.dumps(
                        {
                            "StartAt": "Put",
                            "States": {
                                "Put": {
                                    "Type": "Task",
                                    "Resource": "arn:aws:states:::dynamodb:putItem",
                                    "Parameters": {
                                        "TableName": "${TableName}",
                                        "Item": {"id": {"S.$": "$.id"}},
                                    },
                                    "End": True,
                                }
                            },
                        }
                    ),
                    "DefinitionSubstitutions": {"TableName": {"Ref": "Table"}},
                    "Tags": [{"Key": "team", "Value": "orders"}],
                },
            },
        },
        "Outputs": {
            "Arn": {"Value": {"Ref": "Machine"}},
            "Name": {"Value": {"Fn::GetAtt": ["Machine", "Name"]}},
        },
    }
    cfn.create_stack(StackName="sfn", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sfn")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "sfn")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs == {
        "Arn": "arn:aws:states:us-east-1:000000000000:stateMachine:cfn-orders",
        "Name": "cfn-orders",
    }
    sfn = sfn_client(labcloud)
    assert sfn.list_tags_for_resource(resourceArn=outputs["Arn"])["tags"] == [
        {"key": "team", "value": "orders"}
    ]
    execution = sfn.start_execution(stateMachineArn=outputs["Arn"], input='{"id":"o-1"}')["executionArn"]
    assert finished(sfn, execution)["status"] == "SUCCEEDED"
    table = next(
        r["PhysicalResourceId"]
        for r in cfn.describe_stack_resources(StackName="sfn")["StackResources"]
        if r["LogicalResourceId"] == "Table"
    )
    assert labcloud.boto3_client("dynamodb").get_item(TableName=table, Key={"id": {"S": "o-1"}})["Item"]
    template["Resources"]["Machine"]["Properties"].pop("DefinitionSubstitutions")
    template["Resources"]["Machine"]["Properties"].pop("DefinitionString")
    template["Resources"]["Machine"]["Properties"]["Definition"] = {
        "StartAt": "P",
        "States": {"P": {"Type": "Pass", "Result": "v2", "End": True}},
    }
    cfn.update_stack(StackName="sfn", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"])
    assert wait_stack(cfn, "sfn")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "sfn")
    described = sfn.describe_state_machine(stateMachineArn=outputs["Arn"])
    assert json.loads(described["definition"])["States"]["P"]["Result"] == "v2"
    cfn.delete_stack(StackName="sfn")
    assert wait_for(lambda: sfn.list_state_machines()["stateMachines"] == [])


def test_a_bad_definition_fails_the_stack_with_the_services_message(cfn: Any) -> None:
    template = {
        "Resources": {
            "Machine": {
                "Type": "AWS::StepFunctions::StateMachine",
                "Properties": {
                    "RoleArn": "arn:aws:iam::000000000000:role/r",
                    "Definition": {"StartAt": "Nope", "States": {"A": {"Type": "Pass", "End": True}}},
                },
            }
        }
    }
    cfn.create_stack(StackName="bad", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "bad")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        r for logical, status, r in events(cfn, "bad") if logical == "Machine" and status == "CREATE_FAILED"
    ]
    assert "Error Code: InvalidDefinition" in reasons[0] and "MISSING_TRANSITION_TARGET" in reasons[0]


def test_sam_state_machine_with_a_policy_template(labcloud: LabcloudProcess, cfn: Any) -> None:
    template = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Items:
    Type: AWS::Serverless::SimpleTable
  Flow:
    Type: AWS::Serverless::StateMachine
    Properties:
      Name: sam-flow
      Definition:
        StartAt: Save
        States:
          Save:
            Type: Task
            Resource: arn:aws:states:::dynamodb:putItem
            Parameters:
              TableName: ${ItemsTable}
              Item:
                id:
                  S.$: $.id
            End: true
      DefinitionSubstitutions:
        ItemsTable: !Ref Items
      Policies:
        - DynamoDBWritePolicy:
            TableName: !Ref Items
Outputs:
  Flow:
    Value: !Ref Flow
  Table:
    Value: !Ref Items
"""
    cfn.create_stack(
        StackName="sam-sfn", TemplateBody=template, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "sam-sfn")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "sam-sfn")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    sfn = sfn_client(labcloud)
    execution = sfn.start_execution(stateMachineArn=outputs["Flow"], input='{"id":"s-1"}')["executionArn"]
    assert finished(sfn, execution)["status"] == "SUCCEEDED"
    item = labcloud.boto3_client("dynamodb").get_item(TableName=outputs["Table"], Key={"id": {"S": "s-1"}})
    assert item["Item"] == {"id": {"S": "s-1"}}
