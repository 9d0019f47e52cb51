"""WebSocket APIs' ``$connect`` authorization: a Lambda REQUEST authorizer (identity sources
``route.request.header.*`` / ``route.request.querystring.*``, AWS's event, an IAM policy answer) and
``AWS_IAM`` (a SigV4-signed handshake); refused handshakes get AWS's 401/403/500 instead of the upgrade,
and what the authorizer said reaches ``requestContext`` of the connection's later events."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function
from websocket_helpers import ROUTER, open_socket, ws_url
from websockets.exceptions import InvalidStatus

from labcloud.testing.server_process import LabcloudProcess

AUTHORIZER = """
import json

def handler(event, context):
    headers = {k.lower(): v for k, v in event["headers"].items()}
    token = headers.get("auth", "")
    if token == "boom":
        raise RuntimeError("boom")
    effect = "Allow" if token == "allow" else "Deny"
    return {
        "principalId": "user-1",
        "policyDocument": {
            "Version": "2012-10-17",
            "Statement": [{"Action": "execute-api:Invoke", "Effect": effect, "Resource": event["methodArn"]}],
        },
        "context": {"user": "alice", "seen": json.dumps({k: event[k] for k in ("type", "methodArn")})},
    }
"""


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield process
    finally:
        process.stop()


def _api(server: LabcloudProcess, name: str, **connect: Any) -> tuple[str, Any]:
    """$connect (with ``connect``'s authorization, or a fresh authorizer when ``connect`` is empty)
    and a two-way ``echo`` route to the ROUTER function, on stage ``prod``."""
    v2 = server.boto3_client("apigatewayv2")
    router = deploy_function(server, f"{name}-router", ROUTER)
    api_id = v2.create_api(
        Name=name, ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    allow(server, router, api_id)
    integration = v2.create_integration(ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=router)[
        "IntegrationId"
    ]
    if not connect:
        function = deploy_function(server, f"{name}-authorizer", AUTHORIZER)
        server.boto3_client("lambda").add_permission(
            FunctionName=function,
            StatementId="authorizer",
            Action="lambda:InvokeFunction",
            Principal="apigateway.amazonaws.com",
            SourceArn=f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/authorizers/*",
        )
        authorizer = v2.create_authorizer(
            ApiId=api_id,
            Name="tokens",
            AuthorizerType="REQUEST",
            AuthorizerUri=f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{function}/invocations",
            IdentitySource=["route.request.header.Auth", "route.request.querystring.room"],
        )
        assert authorizer["IdentitySource"] == ["route.request.header.Auth", "route.request.querystring.room"]
        assert "AuthorizerPayloadFormatVersion" not in authorizer
        connect = {"AuthorizationType": "CUSTOM", "AuthorizerId": authorizer["AuthorizerId"]}
    route = v2.create_route(
        ApiId=api_id, RouteKey="$connect", Target=f"integrations/{integration}", **connect
    )
    assert route["AuthorizationType"] == connect["AuthorizationType"]
    echo = v2.create_route(
        ApiId=api_id,
        RouteKey="echo",
        Target=f"integrations/{integration}",
        RouteResponseSelectionExpression="$default",
    )
    v2.create_route_response(ApiId=api_id, RouteId=echo["RouteId"], RouteResponseKey="$default")
    v2.create_stage(ApiId=api_id, StageName="prod", AutoDeploy=True)
    return api_id, v2


def _refused(server: LabcloudProcess, api_id: str, query: str = "", **kwargs: Any) -> tuple[int, Any]:
    with pytest.raises(InvalidStatus) as refused:
        open_socket(server, api_id, query=query, **kwargs)
    response = refused.value.response
    return response.status_code, json.loads(response.body)


def test_a_lambda_authorizer_admits_refuses_and_its_context_reaches_later_events(
    server: LabcloudProcess,
) -> None:
    api_id, _ = _api(server, "ws-lauth")
    assert _refused(server, api_id, "room=1") == (401, {"message": "Unauthorized"})  # no Auth header
    assert _refused(server, api_id, additional_headers={"Auth": "allow"}) == (
        401,
        {"message": "Unauthorized"},
    )
    assert _refused(server, api_id, "room=1", additional_headers={"Auth": "deny"}) == (
        403,
        {"message": "Forbidden"},
    )
    assert _refused(server, api_id, "room=1", additional_headers={"Auth": "boom"}) == (
        500,
        {"message": "Internal server error"},
    )
    with open_socket(server, api_id, query="room=1", additional_headers={"Auth": "allow"}) as ws:
        ws.send(json.dumps({"action": "echo"}))
        event = json.loads(ws.recv(timeout=60))["event"]
    authorizer = event["requestContext"]["authorizer"]
    assert isinstance(authorizer.pop("integrationLatency"), int)
    seen = json.loads(authorizer.pop("seen"))
    assert authorizer == {"principalId": "user-1", "user": "alice"}
    assert seen == {
        "type": "REQUEST",
        "methodArn": f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/$connect",
    }
    # the view's rows: the refusals with the decision, the handshake and the message with their invocations
    rows = [r for r in server.get("/_labcloud/apigateway/requests")["requests"] if r["api_id"] == api_id]
    assert [(r["route"], r["status"], (r["authorizer"] or {}).get("decision")) for r in rows] == [
        ("echo", 200, None),
        ("$connect", 200, "allowed"),
        ("$connect", 500, "error"),
        ("$connect", 403, "denied"),
        ("$connect", 401, "denied"),
        ("$connect", 401, "denied"),
    ]
    assert all(r["kind"] == "WebSocket" for r in rows)
    assert rows[1]["authorizer"] == {
        "type": "CUSTOM",
        "name": "tokens",
        "decision": "allowed",
        "cached": False,
    }
    assert [i["function"] for i in rows[0]["invocations"]] == ["ws-lauth-router"]
    assert [i["function"] for i in rows[1]["invocations"]] == ["ws-lauth-authorizer", "ws-lauth-router"]


def _signed_headers(server: LabcloudProcess, api_id: str, key: str, secret: str) -> dict[str, str]:
    target = ws_url(server, api_id).replace("ws://", "http://")
    request = AWSRequest(method="GET", url=target, data=b"")
    SigV4Auth(Credentials(key, secret), "execute-api", "us-east-1").add_auth(request)
    return {k: v for k, v in request.headers.items() if k.lower() != "host"}


def test_aws_iam_on_connect_takes_signed_handshakes_only(server: LabcloudProcess) -> None:
    api_id, _ = _api(server, "ws-iam", AuthorizationType="AWS_IAM")
    assert _refused(server, api_id) == (403, {"message": "Forbidden"})
    status, body = _refused(
        server, api_id, additional_headers=_signed_headers(server, api_id, "AKIAUNKNOWN0000000", "x")
    )
    assert (status, body) == (403, {"message": "The security token included in the request is invalid."})
    iam = server.boto3_client("iam")
    iam.create_user(UserName="ws-nobody")
    key = iam.create_access_key(UserName="ws-nobody")["AccessKey"]
    signed = _signed_headers(server, api_id, key["AccessKeyId"], key["SecretAccessKey"])
    assert _refused(server, api_id, additional_headers=signed) == (
        403,
        {
            "message": "User: arn:aws:iam::000000000000:user/ws-nobody is not authorized to perform: "
            f"execute-api:Invoke on resource: arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/$connect"
        },
    )
    with open_socket(
        server, api_id, additional_headers=_signed_headers(server, api_id, "test", "test")
    ) as ws:
        ws.send(json.dumps({"action": "echo"}))
        event = json.loads(ws.recv(timeout=60))["event"]
    identity = event["requestContext"]["identity"]
    assert identity["userArn"] == "arn:aws:iam::000000000000:root" and identity["accessKey"] == "test"
    assert "authorizer" not in event["requestContext"]


def test_websocket_authorization_refusals(server: LabcloudProcess) -> None:
    api_id, v2 = _api(server, "ws-refusals", AuthorizationType="NONE")
    function = "arn:aws:lambda:us-east-1:000000000000:function:nothing"
    base = {
        "ApiId": api_id,
        "Name": "a",
        "AuthorizerType": "REQUEST",
        "AuthorizerUri": function,
        "IdentitySource": ["route.request.querystring.token"],
    }
    for change in (
        {"AuthorizerType": "JWT"},
        {"IdentitySource": ["$request.header.Auth"]},
        {"AuthorizerPayloadFormatVersion": "2.0"},
        {"EnableSimpleResponses": True},
        {"AuthorizerResultTtlInSeconds": 300},
        {"AuthorizerUri": "not-a-function"},
    ):
        with pytest.raises(ClientError) as refused:
            v2.create_authorizer(**{**base, **change})
        assert refused.value.response["Error"]["Code"] == "BadRequestException", change
    made = v2.create_authorizer(**base)["AuthorizerId"]
    for kwargs in (
        {"RouteKey": "other", "AuthorizationType": "CUSTOM", "AuthorizerId": made},
        {"RouteKey": "other", "AuthorizationType": "AWS_IAM"},
        {"RouteKey": "$disconnect", "AuthorizationType": "AWS_IAM"},
        {"RouteKey": "$default", "AuthorizationType": "JWT", "AuthorizerId": made},
    ):
        with pytest.raises(ClientError) as refused:
            v2.create_route(ApiId=api_id, **kwargs)
        error = refused.value.response["Error"]
        assert error["Code"] == "BadRequestException", kwargs
    with pytest.raises(ClientError) as refused:
        v2.create_route(ApiId=api_id, RouteKey="other", AuthorizationType="AWS_IAM")
    assert (
        refused.value.response["Error"]["Message"]
        == "Currently, authorization is restricted to the $connect route only"
    )


def test_api_keys_on_connect_with_a_usage_plan(server: LabcloudProcess) -> None:
    api_id, v2 = _api(server, "ws-keys", AuthorizationType="NONE", ApiKeyRequired=True)
    apigw = server.boto3_client("apigateway")
    key = apigw.create_api_key(name="ws-client", enabled=True)
    with pytest.raises(ClientError) as missing:
        apigw.create_usage_plan(name="p", apiStages=[{"apiId": api_id, "stage": "nope"}])
    assert missing.value.response["Error"]["Code"] == "NotFoundException"
    plan = apigw.create_usage_plan(
        name="ws-plan", apiStages=[{"apiId": api_id, "stage": "prod"}], quota={"limit": 2, "period": "DAY"}
    )
    forbidden = (403, {"message": "Forbidden"})
    assert _refused(server, api_id) == forbidden  # no key
    assert (
        _refused(server, api_id, additional_headers={"x-api-key": key["value"]}) == forbidden
    )  # not on a plan
    apigw.create_usage_plan_key(usagePlanId=plan["id"], keyId=key["id"], keyType="API_KEY")
    assert (
        _refused(server, api_id, additional_headers={"x-api-key": "not-a-key-of-this-account"}) == forbidden
    )
    for _ in range(2):
        with open_socket(server, api_id, additional_headers={"x-api-key": key["value"]}) as ws:
            ws.send(json.dumps({"action": "echo"}))
            identity = json.loads(ws.recv(timeout=60))["event"]["requestContext"]["identity"]
        assert (identity["apiKey"], identity["apiKeyId"]) == (key["value"], key["id"])
    status, body = _refused(server, api_id, additional_headers={"x-api-key": key["value"]})
    assert (status, body) == (429, {"message": "Limit Exceeded"})
    with pytest.raises(ClientError) as elsewhere:
        v2.create_route(ApiId=api_id, RouteKey="other", ApiKeyRequired=True)
    assert elsewhere.value.response["Error"]["Code"] == "BadRequestException"
