"""AWS service integrations declared as code: a CloudFormation stack whose AWS::ApiGateway::Method sends to
an SQS queue with Credentials, RequestTemplates and IntegrationResponses, and an OpenAPI document's
``x-amazon-apigateway-integration`` of type aws, each deployed and called over HTTP."""

from __future__ import annotations

import json
import time
from typing import Any

from apigw_aws_helpers import gateway_role
from apigw_helpers import http, invoke_url, wait_stack

from labcloud.testing.server_process import LabcloudProcess

STACK = """AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Queue:
    Type: AWS::SQS::Queue
    Properties:
      QueueName: stack-orders
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
  Api:
    Type: AWS::ApiGateway::RestApi
    Properties:
      Name: orders
  Orders:
    Type: AWS::ApiGateway::Resource
    Properties:
      RestApiId: !Ref Api
      ParentId: !GetAtt Api.RootResourceId
      PathPart: orders
  Post:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !Ref Orders
      HttpMethod: POST
      AuthorizationType: NONE
      Integration:
        Type: AWS
        IntegrationHttpMethod: POST
        Uri: !Sub "arn:aws:apigateway:${AWS::Region}:sqs:path/${AWS::AccountId}/${Queue.QueueName}"
        Credentials: !GetAtt GatewayRole.Arn
        PassthroughBehavior: NEVER
        RequestParameters:
          integration.request.header.Content-Type: "'application/x-www-form-urlencoded'"
        RequestTemplates:
          application/json: "Action=SendMessage&MessageBody=$util.urlEncode($input.body)"
        IntegrationResponses:
          - StatusCode: '202'
            ResponseTemplates:
              application/json: >-
                {"accepted": "$input.path('$.SendMessageResponse.SendMessageResult.MessageId')"}
      MethodResponses:
        - StatusCode: '202'
  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: Post
    Properties:
      RestApiId: !Ref Api
      StageName: live
Outputs:
  ApiId:
    Value: !Ref Api
  QueueUrl:
    Value: !Ref Queue
"""


def received(labcloud: LabcloudProcess, queue_url: str) -> list[dict[str, Any]]:
    sqs = labcloud.boto3_client("sqs")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        got = sqs.receive_message(QueueUrl=queue_url, WaitTimeSeconds=1)
        if got.get("Messages"):
            return list(got["Messages"])
    return []


def test_cloudformation_method_with_an_sqs_integration(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="orders", TemplateBody=STACK, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "orders")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    status, _, body = http(
        invoke_url(labcloud, outputs["ApiId"], "live", "/orders"),
        "POST",
        b'{"pizza": 2}',
        {"Content-Type": "application/json"},
    )
    assert status == 202, body
    accepted = json.loads(body)["accepted"]
    messages = received(labcloud, outputs["QueueUrl"])
    assert [(m["MessageId"], m["Body"]) for m in messages] == [(accepted, '{"pizza": 2}')]


def test_openapi_import_of_an_aws_integration(labcloud: LabcloudProcess, apigw: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="visits",
        KeySchema=[{"AttributeName": "page", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "page", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    role = gateway_role(labcloud, "apigw-openapi", ["dynamodb:PutItem"])
    document = {
        "openapi": "3.0.1",
        "info": {"title": "visits", "version": "1"},
        "paths": {
            "/visits/{page}": {
                "put": {
                    "parameters": [
                        {"name": "page", "in": "path", "required": True, "schema": {"type": "string"}}
                    ],
                    "responses": {"200": {"description": "stored"}},
                    "x-amazon-apigateway-integration": {
                        "type": "aws",
                        "httpMethod": "POST",
                        "uri": "arn:aws:apigateway:us-east-1:dynamodb:action/PutItem",
                        "credentials": role,
                        "passthroughBehavior": "never",
                        "requestTemplates": {
                            "application/json": '{"TableName": "visits", "Item": {"page": '
                            '{"S": "$input.params(\'page\')"}, "by": {"S": "$input.path(\'$.by\')"}}}'
                        },
                        "responses": {
                            "default": {
                                "statusCode": "200",
                                "responseTemplates": {
                                    "application/json": '{"stored": "$input.params(\'page\')"}'
                                },
                            }
                        },
                    },
                }
            }
        },
    }
    api = apigw.import_rest_api(body=json.dumps(document).encode())["id"]
    apigw.create_deployment(restApiId=api, stageName="v1")
    status, _, body = http(
        invoke_url(labcloud, api, "v1", "/visits/home"),
        "PUT",
        b'{"by": "ana"}',
        {"Content-Type": "application/json"},
    )
    assert (status, json.loads(body)) == (200, {"stored": "home"})
    item = ddb.get_item(TableName="visits", Key={"page": {"S": "home"}})["Item"]
    assert item == {"page": {"S": "home"}, "by": {"S": "ana"}}
