"""StartJobRun, GetJobRun, GetJobRuns and BatchStopJobRun. Only Python shell jobs run (``lifecycle.py``);
StartJobRun refuses Spark (glueetl, gluestreaming) and Ray jobs by name, as labcloud has neither. Runs past
the job's MaxConcurrentRuns are ConcurrentRunsExceededException; a retry of an earlier run (JobRunId),
security configurations and queuing are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.glue import errors, finds, jobs, lifecycle
from labcloud.services.glue.events import publish
from labcloud.services.glue.state import GlueState
from labcloud.services.glue.views import page, public

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        BatchStopJobRunRequest,
        BatchStopJobRunResponse,
        GetJobRunRequest,
        GetJobRunResponse,
        GetJobRunsRequest,
        GetJobRunsResponse,
        StartJobRunRequest,
        StartJobRunResponse,
    )

_ENGINES = {"glueetl": "Spark", "gluestreaming": "Spark Streaming", "glueray": "Ray"}


def _active(state: GlueState, account: str, region: str, job: str) -> list[dict[str, Any]]:
    return [
        d for d in state.records.listed(account, region, "run", job) if d["JobRunState"] in lifecycle.ACTIVE
    ]


def start_job_run(state: GlueState, request: StartJobRunRequest, ctx: RequestContext) -> StartJobRunResponse:
    job = finds.job(state, ctx, request["JobName"])
    kind = job["Command"]["Name"]
    if kind in _ENGINES:
        raise errors.unsupported(
            f"running {kind} jobs: labcloud has no {_ENGINES[kind]} engine; only pythonshell jobs run "
            "(the job is stored and can be read, updated and deleted)"
        )
    if request.get("JobRunId"):
        raise errors.unsupported("JobRunId (retrying an earlier run): start a new run instead")
    for key in ("SecurityConfiguration", "ExecutionRoleSessionPolicy"):
        if request.get(key):
            raise errors.unsupported(f"{key} on StartJobRun")
    jobs.notify_checked(request.get("NotificationProperty"))
    if request.get("AllocatedCapacity"):
        raise errors.invalid(
            "AllocatedCapacity is deprecated and not used by Python shell jobs: use MaxCapacity"
        )
    if request.get("JobRunQueuingEnabled"):
        raise errors.unsupported("JobRunQueuingEnabled (runs past MaxConcurrentRuns are refused, not queued)")
    if request.get("WorkerType") or request.get("NumberOfWorkers"):
        raise errors.invalid(
            "WorkerType and NumberOfWorkers are not used by Python shell jobs: use MaxCapacity"
        )
    if request.get("ExecutionClass") not in (None, "STANDARD"):
        raise errors.invalid(
            "ExecutionClass FLEX is for glueetl jobs of Glue 3.0 and later, not Python shell jobs"
        )
    capacity = request.get("MaxCapacity")
    if capacity is not None and capacity not in (0.0625, 1.0):
        raise errors.invalid("MaxCapacity of a Python shell job must be 0.0625 or 1")
    timeout = request.get("Timeout")
    if timeout is not None and not 1 <= timeout <= 10080:
        raise errors.invalid("Timeout must be between 1 and 10080 minutes")
    arguments = jobs.arguments(request.get("Arguments"), "Arguments")
    fixed = set(job.get("NonOverridableArguments") or {}) & set(arguments)
    if fixed:
        raise errors.invalid(
            f"Arguments cannot override the job's non-overridable argument {sorted(fixed)[0]}"
        )
    most = int(job["ExecutionProperty"]["MaxConcurrentRuns"])
    if len(_active(state, ctx.account_id, ctx.region, job["Name"])) >= most:
        raise errors.concurrent_runs(job["Name"], most)
    run = lifecycle.new_run(
        state, ctx.account_id, ctx.region, job, {**request, "Arguments": arguments}, 0, ""
    )
    return cast("StartJobRunResponse", {"JobRunId": run["Id"]})


def _run(state: GlueState, ctx: RequestContext, job: str, run_id: str) -> dict[str, Any]:
    doc = state.records.get(ctx.account_id, ctx.region, "run", f"{job}/{run_id}")
    if doc is None:
        raise errors.not_found(f"Job Run with id: {run_id} not found")
    return doc


def get_job_run(state: GlueState, request: GetJobRunRequest, ctx: RequestContext) -> GetJobRunResponse:
    finds.job(state, ctx, request["JobName"])
    return cast(
        "GetJobRunResponse", {"JobRun": public(_run(state, ctx, request["JobName"], request["RunId"]))}
    )


def get_job_runs(state: GlueState, request: GetJobRunsRequest, ctx: RequestContext) -> GetJobRunsResponse:
    finds.job(state, ctx, request["JobName"])
    runs = [
        public(d)
        for d in reversed(state.records.listed(ctx.account_id, ctx.region, "run", request["JobName"]))
    ]
    return cast("GetJobRunsResponse", page(runs, request, 200, "JobRuns"))


def batch_stop_job_run(
    state: GlueState, request: BatchStopJobRunRequest, ctx: RequestContext
) -> BatchStopJobRunResponse:
    name = request["JobName"]
    stopped: list[dict[str, str]] = []
    failed: list[dict[str, Any]] = []
    for run_id in request["JobRunIds"]:
        doc = state.records.get(ctx.account_id, ctx.region, "run", f"{name}/{run_id}")
        if doc is None:
            detail = {
                "ErrorCode": "EntityNotFoundException",
                "ErrorMessage": f"Job Run with id: {run_id} not found",
            }
        elif doc["JobRunState"] not in ("STARTING", "RUNNING", "WAITING"):
            message = f"Job Run {run_id} is in state {doc['JobRunState']} and cannot be stopped"
            detail = {"ErrorCode": "InvalidInputException", "ErrorMessage": message}
        else:
            doc.update(JobRunState="STOPPING", LastModifiedOn=clock.now())
            with state.store.transaction():
                state.records.update(ctx.account_id, ctx.region, "run", f"{name}/{run_id}", doc)
                publish(
                    state,
                    "glue.run.state",
                    ctx.account_id,
                    ctx.region,
                    f"{name}/{run_id}",
                    run_state="STOPPING",
                )
            task = state.running.get(lifecycle.key(ctx.account_id, ctx.region, name, run_id))
            if task is not None:
                task.cancel()
            stopped.append({"JobName": name, "JobRunId": run_id})
            continue
        failed.append({"JobName": name, "JobRunId": run_id, "ErrorDetail": detail})
    return cast("BatchStopJobRunResponse", {"SuccessfulSubmissions": stopped, "Errors": failed})
