"""``InvokeMode`` through stacks: SAM's ``FunctionUrlConfig.InvokeMode`` and ``AWS::Lambda::Url``'s make a
``RESPONSE_STREAM`` URL whose answer streams; an update switches the mode."""

from __future__ import annotations

import http.client
from typing import Any
from urllib.parse import urlsplit

from cfn_helpers import wait_stack

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Stream:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: nodejs20.x
      Handler: index.handler
      InlineCode: |
        exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
          responseStream = awslambda.HttpResponseStream.from(responseStream, {
            statusCode: 203, headers: { 'content-type': 'text/plain' } });
          responseStream.write('streamed ');
          responseStream.end(event.rawPath);
        });
      FunctionUrlConfig:
        AuthType: NONE
        InvokeMode: RESPONSE_STREAM
Outputs:
  Url:
    Value: !GetAtt StreamUrl.FunctionUrl
"""
CAPABILITIES = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]


def _get(port: int, url: str, path: str) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path, headers={"Host": urlsplit(url).netloc})
        response = conn.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        conn.close()


def test_sam_streaming_function_url(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="surl", TemplateBody=TEMPLATE, Capabilities=CAPABILITIES)
    stack = wait_stack(cfn, "surl")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    url = next(o["OutputValue"] for o in stack["Outputs"] if o["OutputKey"] == "Url")
    lam = labcloud.boto3_client("lambda")
    function = cfn.describe_stack_resource(StackName="surl", LogicalResourceId="Stream")[
        "StackResourceDetail"
    ]["PhysicalResourceId"]
    assert lam.get_function_url_config(FunctionName=function)["InvokeMode"] == "RESPONSE_STREAM"
    status, headers, body = _get(labcloud.port, url, "/page")
    assert (status, headers["content-type"], headers["transfer-encoding"]) == (203, "text/plain", "chunked")
    assert body == b"streamed /page"

    cfn.update_stack(
        StackName="surl",
        TemplateBody=TEMPLATE.replace("InvokeMode: RESPONSE_STREAM", "InvokeMode: BUFFERED"),
        Capabilities=CAPABILITIES,
    )
    stack = wait_stack(cfn, "surl")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert lam.get_function_url_config(FunctionName=function)["InvokeMode"] == "BUFFERED"
    cfn.delete_stack(StackName="surl")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"


PLAIN = """Resources:
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Statement: [{Effect: Allow, Principal: {Service: lambda.amazonaws.com}, Action: sts:AssumeRole}]
  Fn:
    Type: AWS::Lambda::Function
    Properties:
      Runtime: nodejs20.x
      Handler: index.handler
      Role: !GetAtt Role.Arn
      Code:
        ZipFile: |
          exports.handler = awslambda.streamifyResponse(async (event, s) => { s.end('plain'); });
  Url:
    Type: AWS::Lambda::Url
    Properties:
      TargetFunctionArn: !Ref Fn
      AuthType: AWS_IAM
      InvokeMode: RESPONSE_STREAM
"""


def test_lambda_url_resource_invoke_mode(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="purl", TemplateBody=PLAIN, Capabilities=CAPABILITIES)
    stack = wait_stack(cfn, "purl")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    function = cfn.describe_stack_resource(StackName="purl", LogicalResourceId="Fn")["StackResourceDetail"][
        "PhysicalResourceId"
    ]
    lam = labcloud.boto3_client("lambda")
    config = lam.get_function_url_config(FunctionName=function)
    assert (config["InvokeMode"], config["AuthType"]) == ("RESPONSE_STREAM", "AWS_IAM")
    cfn.update_stack(
        StackName="purl", TemplateBody=PLAIN.replace("RESPONSE_STREAM", "BUFFERED"), Capabilities=CAPABILITIES
    )
    stack = wait_stack(cfn, "purl")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert lam.get_function_url_config(FunctionName=function)["InvokeMode"] == "BUFFERED"
