"""HTTP APIs' control plane with boto3: APIs, quick create, routes, integrations, stages, deployments,
tags, CORS, each error path's exact code, and an API kept over a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import http, url

from labcloud.testing.server_process import LabcloudProcess

FN = "arn:aws:lambda:us-east-1:000000000000:function:nothing"


def code_of(call: Any, *args: Any, **kwargs: Any) -> tuple[str, int]:
    with pytest.raises(ClientError) as caught:
        call(*args, **kwargs)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]


def test_api_lifecycle(v2: Any) -> None:
    api = v2.create_api(Name="shop", ProtocolType="HTTP", Description="d", Tags={"team": "a"})
    assert (
        api["ProtocolType"] == "HTTP"
        and api["RouteSelectionExpression"] == "${request.method} ${request.path}"
    )
    assert api["ApiEndpoint"].startswith(f"http://{api['ApiId']}.execute-api.localhost:")
    assert v2.get_api(ApiId=api["ApiId"])["Name"] == "shop"
    assert api["ApiId"] in [a["ApiId"] for a in v2.get_apis()["Items"]]
    updated = v2.update_api(
        ApiId=api["ApiId"], Name="shop2", CorsConfiguration={"AllowOrigins": ["http://x"]}
    )
    assert updated["Name"] == "shop2" and updated["CorsConfiguration"] == {"AllowOrigins": ["http://x"]}
    v2.delete_api(ApiId=api["ApiId"])
    assert code_of(v2.get_api, ApiId=api["ApiId"]) == ("NotFoundException", 404)
    assert code_of(v2.delete_api, ApiId=api["ApiId"]) == ("NotFoundException", 404)


def test_websocket_and_bad_apis_are_refused(v2: Any) -> None:
    # a WebSocket API needs its route selection expression (test_apigatewayv2_websocket.py has the rest)
    assert code_of(v2.create_api, Name="ws", ProtocolType="WEBSOCKET") == ("BadRequestException", 400)
    assert code_of(v2.create_api, Name="x", ProtocolType="HTTP", RouteKey="GET /") == (
        "BadRequestException",
        400,
    )
    assert code_of(
        v2.create_api,
        Name="x",
        ProtocolType="HTTP",
        CorsConfiguration={"AllowOrigins": ["*"], "AllowCredentials": True},
    ) == ("BadRequestException", 400)


def test_quick_create_makes_route_integration_and_auto_deployed_default_stage(v2: Any) -> None:
    api = v2.create_api(Name="quick", ProtocolType="HTTP", Target=FN)
    routes = v2.get_routes(ApiId=api["ApiId"])["Items"]
    integrations = v2.get_integrations(ApiId=api["ApiId"])["Items"]
    stages = v2.get_stages(ApiId=api["ApiId"])["Items"]
    assert [r["RouteKey"] for r in routes] == ["$default"]
    assert routes[0]["Target"] == f"integrations/{integrations[0]['IntegrationId']}"
    assert (
        integrations[0]["IntegrationType"] == "AWS_PROXY" and integrations[0]["PayloadFormatVersion"] == "2.0"
    )
    assert [(s["StageName"], s["AutoDeploy"]) for s in stages] == [("$default", True)]


def test_routes_integrations_stages_and_their_errors(v2: Any) -> None:
    api_id = v2.create_api(Name="parts", ProtocolType="HTTP")["ApiId"]
    integration = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=FN, PayloadFormatVersion="2.0"
    )
    iid = integration["IntegrationId"]
    assert v2.get_integration(ApiId=api_id, IntegrationId=iid)["IntegrationUri"] == FN
    route = v2.create_route(ApiId=api_id, RouteKey="GET /items/{id}", Target=f"integrations/{iid}")
    assert v2.get_route(ApiId=api_id, RouteId=route["RouteId"])["RouteKey"] == "GET /items/{id}"
    assert code_of(v2.create_route, ApiId=api_id, RouteKey="GET /items/{id}") == ("ConflictException", 409)
    assert code_of(v2.create_route, ApiId=api_id, RouteKey="FETCH /x") == ("BadRequestException", 400)
    assert code_of(v2.create_route, ApiId=api_id, RouteKey="GET /{proxy+}/x") == ("BadRequestException", 400)
    assert code_of(v2.create_route, ApiId=api_id, RouteKey="GET /y", Target="integrations/nope") == (
        "BadRequestException",
        400,
    )
    assert code_of(v2.create_route, ApiId=api_id, RouteKey="GET /z", AuthorizationType="JWT") == (
        "BadRequestException",
        400,
    )
    assert code_of(v2.get_route, ApiId=api_id, RouteId="nope") == ("NotFoundException", 404)
    assert code_of(v2.delete_integration, ApiId=api_id, IntegrationId=iid) == ("ConflictException", 409)
    assert code_of(v2.get_integration, ApiId=api_id, IntegrationId="nope") == ("NotFoundException", 404)
    for bad in (
        {"IntegrationType": "AWS_PROXY", "IntegrationUri": FN},  # no payload format version
        {
            "IntegrationType": "HTTP_PROXY",
            "IntegrationUri": "http://example.com/",
            "IntegrationMethod": "GET",
        },
        {"IntegrationType": "MOCK"},
        {
            "IntegrationType": "AWS_PROXY",
            "IntegrationUri": FN,
            "PayloadFormatVersion": "2.0",
            "TimeoutInMillis": 40000,
        },
    ):
        assert code_of(v2.create_integration, ApiId=api_id, **bad) == ("BadRequestException", 400)
    stage = v2.create_stage(ApiId=api_id, StageName="prod", StageVariables={"color": "blue"})
    assert stage["StageVariables"] == {"color": "blue"} and stage["AutoDeploy"] is False
    assert code_of(v2.create_stage, ApiId=api_id, StageName="prod") == ("ConflictException", 409)
    assert code_of(v2.get_stage, ApiId=api_id, StageName="nope") == ("NotFoundException", 404)
    deployment = v2.create_deployment(ApiId=api_id, StageName="prod")
    assert v2.get_stage(ApiId=api_id, StageName="prod")["DeploymentId"] == deployment["DeploymentId"]
    assert code_of(v2.create_deployment, ApiId=api_id, StageName="nope") == ("NotFoundException", 404)
    v2.delete_route(ApiId=api_id, RouteId=route["RouteId"])
    v2.delete_integration(ApiId=api_id, IntegrationId=iid)
    v2.delete_stage(ApiId=api_id, StageName="prod")
    assert v2.get_routes(ApiId=api_id)["Items"] == [] and v2.get_stages(ApiId=api_id)["Items"] == []
    assert code_of(v2.get_routes, ApiId="nope") == ("NotFoundException", 404)


def test_tags(v2: Any) -> None:
    api_id = v2.create_api(Name="tagged", ProtocolType="HTTP")["ApiId"]
    arn = f"arn:aws:apigateway:us-east-1::/apis/{api_id}"
    v2.tag_resource(ResourceArn=arn, Tags={"a": "1", "b": "2"})
    v2.untag_resource(ResourceArn=arn, TagKeys=["a"])
    assert v2.get_tags(ResourceArn=arn)["Tags"] == {"b": "2"}
    assert code_of(v2.get_tags, ResourceArn="arn:aws:apigateway:us-east-1::/apis/nope") == (
        "NotFoundException",
        404,
    )
    assert code_of(v2.tag_resource, ResourceArn=arn, Tags={"aws:x": "1"}) == ("BadRequestException", 400)


def test_an_http_api_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        v2 = server.boto3_client("apigatewayv2")
        api_id = v2.create_api(Name="kept", ProtocolType="HTTP", Target=FN)["ApiId"]
        server.kill()
        server.start()
        v2 = server.boto3_client("apigatewayv2")
        assert v2.get_api(ApiId=api_id)["Name"] == "kept"
        assert [r["RouteKey"] for r in v2.get_routes(ApiId=api_id)["Items"]] == ["$default"]
        assert v2.get_stage(ApiId=api_id, StageName="$default")["AutoDeploy"] is True
        # still served as an HTTP API: its route found, the (absent) function not allowed → AWS's 500
        status, _, body = http(url(server, api_id, "/anything"))
        assert (status, body) == (500, b'{"message": "Internal Server Error"}')
    finally:
        server.stop()
