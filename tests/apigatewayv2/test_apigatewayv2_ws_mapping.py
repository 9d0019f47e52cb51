"""Integration responses and models at work, with a real WebSocket client: a two-way route to a non-proxy
(``AWS``) Lambda integration sends the function's answer through the matching integration response's VTL
template (chosen by key and TemplateSelectionExpression; CONVERT_TO_BINARY as a binary frame); none
matching is AWS's "Internal server error"; a proxy integration's answer still goes back whole, as on AWS.
A route's RequestModels validate messages before the function runs ("Invalid request body")."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function
from websocket_helpers import open_socket

from labcloud.testing.server_process import LabcloudProcess

CODE = """
import base64, json

def handler(event, context):
    if "requestContext" in event:  # the proxy route
        return {"statusCode": 200, "body": "proxy:" + event["body"]}
    if event.get("action") == "bin":
        return base64.b64encode(b"\\x00\\x01raw").decode()
    return {"loud": event["text"].upper(), "n": len(event["text"])}
"""


def _invocation(arn: str) -> str:
    return f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{arn}/invocations"


def _two_way(v2: Any, api: str, key: str, integration: str) -> None:
    route = v2.create_route(
        ApiId=api,
        RouteKey=key,
        Target=f"integrations/{integration}",
        RouteResponseSelectionExpression="$default",
    )
    v2.create_route_response(ApiId=api, RouteId=route["RouteId"], RouteResponseKey="$default")


@pytest.fixture
def mapped_api(labcloud: LabcloudProcess, v2: Any) -> str:
    arn = deploy_function(labcloud, "ws-mapped", CODE)
    api = v2.create_api(
        Name="mapped", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    allow(labcloud, arn, api)

    def integration(kind: str) -> str:
        made = v2.create_integration(ApiId=api, IntegrationType=kind, IntegrationUri=_invocation(arn))
        return str(made["IntegrationId"])

    shout, status, unmapped, binary, proxy = (
        integration(k) for k in ("AWS", "AWS", "AWS", "AWS", "AWS_PROXY")
    )
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=shout,
        IntegrationResponseKey="$default",
        TemplateSelectionExpression="\\$default",
        ResponseTemplates={
            "$default": '{"said": "$input.path(\'$.loud\')", "length": $input.json(\'$.n\'), '
            '"route": "$context.routeKey", "stage": "$stageVariables.flavour"}'
        },
    )
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=status,
        IntegrationResponseKey="/5\\d\\d/",
        ResponseTemplates={"$default": "server error"},
    )
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=status,
        IntegrationResponseKey="/2\\d\\d/",
        TemplateSelectionExpression="${integration.response.statuscode}",
        ResponseTemplates={"200": "status 200: $input.path('$.loud')", "$default": "other"},
    )
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=binary,
        IntegrationResponseKey="$default",
        ContentHandlingStrategy="CONVERT_TO_BINARY",
        ResponseTemplates={"$default": "$input.path('$')"},  # the function answers a JSON string
    )
    v2.create_integration_response(
        ApiId=api,
        IntegrationId=proxy,
        IntegrationResponseKey="$default",
        ResponseTemplates={"$default": "never"},
    )
    for key, target in (("shout", shout), ("status", status), ("unmapped", unmapped), ("bin", binary)):
        _two_way(v2, api, key, target)
    _two_way(v2, api, "$default", proxy)
    v2.create_route(ApiId=api, RouteKey="oneway", Target=f"integrations/{shout}")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True, StageVariables={"flavour": "mint"})
    return str(api)


def test_a_two_way_route_maps_the_answer(labcloud: LabcloudProcess, mapped_api: str) -> None:
    with open_socket(labcloud, mapped_api) as ws:
        ws.send(json.dumps({"action": "shout", "text": "hello"}))
        assert json.loads(ws.recv(timeout=60)) == {
            "said": "HELLO",
            "length": 5,
            "route": "shout",
            "stage": "mint",
        }
        ws.send(json.dumps({"action": "status", "text": "hi"}))
        assert ws.recv(timeout=60) == "status 200: HI"
        ws.send(json.dumps({"action": "bin"}))
        assert ws.recv(timeout=60) == b"\x00\x01raw"
        ws.send(json.dumps({"action": "unmapped", "text": "x"}))
        error = json.loads(ws.recv(timeout=60))
        assert error["message"] == "Internal server error" and error["connectionId"]
        # one-way: nothing comes back; the next two-way answer is the next frame
        ws.send(json.dumps({"action": "oneway", "text": "quiet"}))
        ws.send("plain text")
        assert ws.recv(timeout=60) == "proxy:plain text"  # a proxy's answer, whole (its template unused)


def test_non_proxy_integration_checks(v2: Any, labcloud: LabcloudProcess) -> None:
    api = v2.create_api(
        Name="checks", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    uri = _invocation("arn:aws:lambda:us-east-1:000000000000:function:x")
    for bad in (
        {"IntegrationType": "AWS", "IntegrationUri": uri, "PassthroughBehavior": "ALWAYS"},
        {"IntegrationType": "AWS", "IntegrationUri": uri, "IntegrationMethod": "GET"},
        {
            "IntegrationType": "AWS",
            "IntegrationUri": uri,
            "CredentialsArn": "arn:aws:iam::000000000000:user/u",  # a role ARN only
        },
        {"IntegrationType": "AWS_PROXY", "IntegrationUri": uri, "PassthroughBehavior": "WHEN_NO_MATCH"},
        {"IntegrationType": "MOCK"},
    ):
        with pytest.raises(ClientError) as caught:
            v2.create_integration(ApiId=api, **bad)
        assert caught.value.response["Error"]["Code"] == "BadRequestException", bad
    made = v2.create_integration(ApiId=api, IntegrationType="AWS", IntegrationUri=uri)
    assert (made["IntegrationType"], made["PassthroughBehavior"], made["IntegrationMethod"]) == (
        "AWS",
        "WHEN_NO_MATCH",
        "POST",
    )
    with pytest.raises(ClientError) as caught:
        v2.create_route(ApiId=api, RouteKey="$connect", Target=f"integrations/{made['IntegrationId']}")
    assert caught.value.response["Error"]["Code"] == "BadRequestException"
    with pytest.raises(ClientError) as caught:
        v2.create_integration_response(
            ApiId=api,
            IntegrationId=made["IntegrationId"],
            IntegrationResponseKey="$default",
            TemplateSelectionExpression="$request.body.kind",
        )
    assert caught.value.response["Error"]["Code"] == "BadRequestException"


def test_request_models_validate_messages(labcloud: LabcloudProcess, v2: Any) -> None:
    arn = deploy_function(labcloud, "ws-validated", CODE)
    api = v2.create_api(
        Name="valid", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    allow(labcloud, arn, api)
    proxy = v2.create_integration(ApiId=api, IntegrationType="AWS_PROXY", IntegrationUri=_invocation(arn))
    schema = {
        "$schema": "http://json-schema.org/draft-04/schema#",
        "type": "object",
        "properties": {"text": {"type": "string", "maxLength": 5}},
        "required": ["text"],
    }
    v2.create_model(ApiId=api, Name="Short", Schema=json.dumps(schema))
    v2.create_model(ApiId=api, Name="Any", Schema=json.dumps({"type": "object"}))
    target = f"integrations/{proxy['IntegrationId']}"
    for key, models, expression in (
        ("say", {"$default": "Short"}, "$default"),
        ("pick", {"strict": "Short", "loose": "Any"}, "$request.body.kind"),
    ):
        route = v2.create_route(
            ApiId=api,
            RouteKey=key,
            Target=target,
            RouteResponseSelectionExpression="$default",
            RequestModels=models,
            ModelSelectionExpression=expression,
        )
        v2.create_route_response(ApiId=api, RouteId=route["RouteId"], RouteResponseKey="$default")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True)
    with open_socket(labcloud, api) as ws:
        ws.send(json.dumps({"action": "say", "text": "hi"}))
        assert ws.recv(timeout=60) == 'proxy:{"action": "say", "text": "hi"}'
        for refused in (
            {"action": "say", "text": "far too long"},
            {"action": "say"},
            {"action": "pick", "kind": "strict", "text": 1},
            {"action": "pick", "kind": "other", "text": "x"},  # selects no model, and no $default
        ):
            ws.send(json.dumps(refused))
            answer = json.loads(ws.recv(timeout=60))
            assert answer["message"] == "Invalid request body" and answer["connectionId"], refused
        ws.send(json.dumps({"action": "pick", "kind": "loose", "text": 1}))
        assert ws.recv(timeout=60) == 'proxy:{"action": "pick", "kind": "loose", "text": 1}'
