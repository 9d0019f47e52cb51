"""API keys of an account and region: create (a value given or generated), get (the value only when
asked), list, update by patch, delete. ``stageKeys`` (the legacy binding SAM still writes) are checked
and reported as ``<api>/<stage>``; as on AWS today, a key is let in only through a usage plan covering
the stage (``usage_plan_ops.py``, ``usage.py``)."""

from __future__ import annotations

import secrets
import string
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateApiKeyRequest,
        CreateApiKeyResponse,
        DeleteApiKeyRequest,
        DeleteApiKeyResponse,
        GetApiKeyRequest,
        GetApiKeyResponse,
        GetApiKeysRequest,
        GetApiKeysResponse,
        UpdateApiKeyRequest,
        UpdateApiKeyResponse,
    )

KIND = "apikey"
MIN_VALUE = 20
MAX_VALUE = 128
UPDATABLE = Paths(scalars={"name": "str", "description": "str", "enabled": "bool", "customerId": "str"})
_VALUE_ALPHABET = string.ascii_letters + string.digits


def account_scope(account_id: str, region: str) -> str:
    """The ``apigw_parts`` scope of an account's API keys and usage plans in a region."""
    return f"{account_id}:{region}"


def _scope(ctx: RequestContext) -> str:
    return account_scope(ctx.account_id, ctx.region)


def _check_value(value: str) -> None:
    if not MIN_VALUE <= len(value) <= MAX_VALUE:
        raise bad_request(f"API Key value should be at least {MIN_VALUE} characters")


def key_of(state: ApigwState, ctx: RequestContext, key_id: str) -> PartRecord:
    found = parts.find_part(state.store, _scope(ctx), KIND, key_id)
    if found is None:
        raise not_found("Invalid API Key identifier specified")
    return found


def key_by_value(state: ApigwState, account_id: str, region: str, value: str) -> dict[str, Any] | None:
    for part in parts.list_parts(state.store, account_scope(account_id, region), KIND):
        if secrets.compare_digest(str(part.doc.get("value", "")), value):
            return part.doc
    return None


def _shown(doc: dict[str, Any], include_value: bool) -> dict[str, Any]:
    return doc if include_value else {k: v for k, v in doc.items() if k != "value"}


def create_api_key(
    state: ApigwState, request: CreateApiKeyRequest, ctx: RequestContext
) -> CreateApiKeyResponse:
    stage_keys = []
    for given in request.get("stageKeys") or []:
        api_id, stage = str(given.get("restApiId", "")), str(given.get("stageName", ""))
        api = stored.find_api(state.store, ctx.account_id, ctx.region, api_id)
        if api is None or stored.find_stage(state.store, api.id, stage) is None:
            raise bad_request(f"Invalid stage key: {api_id}/{stage}")
        stage_keys.append(f"{api_id}/{stage}")
    value = request.get("value") or "".join(secrets.choice(_VALUE_ALPHABET) for _ in range(40))
    _check_value(value)
    now = clock.now()
    key_id = ids.api_id()
    doc: dict[str, Any] = {
        "id": key_id,
        "value": value,
        "name": request.get("name") or key_id,
        "enabled": bool(request.get("enabled", False)),
        "createdDate": now,
        "lastUpdatedDate": now,
        "stageKeys": stage_keys,
    }
    for member in ("description", "customerId"):
        if request.get(member):
            doc[member] = request[member]
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    with state.store.transaction():
        if key_by_value(state, ctx.account_id, ctx.region, value) is not None:
            raise conflict("API Key already exists")
        parts.insert_part(state.store, PartRecord(_scope(ctx), KIND, key_id, doc), now)
    return cast("CreateApiKeyResponse", doc)


def get_api_key(state: ApigwState, request: GetApiKeyRequest, ctx: RequestContext) -> GetApiKeyResponse:
    doc = key_of(state, ctx, request["apiKey"]).doc
    return cast("GetApiKeyResponse", _shown(doc, bool(request.get("includeValue"))))


def get_api_keys(state: ApigwState, request: GetApiKeysRequest, ctx: RequestContext) -> GetApiKeysResponse:
    docs = [p.doc for p in parts.list_parts(state.store, _scope(ctx), KIND)]
    prefix = request.get("nameQuery")
    if prefix:
        docs = [d for d in docs if str(d.get("name", "")).startswith(prefix)]
    if request.get("customerId"):
        docs = [d for d in docs if d.get("customerId") == request["customerId"]]
    include = bool(request.get("includeValues"))
    items, position = page(
        [_shown(d, include) for d in docs], request.get("position"), request.get("limit"), "id"
    )
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetApiKeysResponse", answer)


def update_api_key(
    state: ApigwState, request: UpdateApiKeyRequest, ctx: RequestContext
) -> UpdateApiKeyResponse:
    with state.store.transaction():
        part = key_of(state, ctx, request["apiKey"])
        part.doc = apply(part.doc, list(request.get("patchOperations") or []), UPDATABLE)
        part.doc["lastUpdatedDate"] = clock.now()
        parts.save_part(state.store, part)
    return cast("UpdateApiKeyResponse", _shown(part.doc, False))


def delete_api_key(
    state: ApigwState, request: DeleteApiKeyRequest, ctx: RequestContext
) -> DeleteApiKeyResponse:
    with state.store.transaction():
        part = key_of(state, ctx, request["apiKey"])
        parts.delete_part(state.store, _scope(ctx), KIND, part.id)
        for plan in parts.list_parts(state.store, _scope(ctx), "usageplan"):
            parts.delete_part(state.store, plan.id, "usageplankey", part.id)
    return {}
