"""One stack wiring the three ways in: an AWS::KinesisFirehose::DeliveryStream with an HTTP endpoint
destination (a receiver the test starts), an AWS::SNS::Subscription with Protocol firehose and an
AWS::Events::Rule whose target is the stream; a message and an event reach the endpoint through it, and
a stack update changes the endpoint's retry duration in place (UpdateDestination). The endpoint's access
key comes from a secret of the stack (SecretsManagerConfiguration)."""

from __future__ import annotations

import base64
import time
from typing import Any

from http_receiver import Receiver

from labcloud.testing.server_process import LabcloudProcess

TEMPLATE = """Parameters:
  Url: {Type: String}
Resources:
  Backup:
    Type: AWS::S3::Bucket
  HoseRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement:
          - {Effect: Allow, Principal: {Service: firehose.amazonaws.com}, Action: sts:AssumeRole}
      Policies:
        - PolicyName: backup
          PolicyDocument:
            Statement:
              - {Effect: Allow, Action: [s3:PutObject], Resource: [!Sub "${Backup.Arn}/*"]}
              - {Effect: Allow, Action: [secretsmanager:GetSecretValue], Resource: !Ref EndpointKey}
  EndpointKey:
    Type: AWS::SecretsManager::Secret
    Properties:
      SecretString: '{"api_key": "from-the-stack-secret"}'
  PutRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement:
          - Effect: Allow
            Principal: {Service: [sns.amazonaws.com, events.amazonaws.com]}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: put
          PolicyDocument:
            Statement:
              - {Effect: Allow, Action: [firehose:PutRecord, firehose:PutRecordBatch], Resource: !GetAtt Hose.Arn}
  Hose:
    Type: AWS::KinesisFirehose::DeliveryStream
    Properties:
      DeliveryStreamType: DirectPut
      HttpEndpointDestinationConfiguration:
        EndpointConfiguration: {Url: !Ref Url, Name: receiver, AccessKey: k-123}
        BufferingHints: {SizeInMBs: 1, IntervalInSeconds: 60}
        RetryOptions: {DurationInSeconds: RETRY}
        RoleARN: !GetAtt HoseRole.Arn
        SecretsManagerConfiguration: {Enabled: true, SecretARN: !Ref EndpointKey}
        S3Configuration: {BucketARN: !GetAtt Backup.Arn, RoleARN: !GetAtt HoseRole.Arn}
  Topic:
    Type: AWS::SNS::Topic
  Archive:
    Type: AWS::SNS::Subscription
    Properties:
      TopicArn: !Ref Topic
      Protocol: firehose
      Endpoint: !GetAtt Hose.Arn
      SubscriptionRoleArn: !GetAtt PutRole.Arn
      RawMessageDelivery: true
  Rule:
    Type: AWS::Events::Rule
    Properties:
      EventPattern: {source: [com.shop]}
      Targets:
        - {Id: hose, Arn: !GetAtt Hose.Arn, RoleArn: !GetAtt PutRole.Arn, InputPath: $.detail}
Outputs:
  Hose: {Value: !Ref Hose}
  Topic: {Value: !Ref Topic}
  Subscription: {Value: !Ref Archive}
"""


def wait_stack(cfn: Any, name: str, timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        stack = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("IN_PROGRESS") or time.monotonic() > deadline:
            return dict(stack)
        time.sleep(0.2)


def test_a_stack_wires_sns_and_eventbridge_into_an_http_endpoint_stream(labcloud: LabcloudProcess) -> None:
    cfn, firehose, sns, events = (
        labcloud.boto3_client(s) for s in ("cloudformation", "firehose", "sns", "events")
    )
    with Receiver() as receiver:
        parameters = [{"ParameterKey": "Url", "ParameterValue": receiver.url}]
        cfn.create_stack(
            StackName="wired",
            TemplateBody=TEMPLATE.replace("RETRY", "300"),
            Parameters=parameters,
            Capabilities=["CAPABILITY_IAM"],
        )
        stack = wait_stack(cfn, "wired")
        assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="wired")[
            "StackEvents"
        ][:3]
        outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
        shown = sns.get_subscription_attributes(SubscriptionArn=outputs["Subscription"])["Attributes"]
        assert shown["Protocol"] == "firehose" and ":role/wired-PutRole" in shown["SubscriptionRoleArn"]
        sns.publish(TopicArn=outputs["Topic"], Message="from sns")
        events.put_events(Entries=[{"Source": "com.shop", "DetailType": "Order", "Detail": '{"order": 7}'}])
        deadline = time.monotonic() + 20
        datas: list[bytes] = []
        while len(datas) < 2 and time.monotonic() < deadline:
            labcloud.advance_clock(61)
            time.sleep(0.3)
            datas = [base64.b64decode(r["data"]) for q in receiver.requests for r in q["body"]["records"]]
        # SNS ends each record with a newline; EventBridge puts the InputPath's JSON as it is
        assert sorted(datas) == [b"from sns\n", b'{"order": 7}']
        # the secret's api_key, not the AccessKey, authenticates the POSTs
        assert {q["headers"]["X-Amz-Firehose-Access-Key"] for q in receiver.requests} == {
            "from-the-stack-secret"
        }
        cfn.update_stack(
            StackName="wired",
            TemplateBody=TEMPLATE.replace("RETRY", "60"),
            Parameters=parameters,
            Capabilities=["CAPABILITY_IAM"],
        )
        assert wait_stack(cfn, "wired")["StackStatus"] == "UPDATE_COMPLETE"
        described = firehose.describe_delivery_stream(DeliveryStreamName=outputs["Hose"])[
            "DeliveryStreamDescription"
        ]
        http = described["Destinations"][0]["HttpEndpointDestinationDescription"]
        assert http["RetryOptions"] == {"DurationInSeconds": 60}
        assert http["EndpointConfiguration"] == {"Url": receiver.url, "Name": "receiver"}
        cfn.delete_stack(StackName="wired")
        assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert firehose.list_delivery_streams()["DeliveryStreamNames"] == []
