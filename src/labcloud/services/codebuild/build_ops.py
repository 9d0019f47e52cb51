"""StartBuild, RetryBuild, BatchGetBuilds, ListBuilds, ListBuildsForProject, StopBuild and BatchDeleteBuilds.

StartBuild takes buildspecOverride, environmentVariablesOverride, sourceVersion (an S3 object version)
and timeoutInMinutesOverride; every other override is refused by name. Active builds are bounded per
account (:data:`~labcloud.services.codebuild.state.MAX_RUNNING`) and by a project's concurrentBuildLimit
(AccountLimitExceededException)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.codebuild import builds, errors, lifecycle, projects
from labcloud.services.codebuild.events import publish
from labcloud.services.codebuild.project_ops import find
from labcloud.services.codebuild.state import MAX_RUNNING, CodeBuildState
from labcloud.services.codebuild.views import build_id_of, ordered, page

if TYPE_CHECKING:
    from labcloud.services.codebuild.api import (
        BatchDeleteBuildsRequest,
        BatchDeleteBuildsResponse,
        BatchGetBuildsRequest,
        BatchGetBuildsResponse,
        ListBuildsForProjectRequest,
        ListBuildsForProjectResponse,
        ListBuildsRequest,
        ListBuildsResponse,
        RetryBuildRequest,
        RetryBuildResponse,
        StartBuildRequest,
        StartBuildResponse,
        StopBuildRequest,
        StopBuildResponse,
    )

ACCEPTED = (
    "projectName",
    "buildspecOverride",
    "environmentVariablesOverride",
    "sourceVersion",
    "timeoutInMinutesOverride",
)


def _checked_overrides(request: Any) -> dict[str, Any]:
    for member, value in request.items():
        if member not in ACCEPTED and value not in (None, [], {}, False):
            raise errors.unsupported(f"{member} on StartBuild")
    overrides = {k: request[k] for k in ACCEPTED[1:] if request.get(k) is not None}
    timeout = overrides.get("timeoutInMinutesOverride")
    if timeout is not None and not 5 <= timeout <= 2160:
        raise errors.invalid("Invalid timeoutInMinutesOverride: between 5 and 2160")
    if "environmentVariablesOverride" in overrides:
        overrides["environmentVariablesOverride"] = projects.variables(
            overrides["environmentVariablesOverride"], "environmentVariablesOverride"
        )
    return overrides


def _active(state: CodeBuildState, ctx: RequestContext, project: str | None = None) -> int:
    return sum(
        1
        for name in state.running
        if name.startswith(f"{ctx.account_id}/{ctx.region}/")
        and (project is None or name.split("/", 2)[2].split(":")[0] == project)
    )


def _start(
    state: CodeBuildState, ctx: RequestContext, project: dict[str, Any], overrides: dict[str, Any]
) -> dict[str, Any]:
    if project["source"]["type"] == "NO_SOURCE" and overrides.get("sourceVersion"):
        raise errors.invalid("Invalid sourceVersion: a NO_SOURCE project has no source to version")
    if _active(state, ctx) >= MAX_RUNNING:
        raise errors.limit(f"Cannot have more than {MAX_RUNNING} active builds for the account")
    most = project.get("concurrentBuildLimit")
    if most and _active(state, ctx, project["name"]) >= int(most):
        raise errors.limit(f"Cannot have more than {most} active builds for the project")
    number = int(project.get("_buildNumber") or 0) + 1
    project["_buildNumber"] = number
    doc = builds.new(
        project, ctx.account_id, ctx.region, number, builds.initiator(ctx.principal.arn), overrides
    )
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "project", project["name"], project)
        state.records.put(
            ctx.account_id, ctx.region, "build", doc["id"], project["name"], doc, doc["startTime"]
        )
        publish(state, "codebuild.build.started", ctx.account_id, ctx.region, doc["arn"], number=number)
        lifecycle.start(state, ctx.account_id, ctx.region, doc)
    return doc


def start_build(state: CodeBuildState, request: StartBuildRequest, ctx: RequestContext) -> StartBuildResponse:
    project = find(state, ctx, request["projectName"])
    doc = _start(state, ctx, project, _checked_overrides(request))
    return cast("StartBuildResponse", {"build": builds.view(doc)})


def _build(state: CodeBuildState, ctx: RequestContext, given: str) -> dict[str, Any]:
    build_id = build_id_of(given)
    doc = state.records.get(ctx.account_id, ctx.region, "build", build_id)
    if doc is None:
        raise errors.not_found(f"Build {build_id} does not exist")
    return doc


def retry_build(state: CodeBuildState, request: RetryBuildRequest, ctx: RequestContext) -> RetryBuildResponse:
    if request.get("idempotencyToken"):
        raise errors.unsupported("idempotencyToken on RetryBuild")
    if not request.get("id"):
        raise errors.invalid("Invalid id: the build to retry must be given")
    earlier = _build(state, ctx, str(request["id"]))
    project = find(state, ctx, earlier["projectName"])
    doc = _start(state, ctx, project, dict(earlier.get("_overrides") or {}))
    return cast("RetryBuildResponse", {"build": builds.view(doc)})


def batch_get_builds(
    state: CodeBuildState, request: BatchGetBuildsRequest, ctx: RequestContext
) -> BatchGetBuildsResponse:
    found: list[dict[str, Any]] = []
    missing: list[str] = []
    for given in request["ids"]:
        doc = state.records.get(ctx.account_id, ctx.region, "build", build_id_of(given))
        if doc is None:
            missing.append(given)
        else:
            found.append(builds.view(doc))
    return cast("BatchGetBuildsResponse", {"builds": found, "buildsNotFound": missing})


def list_builds(state: CodeBuildState, request: ListBuildsRequest, ctx: RequestContext) -> ListBuildsResponse:
    ids = [d["id"] for d in ordered(state.records.listed(ctx.account_id, ctx.region, "build"), request)]
    return cast("ListBuildsResponse", page(ids, request, "ids"))


def list_builds_for_project(
    state: CodeBuildState, request: ListBuildsForProjectRequest, ctx: RequestContext
) -> ListBuildsForProjectResponse:
    project = find(state, ctx, request["projectName"])
    docs = state.records.listed(ctx.account_id, ctx.region, "build", project["name"])
    ids = [d["id"] for d in ordered(docs, request)]
    return cast("ListBuildsForProjectResponse", page(ids, request, "ids"))


def stop_build(state: CodeBuildState, request: StopBuildRequest, ctx: RequestContext) -> StopBuildResponse:
    doc = _build(state, ctx, request["id"])
    task = state.running.get(lifecycle.key(ctx.account_id, ctx.region, doc["id"]))
    if not doc["buildComplete"] and task is not None:
        task.cancel()
        publish(state, "codebuild.build.stopping", ctx.account_id, ctx.region, doc["arn"])
    return cast("StopBuildResponse", {"build": builds.view(doc)})


def batch_delete_builds(
    state: CodeBuildState, request: BatchDeleteBuildsRequest, ctx: RequestContext
) -> BatchDeleteBuildsResponse:
    deleted: list[str] = []
    kept: list[dict[str, str]] = []
    for given in request["ids"]:
        build_id = build_id_of(given)
        doc = state.records.get(ctx.account_id, ctx.region, "build", build_id)
        if doc is None:
            kept.append({"id": given, "statusCode": "BUILD_NOT_FOUND"})
        elif not doc["buildComplete"]:
            kept.append({"id": given, "statusCode": "BUILD_IN_PROGRESS"})
        else:
            with state.store.transaction():
                state.records.delete(ctx.account_id, ctx.region, "build", build_id)
                publish(state, "codebuild.build.deleted", ctx.account_id, ctx.region, doc["arn"])
            deleted.append(given)
    return cast("BatchDeleteBuildsResponse", {"buildsDeleted": deleted, "buildsNotDeleted": kept})
