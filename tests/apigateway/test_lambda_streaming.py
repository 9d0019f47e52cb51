"""REST API Lambda proxy integrations with ``responseTransferMode: STREAM``: the function's answer reaches the
client (curl) while it still runs; the metadata makes the head; the pairing and refusals are exact."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import allow_gateway, http, invoke_url, wait_stack
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role  # noqa: E402
from streaming_helpers import HANDSHAKE, PIPELINE, deploy_node, knock  # noqa: E402

FUNCTION = "arn:aws:lambda:us-east-1:000000000000:function:{}"


def streaming_uri(function_arn: str) -> str:
    return f"arn:aws:apigateway:us-east-1:lambda:path/2021-11-15/functions/{function_arn}/response-streaming-invocations"


def _api(labcloud: LabcloudProcess, apigw: Any, name: str, source: str) -> str:
    lam = labcloud.boto3_client("lambda")
    deploy_node(lam, create_role(labcloud, f"{name}-role"), name, source)
    api = apigw.create_rest_api(name=name)
    base = {"restApiId": api["id"], "resourceId": api["rootResourceId"], "httpMethod": "POST"}
    apigw.put_method(**base, authorizationType="NONE")
    put = apigw.put_integration(
        **base,
        type="AWS_PROXY",
        integrationHttpMethod="POST",
        uri=streaming_uri(FUNCTION.format(name)),
        responseTransferMode="STREAM",
    )
    assert put["responseTransferMode"] == "STREAM"
    assert apigw.get_integration(**base)["responseTransferMode"] == "STREAM"
    apigw.create_deployment(restApiId=api["id"], stageName="prod")
    allow_gateway(labcloud, name, api["id"])
    return str(api["id"])


def test_a_streaming_integration_answers_while_the_function_runs(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id = _api(labcloud, apigw, "gw-live", HANDSHAKE)
    curl = subprocess.Popen(
        [
            "curl",
            "-sSN",
            "-D",
            "-",
            "-d",
            json.dumps({"http": True}),
            invoke_url(labcloud, api_id, "prod", "/"),
        ],
        stdout=subprocess.PIPE,
    )
    assert curl.stdout is not None
    status = curl.stdout.readline().decode().strip()
    headers = []
    while (line := curl.stdout.readline().decode().strip()) != "":
        headers.append(line.lower())
    assert status == "HTTP/1.1 201 Created"
    assert "x-stream: yes" in headers and "set-cookie: a=1" in headers
    assert "content-type: text/plain" in headers and "transfer-encoding: chunked" in headers
    knock(curl.stdout.readline())
    assert curl.stdout.read() == b"second\ndone\n"
    assert curl.wait(30) == 0


def test_an_answer_without_metadata_is_a_502(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = _api(labcloud, apigw, "gw-plain", PIPELINE)
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/"), method="POST", body=b"{}")
    assert (status, headers["x-amzn-errortype"], json.loads(body)) == (
        502,
        "InternalServerErrorException",
        {"message": "Internal server error"},
    )


def _refused(apigw: Any, **integration: Any) -> dict[str, str]:
    api = apigw.create_rest_api(name="refusals")
    base = {"restApiId": api["id"], "resourceId": api["rootResourceId"], "httpMethod": "POST"}
    apigw.put_method(**base, authorizationType="NONE")
    with pytest.raises(ClientError) as info:
        apigw.put_integration(**base, integrationHttpMethod="POST", **integration)
    error: dict[str, str] = info.value.response["Error"]
    return error


def test_stream_and_the_streaming_uri_go_together(labcloud: LabcloudProcess, apigw: Any) -> None:
    function = FUNCTION.format("f")
    plain = f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{function}/invocations"
    for integration in (
        {"type": "AWS_PROXY", "uri": streaming_uri(function)},
        {"type": "AWS_PROXY", "uri": plain, "responseTransferMode": "STREAM"},
    ):
        error = _refused(apigw, **integration)
        assert error["Code"] == "BadRequestException"
        assert error["Message"].startswith(
            "A Lambda proxy integration streams its response with responseTransferMode"
        )
    error = _refused(apigw, type="HTTP_PROXY", uri="http://127.0.0.1:9/", responseTransferMode="STREAM")
    assert error["Code"] == "BadRequestException"
    assert error["Message"].startswith("labcloud streams AWS_PROXY integrations to Lambda only")
    error = _refused(apigw, type="AWS_PROXY", uri=plain, responseTransferMode="SOMETIMES")
    assert error["Code"] == "BadRequestException"


def test_update_integration_switches_the_mode_with_its_uri(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = _api(labcloud, apigw, "gw-switch", PIPELINE)
    root = apigw.get_resources(restApiId=api_id)["items"][0]["id"]
    base = {"restApiId": api_id, "resourceId": root, "httpMethod": "POST"}
    plain = f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{FUNCTION.format('gw-switch')}/invocations"
    with pytest.raises(ClientError) as info:
        apigw.update_integration(**base, patchOperations=[{"op": "replace", "path": "/uri", "value": plain}])
    assert info.value.response["Error"]["Code"] == "BadRequestException"
    updated = apigw.update_integration(
        **base,
        patchOperations=[
            {"op": "replace", "path": "/uri", "value": plain},
            {"op": "replace", "path": "/responseTransferMode", "value": "BUFFERED"},
        ],
    )
    assert (updated["uri"], updated.get("responseTransferMode", "BUFFERED")) == (plain, "BUFFERED")


STACK = """Resources:
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
          exports.handler = awslambda.streamifyResponse(async (event, stream) => {
            stream = awslambda.HttpResponseStream.from(stream, { statusCode: 202, headers: { 'x-from': 'cfn' } });
            stream.write('streamed ');
            stream.end(event.httpMethod);
          });
  Api:
    Type: AWS::ApiGateway::RestApi
    Properties: {Name: streamed}
  Get:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !GetAtt Api.RootResourceId
      HttpMethod: GET
      AuthorizationType: NONE
      Integration:
        Type: AWS_PROXY
        IntegrationHttpMethod: POST
        ResponseTransferMode: STREAM
        Uri: !Sub arn:aws:apigateway:${AWS::Region}:lambda:path/2021-11-15/functions/${Fn.Arn}/response-streaming-invocations
  Allow:
    Type: AWS::Lambda::Permission
    Properties:
      FunctionName: !Ref Fn
      Action: lambda:InvokeFunction
      Principal: apigateway.amazonaws.com
      SourceArn: !Sub arn:aws:execute-api:${AWS::Region}:${AWS::AccountId}:${Api}/*/*/*
  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: Get
    Properties: {RestApiId: !Ref Api, StageName: prod}
Outputs:
  ApiId:
    Value: !Ref Api
"""


def test_cloudformation_integration_response_transfer_mode(labcloud: LabcloudProcess, apigw: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="streamed-api", TemplateBody=STACK, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "streamed-api")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = stack["Outputs"][0]["OutputValue"]
    root = apigw.get_resources(restApiId=api_id)["items"][0]["id"]
    got = apigw.get_integration(restApiId=api_id, resourceId=root, httpMethod="GET")
    assert got["responseTransferMode"] == "STREAM"
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert (status, headers["x-from"], headers["transfer-encoding"], body) == (
        202,
        "cfn",
        "chunked",
        b"streamed GET",
    )
