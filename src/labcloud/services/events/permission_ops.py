"""PutPermission, RemovePermission: the event bus's policy (which other accounts may put events on it)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.services.events import bus_policies
from labcloud.services.events.errors import not_found, validation
from labcloud.services.events.names import existing_bus
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import buses
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        PutPermissionRequest,
        PutPermissionResponse,
        RemovePermissionRequest,
        RemovePermissionResponse,
    )


def put_permission(
    state: EventsState, request: PutPermissionRequest, ctx: RequestContext
) -> PutPermissionResponse:
    whole = request.get("Policy")
    with state.store.transaction():
        bus = existing_bus(state.store, request.get("EventBusName"), ctx)
        if whole is not None:
            if any(request.get(k) is not None for k in ("Action", "Principal", "StatementId", "Condition")):
                raise validation(
                    "Policy cannot be combined with Action, Principal, StatementId or Condition."
                )
            bus_policies.check(whole)
            policy = whole
        else:
            action, principal, sid = (
                request.get("Action"),
                request.get("Principal"),
                request.get("StatementId"),
            )
            if not action or not principal or not sid:
                raise validation("Parameter(s) Action, Principal and StatementId must be specified.")
            if action != bus_policies.ACTION:
                raise validation(f"Provided value in parameter 'action' is not supported: {action}")
            if principal != "*" and not (len(principal) == 12 and is_digits(principal)):
                raise validation(f"Provided value in parameter 'principal' is not valid: {principal}")
            condition = request.get("Condition")
            if condition is not None and condition.get("Key") != "aws:PrincipalOrgID":
                raise validation("Only the aws:PrincipalOrgID condition key is supported.")
            document = bus_policies.document(bus)
            kept = [s for s in document.get("Statement") or [] if s.get("Sid") != sid]
            document["Statement"] = [
                *kept,
                bus_policies.statement(bus, sid, principal, dict(condition or {})),
            ]
            policy = json.dumps(document)
        buses.set_policy(state.store, bus, policy, clock.now())
        emit(state, "events.bus.policy_put", ctx.account_id, ctx.region, bus.arn, name=bus.name)
    return {}


def remove_permission(
    state: EventsState, request: RemovePermissionRequest, ctx: RequestContext
) -> RemovePermissionResponse:
    with state.store.transaction():
        bus = existing_bus(state.store, request.get("EventBusName"), ctx)
        if request.get("RemoveAllPermissions"):
            policy = None
        else:
            sid = request.get("StatementId")
            if not sid:
                raise validation("Parameter StatementId or RemoveAllPermissions must be specified.")
            document = bus_policies.document(replace(bus))
            statements = document.get("Statement") or []
            kept = [s for s in statements if s.get("Sid") != sid]
            if len(kept) == len(statements):
                raise not_found("Statement with the provided id does not exist.")
            document["Statement"] = kept
            policy = json.dumps(document) if kept else None
        buses.set_policy(state.store, bus, policy, clock.now())
        emit(state, "events.bus.policy_removed", ctx.account_id, ctx.region, bus.arn, name=bus.name)
    return {}
