"""`aws cloudformation deploy` of a SAM template of the seed lab's consumer, with the real aws CLI.

Function with inline code (no S3 involved), an SQS event with batch size 1, a table; orders sent and
items read; an unchanged redeploy; then the stack deleted and nothing left behind. The update path
(environment variable, new GSI, new code) is in test_package_deploy_cli.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cfn_helpers import error_code, wait_for, wait_stack

WORKER = """
import json, os, boto3
def handler(event, context):
    db = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL") or None)
    for record in event["Records"]:
        job = json.loads(record["body"])
        db.put_item(TableName=os.environ["TABLE_NAME"], Item={
            "id": {"S": job["id"]}, "quantity": {"N": str(job["quantity"])},
            "stage": {"S": os.environ["STAGE"]}, "customer": {"S": job.get("customer", "c-1")}})
    return {"n": len(event["Records"])}
"""


def template(stage: str, with_gsi: bool = False) -> str:
    gsi = (
        """
      GlobalSecondaryIndexes:
        - IndexName: ByCustomer
          KeySchema: [{AttributeName: customer, KeyType: HASH}]
          Projection: {ProjectionType: ALL}"""
        if with_gsi
        else ""
    )
    extra_attribute = "\n        - {AttributeName: customer, AttributeType: S}" if with_gsi else ""
    code = "\n".join("        " + line for line in WORKER.strip().splitlines())
    return f"""AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Description: The idempotent-consumer lab's worker as a SAM application
Resources:
  Jobs:
    Type: AWS::SQS::Queue
    Properties:
      VisibilityTimeout: 30
  Orders:
    Type: AWS::DynamoDB::Table
    Properties:
      BillingMode: PAY_PER_REQUEST
      AttributeDefinitions:
        - {{AttributeName: id, AttributeType: S}}{extra_attribute}
      KeySchema: [{{AttributeName: id, KeyType: HASH}}]{gsi}
  Worker:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Timeout: 15
      InlineCode: |
{code}
      Environment:
        Variables:
          TABLE_NAME: !Ref Orders
          STAGE: {stage}
      Policies:
        - DynamoDBCrudPolicy: {{TableName: !Ref Orders}}
      Events:
        Jobs:
          Type: SQS
          Properties:
            Queue: !GetAtt Jobs.Arn
            BatchSize: 1
Outputs:
  QueueUrl:
    Value: !Ref Jobs
  TableName:
    Value: !Ref Orders
  FunctionName:
    Value: !Ref Worker
"""


def deploy(labcloud: Any, path: Path, *extra: str) -> str:
    result = labcloud.aws(
        "cloudformation",
        "deploy",
        "--template-file",
        str(path),
        "--stack-name",
        "consumer",
        "--capabilities",
        "CAPABILITY_IAM",
        *extra,
    )
    return str(result.stdout) + str(result.stderr)


def test_sam_consumer_deploy_update_delete_with_cli(labcloud: Any, cfn: Any, tmp_path: Path) -> None:
    sqs, ddb, lam, iam = (labcloud.boto3_client(s) for s in ("sqs", "dynamodb", "lambda", "iam"))
    path = tmp_path / "template.yaml"
    path.write_text(template("v1", with_gsi=False))
    out = deploy(labcloud, path)
    assert "Successfully created/updated stack - consumer" in out
    stack = cfn.describe_stacks(StackName="consumer")["Stacks"][0]
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    resources = {
        r["LogicalResourceId"]: r
        for r in cfn.list_stack_resources(StackName="consumer")["StackResourceSummaries"]
    }
    assert {k: r["ResourceType"] for k, r in resources.items()} == {
        "Jobs": "AWS::SQS::Queue",
        "Orders": "AWS::DynamoDB::Table",
        "Worker": "AWS::Lambda::Function",
        "WorkerRole": "AWS::IAM::Role",
        "WorkerJobs": "AWS::Lambda::EventSourceMapping",
    }
    assert all(r["ResourceStatus"] == "CREATE_COMPLETE" for r in resources.values())
    function = lam.get_function(FunctionName=outputs["FunctionName"])["Configuration"]
    assert function["Environment"]["Variables"] == {"TABLE_NAME": outputs["TableName"], "STAGE": "v1"}
    mapping = lam.get_event_source_mapping(UUID=resources["WorkerJobs"]["PhysicalResourceId"])
    assert mapping["BatchSize"] == 1
    role = resources["WorkerRole"]["PhysicalResourceId"]
    attached = {p["PolicyName"] for p in iam.list_attached_role_policies(RoleName=role)["AttachedPolicies"]}
    assert attached == {"AWSLambdaBasicExecutionRole", "AWSLambdaSQSQueueExecutionRole"}

    for order, quantity in (("o-1", 2), ("o-2", 5)):
        sqs.send_message(
            QueueUrl=outputs["QueueUrl"], MessageBody=json.dumps({"id": order, "quantity": quantity})
        )
    items = wait_for(
        lambda: (lambda got: len(got) == 2 and got)(ddb.scan(TableName=outputs["TableName"])["Items"]),
        timeout=60,
    )
    assert sorted((i["id"]["S"], i["quantity"]["N"], i["stage"]["S"]) for i in items) == [
        ("o-1", "2", "v1"),
        ("o-2", "5", "v1"),
    ]

    # The unchanged template: the change set FAILS with AWS's "didn't contain changes" reason, which the
    # CLI turns into its message (exit 0 with --no-fail-on-empty-changeset, 255 by default).
    unchanged = deploy(labcloud, path, "--no-fail-on-empty-changeset")
    assert "No changes to deploy. Stack consumer is up to date" in unchanged

    labcloud.aws("cloudformation", "delete-stack", "--stack-name", "consumer")
    stack_id = stack["StackId"]
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    with pytest.raises(Exception) as missing:
        cfn.describe_stacks(StackName="consumer")
    assert error_code(missing.value) == ("ValidationError", "Stack with id consumer does not exist")
    assert sqs.list_queues().get("QueueUrls", []) == []
    assert ddb.list_tables()["TableNames"] == []
    assert lam.list_functions()["Functions"] == []
    assert lam.list_event_source_mappings()["EventSourceMappings"] == []
    assert [r["RoleName"] for r in iam.list_roles()["Roles"] if r["RoleName"] == role] == []
    summaries = cfn.list_stacks(StackStatusFilter=["DELETE_COMPLETE"])["StackSummaries"]
    assert [s["StackId"] for s in summaries] == [stack_id]
