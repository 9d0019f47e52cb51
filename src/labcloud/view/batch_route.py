"""``GET /_labcloud/batch``: AWS Batch for the view. The compute environments of the server's account and
Region (type, state, status and its reason), the job queues (priority, state, status, their compute
environments) with each queue's jobs counted per status and its newest jobs (JOBS_SHOWN: status and
``statusReason``), all read through Batch's own API. labcloud runs no jobs: a job stays RUNNABLE and its
reason says so, which the panel shows as it is (docs/batch.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Pages read per listing (100 a page); the newest jobs shown per queue.
MAX_PAGES = 10
JOBS_SHOWN = 20
#: Every status ListJobs filters on, in the order a job reaches them.
STATUSES = ("SUBMITTED", "PENDING", "RUNNABLE", "STARTING", "RUNNING", "SUCCEEDED", "FAILED")


async def _pages(hub: Hub, operation: str, member: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return await every_page(
        hub,
        "batch",
        operation,
        member,
        {**params, "maxResults": 100},
        token_name="nextToken",
        max_pages=MAX_PAGES,
    )


def _environment(env: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": env.get("computeEnvironmentName"),
        "arn": env.get("computeEnvironmentArn"),
        "type": (env.get("computeResources") or {}).get("type") or env.get("type"),
        "state": env.get("state"),
        "status": env.get("status"),
        "reason": env.get("statusReason"),
    }


def _job(job: dict[str, Any]) -> dict[str, Any]:
    created = job.get("createdAt")
    return {
        "id": job.get("jobId"),
        "name": job.get("jobName"),
        "status": job.get("status"),
        "reason": job.get("statusReason"),
        "created_at": created / 1000.0 if isinstance(created, (int, float)) else None,
    }


async def _queue(hub: Hub, queue: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    arn = str(queue["jobQueueArn"])
    counts: dict[str, int] = {}
    jobs: list[dict[str, Any]] = []
    for status in STATUSES:
        listed = await _pages(hub, "ListJobs", "jobSummaryList", {"jobQueue": arn, "jobStatus": status})
        counts[status] = len(listed)
        jobs += listed
    jobs.sort(key=lambda j: (j.get("createdAt") or 0, str(j.get("jobId"))), reverse=True)
    order = sorted(queue.get("computeEnvironmentOrder") or [], key=lambda o: o.get("order", 0))
    return {
        "name": queue.get("jobQueueName"),
        "arn": arn,
        "priority": queue.get("priority"),
        "state": queue.get("state"),
        "status": queue.get("status"),
        "reason": queue.get("statusReason"),
        "environments": [names.get(str(o["computeEnvironment"]), o["computeEnvironment"]) for o in order],
        "counts": counts,
        "jobs": [_job(j) for j in jobs[:JOBS_SHOWN]],
    }


def batch_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves("batch"):
            return json_response({"environments": [], "queues": []})
        envs = await _pages(hub, "DescribeComputeEnvironments", "computeEnvironments", {})
        names = {str(e["computeEnvironmentArn"]): str(e["computeEnvironmentName"]) for e in envs}
        queues = await _pages(hub, "DescribeJobQueues", "jobQueues", {})
        return json_response(
            {
                "environments": sorted((_environment(e) for e in envs), key=lambda e: str(e["name"])),
                "queues": sorted([await _queue(hub, q, names) for q in queues], key=lambda q: str(q["name"])),
            }
        )

    return [InternalRoute("GET", "/batch", listing)]
