"""Execution logs: a stage's logging/loglevel (INFO, ERROR) and logging/dataTrace method settings write
each request's steps to API-Gateway-Execution-Logs_<api>/<stage>; turning them on needs the account's
CloudWatch role, as on AWS; bad values are refused."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from apigw_helpers import http, invoke_url, wait_stack
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "apigateway.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _mock_api(apigw: Any) -> str:
    """GET / answers 200 from a MOCK integration; GET /broken has a MOCK integration with no response."""
    api = apigw.create_rest_api(name="traced")
    api_id, root = api["id"], api["rootResourceId"]
    broken = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="broken")["id"]
    for resource in (root, broken):
        apigw.put_method(restApiId=api_id, resourceId=resource, httpMethod="GET", authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"ok": 1}'},
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def _set_logging_role(labcloud: LabcloudProcess, apigw: Any) -> None:
    iam = labcloud.boto3_client("iam")
    arn = iam.create_role(RoleName="apigw-logs", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    apigw.update_account(patchOperations=[{"op": "replace", "path": "/cloudwatchRoleArn", "value": arn}])


def _logging(apigw: Any, api_id: str, level: str, trace: bool = False) -> dict[str, Any]:
    answer: dict[str, Any] = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {"op": "replace", "path": "/*/*/logging/loglevel", "value": level},
            {"op": "replace", "path": "/*/*/logging/dataTrace", "value": str(trace).lower()},
        ],
    )
    return answer


def _lines(logs: Any, api_id: str, request_id: str, last: str | None) -> list[str]:
    """The request's lines once its ``last`` one is there (a bound on waiting: they are written after the
    answer); with ``last`` None, what is there now."""
    group = f"API-Gateway-Execution-Logs_{api_id}/prod"
    deadline = time.monotonic() + 20
    while True:
        try:
            events = logs.filter_log_events(logGroupName=group)["events"]
        except ClientError:
            events = []
        mine = [e["message"] for e in events if e["message"].startswith(f"({request_id}) ")]
        if last is None or any(line.endswith(last) for line in mine) or time.monotonic() > deadline:
            return [line.removeprefix(f"({request_id}) ") for line in mine]
        time.sleep(0.1)


def test_turning_logging_on_needs_the_accounts_cloudwatch_role(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = _mock_api(apigw)
    for level, trace in (("INFO", False), ("ERROR", False), ("OFF", True)):
        with pytest.raises(ClientError) as refused:
            _logging(apigw, api_id, level, trace)
        error = refused.value.response["Error"]
        assert error["Code"] == "BadRequestException"
        assert (
            error["Message"] == "CloudWatch Logs role ARN must be set in account settings to enable logging"
        )
    assert _logging(apigw, api_id, "OFF")["methodSettings"]["*/*"]["loggingLevel"] == "OFF"


def test_bad_logging_values_are_refused(labcloud: LabcloudProcess, apigw: Any) -> None:
    _set_logging_role(labcloud, apigw)
    api_id = _mock_api(apigw)
    for path, value in (("/*/*/logging/loglevel", "DEBUG"), ("/*/*/logging/dataTrace", "yes")):
        with pytest.raises(ClientError) as refused:
            apigw.update_stage(
                restApiId=api_id,
                stageName="prod",
                patchOperations=[{"op": "replace", "path": path, "value": value}],
            )
        assert refused.value.response["Error"]["Code"] == "BadRequestException"


def test_info_with_data_trace_logs_every_step(labcloud: LabcloudProcess, apigw: Any) -> None:
    _set_logging_role(labcloud, apigw)
    logs = labcloud.boto3_client("logs")
    api_id = _mock_api(apigw)
    settings = _logging(apigw, api_id, "INFO", trace=True)["methodSettings"]["*/*"]
    assert (settings["loggingLevel"], settings["dataTraceEnabled"]) == ("INFO", True)
    assert (
        apigw.get_stage(restApiId=api_id, stageName="prod")["methodSettings"]["*/*"]["loggingLevel"] == "INFO"
    )

    status, headers, _ = http(invoke_url(labcloud, api_id, "prod", "/?color=blue"))
    assert status == 200
    request_id = headers["x-amzn-requestid"]
    lines = _lines(logs, api_id, request_id, "Method completed with status: 200")
    assert lines[0] == f"Extended Request Id: {headers['x-amz-apigw-id']}"
    assert lines[1:3] == [
        f"Starting execution for request: {request_id}",
        "HTTP Method: GET, Resource Path: /",
    ]
    assert 'Method request query string: {"color": "blue"}' in lines
    assert 'Method response body after transformations: {"ok": 1}' in lines
    assert lines[-2:] == ["Successfully completed execution", "Method completed with status: 200"]

    _logging(apigw, api_id, "OFF")
    status, headers, _ = http(invoke_url(labcloud, api_id, "prod", "/"))
    quiet = headers["x-amzn-requestid"]
    # a request after it, still logged at ERROR, proves the quiet one's lines would have arrived by then
    _logging(apigw, api_id, "ERROR")
    status, headers, _ = http(invoke_url(labcloud, api_id, "prod", "/broken"))
    assert status == 500
    assert _lines(logs, api_id, headers["x-amzn-requestid"], "Method completed with status: 500")
    assert _lines(logs, api_id, quiet, None) == []


def test_error_level_logs_only_what_api_gateway_failed(labcloud: LabcloudProcess, apigw: Any) -> None:
    _set_logging_role(labcloud, apigw)
    logs = labcloud.boto3_client("logs")
    api_id = _mock_api(apigw)
    _logging(apigw, api_id, "ERROR")
    status, fine, _ = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert status == 200
    status, headers, _ = http(invoke_url(labcloud, api_id, "prod", "/broken"))
    assert status == 500
    failed = headers["x-amzn-requestid"]
    lines = _lines(logs, api_id, failed, "Method completed with status: 500")
    assert lines[0].startswith("Extended Request Id: ")
    assert lines[1].startswith("Execution failed: API Gateway answered 500 ")
    assert lines[-1] == "Method completed with status: 500"
    assert not any(line.startswith("Starting execution") for line in lines)
    assert _lines(logs, api_id, fine["x-amzn-requestid"], None) == []


STACK = """
Resources:
  LogsRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {Service: apigateway.amazonaws.com}
            Action: sts:AssumeRole
      ManagedPolicyArns:
        - arn:aws:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs
  Account:
    Type: AWS::ApiGateway::Account
    Properties:
      CloudWatchRoleArn: !GetAtt LogsRole.Arn
  Api:
    Type: AWS::ApiGateway::RestApi
    Properties:
      Name: stack-logged
  Get:
    Type: AWS::ApiGateway::Method
    Properties:
      RestApiId: !Ref Api
      ResourceId: !GetAtt Api.RootResourceId
      HttpMethod: GET
      AuthorizationType: NONE
      Integration:
        Type: MOCK
        RequestTemplates: {application/json: '{"statusCode": 200}'}
        IntegrationResponses: [{StatusCode: '200'}]
      MethodResponses: [{StatusCode: '200'}]
  Deployment:
    Type: AWS::ApiGateway::Deployment
    DependsOn: Get
    Properties:
      RestApiId: !Ref Api
  Stage:
    Type: AWS::ApiGateway::Stage
    DependsOn: Account
    Properties:
      RestApiId: !Ref Api
      DeploymentId: !Ref Deployment
      StageName: prod
      MethodSettings:
        - ResourcePath: /*
          HttpMethod: '*'
          LoggingLevel: INFO
          DataTraceEnabled: false
Outputs:
  ApiId:
    Value: !Ref Api
"""


def test_a_stack_stage_with_logging(labcloud: LabcloudProcess, apigw: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="logged", TemplateBody=STACK, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "logged")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = next(o["OutputValue"] for o in stack["Outputs"] if o["OutputKey"] == "ApiId")
    assert (
        apigw.get_stage(restApiId=api_id, stageName="prod")["methodSettings"]["*/*"]["loggingLevel"] == "INFO"
    )
    status, headers, _ = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert status == 200
    lines = _lines(labcloud.boto3_client("logs"), api_id, headers["x-amzn-requestid"], "status: 200")
    assert lines[-1] == "Method completed with status: 200"
