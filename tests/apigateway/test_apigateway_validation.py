"""Request validators and models over plain HTTP: required parameters (400 Missing required request
parameters) and JSON bodies against draft-4 models (400 Invalid request body), and the control plane."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

PET = {
    "$schema": "http://json-schema.org/draft-04/schema#",
    "type": "object",
    "required": ["name", "age"],
    "properties": {"name": {"type": "string", "minLength": 1}, "age": {"type": "integer", "minimum": 0}},
}


def validated_api(apigw: Any, body: bool = True, params: bool = True) -> str:
    """POST /pets (MOCK) with a validator, the Pet model for JSON bodies, a required query and header."""
    api = apigw.create_rest_api(name="validated")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.create_model(restApiId=api_id, name="Pet", contentType="application/json", schema=json.dumps(PET))
    validator = apigw.create_request_validator(
        restApiId=api_id, name="both", validateRequestBody=body, validateRequestParameters=params
    )["id"]
    pets = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="pets")["id"]
    apigw.put_method(
        restApiId=api_id,
        resourceId=pets,
        httpMethod="POST",
        authorizationType="NONE",
        requestValidatorId=validator,
        requestModels={"application/json": "Pet"},
        requestParameters={"method.request.querystring.owner": True, "method.request.header.X-Trace": True},
    )
    apigw.put_integration(
        restApiId=api_id,
        resourceId=pets,
        httpMethod="POST",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 201}'},
    )
    apigw.put_method_response(restApiId=api_id, resourceId=pets, httpMethod="POST", statusCode="201")
    apigw.put_integration_response(
        restApiId=api_id, resourceId=pets, httpMethod="POST", statusCode="201", responseTemplates={}
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def post(labcloud: LabcloudProcess, api_id: str, body: Any, query: str = "?owner=me", **headers: str) -> Any:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    status, answer_headers, answer = http(
        invoke_url(labcloud, api_id, "prod", "/pets" + query),
        method="POST",
        body=raw,
        headers={"Content-Type": "application/json", **headers},
    )
    return status, answer_headers.get("x-amzn-errortype"), answer


def test_a_valid_request_passes(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = validated_api(apigw)
    assert post(labcloud, api_id, {"name": "rex", "age": 3}, **{"X-Trace": "1"})[0] == 201


def test_missing_parameters_are_400(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = validated_api(apigw)
    status, kind, body = post(labcloud, api_id, {"name": "rex", "age": 3}, query="")
    assert (status, kind) == (400, "BadRequestException")
    assert json.loads(body) == {"message": "Missing required request parameters: [owner, X-Trace]"}
    status, _, body = post(labcloud, api_id, {"name": "rex", "age": 3})
    assert (status, json.loads(body)) == (400, {"message": "Missing required request parameters: [X-Trace]"})


@pytest.mark.parametrize(
    "bad", [{"name": "rex"}, {"name": "", "age": 1}, {"name": "rex", "age": -1}, b"{not json"]
)
def test_invalid_bodies_are_400(labcloud: LabcloudProcess, apigw: Any, bad: Any) -> None:
    api_id = validated_api(apigw)
    status, kind, body = post(labcloud, api_id, bad, **{"X-Trace": "1"})
    assert (status, kind, json.loads(body)) == (
        400,
        "BadRequestException",
        {"message": "Invalid request body"},
    )


def test_a_parameters_only_validator_lets_any_body_through(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = validated_api(apigw, body=False)
    assert post(labcloud, api_id, {"anything": True}, **{"X-Trace": "1"})[0] == 201


def test_models_may_reference_other_models(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = validated_api(apigw)
    pack = {
        "type": "object",
        "properties": {
            "pets": {
                "type": "array",
                "items": {"$ref": f"https://apigateway.amazonaws.com/restapis/{api_id}/models/Pet"},
            }
        },
    }
    apigw.update_model(
        restApiId=api_id,
        modelName="Pet",
        patchOperations=[{"op": "replace", "path": "/description", "value": "one pet"}],
    )
    apigw.create_model(restApiId=api_id, name="Pack", contentType="application/json", schema=json.dumps(pack))
    resource = next(r for r in apigw.get_resources(restApiId=api_id)["items"] if r["path"] == "/pets")
    apigw.update_method(
        restApiId=api_id,
        resourceId=resource["id"],
        httpMethod="POST",
        patchOperations=[{"op": "replace", "path": "/requestModels/application~1json", "value": "Pack"}],
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    assert post(labcloud, api_id, {"pets": [{"name": "a", "age": 1}]}, **{"X-Trace": "1"})[0] == 201
    assert post(labcloud, api_id, {"pets": [{"name": "a"}]}, **{"X-Trace": "1"})[0] == 400


def test_models_and_validators_control_plane(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = validated_api(apigw)
    names = sorted(m["name"] for m in apigw.get_models(restApiId=api_id)["items"])
    assert names == ["Empty", "Error", "Pet"]
    assert json.loads(apigw.get_model(restApiId=api_id, modelName="Pet")["schema"]) == PET
    with pytest.raises(apigw.exceptions.ConflictException):
        apigw.create_model(restApiId=api_id, name="Pet", contentType="application/json", schema="{}")
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_model(restApiId=api_id, name="Bad", contentType="application/json", schema="{nope")
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_model(
            restApiId=api_id, name="Bad", contentType="application/json", schema='{"type": "wrong"}'
        )
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_model(restApiId=api_id, name="not-alnum", contentType="application/json", schema="{}")
    with pytest.raises(apigw.exceptions.ConflictException):  # POST /pets uses it
        apigw.delete_model(restApiId=api_id, modelName="Pet")
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_model(restApiId=api_id, modelName="Nope")
    [validator] = apigw.get_request_validators(restApiId=api_id)["items"]
    assert validator["validateRequestBody"] is True and validator["validateRequestParameters"] is True
    renamed = apigw.update_request_validator(
        restApiId=api_id,
        requestValidatorId=validator["id"],
        patchOperations=[{"op": "replace", "path": "/validateRequestBody", "value": "false"}],
    )
    assert renamed["validateRequestBody"] is False
    with pytest.raises(apigw.exceptions.ConflictException):
        apigw.delete_request_validator(restApiId=api_id, requestValidatorId=validator["id"])
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_request_validator(restApiId=api_id, requestValidatorId="nope00")
    root = apigw.get_rest_api(restApiId=api_id)["rootResourceId"]
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.put_method(
            restApiId=api_id,
            resourceId=root,
            httpMethod="GET",
            authorizationType="NONE",
            requestValidatorId="x",
        )
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.put_method(
            restApiId=api_id,
            resourceId=root,
            httpMethod="GET",
            authorizationType="NONE",
            requestModels={"application/json": "Missing"},
        )
