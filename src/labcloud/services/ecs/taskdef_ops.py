"""RegisterTaskDefinition (revisions ``family:N``, never reused), DescribeTaskDefinition,
ListTaskDefinitions, ListTaskDefinitionFamilies, DeregisterTaskDefinition (ACTIVE → INACTIVE) and
DeleteTaskDefinitions (INACTIVE → DELETE_IN_PROGRESS; the record stays so its revision is never reused).

A definition is checked as AWS checks it (``taskdef_checks``) and stored with the defaults AWS fills in
(``essential``, ``cpu`` 0, a port mapping's protocol and, in awsvpc mode, its host port); its
``compatibilities`` say EC2 always and FARGATE when Fargate could run it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecs import errors, fargate, lookup, names, paging, taskdef_checks
from labcloud.services.ecs.events import publish
from labcloud.services.ecs.state import MAX_REVISIONS, EcsState
from labcloud.services.ecs.tagging import listed, merged
from labcloud.services.ecs.views import task_definition

if TYPE_CHECKING:
    from labcloud.services.ecs.api import (
        DeleteTaskDefinitionsRequest,
        DeleteTaskDefinitionsResponse,
        DeregisterTaskDefinitionRequest,
        DeregisterTaskDefinitionResponse,
        DescribeTaskDefinitionRequest,
        DescribeTaskDefinitionResponse,
        ListTaskDefinitionFamiliesRequest,
        ListTaskDefinitionFamiliesResponse,
        ListTaskDefinitionsRequest,
        ListTaskDefinitionsResponse,
        RegisterTaskDefinitionRequest,
        RegisterTaskDefinitionResponse,
    )

MAX_DELETED = 10


def _container(given: dict[str, Any], mode: str) -> dict[str, Any]:
    out: dict[str, Any] = {"cpu": 0, "essential": True, **given}
    mappings = []
    for mapping in given.get("portMappings") or []:
        one = {"protocol": "tcp", **mapping}
        if mode == "awsvpc" and one.get("containerPort") is not None and one.get("hostPort") is None:
            one["hostPort"] = one["containerPort"]
        mappings.append(one)
    for member in ("portMappings", "environment", "mountPoints", "volumesFrom", "systemControls"):
        out.setdefault(member, [])
    out["portMappings"] = mappings
    return out


def _compatibilities(request: dict[str, Any], mode: str) -> list[str]:
    out = ["EC2"]
    cpu = fargate.cpu_units(str(request["cpu"])) if request.get("cpu") else None
    memory = fargate.memory_mib(str(request["memory"])) if request.get("memory") else None
    if mode == "awsvpc" and cpu is not None and memory is not None and fargate.fits(cpu, memory):
        out.append("FARGATE")
    return out


async def register_task_definition(
    state: EcsState, request: RegisterTaskDefinitionRequest, ctx: RequestContext
) -> RegisterTaskDefinitionResponse:
    given = cast("dict[str, Any]", request)
    family = request["family"]
    if not names.NAME.match(family):
        raise errors.client(
            "Family contains invalid characters: up to 255 letters (uppercase and lowercase), numbers,"
            " hyphens and underscores."
        )
    for member in taskdef_checks.REFUSED:
        if given.get(member):
            raise errors.client(f"labcloud does not support {member} in task definitions (no such hosts).")
    fargate_only = "FARGATE" in (request.get("requiresCompatibilities") or [])
    taskdef_checks.network_and_size(given)
    taskdef_checks.containers(
        [dict(c) for c in request["containerDefinitions"]], request.get("memory"), fargate_only
    )
    tags = merged({}, request.get("tags") or [])
    for member in ("taskRoleArn", "executionRoleArn"):
        if given.get(member):
            await taskdef_checks.role(state, ctx, member, str(given[member]))
    existing = state.records.listed("taskdef", ctx.account_id, ctx.region, family)
    if len(existing) >= MAX_REVISIONS:
        raise errors.limit(f"Family {family} has reached its limit of {MAX_REVISIONS} revisions.")
    revision = max((int(d["revision"]) for d in existing), default=0) + 1
    mode = str(request.get("networkMode") or "bridge")
    arn = names.taskdef_arn(ctx, family, revision)
    now = clock.now()
    doc: dict[str, Any] = {
        "taskDefinitionArn": arn,
        "containerDefinitions": [_container(dict(c), mode) for c in request["containerDefinitions"]],
        "family": family,
        "networkMode": mode,
        "revision": revision,
        "volumes": list(request.get("volumes") or []),
        "status": "ACTIVE",
        "requiresAttributes": [],
        "placementConstraints": list(request.get("placementConstraints") or []),
        "compatibilities": _compatibilities(given, mode),
        "registeredAt": now,
        "registeredBy": ctx.principal.arn
        if ctx.principal is not None
        else f"arn:aws:iam::{ctx.account_id}:root",
        "_tags": tags,
    }
    for member in (
        "taskRoleArn",
        "executionRoleArn",
        "requiresCompatibilities",
        "cpu",
        "memory",
        "pidMode",
        "ipcMode",
        "ephemeralStorage",
        "runtimePlatform",
        "enableFaultInjection",
    ):
        if given.get(member) is not None:
            doc[member] = given[member]
    with state.store.transaction():
        state.records.put("taskdef", ctx.account_id, ctx.region, arn, family, family, doc, now)
        publish(state, "ecs.task_definition.registered", ctx, arn, family=family, revision=revision)
    out: dict[str, Any] = {"taskDefinition": task_definition(doc)}
    if tags:
        out["tags"] = listed(tags)
    return cast("RegisterTaskDefinitionResponse", out)


def describe_task_definition(
    state: EcsState, request: DescribeTaskDefinitionRequest, ctx: RequestContext
) -> DescribeTaskDefinitionResponse:
    try:
        doc = lookup.taskdef(state, ctx, request["taskDefinition"])
    except AwsError:
        doc = None
    if doc is None or doc["status"] == "DELETE_IN_PROGRESS":
        raise errors.client("Unable to describe task definition.")
    out: dict[str, Any] = {"taskDefinition": task_definition(doc)}
    if "TAGS" in (request.get("include") or []):
        out["tags"] = listed(doc.get("_tags") or {})
    return cast("DescribeTaskDefinitionResponse", out)


def _status(value: str | None, allowed: tuple[str, ...], default: str) -> str:
    value = value or default
    if value not in allowed:
        raise errors.invalid(f"Invalid status '{value}': one of {', '.join(allowed)}.")
    return value


def list_task_definitions(
    state: EcsState, request: ListTaskDefinitionsRequest, ctx: RequestContext
) -> ListTaskDefinitionsResponse:
    status = _status(request.get("status"), ("ACTIVE", "INACTIVE", "DELETE_IN_PROGRESS"), "ACTIVE")
    order = request.get("sort") or "ASC"
    if order not in ("ASC", "DESC"):
        raise errors.invalid(f"Invalid sort '{order}': ASC or DESC.")
    family = request.get("familyPrefix")
    docs = [
        d
        for d in state.records.listed("taskdef", ctx.account_id, ctx.region, family)
        if d["status"] == status
    ]
    docs.sort(key=lambda d: (str(d["family"]), int(d["revision"])), reverse=order == "DESC")
    page, token = paging.page(
        [str(d["taskDefinitionArn"]) for d in docs], request.get("nextToken"), request.get("maxResults")
    )
    out: dict[str, Any] = {"taskDefinitionArns": page}
    if token:
        out["nextToken"] = token
    return cast("ListTaskDefinitionsResponse", out)


def list_task_definition_families(
    state: EcsState, request: ListTaskDefinitionFamiliesRequest, ctx: RequestContext
) -> ListTaskDefinitionFamiliesResponse:
    status = _status(request.get("status"), ("ACTIVE", "INACTIVE", "ALL"), "ALL")
    prefix = request.get("familyPrefix") or ""
    chosen = []
    for family in state.records.families(ctx.account_id, ctx.region):
        if not family.startswith(prefix):
            continue
        active = any(
            d["status"] == "ACTIVE"
            for d in state.records.listed("taskdef", ctx.account_id, ctx.region, family)
        )
        if status == "ALL" or (status == "ACTIVE") == active:
            chosen.append(family)
    page, token = paging.page(chosen, request.get("nextToken"), request.get("maxResults"))
    out: dict[str, Any] = {"families": page}
    if token:
        out["nextToken"] = token
    return cast("ListTaskDefinitionFamiliesResponse", out)


def _exact(state: EcsState, ctx: RequestContext, given: str) -> dict[str, Any] | None:
    family, revision = names.taskdef_ref(given)
    if revision is None:
        raise errors.client("Invalid revision number. Number: " + family)
    return state.records.get("taskdef", ctx.account_id, ctx.region, names.taskdef_arn(ctx, family, revision))


def deregister_task_definition(
    state: EcsState, request: DeregisterTaskDefinitionRequest, ctx: RequestContext
) -> DeregisterTaskDefinitionResponse:
    doc = _exact(state, ctx, request["taskDefinition"])
    if doc is None or doc["status"] == "DELETE_IN_PROGRESS":
        raise errors.client("The specified task definition does not exist.")
    if doc["status"] == "ACTIVE":
        doc["status"] = "INACTIVE"
        doc["deregisteredAt"] = clock.now()
        with state.store.transaction():
            state.records.update(str(doc["taskDefinitionArn"]), doc)
            publish(state, "ecs.task_definition.deregistered", ctx, str(doc["taskDefinitionArn"]))
    return cast("DeregisterTaskDefinitionResponse", {"taskDefinition": task_definition(doc)})


def delete_task_definitions(
    state: EcsState, request: DeleteTaskDefinitionsRequest, ctx: RequestContext
) -> DeleteTaskDefinitionsResponse:
    asked = list(request["taskDefinitions"])
    if not asked or len(asked) > MAX_DELETED:
        raise errors.invalid(f"Between 1 and {MAX_DELETED} task definitions can be deleted at once.")
    done: list[dict[str, Any]] = []
    failures: list[dict[str, Any]] = []
    with state.store.transaction():
        for given in asked:
            doc = _exact(state, ctx, given)
            if doc is None:
                failures.append({"arn": given, "reason": "The specified task definition does not exist."})
                continue
            if doc["status"] == "ACTIVE":
                failures.append(
                    {
                        "arn": doc["taskDefinitionArn"],
                        "reason": "The specified task definition is still in ACTIVE status. Please deregister"
                        " the target and try again.",
                    }
                )
                continue
            if doc["status"] == "INACTIVE":
                doc["status"] = "DELETE_IN_PROGRESS"
                doc["deleteRequestedAt"] = clock.now()
                state.records.update(str(doc["taskDefinitionArn"]), doc)
                publish(state, "ecs.task_definition.deleted", ctx, str(doc["taskDefinitionArn"]))
            done.append(task_definition(doc))
    return cast("DeleteTaskDefinitionsResponse", {"taskDefinitions": done, "failures": failures})
