"""The optimized API Gateway integration (``arn:aws:states:::apigateway:invoke``): a Task calls a REST
API's invoke URL through labcloud's gateway, answers in AWS's shape, and fails with ApiGateway.<status>."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from sfn_helpers import output

INVOKE = "arn:aws:states:::apigateway:invoke"


@pytest.fixture
def api(labcloud: Any) -> str:
    """A REST API deployed to stage ``live``: GET /items answers JSON from a MOCK integration."""
    apigw = labcloud.boto3_client("apigateway")
    api_id = apigw.create_rest_api(name="orders-api")["id"]
    root = apigw.get_resources(restApiId=api_id)["items"][0]["id"]
    items = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="items")["id"]
    apigw.put_method(restApiId=api_id, resourceId=items, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=items,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api_id, resourceId=items, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=items,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"items": [1, 2], "stage": "$context.stage"}'},
    )
    apigw.create_deployment(restApiId=api_id, stageName="live")
    return str(api_id)


def _task(api_id: str, **parameters: Any) -> dict[str, Any]:
    return {
        "StartAt": "Call",
        "States": {
            "Call": {
                "Type": "Task",
                "Resource": INVOKE,
                "Parameters": {"ApiEndpoint": f"{api_id}.execute-api.us-east-1.amazonaws.com", **parameters},
                "End": True,
            }
        },
    }


def test_a_task_calls_the_api(api: str, run: Callable[..., dict[str, Any]]) -> None:
    result = run(_task(api, Method="GET", Stage="live", Path="items", QueryParameters={"page": ["1"]}))
    assert result["status"] == "SUCCEEDED", result
    answer = output(result)
    assert (answer["StatusCode"], answer["StatusText"]) == (200, "OK")
    assert answer["ResponseBody"] == {"items": [1, 2], "stage": "live"}
    assert isinstance(answer["Headers"], dict) and all(
        isinstance(v, list) for v in answer["Headers"].values()
    )


def test_an_error_status_fails_the_task_with_its_status(api: str, run: Callable[..., dict[str, Any]]) -> None:
    failing = _task(api, Method="GET", Stage="live", Path="nothing-here")
    result = run(failing)
    assert (result["status"], result["error"]) == ("FAILED", "ApiGateway.403")
    assert "Missing Authentication Token" in result["cause"]
    failing["States"]["Call"]["Catch"] = [{"ErrorEquals": ["ApiGateway.403"], "Next": "Caught"}]
    failing["States"]["Caught"] = {"Type": "Pass", "Result": "caught", "End": True}
    assert output(run(failing)) == "caught"


@pytest.mark.parametrize(
    "parameters",
    [
        {"Method": "FETCH", "Stage": "live"},
        {"Method": "GET", "Headers": {"X-Kind": "not-a-list"}},
        {"Method": "GET", "Headers": {"Authorization": ["x"]}},
        {"Method": "GET", "AuthType": "COGNITO"},
        {"Method": "GET", "Body": "misspelt"},
    ],
)
def test_malformed_parameters_fail_with_states_runtime(
    api: str, run: Callable[..., dict[str, Any]], parameters: dict[str, Any]
) -> None:
    result = run(_task(api, **parameters))
    assert (result["status"], result["error"]) == ("FAILED", "States.Runtime"), json.dumps(
        result, default=str
    )


def test_sdk_integrations_reach_the_newer_services(labcloud: Any, run: Callable[..., dict[str, Any]]) -> None:
    labcloud.boto3_client("scheduler").create_schedule_group(Name="sfn-visible")
    definition = {
        "StartAt": "Groups",
        "States": {
            "Groups": {
                "Type": "Task",
                "Resource": "arn:aws:states:::aws-sdk:scheduler:listScheduleGroups",
                "Parameters": {"NamePrefix": "sfn-"},
                "Next": "Apis",
            },
            "Apis": {
                "Type": "Task",
                "Resource": "arn:aws:states:::aws-sdk:apigatewayv2:getApis",
                "Parameters": {},
                "ResultPath": "$.apis",
                "Next": "Vpcs",
            },
            "Vpcs": {
                "Type": "Task",
                "Resource": "arn:aws:states:::aws-sdk:ec2:describeVpcs",
                "Parameters": {},
                "ResultSelector": {"count.$": "States.ArrayLength($.Vpcs)"},
                "ResultPath": "$.vpcs",
                "End": True,
            },
        },
    }
    iam = labcloud.boto3_client("iam")
    trust = {
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ]
    }
    role = iam.create_role(RoleName="sfn-reader", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    reads = {
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["scheduler:List*", "apigateway:GET", "ec2:Describe*"],
                "Resource": "*",
            }
        ]
    }
    iam.put_role_policy(RoleName="sfn-reader", PolicyName="reads", PolicyDocument=json.dumps(reads))
    result = run(definition, role=role)
    assert result["status"] == "SUCCEEDED", (result.get("error"), result.get("cause"))
    answer = output(result)
    assert [g["Name"] for g in answer["ScheduleGroups"]] == ["sfn-visible"]
    assert "Items" in answer["apis"]
    assert answer["vpcs"]["count"] >= 1  # the account's default VPC
