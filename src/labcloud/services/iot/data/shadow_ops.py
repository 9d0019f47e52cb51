"""GetThingShadow, UpdateThingShadow, DeleteThingShadow and ListNamedShadowsForThing, classic (no
shadowName) and named. Each change is published to the shadow's topics (``update/accepted``,
``update/documents``, ``update/delta``, ``delete/accepted``) through the outbox, so rules see them.
A shadow may belong to a thing that is not registered, as on AWS."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import delivery, names, shadows
from labcloud.services.iot.errors import invalid, not_found, too_large, version_conflict
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState

if TYPE_CHECKING:
    from labcloud.services.iot.data.api import (
        DeleteThingShadowRequest,
        DeleteThingShadowResponse,
        GetThingShadowRequest,
        GetThingShadowResponse,
        ListNamedShadowsForThingRequest,
        ListNamedShadowsForThingResponse,
        UpdateThingShadowRequest,
        UpdateThingShadowResponse,
    )

CLIENT = "labcloud-shadow-service"


def _names(request: Any) -> tuple[str, str]:
    thing = request["thingName"]
    names.check("thing", thing)
    shadow = request.get("shadowName") or ""
    if shadow:
        names.check("shadow", shadow)
    return thing, shadow


def _encode(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def get_thing_shadow(
    state: IotState, request: GetThingShadowRequest, ctx: RequestContext
) -> GetThingShadowResponse:
    thing, shadow = _names(request)
    found = records.shadow(state.store, ctx.account_id, ctx.region, thing, shadow)
    if found is None:
        raise not_found(f"No shadow exists with name: '{thing}{'~' + shadow if shadow else ''}'")
    return {"payload": _encode(shadows.full_document(found.document, found.version, int(clock.now())))}


def update_thing_shadow(
    state: IotState, request: UpdateThingShadowRequest, ctx: RequestContext
) -> UpdateThingShadowResponse:
    thing, shadow = _names(request)
    raw = bytes(request["payload"])
    if len(raw) > shadows.MAX_DOCUMENT:
        raise too_large(f"The shadow document exceeds {shadows.MAX_DOCUMENT} bytes")
    try:
        update = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise invalid("Payload contains invalid json") from None
    if not isinstance(update, dict) or not isinstance(update.get("state"), dict):
        raise invalid("Missing required node: state")
    wanted = update["state"]
    unknown = set(wanted) - {"desired", "reported"}
    if unknown:
        raise invalid(f"State contains an invalid node: '{sorted(unknown)[0]}'")
    if any(shadows.depth(v) > shadows.MAX_DEPTH for v in wanted.values()):
        raise invalid(f"JSON contains too many levels of nesting; maximum is {shadows.MAX_DEPTH}")
    now = int(clock.now())
    with state.store.transaction():
        current = records.shadow(state.store, ctx.account_id, ctx.region, thing, shadow)
        version = 0 if current is None else current.version
        if "version" in update and update["version"] != version:
            raise version_conflict("Version conflict")
        before = {} if current is None else current.document
        document = {
            "state": shadows.merge(before.get("state") or {}, wanted),
            "metadata": shadows.merge(before.get("metadata") or {}, shadows.stamps(wanted, now)),
        }
        for part in ("desired", "reported"):
            if document["state"].get(part) is None or wanted.get(part, 1) is None:
                document["state"].pop(part, None)
                document["metadata"].pop(part, None)
        records.put_shadow(
            state.store, ctx.account_id, ctx.region, records.Shadow(thing, shadow, document, version + 1, now)
        )
        accepted = {
            "state": wanted,
            "metadata": shadows.stamps(wanted, now),
            "version": version + 1,
            "timestamp": now,
        }
        if "clientToken" in update:
            accepted["clientToken"] = update["clientToken"]
        previous = shadows.full_document(before, version, now) if current is not None else None
        current_doc = shadows.full_document(document, version + 1, now)
        delivery.publish(
            state,
            ctx.account_id,
            ctx.region,
            shadows.topic(thing, shadow, "update/accepted"),
            _encode(accepted),
            CLIENT,
        )
        delivery.publish(
            state,
            ctx.account_id,
            ctx.region,
            shadows.topic(thing, shadow, "update/documents"),
            _encode({"previous": previous, "current": current_doc, "timestamp": now}),
            CLIENT,
        )
        found_delta = current_doc["state"].get("delta")
        if found_delta and "desired" in wanted:
            delivery.publish(
                state,
                ctx.account_id,
                ctx.region,
                shadows.topic(thing, shadow, "update/delta"),
                _encode({"state": found_delta, "version": version + 1, "timestamp": now}),
                CLIENT,
            )
    return {"payload": _encode(accepted)}


def delete_thing_shadow(
    state: IotState, request: DeleteThingShadowRequest, ctx: RequestContext
) -> DeleteThingShadowResponse:
    thing, shadow = _names(request)
    now = int(clock.now())
    with state.store.transaction():
        found = records.shadow(state.store, ctx.account_id, ctx.region, thing, shadow)
        if found is None:
            raise not_found(f"No shadow exists with name: '{thing}{'~' + shadow if shadow else ''}'")
        records.remove_shadow(state.store, ctx.account_id, ctx.region, thing, shadow)
        answer = {"version": found.version, "timestamp": now}
        delivery.publish(
            state,
            ctx.account_id,
            ctx.region,
            shadows.topic(thing, shadow, "delete/accepted"),
            _encode(answer),
            CLIENT,
        )
    return {"payload": _encode(answer)}


def list_named_shadows_for_thing(
    state: IotState, request: ListNamedShadowsForThingRequest, ctx: RequestContext
) -> ListNamedShadowsForThingResponse:
    names.check("thing", request["thingName"])
    size = names.page_size(request.get("pageSize"), 100)
    found = records.shadow_names(
        state.store,
        ctx.account_id,
        ctx.region,
        request["thingName"],
        names.after(request.get("nextToken")),
        size + 1,
    )
    out: ListNamedShadowsForThingResponse = {"results": found[:size], "timestamp": int(clock.now())}
    if len(found) > size:
        out["nextToken"] = names.token(found[size - 1])
    return out
