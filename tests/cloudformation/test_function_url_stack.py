"""AWS::Lambda::Url through a stack: SAM's FunctionUrlConfig makes a URL that answers over HTTP, updates and goes."""

from __future__ import annotations

import http.client
import json
from typing import Any
from urllib.parse import urlsplit

from cfn_helpers import wait_stack

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Web:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return {"statusCode": 200, "body": "hi from " + event["rawPath"]}
      FunctionUrlConfig:
        AuthType: NONE
        Cors:
          AllowOrigins: ["https://site.example"]
Outputs:
  Url:
    Value: !GetAtt WebUrl.FunctionUrl
"""


def _get(port: int, url: str, path: str) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path, headers={"Host": urlsplit(url).netloc})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def test_sam_function_url(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="furl", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "furl")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    url = next(o["OutputValue"] for o in stack["Outputs"] if o["OutputKey"] == "Url")
    lam = labcloud.boto3_client("lambda")
    function = cfn.describe_stack_resource(StackName="furl", LogicalResourceId="Web")["StackResourceDetail"][
        "PhysicalResourceId"
    ]
    config = lam.get_function_url_config(FunctionName=function)
    assert (config["FunctionUrl"], config["AuthType"]) == (url, "NONE")
    assert config["Cors"] == {"AllowOrigins": ["https://site.example"]}
    statements = json.loads(lam.get_policy(FunctionName=function)["Policy"])["Statement"]
    assert sorted(s["Action"] for s in statements) == ["lambda:InvokeFunction", "lambda:InvokeFunctionUrl"]
    assert _get(labcloud.port, url, "/page") == (200, b"hi from /page")

    cfn.update_stack(
        StackName="furl",
        TemplateBody=TEMPLATE.replace("AuthType: NONE", "AuthType: AWS_IAM"),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "furl")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert lam.get_function_url_config(FunctionName=function)["AuthType"] == "AWS_IAM"
    assert _get(labcloud.port, url, "/page")[0] == 403

    cfn.delete_stack(StackName="furl")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert _get(labcloud.port, url, "/page")[0] == 403
