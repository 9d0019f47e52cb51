"""ImportRestApi and PutRestApi: an API built (or rebuilt, or extended) from an OpenAPI/Swagger definition."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway import ids, openapi, resource_policy
from labcloud.services.apigateway.authorizer_ops import KIND as AUTHORIZER
from labcloud.services.apigateway.authorizer_ops import new_authorizer
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.gateway_response_ops import new_gateway_response, save_gateway_response
from labcloud.services.apigateway.integrations import new_integration, new_integration_response
from labcloud.services.apigateway.lookup import api_of, save_method
from labcloud.services.apigateway.method_ops import check_method, new_method
from labcloud.services.apigateway.model_ops import DRAFT4, MODEL, VALIDATOR, check_schema, model_named
from labcloud.services.apigateway.paths import child_path
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.apis import ApiRecord, ResourceRecord
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.resource_ops import add_resource
from labcloud.services.apigateway.rest_api_ops import ENDPOINT_TYPES, create_api
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.vpc_link_ops import check_connection

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        ImportRestApiRequest,
        ImportRestApiResponse,
        PutRestApiRequest,
        PutRestApiResponse,
    )


def _parameters(given: dict[str, str] | None) -> dict[str, Any]:
    """ImportRestApi's ``parameters``: endpointConfigurationTypes, and basepath=ignore (the default)."""
    extra: dict[str, Any] = {}
    for name, value in (given or {}).items():
        if name in ("mode", "failonwarnings"):
            continue  # the query string's own members, which the parameters map also sees
        if name == "endpointConfigurationTypes":
            if value not in ENDPOINT_TYPES:
                raise bad_request(f"Invalid endpointConfigurationTypes: {value}")
            extra["endpointConfiguration"] = {"types": [value]}
        elif name == "basepath":
            if value != "ignore":
                raise bad_request("labcloud imports with basepath=ignore only")
        elif name == "ignore":
            if value != "documentation":
                raise bad_request(f"Invalid value for parameter ignore: {value}")
        else:
            raise bad_request(f"Invalid import parameter: {name}")
    return extra


def build_paths(state: ApigwState, api_id: str, definition: openapi.Definition, strict: bool = False) -> None:
    """Create every path's resources and every operation's method, integration and responses
    (``strict``: failOnWarnings, a schema that cannot be a model refused rather than left out)."""
    by_path = {r.path: r for r in stored.list_resources(state.store, api_id)}

    def resource_for(path: str) -> ResourceRecord:
        if path in by_path:
            return by_path[path]
        parent_path, _, part = path.rstrip("/").rpartition("/")
        parent = resource_for(parent_path or "/")
        made = add_resource(state, api_id, parent, part)
        by_path[child_path(parent.path, part)] = made
        return made

    authorizer_ids = _authorizers(state, api_id, definition)
    for raw in definition.gateway_responses:
        save_gateway_response(state, api_id, new_gateway_response(raw))
    validator_ids = _validators(state, api_id, definition)
    models = _models(state, api_id, definition, strict) | {
        str(p.doc.get("name")) for p in parts.list_parts(state.store, api_id, MODEL)
    }
    for path in definition.paths:
        resource_for(path.rstrip("/") or "/")
    for operation in definition.operations:
        resource = resource_for(operation.path.rstrip("/") or "/")
        http_method = check_method(operation.http_method)
        given = dict(operation.method)
        scheme = given.pop(openapi.AUTHORIZER_NAME, None)
        if scheme is not None:
            given["authorizerId"] = authorizer_ids[scheme]
        validator = given.pop(openapi.VALIDATOR_NAME, None)
        if validator is not None:
            given["requestValidatorId"] = validator_ids[validator]
        for response in (operation.method.get("methodResponses") or {}).values():
            answered = response.pop("responseModels", None) or {}
            if set(answered.values()) - models and strict:
                raise bad_request("Invalid OpenAPI input: a response schema is not a model")
            if any(name in models for name in answered.values()):
                response["responseModels"] = {ct: n for ct, n in answered.items() if n in models}
        wanted = given.pop("requestModels", None) or {}
        missing = sorted(set(wanted.values()) - models)
        if missing and strict:
            raise bad_request(f"Invalid OpenAPI input: request body schema '{missing[0]}' is not a model")
        given["requestModels"] = {ct: name for ct, name in wanted.items() if name in models}
        method = new_method(http_method, given)
        if operation.method.get("methodResponses"):
            method["methodResponses"] = operation.method["methodResponses"]
        if operation.integration is not None:
            integration = new_integration(resource.id, operation.integration)
            owner = stored.api_by_id(state.store, api_id)
            if owner is not None:
                check_connection(state, owner.account_id, owner.region, integration)
            if operation.integration_responses:
                integration["integrationResponses"] = {
                    code: new_integration_response(code, raw)
                    for code, raw in operation.integration_responses.items()
                }
            method["methodIntegration"] = integration
        fresh = stored.find_resource(state.store, api_id, resource.id)
        assert fresh is not None
        save_method(state, fresh, http_method, method)


def _models(state: ApigwState, api_id: str, definition: openapi.Definition, strict: bool) -> set[str]:
    """The definition's schemas as the API's models (one of the same name replaced), their local
    ``$ref``s rewritten to the model URLs API Gateway resolves: the names made. A schema that cannot be
    a model (a name that is not alphanumeric, not a JSON schema) is a warning on AWS: left out, unless
    failOnWarnings asks for it to be refused."""
    made: set[str] = set()

    def resolved(value: Any) -> Any:
        if isinstance(value, dict):
            return {
                k: (
                    f"https://apigateway.amazonaws.com/restapis/{api_id}/models/{openapi.model_name(v)}"
                    if k == "$ref" and openapi.model_name(v)
                    else resolved(v)
                )
                for k, v in value.items()
            }
        return [resolved(v) for v in value] if isinstance(value, list) else value

    for name, schema in definition.models.items():
        text = (
            json.dumps({"$schema": DRAFT4, **resolved(schema)}, indent=2) if isinstance(schema, dict) else ""
        )
        try:
            if not re.fullmatch(r"[A-Za-z0-9]+", str(name)):
                raise bad_request(
                    f"Invalid OpenAPI input: schema '{name}' cannot be a model (alphanumeric names)"
                )
            check_schema(text)
        except AwsError:
            if strict:
                raise
            continue
        old = model_named(state, api_id, str(name))
        doc = {
            "id": old.id if old else ids.child_id(),
            "name": name,
            "schema": text,
            "contentType": "application/json",
        }
        if old is not None:
            old.doc = doc
            parts.save_part(state.store, old)
        else:
            parts.insert_part(state.store, PartRecord(api_id, MODEL, doc["id"], doc), clock.now())
        made.add(str(name))
    return made


def _validators(state: ApigwState, api_id: str, definition: openapi.Definition) -> dict[str, str]:
    existing = {p.doc.get("name"): p for p in parts.list_parts(state.store, api_id, VALIDATOR)}
    made: dict[str, str] = {}
    for name, flags in definition.validators.items():
        old = existing.get(name)
        validator_id = old.id if old else ids.child_id()
        doc: dict[str, Any] = {"id": validator_id, "name": name, **flags}
        if old is not None:
            old.doc = doc
            parts.save_part(state.store, old)
        else:
            parts.insert_part(state.store, PartRecord(api_id, VALIDATOR, validator_id, doc), clock.now())
        made[name] = validator_id
    return made


def _authorizers(state: ApigwState, api_id: str, definition: openapi.Definition) -> dict[str, str]:
    """The definition's authorizers created (or, by name, replaced) on the API: scheme name → id."""
    existing = {p.doc.get("name"): p for p in parts.list_parts(state.store, api_id, AUTHORIZER)}
    made: dict[str, str] = {}
    for name, params in definition.authorizers.items():
        old = existing.get(name)
        doc = new_authorizer(params, old.id if old is not None else ids.child_id())
        if old is not None:
            old.doc = doc
            parts.save_part(state.store, old)
        else:
            parts.insert_part(state.store, PartRecord(api_id, AUTHORIZER, doc["id"], doc), clock.now())
        made[name] = doc["id"]
    state.authorizer_results.clear()
    return made


def import_api(
    state: ApigwState,
    ctx: RequestContext,
    body: bytes,
    parameters: dict[str, str] | None,
    strict: bool = False,
) -> ApiRecord:
    definition = openapi.read(openapi.parse_body(body, openapi.aws_variables(ctx.account_id, ctx.region)))
    api, _ = create_api(state, ctx, {**definition.api, **_parameters(parameters)})
    build_paths(state, api.id, definition, strict)
    return api


def import_rest_api(
    state: ApigwState, request: ImportRestApiRequest, ctx: RequestContext
) -> ImportRestApiResponse:
    with state.store.transaction():
        api = import_api(
            state, ctx, bytes(request["body"]), request.get("parameters"), bool(request.get("failOnWarnings"))
        )
    return cast("ImportRestApiResponse", resource_policy.answered(api.doc))


def replace_definition(
    state: ApigwState,
    ctx: RequestContext,
    api_id: str,
    body: bytes,
    mode: str,
    parameters: dict[str, str] | None,
    strict: bool = False,
) -> ApiRecord:
    api = api_of(state, ctx, api_id)
    if mode not in ("merge", "overwrite"):
        raise bad_request(f"Invalid mode: {mode}. Valid values are merge, overwrite")
    definition = openapi.read(openapi.parse_body(body, openapi.aws_variables(ctx.account_id, ctx.region)))
    extra = _parameters(parameters)
    if mode == "overwrite":
        for part in parts.list_parts(state.store, api.id, AUTHORIZER):
            parts.delete_part(state.store, api.id, AUTHORIZER, part.id)
        resources = stored.list_resources(state.store, api.id)
        stored.delete_resources(state.store, api.id, [r.id for r in resources if r.parent_id is not None])
        root = next(r for r in resources if r.parent_id is None)
        root.doc = {"id": root.id, "path": "/"}
        stored.save_resource(state.store, root)
        api.doc = {
            k: v for k, v in api.doc.items() if k not in ("description", "version", "binaryMediaTypes")
        }
    api.doc.update(definition.api)
    api.doc.update(extra)
    if definition.api.get("policy"):
        api.doc["policy"] = resource_policy.normalised(
            str(api.doc["policy"]), ctx.account_id, ctx.region, api.id
        )
    stored.save_api(state.store, api)
    build_paths(state, api.id, definition, strict)
    return api


def put_rest_api(state: ApigwState, request: PutRestApiRequest, ctx: RequestContext) -> PutRestApiResponse:
    with state.store.transaction():
        api = replace_definition(
            state,
            ctx,
            request["restApiId"],
            bytes(request["body"]),
            request.get("mode") or "merge",
            request.get("parameters"),
            bool(request.get("failOnWarnings")),
        )
    return cast("PutRestApiResponse", resource_policy.answered(api.doc))
