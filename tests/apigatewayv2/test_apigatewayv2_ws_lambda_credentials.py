"""A WebSocket route's Lambda integration with a CredentialsArn role: API Gateway invokes the function as a
session of that role (IAM decides lambda:InvokeFunction, no resource policy needed); a role that may not
invoke it is AWS's error frame."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import deploy_function
from websocket_helpers import ROUTER, open_socket

from labcloud.testing.server_process import LabcloudProcess


def _gateway_role(labcloud: LabcloudProcess, name: str, actions: list[str]) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "apigateway.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="calls", PolicyDocument=json.dumps(policy))
    return arn


def test_a_lambda_integration_runs_as_its_credentials_role(labcloud: LabcloudProcess) -> None:
    v2 = labcloud.boto3_client("apigatewayv2")
    function = deploy_function(labcloud, "ws-as-role", ROUTER)
    with pytest.raises(ClientError) as no_policy:  # nothing lets apigateway.amazonaws.com invoke it
        labcloud.boto3_client("lambda").get_policy(FunctionName=function)
    assert no_policy.value.response["Error"]["Code"] == "ResourceNotFoundException"
    invoker = _gateway_role(labcloud, "ws-invoker", ["lambda:InvokeFunction"])
    powerless = _gateway_role(labcloud, "ws-powerless", ["sqs:SendMessage"])
    api = v2.create_api(
        Name="as-role", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    for key, role in (("$default", invoker), ("weak", powerless)):
        integration = v2.create_integration(
            ApiId=api, IntegrationType="AWS_PROXY", IntegrationUri=function, CredentialsArn=role
        )
        assert integration["CredentialsArn"] == role
        route = v2.create_route(
            ApiId=api,
            RouteKey=key,
            Target=f"integrations/{integration['IntegrationId']}",
            RouteResponseSelectionExpression="$default",
        )
        v2.create_route_response(ApiId=api, RouteId=route["RouteId"], RouteResponseKey="$default")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True)
    with open_socket(labcloud, api) as ws:
        ws.send(json.dumps({"action": "hello"}))
        assert ws.recv(timeout=60) == 'default:{"action": "hello"}'
        ws.send(json.dumps({"action": "weak"}))
        error = json.loads(ws.recv(timeout=60))
        assert error["message"] == "Internal server error" and error["connectionId"]
    found = labcloud.get("/_labcloud/events?kind=apigatewayv2.websocket.message&limit=100")["events"]
    why = {e["data"]["route"]: e["data"].get("error", "") for e in found}
    assert "ws-powerless" in why["weak"] and why["$default"] == ""
