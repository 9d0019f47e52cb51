"""WebSocket APIs' integration responses and models through boto3 and the aws CLI, against a running
labcloud: create, get, list, update, delete, each error's exact code (HTTP APIs have neither:
BadRequestException), GetModelTemplate, and both kept over a restart."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

FN = "arn:aws:lambda:us-east-1:000000000000:function:chat"
SCHEMA = json.dumps(
    {
        "$schema": "http://json-schema.org/draft-04/schema#",
        "type": "object",
        "properties": {"action": {"type": "string"}, "n": {"type": "integer"}},
        "required": ["action"],
    }
)


def code_of(call: Any, **kwargs: Any) -> tuple[str, int]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]


def websocket(v2: Any) -> tuple[str, str]:
    api = v2.create_api(Name="ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action")
    integration = v2.create_integration(ApiId=api["ApiId"], IntegrationType="AWS_PROXY", IntegrationUri=FN)
    return api["ApiId"], integration["IntegrationId"]


def test_integration_response_lifecycle(v2: Any) -> None:
    api, integration = websocket(v2)
    created = v2.create_integration_response(
        ApiId=api,
        IntegrationId=integration,
        IntegrationResponseKey="/2\\d\\d/",
        TemplateSelectionExpression="\\$default",
        ResponseTemplates={"$default": "{\"said\": $input.json('$.text')}"},
        ContentHandlingStrategy="CONVERT_TO_TEXT",
    )
    rid = created["IntegrationResponseId"]
    assert created["IntegrationResponseKey"] == "/2\\d\\d/"
    got = v2.get_integration_response(ApiId=api, IntegrationId=integration, IntegrationResponseId=rid)
    assert {k: got[k] for k in created if k != "ResponseMetadata"} == {
        k: v for k, v in created.items() if k != "ResponseMetadata"
    }
    default = v2.create_integration_response(
        ApiId=api, IntegrationId=integration, IntegrationResponseKey="$default"
    )
    items = v2.get_integration_responses(ApiId=api, IntegrationId=integration)["Items"]
    assert [i["IntegrationResponseKey"] for i in items] == ["/2\\d\\d/", "$default"]
    updated = v2.update_integration_response(
        ApiId=api, IntegrationId=integration, IntegrationResponseId=rid, IntegrationResponseKey="/4\\d\\d/"
    )
    assert updated["IntegrationResponseKey"] == "/4\\d\\d/"
    assert updated["ResponseTemplates"] == created["ResponseTemplates"]  # members not named are kept
    assert updated["ContentHandlingStrategy"] == "CONVERT_TO_TEXT"
    v2.delete_integration_response(ApiId=api, IntegrationId=integration, IntegrationResponseId=rid)
    items = v2.get_integration_responses(ApiId=api, IntegrationId=integration)["Items"]
    assert [i["IntegrationResponseId"] for i in items] == [default["IntegrationResponseId"]]
    # deleting the integration forgets its responses
    v2.delete_integration(ApiId=api, IntegrationId=integration)
    integration = v2.create_integration(ApiId=api, IntegrationType="AWS_PROXY", IntegrationUri=FN)[
        "IntegrationId"
    ]
    assert v2.get_integration_responses(ApiId=api, IntegrationId=integration)["Items"] == []


def test_integration_response_errors(v2: Any) -> None:
    api, integration = websocket(v2)
    given = {"ApiId": api, "IntegrationId": integration}
    for key in ("200", "/2\\d\\d", "/(/", "//"):
        assert code_of(v2.create_integration_response, **given, IntegrationResponseKey=key) == (
            "BadRequestException",
            400,
        ), key
    for bad in (
        {"ContentHandlingStrategy": "CONVERT_TO_JSON"},
        {"ResponseTemplates": {"$default": "#if($x"}},
        {"ResponseParameters": {"method.response.header.x": "'1'"}},
    ):
        assert code_of(v2.create_integration_response, **given, IntegrationResponseKey="$default", **bad) == (
            "BadRequestException",
            400,
        ), bad
    rid = v2.create_integration_response(**given, IntegrationResponseKey="$default")["IntegrationResponseId"]
    assert code_of(v2.create_integration_response, **given, IntegrationResponseKey="$default") == (
        "ConflictException",
        409,
    )
    other = v2.create_integration_response(**given, IntegrationResponseKey="/5\\d\\d/")[
        "IntegrationResponseId"
    ]
    assert code_of(
        v2.update_integration_response,
        **given,
        IntegrationResponseId=other,
        IntegrationResponseKey="$default",
    ) == ("ConflictException", 409)
    with pytest.raises(ClientError) as caught:
        v2.get_integration_response(**given, IntegrationResponseId="nope")
    assert caught.value.response["Error"]["Code"] == "NotFoundException"
    assert (
        caught.value.response["Error"]["Message"]
        == "Invalid IntegrationResponse identifier specified 000000000000:nope"
    )
    assert code_of(v2.delete_integration_response, **given, IntegrationResponseId="nope") == (
        "NotFoundException",
        404,
    )
    assert code_of(v2.get_integration_responses, ApiId=api, IntegrationId="nope") == (
        "NotFoundException",
        404,
    )
    assert code_of(
        v2.create_integration_response,
        ApiId="nope",
        IntegrationId=integration,
        IntegrationResponseKey="$default",
    ) == ("NotFoundException", 404)
    http = v2.create_api(Name="h", ProtocolType="HTTP")["ApiId"]
    http_integration = v2.create_integration(
        ApiId=http, IntegrationType="AWS_PROXY", IntegrationUri=FN, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    assert code_of(
        v2.create_integration_response,
        ApiId=http,
        IntegrationId=http_integration,
        IntegrationResponseKey="$default",
    ) == ("BadRequestException", 400)
    assert code_of(v2.get_integration_responses, ApiId=http, IntegrationId=http_integration) == (
        "BadRequestException",
        400,
    )
    assert (
        v2.get_integration_response(**given, IntegrationResponseId=rid)["IntegrationResponseKey"]
        == "$default"
    )


def test_model_lifecycle_and_template(v2: Any) -> None:
    api, _ = websocket(v2)
    model = v2.create_model(
        ApiId=api, Name="Message", Schema=SCHEMA, ContentType="application/json", Description="d"
    )
    assert (model["Name"], model["ContentType"], model["Description"]) == ("Message", "application/json", "d")
    assert v2.get_model(ApiId=api, ModelId=model["ModelId"])["Schema"] == SCHEMA
    assert [m["Name"] for m in v2.get_models(ApiId=api)["Items"]] == ["Message"]
    template = v2.get_model_template(ApiId=api, ModelId=model["ModelId"])["Value"]
    assert template == (
        '#set($inputRoot = $input.path(\'$\'))\n{\n  "action" : "$inputRoot.action",\n  "n" : $inputRoot.n\n}'
    )
    updated = v2.update_model(ApiId=api, ModelId=model["ModelId"], Name="Renamed")
    assert (updated["Name"], updated["Schema"], updated["Description"]) == ("Renamed", SCHEMA, "d")
    v2.delete_model(ApiId=api, ModelId=model["ModelId"])
    assert v2.get_models(ApiId=api)["Items"] == []


def test_model_errors(v2: Any) -> None:
    api, _ = websocket(v2)
    for name, schema in (
        ("Bad-Name", SCHEMA),
        ("Ok", "not json"),
        ("Ok", "[1]"),
        ("Ok", json.dumps({"type": "nonsense"})),
        ("Ok", json.dumps({"properties": {"a": {"minLength": -1}}})),
    ):
        assert code_of(v2.create_model, ApiId=api, Name=name, Schema=schema) == (
            "BadRequestException",
            400,
        ), (
            name,
            schema,
        )
    model = v2.create_model(ApiId=api, Name="One", Schema=SCHEMA)["ModelId"]
    assert v2.get_model(ApiId=api, ModelId=model)["ContentType"] == "application/json"
    assert code_of(v2.create_model, ApiId=api, Name="One", Schema=SCHEMA) == ("ConflictException", 409)
    two = v2.create_model(ApiId=api, Name="Two", Schema=SCHEMA)["ModelId"]
    assert code_of(v2.update_model, ApiId=api, ModelId=two, Name="One") == ("ConflictException", 409)
    assert code_of(v2.update_model, ApiId=api, ModelId=two, Schema="{") == ("BadRequestException", 400)
    with pytest.raises(ClientError) as caught:
        v2.get_model(ApiId=api, ModelId="nope")
    assert caught.value.response["Error"]["Message"] == "Invalid Model identifier specified 000000000000:nope"
    for call in (v2.delete_model, v2.get_model_template, v2.update_model):
        assert code_of(call, ApiId=api, ModelId="nope") == ("NotFoundException", 404)
    assert code_of(v2.get_models, ApiId="nope") == ("NotFoundException", 404)
    http = v2.create_api(Name="h", ProtocolType="HTTP")["ApiId"]
    assert code_of(v2.create_model, ApiId=http, Name="M", Schema=SCHEMA) == ("BadRequestException", 400)
    assert code_of(v2.get_models, ApiId=http) == ("BadRequestException", 400)
    # a route validating with a model: the model must exist, and cannot be deleted or renamed while used
    for bad in (
        {"RequestModels": {"$default": "Nope"}, "ModelSelectionExpression": "$default"},
        {"RequestModels": {"$default": "One"}},
        {"ModelSelectionExpression": "$default"},
        {"RequestModels": {"$default": "One"}, "ModelSelectionExpression": "$request.header.x"},
    ):
        assert code_of(v2.create_route, ApiId=api, RouteKey="send", **bad) == ("BadRequestException", 400), (
            bad
        )
    route = v2.create_route(
        ApiId=api, RouteKey="send", RequestModels={"$default": "One"}, ModelSelectionExpression="$default"
    )
    assert (route["RequestModels"], route["ModelSelectionExpression"]) == ({"$default": "One"}, "$default")
    assert code_of(v2.delete_model, ApiId=api, ModelId=model) == ("BadRequestException", 400)
    assert code_of(v2.update_model, ApiId=api, ModelId=model, Name="Other") == ("BadRequestException", 400)
    v2.update_route(ApiId=api, RouteId=route["RouteId"], RequestModels={}, ModelSelectionExpression="")
    v2.delete_model(ApiId=api, ModelId=model)


def test_from_the_cli(labcloud: LabcloudProcess, v2: Any) -> None:
    api, integration = websocket(v2)

    def cli(*args: str) -> Any:
        result = subprocess.run(
            ["aws", "apigatewayv2", *args],
            env=labcloud.cli_env(),
            capture_output=True,
            text=True,
            timeout=120,
        )
        return result

    made = cli(
        "create-integration-response",
        "--api-id",
        api,
        "--integration-id",
        integration,
        "--integration-response-key",
        "$default",
    )
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["IntegrationResponseKey"] == "$default"
    made = cli("create-model", "--api-id", api, "--name", "Cli", "--schema", SCHEMA)
    assert made.returncode == 0, made.stderr
    listed = cli("get-models", "--api-id", api)
    assert [m["Name"] for m in json.loads(listed.stdout)["Items"]] == ["Cli"]
    refused = cli("create-model", "--api-id", api, "--name", "Cli", "--schema", SCHEMA)
    assert refused.returncode != 0 and "ConflictException" in refused.stderr


def test_kept_over_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        v2 = server.boto3_client("apigatewayv2")
        api, integration = websocket(v2)
        rid = v2.create_integration_response(
            ApiId=api,
            IntegrationId=integration,
            IntegrationResponseKey="$default",
            ResponseTemplates={"$default": "x"},
        )["IntegrationResponseId"]
        model = v2.create_model(ApiId=api, Name="Kept", Schema=SCHEMA)["ModelId"]
        route = v2.create_route(
            ApiId=api,
            RouteKey="typed",
            RequestModels={"$default": "Kept"},
            ModelSelectionExpression="$default",
        )["RouteId"]
        server.kill()
        server.start()
        v2 = server.boto3_client("apigatewayv2")
        got = v2.get_integration_response(ApiId=api, IntegrationId=integration, IntegrationResponseId=rid)
        assert got["ResponseTemplates"] == {"$default": "x"}
        assert v2.get_model(ApiId=api, ModelId=model)["Name"] == "Kept"
        assert v2.get_route(ApiId=api, RouteId=route)["RequestModels"] == {"$default": "Kept"}
    finally:
        server.stop()
