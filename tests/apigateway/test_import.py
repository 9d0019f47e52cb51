"""ImportRestApi and PutRestApi: OpenAPI 3 (YAML) and Swagger 2 (JSON) with x-amazon-apigateway-integration."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_helpers import allow_gateway, deploy_function, http, invoke_url, lambda_uri
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

OPENAPI_YAML = """openapi: 3.0.1
info:
  title: imported
  description: from yaml
  version: "2"
paths:
  /ping:
    get:
      responses:
        "200":
          description: ok
          headers:
            X-Kind:
              schema: {type: string}
      x-amazon-apigateway-integration:
        type: mock
        requestTemplates:
          application/json: '{"statusCode": 200}'
        responses:
          default:
            statusCode: "200"
            responseParameters:
              method.response.header.X-Kind: "'mocked'"
            responseTemplates:
              application/json: '{"pong": true}'
  /users/{id}:
    get:
      parameters:
        - name: id
          in: path
          required: true
      x-amazon-apigateway-integration:
        type: aws_proxy
        httpMethod: POST
        uri: URI
"""


def test_import_openapi_yaml_and_serve_it(labcloud: LabcloudProcess, apigw: Any) -> None:
    function = deploy_function(labcloud, "echo")
    body = OPENAPI_YAML.replace("URI", lambda_uri(function)).encode()
    api = apigw.import_rest_api(body=body)
    assert api["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert (api["name"], api["description"], api["version"]) == ("imported", "from yaml", "2")
    resources = {r["path"]: r for r in apigw.get_resources(restApiId=api["id"], embed=["methods"])["items"]}
    assert sorted(resources) == ["/", "/ping", "/users", "/users/{id}"]
    user = resources["/users/{id}"]["resourceMethods"]["GET"]
    assert user["requestParameters"] == {"method.request.path.id": True}
    assert (
        user["methodIntegration"]["type"] == "AWS_PROXY" and user["methodIntegration"]["httpMethod"] == "POST"
    )
    ping = resources["/ping"]["resourceMethods"]["GET"]
    assert ping["methodResponses"]["200"]["responseParameters"] == {"method.response.header.X-Kind": False}
    assert ping["methodIntegration"]["integrationResponses"]["200"]["responseTemplates"] == {
        "application/json": '{"pong": true}'
    }
    apigw.create_deployment(restApiId=api["id"], stageName="v1")
    allow_gateway(labcloud, "echo", api["id"])
    status, headers, text = http(invoke_url(labcloud, api["id"], "v1", "/ping"))
    assert (status, json.loads(text), headers["x-kind"]) == (200, {"pong": True}, "mocked")
    status, _, text = http(invoke_url(labcloud, api["id"], "v1", "/users/u1"))
    assert status == 200 and json.loads(text)["pathParameters"] == {"id": "u1"}


AWS_VARIABLES_URI = (
    "arn:${AWS::Partition}:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/"
    "arn:${AWS::Partition}:lambda:${AWS::Region}:${AWS::AccountId}:function:echo-vars/invocations"
)


@pytest.mark.parametrize("how", ["import", "put"])
def test_aws_variables_in_a_definition_are_resolved(labcloud: LabcloudProcess, apigw: Any, how: str) -> None:
    """``${AWS::AccountId}``, ``${AWS::Partition}`` and ``${AWS::Region}`` are resolved when the definition is
    imported (apigw-lambda-sns-monitoring-sam's api.yaml, included with AWS::Include, writes its Lambda URI so)."""
    function = deploy_function(labcloud, "echo-vars")
    body = OPENAPI_YAML.replace("URI", AWS_VARIABLES_URI).encode()
    if how == "import":
        api_id = apigw.import_rest_api(body=body)["id"]
    else:
        api_id = apigw.create_rest_api(name="vars")["id"]
        apigw.put_rest_api(restApiId=api_id, mode="overwrite", body=body)
    resources = {r["path"]: r for r in apigw.get_resources(restApiId=api_id, embed=["methods"])["items"]}
    assert resources["/users/{id}"]["resourceMethods"]["GET"]["methodIntegration"]["uri"] == lambda_uri(
        function
    )
    apigw.create_deployment(restApiId=api_id, stageName="v1")
    allow_gateway(labcloud, "echo-vars", api_id)
    status, _, text = http(invoke_url(labcloud, api_id, "v1", "/users/u2"))
    assert status == 200 and json.loads(text)["pathParameters"] == {"id": "u2"}


SWAGGER = {
    "swagger": "2.0",
    "info": {"title": "v1", "version": "1"},
    "paths": {
        "/a": {
            "x-amazon-apigateway-any-method": {
                "x-amazon-apigateway-integration": {
                    "type": "mock",
                    "requestTemplates": {"application/json": '{"statusCode": 200}'},
                    "responses": {"default": {"statusCode": "200"}},
                }
            }
        }
    },
}


def test_put_rest_api_overwrites_or_merges(apigw: Any) -> None:
    api = apigw.import_rest_api(body=json.dumps(SWAGGER).encode())
    paths = {r["path"]: r for r in apigw.get_resources(restApiId=api["id"])["items"]}
    assert paths["/a"]["resourceMethods"] == {"ANY": {}}
    second = json.loads(json.dumps(SWAGGER))
    second["info"]["title"] = "v2"
    second["paths"] = {"/b": second["paths"]["/a"]}
    merged = apigw.put_rest_api(restApiId=api["id"], mode="merge", body=json.dumps(second).encode())
    assert merged["name"] == "v2"
    assert sorted(r["path"] for r in apigw.get_resources(restApiId=api["id"])["items"]) == ["/", "/a", "/b"]
    apigw.put_rest_api(restApiId=api["id"], mode="overwrite", body=json.dumps(second).encode())
    assert sorted(r["path"] for r in apigw.get_resources(restApiId=api["id"])["items"]) == ["/", "/b"]


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"not: [valid",
        b'{"info": {"title": "no version member"}, "paths": {}}',
        json.dumps({**SWAGGER, "securityDefinitions": {"k": {"type": "apiKey"}}}).encode(),
        json.dumps(
            {
                **SWAGGER,
                "paths": {"/a": {"get": {"x-amazon-apigateway-integration": {"type": "aws", "uri": "x"}}}},
            }
        ).encode(),
    ],
)
def test_malformed_or_unserved_definitions_are_bad_requests(apigw: Any, body: bytes) -> None:
    with pytest.raises(ClientError) as excinfo:
        apigw.import_rest_api(body=body)
    assert excinfo.value.response["Error"]["Code"] == "BadRequestException"
    assert excinfo.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert apigw.get_rest_apis()["items"] == []  # nothing half-made
