"""PutLifecyclePolicy, GetLifecyclePolicy and DeleteLifecyclePolicy (the rules themselves: ``lifecycle.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ecr import lifecycle
from labcloud.services.ecr.errors import lifecycle_not_found
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import find
from labcloud.services.ecr.repository_ops import own_registry
from labcloud.services.ecr.state import EcrState
from labcloud.services.ecr.views import when

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        DeleteLifecyclePolicyRequest,
        DeleteLifecyclePolicyResponse,
        GetLifecyclePolicyRequest,
        GetLifecyclePolicyResponse,
        PutLifecyclePolicyRequest,
        PutLifecyclePolicyResponse,
    )


def put_lifecycle_policy(
    state: EcrState, request: PutLifecyclePolicyRequest, ctx: RequestContext
) -> PutLifecyclePolicyResponse:
    own_registry(ctx, request.get("registryId"))
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    text = request["lifecyclePolicyText"]
    lifecycle.parse(text)
    with state.store.transaction():
        changed = state.repositories.update(record, lifecycle=text)
        publish(state, "ecr.repository.lifecycle_set", changed)
        expired = lifecycle.expire(state, changed, clock.now())
    if expired:
        from labcloud.services.ecr.collect import collect

        collect(state)
    return {"registryId": changed.account_id, "repositoryName": changed.name, "lifecyclePolicyText": text}


def get_lifecycle_policy(
    state: EcrState, request: GetLifecyclePolicyRequest, ctx: RequestContext
) -> GetLifecyclePolicyResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    if record.lifecycle is None:
        raise lifecycle_not_found(record.name, record.account_id)
    out: GetLifecyclePolicyResponse = {
        "registryId": record.account_id,
        "repositoryName": record.name,
        "lifecyclePolicyText": record.lifecycle,
    }
    if record.lifecycle_evaluated is not None:
        out["lastEvaluatedAt"] = when(record.lifecycle_evaluated)
    return out


def delete_lifecycle_policy(
    state: EcrState, request: DeleteLifecyclePolicyRequest, ctx: RequestContext
) -> DeleteLifecyclePolicyResponse:
    own_registry(ctx, request.get("registryId"))
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    if record.lifecycle is None:
        raise lifecycle_not_found(record.name, record.account_id)
    with state.store.transaction():
        state.repositories.update(record, lifecycle=None, lifecycle_evaluated=None)
        publish(state, "ecr.repository.lifecycle_deleted", record)
    out: DeleteLifecyclePolicyResponse = {
        "registryId": record.account_id,
        "repositoryName": record.name,
        "lifecyclePolicyText": record.lifecycle,
    }
    if record.lifecycle_evaluated is not None:
        out["lastEvaluatedAt"] = when(record.lifecycle_evaluated)
    return out
