"""Scheduling policies as records: CreateSchedulingPolicy, DescribeSchedulingPolicies,
ListSchedulingPolicies, UpdateSchedulingPolicy and DeleteSchedulingPolicy. A fair-share policy is kept
as given; since no job runs, it orders nothing (docs/batch.md). A policy a queue names is not deleted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.batch import errors, names, paging
from labcloud.services.batch.events import publish
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tagging import merged
from labcloud.services.batch.views import public

if TYPE_CHECKING:
    from labcloud.services.batch.api import (
        CreateSchedulingPolicyRequest,
        CreateSchedulingPolicyResponse,
        DeleteSchedulingPolicyRequest,
        DeleteSchedulingPolicyResponse,
        DescribeSchedulingPoliciesRequest,
        DescribeSchedulingPoliciesResponse,
        ListSchedulingPoliciesRequest,
        ListSchedulingPoliciesResponse,
        UpdateSchedulingPolicyRequest,
        UpdateSchedulingPolicyResponse,
    )


def _find(state: BatchState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    doc = state.records.get("policy", ctx.account_id, ctx.region, arn)
    if doc is None:
        raise errors.client(f"SchedulingPolicy {arn} does not exist")
    return doc


def create_scheduling_policy(
    state: BatchState, request: CreateSchedulingPolicyRequest, ctx: RequestContext
) -> CreateSchedulingPolicyResponse:
    name = request["name"]
    if not names.NAME.match(name):
        raise errors.client("name must be 1-128 letters, numbers, hyphens or underscores.")
    arn = names.arn(ctx, "policy", name)
    if state.records.get("policy", ctx.account_id, ctx.region, arn) is not None:
        raise errors.client("Object already exists")
    doc: dict[str, Any] = {"name": name, "arn": arn, "_tags": merged({}, request.get("tags"))}
    if request.get("fairsharePolicy") is not None:
        doc["fairsharePolicy"] = dict(request["fairsharePolicy"])
    with state.store.transaction():
        state.records.put("policy", ctx.account_id, ctx.region, arn, name, doc, clock.now())
        publish(state, "batch.scheduling_policy.created", ctx.account_id, ctx.region, arn, name=name)
    return cast("CreateSchedulingPolicyResponse", {"name": name, "arn": arn})


def describe_scheduling_policies(
    state: BatchState, request: DescribeSchedulingPoliciesRequest, ctx: RequestContext
) -> DescribeSchedulingPoliciesResponse:
    found = []
    for arn in request["arns"]:
        doc = state.records.get("policy", ctx.account_id, ctx.region, arn)
        if doc is not None:
            found.append({**public(doc), "tags": dict(doc.get("_tags") or {})})
    return cast("DescribeSchedulingPoliciesResponse", {"schedulingPolicies": found})


def list_scheduling_policies(
    state: BatchState, request: ListSchedulingPoliciesRequest, ctx: RequestContext
) -> ListSchedulingPoliciesResponse:
    docs = state.records.listed("policy", ctx.account_id, ctx.region)
    out = paging.answer(
        "schedulingPolicies",
        docs,
        request.get("nextToken"),
        request.get("maxResults"),
        lambda d: {"arn": d["arn"]},
    )
    return cast("ListSchedulingPoliciesResponse", out)


def update_scheduling_policy(
    state: BatchState, request: UpdateSchedulingPolicyRequest, ctx: RequestContext
) -> UpdateSchedulingPolicyResponse:
    doc = _find(state, ctx, request["arn"])
    if request.get("fairsharePolicy") is not None:
        doc["fairsharePolicy"] = dict(request["fairsharePolicy"])
    with state.store.transaction():
        state.records.update(request["arn"], doc)
        publish(state, "batch.scheduling_policy.updated", ctx.account_id, ctx.region, request["arn"])
    return cast("UpdateSchedulingPolicyResponse", {})


def delete_scheduling_policy(
    state: BatchState, request: DeleteSchedulingPolicyRequest, ctx: RequestContext
) -> DeleteSchedulingPolicyResponse:
    arn = request["arn"]
    _find(state, ctx, arn)
    if any(
        q.get("schedulingPolicyArn") == arn for q in state.records.listed("queue", ctx.account_id, ctx.region)
    ):
        raise errors.client("Cannot delete, found existing JobQueue relationship")
    with state.store.transaction():
        state.records.delete(arn)
        publish(state, "batch.scheduling_policy.deleted", ctx.account_id, ctx.region, arn)
    return cast("DeleteSchedulingPolicyResponse", {})
