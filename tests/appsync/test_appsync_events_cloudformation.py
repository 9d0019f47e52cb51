"""AppSync Events through CloudFormation and EventBridge: a stack with an ``AWS::AppSync::Api``, a
``ChannelNamespace`` with an ``onPublish`` code handler, an ``ApiKey`` of the Events API, and an EventBridge
rule whose target is an API destination (its role's policy an ``AWS::IAM::RolePolicy``) posting to ``https://${Api.Dns.Http}/event`` with the key as its
connection's API_KEY (AWS's eventbridge-to-appsync-events pattern): an event put on the bus reaches a
WebSocket subscriber; the stack's deletion takes the API with it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from appsync_events_helpers import open_realtime, receive, subscribe
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = r"""Resources:
  Events:
    Type: AWS::AppSync::Api
    Properties:
      Name: cfn-events
      EventConfig:
        AuthProviders: [{AuthType: API_KEY}]
        ConnectionAuthModes: [{AuthType: API_KEY}]
        DefaultPublishAuthModes: [{AuthType: API_KEY}]
        DefaultSubscribeAuthModes: [{AuthType: API_KEY}]
      Tags: [{Key: team, Value: a}]
  Namespace:
    Type: AWS::AppSync::ChannelNamespace
    Properties:
      ApiId: !GetAtt Events.ApiId
      Name: alerts
      CodeHandlers: |
        export function onPublish(ctx) {
          return ctx.events.map(e => ({ id: e.id, payload: { ...e.payload, seen: true } }));
        }
  Key:
    Type: AWS::AppSync::ApiKey
    Properties:
      ApiId: !GetAtt Events.ApiId
  Bus:
    Type: AWS::Events::EventBus
    Properties:
      Name: cfn-events-bus
  Connection:
    Type: AWS::Events::Connection
    Properties:
      AuthorizationType: API_KEY
      AuthParameters:
        ApiKeyAuthParameters:
          ApiKeyName: x-api-key
          ApiKeyValue: !GetAtt Key.ApiKey
  Destination:
    Type: AWS::Events::ApiDestination
    Properties:
      ConnectionArn: !GetAtt Connection.Arn
      HttpMethod: POST
      InvocationEndpoint: !Sub "https://${Events.Dns.Http}/event"
  Role:
    Type: AWS::IAM::Role
    Properties:
      RoleName: cfn-events-target
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - {Effect: Allow, Principal: {Service: events.amazonaws.com}, Action: sts:AssumeRole}
  Invoke:
    Type: AWS::IAM::RolePolicy
    Properties:
      RoleName: !Ref Role
      PolicyName: invoke
      PolicyDocument:
        Version: "2012-10-17"
        Statement:
          - {Effect: Allow, Action: events:InvokeApiDestination, Resource: !GetAtt Destination.Arn}
  Rule:
    Type: AWS::Events::Rule
    DependsOn: Invoke
    Properties:
      EventBusName: !Ref Bus
      EventPattern: {"detail-type": ["alert"]}
      Targets:
        - Id: events-api
          Arn: !GetAtt Destination.Arn
          RoleArn: !GetAtt Role.Arn
          InputTransformer:
            InputPathsMap: {message: $.detail.message}
            InputTemplate: |
              {"channel": "alerts/fire", "events": ["{\"message\":\"<message>\"}"]}
Outputs:
  ApiId: {Value: !GetAtt Events.ApiId}
  ApiArn: {Value: !Ref Events}
  Http: {Value: !GetAtt Events.Dns.Http}
  Realtime: {Value: !GetAtt Events.Dns.Realtime}
  NamespaceArn: {Value: !Ref Namespace}
  Key: {Value: !GetAtt Key.ApiKey}
"""


def test_an_eventbridge_rule_publishes_through_an_api_destination_to_a_stacks_events_api(
    labcloud: LabcloudProcess,
) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="appsync-events", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_NAMED_IAM"])
    stack = wait_stack(cfn, "appsync-events", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", cfn.describe_stack_events(StackName="appsync-events")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    appsync = labcloud.boto3_client("appsync")
    api = appsync.get_api(apiId=out["ApiId"])["api"]
    assert out["ApiArn"] == api["apiArn"] and out["Http"] == api["dns"]["HTTP"]
    assert out["Realtime"] == api["dns"]["REALTIME"]
    assert out["NamespaceArn"] == f"{api['apiArn']}/channelNamespace/alerts"
    assert api["tags"] == {"team": "a"}
    iam = labcloud.boto3_client("iam")
    policy = iam.get_role_policy(RoleName="cfn-events-target", PolicyName="invoke")["PolicyDocument"]
    assert policy["Statement"][0]["Action"] == "events:InvokeApiDestination"
    auth = {"x-api-key": out["Key"]}
    ws = open_realtime(api, auth)
    try:
        assert subscribe(ws, "s", "/alerts/*", auth)["type"] == "subscribe_success"
        events = labcloud.boto3_client("events")
        entry = {
            "EventBusName": "cfn-events-bus",
            "Source": "app",
            "DetailType": "alert",
            "Detail": '{"message": "hot"}',
        }
        assert events.put_events(Entries=[entry])["FailedEntryCount"] == 0
        data = receive(ws, timeout=30)
        assert data["type"] == "data" and json.loads(data["event"]) == {"message": "hot", "seen": True}
    finally:
        ws.close()
    cfn.delete_stack(StackName="appsync-events")
    deleted = wait_stack(cfn, stack["StackId"], timeout=120)
    assert deleted["StackStatus"] == "DELETE_COMPLETE"
    with pytest.raises(ClientError) as gone:
        appsync.get_api(apiId=out["ApiId"])
    assert gone.value.response["Error"]["Code"] == "NotFoundException"
    with pytest.raises(ClientError) as role_gone:
        iam.get_role_policy(RoleName="cfn-events-target", PolicyName="invoke")
    assert role_gone.value.response["Error"]["Code"] == "NoSuchEntity"


def test_a_channel_namespace_of_an_api_that_is_not_there_fails_its_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = """Resources:
  Namespace:
    Type: AWS::AppSync::ChannelNamespace
    Properties: {ApiId: nosuchapi, Name: alerts}
"""
    cfn.create_stack(StackName="appsync-events-bad", TemplateBody=template)
    stack = wait_stack(cfn, "appsync-events-bad", timeout=60)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="appsync-events-bad")["StackEvents"]
    ]
    assert any("NotFoundException" in r or "not found" in r for r in reasons), reasons
