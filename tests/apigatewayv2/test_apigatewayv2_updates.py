"""Partial updates of HTTP and WebSocket API parts (UpdateRoute, UpdateIntegration, UpdateStage,
UpdateDeployment, UpdateRouteResponse) and stage route settings (throttling, DeleteRouteSettings): AWS's answer shapes, the exact error codes, and the effect on
the next request over HTTP (live on an AutoDeploy stage, after CreateDeployment on one without)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def _version(labcloud: LabcloudProcess, api_id: str, path: str) -> tuple[int, str | None]:
    """The status of a request and the payload version of the event the echo function saw."""
    status, _, body = http(url(labcloud, api_id, path))
    if status != 200:
        return status, None
    event = json.loads(body)
    return status, event.get("version")


def _api(labcloud: LabcloudProcess, v2: Any) -> tuple[str, str, str, str]:
    fn = deploy_function(labcloud, "httpapi-upd-echo")
    api_id = v2.create_api(Name="upd", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, fn, api_id)
    two = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    one = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="1.0"
    )["IntegrationId"]
    return fn, api_id, two, one


def test_update_route_and_integration_are_live_on_an_auto_deploy_stage(
    labcloud: LabcloudProcess, v2: Any
) -> None:
    _, api_id, two, one = _api(labcloud, v2)
    route = v2.create_route(ApiId=api_id, RouteKey="GET /a", Target=f"integrations/{two}")
    v2.create_route(ApiId=api_id, RouteKey="GET /taken", Target=f"integrations/{two}")
    v2.create_stage(ApiId=api_id, StageName="live", AutoDeploy=True)
    assert _version(labcloud, api_id, "/live/a") == (200, "2.0")

    # Only Target changes; the answer is the whole route, as GetRoute shows it.
    updated = v2.update_route(ApiId=api_id, RouteId=route["RouteId"], Target=f"integrations/{one}")
    updated.pop("ResponseMetadata")
    assert updated["RouteKey"] == "GET /a" and updated["Target"] == f"integrations/{one}"
    assert updated["RouteId"] == route["RouteId"] and updated["AuthorizationType"] == "NONE"
    got = v2.get_route(ApiId=api_id, RouteId=route["RouteId"])
    got.pop("ResponseMetadata")
    assert got == updated
    assert _version(labcloud, api_id, "/live/a") == (200, "1.0")

    # RouteKey moves the route; the old path is gone (404), the new one served.
    v2.update_route(ApiId=api_id, RouteId=route["RouteId"], RouteKey="GET /b")
    assert _version(labcloud, api_id, "/live/a")[0] == 404
    assert _version(labcloud, api_id, "/live/b") == (200, "1.0")

    # Authorization: AWS_IAM makes an unsigned request 403; back to NONE serves it again.
    iam_route = v2.update_route(ApiId=api_id, RouteId=route["RouteId"], AuthorizationType="AWS_IAM")
    assert iam_route["AuthorizationType"] == "AWS_IAM"
    assert _version(labcloud, api_id, "/live/b")[0] == 403
    v2.update_route(ApiId=api_id, RouteId=route["RouteId"], AuthorizationType="NONE")
    assert _version(labcloud, api_id, "/live/b") == (200, "1.0")

    # The integration's payload version changes the next event.
    integration = v2.update_integration(ApiId=api_id, IntegrationId=one, PayloadFormatVersion="2.0")
    assert integration["IntegrationId"] == one and integration["PayloadFormatVersion"] == "2.0"
    assert integration["IntegrationType"] == "AWS_PROXY" and integration["TimeoutInMillis"] == 30000
    assert integration["IntegrationMethod"] == "POST"
    assert _version(labcloud, api_id, "/live/b") == (200, "2.0")
    got_integration = v2.get_integration(ApiId=api_id, IntegrationId=one)
    got_integration.pop("ResponseMetadata")
    integration.pop("ResponseMetadata")
    assert got_integration == integration

    # Errors: unknown ids, the create's validation, a key another route holds.
    rid = route["RouteId"]
    assert _code(v2.update_route, ApiId=api_id, RouteId="nope123", Target="x") == "NotFoundException"
    assert _code(v2.update_route, ApiId="nosuchapi", RouteId=rid) == "NotFoundException"
    assert _code(v2.update_route, ApiId=api_id, RouteId=rid, RouteKey="GET /taken") == "ConflictException"
    assert _code(v2.update_route, ApiId=api_id, RouteId=rid, RouteKey="FETCH") == "BadRequestException"
    assert (
        _code(v2.update_route, ApiId=api_id, RouteId=rid, Target="integrations/nope") == "BadRequestException"
    )
    assert _code(v2.update_route, ApiId=api_id, RouteId=rid, AuthorizationType="JWT") == "BadRequestException"
    assert (
        _code(v2.update_integration, ApiId=api_id, IntegrationId="nope123", TimeoutInMillis=100)
        == "NotFoundException"
    )
    assert (
        _code(v2.update_integration, ApiId=api_id, IntegrationId=one, PayloadFormatVersion="3.0")
        == "BadRequestException"
    )
    assert (
        _code(v2.update_integration, ApiId=api_id, IntegrationId=one, TimeoutInMillis=40000)
        == "BadRequestException"
    )
    assert (
        _code(v2.update_integration, ApiId=api_id, IntegrationId=one, IntegrationUri="http://example.com/")
        == "BadRequestException"
    )
    # A refused update changed nothing.
    assert v2.get_route(ApiId=api_id, RouteId=rid)["RouteKey"] == "GET /b"
    assert v2.get_integration(ApiId=api_id, IntegrationId=one)["TimeoutInMillis"] == 30000


def test_a_stage_without_auto_deploy_serves_its_deployment_until_the_next(
    labcloud: LabcloudProcess, v2: Any
) -> None:
    _, api_id, two, one = _api(labcloud, v2)
    route = v2.create_route(ApiId=api_id, RouteKey="GET /a", Target=f"integrations/{two}")
    v2.create_stage(ApiId=api_id, StageName="prod", StageVariables={"keep": "1", "drop": "2"})
    first = v2.create_deployment(ApiId=api_id, StageName="prod")["DeploymentId"]
    assert _version(labcloud, api_id, "/prod/a") == (200, "2.0")

    v2.update_route(ApiId=api_id, RouteId=route["RouteId"], Target=f"integrations/{one}")
    assert _version(labcloud, api_id, "/prod/a") == (200, "2.0")  # still the deployment
    second = v2.create_deployment(ApiId=api_id, StageName="prod")["DeploymentId"]
    assert _version(labcloud, api_id, "/prod/a") == (200, "1.0")

    # UpdateStage: back to the first deployment; variables merged, an empty value removes one.
    stage = v2.update_stage(
        ApiId=api_id,
        StageName="prod",
        DeploymentId=first,
        Description="rolled back",
        StageVariables={"drop": "", "new": "3"},
    )
    assert stage["StageName"] == "prod" and stage["DeploymentId"] == first
    assert stage["StageVariables"] == {"keep": "1", "new": "3"} and stage["Description"] == "rolled back"
    assert stage["AutoDeploy"] is False and "CreatedDate" in stage and "LastUpdatedDate" in stage
    status, _, body = http(url(labcloud, api_id, "/prod/a"))
    event = json.loads(body)
    assert status == 200 and event["version"] == "2.0"
    assert event["stageVariables"] == {"keep": "1", "new": "3"}

    # AutoDeploy on: the stage serves the API as it is.
    auto = v2.update_stage(ApiId=api_id, StageName="prod", AutoDeploy=True)
    assert auto["AutoDeploy"] is True and auto["Description"] == "rolled back"
    assert _version(labcloud, api_id, "/prod/a") == (200, "1.0")

    # AutoDeploy off again: the stage keeps what it served (a deployment of the API as it was).
    off = v2.update_stage(ApiId=api_id, StageName="prod", AutoDeploy=False, DeploymentId=second)
    assert off["DeploymentId"] == second
    v2.update_route(ApiId=api_id, RouteId=route["RouteId"], Target=f"integrations/{two}")
    assert _version(labcloud, api_id, "/prod/a") == (200, "1.0")

    # UpdateDeployment changes the description only.
    dep = v2.update_deployment(ApiId=api_id, DeploymentId=first, Description="v1")
    assert dep["DeploymentId"] == first and dep["Description"] == "v1"
    assert dep["DeploymentStatus"] == "DEPLOYED" and "_snapshot" not in dep
    assert v2.get_deployment(ApiId=api_id, DeploymentId=first)["Description"] == "v1"

    assert _code(v2.update_stage, ApiId=api_id, StageName="nope", Description="x") == "NotFoundException"
    assert (
        _code(v2.update_stage, ApiId=api_id, StageName="prod", DeploymentId="zzzzzz") == "BadRequestException"
    )
    assert (
        _code(
            v2.update_stage,
            ApiId=api_id,
            StageName="prod",
            AccessLogSettings={"DestinationArn": "arn:aws:logs:us-east-1:000000000000:log-group:g"},
        )
        == "BadRequestException"
    )
    assert (
        _code(v2.update_stage, ApiId=api_id, StageName="prod", AutoDeploy=True, DeploymentId=first)
        == "BadRequestException"
    )
    assert (
        _code(
            v2.update_stage,
            ApiId=api_id,
            StageName="prod",
            RouteSettings={"GET /nope": {"ThrottlingBurstLimit": 1}},
        )
        == "BadRequestException"
    )
    assert (
        _code(v2.update_deployment, ApiId=api_id, DeploymentId="zzzzzz", Description="x")
        == "NotFoundException"
    )


def test_websocket_route_and_route_response_updates(labcloud: LabcloudProcess, v2: Any) -> None:
    api_id = v2.create_api(
        Name="ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    fn = "arn:aws:lambda:us-east-1:000000000000:function:ws-fn"
    integration = v2.create_integration(ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn)
    route = v2.create_route(ApiId=api_id, RouteKey="send")
    updated = v2.update_route(
        ApiId=api_id,
        RouteId=route["RouteId"],
        Target=f"integrations/{integration['IntegrationId']}",
        RouteResponseSelectionExpression="$default",
    )
    assert updated["RouteKey"] == "send" and updated["RouteResponseSelectionExpression"] == "$default"
    timeout = v2.update_integration(
        ApiId=api_id, IntegrationId=integration["IntegrationId"], TimeoutInMillis=1000
    )
    assert timeout["TimeoutInMillis"] == 1000 and timeout["IntegrationUri"] == fn
    assert (
        _code(v2.update_route, ApiId=api_id, RouteId=route["RouteId"], AuthorizationType="AWS_IAM")
        == "BadRequestException"
    )
    response = v2.create_route_response(ApiId=api_id, RouteId=route["RouteId"], RouteResponseKey="$default")
    again = v2.update_route_response(
        ApiId=api_id,
        RouteId=route["RouteId"],
        RouteResponseId=response["RouteResponseId"],
        RouteResponseKey="$default",
    )
    assert again["RouteResponseId"] == response["RouteResponseId"] and again["RouteResponseKey"] == "$default"
    assert (
        _code(
            v2.update_route_response,
            ApiId=api_id,
            RouteId=route["RouteId"],
            RouteResponseId=response["RouteResponseId"],
            RouteResponseKey="other",
        )
        == "BadRequestException"
    )
    assert (
        _code(v2.update_route_response, ApiId=api_id, RouteId=route["RouteId"], RouteResponseId="nope")
        == "NotFoundException"
    )


def test_update_route_with_the_cli(labcloud: LabcloudProcess, v2: Any) -> None:
    _, api_id, two, one = _api(labcloud, v2)
    route = v2.create_route(ApiId=api_id, RouteKey="GET /c", Target=f"integrations/{two}")
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    out = labcloud.aws_json(
        "apigatewayv2",
        "update-route",
        "--api-id",
        api_id,
        "--route-id",
        route["RouteId"],
        "--target",
        f"integrations/{one}",
    )
    assert out["RouteId"] == route["RouteId"] and out["Target"] == f"integrations/{one}"
    assert _version(labcloud, api_id, "/c") == (200, "1.0")
    missing = labcloud.aws(
        "apigatewayv2", "update-route", "--api-id", api_id, "--route-id", "nope", check=False
    )
    assert missing.returncode != 0 and "NotFoundException" in missing.stderr


def test_updates_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        v2 = server.boto3_client("apigatewayv2")
        fn = "arn:aws:lambda:us-east-1:000000000000:function:kept"
        api_id = v2.create_api(Name="kept", ProtocolType="HTTP")["ApiId"]
        iid = v2.create_integration(
            ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="2.0"
        )["IntegrationId"]
        rid = v2.create_route(ApiId=api_id, RouteKey="GET /a")["RouteId"]
        v2.create_stage(ApiId=api_id, StageName="s", StageVariables={"a": "1"})
        v2.update_route(ApiId=api_id, RouteId=rid, RouteKey="GET /b", Target=f"integrations/{iid}")
        v2.update_integration(ApiId=api_id, IntegrationId=iid, TimeoutInMillis=500)
        v2.update_stage(ApiId=api_id, StageName="s", StageVariables={"b": "2"})
        server.kill()
        server.start()
        v2 = server.boto3_client("apigatewayv2")
        route = v2.get_route(ApiId=api_id, RouteId=rid)
        assert route["RouteKey"] == "GET /b" and route["Target"] == f"integrations/{iid}"
        assert v2.get_integration(ApiId=api_id, IntegrationId=iid)["TimeoutInMillis"] == 500
        assert v2.get_stage(ApiId=api_id, StageName="s")["StageVariables"] == {"a": "1", "b": "2"}
    finally:
        server.stop()


def test_route_settings_throttle_routes(labcloud: LabcloudProcess, v2: Any) -> None:
    _, api_id, two, _ = _api(labcloud, v2)
    v2.create_route(ApiId=api_id, RouteKey="GET /t", Target=f"integrations/{two}")
    v2.create_route(ApiId=api_id, RouteKey="GET /free", Target=f"integrations/{two}")
    tight = {"ThrottlingBurstLimit": 1, "ThrottlingRateLimit": 0.001}
    stage = v2.create_stage(
        ApiId=api_id, StageName="$default", AutoDeploy=True, RouteSettings={"GET /t": tight}
    )
    assert stage["RouteSettings"] == {"GET /t": {**tight, "DetailedMetricsEnabled": False}}
    assert stage["DefaultRouteSettings"] == {"DetailedMetricsEnabled": False}
    assert _version(labcloud, api_id, "/t") == (200, "2.0")
    status, headers, body = http(url(labcloud, api_id, "/t"))
    assert (status, json.loads(body)) == (429, {"message": "Too Many Requests"}) and headers[
        "apigw-requestid"
    ]
    assert [_version(labcloud, api_id, "/free")[0] for _ in range(3)] == [200, 200, 200]

    # UpdateStage merges route settings by key; new limits start a full bucket.
    loose = v2.update_stage(
        ApiId=api_id, StageName="$default", RouteSettings={"GET /t": {"ThrottlingBurstLimit": 5}}
    )
    assert loose["RouteSettings"]["GET /t"] == {"ThrottlingBurstLimit": 5, "DetailedMetricsEnabled": False}
    assert _version(labcloud, api_id, "/t") == (200, "2.0")
    # Stage defaults apply to routes without their own settings.
    closed = {"ThrottlingBurstLimit": 0, "ThrottlingRateLimit": 0.0}
    v2.update_stage(ApiId=api_id, StageName="$default", DefaultRouteSettings=closed)
    assert _version(labcloud, api_id, "/free")[0] == 429
    assert _version(labcloud, api_id, "/t")[0] == 200
    v2.delete_route_settings(ApiId=api_id, StageName="$default", RouteKey="GET /t")
    assert v2.get_stage(ApiId=api_id, StageName="$default")["RouteSettings"] == {}
    assert _version(labcloud, api_id, "/t")[0] == 429

    code = _code(v2.delete_route_settings, ApiId=api_id, StageName="$default", RouteKey="GET /t")
    assert code == "NotFoundException"
    code = _code(v2.delete_route_settings, ApiId=api_id, StageName="nope", RouteKey="GET /t")
    assert code == "NotFoundException"
    for settings in (
        {"RouteSettings": {"GET /missing": {"ThrottlingBurstLimit": 1}}},
        {"DefaultRouteSettings": {"DetailedMetricsEnabled": True}},
        {"DefaultRouteSettings": {"LoggingLevel": "INFO"}},
        {"DefaultRouteSettings": {"ThrottlingBurstLimit": -1}},
    ):
        assert _code(v2.update_stage, ApiId=api_id, StageName="$default", **settings) == "BadRequestException"
        assert _code(v2.create_stage, ApiId=api_id, StageName="other", **settings) == "BadRequestException"
    ws = v2.create_api(Name="ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.a")[
        "ApiId"
    ]
    assert (
        _code(v2.create_stage, ApiId=ws, StageName="s", DefaultRouteSettings={"ThrottlingRateLimit": 1.0})
        == "BadRequestException"
    )
    assert v2.create_stage(ApiId=ws, StageName="s", DefaultRouteSettings={"LoggingLevel": "OFF"})[
        "DefaultRouteSettings"
    ] == {"LoggingLevel": "OFF", "DetailedMetricsEnabled": False}
