"""CreateComputeEnvironment, DescribeComputeEnvironments, UpdateComputeEnvironment and
DeleteComputeEnvironment. Subnets and security groups must exist in EC2 (one VPC), the service role
and an EC2 environment's instance profile in IAM. Unmanaged and EKS environments are refused by name
(labcloud has no instances to join them). An environment is deleted once DISABLED and in no queue's
computeEnvironmentOrder, with AWS's wording."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.batch import environments, errors, lookups, names, paging
from labcloud.services.batch.events import publish
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.batch.api import (
        CreateComputeEnvironmentRequest,
        CreateComputeEnvironmentResponse,
        DeleteComputeEnvironmentRequest,
        DeleteComputeEnvironmentResponse,
        DescribeComputeEnvironmentsRequest,
        DescribeComputeEnvironmentsResponse,
        UpdateComputeEnvironmentRequest,
        UpdateComputeEnvironmentResponse,
    )

_STATES = ("ENABLED", "DISABLED")


def _state(given: str | None) -> str:
    value = given or "ENABLED"
    if value not in _STATES:
        raise errors.client(f"state must be ENABLED or DISABLED (got {value}).")
    return value


async def _service_role(state: BatchState, ctx: RequestContext, given: str | None) -> str:
    if given:
        return await lookups.role(state, ctx, "serviceRole", given)
    return f"arn:aws:iam::{ctx.account_id}:role/aws-service-role/batch.amazonaws.com/AWSServiceRoleForBatch"


def find(state: BatchState, ctx: RequestContext, given: str) -> dict[str, Any]:
    arn = names.resolve(ctx, "env", given)
    doc = state.records.get("env", ctx.account_id, ctx.region, arn)
    if doc is None:
        raise errors.client(f"{given} does not exist")
    return doc


async def create_compute_environment(
    state: BatchState, request: CreateComputeEnvironmentRequest, ctx: RequestContext
) -> CreateComputeEnvironmentResponse:
    name = request["computeEnvironmentName"]
    if not names.NAME.match(name):
        raise errors.client(
            "computeEnvironmentName must be 1-128 letters, numbers, hyphens or underscores, starting with a letter"
            " or number."
        )
    if request.get("eksConfiguration") is not None:
        raise errors.refused("EKS compute environments (labcloud has no EKS)")
    kind = request["type"]
    if kind == "UNMANAGED":
        raise errors.refused("UNMANAGED compute environments (labcloud runs no instances to join one)")
    if kind != "MANAGED":
        raise errors.client(f"type must be MANAGED or UNMANAGED (got {kind}).")
    given = request.get("computeResources")
    if not given:
        raise errors.client("computeResources must be specified for a MANAGED compute environment.")
    resources = environments.checked_resources(cast("dict[str, Any]", given))
    env_state = _state(request.get("state"))
    tags = merged({}, request.get("tags"))
    arn = names.arn(ctx, "env", name)
    if state.records.get("env", ctx.account_id, ctx.region, arn) is not None:
        raise errors.client("Object already exists")
    await lookups.network(
        state, ctx, list(resources["subnets"]), list(resources.get("securityGroupIds") or [])
    )
    if resources["type"] in environments.EC2:
        resources["instanceRole"] = await lookups.instance_profile(state, ctx, str(resources["instanceRole"]))
    service_role = await _service_role(state, ctx, request.get("serviceRole"))
    now = clock.now()
    doc = environments.new(
        arn=arn,
        name=name,
        kind=kind,
        env_state=env_state,
        resources=resources,
        service_role=service_role,
        tags=tags,
        uuid=str(uuid.uuid4()),
        now=now,
    )
    with state.store.transaction():
        state.records.put("env", ctx.account_id, ctx.region, arn, name, doc, now)
        publish(
            state,
            "batch.compute_environment.created",
            ctx.account_id,
            ctx.region,
            arn,
            name=name,
            type=resources["type"],
            enabled=env_state,
        )
    return cast(
        "CreateComputeEnvironmentResponse", {"computeEnvironmentName": name, "computeEnvironmentArn": arn}
    )


def describe_compute_environments(
    state: BatchState, request: DescribeComputeEnvironmentsRequest, ctx: RequestContext
) -> DescribeComputeEnvironmentsResponse:
    wanted = request.get("computeEnvironments")
    docs = state.records.listed("env", ctx.account_id, ctx.region)
    if wanted:
        if len(wanted) > 100:
            raise errors.client("computeEnvironments holds at most 100 names or ARNs.")
        arns = {names.resolve(ctx, "env", w) for w in wanted}
        docs = [d for d in docs if d["computeEnvironmentArn"] in arns]
    now = clock.now()
    out = paging.answer(
        "computeEnvironments",
        docs,
        request.get("nextToken"),
        request.get("maxResults"),
        lambda d: environments.view(d, now),
    )
    return cast("DescribeComputeEnvironmentsResponse", out)


async def update_compute_environment(
    state: BatchState, request: UpdateComputeEnvironmentRequest, ctx: RequestContext
) -> UpdateComputeEnvironmentResponse:
    doc = find(state, ctx, request["computeEnvironment"])
    if environments.status(doc, clock.now()) != "VALID":
        raise errors.client(f"Cannot update, {doc['computeEnvironmentName']} is {doc['_verb']}.")
    if request.get("state") is not None:
        doc["state"] = _state(request.get("state"))
    if request.get("unmanagedvCpus") is not None:
        raise errors.client("unmanagedvCpus applies only to UNMANAGED compute environments.")
    changes = cast("dict[str, Any]", request.get("computeResources") or {})
    if changes:
        resources = {**doc["computeResources"], **changes}
        resources["type"] = doc["computeResources"]["type"]
        resources = environments.checked_resources(resources)
        await lookups.network(
            state, ctx, list(resources["subnets"]), list(resources.get("securityGroupIds") or [])
        )
        if resources["type"] in environments.EC2 and "instanceRole" in changes:
            resources["instanceRole"] = await lookups.instance_profile(
                state, ctx, str(resources["instanceRole"])
            )
        doc["computeResources"] = resources
    if request.get("serviceRole"):
        doc["serviceRole"] = await _service_role(state, ctx, request.get("serviceRole"))
    if request.get("updatePolicy") is not None:
        doc["updatePolicy"] = dict(request["updatePolicy"])
    doc["_changed"] = clock.now()
    doc["_verb"] = "UPDATING"
    arn = str(doc["computeEnvironmentArn"])
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(
            state, "batch.compute_environment.updated", ctx.account_id, ctx.region, arn, enabled=doc["state"]
        )
    return cast(
        "UpdateComputeEnvironmentResponse",
        {"computeEnvironmentName": doc["computeEnvironmentName"], "computeEnvironmentArn": arn},
    )


def delete_compute_environment(
    state: BatchState, request: DeleteComputeEnvironmentRequest, ctx: RequestContext
) -> DeleteComputeEnvironmentResponse:
    doc = find(state, ctx, request["computeEnvironment"])
    arn = str(doc["computeEnvironmentArn"])
    if doc["state"] != "DISABLED":
        raise errors.client("Cannot delete, resource is not in DISABLED state")
    for queue in state.records.listed("queue", ctx.account_id, ctx.region):
        if any(o["computeEnvironment"] == arn for o in queue.get("computeEnvironmentOrder") or []):
            raise errors.client("Cannot delete, found existing JobQueue relationship")
    with state.store.transaction():
        state.records.delete(arn)
        publish(state, "batch.compute_environment.deleted", ctx.account_id, ctx.region, arn)
    return cast("DeleteComputeEnvironmentResponse", {})
