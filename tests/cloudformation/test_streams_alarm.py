"""SAM DynamoDB-stream events and AWS::CloudWatch::Alarm (need the streams and metrics services)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cfn_helpers import events, wait_for, wait_stack

from labcloud.services.registry import PACKAGES

# These run once the branch meets main's DynamoDB Streams and CloudWatch services (both merged there);
# on the cfn branch alone those services do not exist.
needs_streams = pytest.mark.skipif(
    "dynamodbstreams" not in PACKAGES, reason="DynamoDB Streams not in this tree"
)
needs_cloudwatch = pytest.mark.skipif("cloudwatch" not in PACKAGES, reason="CloudWatch not in this tree")

STREAM_APP = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Orders:
    Type: AWS::DynamoDB::Table
    Properties:
      BillingMode: PAY_PER_REQUEST
      AttributeDefinitions: [{AttributeName: id, AttributeType: S}]
      KeySchema: [{AttributeName: id, KeyType: HASH}]
      StreamSpecification: {StreamViewType: NEW_IMAGE}
  OnChange:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return [r["dynamodb"]["NewImage"]["id"]["S"] for r in event["Records"]]
      Events:
        Changes:
          Type: DynamoDB
          Properties:
            Stream: !GetAtt Orders.StreamArn
            StartingPosition: TRIM_HORIZON
            BatchSize: 1
Outputs:
  Table:
    Value: !Ref Orders
"""


@needs_streams
def test_sam_function_with_dynamodb_stream_event(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="streamapp",
        TemplateBody=STREAM_APP,
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "streamapp")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [
        e for e in events(cfn, "streamapp") if "FAILED" in e[1]
    ]
    table = stack["Outputs"][0]["OutputValue"]
    labcloud.boto3_client("dynamodb").put_item(TableName=table, Item={"id": {"S": "o-1"}})

    def finished() -> Any:
        answer = labcloud.get("/_labcloud/events?kind=lambda.invocation.finished&limit=1000")
        rows = answer["events"] if isinstance(answer, dict) else answer
        return [e["data"].get("result") for e in rows if e["kind"] == "lambda.invocation.finished"]

    assert wait_for(finished, timeout=60) == [["o-1"]]
    cfn.delete_stack(StackName="streamapp")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"


@needs_cloudwatch
def test_cloudwatch_alarm_resource(labcloud: Any, cfn: Any) -> None:
    def template(threshold: int) -> str:
        return json.dumps(
            {
                "Resources": {
                    "Jobs": {"Type": "AWS::SQS::Queue"},
                    "Backlog": {
                        "Type": "AWS::CloudWatch::Alarm",
                        "Properties": {
                            "AlarmDescription": "jobs piling up",
                            "Namespace": "AWS/SQS",
                            "MetricName": "ApproximateNumberOfMessagesVisible",
                            "Dimensions": [
                                {"Name": "QueueName", "Value": {"Fn::GetAtt": ["Jobs", "QueueName"]}}
                            ],
                            "Statistic": "Maximum",
                            "Period": 60,
                            "EvaluationPeriods": 1,
                            "Threshold": threshold,
                            "ComparisonOperator": "GreaterThanThreshold",
                            "TreatMissingData": "notBreaching",
                        },
                    },
                },
                "Outputs": {
                    "Alarm": {"Value": {"Ref": "Backlog"}},
                    "Arn": {"Value": {"Fn::GetAtt": ["Backlog", "Arn"]}},
                },
            }
        )

    cloudwatch = labcloud.boto3_client("cloudwatch")
    cfn.create_stack(StackName="alarms", TemplateBody=template(10))
    stack = wait_stack(cfn, "alarms")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "alarms") if "FAILED" in e[1]]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    alarm = cloudwatch.describe_alarms(AlarmNames=[outputs["Alarm"]])["MetricAlarms"][0]
    assert (alarm["Threshold"], alarm["AlarmArn"]) == (10.0, outputs["Arn"])
    cfn.update_stack(StackName="alarms", TemplateBody=template(25))
    assert wait_stack(cfn, "alarms")["StackStatus"] == "UPDATE_COMPLETE"
    assert cloudwatch.describe_alarms(AlarmNames=[outputs["Alarm"]])["MetricAlarms"][0]["Threshold"] == 25.0
    cfn.delete_stack(StackName="alarms")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert cloudwatch.describe_alarms()["MetricAlarms"] == []
