"""AWS::Kinesis::Stream (create, in-place updates of shard count, retention, encryption and tags, delete)
and a SAM function with a ``Kinesis`` event that receives what is put on the stream."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import events, wait_for, wait_stack


def _stream_template(shards: int, hours: int, tags: dict[str, str], encrypted: bool) -> str:
    props: dict[str, Any] = {
        "ShardCount": shards,
        "RetentionPeriodHours": hours,
        "Tags": [{"Key": k, "Value": v} for k, v in tags.items()],
    }
    if encrypted:
        props["StreamEncryption"] = {"EncryptionType": "KMS", "KeyId": "alias/aws/kinesis"}
    return json.dumps(
        {
            "Resources": {
                "Clicks": {"Type": "AWS::Kinesis::Stream", "Properties": props},
                "Reader": {
                    "Type": "AWS::Kinesis::StreamConsumer",
                    "Properties": {"ConsumerName": "reader", "StreamARN": {"Fn::GetAtt": ["Clicks", "Arn"]}},
                },
            },
            "Outputs": {
                "Name": {"Value": {"Ref": "Clicks"}},
                "Arn": {"Value": {"Fn::GetAtt": ["Clicks", "Arn"]}},
                "Consumer": {"Value": {"Ref": "Reader"}},
                "ConsumerStatus": {"Value": {"Fn::GetAtt": ["Reader", "ConsumerStatus"]}},
            },
        }
    )


def test_stream_resource_lifecycle(labcloud: Any, cfn: Any) -> None:
    kinesis = labcloud.boto3_client("kinesis")
    cfn.create_stack(StackName="clicks", TemplateBody=_stream_template(2, 48, {"team": "web"}, False))
    stack = wait_stack(cfn, "clicks")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "clicks") if "FAILED" in e[1]]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    name = outputs["Name"]
    assert name.startswith("clicks-Clicks-")
    assert outputs["Arn"] == f"arn:aws:kinesis:us-east-1:000000000000:stream/{name}"
    assert outputs["Consumer"].startswith(f"{outputs['Arn']}/consumer/reader:")
    assert outputs["ConsumerStatus"] == "ACTIVE"
    described = kinesis.describe_stream_consumer(ConsumerARN=outputs["Consumer"])["ConsumerDescription"]
    assert described["ConsumerName"] == "reader"
    summary = kinesis.describe_stream_summary(StreamName=name)["StreamDescriptionSummary"]
    assert (summary["OpenShardCount"], summary["RetentionPeriodHours"], summary["EncryptionType"]) == (
        2,
        48,
        "NONE",
    )
    cfn.update_stack(StackName="clicks", TemplateBody=_stream_template(4, 24, {"team": "data"}, True))
    stack = wait_stack(cfn, "clicks")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", [e for e in events(cfn, "clicks") if "FAILED" in e[1]]
    summary = kinesis.describe_stream_summary(StreamName=name)["StreamDescriptionSummary"]
    assert (summary["OpenShardCount"], summary["RetentionPeriodHours"], summary["EncryptionType"]) == (
        4,
        24,
        "KMS",
    )
    assert kinesis.list_tags_for_stream(StreamName=name)["Tags"] == [{"Key": "team", "Value": "data"}]
    cfn.delete_stack(StackName="clicks")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert name not in kinesis.list_streams()["StreamNames"]


SAM_APP = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Clicks:
    Type: AWS::Kinesis::Stream
    Properties:
      ShardCount: 1
  OnClick:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import base64
        def handler(event, context):
            return [base64.b64decode(r["kinesis"]["data"]).decode() for r in event["Records"]]
      Events:
        Stream:
          Type: Kinesis
          Properties:
            Stream: !GetAtt Clicks.Arn
            StartingPosition: TRIM_HORIZON
            BatchSize: 10
Outputs:
  Stream:
    Value: !Ref Clicks
"""


def test_sam_function_with_kinesis_event(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="clickapp", TemplateBody=SAM_APP, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "clickapp")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "clickapp") if "FAILED" in e[1]]
    stream = stack["Outputs"][0]["OutputValue"]
    labcloud.boto3_client("kinesis").put_record(StreamName=stream, PartitionKey="p", Data=b"click-1")

    def finished() -> Any:
        answer = labcloud.get("/_labcloud/events?kind=lambda.invocation.finished&limit=1000")
        rows = answer["events"] if isinstance(answer, dict) else answer
        return [e["data"].get("result") for e in rows if e["kind"] == "lambda.invocation.finished"]

    assert wait_for(finished, timeout=60) == [["click-1"]]
    cfn.delete_stack(StackName="clickapp")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
