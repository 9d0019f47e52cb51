"""SNS in CloudFormation: AWS::SNS::Topic (with inline subscriptions), AWS::SNS::Subscription,
AWS::SNS::TopicPolicy, and a SAM function with an ``SNS`` event, deployed and then used."""

from __future__ import annotations

import json
import time
from typing import Any

from sns_helpers import receive, wait_for

TEMPLATE = """
Resources:
  Orders:
    Type: AWS::SNS::Topic
    Properties:
      DisplayName: Orders
      Tags: [{Key: team, Value: shop}]
      DataProtectionPolicy: {Name: basic, Version: "2021-06-01", Statement: []}
  Inbox:
    Type: AWS::SQS::Queue
  Audit:
    Type: AWS::SQS::Queue
  InboxPolicy:
    Type: AWS::SQS::QueuePolicy
    Properties:
      Queues: [!Ref Inbox, !Ref Audit]
      PolicyDocument:
        Statement:
          - Effect: Allow
            Principal: {Service: sns.amazonaws.com}
            Action: sqs:SendMessage
            Resource: "*"
            Condition: {ArnEquals: {aws:SourceArn: [!Ref Orders, !Ref Mirror]}}
  InboxSubscription:
    Type: AWS::SNS::Subscription
    Properties:
      TopicArn: !Ref Orders
      Protocol: sqs
      Endpoint: !GetAtt Inbox.Arn
      RawMessageDelivery: true
      FilterPolicy: {kind: [paid]}
  Mirror:
    Type: AWS::SNS::Topic
    Properties:
      Subscription:
        - Protocol: sqs
          Endpoint: !GetAtt Audit.Arn
  OrdersPolicy:
    Type: AWS::SNS::TopicPolicy
    Properties:
      Topics: [!Ref Orders]
      PolicyDocument:
        Statement:
          - Effect: Allow
            Principal: {AWS: "arn:aws:iam::111111111111:root"}
            Action: sns:Publish
            Resource: !Ref Orders
Outputs:
  TopicArn: {Value: !Ref Orders}
  TopicName: {Value: !GetAtt Orders.TopicName}
  Subscription: {Value: !Ref InboxSubscription}
  Mirror: {Value: !Ref Mirror}
"""


def wait_stack(cfn: Any, name: str) -> dict[str, Any]:
    deadline = time.monotonic() + 90
    while True:
        stack = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("IN_PROGRESS") or time.monotonic() > deadline:
            return dict(stack)
        time.sleep(0.2)


def test_stack_of_topics_subscriptions_and_policies(labcloud: Any, sns: Any, sqs: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="shop", TemplateBody=TEMPLATE)
    stack = wait_stack(cfn, "shop")
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="shop")[
        "StackEvents"
    ][:3]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    topic = outputs["TopicArn"]
    assert topic.endswith(":" + outputs["TopicName"])
    assert sns.get_topic_attributes(TopicArn=topic)["Attributes"]["DisplayName"] == "Orders"
    assert sns.list_tags_for_resource(ResourceArn=topic)["Tags"] == [{"Key": "team", "Value": "shop"}]
    protection = json.loads(sns.get_data_protection_policy(ResourceArn=topic)["DataProtectionPolicy"])
    assert protection["Name"] == "basic"
    attributes = sns.get_subscription_attributes(SubscriptionArn=outputs["Subscription"])["Attributes"]
    assert attributes["RawMessageDelivery"] == "true"
    assert json.loads(attributes["FilterPolicy"]) == {"kind": ["paid"]}
    policy = json.loads(sns.get_topic_attributes(TopicArn=topic)["Attributes"]["Policy"])
    assert policy["Statement"][0]["Principal"] == {"AWS": "arn:aws:iam::111111111111:root"}
    sns.publish(
        TopicArn=topic,
        Message="paid order",
        MessageAttributes={"kind": {"DataType": "String", "StringValue": "paid"}},
    )
    sns.publish(
        TopicArn=topic,
        Message="draft order",
        MessageAttributes={"kind": {"DataType": "String", "StringValue": "draft"}},
    )
    inbox = sqs.get_queue_url(QueueName=[q for q in _queues(sqs) if "Inbox" in q][0])["QueueUrl"]
    assert [m["Body"] for m in receive(sqs, inbox)] == ["paid order"]
    sns.publish(TopicArn=outputs["Mirror"], Message="mirrored")
    audit = sqs.get_queue_url(QueueName=[q for q in _queues(sqs) if "Audit" in q][0])["QueueUrl"]
    assert json.loads(receive(sqs, audit)[0]["Body"])["Message"] == "mirrored"
    cfn.delete_stack(StackName="shop")
    wait_for(lambda: sns.list_topics()["Topics"] == [], timeout=60)
    assert sns.list_subscriptions()["Subscriptions"] == []


def _queues(sqs: Any) -> list[str]:
    return [url.rsplit("/", 1)[1] for url in sqs.list_queues().get("QueueUrls", [])]


SAM = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Alerts:
    Type: AWS::SNS::Topic
  Out:
    Type: AWS::SQS::Queue
  Listener:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Policies: [AmazonSQSFullAccess]
      Environment: {Variables: {OUT: !Ref Out}}
      InlineCode: |
        import json, os, boto3
        def handler(event, context):
            boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps(event))
      Events:
        Alert:
          Type: SNS
          Properties:
            Topic: !Ref Alerts
            FilterPolicy: {level: [high]}
Outputs:
  Topic: {Value: !Ref Alerts}
  Out: {Value: !Ref Out}
"""


def test_sam_function_with_an_sns_event(labcloud: Any, sns: Any, sqs: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="alerts", TemplateBody=SAM, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "alerts")
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="alerts")[
        "StackEvents"
    ][:3]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    types = {r["ResourceType"] for r in cfn.describe_stack_resources(StackName="alerts")["StackResources"]}
    assert {"AWS::SNS::Subscription", "AWS::Lambda::Permission"} <= types
    high = {"level": {"DataType": "String", "StringValue": "high"}}
    sns.publish(TopicArn=outputs["Topic"], Message="disk full", MessageAttributes=high)
    sns.publish(TopicArn=outputs["Topic"], Message="just fyi")
    (message,) = receive(sqs, outputs["Out"], timeout=60)
    record = json.loads(message["Body"])["Records"][0]
    assert record["Sns"]["Message"] == "disk full"
    assert receive(sqs, outputs["Out"], timeout=2) == []


SAM_QUEUED = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Alerts:
    Type: AWS::SNS::Topic
  Out:
    Type: AWS::SQS::Queue
  Listener:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Policies: [AmazonSQSFullAccess]
      Environment: {Variables: {OUT: !Ref Out}}
      InlineCode: |
        import json, os, boto3
        def handler(event, context):
            for record in event["Records"]:
                boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=record["body"])
      Events:
        Alert:
          Type: SNS
          Properties:
            Topic: !Ref Alerts
            SqsSubscription: true
Outputs:
  Topic: {Value: !Ref Alerts}
  Out: {Value: !Ref Out}
"""


def test_sam_sns_event_through_a_queue(labcloud: Any, sns: Any, sqs: Any) -> None:
    # SqsSubscription: SAM puts a queue (with its policy for the topic) between the topic and the function
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="queued", TemplateBody=SAM_QUEUED, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "queued")
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="queued")[
        "StackEvents"
    ][:3]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    types = {r["ResourceType"] for r in cfn.describe_stack_resources(StackName="queued")["StackResources"]}
    assert {"AWS::SNS::Subscription", "AWS::SQS::QueuePolicy", "AWS::Lambda::EventSourceMapping"} <= types
    sns.publish(TopicArn=outputs["Topic"], Message="via the queue")
    (message,) = receive(sqs, outputs["Out"], timeout=60)
    assert json.loads(message["Body"])["Message"] == "via the queue"
