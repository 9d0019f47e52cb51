"""CreateJob, GetJob, GetJobs, ListJobs (with its Tags filter), BatchGetJobs, UpdateJob (JobUpdate replaces
the definition, as AWS's does) and DeleteJob (quiet for a job that is not there, as AWS's is; its runs go
with it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.glue import errors, finds, jobs
from labcloud.services.glue.events import publish
from labcloud.services.glue.state import MAX_JOBS, GlueState
from labcloud.services.glue.views import page, public

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        BatchGetJobsRequest,
        BatchGetJobsResponse,
        CreateJobRequest,
        CreateJobResponse,
        DeleteJobRequest,
        DeleteJobResponse,
        GetJobRequest,
        GetJobResponse,
        GetJobsRequest,
        GetJobsResponse,
        ListJobsRequest,
        ListJobsResponse,
        UpdateJobRequest,
        UpdateJobResponse,
    )


def create_job(state: GlueState, request: CreateJobRequest, ctx: RequestContext) -> CreateJobResponse:
    name = jobs.checked_name(request["Name"])
    doc = jobs.definition(request, name)
    if state.records.get(ctx.account_id, ctx.region, "job", name) is not None:
        raise errors.exists(f"{name} already exists.")
    if state.records.count(ctx.account_id, ctx.region, "job") >= MAX_JOBS:
        raise errors.quota(f"You have reached the limit of {MAX_JOBS} jobs")
    now = clock.now()
    doc.update(CreatedOn=now, LastModifiedOn=now, _tags=jobs.tags(request.get("Tags")))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "job", name, "", doc, now)
        publish(state, "glue.job.created", ctx.account_id, ctx.region, name, command=doc["Command"]["Name"])
    return cast("CreateJobResponse", {"Name": name})


def _shown(doc: dict[str, Any]) -> dict[str, Any]:
    out = public(doc)
    if not out.get("NonOverridableArguments"):
        out.pop("NonOverridableArguments", None)
    return out


def get_job(state: GlueState, request: GetJobRequest, ctx: RequestContext) -> GetJobResponse:
    return cast("GetJobResponse", {"Job": _shown(finds.job(state, ctx, request["JobName"]))})


def get_jobs(state: GlueState, request: GetJobsRequest, ctx: RequestContext) -> GetJobsResponse:
    items = [_shown(d) for d in state.records.listed(ctx.account_id, ctx.region, "job")]
    return cast("GetJobsResponse", page(items, request, 1000, "Jobs"))


def list_jobs(state: GlueState, request: ListJobsRequest, ctx: RequestContext) -> ListJobsResponse:
    wanted = dict(request.get("Tags") or {})
    names = [
        d["Name"]
        for d in state.records.listed(ctx.account_id, ctx.region, "job")
        if all((d.get("_tags") or {}).get(k) == v for k, v in wanted.items())
    ]
    return cast("ListJobsResponse", page(names, request, 1000, "JobNames"))


def batch_get_jobs(
    state: GlueState, request: BatchGetJobsRequest, ctx: RequestContext
) -> BatchGetJobsResponse:
    found: list[dict[str, Any]] = []
    missing: list[str] = []
    for name in request["JobNames"]:
        doc = state.records.get(ctx.account_id, ctx.region, "job", name)
        if doc is None:
            missing.append(name)
        else:
            found.append(_shown(doc))
    return cast("BatchGetJobsResponse", {"Jobs": found, "JobsNotFound": missing})


def update_job(state: GlueState, request: UpdateJobRequest, ctx: RequestContext) -> UpdateJobResponse:
    old = finds.job(state, ctx, request["JobName"])
    doc = jobs.definition(request["JobUpdate"], old["Name"])
    doc.update(CreatedOn=old["CreatedOn"], LastModifiedOn=clock.now(), _tags=old.get("_tags") or {})
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "job", old["Name"], doc)
        publish(state, "glue.job.updated", ctx.account_id, ctx.region, old["Name"])
    return cast("UpdateJobResponse", {"JobName": old["Name"]})


def delete_job(state: GlueState, request: DeleteJobRequest, ctx: RequestContext) -> DeleteJobResponse:
    name = request["JobName"]
    if state.records.get(ctx.account_id, ctx.region, "job", name) is None:
        return cast("DeleteJobResponse", {"JobName": name})
    for run_id, task in list(state.running.items()):
        if run_id.startswith(f"{ctx.account_id}/{ctx.region}/{name}/"):
            task.cancel()
    with state.store.transaction():
        state.records.delete_children(ctx.account_id, ctx.region, "run", name)
        state.records.delete(ctx.account_id, ctx.region, "job", name)
        publish(state, "glue.job.deleted", ctx.account_id, ctx.region, name)
    return cast("DeleteJobResponse", {"JobName": name})
