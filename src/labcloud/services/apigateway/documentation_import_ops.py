"""ImportDocumentationParts: the ``x-amazon-apigateway-documentation`` member of an OpenAPI or Swagger
document (``documentationParts``, each a location and its properties as a JSON object) into an API's
documentation parts. ``merge`` (the default) adds new locations and merges the properties of existing
ones (the imported members win); ``overwrite`` replaces every part. An invalid part is a warning (the
part skipped) or, with ``failOnWarnings``, BadRequestException with nothing changed."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway import ids, openapi
from labcloud.services.apigateway.documentation_ops import PART, check_properties, location_of
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.lookup import api_of
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        ImportDocumentationPartsRequest,
        ImportDocumentationPartsResponse,
    )

MEMBER = "x-amazon-apigateway-documentation"


def _entries(document: dict[str, Any]) -> list[Any]:
    documentation = document.get(MEMBER)
    if documentation is None:
        return []
    if not isinstance(documentation, dict) or not isinstance(
        documentation.get("documentationParts", []), list
    ):
        raise bad_request(f"Invalid {MEMBER}: an object with a documentationParts list")
    return list(documentation.get("documentationParts") or [])


def _checked(entry: Any) -> tuple[dict[str, Any], str]:
    if not isinstance(entry, dict) or not isinstance(entry.get("location"), dict):
        raise bad_request("a documentation part needs a location object")
    properties = entry.get("properties", {})
    if not isinstance(properties, dict):
        raise bad_request("a documentation part's properties must be a JSON object")
    return location_of(dict(entry["location"])), check_properties(json.dumps(properties))


def import_documentation_parts(
    state: ApigwState, request: ImportDocumentationPartsRequest, ctx: RequestContext
) -> ImportDocumentationPartsResponse:
    mode = request.get("mode") or "merge"
    if mode not in ("merge", "overwrite"):
        raise bad_request(f"Invalid mode {mode!r}: merge or overwrite")
    document = openapi.parse_body(bytes(request["body"]))
    checked: list[tuple[dict[str, Any], str]] = []
    warnings: list[str] = []
    for number, entry in enumerate(_entries(document)):
        try:
            checked.append(_checked(entry))
        except AwsError as error:
            warning = f"documentationParts[{number}]: {error.message}"
            if request.get("failOnWarnings"):
                raise bad_request(f"Warnings found during import: {warning}") from None
            warnings.append(warning)
    imported: list[str] = []
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        existing = parts.list_parts(state.store, api.id, PART)
        if mode == "overwrite":
            for part in existing:
                parts.delete_part(state.store, api.id, PART, part.id)
            existing = []
        by_location = {json.dumps(p.doc["location"], sort_keys=True): p for p in existing}
        now = clock.now()
        for location, properties in checked:
            key = json.dumps(location, sort_keys=True)
            found = by_location.get(key)
            if found is None:
                doc: dict[str, Any] = {"id": ids.child_id(), "location": location, "properties": properties}
                found = by_location[key] = PartRecord(api.id, PART, doc["id"], doc)
                parts.insert_part(state.store, found, now)
            else:
                merged = {**json.loads(found.doc["properties"]), **json.loads(properties)}
                found.doc = {**found.doc, "properties": check_properties(json.dumps(merged))}
                parts.save_part(state.store, found)
            imported.append(found.id)
    answer: dict[str, Any] = {"ids": imported}
    if warnings:
        answer["warnings"] = warnings
    return cast("ImportDocumentationPartsResponse", answer)
