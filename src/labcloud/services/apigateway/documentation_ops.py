"""Documentation of a REST API: documentation parts (a location in the API — its type and the path,
method, status code and name that type takes — with ``properties``, a JSON object as text) and
documentation versions (a named snapshot of the parts, which a stage may name as its
``documentationVersion``). Create, get, list by ``position``, update by patch, delete, as AWS does:
one part per location (``ConflictException``), locations checked against their type
(``BadRequestException``), unknown ids ``NotFoundException``. Parts are stored in ``apigw_parts``
under the API, so they go with it."""

from __future__ import annotations

import json
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
from labcloud.services.apigateway.stages import put_stage
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateDocumentationPartRequest,
        CreateDocumentationPartResponse,
        CreateDocumentationVersionRequest,
        CreateDocumentationVersionResponse,
        DeleteDocumentationPartRequest,
        DeleteDocumentationPartResponse,
        DeleteDocumentationVersionRequest,
        DeleteDocumentationVersionResponse,
        GetDocumentationPartRequest,
        GetDocumentationPartResponse,
        GetDocumentationPartsRequest,
        GetDocumentationPartsResponse,
        GetDocumentationVersionRequest,
        GetDocumentationVersionResponse,
        GetDocumentationVersionsRequest,
        GetDocumentationVersionsResponse,
        UpdateDocumentationPartRequest,
        UpdateDocumentationPartResponse,
        UpdateDocumentationVersionRequest,
        UpdateDocumentationVersionResponse,
    )

PART = "documentationpart"
VERSION = "documentationversion"
MAX_PROPERTIES = 32 * 1024
MAX_PARTS = 2000
#: Each location type and the attributes it takes besides ``type`` (AWS's table).
TYPES: dict[str, tuple[str, ...]] = {
    "API": (),
    "AUTHORIZER": ("name",),
    "MODEL": ("name",),
    "RESOURCE": ("path",),
    "METHOD": ("path", "method"),
    "PATH_PARAMETER": ("path", "method", "name"),
    "QUERY_PARAMETER": ("path", "method", "name"),
    "REQUEST_HEADER": ("path", "method", "name"),
    "REQUEST_BODY": ("path", "method"),
    "RESPONSE": ("path", "method", "statusCode"),
    "RESPONSE_HEADER": ("path", "method", "statusCode", "name"),
    "RESPONSE_BODY": ("path", "method", "statusCode"),
}
_DEFAULTS = {"path": "/", "method": "*", "statusCode": "*"}
PART_PATHS = Paths(scalars={"properties": "str"})
VERSION_PATHS = Paths(scalars={"description": "str"})


def location_of(given: dict[str, Any]) -> dict[str, Any]:
    """The stored location: checked against its type, AWS's defaults filled in."""
    kind = str(given.get("type") or "")
    if kind not in TYPES:
        raise bad_request(f"Invalid documentation part location type {kind!r}: one of {', '.join(TYPES)}")
    takes = TYPES[kind]
    for attribute in ("path", "method", "statusCode", "name"):
        if given.get(attribute) not in (None, "") and attribute not in takes:
            raise bad_request(f"Invalid location: {attribute} is not allowed for type {kind}")
    location: dict[str, Any] = {"type": kind}
    for attribute in takes:
        value = given.get(attribute)
        if attribute == "name":
            if not value:
                raise bad_request(f"Invalid location: name is required for type {kind}")
            location["name"] = str(value)
        else:
            location[attribute] = str(value or _DEFAULTS[attribute])
    if "path" in location and not str(location["path"]).startswith("/"):
        raise bad_request(f"Invalid location: path must start with '/': {location['path']}")
    status = location.get("statusCode", "*")
    if status != "*" and not (len(status) == 3 and status.isdigit() and "100" <= status <= "599"):
        raise bad_request(f"Invalid location: statusCode must be * or a status code: {status}")
    return location


def check_properties(text: Any) -> str:
    if not isinstance(text, str) or len(text.encode()) > MAX_PROPERTIES:
        raise bad_request(f"Documentation properties must be a JSON object of at most {MAX_PROPERTIES} bytes")
    try:
        value = json.loads(text)
    except ValueError:
        raise bad_request("Invalid documentation properties specified: not valid JSON") from None
    if not isinstance(value, dict):
        raise bad_request("Invalid documentation properties specified: a JSON object is required")
    return text


def _part_of(state: ApigwState, api_id: str, part_id: str) -> PartRecord:
    found = parts.find_part(state.store, api_id, PART, part_id)
    if found is None:
        raise not_found("Invalid Documentation part identifier specified")
    return found


def create_documentation_part(
    state: ApigwState, request: CreateDocumentationPartRequest, ctx: RequestContext
) -> CreateDocumentationPartResponse:
    location = location_of(dict(request["location"]))
    doc: dict[str, Any] = {
        "id": ids.child_id(),
        "location": location,
        "properties": check_properties(request["properties"]),
    }
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        existing = parts.list_parts(state.store, api.id, PART)
        if any(p.doc["location"] == location for p in existing):
            raise conflict("Documentation part already exists for the specified location")
        if len(existing) >= MAX_PARTS:
            raise bad_request(f"An API can have at most {MAX_PARTS} documentation parts")
        parts.insert_part(state.store, PartRecord(api.id, PART, doc["id"], doc), clock.now())
    return cast("CreateDocumentationPartResponse", doc)


def get_documentation_part(
    state: ApigwState, request: GetDocumentationPartRequest, ctx: RequestContext
) -> GetDocumentationPartResponse:
    api = api_of(state, ctx, request["restApiId"])
    return cast("GetDocumentationPartResponse", _part_of(state, api.id, request["documentationPartId"]).doc)


def get_documentation_parts(
    state: ApigwState, request: GetDocumentationPartsRequest, ctx: RequestContext
) -> GetDocumentationPartsResponse:
    if request.get("locationStatus") == "UNDOCUMENTED":
        raise bad_request("labcloud does not list undocumented locations: leave locationStatus out")
    kind = request.get("type")
    if kind is not None and kind not in TYPES:
        raise bad_request(f"Invalid documentation part location type {kind!r}")
    api = api_of(state, ctx, request["restApiId"])
    docs = [p.doc for p in parts.list_parts(state.store, api.id, PART)]
    if kind:
        docs = [d for d in docs if d["location"]["type"] == kind]
    if request.get("path"):
        docs = [d for d in docs if d["location"].get("path") == request["path"]]
    if request.get("nameQuery"):
        docs = [d for d in docs if str(request["nameQuery"]) in str(d["location"].get("name") or "")]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetDocumentationPartsResponse", answer)


def update_documentation_part(
    state: ApigwState, request: UpdateDocumentationPartRequest, ctx: RequestContext
) -> UpdateDocumentationPartResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = _part_of(state, api.id, request["documentationPartId"])
        doc = apply(part.doc, list(request.get("patchOperations") or []), PART_PATHS)
        doc["properties"] = check_properties(doc.get("properties"))
        part.doc = doc
        parts.save_part(state.store, part)
    return cast("UpdateDocumentationPartResponse", doc)


def delete_documentation_part(
    state: ApigwState, request: DeleteDocumentationPartRequest, ctx: RequestContext
) -> DeleteDocumentationPartResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = _part_of(state, api.id, request["documentationPartId"])
        parts.delete_part(state.store, api.id, PART, part.id)
    return {}


# ---------------------------------------------------------------------- versions


def _public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def check_version(state: ApigwState, api_id: str, version: Any) -> None:
    """A stage's ``documentationVersion`` names a version of its API (BadRequestException if not)."""
    if version and parts.find_part(state.store, api_id, VERSION, str(version)) is None:
        raise bad_request(f"Invalid documentation version specified: {version}")


def _version_of(state: ApigwState, api_id: str, version: str) -> PartRecord:
    found = parts.find_part(state.store, api_id, VERSION, version)
    if found is None:
        raise not_found("Invalid Documentation version identifier specified")
    return found


def create_documentation_version(
    state: ApigwState, request: CreateDocumentationVersionRequest, ctx: RequestContext
) -> CreateDocumentationVersionResponse:
    version = str(request["documentationVersion"])
    if not 1 <= len(version) <= 64:
        raise bad_request("Documentation version must be 1 to 64 characters")
    now = clock.now()
    doc: dict[str, Any] = {"version": version, "createdDate": now}
    if request.get("description"):
        doc["description"] = request["description"]
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        if parts.find_part(state.store, api.id, VERSION, version) is not None:
            raise conflict(f"Documentation version {version} already exists")
        stage = (
            stored.find_stage(state.store, api.id, request["stageName"]) if request.get("stageName") else None
        )
        if request.get("stageName") and stage is None:
            raise not_found("Invalid Stage identifier specified")
        snapshot = [p.doc for p in parts.list_parts(state.store, api.id, PART)]
        parts.insert_part(state.store, PartRecord(api.id, VERSION, version, {**doc, "_parts": snapshot}), now)
        if stage is not None:
            stage.doc["documentationVersion"] = version
            put_stage(state, api.id, stage.doc, stage.doc["createdDate"])
    return cast("CreateDocumentationVersionResponse", doc)


def get_documentation_version(
    state: ApigwState, request: GetDocumentationVersionRequest, ctx: RequestContext
) -> GetDocumentationVersionResponse:
    api = api_of(state, ctx, request["restApiId"])
    found = _version_of(state, api.id, request["documentationVersion"])
    return cast("GetDocumentationVersionResponse", _public(found.doc))


def get_documentation_versions(
    state: ApigwState, request: GetDocumentationVersionsRequest, ctx: RequestContext
) -> GetDocumentationVersionsResponse:
    api = api_of(state, ctx, request["restApiId"])
    docs = [_public(p.doc) for p in parts.list_parts(state.store, api.id, VERSION)]
    items, position = page(docs, request.get("position"), request.get("limit"), "version")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetDocumentationVersionsResponse", answer)


def update_documentation_version(
    state: ApigwState, request: UpdateDocumentationVersionRequest, ctx: RequestContext
) -> UpdateDocumentationVersionResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        found = _version_of(state, api.id, request["documentationVersion"])
        found.doc = apply(found.doc, list(request.get("patchOperations") or []), VERSION_PATHS)
        parts.save_part(state.store, found)
    return cast("UpdateDocumentationVersionResponse", _public(found.doc))


def delete_documentation_version(
    state: ApigwState, request: DeleteDocumentationVersionRequest, ctx: RequestContext
) -> DeleteDocumentationVersionResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        found = _version_of(state, api.id, request["documentationVersion"])
        parts.delete_part(state.store, api.id, VERSION, found.id)
    return {}
