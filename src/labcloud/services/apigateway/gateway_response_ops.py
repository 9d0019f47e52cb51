"""Gateway responses of a REST API: AWS's response types with their defaults, and the customised ones
(PutGatewayResponse, Get, GetGatewayResponses, Update by patch, Delete back to the default).

``gateway_responses.py`` applies them to the gateway's own answers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.lookup import api_of, page
from labcloud.services.apigateway.method_ops import check_status
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        DeleteGatewayResponseRequest,
        DeleteGatewayResponseResponse,
        GetGatewayResponseRequest,
        GetGatewayResponseResponse,
        GetGatewayResponsesRequest,
        GetGatewayResponsesResponse,
        PutGatewayResponseRequest,
        PutGatewayResponseResponse,
        UpdateGatewayResponseRequest,
        UpdateGatewayResponseResponse,
    )

KIND = "gatewayresponse"
DEFAULT_TEMPLATE = '{"message":$context.error.messageString}'
#: Every response type and the status AWS gives it (None: the status of the error it stands in for).
TYPES: dict[str, str | None] = {
    "ACCESS_DENIED": "403",
    "API_CONFIGURATION_ERROR": "500",
    "AUTHORIZER_CONFIGURATION_ERROR": "500",
    "AUTHORIZER_FAILURE": "500",
    "BAD_REQUEST_PARAMETERS": "400",
    "BAD_REQUEST_BODY": "400",
    "DEFAULT_4XX": None,
    "DEFAULT_5XX": None,
    "EXPIRED_TOKEN": "403",
    "INTEGRATION_FAILURE": "504",
    "INTEGRATION_TIMEOUT": "504",
    "INVALID_API_KEY": "403",
    "INVALID_SIGNATURE": "403",
    "MISSING_AUTHENTICATION_TOKEN": "403",
    "QUOTA_EXCEEDED": "429",
    "REQUEST_TOO_LARGE": "413",
    "RESOURCE_NOT_FOUND": "404",
    "THROTTLED": "429",
    "UNAUTHORIZED": "401",
    "UNSUPPORTED_MEDIA_TYPE": "415",
    "WAF_FILTERED": "403",
}
PATHS = Paths(scalars={"statusCode": "str"}, maps=("responseParameters", "responseTemplates"))


def default_response(response_type: str) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "responseType": response_type,
        "responseParameters": {},
        "responseTemplates": {"application/json": DEFAULT_TEMPLATE},
        "defaultResponse": True,
    }
    if TYPES[response_type] is not None:
        doc["statusCode"] = TYPES[response_type]
    return doc


def _type(response_type: str) -> str:
    if response_type not in TYPES:
        raise bad_request(
            f"Invalid response type specified: {response_type}. Valid values are {', '.join(TYPES)}"
        )
    return response_type


def check_parameters(parameters: dict[str, str]) -> None:
    for key, value in parameters.items():
        if not key.startswith("gatewayresponse.header."):
            raise bad_request(f"Invalid mapping expression specified: {key}")
        quoted = len(value) >= 2 and value.startswith("'") and value.endswith("'")
        sourced = value.startswith(
            ("method.request.header.", "method.request.querystring.", "method.request.path.")
        )
        if not (quoted or sourced or value.startswith(("stageVariables.", "context."))):
            raise bad_request(f"Invalid mapping expression specified: {value}")


def new_gateway_response(request: dict[str, Any]) -> dict[str, Any]:
    """PutGatewayResponse's document, checked (also OpenAPI import's
    ``x-amazon-apigateway-gateway-responses``)."""
    response_type = _type(str(request.get("responseType")))
    doc: dict[str, Any] = {
        "responseType": response_type,
        "responseParameters": dict(request.get("responseParameters") or {}),
        "responseTemplates": dict(request.get("responseTemplates") or {}),
        "defaultResponse": False,
    }
    if request.get("statusCode"):
        check_status(str(request["statusCode"]))
        doc["statusCode"] = str(request["statusCode"])
    check_parameters(doc["responseParameters"])
    return doc


def save_gateway_response(state: ApigwState, api_id: str, doc: dict[str, Any]) -> None:
    parts.delete_part(state.store, api_id, KIND, doc["responseType"])
    parts.insert_part(state.store, PartRecord(api_id, KIND, doc["responseType"], doc), clock.now())


def put_gateway_response(
    state: ApigwState, request: PutGatewayResponseRequest, ctx: RequestContext
) -> PutGatewayResponseResponse:
    doc = new_gateway_response(cast("dict[str, Any]", request))
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        save_gateway_response(state, api.id, doc)
    return cast("PutGatewayResponseResponse", doc)


def get_gateway_response(
    state: ApigwState, request: GetGatewayResponseRequest, ctx: RequestContext
) -> GetGatewayResponseResponse:
    api = api_of(state, ctx, request["restApiId"])
    response_type = _type(request["responseType"])
    found = parts.find_part(state.store, api.id, KIND, response_type)
    return cast(
        "GetGatewayResponseResponse", found.doc if found is not None else default_response(response_type)
    )


def get_gateway_responses(
    state: ApigwState, request: GetGatewayResponsesRequest, ctx: RequestContext
) -> GetGatewayResponsesResponse:
    api = api_of(state, ctx, request["restApiId"])
    custom = {p.id: p.doc for p in parts.list_parts(state.store, api.id, KIND)}
    docs = [custom.get(t) or default_response(t) for t in TYPES]
    items, position = page(docs, request.get("position"), request.get("limit"), "responseType")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetGatewayResponsesResponse", answer)


def update_gateway_response(
    state: ApigwState, request: UpdateGatewayResponseRequest, ctx: RequestContext
) -> UpdateGatewayResponseResponse:
    response_type = _type(request["responseType"])
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        found = parts.find_part(state.store, api.id, KIND, response_type)
        doc = apply(
            found.doc if found is not None else default_response(response_type),
            list(request.get("patchOperations") or []),
            PATHS,
        )
        doc["defaultResponse"] = False
        if doc.get("statusCode"):
            check_status(str(doc["statusCode"]))
        check_parameters(dict(doc.get("responseParameters") or {}))
        parts.delete_part(state.store, api.id, KIND, response_type)
        parts.insert_part(state.store, PartRecord(api.id, KIND, response_type, doc), clock.now())
    return cast("UpdateGatewayResponseResponse", doc)


def delete_gateway_response(
    state: ApigwState, request: DeleteGatewayResponseRequest, ctx: RequestContext
) -> DeleteGatewayResponseResponse:
    response_type = _type(request["responseType"])
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        if parts.find_part(state.store, api.id, KIND, response_type) is None:
            raise not_found("Invalid Gateway Response identifier specified")
        parts.delete_part(state.store, api.id, KIND, response_type)
    return {}
