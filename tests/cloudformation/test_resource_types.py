"""Every resource type labcloud handles, created, updated and deleted through a stack (boto3)."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import error_code, events, wait_stack

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
CODE = "def handler(event, context):\n    return {'echo': event}\n"


def stack_template(memory: int, retention: int) -> dict[str, Any]:
    return {
        "Resources": {
            "Logs": {
                "Type": "AWS::Logs::LogGroup",
                "Properties": {"LogGroupName": "/rt/app", "RetentionInDays": retention},
            },
            "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": TRUST}},
            "Inline": {
                "Type": "AWS::IAM::Policy",
                "Properties": {
                    "PolicyName": "queue-access",
                    "Roles": [{"Ref": "Role"}],
                    "PolicyDocument": {
                        "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]
                    },
                },
            },
            "Managed": {
                "Type": "AWS::IAM::ManagedPolicy",
                "Properties": {
                    "Roles": [{"Ref": "Role"}],
                    "PolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [{"Effect": "Allow", "Action": "logs:*", "Resource": "*"}],
                    },
                },
            },
            "Queue": {"Type": "AWS::SQS::Queue"},
            "QueuePolicy": {
                "Type": "AWS::SQS::QueuePolicy",
                "Properties": {
                    "Queues": [{"Ref": "Queue"}],
                    "PolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Effect": "Allow",
                                "Principal": {"AWS": "*"},
                                "Action": "sqs:SendMessage",
                                "Resource": {"Fn::GetAtt": ["Queue", "Arn"]},
                            }
                        ],
                    },
                },
            },
            "Fn": {
                "Type": "AWS::Lambda::Function",
                "Properties": {
                    "Runtime": "python3.12",
                    "Handler": "index.handler",
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "MemorySize": memory,
                    "Code": {"ZipFile": CODE},
                },
            },
            "Version": {"Type": "AWS::Lambda::Version", "Properties": {"FunctionName": {"Ref": "Fn"}}},
            "Alias": {
                "Type": "AWS::Lambda::Alias",
                "Properties": {
                    "FunctionName": {"Ref": "Fn"},
                    "Name": "live",
                    "FunctionVersion": {"Fn::GetAtt": ["Version", "Version"]},
                },
            },
            "Invoke": {
                "Type": "AWS::Lambda::Permission",
                "Properties": {
                    "FunctionName": {"Ref": "Fn"},
                    "Action": "lambda:InvokeFunction",
                    "Principal": "s3.amazonaws.com",
                },
            },
            "Async": {
                "Type": "AWS::Lambda::EventInvokeConfig",
                "Properties": {
                    "FunctionName": {"Ref": "Fn"},
                    "Qualifier": "$LATEST",
                    "MaximumRetryAttempts": 1,
                },
            },
            "Table": {
                "Type": "AWS::DynamoDB::Table",
                "Properties": {
                    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                    "ProvisionedThroughput": {"ReadCapacityUnits": 2, "WriteCapacityUnits": 2},
                    "TimeToLiveSpecification": {"AttributeName": "expires", "Enabled": True},
                },
            },
        },
        "Outputs": {
            "AliasArn": {"Value": {"Ref": "Alias"}},
            "PolicyArn": {"Value": {"Ref": "Managed"}},
            "FnArn": {"Value": {"Fn::GetAtt": ["Fn", "Arn"]}},
        },
    }


def test_all_types_create_update_delete(labcloud: Any, cfn: Any) -> None:
    lam, iam, logs, sqs, ddb = (
        labcloud.boto3_client(s) for s in ("lambda", "iam", "logs", "sqs", "dynamodb")
    )
    cfn.create_stack(
        StackName="rt", TemplateBody=json.dumps(stack_template(128, 7)), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "rt")
    failures = [e for e in events(cfn, "rt") if e[1].endswith("FAILED")]
    assert stack["StackStatus"] == "CREATE_COMPLETE", failures
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    physical = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.list_stack_resources(StackName="rt")["StackResourceSummaries"]
    }
    function = physical["Fn"]
    assert outputs["AliasArn"] == f"{outputs['FnArn']}:live"
    assert lam.get_alias(FunctionName=function, Name="live")["FunctionVersion"] == "1"
    policy = json.loads(lam.get_policy(FunctionName=function)["Policy"])
    assert [s["Sid"] for s in policy["Statement"]] == [physical["Invoke"]]
    assert lam.get_function_event_invoke_config(FunctionName=function)["MaximumRetryAttempts"] == 1
    payload = lam.invoke(FunctionName=f"{function}:live", Payload=b'{"a": 1}')["Payload"].read()
    assert json.loads(payload) == {"echo": {"a": 1}}
    role = physical["Role"]
    assert iam.list_role_policies(RoleName=role)["PolicyNames"] == ["queue-access"]
    assert [p["PolicyArn"] for p in iam.list_attached_role_policies(RoleName=role)["AttachedPolicies"]] == [
        outputs["PolicyArn"]
    ]
    group = logs.describe_log_groups(logGroupNamePrefix="/rt/app")["logGroups"][0]
    assert group["retentionInDays"] == 7
    attrs = sqs.get_queue_attributes(QueueUrl=physical["Queue"], AttributeNames=["Policy"])["Attributes"]
    assert json.loads(attrs["Policy"])["Statement"][0]["Action"] == "sqs:SendMessage"
    ttl = ddb.describe_time_to_live(TableName=physical["Table"])["TimeToLiveDescription"]
    assert ttl == {"TimeToLiveStatus": "ENABLED", "AttributeName": "expires"}

    cfn.update_stack(
        StackName="rt", TemplateBody=json.dumps(stack_template(256, 14)), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "rt")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", [
        e for e in events(cfn, "rt") if e[1].endswith("FAILED")
    ]
    assert lam.get_function_configuration(FunctionName=function)["MemorySize"] == 256
    assert logs.describe_log_groups(logGroupNamePrefix="/rt/app")["logGroups"][0]["retentionInDays"] == 14
    # The version's properties did not change, so it was left alone (no new version published).
    assert [v["Version"] for v in lam.list_versions_by_function(FunctionName=function)["Versions"]] == [
        "$LATEST",
        "1",
    ]

    cfn.delete_stack(StackName="rt")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert lam.list_functions()["Functions"] == []
    assert logs.describe_log_groups(logGroupNamePrefix="/rt/")["logGroups"] == []
    assert [r for r in iam.list_roles()["Roles"] if r["RoleName"] == role] == []
    assert iam.list_policies(Scope="Local")["Policies"] == []
    assert sqs.list_queues().get("QueueUrls", []) == []
    assert ddb.list_tables()["TableNames"] == []


def test_sam_simple_table_and_policy_templates(labcloud: Any, cfn: Any) -> None:
    template = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Items:
    Type: AWS::Serverless::SimpleTable
    Properties:
      PrimaryKey: {Name: sku, Type: String}
  Reader:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return "ok"
      Policies:
        - DynamoDBReadPolicy: {TableName: !Ref Items}
"""
    created = cfn.create_change_set(
        StackName="simple",
        ChangeSetName="c1",
        ChangeSetType="CREATE",
        TemplateBody=template,
        Capabilities=["CAPABILITY_IAM"],
    )
    cfn.execute_change_set(ChangeSetName=created["Id"])
    assert wait_stack(cfn, "simple")["StackStatus"] == "CREATE_COMPLETE"
    physical = {
        r["LogicalResourceId"]: r for r in cfn.describe_stack_resources(StackName="simple")["StackResources"]
    }
    assert sorted(physical) == ["Items", "Reader", "ReaderRole"]
    table = labcloud.boto3_client("dynamodb").describe_table(
        TableName=physical["Items"]["PhysicalResourceId"]
    )["Table"]
    assert table["KeySchema"] == [{"AttributeName": "sku", "KeyType": "HASH"}]
    assert table["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"
    iam = labcloud.boto3_client("iam")
    role = physical["ReaderRole"]["PhysicalResourceId"]
    document = iam.get_role_policy(RoleName=role, PolicyName="ReaderRolePolicy0")["PolicyDocument"]
    statement = document["Statement"][0]
    assert "dynamodb:GetItem" in statement["Action"] and "dynamodb:PutItem" not in statement["Action"]
    assert statement["Resource"][0] == table["TableArn"]
    processed = cfn.get_template(StackName="simple", TemplateStage="Processed")["TemplateBody"]
    assert processed["Resources"]["Items"]["Type"] == "AWS::DynamoDB::Table"
    summary = cfn.get_template_summary(StackName="simple")
    assert summary["DeclaredTransforms"] == ["AWS::Serverless-2016-10-31"]


def test_sam_template_error_fails_the_change_set(cfn: Any) -> None:
    template = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Fn:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      CodeUri: ./not-packaged
"""
    created = cfn.create_change_set(
        StackName="samerr",
        ChangeSetName="c1",
        ChangeSetType="CREATE",
        TemplateBody=template,
        Capabilities=["CAPABILITY_IAM"],
    )
    shown = cfn.describe_change_set(ChangeSetName=created["Id"])
    assert (shown["Status"], shown["ExecutionStatus"]) == ("FAILED", "UNAVAILABLE")
    assert shown["StatusReason"].startswith(
        "Transform AWS::Serverless-2016-10-31 failed with: Invalid Serverless "
        "Application Specification document."
    )
    assert "CodeUri" in shown["StatusReason"]
    try:
        cfn.create_stack(
            StackName="samerr2",
            TemplateBody=template,
            Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
        )
    except Exception as error:  # noqa: BLE001 - asserting on the code
        code, message = error_code(error)
        assert code == "ValidationError" and message.startswith(
            "Transform AWS::Serverless-2016-10-31 failed with"
        )
    else:
        raise AssertionError("CreateStack accepted a template the transform refuses")
