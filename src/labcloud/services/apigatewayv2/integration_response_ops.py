"""Integration responses of WebSocket APIs (Create/Get/GetAll/Update/Delete): how a two-way route's
integration answer is chosen (``IntegrationResponseKey``: ``$default`` or a ``/regex/`` over the backend's
status) and transformed (``TemplateSelectionExpression``, ``ResponseTemplates`` in VTL, checked with
``airspeed`` when stored, ``ContentHandlingStrategy``). HTTP APIs have none (``BadRequestException``, as
on AWS). As on AWS a proxy integration's answer is passed through whole: templates map the answers of
non-proxy (``AWS``) integrations only (websocket_mapping.py). Stored as parts of the API
(kind ``integrationresponse``, id ``<integration>/<id>``), removed with their integration."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import ids, websocket_control, websocket_mapping
from labcloud.services.apigatewayv2.errors import bad_request, conflict, not_found
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.publish import emit
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.websocket_request import check_templates

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateIntegrationResponseRequest,
        CreateIntegrationResponseResponse,
        DeleteIntegrationResponseRequest,
        DeleteIntegrationResponseResponse,
        GetIntegrationResponseRequest,
        GetIntegrationResponseResponse,
        GetIntegrationResponsesRequest,
        GetIntegrationResponsesResponse,
        UpdateIntegrationResponseRequest,
        UpdateIntegrationResponseResponse,
    )

KIND = "integrationresponse"
_STRATEGIES = ("CONVERT_TO_BINARY", "CONVERT_TO_TEXT")
_MEMBERS = (
    "IntegrationResponseKey",
    "TemplateSelectionExpression",
    "ResponseTemplates",
    "ContentHandlingStrategy",
)


def _websocket_api(state: HttpApiState, ctx: RequestContext, api_id: str) -> ApiRecord:
    api = api_of(state, ctx, api_id)
    if not websocket_control.is_websocket(api):
        raise bad_request("Integration responses are supported for WebSocket APIs only")
    return api


def check_key(key: str) -> None:
    """``$default``, or a regular expression between slashes matched against the backend's status."""
    if key == "$default":
        return
    if len(key) < 3 or not (key.startswith("/") and key.endswith("/")):
        raise bad_request(
            f"Invalid IntegrationResponseKey {key!r}: $default or a regular expression between slashes"
            " (for example /2\\d\\d/)"
        )
    try:
        re.compile(key[1:-1])
    except re.error as exc:
        raise bad_request(f"Invalid IntegrationResponseKey {key!r}: {exc}") from None


def new_document(given: dict[str, Any], response_id: str) -> dict[str, Any]:
    """The IntegrationResponse document of a create (or of an update's merged members), checked."""
    if given.get("ResponseParameters"):
        raise bad_request("ResponseParameters are not supported on WebSocket integration responses")
    key = str(given.get("IntegrationResponseKey") or "")
    check_key(key)
    doc: dict[str, Any] = {"IntegrationResponseId": response_id, "IntegrationResponseKey": key}
    strategy = given.get("ContentHandlingStrategy")
    if strategy:
        if strategy not in _STRATEGIES:
            raise bad_request(f"Invalid ContentHandlingStrategy {strategy}: {' or '.join(_STRATEGIES)}")
        doc["ContentHandlingStrategy"] = strategy
    selection = given.get("TemplateSelectionExpression")
    if selection:
        if len(str(selection)) > 1024:
            raise bad_request("TemplateSelectionExpression is longer than 1024 characters")
        problem = websocket_mapping.check_selection(str(selection))
        if problem is not None:
            raise bad_request(problem)
        doc["TemplateSelectionExpression"] = str(selection)
    if given.get("ResponseTemplates"):
        doc["ResponseTemplates"] = check_templates(given["ResponseTemplates"])
    return doc


def _responses(state: HttpApiState, api_id: str, integration_id: str) -> list[PartRecord]:
    return [p for p in state.apis.parts(api_id, KIND) if p.id.startswith(integration_id + "/")]


def _check_unique(state: HttpApiState, api_id: str, integration_id: str, key: str, own: str = "") -> None:
    for part in _responses(state, api_id, integration_id):
        if part.doc["IntegrationResponseKey"] == key and part.doc["IntegrationResponseId"] != own:
            raise conflict(f"IntegrationResponse with key {key} already exists for this integration")


def create_integration_response(
    state: HttpApiState, request: CreateIntegrationResponseRequest, ctx: RequestContext
) -> CreateIntegrationResponseResponse:
    with state.store.transaction():
        api = _websocket_api(state, ctx, request["ApiId"])
        integration = part_of(state, api, "integration", request["IntegrationId"])
        doc = new_document(dict(request), ids.new_id())
        _check_unique(state, api.id, integration.id, doc["IntegrationResponseKey"])
        part_id = f"{integration.id}/{doc['IntegrationResponseId']}"
        state.apis.save_part(PartRecord(api.id, KIND, part_id, clock.now(), doc))
        emit(
            state,
            "apigatewayv2.integrationresponse.created",
            ctx.account_id,
            ctx.region,
            api.id,
            integration_id=integration.id,
            integration_response_id=doc["IntegrationResponseId"],
            key=doc["IntegrationResponseKey"],
        )
    return cast("CreateIntegrationResponseResponse", doc)


def _response(state: HttpApiState, ctx: RequestContext, request: dict[str, Any]) -> PartRecord:
    api = _websocket_api(state, ctx, str(request["ApiId"]))
    integration = part_of(state, api, "integration", str(request["IntegrationId"]))
    part = state.apis.part(api.id, KIND, f"{integration.id}/{request['IntegrationResponseId']}")
    if part is None:
        raise not_found(
            f"Invalid IntegrationResponse identifier specified {api.account_id}:{request['IntegrationResponseId']}"
        )
    return part


def get_integration_response(
    state: HttpApiState, request: GetIntegrationResponseRequest, ctx: RequestContext
) -> GetIntegrationResponseResponse:
    return cast("GetIntegrationResponseResponse", _response(state, ctx, dict(request)).doc)


def get_integration_responses(
    state: HttpApiState, request: GetIntegrationResponsesRequest, ctx: RequestContext
) -> GetIntegrationResponsesResponse:
    api = _websocket_api(state, ctx, request["ApiId"])
    integration = part_of(state, api, "integration", request["IntegrationId"])
    items = [p.doc for p in _responses(state, api.id, integration.id)]
    return cast("GetIntegrationResponsesResponse", {"Items": items})


def update_integration_response(
    state: HttpApiState, request: UpdateIntegrationResponseRequest, ctx: RequestContext
) -> UpdateIntegrationResponseResponse:
    with state.store.transaction():
        part = _response(state, ctx, dict(request))
        given = {m: part.doc[m] for m in _MEMBERS if m in part.doc}
        given.update({m: request[m] for m in _MEMBERS if m in request})  # type: ignore[literal-required]
        if request.get("ResponseParameters"):
            given["ResponseParameters"] = request["ResponseParameters"]
        doc = new_document(given, part.doc["IntegrationResponseId"])
        integration_id = part.id.split("/", 1)[0]
        _check_unique(
            state, part.api_id, integration_id, doc["IntegrationResponseKey"], doc["IntegrationResponseId"]
        )
        part.doc = doc
        state.apis.save_part(part)
    return cast("UpdateIntegrationResponseResponse", doc)


def delete_integration_response(
    state: HttpApiState, request: DeleteIntegrationResponseRequest, ctx: RequestContext
) -> DeleteIntegrationResponseResponse:
    with state.store.transaction():
        part = _response(state, ctx, dict(request))
        state.apis.delete_part(part.api_id, KIND, part.id)
    return {}


def remove_for(state: HttpApiState, api_id: str, integration_id: str) -> None:
    """Forget an integration's responses (DeleteIntegration)."""
    for part in _responses(state, api_id, integration_id):
        state.apis.delete_part(api_id, KIND, part.id)
