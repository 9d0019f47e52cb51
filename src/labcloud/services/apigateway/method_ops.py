"""Methods of a resource and their method responses.

``authorizationType`` NONE, CUSTOM (a TOKEN or REQUEST Lambda authorizer of the API) and AWS_IAM are
served, and ``apiKeyRequired`` (``usage.py``) and request validators and models (``validation.py``);
Cognito user pools are refused with BadRequestException
(never stored and silently skipped)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import drop_method, method_of, resource_of, save_method
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        DeleteMethodRequest,
        DeleteMethodResponse,
        DeleteMethodResponseRequest,
        DeleteMethodResponseResponse,
        GetMethodRequest,
        GetMethodResponse,
        GetMethodResponseRequest,
        GetMethodResponseResponse,
        PutMethodRequest,
        PutMethodResponse,
        PutMethodResponseRequest,
        PutMethodResponseResponse,
        UpdateMethodRequest,
        UpdateMethodResponse,
        UpdateMethodResponseRequest,
        UpdateMethodResponseResponse,
    )

AUTHORIZER = "authorizer"
HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "ANY")
METHOD_PATHS = Paths(
    scalars={
        "operationName": "str",
        "authorizationType": "str",
        "authorizerId": "str",
        "apiKeyRequired": "bool",
    },
    maps=("requestParameters", "requestModels"),
    boolean_maps=("requestParameters",),
)


def check_method(http_method: str) -> str:
    upper = http_method.upper()
    if upper not in HTTP_METHODS:
        raise bad_request(f"Invalid HttpMethod specified. Valid options are {','.join(HTTP_METHODS)}")
    return upper


AUTHORIZATION_TYPES = ("NONE", "CUSTOM", "AWS_IAM", "COGNITO_USER_POOLS")


def check_authorization(state: ApigwState, api_id: str, method: dict[str, Any]) -> None:
    """AWS's checks of a method's authorization against the API's authorizers."""
    authorization = method.get("authorizationType") or "NONE"
    if authorization not in AUTHORIZATION_TYPES:
        raise bad_request(f"Invalid authorization type specified: {authorization}")
    authorizer_id = method.get("authorizerId")
    if authorization in ("CUSTOM", "COGNITO_USER_POOLS"):
        found = (
            parts.find_part(state.store, api_id, AUTHORIZER, str(authorizer_id)) if authorizer_id else None
        )
        cognito = found is not None and found.doc.get("type") == "COGNITO_USER_POOLS"
        if found is None or cognito != (authorization == "COGNITO_USER_POOLS"):
            raise bad_request(
                f"Invalid authorizer ID specified. Setting the authorization type to {authorization} "
                "requires a valid authorizer."
            )
    elif authorizer_id:
        raise bad_request(f"authorizerId can only be set with authorizationType CUSTOM, not {authorization}")
    validator = method.get("requestValidatorId")
    if validator and parts.find_part(state.store, api_id, "requestvalidator", str(validator)) is None:
        raise bad_request("Invalid Request Validator identifier specified")
    for content_type, model in (method.get("requestModels") or {}).items():
        if not any(p.doc.get("name") == model for p in parts.list_parts(state.store, api_id, "model")):
            raise bad_request(f"Invalid model identifier specified: {model} (for {content_type})")
    if method.get("authorizationScopes") and authorization != "COGNITO_USER_POOLS":
        raise bad_request("authorizationScopes apply to COGNITO_USER_POOLS authorization only")


def new_method(http_method: str, request: dict[str, Any]) -> dict[str, Any]:
    """The Method document for PutMethod's parameters (also used by OpenAPI import and CloudFormation);
    the caller checks its authorization against the API (:func:`check_authorization`)."""
    authorization = request.get("authorizationType") or "NONE"
    method: dict[str, Any] = {
        "httpMethod": http_method,
        "authorizationType": authorization,
        "apiKeyRequired": bool(request.get("apiKeyRequired") or False),
    }
    for member in ("authorizerId", "authorizationScopes", "requestValidatorId"):
        if request.get(member):
            method[member] = request[member]
    for member in ("operationName", "requestParameters", "requestModels"):
        if request.get(member):
            method[member] = request[member]
    return method


def put_method(state: ApigwState, request: PutMethodRequest, ctx: RequestContext) -> PutMethodResponse:
    http_method = check_method(request["httpMethod"])
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        if http_method in (resource.doc.get("resourceMethods") or {}):
            raise conflict("Method already exists for this resource")
        method = new_method(http_method, cast("dict[str, Any]", request))
        check_authorization(state, resource.api_id, method)
        save_method(state, resource, http_method, method)
    return cast("PutMethodResponse", method)


def get_method(state: ApigwState, request: GetMethodRequest, ctx: RequestContext) -> GetMethodResponse:
    resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    return cast("GetMethodResponse", method_of(resource, request["httpMethod"].upper()))


def update_method(
    state: ApigwState, request: UpdateMethodRequest, ctx: RequestContext
) -> UpdateMethodResponse:
    http_method = request["httpMethod"].upper()
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = apply(
            method_of(resource, http_method), list(request.get("patchOperations") or []), METHOD_PATHS
        )
        if method.get("authorizationType") not in ("CUSTOM", "COGNITO_USER_POOLS"):
            method.pop("authorizerId", None)
        check_authorization(state, resource.api_id, method)
        save_method(state, resource, http_method, method)
    return cast("UpdateMethodResponse", method)


def delete_method(
    state: ApigwState, request: DeleteMethodRequest, ctx: RequestContext
) -> DeleteMethodResponse:
    http_method = request["httpMethod"].upper()
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method_of(resource, http_method)
        drop_method(state, resource, http_method)
    return {}


def check_status(code: str) -> None:
    if len(code) != 3 or not code.isdigit() or not "100" <= code <= "599":
        raise bad_request("Invalid status code specified. Valid values are 1xx to 5xx")


def put_method_response(
    state: ApigwState, request: PutMethodResponseRequest, ctx: RequestContext
) -> PutMethodResponseResponse:
    http_method, code = request["httpMethod"].upper(), request["statusCode"]
    check_status(code)
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        responses = dict(method.get("methodResponses") or {})
        if code in responses:
            raise conflict("Response already exists for this resource")
        answer: dict[str, Any] = {"statusCode": code}
        for member in ("responseParameters", "responseModels"):
            if request.get(member):
                answer[member] = request[member]
        responses[code] = answer
        method["methodResponses"] = responses
        save_method(state, resource, http_method, method)
    return cast("PutMethodResponseResponse", answer)


def get_method_response(
    state: ApigwState, request: GetMethodResponseRequest, ctx: RequestContext
) -> GetMethodResponseResponse:
    resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    method = method_of(resource, request["httpMethod"].upper())
    found = (method.get("methodResponses") or {}).get(request["statusCode"])
    if found is None:
        raise not_found("Invalid Response status code specified")
    return cast("GetMethodResponseResponse", found)


METHOD_RESPONSE_PATHS = Paths(
    maps=("responseParameters", "responseModels"), boolean_maps=("responseParameters",)
)


def update_method_response(
    state: ApigwState, request: UpdateMethodResponseRequest, ctx: RequestContext
) -> UpdateMethodResponseResponse:
    """``/responseParameters/<method.response.header.name>`` (true/false: required) and
    ``/responseModels/<content type>`` (``~1`` for ``/``); anything else is refused."""
    http_method, code = request["httpMethod"].upper(), request["statusCode"]
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        responses = dict(method.get("methodResponses") or {})
        found = responses.get(code)
        if found is None:
            raise not_found("Invalid Response status code specified")
        answer = apply(found, list(request.get("patchOperations") or []), METHOD_RESPONSE_PATHS)
        for member in ("responseParameters", "responseModels"):
            if not answer.get(member):
                answer.pop(member, None)
        responses[code] = answer
        method["methodResponses"] = responses
        save_method(state, resource, http_method, method)
    return cast("UpdateMethodResponseResponse", answer)


def delete_method_response(
    state: ApigwState, request: DeleteMethodResponseRequest, ctx: RequestContext
) -> DeleteMethodResponseResponse:
    http_method = request["httpMethod"].upper()
    with state.store.transaction():
        resource = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        method = method_of(resource, http_method)
        responses = dict(method.get("methodResponses") or {})
        if responses.pop(request["statusCode"], None) is None:
            raise not_found("Invalid Response status code specified")
        if responses:
            method["methodResponses"] = responses
        else:
            method.pop("methodResponses", None)
        save_method(state, resource, http_method, method)
    return {}
