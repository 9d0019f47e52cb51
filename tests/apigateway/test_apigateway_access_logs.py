"""Access logs: a stage's accessLogSettings send one line per request, with $context variables, to a
CloudWatch Logs group; invalid settings are refused."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

FORMAT = json.dumps(
    {
        "requestId": "$context.requestId",
        "ip": "$context.identity.sourceIp",
        "method": "$context.httpMethod",
        "resourcePath": "$context.resourcePath",
        "status": "$context.status",
        "length": "$context.responseLength",
        "principal": "$context.authorizer.principalId",
    }
)


def logged_api(apigw: Any, logs: Any) -> str:
    logs.create_log_group(logGroupName="api-access")
    api = apigw.create_rest_api(name="logged")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=root,
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


def test_each_request_is_a_line_in_the_group(labcloud: LabcloudProcess, apigw: Any) -> None:
    logs = labcloud.boto3_client("logs")
    api_id = logged_api(apigw, logs)
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {
                "op": "replace",
                "path": "/accessLogSettings/destinationArn",
                "value": "arn:aws:logs:us-east-1:000000000000:log-group:api-access",
            },
            {"op": "replace", "path": "/accessLogSettings/format", "value": FORMAT},
        ],
    )
    assert stage["accessLogSettings"]["format"] == FORMAT
    status, headers, _ = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert status == 200
    deadline = time.monotonic() + 20
    events: list[dict[str, Any]] = []
    while not events and time.monotonic() < deadline:
        events = logs.filter_log_events(logGroupName="api-access")["events"]
        time.sleep(0.2)
    [event] = events
    assert event["logStreamName"] == f"{api_id}_prod"
    assert json.loads(event["message"]) == {
        "requestId": headers["x-amzn-requestid"],
        "ip": "127.0.0.1",
        "method": "GET",
        "resourcePath": "/",
        "status": "200",
        "length": "9",
        "principal": "-",
    }
    apigw.update_stage(
        restApiId=api_id, stageName="prod", patchOperations=[{"op": "remove", "path": "/accessLogSettings"}]
    )
    assert "accessLogSettings" not in apigw.get_stage(restApiId=api_id, stageName="prod")


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("/accessLogSettings/destinationArn", "arn:aws:s3:::bucket"),
        ("/accessLogSettings/format", "$context.httpMethod only"),
        ("/accessLogSettings/nope", "x"),
    ],
)
def test_invalid_settings_are_refused(labcloud: LabcloudProcess, apigw: Any, path: str, value: str) -> None:
    api_id = logged_api(apigw, labcloud.boto3_client("logs"))
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.update_stage(
            restApiId=api_id,
            stageName="prod",
            patchOperations=[{"op": "replace", "path": path, "value": value}],
        )
