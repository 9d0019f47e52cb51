"""Authorizers of HTTP APIs from CloudFormation: a SAM app whose HttpApi has ``Auth`` (a JWT default
authorizer with scopes, a Lambda authorizer with simple responses called as its FunctionInvokeRole, and
an open route) deployed unchanged and called over HTTP, a SAM app with the IAM authorizer
(``EnableIamAuthorizer``: AWS_IAM routes), and a plain AWS::ApiGatewayV2::Authorizer."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.exceptions import ClientError
from httpapi_helpers import http, url
from jwt_issuer import Issuer
from test_apigatewayv2_cloudformation import CAPS, wait_stack

from labcloud.testing.server_process import LabcloudProcess

SAM_AUTH_APP = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Parameters:
  IssuerUrl:
    Type: String
Resources:
  Api:
    Type: AWS::Serverless::HttpApi
    Properties:
      Auth:
        DefaultAuthorizer: Jwt
        Authorizers:
          Jwt:
            IdentitySource: "$request.header.Authorization"
            JwtConfiguration:
              issuer: !Ref IssuerUrl
              audience: [my-app]
          Gate:
            FunctionArn: !GetAtt GateFunction.Arn
            FunctionInvokeRole: !GetAtt GateRole.Arn
            AuthorizerPayloadFormatVersion: "2.0"
            EnableSimpleResponses: true
            Identity:
              Headers: [X-Pass]
              ReauthorizeEvery: 30
  GateRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {Service: apigateway.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: invoke
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - Effect: Allow
                Action: lambda:InvokeFunction
                Resource: !GetAtt GateFunction.Arn
  GateFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return {"isAuthorized": event["headers"].get("x-pass") == "open", "context": {"who": "gate"}}
  AppFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            return {"route": event["routeKey"], "authorizer": event["requestContext"].get("authorizer")}
      Events:
        Scoped:
          Type: HttpApi
          Properties:
            ApiId: !Ref Api
            Path: /scoped
            Method: get
            Auth:
              AuthorizationScopes: [read]
        Gated:
          Type: HttpApi
          Properties:
            ApiId: !Ref Api
            Path: /gated
            Method: get
            Auth:
              Authorizer: Gate
        Open:
          Type: HttpApi
          Properties:
            ApiId: !Ref Api
            Path: /open
            Method: get
            Auth:
              Authorizer: NONE
"""

PLAIN = """AWSTemplateFormatVersion: '2010-09-09'
Parameters:
  IssuerUrl:
    Type: String
Resources:
  Api:
    Type: AWS::ApiGatewayV2::Api
    Properties: {Name: plain-auth, ProtocolType: HTTP}
  Jwt:
    Type: AWS::ApiGatewayV2::Authorizer
    Properties:
      ApiId: !Ref Api
      Name: jwt
      AuthorizerType: JWT
      IdentitySource: ["$request.header.Authorization"]
      JwtConfiguration: {Issuer: !Ref IssuerUrl, Audience: [my-app]}
  Private:
    Type: AWS::ApiGatewayV2::Route
    Properties:
      ApiId: !Ref Api
      RouteKey: GET /private
      AuthorizationType: JWT
      AuthorizerId: !Ref Jwt
      AuthorizationScopes: [read]
Outputs:
  AuthorizerId:
    Value: !GetAtt Jwt.AuthorizerId
"""


@pytest.fixture
def issuer() -> Iterator[Issuer]:
    found = Issuer()
    yield found
    found.close()


def test_sam_http_api_auth_deploys_and_guards_routes(labcloud: LabcloudProcess, issuer: Issuer) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="http-auth",
        TemplateBody=SAM_AUTH_APP,
        Capabilities=CAPS,
        Parameters=[{"ParameterKey": "IssuerUrl", "ParameterValue": issuer.url}],
    )
    stack = wait_stack(cfn, "http-auth")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    detail = cfn.describe_stack_resource(StackName="http-auth", LogicalResourceId="Api")
    api_id = detail["StackResourceDetail"]["PhysicalResourceId"]
    v2 = labcloud.boto3_client("apigatewayv2")
    kinds = {a["Name"]: a["AuthorizerType"] for a in v2.get_authorizers(ApiId=api_id)["Items"]}
    assert kinds == {"Jwt": "JWT", "Gate": "REQUEST"}

    def get(path: str, headers: dict[str, str]) -> tuple[int, bytes]:
        status, _, body = http(url(labcloud, api_id, path), headers=headers)
        return status, body

    status, body = get("/open", {})
    assert status == 200 and json.loads(body) == {"route": "GET /open", "authorizer": None}
    assert get("/scoped", {}) == (401, b'{"message":"Unauthorized"}')
    assert get("/scoped", {"Authorization": issuer.token({"scope": "write"})}) == (
        403,
        b'{"message":"Forbidden"}',
    )
    status, body = get("/scoped", {"Authorization": issuer.token({"scope": "read"})})
    assert status == 200, body
    assert json.loads(body)["authorizer"]["jwt"]["scopes"] == ["read"]
    assert get("/gated", {}) == (401, b'{"message":"Unauthorized"}')
    assert get("/gated", {"X-Pass": "shut"}) == (403, b'{"message":"Forbidden"}')
    status, body = get("/gated", {"X-Pass": "open"})
    assert status == 200, body
    assert json.loads(body)["authorizer"] == {"lambda": {"who": "gate"}}
    cfn.delete_stack(StackName="http-auth")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"


def test_plain_authorizer_resource(labcloud: LabcloudProcess, issuer: Issuer) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="plain-auth",
        TemplateBody=PLAIN,
        Parameters=[{"ParameterKey": "IssuerUrl", "ParameterValue": issuer.url}],
    )
    stack = wait_stack(cfn, "plain-auth")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = cfn.describe_stack_resource(StackName="plain-auth", LogicalResourceId="Api")[
        "StackResourceDetail"
    ]["PhysicalResourceId"]
    v2 = labcloud.boto3_client("apigatewayv2")
    authorizer = v2.get_authorizers(ApiId=api_id)["Items"][0]
    assert stack["Outputs"][0]["OutputValue"] == authorizer["AuthorizerId"]
    assert authorizer["JwtConfiguration"] == {"Audience": ["my-app"], "Issuer": issuer.url}
    route = v2.get_routes(ApiId=api_id)["Items"][0]
    assert (route["AuthorizationType"], route["AuthorizerId"], route["AuthorizationScopes"]) == (
        "JWT",
        authorizer["AuthorizerId"],
        ["read"],
    )
    cfn.delete_stack(StackName="plain-auth")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"


def test_terraform_style_create_api_members(labcloud: LabcloudProcess) -> None:
    """Terraform sends the HTTP API defaults in their other spelling; AWS accepts them, other values not."""
    v2 = labcloud.boto3_client("apigatewayv2")
    made = v2.create_api(
        Name="tf-style",
        ProtocolType="HTTP",
        RouteSelectionExpression="$request.method $request.path",
        ApiKeySelectionExpression="$request.header.x-api-key",
    )
    got = v2.get_api(ApiId=made["ApiId"])
    assert (got["RouteSelectionExpression"], got["ApiKeySelectionExpression"]) == (
        "$request.method $request.path",
        "$request.header.x-api-key",
    )
    for members in (
        {"RouteSelectionExpression": "$request.body.action"},
        {"ApiKeySelectionExpression": "$context.x"},
    ):
        with pytest.raises(ClientError) as caught:
            v2.create_api(Name="refused", ProtocolType="HTTP", **members)
        assert caught.value.response["Error"]["Code"] == "BadRequestException"


SAM_IAM_APP = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  Api:
    Type: AWS::Serverless::HttpApi
    Properties:
      Auth:
        EnableIamAuthorizer: true
        DefaultAuthorizer: AWS_IAM
  AppFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return {"iam": event["requestContext"]["authorizer"]["iam"]["userArn"]}
      Events:
        Signed:
          Type: HttpApi
          Properties:
            ApiId: !Ref Api
            Path: /signed
            Method: get
"""


def test_sam_http_api_with_the_iam_authorizer(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="http-iam", TemplateBody=SAM_IAM_APP, Capabilities=CAPS)
    stack = wait_stack(cfn, "http-iam")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    detail = cfn.describe_stack_resource(StackName="http-iam", LogicalResourceId="Api")
    api_id = detail["StackResourceDetail"]["PhysicalResourceId"]
    routes = labcloud.boto3_client("apigatewayv2").get_routes(ApiId=api_id)["Items"]
    assert [(r["RouteKey"], r["AuthorizationType"]) for r in routes] == [("GET /signed", "AWS_IAM")]
    target = url(labcloud, api_id, "/signed")
    status, _, body = http(target)
    assert (status, body) == (403, b'{"message":"Forbidden"}')
    request = AWSRequest(method="GET", url=target, data=b"")
    SigV4Auth(Credentials("test", "test"), "execute-api", "us-east-1").add_auth(request)
    status, _, body = http(target, headers=dict(request.headers.items()))
    assert (status, json.loads(body)) == (200, {"iam": "arn:aws:iam::000000000000:root"})
    cfn.delete_stack(StackName="http-iam")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
