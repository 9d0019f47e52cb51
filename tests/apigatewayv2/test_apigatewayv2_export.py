"""ExportApi (OpenAPI 3.0.1, JSON or YAML, with or without extensions, of the API or of a stage) and
ReimportApi; an export imported into a new API (ImportApi) answers the same over HTTP."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess

ISSUER = "https://issuer.example.com"


def build(v2: Any, function: str) -> str:
    """GET /items/{id} (Lambda proxy 2.0, open), POST /items (JWT with a scope), ANY /raw/{proxy+} (IAM),
    CORS, and an auto-deployed $default stage."""
    api = v2.create_api(
        Name="items",
        ProtocolType="HTTP",
        Description="item api",
        CorsConfiguration={
            "AllowOrigins": ["https://app.example.com"],
            "AllowMethods": ["GET"],
            "MaxAge": 60,
        },
    )["ApiId"]
    integration = v2.create_integration(
        ApiId=api, IntegrationType="AWS_PROXY", IntegrationUri=function, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    jwt = v2.create_authorizer(
        ApiId=api,
        Name="tokens",
        AuthorizerType="JWT",
        IdentitySource=["$request.header.Authorization"],
        JwtConfiguration={"Issuer": ISSUER, "Audience": ["items"]},
    )["AuthorizerId"]
    target = f"integrations/{integration}"
    v2.create_route(ApiId=api, RouteKey="GET /items/{id}", Target=target)
    v2.create_route(
        ApiId=api,
        RouteKey="POST /items",
        Target=target,
        AuthorizationType="JWT",
        AuthorizerId=jwt,
        AuthorizationScopes=["items/write"],
    )
    v2.create_route(ApiId=api, RouteKey="ANY /raw/{proxy+}", Target=target, AuthorizationType="AWS_IAM")
    v2.create_stage(ApiId=api, StageName="$default", AutoDeploy=True)
    return api


def exported(v2: Any, api: str, **extra: Any) -> dict[str, Any]:
    body = v2.export_api(ApiId=api, Specification="OAS30", **{"OutputType": "JSON", **extra})["body"].read()
    return yaml.safe_load(body) if extra.get("OutputType") == "YAML" else json.loads(body)


def test_export_with_extensions(labcloud: LabcloudProcess, v2: Any) -> None:
    function = deploy_function(labcloud, "items-export")
    api = build(v2, function)
    doc = exported(v2, api, StageName="$default")
    port = labcloud.endpoint.rsplit(":", 1)[1]
    assert doc["openapi"] == "3.0.1"
    assert doc["info"]["title"] == "items" and doc["info"]["description"] == "item api"
    assert doc["info"]["version"].endswith("UTC")
    assert doc["servers"] == [{"url": f"http://{api}.execute-api.localhost:{port}/"}]
    get = doc["paths"]["/items/{id}"]["get"]
    assert get["parameters"] == [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
    assert get["responses"] == {"default": {"description": "Default response for GET /items/{id}"}}
    assert "security" not in get
    assert get["x-amazon-apigateway-integration"] == {
        "type": "aws_proxy",
        "payloadFormatVersion": "2.0",
        "uri": function,
        "httpMethod": "POST",
        "connectionType": "INTERNET",
        "timeoutInMillis": 30000,
    }
    assert doc["paths"]["/items"]["post"]["security"] == [{"tokens": ["items/write"]}]
    raw = doc["paths"]["/raw/{proxy+}"]["x-amazon-apigateway-any-method"]
    assert raw["security"] == [{"sigv4": []}]
    assert doc["components"]["securitySchemes"]["tokens"] == {
        "type": "oauth2",
        "flows": {},
        "x-amazon-apigateway-authorizer": {
            "type": "jwt",
            "identitySource": "$request.header.Authorization",
            "jwtConfiguration": {"audience": ["items"], "issuer": ISSUER},
        },
    }
    assert doc["components"]["securitySchemes"]["sigv4"]["x-amazon-apigateway-authtype"] == "awsSigv4"
    assert doc["x-amazon-apigateway-cors"] == {
        "allowOrigins": ["https://app.example.com"],
        "allowMethods": ["GET"],
        "maxAge": 60,
    }
    assert doc["x-amazon-apigateway-importexport-version"] == "1.0"


def test_export_yaml_without_extensions_and_of_a_deployed_stage(labcloud: LabcloudProcess, v2: Any) -> None:
    function = deploy_function(labcloud, "items-plain")
    api = build(v2, function)
    doc = exported(v2, api, OutputType="YAML", IncludeExtensions=False)
    text = json.dumps(doc)
    for extension in ("integration", "authorizer", "authtype", "cors", "importexport-version"):
        assert f"x-amazon-apigateway-{extension}" not in text
    assert "x-amazon-apigateway-any-method" in doc["paths"]["/raw/{proxy+}"]  # how OpenAPI spells ANY here
    assert doc["components"]["securitySchemes"]["tokens"] == {"type": "oauth2", "flows": {}}
    v2.create_stage(ApiId=api, StageName="prod")
    v2.create_deployment(ApiId=api, StageName="prod")
    v2.delete_route(ApiId=api, RouteId=next(r["RouteId"] for r in v2.get_routes(ApiId=api)["Items"]))
    staged = exported(v2, api, StageName="prod")
    assert len([m for item in staged["paths"].values() for m in item]) == 3  # what prod serves
    assert len([m for item in exported(v2, api)["paths"].values() for m in item]) == 2  # the API now
    assert staged["servers"][0]["variables"] == {"basePath": {"default": "prod"}}


def test_round_trip_through_import_answers_the_same(labcloud: LabcloudProcess, v2: Any) -> None:
    function = deploy_function(labcloud, "items-trip")
    api = build(v2, function)
    body = v2.export_api(ApiId=api, Specification="OAS30", OutputType="YAML")["body"].read()
    copy = v2.import_api(Body=body.decode())["ApiId"]
    v2.create_stage(ApiId=copy, StageName="$default", AutoDeploy=True)
    for each in (api, copy):
        allow(labcloud, "items-trip", each)
    events = []
    for each in (api, copy):
        status, _, answer = http(url(labcloud, each, "/items/i9"))
        assert status == 200
        events.append(json.loads(answer))
    assert [e["routeKey"] for e in events] == ["GET /items/{id}"] * 2
    assert [e["pathParameters"] for e in events] == [{"id": "i9"}] * 2
    status, _, _ = http(url(labcloud, copy, "/items"), method="POST", body=b"{}")
    assert status == 401  # the JWT route kept its authorizer
    first, second = exported(v2, api), exported(v2, copy)
    assert first["paths"] == second["paths"]
    assert first["components"] == second["components"]
    assert first["x-amazon-apigateway-cors"] == second["x-amazon-apigateway-cors"]


def test_reimport_replaces_routes_and_integrations(labcloud: LabcloudProcess, v2: Any) -> None:
    function = deploy_function(labcloud, "items-reimport")
    api = build(v2, function)
    allow(labcloud, "items-reimport", api)
    document = {
        "openapi": "3.0.1",
        "info": {"title": "renamed", "version": "7"},
        "paths": {
            "/other": {
                "get": {
                    "x-amazon-apigateway-integration": {
                        "type": "aws_proxy",
                        "uri": function,
                        "payloadFormatVersion": "1.0",
                    }
                }
            }
        },
    }
    answer = v2.reimport_api(ApiId=api, Body=json.dumps(document))
    assert (answer["ApiId"], answer["Name"], answer["Version"]) == (api, "renamed", "7")
    assert "CorsConfiguration" not in v2.get_api(ApiId=api)
    assert [r["RouteKey"] for r in v2.get_routes(ApiId=api)["Items"]] == ["GET /other"]
    assert len(v2.get_integrations(ApiId=api)["Items"]) == 1
    assert v2.get_authorizers(ApiId=api)["Items"] == []
    status, _, answer_body = http(url(labcloud, api, "/other"))
    assert status == 200 and json.loads(answer_body)["version"] == "1.0"
    status, _, _ = http(url(labcloud, api, "/items/i1"))
    assert status == 404


@pytest.mark.parametrize(
    ("change", "code", "message"),
    [
        ({"ApiId": "nope"}, "NotFoundException", "Invalid API identifier"),
        ({"StageName": "gone"}, "NotFoundException", "Invalid Stage identifier"),
        ({"Specification": "OAS20"}, "BadRequestException", "enum value set: [OAS30]"),
        ({"OutputType": "XML"}, "BadRequestException", "enum value set: [YAML, JSON]"),
        ({"ExportVersion": "2.0"}, "BadRequestException", "Invalid exportVersion"),
    ],
)
def test_export_errors(
    labcloud: LabcloudProcess, v2: Any, change: dict[str, Any], code: str, message: str
) -> None:
    api = v2.create_api(Name="plain", ProtocolType="HTTP")["ApiId"]
    request = {"ApiId": api, "Specification": "OAS30", "OutputType": "JSON", **change}
    with pytest.raises(ClientError) as caught:
        v2.export_api(**request)
    assert caught.value.response["Error"]["Code"] == code
    assert message in caught.value.response["Error"]["Message"]


def test_websocket_apis_are_refused(labcloud: LabcloudProcess, v2: Any) -> None:
    api = v2.create_api(Name="ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action")
    for call in (
        lambda: v2.export_api(ApiId=api["ApiId"], Specification="OAS30", OutputType="JSON"),
        lambda: v2.reimport_api(ApiId=api["ApiId"], Body='{"openapi": "3.0.1", "info": {"title": "x"}}'),
    ):
        with pytest.raises(ClientError) as caught:
            call()
        assert caught.value.response["Error"]["Code"] == "BadRequestException"
    with pytest.raises(ClientError) as caught:
        v2.reimport_api(ApiId="nope", Body='{"openapi": "3.0.1", "info": {"title": "x"}}')
    assert caught.value.response["Error"]["Code"] == "NotFoundException"


def test_export_from_the_cli(labcloud: LabcloudProcess, v2: Any, tmp_path: Path) -> None:
    api = v2.create_api(Name="cli-export", ProtocolType="HTTP", Version="3")["ApiId"]
    out = tmp_path / "api.yaml"
    result = subprocess.run(
        [
            "aws",
            "apigatewayv2",
            "export-api",
            "--api-id",
            api,
            "--specification",
            "OAS30",
            "--output-type",
            "YAML",
            str(out),
        ],
        env=labcloud.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    doc = yaml.safe_load(out.read_text())
    assert (doc["openapi"], doc["info"], doc["paths"]) == (
        "3.0.1",
        {"title": "cli-export", "version": "3"},
        {},
    )


def test_default_route_round_trips(labcloud: LabcloudProcess, v2: Any) -> None:
    function = deploy_function(labcloud, "items-default")
    api = v2.create_api(Name="quick", ProtocolType="HTTP", Target=function)["ApiId"]
    doc = exported(v2, api)
    assert (
        doc["paths"]["$default"]["x-amazon-apigateway-any-method"]["x-amazon-apigateway-integration"]["uri"]
        == function
    )
    copy = v2.import_api(Body=json.dumps(doc))["ApiId"]
    assert [r["RouteKey"] for r in v2.get_routes(ApiId=copy)["Items"]] == ["$default"]
    v2.create_stage(ApiId=copy, StageName="$default", AutoDeploy=True)
    allow(labcloud, "items-default", copy)
    status, _, body = http(url(labcloud, copy, "/anything/at/all"))
    assert status == 200 and json.loads(body)["routeKey"] == "$default"
