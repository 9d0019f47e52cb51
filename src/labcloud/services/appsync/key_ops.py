"""CreateApiKey, ListApiKeys, UpdateApiKey, DeleteApiKey, for GraphQL and Events APIs alike. A key's ``expires`` is in epoch seconds, rounded
down to the hour as AppSync does; it defaults to seven days from creation on labcloud's clock and must lie
between one day and 365 days ahead. The data plane refuses an expired key (``dataplane.py``)."""

from __future__ import annotations

import secrets
import string
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appsync.errors import key_limit, key_validity, not_found
from labcloud.services.appsync.events import publish
from labcloud.services.appsync.names import find_any as find
from labcloud.services.appsync.repo.records import API_KEY, Api
from labcloud.services.appsync.state import MAX_API_KEYS, AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        ApiKey,
        CreateApiKeyRequest,
        CreateApiKeyResponse,
        DeleteApiKeyRequest,
        DeleteApiKeyResponse,
        ListApiKeysRequest,
        ListApiKeysResponse,
        UpdateApiKeyRequest,
        UpdateApiKeyResponse,
    )

HOUR = 3600
DAY = 24 * HOUR
DEFAULT_DAYS = 7
#: an expired key is deleted this long after its expiry (AppSync's 60 days)
DELETE_AFTER = 60 * DAY


def _expires(given: int | None) -> int:
    now = clock.now()
    hour = int(now) // HOUR * HOUR
    if given is None:
        return hour + DEFAULT_DAYS * DAY
    expires = int(given) // HOUR * HOUR
    if expires < now + DAY - HOUR or expires > now + 365 * DAY:
        raise key_validity("API key must be valid for a minimum of 1 days and a maximum of 365 days.")
    return expires


def _key(api: Api, key_id: str, description: str | None, expires: int) -> ApiKey:
    key: ApiKey = {"id": key_id, "expires": expires, "deletes": expires + DELETE_AFTER}
    if description:
        key["description"] = description
    return key


def create_api_key(
    state: AppsyncState, request: CreateApiKeyRequest, ctx: RequestContext
) -> CreateApiKeyResponse:
    api = find(state, ctx, request["apiId"])
    if state.records.count_items(api.api_id, API_KEY) >= MAX_API_KEYS:
        raise key_limit(f"The API has reached its limit of {MAX_API_KEYS} API keys.")
    alphabet = string.ascii_lowercase + string.digits
    key_id = "da2-" + "".join(secrets.choice(alphabet) for _ in range(26))
    key = _key(api, key_id, request.get("description"), _expires(request.get("expires")))
    with state.store.transaction():
        state.records.put_item(api.api_id, API_KEY, key_id, dict(key), clock.now())
        publish(state, "appsync.apikey.created", api, expires=key["expires"])
    return {"apiKey": key}


def list_api_keys(
    state: AppsyncState, request: ListApiKeysRequest, ctx: RequestContext
) -> ListApiKeysResponse:
    api = find(state, ctx, request["apiId"])
    return {"apiKeys": state.records.items(api.api_id, API_KEY)}  # type: ignore[typeddict-item]


def update_api_key(
    state: AppsyncState, request: UpdateApiKeyRequest, ctx: RequestContext
) -> UpdateApiKeyResponse:
    api = find(state, ctx, request["apiId"])
    old = state.records.item(api.api_id, API_KEY, request["id"])
    if old is None:
        raise not_found(f"API key {request['id']} not found.")
    expires = _expires(request["expires"]) if "expires" in request else int(old["expires"])
    description = request.get("description", old.get("description"))
    key = _key(api, request["id"], description, expires)
    with state.store.transaction():
        state.records.put_item(api.api_id, API_KEY, request["id"], dict(key), clock.now())
        publish(state, "appsync.apikey.updated", api, expires=expires)
    return {"apiKey": key}


def delete_api_key(
    state: AppsyncState, request: DeleteApiKeyRequest, ctx: RequestContext
) -> DeleteApiKeyResponse:
    api = find(state, ctx, request["apiId"])
    if state.records.item(api.api_id, API_KEY, request["id"]) is None:
        raise not_found(f"API key {request['id']} not found.")
    with state.store.transaction():
        state.records.remove_item(api.api_id, API_KEY, request["id"])
        publish(state, "appsync.apikey.deleted", api)
    return {}
