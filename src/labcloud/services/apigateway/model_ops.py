"""Models of a REST API (JSON Schema draft 4 documents, by name) and request validators: create, get,
list by ``position``, update by patch, delete. Every API starts with AWS's ``Empty`` and ``Error``
models. A model's schema is checked as a draft-4 schema when it is stored (``jsonschema``), and a
model or validator a method uses cannot be deleted."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import api_of, page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateModelRequest,
        CreateModelResponse,
        CreateRequestValidatorRequest,
        CreateRequestValidatorResponse,
        DeleteModelRequest,
        DeleteModelResponse,
        DeleteRequestValidatorRequest,
        DeleteRequestValidatorResponse,
        GetModelRequest,
        GetModelResponse,
        GetModelsRequest,
        GetModelsResponse,
        GetRequestValidatorRequest,
        GetRequestValidatorResponse,
        GetRequestValidatorsRequest,
        GetRequestValidatorsResponse,
        UpdateModelRequest,
        UpdateModelResponse,
        UpdateRequestValidatorRequest,
        UpdateRequestValidatorResponse,
    )

MODEL = "model"
VALIDATOR = "requestvalidator"
DRAFT4 = "http://json-schema.org/draft-04/schema#"
_NAME = re.compile(r"^[A-Za-z0-9]{1,128}$")
DEFAULT_MODELS = (
    (
        "Empty",
        "This is a default empty schema model",
        {"$schema": DRAFT4, "title": "Empty Schema", "type": "object"},
    ),
    (
        "Error",
        "This is a default error schema model",
        {
            "$schema": DRAFT4,
            "title": "Error Schema",
            "type": "object",
            "properties": {"message": {"type": "string"}},
        },
    ),
)
MODEL_PATHS = Paths(scalars={"schema": "str", "description": "str"})
VALIDATOR_PATHS = Paths(
    scalars={"name": "str", "validateRequestBody": "bool", "validateRequestParameters": "bool"}
)


def check_schema(text: str) -> None:
    from jsonschema import Draft4Validator
    from jsonschema.exceptions import SchemaError

    invalid = (
        "Invalid model specified: Validation Result: warnings : [], errors : [Invalid model schema specified]"
    )
    try:
        schema = json.loads(text)
    except ValueError:
        raise bad_request(invalid) from None
    if not isinstance(schema, dict):
        raise bad_request(invalid)
    try:
        Draft4Validator.check_schema(schema)
    except SchemaError:
        raise bad_request(invalid) from None


def add_default_models(state: ApigwState, api_id: str) -> None:
    now = clock.now()
    for name, description, schema in DEFAULT_MODELS:
        doc = {
            "id": ids.child_id(),
            "name": name,
            "description": description,
            "schema": json.dumps(schema, indent=2),
            "contentType": "application/json",
        }
        parts.insert_part(state.store, PartRecord(api_id, MODEL, doc["id"], doc), now)


def model_named(state: ApigwState, api_id: str, name: str) -> PartRecord | None:
    return next((p for p in parts.list_parts(state.store, api_id, MODEL) if p.doc.get("name") == name), None)


def _model_of(state: ApigwState, api_id: str, name: str) -> PartRecord:
    found = model_named(state, api_id, name)
    if found is None:
        raise not_found("Invalid model name specified")
    return found


def create_model(state: ApigwState, request: CreateModelRequest, ctx: RequestContext) -> CreateModelResponse:
    name = request["name"]
    if not _NAME.match(name):
        raise bad_request("Model name must be alphanumeric")
    if not request.get("contentType"):
        raise bad_request("Content type must be specified")
    schema = request.get("schema") or json.dumps({"$schema": DRAFT4, "type": "object"})
    check_schema(schema)
    doc: dict[str, Any] = {
        "id": ids.child_id(),
        "name": name,
        "schema": schema,
        "contentType": request["contentType"],
    }
    if request.get("description"):
        doc["description"] = request["description"]
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        if model_named(state, api.id, name) is not None:
            raise conflict("Another Model with the same name already exists")
        parts.insert_part(state.store, PartRecord(api.id, MODEL, doc["id"], doc), clock.now())
    return cast("CreateModelResponse", doc)


def get_model(state: ApigwState, request: GetModelRequest, ctx: RequestContext) -> GetModelResponse:
    if request.get("flatten"):
        raise bad_request("labcloud does not flatten models: leave flatten out")
    api = api_of(state, ctx, request["restApiId"])
    return cast("GetModelResponse", _model_of(state, api.id, request["modelName"]).doc)


def get_models(state: ApigwState, request: GetModelsRequest, ctx: RequestContext) -> GetModelsResponse:
    api = api_of(state, ctx, request["restApiId"])
    docs = [p.doc for p in parts.list_parts(state.store, api.id, MODEL)]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetModelsResponse", answer)


def update_model(state: ApigwState, request: UpdateModelRequest, ctx: RequestContext) -> UpdateModelResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = _model_of(state, api.id, request["modelName"])
        doc = apply(part.doc, list(request.get("patchOperations") or []), MODEL_PATHS)
        check_schema(str(doc.get("schema") or ""))
        part.doc = doc
        parts.save_part(state.store, part)
    return cast("UpdateModelResponse", doc)


def _users(state: ApigwState, api_id: str, test: Any) -> str | None:
    for resource in stored.list_resources(state.store, api_id):
        for http_method, method in (resource.doc.get("resourceMethods") or {}).items():
            if test(method):
                return f"{resource.path}/{http_method}"
    return None


def delete_model(state: ApigwState, request: DeleteModelRequest, ctx: RequestContext) -> DeleteModelResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = _model_of(state, api.id, request["modelName"])
        user = _users(state, api.id, lambda m: part.doc["name"] in (m.get("requestModels") or {}).values())
        if user is not None:
            raise conflict(
                f"Cannot delete model '{part.doc['name']}', is referenced in method request: {user}"
            )
        parts.delete_part(state.store, api.id, MODEL, part.id)
    return {}


def _validator_of(state: ApigwState, api_id: str, validator_id: str) -> PartRecord:
    found = parts.find_part(state.store, api_id, VALIDATOR, validator_id)
    if found is None:
        raise not_found("Invalid Request Validator identifier specified")
    return found


def create_request_validator(
    state: ApigwState, request: CreateRequestValidatorRequest, ctx: RequestContext
) -> CreateRequestValidatorResponse:
    doc: dict[str, Any] = {
        "id": ids.child_id(),
        "name": request.get("name") or "",
        "validateRequestBody": bool(request.get("validateRequestBody", False)),
        "validateRequestParameters": bool(request.get("validateRequestParameters", False)),
    }
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        parts.insert_part(state.store, PartRecord(api.id, VALIDATOR, doc["id"], doc), clock.now())
    return cast("CreateRequestValidatorResponse", doc)


def get_request_validator(
    state: ApigwState, request: GetRequestValidatorRequest, ctx: RequestContext
) -> GetRequestValidatorResponse:
    api = api_of(state, ctx, request["restApiId"])
    return cast(
        "GetRequestValidatorResponse", _validator_of(state, api.id, request["requestValidatorId"]).doc
    )


def get_request_validators(
    state: ApigwState, request: GetRequestValidatorsRequest, ctx: RequestContext
) -> GetRequestValidatorsResponse:
    api = api_of(state, ctx, request["restApiId"])
    docs = [p.doc for p in parts.list_parts(state.store, api.id, VALIDATOR)]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetRequestValidatorsResponse", answer)


def update_request_validator(
    state: ApigwState, request: UpdateRequestValidatorRequest, ctx: RequestContext
) -> UpdateRequestValidatorResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = _validator_of(state, api.id, request["requestValidatorId"])
        part.doc = apply(part.doc, list(request.get("patchOperations") or []), VALIDATOR_PATHS)
        parts.save_part(state.store, part)
    return cast("UpdateRequestValidatorResponse", part.doc)


def delete_request_validator(
    state: ApigwState, request: DeleteRequestValidatorRequest, ctx: RequestContext
) -> DeleteRequestValidatorResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = _validator_of(state, api.id, request["requestValidatorId"])
        user = _users(state, api.id, lambda m: m.get("requestValidatorId") == part.id)
        if user is not None:
            raise conflict(f"Cannot delete request validator '{part.id}', is referenced in method: {user}")
        parts.delete_part(state.store, api.id, VALIDATOR, part.id)
    return {}
