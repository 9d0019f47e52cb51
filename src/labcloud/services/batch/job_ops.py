"""SubmitJob, DescribeJobs, ListJobs, CancelJob and TerminateJob. A job is submitted to an ENABLED queue
with an ACTIVE container definition whose platform matches the queue's compute environments; its
parameters (the definition's, then the submission's) replace ``Ref::`` placeholders in its command; its
array size, dependencies, retry strategy and timeout are recorded. Nothing runs it (``jobs.py``)."""

from __future__ import annotations

import fnmatch
import uuid
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.batch import environments, errors, jobs, names, paging
from labcloud.services.batch.events import publish
from labcloud.services.batch.jobdef_ops import checked_timeout
from labcloud.services.batch.jobdef_ops import find as find_jobdef
from labcloud.services.batch.queue_ops import find as find_queue
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.batch.api import (
        CancelJobRequest,
        CancelJobResponse,
        DescribeJobsRequest,
        DescribeJobsResponse,
        ListJobsRequest,
        ListJobsResponse,
        SubmitJobRequest,
        SubmitJobResponse,
        TerminateJobRequest,
        TerminateJobResponse,
    )

MAX_DEPENDENCIES = 20
MAX_ARRAY = 10000
_REFUSED = {
    "nodeOverrides": "multinode jobs (labcloud runs no nodes)",
    "eksPropertiesOverride": "EKS jobs (labcloud has no EKS)",
    "ecsPropertiesOverride": "ecsPropertiesOverride (use containerOverrides)",
    "consumableResourcePropertiesOverride": "consumable resources",
}
_STATUSES = ("SUBMITTED", "PENDING", "RUNNABLE", "STARTING", "RUNNING", "SUCCEEDED", "FAILED")


def _platform(state: BatchState, ctx: RequestContext, queue: dict[str, Any]) -> str:
    for order in queue.get("computeEnvironmentOrder") or []:
        env = state.records.get("env", ctx.account_id, ctx.region, str(order["computeEnvironment"]))
        if env is not None:
            return "FARGATE" if env["computeResources"]["type"] in environments.FARGATE else "EC2"
    return ""


def _depends(state: BatchState, ctx: RequestContext, given: list[Any], array: bool) -> list[dict[str, Any]]:
    if len(given) > MAX_DEPENDENCIES:
        raise errors.client(f"A job depends on at most {MAX_DEPENDENCIES} jobs.")
    out: list[dict[str, Any]] = []
    for item in given:
        job_id = str(item.get("jobId") or "")
        kind = item.get("type")
        if kind is not None and kind not in ("N_TO_N", "SEQUENTIAL"):
            raise errors.client("dependsOn.type must be N_TO_N or SEQUENTIAL.")
        if kind is not None and not array:
            raise errors.client("dependsOn.type applies only to array jobs.")
        if (
            state.records.get("job", ctx.account_id, ctx.region, names.job_arn(ctx, job_id.split(":")[0]))
            is None
        ):
            raise errors.client(f"Dependent job ID {job_id} does not exist.")
        out.append({"jobId": job_id, **({"type": kind} if kind else {})})
    return out


def submit_job(state: BatchState, request: SubmitJobRequest, ctx: RequestContext) -> SubmitJobResponse:
    name = request["jobName"]
    if not names.JOB_NAME.match(name):
        raise errors.client(
            "jobName must be 1-128 letters, numbers, hyphens or underscores, starting with a letter or number."
        )
    for member, what in _REFUSED.items():
        if request.get(member) is not None:
            raise errors.refused(what)
    queue = find_queue(state, ctx, request["jobQueue"])
    if queue["state"] != "ENABLED":
        raise errors.client(f"JobQueue {queue['jobQueueName']} is DISABLED and accepts no jobs.")
    jobdef = find_jobdef(state, ctx, request["jobDefinition"])
    if jobdef["status"] != "ACTIVE":
        raise errors.client(f"Job definition {jobdef['jobDefinitionArn']} is INACTIVE.")
    platform = _platform(state, ctx, queue)
    if platform and platform not in jobdef["platformCapabilities"]:
        raise errors.client(
            f"Job definition platform capability {jobdef['platformCapabilities'][0]} does not match the job"
            f" queue's {platform} compute environments."
        )
    size = int((request.get("arrayProperties") or {}).get("size") or 0)
    if request.get("arrayProperties") is not None and not 2 <= size <= MAX_ARRAY:
        raise errors.client(f"arrayProperties.size must be between 2 and {MAX_ARRAY}.")
    depends = _depends(state, ctx, list(request.get("dependsOn") or []), bool(size))
    parameters = {**(jobdef.get("parameters") or {}), **(request.get("parameters") or {})}
    overrides = cast("dict[str, Any]", request.get("containerOverrides") or {})
    job_id = str(uuid.uuid4())
    arn = names.job_arn(ctx, job_id)
    propagate = bool(request.get("propagateTags", jobdef.get("propagateTags", False)))
    tags = merged({**(jobdef.get("_tags") or {})} if propagate else {}, request.get("tags"))
    now = clock.now()
    doc: dict[str, Any] = {
        "jobArn": arn,
        "jobName": name,
        "jobId": job_id,
        "jobQueue": queue["jobQueueArn"],
        "jobDefinition": jobdef["jobDefinitionArn"],
        "parameters": parameters,
        "dependsOn": depends,
        "container": jobs.container(jobdef, overrides, parameters),
        "propagateTags": propagate,
        "platformCapabilities": list(jobdef["platformCapabilities"]),
        "_created": now,
        "_tags": tags,
        "_announced": "",
    }
    retry = request.get("retryStrategy") or jobdef.get("retryStrategy")
    if retry is not None:
        doc["retryStrategy"] = dict(retry)
    timeout = checked_timeout(cast("dict[str, Any] | None", request.get("timeout") or jobdef.get("timeout")))
    if timeout is not None:
        doc["timeout"] = timeout
    if size:
        doc["arrayProperties"] = {"size": size}
    if request.get("shareIdentifier") is not None:
        doc["shareIdentifier"] = request["shareIdentifier"]
    if request.get("schedulingPriorityOverride") is not None:
        doc["schedulingPriorityOverride"] = request["schedulingPriorityOverride"]
    with state.store.transaction():
        state.records.put(
            "job", ctx.account_id, ctx.region, arn, name, doc, now, parent=str(queue["jobQueueArn"])
        )
        publish(
            state,
            "batch.job.submitted",
            ctx.account_id,
            ctx.region,
            arn,
            name=name,
            queue=queue["jobQueueName"],
            size=size,
        )
    state.bell.ring()
    return cast("SubmitJobResponse", {"jobArn": arn, "jobName": name, "jobId": job_id})


def _job(state: BatchState, ctx: RequestContext, given: str) -> tuple[dict[str, Any] | None, int | None]:
    """A job's record by id or ARN, with the index a child's id names."""
    job_id = given.rsplit("/", 1)[-1] if given.startswith("arn:") else given
    base, _, index = job_id.partition(":")
    doc = state.records.get("job", ctx.account_id, ctx.region, names.job_arn(ctx, base))
    if doc is None or not index:
        return doc, None
    size = int((doc.get("arrayProperties") or {}).get("size") or 0)
    if not index.isdigit() or int(index) >= size:
        return None, None
    return doc, int(index)


def describe_jobs(
    state: BatchState, request: DescribeJobsRequest, ctx: RequestContext
) -> DescribeJobsResponse:
    if len(request["jobs"]) > 100:
        raise errors.client("jobs holds at most 100 job IDs.")
    now = clock.now()
    found = []
    for given in request["jobs"]:
        doc, index = _job(state, ctx, given)
        if doc is not None:
            found.append(jobs.view(doc, now, index))
    return cast("DescribeJobsResponse", {"jobs": found})


def _matches(detail: dict[str, Any], filters: list[Any]) -> bool:
    for one in filters:
        values = list(one.get("values") or [])
        name = one.get("name")
        if name == "JOB_NAME":
            ok = any(fnmatch.fnmatchcase(detail["jobName"], v) for v in values)
        elif name == "JOB_DEFINITION":
            ok = any(
                detail["jobDefinition"] == v
                or fnmatch.fnmatchcase(detail["jobDefinition"].rsplit("/", 1)[-1], v)
                or detail["jobDefinition"].rsplit("/", 1)[-1].split(":")[0] == v
                for v in values
            )
        elif name == "BEFORE_CREATED_AT":
            ok = all(detail["createdAt"] < int(v) for v in values)
        elif name == "AFTER_CREATED_AT":
            ok = all(detail["createdAt"] > int(v) for v in values)
        else:
            raise errors.client(
                "filters.name must be JOB_NAME, JOB_DEFINITION, BEFORE_CREATED_AT or AFTER_CREATED_AT."
            )
        if not ok:
            return False
    return True


def list_jobs(state: BatchState, request: ListJobsRequest, ctx: RequestContext) -> ListJobsResponse:
    if request.get("multiNodeJobId"):
        raise errors.refused(_REFUSED["nodeOverrides"])
    now = clock.now()
    if request.get("arrayJobId"):
        doc, _ = _job(state, ctx, str(request["arrayJobId"]))
        size = int(((doc or {}).get("arrayProperties") or {}).get("size") or 0)
        if doc is None or not size:
            raise errors.client(f"Array job {request['arrayJobId']} not found.")
        details = [jobs.view(doc, now, i) for i in range(size)]
    elif request.get("jobQueue"):
        queue = find_queue(state, ctx, str(request["jobQueue"]))
        docs = state.records.listed("job", ctx.account_id, ctx.region, parent=str(queue["jobQueueArn"]))
        details = [jobs.view(d, now) for d in docs]
    else:
        raise errors.client("One of jobQueue, arrayJobId or multiNodeJobId must be specified.")
    filters = list(request.get("filters") or [])
    if filters:
        details = [d for d in details if _matches(d, filters)]
    else:
        wanted = request.get("jobStatus") or "RUNNING"
        if wanted not in _STATUSES:
            raise errors.client(f"jobStatus must be one of {', '.join(_STATUSES)}.")
        details = [d for d in details if d["status"] == wanted]
    details.sort(key=lambda d: d["createdAt"], reverse=True)
    out = paging.answer(
        "jobSummaryList", details, request.get("nextToken"), request.get("maxResults"), jobs.summary
    )
    return cast("ListJobsResponse", out)


def _end(state: BatchState, ctx: RequestContext, given: str, reason: str, verb: str) -> None:
    doc, index = _job(state, ctx, given)
    if doc is None:
        raise errors.client(f"Job {given} not found.")
    if index is not None:
        raise errors.refused("ending one child of an array job (end the array job)")
    now = clock.now()
    if jobs.status(doc, now) in jobs.DONE:
        return
    with state.store.transaction():
        jobs.fail(doc, reason, now)
        state.records.update(str(doc["jobArn"]), doc)
        publish(state, f"batch.job.{verb}", ctx.account_id, ctx.region, str(doc["jobArn"]), reason=reason)
        _fail_dependents(state, ctx, str(doc["jobId"]), now)
    state.bell.ring()


def _fail_dependents(state: BatchState, ctx: RequestContext, failed: str, now: float) -> None:
    """Jobs depending on a failed job fail too, as AWS fails them."""
    for other in state.records.dependent_jobs(ctx.account_id, ctx.region):
        if jobs.status(other, now) in jobs.DONE:
            continue
        if any(str(d["jobId"]).split(":")[0] == failed for d in other.get("dependsOn") or []):
            jobs.fail(other, f"Dependent Job failed: {failed}", now)
            state.records.update(str(other["jobArn"]), other)
            _fail_dependents(state, ctx, str(other["jobId"]), now)


def cancel_job(state: BatchState, request: CancelJobRequest, ctx: RequestContext) -> CancelJobResponse:
    _end(state, ctx, request["jobId"], request["reason"], "cancelled")
    return cast("CancelJobResponse", {})


def terminate_job(
    state: BatchState, request: TerminateJobRequest, ctx: RequestContext
) -> TerminateJobResponse:
    _end(state, ctx, request["jobId"], request["reason"], "terminated")
    return cast("TerminateJobResponse", {})
