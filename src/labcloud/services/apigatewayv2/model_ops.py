"""Models of WebSocket APIs (Create/Get/GetModels/Update/Delete, GetModelTemplate): JSON Schema draft 4
documents by unique name, the schema checked with ``jsonschema`` when stored. HTTP APIs have none
(``BadRequestException``, as on AWS). A route's ``RequestModels`` name them (websocket_validation.py), so
a model in use cannot be deleted or renamed. Stored as parts of the API (kind ``model``)."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import ids, websocket_control
from labcloud.services.apigatewayv2.errors import bad_request, conflict, not_found
from labcloud.services.apigatewayv2.lookup import api_of
from labcloud.services.apigatewayv2.publish import emit
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateModelRequest,
        CreateModelResponse,
        DeleteModelRequest,
        DeleteModelResponse,
        GetModelRequest,
        GetModelResponse,
        GetModelsRequest,
        GetModelsResponse,
        GetModelTemplateRequest,
        GetModelTemplateResponse,
        UpdateModelRequest,
        UpdateModelResponse,
    )

KIND = "model"
_NAME = re.compile(r"^[A-Za-z0-9]{1,128}$")
MAX_SCHEMA = 32 * 1024
_INVALID = (
    "Invalid model specified: Validation Result: warnings : [], errors : [Invalid model schema specified]"
)


def _websocket_api(state: HttpApiState, ctx: RequestContext, api_id: str) -> ApiRecord:
    api = api_of(state, ctx, api_id)
    if not websocket_control.is_websocket(api):
        raise bad_request("Models are supported for WebSocket APIs only")
    return api


def check_schema(text: str) -> dict[str, Any]:
    """A draft-4 JSON schema (an object), else AWS's BadRequestException."""
    from jsonschema import Draft4Validator
    from jsonschema.exceptions import SchemaError

    if len(text) > MAX_SCHEMA:
        raise bad_request(f"Model schema is longer than {MAX_SCHEMA} characters")
    try:
        schema = json.loads(text)
    except ValueError:
        raise bad_request(_INVALID) from None
    if not isinstance(schema, dict):
        raise bad_request(_INVALID)
    try:
        Draft4Validator.check_schema(schema)
    except SchemaError:
        raise bad_request(_INVALID) from None
    return schema


def _document(given: dict[str, Any], model_id: str) -> dict[str, Any]:
    name = str(given.get("Name") or "")
    if not _NAME.match(name):
        raise bad_request("Model name must be alphanumeric (1 to 128 characters)")
    schema = str(given.get("Schema") or "")
    check_schema(schema)
    doc: dict[str, Any] = {
        "ModelId": model_id,
        "Name": name,
        "Schema": schema,
        "ContentType": str(given.get("ContentType") or "application/json"),
    }
    if len(doc["ContentType"]) > 256:
        raise bad_request("ContentType is longer than 256 characters")
    if given.get("Description"):
        doc["Description"] = str(given["Description"])
    return doc


def _named(state: HttpApiState, api_id: str, name: str, own: str = "") -> None:
    for part in state.apis.parts(api_id, KIND):
        if part.doc["Name"] == name and part.id != own:
            raise conflict(f"Model with name {name} already exists for this API")


def _check_unused(state: HttpApiState, part: PartRecord, action: str) -> None:
    """A model a route's RequestModels names cannot be deleted or renamed."""
    for route in state.apis.parts(part.api_id, "route"):
        if part.doc["Name"] in (route.doc.get("RequestModels") or {}).values():
            raise bad_request(
                f"Cannot {action} model {part.doc['Name']}: route {route.doc['RouteKey']} validates messages with it"
            )


def _model(state: HttpApiState, ctx: RequestContext, api_id: str, model_id: str) -> PartRecord:
    api = _websocket_api(state, ctx, api_id)
    part = state.apis.part(api.id, KIND, model_id)
    if part is None:
        raise not_found(f"Invalid Model identifier specified {api.account_id}:{model_id}")
    return part


def create_model(
    state: HttpApiState, request: CreateModelRequest, ctx: RequestContext
) -> CreateModelResponse:
    doc = _document(dict(request), ids.new_id(6))
    with state.store.transaction():
        api = _websocket_api(state, ctx, request["ApiId"])
        _named(state, api.id, doc["Name"])
        state.apis.save_part(PartRecord(api.id, KIND, doc["ModelId"], clock.now(), doc))
        emit(
            state,
            "apigatewayv2.model.created",
            ctx.account_id,
            ctx.region,
            api.id,
            model_id=doc["ModelId"],
            name=doc["Name"],
        )
    return cast("CreateModelResponse", doc)


def get_model(state: HttpApiState, request: GetModelRequest, ctx: RequestContext) -> GetModelResponse:
    return cast("GetModelResponse", _model(state, ctx, request["ApiId"], request["ModelId"]).doc)


def get_models(state: HttpApiState, request: GetModelsRequest, ctx: RequestContext) -> GetModelsResponse:
    api = _websocket_api(state, ctx, request["ApiId"])
    return cast("GetModelsResponse", {"Items": [p.doc for p in state.apis.parts(api.id, KIND)]})


def update_model(
    state: HttpApiState, request: UpdateModelRequest, ctx: RequestContext
) -> UpdateModelResponse:
    with state.store.transaction():
        part = _model(state, ctx, request["ApiId"], request["ModelId"])
        given = {**part.doc}
        for member in ("Name", "Schema", "ContentType", "Description"):
            if member in request:
                given[member] = request[member]
        doc = _document(given, part.id)
        _named(state, part.api_id, doc["Name"], part.id)
        if doc["Name"] != part.doc["Name"]:
            _check_unused(state, part, "rename")
        part.doc = doc
        state.apis.save_part(part)
    return cast("UpdateModelResponse", doc)


def delete_model(
    state: HttpApiState, request: DeleteModelRequest, ctx: RequestContext
) -> DeleteModelResponse:
    with state.store.transaction():
        part = _model(state, ctx, request["ApiId"], request["ModelId"])
        _check_unused(state, part, "delete")
        state.apis.delete_part(part.api_id, KIND, part.id)
    return {}


def get_model_template(
    state: HttpApiState, request: GetModelTemplateRequest, ctx: RequestContext
) -> GetModelTemplateResponse:
    part = _model(state, ctx, request["ApiId"], request["ModelId"])
    schema = json.loads(part.doc["Schema"])
    body = _template(schema, "$inputRoot", 0)
    return cast("GetModelTemplateResponse", {"Value": "#set($inputRoot = $input.path('$'))\n" + body})


def _template(schema: dict[str, Any], path: str, depth: int) -> str:
    """A VTL mapping template that rebuilds a document of the schema from ``$input`` (objects member by
    member, arrays with ``#foreach``, scalars quoted when strings)."""
    pad = "  " * depth
    kind = schema.get("type")
    if depth > 8:
        return "$input.json('$')"
    if kind == "object" or "properties" in schema:
        members = schema.get("properties") or {}
        if not isinstance(members, dict) or not members:
            return "{\n" + pad + "}"
        lines = []
        for name, sub in members.items():
            value = _template(sub if isinstance(sub, dict) else {}, f"{path}.{name}", depth + 1)
            lines.append(f'{pad}  "{name}" : {value}')
        return "{\n" + ",\n".join(lines) + "\n" + pad + "}"
    if kind == "array":
        item = f"$item{depth}"
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        value = _template(cast(dict[str, Any], items), item, depth + 1)
        return (
            f"[\n{pad}#foreach({item} in {path})\n{pad}  {value}#if($foreach.hasNext),#end\n{pad}#end\n{pad}]"
        )
    if kind in ("integer", "number", "boolean"):
        return path
    return f'"{path}"'
