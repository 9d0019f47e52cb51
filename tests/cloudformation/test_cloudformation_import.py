"""Change sets of type IMPORT: an SQS queue, a DynamoDB table, an S3 bucket and a Lambda function made
outside CloudFormation are brought under a new stack, then managed (updated) and retained on delete;
an import into an existing stack; the ValidationErrors CloudFormation answers for a bad request."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_for, wait_stack

ACCOUNT = "000000000000"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("index.py", "def handler(event, context):\n    return 1\n")
    return buffer.getvalue()


def _make_resources(labcloud: Any) -> dict[str, str]:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="legacy-queue")["QueueUrl"]
    labcloud.boto3_client("dynamodb").create_table(
        TableName="legacy-table",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
    )
    labcloud.boto3_client("s3").create_bucket(Bucket="legacy-bucket")
    role = labcloud.boto3_client("iam").create_role(
        RoleName="legacy-role", AssumeRolePolicyDocument=json.dumps(TRUST)
    )
    labcloud.boto3_client("lambda").create_function(
        FunctionName="legacy-fn",
        Runtime="python3.12",
        Role=role["Role"]["Arn"],
        Handler="index.handler",
        Code={"ZipFile": _zip()},
    )
    return {"url": url, "role": role["Role"]["Arn"]}


def _template(role: str, delay: int = 0, policy: str | None = "Retain", extra: bool = False) -> str:
    def kept(resource: dict[str, Any]) -> dict[str, Any]:
        return {**resource, "DeletionPolicy": policy} if policy else resource

    resources: dict[str, Any] = {
        "Queue": kept(
            {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "legacy-queue", "DelaySeconds": delay}}
        ),
        "Table": kept(
            {
                "Type": "AWS::DynamoDB::Table",
                "Properties": {
                    "TableName": "legacy-table",
                    "BillingMode": "PAY_PER_REQUEST",
                    "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                    "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                },
            }
        ),
        "Bucket": kept({"Type": "AWS::S3::Bucket", "Properties": {"BucketName": "legacy-bucket"}}),
        "Fn": kept(
            {
                "Type": "AWS::Lambda::Function",
                "Properties": {
                    "FunctionName": "legacy-fn",
                    "Runtime": "python3.12",
                    "Handler": "index.handler",
                    "Role": role,
                    "Code": {"ZipFile": "def handler(event, context):\n    return 1\n"},
                },
            }
        ),
    }
    if extra:
        resources["Other"] = {"Type": "AWS::SQS::Queue"}
    outputs = {name: {"Value": {"Fn::GetAtt": [name, "Arn"]}} for name in ("Queue", "Table", "Bucket", "Fn")}
    return json.dumps({"Resources": resources, "Outputs": outputs})


def _to_import(url: str) -> list[dict[str, Any]]:
    return [
        {
            "ResourceType": "AWS::SQS::Queue",
            "LogicalResourceId": "Queue",
            "ResourceIdentifier": {"QueueUrl": url},
        },
        {
            "ResourceType": "AWS::DynamoDB::Table",
            "LogicalResourceId": "Table",
            "ResourceIdentifier": {"TableName": "legacy-table"},
        },
        {
            "ResourceType": "AWS::S3::Bucket",
            "LogicalResourceId": "Bucket",
            "ResourceIdentifier": {"BucketName": "legacy-bucket"},
        },
        {
            "ResourceType": "AWS::Lambda::Function",
            "LogicalResourceId": "Fn",
            "ResourceIdentifier": {"FunctionName": "legacy-fn"},
        },
    ]


def _changes(cfn: Any, stack: str, name: str) -> dict[str, Any]:
    return dict(
        wait_for(
            lambda: (
                found
                if (found := cfn.describe_change_set(StackName=stack, ChangeSetName=name))["Status"]
                != "CREATE_PENDING"
                else None
            )
        )
    )


def test_import_four_types_into_a_new_stack_then_manage_and_retain(labcloud: Any, cfn: Any) -> None:
    made = _make_resources(labcloud)
    cfn.create_change_set(
        StackName="adopted",
        ChangeSetName="adopt",
        ChangeSetType="IMPORT",
        TemplateBody=_template(made["role"]),
        ResourcesToImport=_to_import(made["url"]),
    )
    described = _changes(cfn, "adopted", "adopt")
    assert described["Status"] == "CREATE_COMPLETE", described.get("StatusReason")
    assert cfn.describe_stacks(StackName="adopted")["Stacks"][0]["StackStatus"] == "REVIEW_IN_PROGRESS"
    assert [
        (
            c["ResourceChange"]["Action"],
            c["ResourceChange"]["LogicalResourceId"],
            c["ResourceChange"]["PhysicalResourceId"],
        )
        for c in described["Changes"]
    ] == [
        ("Import", "Queue", made["url"]),
        ("Import", "Table", "legacy-table"),
        ("Import", "Bucket", "legacy-bucket"),
        ("Import", "Fn", "legacy-fn"),
    ]
    cfn.execute_change_set(StackName="adopted", ChangeSetName="adopt")
    stack = wait_stack(cfn, "adopted")
    assert stack["StackStatus"] == "IMPORT_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs == {
        "Queue": f"arn:aws:sqs:us-east-1:{ACCOUNT}:legacy-queue",
        "Table": f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/legacy-table",
        "Bucket": "arn:aws:s3:::legacy-bucket",
        "Fn": f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:legacy-fn",
    }
    resources = cfn.describe_stack_resources(StackName="adopted")["StackResources"]
    assert sorted((r["LogicalResourceId"], r["ResourceStatus"]) for r in resources) == [
        ("Bucket", "IMPORT_COMPLETE"),
        ("Fn", "IMPORT_COMPLETE"),
        ("Queue", "IMPORT_COMPLETE"),
        ("Table", "IMPORT_COMPLETE"),
    ]
    seen = events(cfn, "adopted")
    assert ("Queue", "IMPORT_IN_PROGRESS", None) in seen and ("adopted", "IMPORT_COMPLETE", None) in seen
    assert (
        cfn.describe_change_set(StackName="adopted", ChangeSetName="adopt")["ExecutionStatus"]
        == "EXECUTE_COMPLETE"
    )

    # the stack now manages them: an update changes the imported queue
    cfn.update_stack(StackName="adopted", TemplateBody=_template(made["role"], delay=7))
    stack = wait_stack(cfn, "adopted")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    sqs = labcloud.boto3_client("sqs")
    attributes = sqs.get_queue_attributes(QueueUrl=made["url"], AttributeNames=["DelaySeconds"])["Attributes"]
    assert attributes == {"DelaySeconds": "7"}

    # DeletionPolicy Retain keeps all four when the stack goes
    cfn.delete_stack(StackName="adopted")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert sqs.get_queue_url(QueueName="legacy-queue")["QueueUrl"] == made["url"]
    assert labcloud.boto3_client("dynamodb").list_tables()["TableNames"] == ["legacy-table"]
    assert [b["Name"] for b in labcloud.boto3_client("s3").list_buckets()["Buckets"]] == ["legacy-bucket"]
    assert labcloud.boto3_client("lambda").get_function(FunctionName="legacy-fn")["Configuration"][
        "FunctionName"
    ]


def test_import_into_an_existing_stack(labcloud: Any, cfn: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    first = {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "first"}}
    cfn.create_stack(StackName="grow", TemplateBody=json.dumps({"Resources": {"First": first}}))
    assert wait_stack(cfn, "grow")["StackStatus"] == "CREATE_COMPLETE"
    url = sqs.create_queue(QueueName="second")["QueueUrl"]
    second = {"Type": "AWS::SQS::Queue", "DeletionPolicy": "Retain", "Properties": {"QueueName": "second"}}
    cfn.create_change_set(
        StackName="grow",
        ChangeSetName="more",
        ChangeSetType="IMPORT",
        TemplateBody=json.dumps({"Resources": {"First": first, "Second": second}}),
        ResourcesToImport=[
            {
                "ResourceType": "AWS::SQS::Queue",
                "LogicalResourceId": "Second",
                "ResourceIdentifier": {"QueueUrl": url},
            }
        ],
    )
    assert _changes(cfn, "grow", "more")["Status"] == "CREATE_COMPLETE"
    cfn.execute_change_set(StackName="grow", ChangeSetName="more")
    assert wait_stack(cfn, "grow")["StackStatus"] == "IMPORT_COMPLETE"
    resources = cfn.describe_stack_resources(StackName="grow")["StackResources"]
    assert sorted((r["LogicalResourceId"], r["PhysicalResourceId"]) for r in resources) == [
        ("First", sqs.get_queue_url(QueueName="first")["QueueUrl"]),
        ("Second", url),
    ]


def _refusal(cfn: Any, template: str, to_import: list[dict[str, Any]], stack: str = "refused") -> str:
    with pytest.raises(ClientError) as err:
        cfn.create_change_set(
            StackName=stack,
            ChangeSetName="adopt",
            ChangeSetType="IMPORT",
            TemplateBody=template,
            ResourcesToImport=to_import,
        )
    assert err.value.response["Error"]["Code"] == "ValidationError"
    return str(err.value.response["Error"]["Message"])


def test_import_refusals(labcloud: Any, cfn: Any) -> None:
    made = _make_resources(labcloud)
    role = made["role"]
    assert _refusal(cfn, _template(role, policy=None), _to_import(made["url"])) == (
        "The following resources to import [Queue, Table, Bucket, Fn] must have DeletionPolicy attribute "
        "specified in the template."
    )
    missing = [dict(_to_import(made["url"])[1], ResourceIdentifier={"TableName": "no-such-table"})]
    template = json.dumps({"Resources": {"Table": json.loads(_template(role))["Resources"]["Table"]}})
    assert _refusal(cfn, template, missing) == "The following resources to import [Table] do not exist."
    assert _refusal(cfn, _template(role, extra=True), _to_import(made["url"])) == (
        "As part of the import operation, you cannot add resources that are not being imported: [Other]"
    )
    topic = {"Resources": {"Topic": {"Type": "AWS::SNS::Topic", "DeletionPolicy": "Retain"}}}
    wrong_type = [
        {
            "ResourceType": "AWS::SNS::Topic",
            "LogicalResourceId": "Topic",
            "ResourceIdentifier": {"TopicArn": "x"},
        }
    ]
    assert _refusal(cfn, json.dumps(topic), wrong_type) == (
        "ResourceType [AWS::SNS::Topic] is not supported for import by labcloud"
    )
    absent = [dict(_to_import(made["url"])[0], LogicalResourceId="Elsewhere")]
    assert _refusal(cfn, template, absent) == "Resource [Elsewhere] to import is not in the template."
    # nothing was made by the refused requests
    assert cfn.list_stacks()["StackSummaries"] == []
