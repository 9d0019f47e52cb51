"""A method's integration and its integration responses: put, get, update, delete."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.integrations import new_integration, new_integration_response
from labcloud.services.apigateway.lookup import integration_of, method_of, resource_of, save_method
from labcloud.services.apigateway.method_ops import check_status
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.vpc_link_ops import check_connection
from labcloud.services.apigateway.vpc_link_v2 import check_target

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        DeleteIntegrationRequest,
        DeleteIntegrationResponse,
        DeleteIntegrationResponseRequest,
        DeleteIntegrationResponseResponse,
        GetIntegrationRequest,
        GetIntegrationResponse,
        GetIntegrationResponseRequest,
        GetIntegrationResponseResponse,
        PutIntegrationRequest,
        PutIntegrationResponse,
        PutIntegrationResponseRequest,
        PutIntegrationResponseResponse,
        UpdateIntegrationRequest,
        UpdateIntegrationResponse,
        UpdateIntegrationResponseRequest,
        UpdateIntegrationResponseResponse,
    )
    from labcloud.services.apigateway.repo.apis import ResourceRecord

INTEGRATION_PATHS = Paths(
    scalars={
        "uri": "str",
        "httpMethod": "str",
        "timeoutInMillis": "int",
        "passthroughBehavior": "str",
        "credentials": "str",
        "cacheNamespace": "str",
        "contentHandling": "str",
        "responseTransferMode": "str",
        "connectionType": "str",
        "connectionId": "str",
        "integrationTarget": "str",
    },
    maps=("requestTemplates", "requestParameters"),
    lists=("cacheKeyParameters",),
)
INTEGRATION_RESPONSE_PATHS = Paths(
    scalars={"selectionPattern": "str", "contentHandling": "str"},
    maps=("responseTemplates", "responseParameters"),
)


async def put_integration(
    state: ApigwState, request: PutIntegrationRequest, ctx: RequestContext
) -> PutIntegrationResponse:
    http_method = request["httpMethod"].upper()
    resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    method_of(resource, http_method)
    integration = new_integration(resource.id, cast("dict[str, Any]", request))
    # a VPC link V2 and its load balancer are asked of their services before anything is written
    await check_target(state, ctx.account_id, ctx.region, integration)
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        check_connection(state, ctx.account_id, ctx.region, integration)
        method["methodIntegration"] = integration
        save_method(state, resource, http_method, method)
    return cast("PutIntegrationResponse", integration)


def get_integration(
    state: ApigwState, request: GetIntegrationRequest, ctx: RequestContext
) -> GetIntegrationResponse:
    resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    return cast("GetIntegrationResponse", integration_of(method_of(resource, request["httpMethod"].upper())))


async def update_integration(
    state: ApigwState, request: UpdateIntegrationRequest, ctx: RequestContext
) -> UpdateIntegrationResponse:
    await check_target(state, ctx.account_id, ctx.region, _patched(state, request, ctx)[2])
    http_method = request["httpMethod"].upper()
    with state.store.transaction():
        resource, method, checked = _patched(state, request, ctx)
        check_connection(state, ctx.account_id, ctx.region, checked)
        method["methodIntegration"] = checked
        save_method(state, resource, http_method, method)
    return cast("UpdateIntegrationResponse", checked)


def _patched(
    state: ApigwState, request: UpdateIntegrationRequest, ctx: RequestContext
) -> tuple[ResourceRecord, dict[str, Any], dict[str, Any]]:
    """The resource, its method and the integration the patch makes (checked as a PutIntegration's)."""
    resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    method = method_of(resource, request["httpMethod"].upper())
    current = integration_of(method)
    operations = list(request.get("patchOperations") or [])
    patched = apply(current, [o for o in operations if not _is_tls(o)], INTEGRATION_PATHS)
    patched = _patch_tls(patched, [o for o in operations if _is_tls(o)])
    checked = new_integration(resource.id, {**patched, "integrationHttpMethod": patched.get("httpMethod")})
    if current.get("integrationResponses"):
        checked["integrationResponses"] = current["integrationResponses"]
    return resource, method, checked


_TLS_PATH = "/tlsConfig/insecureSkipVerification"


def _is_tls(operation: Any) -> bool:
    return str(operation.get("path") or "").startswith("/tlsConfig")


def _patch_tls(doc: dict[str, Any], operations: list[Any]) -> dict[str, Any]:
    """``/tlsConfig/insecureSkipVerification`` (replace or add ``true``/``false``, or remove), and
    ``/tlsConfig`` removed whole; any other path under it is refused."""
    for operation in operations:
        op, path = str(operation.get("op") or ""), str(operation.get("path") or "")
        if path == _TLS_PATH and op in ("add", "replace"):
            value = str(operation.get("value")).lower()
            if value not in ("true", "false"):
                raise bad_request(f"Invalid boolean value '{operation.get('value')}' for path '{path}'")
            doc = {**doc, "tlsConfig": {"insecureSkipVerification": value == "true"}}
        elif path in (_TLS_PATH, "/tlsConfig") and op == "remove":
            doc = {k: v for k, v in doc.items() if k != "tlsConfig"}
        else:
            raise bad_request(f"Invalid patch path '{path}' specified for op '{op}'")
    return doc


def delete_integration(
    state: ApigwState, request: DeleteIntegrationRequest, ctx: RequestContext
) -> DeleteIntegrationResponse:
    http_method = request["httpMethod"].upper()
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        integration_of(method)
        method.pop("methodIntegration", None)
        save_method(state, resource, http_method, method)
    return {}


def put_integration_response(
    state: ApigwState, request: PutIntegrationResponseRequest, ctx: RequestContext
) -> PutIntegrationResponseResponse:
    http_method, code = request["httpMethod"].upper(), request["statusCode"]
    check_status(code)
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        integration = integration_of(method)
        answer = new_integration_response(code, cast("dict[str, Any]", request))
        integration["integrationResponses"] = {
            **(integration.get("integrationResponses") or {}),
            code: answer,
        }
        method["methodIntegration"] = integration
        save_method(state, resource, http_method, method)
    return cast("PutIntegrationResponseResponse", answer)


def get_integration_response(
    state: ApigwState, request: GetIntegrationResponseRequest, ctx: RequestContext
) -> GetIntegrationResponseResponse:
    resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    integration = integration_of(method_of(resource, request["httpMethod"].upper()))
    found = (integration.get("integrationResponses") or {}).get(request["statusCode"])
    if found is None:
        raise not_found("Invalid Response status code specified")
    return cast("GetIntegrationResponseResponse", found)


def update_integration_response(
    state: ApigwState, request: UpdateIntegrationResponseRequest, ctx: RequestContext
) -> UpdateIntegrationResponseResponse:
    """``/selectionPattern``, ``/contentHandling``, ``/responseTemplates/<type>`` and
    ``/responseParameters/<method.response.header.name>`` (``~1`` for ``/``); anything else is refused."""
    http_method, code = request["httpMethod"].upper(), request["statusCode"]
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        integration = integration_of(method)
        responses = dict(integration.get("integrationResponses") or {})
        found = responses.get(code)
        if found is None:
            raise not_found("Invalid Response status code specified")
        patched = apply(found, list(request.get("patchOperations") or []), INTEGRATION_RESPONSE_PATHS)
        answer = new_integration_response(code, {k: v for k, v in patched.items() if v not in ({}, "")})
        responses[code] = answer
        integration["integrationResponses"] = responses
        method["methodIntegration"] = integration
        save_method(state, resource, http_method, method)
    return cast("UpdateIntegrationResponseResponse", answer)


def delete_integration_response(
    state: ApigwState, request: DeleteIntegrationResponseRequest, ctx: RequestContext
) -> DeleteIntegrationResponseResponse:
    http_method = request["httpMethod"].upper()
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        integration = integration_of(method)
        responses = dict(integration.get("integrationResponses") or {})
        if responses.pop(request["statusCode"], None) is None:
            raise not_found("Invalid Response status code specified")
        if responses:
            integration["integrationResponses"] = responses
        else:
            integration.pop("integrationResponses", None)
        method["methodIntegration"] = integration
        save_method(state, resource, http_method, method)
    return {}
