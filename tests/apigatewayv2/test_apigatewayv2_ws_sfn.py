"""AWS's serverless patterns ``apigw-websocket-api-sfn-async`` and ``-sync`` in small, with a real WebSocket
client and IAM enforced: a ``$default`` route starts an execution (an AWS integration with a request
template carrying ``$context.connectionId``) whose Task answers the client through
``arn:aws:states:::apigateway:invoke`` on the API's own ``@connections`` (AuthType IAM_ROLE, the pattern's
policy on ``.../POST/@connections/{connectionId}``); a role without that permission fails the Task with
``ApiGateway.403``, a gone connection with ``ApiGateway.410``, an unsigned call with ``ApiGateway.403``, a
PUT with ``ApiGateway.404``, another path of the endpoint with ``ApiGateway.426``.
The stage serves a Deployment made before the route response and integration response exist (the order
CloudFormation follows for those templates): they are read live, so the route is two-way at once."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websocket_helpers import open_socket

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
INVOKE = "arn:aws:states:::apigateway:invoke"
MESSAGE = "Hello from asynchronous workflow execution!"
START_TEMPLATE = """#set($sfn_input=$util.escapeJavaScript($input.body).replaceAll("\\\\'","'"))
{"input": "{\\"data\\":$sfn_input, \\"ConnectionID\\":\\"$context.connectionId\\"}", "stateMachineArn": "%s"}"""


def _role(server: LabcloudProcess, name: str, service: str, statement: dict[str, Any]) -> str:
    iam = server.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", **statement}]}
    iam.put_role_policy(RoleName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return arn


def _poster(api_id: str, auth: str = "IAM_ROLE", method: str = "POST", path: str | None = None) -> str:
    where = {"Path": path} if path else {"Path.$": "States.Format('/@connections/{}', $.ConnectionID)"}
    return json.dumps(
        {
            "StartAt": "Send",
            "States": {
                "Send": {
                    "Type": "Task",
                    "Resource": INVOKE,
                    "Parameters": {
                        "ApiEndpoint": f"{api_id}.execute-api.us-east-1.amazonaws.com",
                        "Method": method,
                        "Stage": "api",
                        **where,
                        "RequestBody": {"Message": MESSAGE},
                        "AuthType": auth,
                    },
                    "End": True,
                }
            },
        }
    )


@pytest.fixture(scope="module")
def patterned() -> Iterator[tuple[LabcloudProcess, str, dict[str, str]]]:
    """An --enforce-iam server with the API (stage ``api``), and machines: ``poster`` (the pattern's role),
    ``denied`` (ManageConnections on another stage only), ``unsigned`` (NO_AUTH), ``put`` (a method
    @connections lacks), ``no-upgrade`` (another path of the endpoint), ``noop`` (a Pass)."""
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        v2, sfn = server.boto3_client("apigatewayv2"), server.boto3_client("stepfunctions")
        api_id = v2.create_api(
            Name="ws-sfn", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
        )["ApiId"]
        connections = (
            f"arn:aws:execute-api:us-east-1:{ACCOUNT}:{api_id}/%s/POST/@connections/{{connectionId}}"
        )
        manage = {"Action": "execute-api:ManageConnections", "Resource": connections % "api"}
        elsewhere = {"Action": "execute-api:ManageConnections", "Resource": connections % "other"}
        allowed = _role(server, "sfn-async", "states.amazonaws.com", manage)
        refused = _role(server, "sfn-denied", "states.amazonaws.com", elsewhere)
        machines = {
            "poster": (_poster(api_id), allowed),
            "denied": (_poster(api_id), refused),
            "unsigned": (_poster(api_id, "NO_AUTH"), allowed),
            "put": (_poster(api_id, method="PUT"), allowed),
            "no-upgrade": (_poster(api_id, path="/chat"), allowed),
            "noop": (json.dumps({"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}}), allowed),
        }
        arns = {
            name: sfn.create_state_machine(name=f"ws-{name}", definition=definition, roleArn=role)[
                "stateMachineArn"
            ]
            for name, (definition, role) in machines.items()
        }
        starter = _role(
            server,
            "gw-start",
            "apigateway.amazonaws.com",
            {"Action": "states:StartExecution", "Resource": "*"},
        )
        uri = "arn:aws:apigateway:us-east-1:states:action/StartExecution"
        integrations = {}
        for name in ("poster", "noop"):
            integrations[name] = v2.create_integration(
                ApiId=api_id,
                IntegrationType="AWS",
                IntegrationMethod="POST",
                IntegrationUri=uri,
                CredentialsArn=starter,
                TemplateSelectionExpression="\\$default",
                RequestTemplates={"$default": START_TEMPLATE % arns[name]},
            )["IntegrationId"]
        v2.create_route(ApiId=api_id, RouteKey="$default", Target=f"integrations/{integrations['poster']}")
        ping = v2.create_route(ApiId=api_id, RouteKey="ping", Target=f"integrations/{integrations['noop']}")
        # the sync pattern's order: the Deployment (and its stage) before the RouteResponse/IntegrationResponse
        deployment = v2.create_deployment(ApiId=api_id)["DeploymentId"]
        v2.create_stage(ApiId=api_id, StageName="api", DeploymentId=deployment)
        v2.create_route_response(ApiId=api_id, RouteId=ping["RouteId"], RouteResponseKey="$default")
        v2.create_integration_response(
            ApiId=api_id, IntegrationId=integrations["noop"], IntegrationResponseKey="$default"
        )
        yield server, api_id, arns
    finally:
        server.stop()


def _done(server: LabcloudProcess, arn: str) -> dict[str, Any]:
    sfn = server.boto3_client("stepfunctions")
    deadline = time.monotonic() + 60
    while True:
        found: dict[str, Any] = sfn.describe_execution(executionArn=arn)
        if found["status"] != "RUNNING" or time.monotonic() > deadline:
            return found
        time.sleep(0.02)


def _run(server: LabcloudProcess, arn: str, connection_id: str) -> dict[str, Any]:
    sfn = server.boto3_client("stepfunctions")
    started = sfn.start_execution(stateMachineArn=arn, input=json.dumps({"ConnectionID": connection_id}))
    return _done(server, started["executionArn"])


def _connection_id(server: LabcloudProcess, ws: Any) -> str:
    """The socket's id, from the input of the execution its ``ping`` started."""
    ws.send(json.dumps({"action": "ping"}))
    done = _done(server, json.loads(ws.recv(timeout=60))["executionArn"])
    connection_id: str = json.loads(done["input"])["ConnectionID"]
    return connection_id


def test_a_workflow_answers_the_client_on_its_connection(
    patterned: tuple[LabcloudProcess, str, dict[str, str]],
) -> None:
    server, api_id, _ = patterned
    with open_socket(server, api_id, stage="api") as ws:
        ws.send(json.dumps({"note": "hi"}))  # $default: one-way, the execution posts back
        assert json.loads(ws.recv(timeout=60)) == {"Message": MESSAGE}


def test_a_route_response_made_after_the_deployment_makes_the_route_two_way(
    patterned: tuple[LabcloudProcess, str, dict[str, str]],
) -> None:
    server, api_id, arns = patterned
    with open_socket(server, api_id, stage="api") as ws:
        ws.send(json.dumps({"action": "ping"}))
        answer = json.loads(ws.recv(timeout=60))
        assert answer["executionArn"].startswith(arns["noop"].replace(":stateMachine:", ":execution:"))


def test_denied_gone_and_unsigned_fail_the_task_with_the_status(
    patterned: tuple[LabcloudProcess, str, dict[str, str]],
) -> None:
    server, api_id, arns = patterned
    with open_socket(server, api_id, stage="api") as ws:
        connection_id = _connection_id(server, ws)
        denied = _run(server, arns["denied"], connection_id)
        assert (denied["status"], denied["error"]) == ("FAILED", "ApiGateway.403")
        assert "execute-api:ManageConnections" in denied["cause"]
        unsigned = _run(server, arns["unsigned"], connection_id)
        assert (unsigned["status"], unsigned["error"]) == ("FAILED", "ApiGateway.403")
        assert "Missing Authentication Token" in unsigned["cause"]
        posted = _run(server, arns["poster"], connection_id)
        assert posted["status"] == "SUCCEEDED", posted
        output = json.loads(posted["output"])
        assert (output["StatusCode"], output["StatusText"]) == (200, "OK")
        assert json.loads(ws.recv(timeout=60)) == {"Message": MESSAGE}
    gone = _run(server, arns["poster"], connection_id)
    assert (gone["status"], gone["error"]) == ("FAILED", "ApiGateway.410")
    put = _run(server, arns["put"], connection_id)  # @connections knows POST, GET and DELETE
    assert (put["status"], put["error"]) == ("FAILED", "ApiGateway.404")
    # any other path on a WebSocket API's endpoint is a plain HTTP request there: 426
    plain = _run(server, arns["no-upgrade"], connection_id)
    assert (plain["status"], plain["error"]) == ("FAILED", "ApiGateway.426")
