"""StartSchemaCreation, GetSchemaCreationStatus, GetIntrospectionSchema. A schema is parsed when it
arrives (labcloud needs no minutes): StartSchemaCreation answers PROCESSING as AWS does and the status
is SUCCESS, or FAILED with AppSync's details when the document does not parse or build."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from graphql import GraphQLSchema, introspection_from_schema, print_schema

from labcloud.context import RequestContext
from labcloud.services.appsync.errors import bad_request, not_found, schema_error
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import find
from labcloud.services.appsync.schemas import PRELUDE_NAMES, SchemaProblem, build, schema_of
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        GetIntrospectionSchemaRequest,
        GetIntrospectionSchemaResponse,
        GetSchemaCreationStatusRequest,
        GetSchemaCreationStatusResponse,
        StartSchemaCreationRequest,
        StartSchemaCreationResponse,
    )


def _text(definition: bytes | str) -> str:
    try:
        return definition.decode() if isinstance(definition, bytes) else str(definition)
    except UnicodeDecodeError:
        raise bad_request("The schema definition is not UTF-8 text.") from None


def start_schema_creation(
    state: AppsyncState, request: StartSchemaCreationRequest, ctx: RequestContext
) -> StartSchemaCreationResponse:
    api = find(state, ctx, request["apiId"])
    text = _text(request["definition"])
    try:
        built = build(text)
    except SchemaProblem as problem:
        with state.store.transaction():
            state.records.put_schema(api.api_id, None, "FAILED", str(problem))
            publish(state, "appsync.schema.failed", api, details=str(problem))
        return {"status": "PROCESSING"}
    with state.store.transaction():
        state.records.put_schema(api.api_id, text, "SUCCESS", "Successfully created schema with 0 types.")
        publish(state, "appsync.schema.created", api)
    state.schemas[api.api_id] = (text, built)
    return {"status": "PROCESSING"}


def get_schema_creation_status(
    state: AppsyncState, request: GetSchemaCreationStatusRequest, ctx: RequestContext
) -> GetSchemaCreationStatusResponse:
    api = find(state, ctx, request["apiId"])
    if api.schema_status is None:
        raise not_found(f"No schema creation in progress or completed for API {api.api_id}.")
    return {"status": api.schema_status, "details": api.schema_details or ""}


def get_introspection_schema(
    state: AppsyncState, request: GetIntrospectionSchemaRequest, ctx: RequestContext
) -> GetIntrospectionSchemaResponse:
    api = find(state, ctx, request["apiId"])
    if api.schema_text is None:
        raise schema_error(f"No schema is defined for API {api.api_id}.")
    schema = schema_of(state, api.api_id, api.schema_text)
    if request["format"] == "JSON":
        document = {"data": introspection_from_schema(schema)}
        return {"schema": json.dumps(document, indent=2).encode()}
    if request["format"] != "SDL":
        raise bad_request(f"Invalid format {request['format']!r}: SDL or JSON.")
    return {
        "schema": _printed(schema, api.schema_text, bool(request.get("includeDirectives", True))).encode()
    }


def _printed(schema: GraphQLSchema, text: str, directives: bool) -> str:
    """The schema's SDL: the document as given (with its directives), or printed by graphql-core without
    AppSync's directives and the scalars AppSync provides itself."""
    if directives:
        return text.strip() + "\n"
    blocks = print_schema(schema).split("\n\n")
    kept = [
        block
        for block in blocks
        if not block.startswith("directive @aws_")
        and not any(block == f"scalar {name}" for name in PRELUDE_NAMES)
    ]
    return "\n\n".join(kept) + "\n"
