"""EventBridge through CloudFormation: AWS::Events::EventBus, AWS::Events::Rule with targets, and SAM's
EventBridgeRule and Schedule events on a function; events flow once deployed; update and delete."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from events_helpers import bodies, receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Out:
    Type: AWS::SQS::Queue
  OutPolicy:
    Type: AWS::SQS::QueuePolicy
    Properties:
      Queues: [!Ref Out]
      PolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: events.amazonaws.com}
            Action: sqs:SendMessage
            Resource: !GetAtt Out.Arn
  Shop:
    Type: AWS::Events::EventBus
    Properties:
      Name: shop
  Placed:
    Type: AWS::Events::Rule
    Properties:
      EventBusName: !Ref Shop
      EventPattern:
        source: [shop]
        detail:
          total: [{numeric: [">", 10]}]
      Targets:
        - Id: queue
          Arn: !GetAtt Out.Arn
          InputPath: $.detail
  Worker:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Policies:
        - SQSSendMessagePolicy:
            QueueName: !GetAtt Out.QueueName
      Environment:
        Variables:
          OUT: !Ref Out
      InlineCode: |
        import boto3, json, os
        def handler(event, context):
            boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps({"fn": event}))
      Events:
        OnPlaced:
          Type: EventBridgeRule
          Properties:
            EventBusName: !Ref Shop
            Pattern:
              detail-type: [Order Placed]
        Nightly:
          Type: Schedule
          Properties:
            Schedule: cron(0 3 * * ? *)
Outputs:
  Queue:
    Value: !Ref Out
  RuleArn:
    Value: !GetAtt Placed.Arn
"""


def test_a_stack_of_bus_rules_and_sam_events(labcloud: LabcloudProcess):
    cfn = labcloud.boto3_client("cloudformation")
    events = labcloud.boto3_client("events")
    sqs = labcloud.boto3_client("sqs")
    capabilities = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    cfn.create_stack(StackName="shop", TemplateBody=TEMPLATE, Capabilities=capabilities)
    stack = wait_stack(cfn, "shop", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["RuleArn"].startswith("arn:aws:events:us-east-1:000000000000:rule/shop/")
    rules = events.list_rules(EventBusName="shop")["Rules"]
    assert len(rules) == 2
    schedules = [
        r for r in events.list_rules()["Rules"] if r.get("ScheduleExpression") == "cron(0 3 * * ? *)"
    ]
    assert len(schedules) == 1
    function_targets = events.list_targets_by_rule(Rule=schedules[0]["Name"])["Targets"]
    assert function_targets[0]["Arn"].startswith("arn:aws:lambda:us-east-1:000000000000:function:")

    detail = {"total": 50, "id": "o-1"}
    events.put_events(
        Entries=[
            {
                "Source": "shop",
                "DetailType": "Order Placed",
                "Detail": json.dumps(detail),
                "EventBusName": "shop",
            }
        ]
    )
    got = bodies(receive(sqs, outputs["Queue"], count=2, timeout=60))
    assert detail in got  # the rule's InputPath target
    from_function = [m["fn"] for m in got if "fn" in m]
    assert [(e["detail-type"], e["detail"]) for e in from_function] == [("Order Placed", detail)]

    cfn.update_stack(
        StackName="shop",
        TemplateBody=TEMPLATE.replace("InputPath: $.detail", "Input: '{\"fixed\": 1}'"),
        Capabilities=capabilities,
    )
    stack = wait_stack(cfn, "shop", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    rule_name = outputs["RuleArn"].rsplit("/", 1)[-1]
    assert (
        events.list_targets_by_rule(Rule=rule_name, EventBusName="shop")["Targets"][0]["Input"]
        == '{"fixed": 1}'
    )

    cfn.delete_stack(StackName="shop")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert [b["Name"] for b in events.list_event_buses()["EventBuses"]] == ["default"]
    assert events.list_rules()["Rules"] == []


UPDATABLE = """Resources:
  Conn:
    Type: AWS::Events::Connection
    Properties:
      Name: cfn-conn
      AuthorizationType: API_KEY
      AuthParameters:
        ApiKeyAuthParameters: {ApiKeyName: x-api-key, ApiKeyValue: __KEY__}
  Hook:
    Type: AWS::Events::ApiDestination
    Properties:
      ConnectionArn: !GetAtt Conn.Arn
      InvocationEndpoint: http://127.0.0.1:9/__PATH__
      HttpMethod: POST
  Kept:
    Type: AWS::Events::Archive
    Properties:
      SourceArn: !Sub arn:aws:events:${AWS::Region}:${AWS::AccountId}:event-bus/default
      EventPattern: {source: [shop]}
      RetentionDays: __DAYS__
Outputs:
  Archive: {Value: !Ref Kept}
  ArchiveArn: {Value: !GetAtt Kept.Arn}
  Hook: {Value: !Ref Hook}
"""


def _updatable(key: str, path: str, days: int) -> str:
    return UPDATABLE.replace("__KEY__", key).replace("__PATH__", path).replace("__DAYS__", str(days))


def test_connections_destinations_and_archives_change_in_place(labcloud: LabcloudProcess):
    cfn = labcloud.boto3_client("cloudformation")
    events = labcloud.boto3_client("events")
    cfn.create_stack(StackName="kept", TemplateBody=_updatable("one", "a", 7))
    stack = wait_stack(cfn, "kept", timeout=120)
    reasons = [
        e.get("ResourceStatusReason") for e in cfn.describe_stack_events(StackName="kept")["StackEvents"]
    ]
    assert stack["StackStatus"] == "CREATE_COMPLETE", reasons
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    archive = events.describe_archive(ArchiveName=outputs["Archive"])
    assert (archive["ArchiveArn"], archive["RetentionDays"]) == (outputs["ArchiveArn"], 7)
    assert json.loads(archive["EventPattern"]) == {"source": ["shop"]}
    connection_arn = events.describe_connection(Name="cfn-conn")["ConnectionArn"]
    destination_arn = events.describe_api_destination(Name=outputs["Hook"])["ApiDestinationArn"]

    cfn.update_stack(StackName="kept", TemplateBody=_updatable("two", "b", 30))
    stack = wait_stack(cfn, "kept", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    # changed in place: the same ARNs, the new values
    connection = events.describe_connection(Name="cfn-conn")
    assert connection["ConnectionArn"] == connection_arn
    assert connection["LastAuthorizedTime"] > connection["CreationTime"]
    destination = events.describe_api_destination(Name=outputs["Hook"])
    assert destination["ApiDestinationArn"] == destination_arn
    assert destination["InvocationEndpoint"] == "http://127.0.0.1:9/b"
    archive = events.describe_archive(ArchiveName=outputs["Archive"])
    assert (archive["ArchiveArn"], archive["RetentionDays"]) == (outputs["ArchiveArn"], 30)

    cfn.delete_stack(StackName="kept")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert events.list_archives()["Archives"] == []
    assert events.list_connections()["Connections"] == []
