"""A WebSocket API from a CloudFormation template (AWS::ApiGatewayV2::Api/Integration/Route/RouteResponse/
Deployment/Stage with ProtocolType WEBSOCKET; an AWS service integration to SQS with CredentialsArn,
RequestParameters, RequestTemplates and TemplateSelectionExpression, and its IntegrationResponse), then
used with a real WebSocket client, and deleted."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.exceptions import ClientError
from websocket_helpers import open_socket

from labcloud.testing.server_process import LabcloudProcess

TEMPLATE = r"""AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {Service: lambda.amazonaws.com}
            Action: sts:AssumeRole
  Fn:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Role: !GetAtt Role.Arn
      Code:
        ZipFile: |
          def handler(event, context):
              if event["requestContext"]["routeKey"] == "$connect":
                  return {"statusCode": 200}
              return {"statusCode": 200, "body": "got:" + event["body"]}
  Chat:
    Type: AWS::ApiGatewayV2::Api
    Properties:
      Name: cfn-chat
      ProtocolType: WEBSOCKET
      RouteSelectionExpression: $request.body.action
  Integration:
    Type: AWS::ApiGatewayV2::Integration
    Properties:
      ApiId: !Ref Chat
      IntegrationType: AWS_PROXY
      IntegrationUri: !Sub arn:aws:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/${Fn.Arn}/invocations
  ConnectRoute:
    Type: AWS::ApiGatewayV2::Route
    Properties:
      ApiId: !Ref Chat
      RouteKey: $connect
      Target: !Sub integrations/${Integration}
  SendRoute:
    Type: AWS::ApiGatewayV2::Route
    Properties:
      ApiId: !Ref Chat
      RouteKey: send
      RouteResponseSelectionExpression: $default
      Target: !Sub integrations/${Integration}
  SendResponse:
    Type: AWS::ApiGatewayV2::RouteResponse
    Properties:
      ApiId: !Ref Chat
      RouteId: !Ref SendRoute
      RouteResponseKey: $default
  Queue:
    Type: AWS::SQS::Queue
  GatewayRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {Service: apigateway.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: send
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: sqs:SendMessage
                Resource: !GetAtt Queue.Arn
  QueueIntegration:
    Type: AWS::ApiGatewayV2::Integration
    Properties:
      ApiId: !Ref Chat
      IntegrationType: AWS
      IntegrationMethod: POST
      CredentialsArn: !GetAtt GatewayRole.Arn
      IntegrationUri: !Sub arn:aws:apigateway:${AWS::Region}:sqs:path/${AWS::AccountId}/${Queue.QueueName}
      PassthroughBehavior: NEVER
      RequestParameters:
        integration.request.header.Content-Type: "'application/x-www-form-urlencoded'"
      RequestTemplates:
        $default: Action=SendMessage&MessageBody=$util.urlEncode($input.json('$.text'))
      TemplateSelectionExpression: \$default
  QueueIntegrationResponse:
    Type: AWS::ApiGatewayV2::IntegrationResponse
    Properties:
      ApiId: !Ref Chat
      IntegrationId: !Ref QueueIntegration
      IntegrationResponseKey: /2\d\d/
      TemplateSelectionExpression: \$default
      ResponseTemplates:
        $default: queued $input.path('$.SendMessageResponse.SendMessageResult.MessageId')
  EnqueueRoute:
    Type: AWS::ApiGatewayV2::Route
    Properties:
      ApiId: !Ref Chat
      RouteKey: enqueue
      RouteResponseSelectionExpression: $default
      Target: !Sub integrations/${QueueIntegration}
  EnqueueResponse:
    Type: AWS::ApiGatewayV2::RouteResponse
    Properties:
      ApiId: !Ref Chat
      RouteId: !Ref EnqueueRoute
      RouteResponseKey: $default
  Deployment:
    Type: AWS::ApiGatewayV2::Deployment
    DependsOn: [ConnectRoute, SendRoute, SendResponse, EnqueueRoute, EnqueueResponse, QueueIntegrationResponse]
    Properties:
      ApiId: !Ref Chat
  Stage:
    Type: AWS::ApiGatewayV2::Stage
    Properties:
      ApiId: !Ref Chat
      StageName: live
      DeploymentId: !Ref Deployment
  Permission:
    Type: AWS::Lambda::Permission
    Properties:
      FunctionName: !Ref Fn
      Action: lambda:InvokeFunction
      Principal: apigateway.amazonaws.com
      SourceArn: !Sub arn:aws:execute-api:${AWS::Region}:${AWS::AccountId}:${Chat}/*
Outputs:
  Url:
    Value: !Sub ${Chat.ApiEndpoint}/live
  Queue:
    Value: !Ref Queue
"""


def _wait(cfn: Any, name: str) -> dict[str, Any]:
    deadline = time.monotonic() + 120
    while True:
        stack: dict[str, Any] = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("_IN_PROGRESS") or time.monotonic() > deadline:
            return stack
        time.sleep(0.2)


def test_a_websocket_api_from_a_template_answers_and_is_deleted(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="ws-chat", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM"])
    stack = _wait(cfn, "ws-chat")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    found = cfn.describe_stack_resource(StackName="ws-chat", LogicalResourceId="Chat")
    api_id = found["StackResourceDetail"]["PhysicalResourceId"]
    assert (
        next(o for o in stack["Outputs"] if o["OutputKey"] == "Url")["OutputValue"]
        == f"ws://{api_id}.execute-api.localhost:{labcloud.port}/live"
    )
    with open_socket(labcloud, api_id, stage="live") as ws:
        ws.send(json.dumps({"action": "send", "text": "hi"}))
        assert ws.recv(timeout=60) == 'got:{"action": "send", "text": "hi"}'
        ws.send(json.dumps({"action": "enqueue", "text": "to the queue"}))
        queued = str(ws.recv(timeout=60))
    assert queued.startswith("queued ")
    queue = next(o["OutputValue"] for o in stack["Outputs"] if o["OutputKey"] == "Queue")
    [message] = labcloud.boto3_client("sqs").receive_message(QueueUrl=queue)["Messages"]
    assert (message["MessageId"], message["Body"]) == (queued.removeprefix("queued "), '"to the queue"')
    v2 = labcloud.boto3_client("apigatewayv2")
    deployments = v2.get_deployments(ApiId=api_id)["Items"]
    assert [d["DeploymentStatus"] for d in deployments] == ["DEPLOYED"]
    cfn.delete_stack(StackName="ws-chat")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            v2.get_api(ApiId=api_id)
        except ClientError as error:
            assert error.response["Error"]["Code"] == "NotFoundException"
            break
        time.sleep(0.2)
    else:
        raise AssertionError("the API outlived its stack")
