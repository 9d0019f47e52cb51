"""GetExport: a deployed stage as OpenAPI 3.0.1 / Swagger 2.0 (boto3 and the CLI), with the extensions
asked for, its errors, and a round trip: the export imported into a new API answers the same over HTTP."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from apigw_helpers import http, invoke_url
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

PET = {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object", "required": ["name"]}
TEMPLATE = '{"pet": "$input.params(\'id\')", "kind": "$input.params(\'kind\')"}'


def build(apigw: Any) -> tuple[str, dict[str, Any]]:
    """/pets/{id}: GET (MOCK with templates, a query parameter, a header response) and POST (a model,
    a validator, an API key); deployed to stage v1."""
    api = apigw.create_rest_api(name="pets", description="the pet api")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    pets = apigw.create_resource(restApiId=api, parentId=root, pathPart="pets")["id"]
    pet = apigw.create_resource(restApiId=api, parentId=pets, pathPart="{id}")["id"]
    apigw.create_model(restApiId=api, name="Pet", contentType="application/json", schema=json.dumps(PET))
    validator = apigw.create_request_validator(restApiId=api, name="body-only", validateRequestBody=True)
    apigw.put_method(
        restApiId=api,
        resourceId=pet,
        httpMethod="GET",
        authorizationType="NONE",
        requestParameters={"method.request.path.id": True, "method.request.querystring.kind": False},
    )
    apigw.put_method_response(
        restApiId=api,
        resourceId=pet,
        httpMethod="GET",
        statusCode="200",
        responseParameters={"method.response.header.X-Kind": False},
        responseModels={"application/json": "Pet"},
    )
    apigw.put_integration(
        restApiId=api,
        resourceId=pet,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_integration_response(
        restApiId=api,
        resourceId=pet,
        httpMethod="GET",
        statusCode="200",
        responseParameters={"method.response.header.X-Kind": "'mocked'"},
        responseTemplates={"application/json": TEMPLATE},
    )
    apigw.put_method(
        restApiId=api,
        resourceId=pet,
        httpMethod="POST",
        authorizationType="NONE",
        apiKeyRequired=True,
        requestModels={"application/json": "Pet"},
        requestValidatorId=validator["id"],
    )
    apigw.put_integration(
        restApiId=api,
        resourceId=pet,
        httpMethod="POST",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
        passthroughBehavior="NEVER",
    )
    apigw.put_gateway_response(
        restApiId=api,
        responseType="MISSING_AUTHENTICATION_TOKEN",
        statusCode="404",
        responseTemplates={"application/json": '{"gone": true}'},
    )
    deployment = apigw.create_deployment(restApiId=api, stageName="v1")
    return api, deployment


def exported(apigw: Any, api: str, kind: str = "oas30", **extra: Any) -> tuple[dict[str, Any], Any]:
    answer = apigw.get_export(restApiId=api, stageName="v1", exportType=kind, **extra)
    body = answer["body"].read()
    return (yaml.safe_load(body) if "yaml" in answer["contentType"] else json.loads(body)), answer


def test_oas30_export_with_apigateway_extensions(labcloud: LabcloudProcess, apigw: Any) -> None:
    api, deployment = build(apigw)
    doc, answer = exported(apigw, api, parameters={"extensions": "apigateway"})
    assert answer["contentType"] == "application/json"
    assert answer["contentDisposition"].startswith('attachment; filename="oas30_')
    version = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(deployment["createdDate"].timestamp()))
    assert doc["openapi"] == "3.0.1"
    assert doc["info"] == {"title": "pets", "description": "the pet api", "version": version}
    port = labcloud.endpoint.rsplit(":", 1)[1]
    assert doc["servers"] == [
        {
            "url": f"http://{api}.execute-api.localhost:{port}/{{basePath}}",
            "variables": {"basePath": {"default": "/v1"}},
        }
    ]
    get = doc["paths"]["/pets/{id}"]["get"]
    assert get["parameters"] == [
        {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
        {"name": "kind", "in": "query", "required": False, "schema": {"type": "string"}},
    ]
    assert get["responses"] == {
        "200": {
            "description": "200 response",
            "headers": {"X-Kind": {"schema": {"type": "string"}}},
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}},
        }
    }
    assert get["x-amazon-apigateway-integration"] == {
        "type": "mock",
        "requestTemplates": {"application/json": '{"statusCode": 200}'},
        "passthroughBehavior": "when_no_match",
        "timeoutInMillis": 29000,
        "cacheNamespace": get["x-amazon-apigateway-integration"]["cacheNamespace"],
        "responses": {
            "default": {
                "statusCode": "200",
                "responseParameters": {"method.response.header.X-Kind": "'mocked'"},
                "responseTemplates": {"application/json": TEMPLATE},
            }
        },
    }
    post = doc["paths"]["/pets/{id}"]["post"]
    assert post["requestBody"] == {
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}},
        "required": True,
    }
    assert post["security"] == [{"api_key": []}]
    assert post["x-amazon-apigateway-request-validator"] == "body-only"
    assert post["x-amazon-apigateway-integration"]["passthroughBehavior"] == "never"
    assert doc["components"]["schemas"]["Pet"] == {"type": "object", "required": ["name"]}
    assert doc["components"]["securitySchemes"] == {
        "api_key": {"type": "apiKey", "name": "x-api-key", "in": "header"}
    }
    assert doc["x-amazon-apigateway-api-key-source"] == "HEADER"
    assert doc["x-amazon-apigateway-request-validators"] == {
        "body-only": {"validateRequestBody": True, "validateRequestParameters": False}
    }
    assert doc["x-amazon-apigateway-gateway-responses"] == {
        "MISSING_AUTHENTICATION_TOKEN": {
            "statusCode": "404",
            "responseTemplates": {"application/json": '{"gone": true}'},
        }
    }


def test_accept_header_from_a_plain_http_client(labcloud: LabcloudProcess, apigw: Any) -> None:
    """A browser-like Accept list picks the first type labcloud writes; */* is JSON (unsigned: no
    --enforce-iam here)."""
    api, _ = build(apigw)
    target = f"{labcloud.endpoint}/restapis/{api}/stages/v1/exports/swagger"
    for accept, expected in (
        ("text/html, application/yaml;q=0.9", "application/yaml"),
        ("*/*", "application/json"),
    ):
        status, headers, body = http(target, headers={"Accept": accept})
        assert (status, headers["content-type"]) == (200, expected)
        assert yaml.safe_load(body)["swagger"] == "2.0"


def test_export_without_extensions_has_none(labcloud: LabcloudProcess, apigw: Any) -> None:
    api, _ = build(apigw)
    doc, _ = exported(apigw, api)
    text = json.dumps(doc)
    assert "x-amazon-apigateway" not in text
    assert sorted(doc["paths"]["/pets/{id}"]) == ["get", "post"]


def test_export_is_of_the_deployed_stage_not_the_draft(labcloud: LabcloudProcess, apigw: Any) -> None:
    api, _ = build(apigw)
    root = apigw.get_resources(restApiId=api)["items"]
    root_id = next(r["id"] for r in root if r["path"] == "/")
    late = apigw.create_resource(restApiId=api, parentId=root_id, pathPart="late")["id"]
    apigw.put_method(restApiId=api, resourceId=late, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(restApiId=api, resourceId=late, httpMethod="GET", type="MOCK")
    doc, _ = exported(apigw, api)
    assert "/late" not in doc["paths"]
    apigw.create_deployment(restApiId=api, stageName="v1")
    doc, _ = exported(apigw, api)
    assert "/late" in doc["paths"]


def test_swagger_yaml_export_from_the_cli(labcloud: LabcloudProcess, apigw: Any, tmp_path: Path) -> None:
    api, _ = build(apigw)
    out = tmp_path / "api.yaml"
    result = subprocess.run(
        [
            "aws",
            "apigateway",
            "get-export",
            "--rest-api-id",
            api,
            "--stage-name",
            "v1",
            "--export-type",
            "swagger",
            "--parameters",
            "extensions=integrations",
            "--accepts",
            "application/yaml",
            str(out),
        ],
        env=labcloud.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["contentType"] == "application/yaml"
    doc = yaml.safe_load(out.read_text())
    port = labcloud.endpoint.rsplit(":", 1)[1]
    assert doc["swagger"] == "2.0"
    assert (doc["host"], doc["basePath"], doc["schemes"]) == (
        f"{api}.execute-api.localhost:{port}",
        "/v1",
        ["http"],
    )
    post = doc["paths"]["/pets/{id}"]["post"]
    assert post["consumes"] == ["application/json"]
    assert {"in": "body", "name": "Pet", "required": True, "schema": {"$ref": "#/definitions/Pet"}} in post[
        "parameters"
    ]
    assert doc["definitions"]["Pet"] == {"type": "object", "required": ["name"]}
    assert doc["securityDefinitions"]["api_key"] == {"type": "apiKey", "name": "x-api-key", "in": "header"}
    assert doc["paths"]["/pets/{id}"]["get"]["x-amazon-apigateway-integration"]["type"] == "mock"
    assert "x-amazon-apigateway-request-validator" not in post  # integrations only: not apigateway's


def test_authorizers_and_iam_become_security_schemes(labcloud: LabcloudProcess, apigw: Any) -> None:
    api = apigw.create_rest_api(name="secured")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    uri = (
        "arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/"
        "arn:aws:lambda:us-east-1:000000000000:function:auth/invocations"
    )
    authorizer = apigw.create_authorizer(
        restApiId=api,
        name="tokens",
        type="TOKEN",
        authorizerUri=uri,
        identitySource="method.request.header.Authorization",
        authorizerResultTtlInSeconds=60,
    )
    for method, kind in (("GET", "CUSTOM"), ("POST", "AWS_IAM")):
        extra = {"authorizerId": authorizer["id"]} if kind == "CUSTOM" else {}
        apigw.put_method(restApiId=api, resourceId=root, httpMethod=method, authorizationType=kind, **extra)
        apigw.put_integration(restApiId=api, resourceId=root, httpMethod=method, type="MOCK")
    apigw.create_deployment(restApiId=api, stageName="v1")
    doc, _ = exported(apigw, api, parameters={"extensions": "authorizers"})
    assert doc["paths"]["/"]["get"]["security"] == [{"tokens": []}]
    assert doc["paths"]["/"]["post"]["security"] == [{"sigv4": []}]
    schemes = doc["components"]["securitySchemes"]
    assert schemes["tokens"] == {
        "type": "apiKey",
        "name": "Authorization",
        "in": "header",
        "x-amazon-apigateway-authtype": "custom",
        "x-amazon-apigateway-authorizer": {
            "type": "token",
            "authorizerUri": uri,
            "identitySource": "method.request.header.Authorization",
            "authorizerResultTtlInSeconds": 60,
        },
    }
    assert schemes["sigv4"]["x-amazon-apigateway-authtype"] == "awsSigv4"
    assert "x-amazon-apigateway-integration" not in doc["paths"]["/"]["get"]
    doc, _ = exported(apigw, api, parameters={"extensions": "integrations"})
    assert "x-amazon-apigateway-authorizer" not in doc["components"]["securitySchemes"]["tokens"]
    body = apigw.get_export(
        restApiId=api, stageName="v1", exportType="swagger", parameters={"extensions": "apigateway"}
    )["body"].read()
    copy = apigw.import_rest_api(body=body)["id"]  # the authorizer and both authorizations come back
    [made] = apigw.get_authorizers(restApiId=copy)["items"]
    assert (made["name"], made["type"], made["authorizerResultTtlInSeconds"]) == ("tokens", "TOKEN", 60)
    root_copy = apigw.get_resources(restApiId=copy)["items"][0]["id"]
    get = apigw.get_method(restApiId=copy, resourceId=root_copy, httpMethod="GET")
    post = apigw.get_method(restApiId=copy, resourceId=root_copy, httpMethod="POST")
    assert (get["authorizationType"], get["authorizerId"], post["authorizationType"]) == (
        "CUSTOM",
        made["id"],
        "AWS_IAM",
    )


def test_round_trip_through_import_answers_the_same(labcloud: LabcloudProcess, apigw: Any) -> None:
    api, _ = build(apigw)
    answer = apigw.get_export(
        restApiId=api, stageName="v1", exportType="oas30", parameters={"extensions": "apigateway"}
    )
    copy = apigw.import_rest_api(body=answer["body"].read())
    assert copy["name"] == "pets"
    apigw.create_deployment(restApiId=copy["id"], stageName="v1")
    answers = [http(invoke_url(labcloud, a, "v1", "/pets/p7?kind=cat")) for a in (api, copy["id"])]
    for status, headers, body in answers:
        assert (status, headers["x-kind"], json.loads(body)) == (200, "mocked", {"pet": "p7", "kind": "cat"})
    docs = [
        json.loads(
            apigw.get_export(
                restApiId=a, stageName="v1", exportType="swagger", parameters={"extensions": "apigateway"}
            )["body"].read()
        )
        for a in (api, copy["id"])
    ]
    for doc in docs:  # the integrations' cache namespaces are their resources' ids: not the same
        for item in doc["paths"].values():
            for operation in item.values():
                del operation["x-amazon-apigateway-integration"]["cacheNamespace"]
    assert docs[0]["paths"] == docs[1]["paths"]
    assert docs[0]["definitions"] == docs[1]["definitions"]
    for extension in ("request-validators", "gateway-responses", "api-key-source"):
        key = f"x-amazon-apigateway-{extension}"
        assert docs[0][key] == docs[1][key]
    missing = [http(invoke_url(labcloud, a, "v1", "/nowhere")) for a in (api, copy["id"])]
    assert [(status, json.loads(body)) for status, _, body in missing] == [(404, {"gone": True})] * 2


@pytest.mark.parametrize(
    ("change", "code", "message"),
    [
        ({"restApiId": "nope"}, "NotFoundException", "Invalid API identifier"),
        ({"stageName": "gone"}, "NotFoundException", "Invalid stage identifier specified"),
        ({"exportType": "raml"}, "BadRequestException", "Invalid export type"),
        ({"parameters": {"extensions": "postman"}}, "BadRequestException", "Postman"),
        ({"parameters": {"extensions": "everything"}}, "BadRequestException", "Invalid extensions value"),
        ({"accepts": "text/html"}, "BadRequestException", "Invalid accepts"),
    ],
)
def test_export_errors(
    labcloud: LabcloudProcess, apigw: Any, change: dict[str, Any], code: str, message: str
) -> None:
    api, _ = build(apigw)
    request = {"restApiId": api, "stageName": "v1", "exportType": "oas30", **change}
    with pytest.raises(ClientError) as caught:
        apigw.get_export(**request)
    assert caught.value.response["Error"]["Code"] == code
    assert message in caught.value.response["Error"]["Message"]


def test_import_refuses_an_undefined_validator(labcloud: LabcloudProcess, apigw: Any) -> None:
    document = {
        "openapi": "3.0.1",
        "info": {"title": "refused"},
        "x-amazon-apigateway-request-validator": "missing",
        "paths": {"/": {"get": {}}},
    }
    with pytest.raises(ClientError) as caught:
        apigw.import_rest_api(body=json.dumps(document).encode())
    assert caught.value.response["Error"]["Code"] == "BadRequestException"
    assert "request validator 'missing' is not defined" in caught.value.response["Error"]["Message"]


def test_a_schema_that_cannot_be_a_model_is_a_warning(labcloud: LabcloudProcess, apigw: Any) -> None:
    """As on AWS: left out (with the request model naming it), refused under failOnWarnings."""
    document = {
        "openapi": "3.0.1",
        "info": {"title": "warned"},
        "paths": {
            "/": {
                "post": {
                    "requestBody": {
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/pet_in"}}}
                    },
                    "x-amazon-apigateway-integration": {"type": "mock"},
                }
            }
        },
        "components": {"schemas": {"pet_in": {"type": "object"}, "Good": {"type": "string"}}},
    }
    body = json.dumps(document).encode()
    api = apigw.import_rest_api(body=body)["id"]
    assert sorted(m["name"] for m in apigw.get_models(restApiId=api)["items"]) == ["Empty", "Error", "Good"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    assert "requestModels" not in apigw.get_method(restApiId=api, resourceId=root, httpMethod="POST")
    with pytest.raises(ClientError) as caught:
        apigw.import_rest_api(body=body, failOnWarnings=True)
    assert caught.value.response["Error"]["Code"] == "BadRequestException"
    assert "schema 'pet_in' cannot be a model" in caught.value.response["Error"]["Message"]
