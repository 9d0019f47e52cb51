"""Access control through CloudFormation: AWS::ApiGateway::Authorizer on a plain method, and a SAM
``AWS::Serverless::Api`` with ``Auth`` (a Lambda TOKEN authorizer as the default) deployed unchanged."""

from __future__ import annotations

import json
from typing import Any

from apigw_helpers import http, invoke_url, wait_stack

from labcloud.testing.server_process import LabcloudProcess

CAPS = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]

SAM_AUTH = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: Prod
      Auth:
        DefaultAuthorizer: TokenAuth
        Authorizers:
          TokenAuth:
            FunctionArn: !GetAtt AuthFunction.Arn
            Identity:
              ReauthorizeEvery: 0
  AuthFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            token = event["authorizationToken"]
            if token != "let-me-in":
                raise Exception("Unauthorized")
            return {"principalId": "alice", "context": {"team": "blue"},
                    "policyDocument": {"Version": "2012-10-17", "Statement": [
                        {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": event["methodArn"]}]}}
  HelloFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            who = event["requestContext"]["authorizer"]
            return {"statusCode": 200, "body": json.dumps({"who": who["principalId"], "team": who["team"]})}
      Events:
        Hello:
          Type: Api
          Properties:
            RestApiId: !Ref Api
            Path: /hello
            Method: get
"""


def physical(cfn: Any, stack: str, logical: str) -> str:
    detail = cfn.describe_stack_resource(StackName=stack, LogicalResourceId=logical)["StackResourceDetail"]
    return str(detail["PhysicalResourceId"])


def test_a_sam_api_with_a_default_lambda_authorizer(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="authed", TemplateBody=SAM_AUTH, Capabilities=CAPS)
    stack = wait_stack(cfn, "authed")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = physical(cfn, "authed", "Api")
    apigw = labcloud.boto3_client("apigateway")
    [authorizer] = apigw.get_authorizers(restApiId=api_id)["items"]
    assert authorizer["name"] == "TokenAuth" and authorizer["type"] == "TOKEN"
    assert authorizer["identitySource"] == "method.request.header.Authorization"
    url = invoke_url(labcloud, api_id, "Prod", "/hello")
    status, headers, body = http(url)
    assert (status, json.loads(body)) == (401, {"message": "Unauthorized"})
    status, _, body = http(url, headers={"Authorization": "wrong"})
    assert (status, json.loads(body)) == (401, {"message": "Unauthorized"})
    status, _, body = http(url, headers={"Authorization": "let-me-in"})
    assert (status, json.loads(body)) == (200, {"who": "alice", "team": "blue"})
    cfn.delete_stack(StackName="authed")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"


AUTHORIZER_CODE = """
def handler(event, context):
    effect = "Allow" if event["authorizationToken"] == "ok" else "Deny"
    return {"principalId": "p", "policyDocument": {"Version": "2012-10-17", "Statement": [
        {"Effect": effect, "Action": "execute-api:Invoke", "Resource": "*"}]}}
"""


def plain_template() -> dict[str, Any]:
    return {
        "Resources": {
            "Role": {
                "Type": "AWS::IAM::Role",
                "Properties": {
                    "AssumeRolePolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Effect": "Allow",
                                "Principal": {"Service": "lambda.amazonaws.com"},
                                "Action": "sts:AssumeRole",
                            }
                        ],
                    }
                },
            },
            "Gate": {
                "Type": "AWS::Lambda::Function",
                "Properties": {
                    "Runtime": "python3.12",
                    "Handler": "index.handler",
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "Code": {"ZipFile": AUTHORIZER_CODE},
                },
            },
            "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "plain-auth"}},
            "Permission": {
                "Type": "AWS::Lambda::Permission",
                "Properties": {
                    "FunctionName": {"Ref": "Gate"},
                    "Action": "lambda:InvokeFunction",
                    "Principal": "apigateway.amazonaws.com",
                    "SourceArn": {
                        "Fn::Sub": "arn:aws:execute-api:${AWS::Region}:${AWS::AccountId}:${Api}/authorizers/*"
                    },
                },
            },
            "Authorizer": {
                "Type": "AWS::ApiGateway::Authorizer",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "Name": "gate",
                    "Type": "TOKEN",
                    "IdentitySource": "method.request.header.Authorization",
                    "AuthorizerResultTtlInSeconds": 0,
                    "AuthorizerUri": {
                        "Fn::Sub": "arn:aws:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/"
                        "${Gate.Arn}/invocations"
                    },
                },
            },
            "Get": {
                "Type": "AWS::ApiGateway::Method",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ResourceId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                    "HttpMethod": "GET",
                    "AuthorizationType": "CUSTOM",
                    "AuthorizerId": {"Ref": "Authorizer"},
                    "Integration": {
                        "Type": "MOCK",
                        "RequestTemplates": {"application/json": '{"statusCode": 200}'},
                        "IntegrationResponses": [
                            {"StatusCode": "200", "ResponseTemplates": {"application/json": '{"ok": true}'}}
                        ],
                    },
                    "MethodResponses": [{"StatusCode": "200"}],
                },
            },
            "Deployment": {
                "Type": "AWS::ApiGateway::Deployment",
                "DependsOn": "Get",
                "Properties": {"RestApiId": {"Ref": "Api"}, "StageName": "live"},
            },
        },
        "Outputs": {
            "ApiId": {"Value": {"Ref": "Api"}},
            "AuthorizerId": {"Value": {"Fn::GetAtt": ["Authorizer", "AuthorizerId"]}},
        },
    }


def test_a_plain_authorizer_resource(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="plainauth", TemplateBody=json.dumps(plain_template()), Capabilities=CAPS)
    stack = wait_stack(cfn, "plainauth")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    apigw = labcloud.boto3_client("apigateway")
    got = apigw.get_authorizer(restApiId=outputs["ApiId"], authorizerId=outputs["AuthorizerId"])
    assert got["name"] == "gate" and got["authorizerResultTtlInSeconds"] == 0
    url = invoke_url(labcloud, outputs["ApiId"], "live", "/")
    assert http(url, headers={"Authorization": "ok"})[0] == 200
    status, _, body = http(url, headers={"Authorization": "no"})
    assert (status, json.loads(body)) == (
        403,
        {"message": "User is not authorized to access this resource with an explicit deny"},
    )
    cfn.delete_stack(StackName="plainauth")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert apigw.get_rest_apis()["items"] == []


SAM_KEYS = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: Prod
      Auth:
        ApiKeyRequired: true
        UsagePlan:
          CreateUsagePlan: PER_API
          Quota:
            Limit: 1
            Period: DAY
  HelloFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            return {"statusCode": 200, "body": json.dumps({"key": event["requestContext"]["identity"]["apiKeyId"]})}
      Events:
        Hello:
          Type: Api
          Properties:
            RestApiId: !Ref Api
            Path: /hello
            Method: get
"""


def test_a_sam_api_with_api_keys_and_a_usage_plan(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="keyed", TemplateBody=SAM_KEYS, Capabilities=CAPS)
    stack = wait_stack(cfn, "keyed")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = physical(cfn, "keyed", "Api")
    apigw = labcloud.boto3_client("apigateway")
    [key] = apigw.get_api_keys(includeValues=True)["items"]
    [plan] = apigw.get_usage_plans()["items"]
    assert plan["apiStages"] == [{"apiId": api_id, "stage": "Prod"}]
    assert plan["quota"]["limit"] == 1 and key["stageKeys"] == [f"{api_id}/Prod"]
    url = invoke_url(labcloud, api_id, "Prod", "/hello")
    status, _, body = http(url)
    assert (status, json.loads(body)) == (403, {"message": "Forbidden"})
    status, _, body = http(url, headers={"x-api-key": key["value"]})
    assert (status, json.loads(body)) == (200, {"key": key["id"]})
    status, _, body = http(url, headers={"x-api-key": key["value"]})
    assert (status, json.loads(body)) == (429, {"message": "Limit Exceeded"})
    cfn.delete_stack(StackName="keyed")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert apigw.get_api_keys()["items"] == [] and apigw.get_usage_plans()["items"] == []


VALIDATED = {
    "Resources": {
        "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "validated"}},
        "Thing": {
            "Type": "AWS::ApiGateway::Model",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ContentType": "application/json",
                "Schema": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
            },
        },
        "Validator": {
            "Type": "AWS::ApiGateway::RequestValidator",
            "Properties": {"RestApiId": {"Ref": "Api"}, "ValidateRequestBody": True},
        },
        "Post": {
            "Type": "AWS::ApiGateway::Method",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ResourceId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                "HttpMethod": "POST",
                "AuthorizationType": "NONE",
                "RequestValidatorId": {"Ref": "Validator"},
                "RequestModels": {"application/json": {"Ref": "Thing"}},
                "Integration": {
                    "Type": "MOCK",
                    "RequestTemplates": {"application/json": '{"statusCode": 200}'},
                    "IntegrationResponses": [{"StatusCode": "200"}],
                },
                "MethodResponses": [{"StatusCode": "200"}],
            },
        },
        "BadBody": {
            "Type": "AWS::ApiGateway::GatewayResponse",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "ResponseType": "BAD_REQUEST_BODY",
                "StatusCode": "422",
                "ResponseParameters": {"gatewayresponse.header.X-Why": "'schema'"},
                "ResponseTemplates": {"application/json": '{"invalid": "$context.error.responseType"}'},
            },
        },
        "Deployment": {
            "Type": "AWS::ApiGateway::Deployment",
            "DependsOn": "Post",
            "Properties": {"RestApiId": {"Ref": "Api"}},
        },
        "Logs": {"Type": "AWS::Logs::LogGroup", "Properties": {"LogGroupName": "validated-access"}},
        "Live": {
            "Type": "AWS::ApiGateway::Stage",
            "Properties": {
                "RestApiId": {"Ref": "Api"},
                "DeploymentId": {"Ref": "Deployment"},
                "StageName": "live",
                "MethodSettings": [
                    {
                        "ResourcePath": "/*",
                        "HttpMethod": "*",
                        "ThrottlingBurstLimit": 50,
                        "ThrottlingRateLimit": 20,
                        "MetricsEnabled": True,  # detailed metrics, as AWS's samples switch on
                    }
                ],
                "AccessLogSetting": {
                    "DestinationArn": {"Fn::GetAtt": ["Logs", "Arn"]},
                    "Format": "$context.requestId $context.status",
                },
            },
        },
    },
    "Outputs": {"ApiId": {"Value": {"Ref": "Api"}}, "Model": {"Value": {"Ref": "Thing"}}},
}


def test_a_validator_a_model_and_a_gateway_response_from_cloudformation(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="validated", TemplateBody=json.dumps(VALIDATED))
    stack = wait_stack(cfn, "validated")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Model"] == "Thing"
    url = invoke_url(labcloud, outputs["ApiId"], "live", "/")
    headers = {"Content-Type": "application/json"}
    assert http(url, method="POST", body=b'{"id": 1}', headers=headers)[0] == 200
    status, answer_headers, body = http(url, method="POST", body=b'{"id": "x"}', headers=headers)
    assert (status, json.loads(body)) == (422, {"invalid": "BAD_REQUEST_BODY"})
    assert answer_headers["x-why"] == "schema"
    apigw = labcloud.boto3_client("apigateway")
    stage = apigw.get_stage(restApiId=outputs["ApiId"], stageName="live")
    assert stage["methodSettings"]["*/*"]["throttlingBurstLimit"] == 50
    assert stage["methodSettings"]["*/*"]["metricsEnabled"] is True
    assert stage["accessLogSettings"]["format"] == "$context.requestId $context.status"
    cfn.delete_stack(StackName="validated")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
