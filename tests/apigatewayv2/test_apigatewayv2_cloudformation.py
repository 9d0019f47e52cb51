"""HTTP APIs from CloudFormation: a SAM app with HttpApi events deployed unchanged and called over HTTP,
and the plain AWS::ApiGatewayV2::Api/Integration/Route/Stage resources."""

from __future__ import annotations

import json
import subprocess
import time
from typing import Any

from httpapi_helpers import deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess

SAM_APP = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  HelloFunction:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return {"hello": event["pathParameters"]["name"], "route": event["routeKey"],
                    "version": event["version"]}
      Events:
        Hello:
          Type: HttpApi
          Properties:
            Path: /hello/{name}
            Method: get
Outputs:
  Url:
    Value: !Sub "https://${ServerlessHttpApi}.execute-api.${AWS::Region}.amazonaws.com/"
"""
CAPS = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]


def wait_stack(cfn: Any, name: str) -> dict[str, Any]:
    deadline = time.monotonic() + 120
    while True:
        stack: dict[str, Any] = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("_IN_PROGRESS") or time.monotonic() > deadline:
            return stack
        time.sleep(0.2)


def test_a_sam_http_api_app_answers_over_http(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    stack_id = cfn.create_stack(StackName="hello-http", TemplateBody=SAM_APP, Capabilities=CAPS)["StackId"]
    stack = wait_stack(cfn, stack_id)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    detail = cfn.describe_stack_resource(StackName="hello-http", LogicalResourceId="ServerlessHttpApi")
    api_id = detail["StackResourceDetail"]["PhysicalResourceId"]
    assert stack["Outputs"][0]["OutputValue"] == f"https://{api_id}.execute-api.us-east-1.amazonaws.com/"
    v2 = labcloud.boto3_client("apigatewayv2")
    assert [r["RouteKey"] for r in v2.get_routes(ApiId=api_id)["Items"]] == ["GET /hello/{name}"]
    status, headers, body = http(url(labcloud, api_id, "/hello/world"))
    assert status == 200 and headers["content-type"] == "application/json", body
    assert json.loads(body) == {"hello": "world", "route": "GET /hello/{name}", "version": "2.0"}
    port = labcloud.endpoint.rsplit(":", 1)[1]
    out = subprocess.run(
        ["curl", "-s", "-w", " %{http_code}", f"http://{api_id}.execute-api.localhost:{port}/hello/curl"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    text, _, code = out.rpartition(" ")
    assert code == "200" and json.loads(text)["hello"] == "curl"
    assert http(url(labcloud, api_id, "/nothing"))[::2] == (404, b'{"message": "Not Found"}')
    cfn.delete_stack(StackName="hello-http")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert api_id not in [a["ApiId"] for a in v2.get_apis()["Items"]]


def test_plain_apigatewayv2_resources(labcloud: LabcloudProcess) -> None:
    fn = deploy_function(labcloud, "httpapi-cfn")
    template = {
        "Resources": {
            "Api": {
                "Type": "AWS::ApiGatewayV2::Api",
                "Properties": {"Name": "plain", "ProtocolType": "HTTP"},
            },
            "Integration": {
                "Type": "AWS::ApiGatewayV2::Integration",
                "Properties": {
                    "ApiId": {"Ref": "Api"},
                    "IntegrationType": "AWS_PROXY",
                    "IntegrationUri": fn,
                    "PayloadFormatVersion": "2.0",
                },
            },
            "Route": {
                "Type": "AWS::ApiGatewayV2::Route",
                "Properties": {
                    "ApiId": {"Ref": "Api"},
                    "RouteKey": "ANY /{proxy+}",
                    "Target": {"Fn::Sub": "integrations/${Integration}"},
                },
            },
            "Stage": {
                "Type": "AWS::ApiGatewayV2::Stage",
                "Properties": {"ApiId": {"Ref": "Api"}, "StageName": "live", "AutoDeploy": True},
            },
            "Permission": {
                "Type": "AWS::Lambda::Permission",
                "Properties": {
                    "FunctionName": fn,
                    "Action": "lambda:InvokeFunction",
                    "Principal": "apigateway.amazonaws.com",
                    "SourceArn": {"Fn::Sub": "arn:aws:execute-api:${AWS::Region}:${AWS::AccountId}:${Api}/*"},
                },
            },
            "Bad": {
                "Type": "AWS::ApiGatewayV2::Stage",
                "DependsOn": "Stage",
                "Properties": {"ApiId": {"Ref": "Api"}, "StageName": "live"},
            },
        }
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="plain-http", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "plain-http")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"  # the duplicate stage fails as on AWS
    events = cfn.describe_stack_events(StackName="plain-http")["StackEvents"]
    assert any(
        e["LogicalResourceId"] == "Bad" and "already exists" in e.get("ResourceStatusReason", "")
        for e in events
    )
    del template["Resources"]["Bad"]
    cfn.create_stack(StackName="plain-http2", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "plain-http2")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = cfn.describe_stack_resource(StackName="plain-http2", LogicalResourceId="Api")[
        "StackResourceDetail"
    ]["PhysicalResourceId"]
    status, _, body = http(url(labcloud, api_id, "/live/any/thing"))
    assert status == 200 and json.loads(body)["routeKey"] == "ANY /{proxy+}"
    assert json.loads(body)["requestContext"]["stage"] == "live"
