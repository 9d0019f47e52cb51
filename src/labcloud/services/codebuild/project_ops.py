"""CreateProject, UpdateProject, BatchGetProjects, ListProjects and DeleteProject (``projects.py`` holds
what a definition may be)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.codebuild import errors, projects, roles
from labcloud.services.codebuild.events import publish
from labcloud.services.codebuild.state import MAX_PROJECTS, CodeBuildState
from labcloud.services.codebuild.views import name_of, ordered, page, project_arn, public

if TYPE_CHECKING:
    from labcloud.services.codebuild.api import (
        BatchGetProjectsRequest,
        BatchGetProjectsResponse,
        CreateProjectRequest,
        CreateProjectResponse,
        DeleteProjectRequest,
        DeleteProjectResponse,
        ListProjectsRequest,
        ListProjectsResponse,
        UpdateProjectRequest,
        UpdateProjectResponse,
    )

_SORT = {"NAME": "name", "CREATED_TIME": "created", "LAST_MODIFIED_TIME": "lastModified"}


def find(state: CodeBuildState, ctx: RequestContext, given: str) -> dict[str, Any]:
    name = name_of(given, "project")
    doc = state.records.get(ctx.account_id, ctx.region, "project", name)
    if doc is None:
        raise errors.not_found(f"Project cannot be found: {project_arn(ctx, name)}")
    return doc


def create_project(
    state: CodeBuildState, request: CreateProjectRequest, ctx: RequestContext
) -> CreateProjectResponse:
    name = projects.checked_name(request["name"])
    if state.records.get(ctx.account_id, ctx.region, "project", name) is not None:
        raise errors.exists(f"Project already exists: {project_arn(ctx, name)}")
    if state.records.count(ctx.account_id, ctx.region, "project") >= MAX_PROJECTS:
        raise errors.limit(f"Cannot have more than {MAX_PROJECTS} projects")
    doc = projects.definition(request, name)
    doc["serviceRole"] = roles.checked(state, doc["serviceRole"], ctx.account_id)
    now = clock.now()
    doc = {"name": name, "arn": project_arn(ctx, name), **doc, "created": now, "lastModified": now}
    doc["encryptionKey"] = (
        doc.get("encryptionKey") or f"arn:aws:kms:{ctx.region}:{ctx.account_id}:alias/aws/s3"
    )
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "project", name, "", doc, now)
        publish(
            state,
            "codebuild.project.created",
            ctx.account_id,
            ctx.region,
            doc["arn"],
            source=doc["source"]["type"],
        )
    return cast("CreateProjectResponse", {"project": public(doc)})


def update_project(
    state: CodeBuildState, request: UpdateProjectRequest, ctx: RequestContext
) -> UpdateProjectResponse:
    current = find(state, ctx, request["name"])
    doc = projects.definition(request, current["name"], current)
    if "serviceRole" in request:
        doc["serviceRole"] = roles.checked(state, doc["serviceRole"], ctx.account_id)
    doc["lastModified"] = clock.now()
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "project", current["name"], doc)
        publish(state, "codebuild.project.updated", ctx.account_id, ctx.region, doc["arn"])
    return cast("UpdateProjectResponse", {"project": public(doc)})


def batch_get_projects(
    state: CodeBuildState, request: BatchGetProjectsRequest, ctx: RequestContext
) -> BatchGetProjectsResponse:
    found: list[dict[str, Any]] = []
    missing: list[str] = []
    for given in request["names"]:
        doc = state.records.get(ctx.account_id, ctx.region, "project", name_of(given, "project"))
        if doc is None:
            missing.append(given)
        else:
            found.append(public(doc))
    return cast("BatchGetProjectsResponse", {"projects": found, "projectsNotFound": missing})


def list_projects(
    state: CodeBuildState, request: ListProjectsRequest, ctx: RequestContext
) -> ListProjectsResponse:
    sort = request.get("sortBy") or "NAME"
    if sort not in _SORT:
        raise errors.invalid(f"Invalid sortBy {sort}: NAME, CREATED_TIME or LAST_MODIFIED_TIME")
    docs = sorted(state.records.listed(ctx.account_id, ctx.region, "project"), key=lambda d: d[_SORT[sort]])
    names = [d["name"] for d in ordered(docs, request)]
    return cast("ListProjectsResponse", page(names, request, "projects"))


def delete_project(
    state: CodeBuildState, request: DeleteProjectRequest, ctx: RequestContext
) -> DeleteProjectResponse:
    name = name_of(request["name"], "project")
    if state.records.get(ctx.account_id, ctx.region, "project", name) is not None:
        with state.store.transaction():
            state.records.delete(ctx.account_id, ctx.region, "project", name)
            publish(state, "codebuild.project.deleted", ctx.account_id, ctx.region, project_arn(ctx, name))
    return cast("DeleteProjectResponse", {})
