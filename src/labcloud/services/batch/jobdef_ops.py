"""RegisterJobDefinition, DescribeJobDefinitions and DeregisterJobDefinition. Container job definitions
only: multinode, EKS and ECS-properties definitions are refused by name (labcloud runs no containers or
nodes). A name's revisions count up from 1 and are never reused: a deregistered revision stays INACTIVE.
A Fargate definition needs VCPU and MEMORY resource requirements; its roles must exist in IAM."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.batch import errors, lookups, names, paging
from labcloud.services.batch.events import publish
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tagging import merged
from labcloud.services.batch.views import public

if TYPE_CHECKING:
    from labcloud.services.batch.api import (
        DeregisterJobDefinitionRequest,
        DeregisterJobDefinitionResponse,
        DescribeJobDefinitionsRequest,
        DescribeJobDefinitionsResponse,
        RegisterJobDefinitionRequest,
        RegisterJobDefinitionResponse,
    )

_REFUSED = {
    "nodeProperties": "multinode job definitions (labcloud runs no nodes)",
    "eksProperties": "EKS job definitions (labcloud has no EKS)",
    "ecsProperties": "ecsProperties job definitions (use containerProperties)",
    "consumableResourceProperties": "consumable resources",
}
_PLATFORMS = ("EC2", "FARGATE")


def find(state: BatchState, ctx: RequestContext, given: str) -> dict[str, Any]:
    """A job definition by ARN, ``name:revision`` or ``name`` (its latest ACTIVE revision)."""
    tail = given.rsplit("/", 1)[-1] if given.startswith("arn:") else given
    name, _, revision = tail.partition(":")
    revisions = state.records.listed("jobdef", ctx.account_id, ctx.region, name=name)
    if revision:
        found = [d for d in revisions if str(d["revision"]) == revision]
    else:
        found = [d for d in revisions if d["status"] == "ACTIVE"][-1:]
    if not found:
        raise errors.client(f"Job definition {given} does not exist.")
    return found[0]


def _retry(given: dict[str, Any] | None) -> dict[str, Any] | None:
    if given is None:
        return None
    attempts = given.get("attempts")
    if attempts is not None and not 1 <= int(attempts) <= 10:
        raise errors.client("retryStrategy.attempts must be between 1 and 10.")
    for rule in given.get("evaluateOnExit") or []:
        if rule.get("action") not in ("RETRY", "EXIT", "retry", "exit"):
            raise errors.client("evaluateOnExit.action must be RETRY or EXIT.")
    return dict(given)


def checked_timeout(given: dict[str, Any] | None) -> dict[str, Any] | None:
    if given is None:
        return None
    seconds = given.get("attemptDurationSeconds")
    if seconds is not None and int(seconds) < 60:
        raise errors.client("timeout.attemptDurationSeconds must be at least 60.")
    return dict(given)


async def _container(
    state: BatchState, ctx: RequestContext, given: dict[str, Any], fargate: bool
) -> dict[str, Any]:
    if not given.get("image"):
        raise errors.client("containerProperties.image must be specified.")
    requirements = {str(r.get("type")): r.get("value") for r in given.get("resourceRequirements") or []}
    if fargate:
        if "VCPU" not in requirements or "MEMORY" not in requirements:
            raise errors.client(
                "Fargate job definitions must specify VCPU and MEMORY in resourceRequirements."
            )
        if given.get("vcpus") is not None or given.get("memory") is not None:
            raise errors.client("Fargate job definitions take vcpus and memory only as resourceRequirements.")
    elif not (given.get("vcpus") or "VCPU" in requirements) or not (
        given.get("memory") or "MEMORY" in requirements
    ):
        raise errors.client(
            "Container properties must specify vcpus and memory (or VCPU and MEMORY requirements)."
        )
    out = dict(given)
    for member in ("jobRoleArn", "executionRoleArn"):
        if given.get(member):
            out[member] = await lookups.role(state, ctx, member, str(given[member]))
    return out


async def register_job_definition(
    state: BatchState, request: RegisterJobDefinitionRequest, ctx: RequestContext
) -> RegisterJobDefinitionResponse:
    name = request["jobDefinitionName"]
    if not names.NAME.match(name):
        raise errors.client("jobDefinitionName must be 1-128 letters, numbers, hyphens or underscores.")
    for member, what in _REFUSED.items():
        if request.get(member) is not None:
            raise errors.refused(what)
    if request["type"] == "multinode":
        raise errors.refused(_REFUSED["nodeProperties"])
    if request["type"] != "container":
        raise errors.client(f"type must be container or multinode (got {request['type']}).")
    platforms = list(request.get("platformCapabilities") or ["EC2"])
    if len(platforms) != 1 or platforms[0] not in _PLATFORMS:
        raise errors.client("platformCapabilities must be [EC2] or [FARGATE].")
    given = request.get("containerProperties")
    if given is None:
        raise errors.client("containerProperties must be specified for a container job definition.")
    container = await _container(state, ctx, cast("dict[str, Any]", given), platforms[0] == "FARGATE")
    existing = state.records.listed("jobdef", ctx.account_id, ctx.region, name=name)
    revision = max((int(d["revision"]) for d in existing), default=0) + 1
    arn = names.jobdef_arn(ctx, name, revision)
    doc: dict[str, Any] = {
        "jobDefinitionName": name,
        "jobDefinitionArn": arn,
        "revision": revision,
        "status": "ACTIVE",
        "type": "container",
        "parameters": dict(request.get("parameters") or {}),
        "containerProperties": container,
        "platformCapabilities": platforms,
        "propagateTags": bool(request.get("propagateTags", False)),
        "containerOrchestrationType": "ECS",
        "_tags": merged({}, request.get("tags")),
    }
    retry = _retry(cast("dict[str, Any] | None", request.get("retryStrategy")))
    if retry is not None:
        doc["retryStrategy"] = retry
    timeout = checked_timeout(cast("dict[str, Any] | None", request.get("timeout")))
    if timeout is not None:
        doc["timeout"] = timeout
    if request.get("schedulingPriority") is not None:
        doc["schedulingPriority"] = request["schedulingPriority"]
    now = clock.now()
    with state.store.transaction():
        state.records.put("jobdef", ctx.account_id, ctx.region, arn, name, doc, now)
        publish(
            state,
            "batch.job_definition.registered",
            ctx.account_id,
            ctx.region,
            arn,
            name=name,
            revision=revision,
        )
    return cast(
        "RegisterJobDefinitionResponse",
        {"jobDefinitionName": name, "jobDefinitionArn": arn, "revision": revision},
    )


def view(doc: dict[str, Any]) -> dict[str, Any]:
    out = public(doc)
    out["tags"] = dict(doc.get("_tags") or {})
    return out


def describe_job_definitions(
    state: BatchState, request: DescribeJobDefinitionsRequest, ctx: RequestContext
) -> DescribeJobDefinitionsResponse:
    wanted = request.get("jobDefinitions")
    if wanted:
        if len(wanted) > 100:
            raise errors.client("jobDefinitions holds at most 100 names or ARNs.")
        docs: list[dict[str, Any]] = []
        for one in wanted:
            tail = one.rsplit("/", 1)[-1] if one.startswith("arn:") else one
            name, _, revision = tail.partition(":")
            docs.extend(
                d
                for d in state.records.listed("jobdef", ctx.account_id, ctx.region, name=name)
                if not revision or str(d["revision"]) == revision
            )
    else:
        docs = state.records.listed(
            "jobdef", ctx.account_id, ctx.region, name=request.get("jobDefinitionName")
        )
    if request.get("status"):
        docs = [d for d in docs if d["status"] == request["status"]]
    out = paging.answer("jobDefinitions", docs, request.get("nextToken"), request.get("maxResults"), view)
    return cast("DescribeJobDefinitionsResponse", out)


def deregister_job_definition(
    state: BatchState, request: DeregisterJobDefinitionRequest, ctx: RequestContext
) -> DeregisterJobDefinitionResponse:
    given = request["jobDefinition"]
    tail = given.rsplit("/", 1)[-1] if given.startswith("arn:") else given
    if ":" not in tail:
        raise errors.client("jobDefinition must be name:revision or an ARN.")
    doc = find(state, ctx, given)
    doc["status"] = "INACTIVE"
    arn = str(doc["jobDefinitionArn"])
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(state, "batch.job_definition.deregistered", ctx.account_id, ctx.region, arn)
    return cast("DeregisterJobDefinitionResponse", {})
