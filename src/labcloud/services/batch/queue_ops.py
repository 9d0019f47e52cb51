"""CreateJobQueue, DescribeJobQueues, UpdateJobQueue and DeleteJobQueue. A queue's computeEnvironmentOrder
names one to three existing compute environments of one kind (Fargate or EC2, AWS's rule); a scheduling
policy it names must exist. Its status follows the clock (CREATING, UPDATING, then VALID). DeleteJobQueue
needs the queue DISABLED, as AWS does, and fails the jobs still waiting in it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.batch import environments, errors, jobs, names, paging
from labcloud.services.batch.events import publish
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tagging import merged
from labcloud.services.batch.views import public

if TYPE_CHECKING:
    from labcloud.services.batch.api import (
        CreateJobQueueRequest,
        CreateJobQueueResponse,
        DeleteJobQueueRequest,
        DeleteJobQueueResponse,
        DescribeJobQueuesRequest,
        DescribeJobQueuesResponse,
        UpdateJobQueueRequest,
        UpdateJobQueueResponse,
    )

MAX_ENVIRONMENTS = 3


def find(state: BatchState, ctx: RequestContext, given: str) -> dict[str, Any]:
    doc = state.records.get("queue", ctx.account_id, ctx.region, names.resolve(ctx, "queue", given))
    if doc is None:
        raise errors.client(f"JobQueue {given} not found.")
    return doc


def _order(state: BatchState, ctx: RequestContext, given: list[Any]) -> list[dict[str, Any]]:
    if not given:
        raise errors.client("computeEnvironmentOrder must name at least one compute environment.")
    if len(given) > MAX_ENVIRONMENTS:
        raise errors.client(f"A job queue holds at most {MAX_ENVIRONMENTS} compute environments.")
    out: list[dict[str, Any]] = []
    kinds: set[bool] = set()
    for item in given:
        arn = names.resolve(ctx, "env", str(item["computeEnvironment"]))
        env = state.records.get("env", ctx.account_id, ctx.region, arn)
        if env is None:
            raise errors.client(f"computeEnvironment {item['computeEnvironment']} does not exist")
        kinds.add(env["computeResources"]["type"] in environments.FARGATE)
        out.append({"order": int(item["order"]), "computeEnvironment": arn})
    if len({o["order"] for o in out}) != len(out) or len({o["computeEnvironment"] for o in out}) != len(out):
        raise errors.client("computeEnvironmentOrder holds each order and each compute environment once.")
    if len(kinds) > 1:
        raise errors.client(
            "A job queue cannot mix Fargate and EC2 compute environments in its computeEnvironmentOrder."
        )
    return sorted(out, key=lambda o: o["order"])


def _priority(value: int) -> int:
    if not 0 <= value <= 1000:
        raise errors.client("priority must be between 0 and 1000.")
    return value


def _policy(state: BatchState, ctx: RequestContext, given: str) -> str:
    if state.records.get("policy", ctx.account_id, ctx.region, given) is None:
        raise errors.client(f"schedulingPolicyArn {given} does not exist")
    return given


def _state(given: str | None) -> str:
    value = given or "ENABLED"
    if value not in ("ENABLED", "DISABLED"):
        raise errors.client(f"state must be ENABLED or DISABLED (got {value}).")
    return value


def status(doc: dict[str, Any], now: float) -> str:
    return str(doc["_verb"]) if now - float(doc["_changed"]) < environments.STEP else "VALID"


def view(doc: dict[str, Any], now: float) -> dict[str, Any]:
    out = public(doc)
    out["status"] = status(doc, now)
    out["statusReason"] = (
        "JobQueue Healthy" if out["status"] == "VALID" else f"{out['status'].title()} the job queue"
    )
    out["tags"] = dict(doc.get("_tags") or {})
    return out


def create_job_queue(
    state: BatchState, request: CreateJobQueueRequest, ctx: RequestContext
) -> CreateJobQueueResponse:
    name = request["jobQueueName"]
    if not names.NAME.match(name):
        raise errors.client("jobQueueName must be 1-128 letters, numbers, hyphens or underscores.")
    for member in ("serviceEnvironmentOrder", "jobStateTimeLimitActions"):
        if request.get(member):
            raise errors.refused(f"{member} (no job ever runs, so no limit or service environment applies)")
    if request.get("jobQueueType") not in (None, "ECS_FARGATE", "ECS", "EKS"):
        raise errors.refused(f"jobQueueType {request.get('jobQueueType')}")
    arn = names.arn(ctx, "queue", name)
    if state.records.get("queue", ctx.account_id, ctx.region, arn) is not None:
        raise errors.client("Object already exists")
    order = _order(state, ctx, list(request.get("computeEnvironmentOrder") or []))
    now = clock.now()
    doc: dict[str, Any] = {
        "jobQueueName": name,
        "jobQueueArn": arn,
        "state": _state(request.get("state")),
        "priority": _priority(request["priority"]),
        "computeEnvironmentOrder": order,
        "_changed": now,
        "_verb": "CREATING",
        "_tags": merged({}, request.get("tags")),
    }
    if request.get("schedulingPolicyArn"):
        doc["schedulingPolicyArn"] = _policy(state, ctx, request["schedulingPolicyArn"])
    with state.store.transaction():
        state.records.put("queue", ctx.account_id, ctx.region, arn, name, doc, now)
        publish(
            state,
            "batch.job_queue.created",
            ctx.account_id,
            ctx.region,
            arn,
            name=name,
            priority=doc["priority"],
        )
    return cast("CreateJobQueueResponse", {"jobQueueName": name, "jobQueueArn": arn})


def describe_job_queues(
    state: BatchState, request: DescribeJobQueuesRequest, ctx: RequestContext
) -> DescribeJobQueuesResponse:
    docs = state.records.listed("queue", ctx.account_id, ctx.region)
    wanted = request.get("jobQueues")
    if wanted:
        if len(wanted) > 100:
            raise errors.client("jobQueues holds at most 100 names or ARNs.")
        arns = {names.resolve(ctx, "queue", w) for w in wanted}
        docs = [d for d in docs if d["jobQueueArn"] in arns]
    now = clock.now()
    out = paging.answer(
        "jobQueues", docs, request.get("nextToken"), request.get("maxResults"), lambda d: view(d, now)
    )
    return cast("DescribeJobQueuesResponse", out)


def update_job_queue(
    state: BatchState, request: UpdateJobQueueRequest, ctx: RequestContext
) -> UpdateJobQueueResponse:
    doc = find(state, ctx, request["jobQueue"])
    for member in ("serviceEnvironmentOrder", "jobStateTimeLimitActions"):
        if request.get(member):
            raise errors.refused(f"{member} (no job ever runs, so no limit or service environment applies)")
    if request.get("state") is not None:
        doc["state"] = _state(request.get("state"))
    if request.get("priority") is not None:
        doc["priority"] = _priority(request["priority"])
    if request.get("computeEnvironmentOrder") is not None:
        doc["computeEnvironmentOrder"] = _order(state, ctx, list(request["computeEnvironmentOrder"]))
    if request.get("schedulingPolicyArn") is not None:
        doc["schedulingPolicyArn"] = _policy(state, ctx, request["schedulingPolicyArn"])
    doc["_changed"] = clock.now()
    doc["_verb"] = "UPDATING"
    arn = str(doc["jobQueueArn"])
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(state, "batch.job_queue.updated", ctx.account_id, ctx.region, arn, enabled=doc["state"])
    return cast("UpdateJobQueueResponse", {"jobQueueName": doc["jobQueueName"], "jobQueueArn": arn})


def delete_job_queue(
    state: BatchState, request: DeleteJobQueueRequest, ctx: RequestContext
) -> DeleteJobQueueResponse:
    doc = find(state, ctx, request["jobQueue"])
    if doc["state"] != "DISABLED":
        raise errors.client("Cannot delete, resource is not in DISABLED state")
    arn = str(doc["jobQueueArn"])
    now = clock.now()
    with state.store.transaction():
        for job in state.records.listed("job", ctx.account_id, ctx.region, parent=arn):
            if jobs.status(job, now) not in jobs.DONE:
                jobs.fail(job, "Job queue deleted", now)
                state.records.update(str(job["jobArn"]), job)
        state.records.delete(arn)
        publish(state, "batch.job_queue.deleted", ctx.account_id, ctx.region, arn)
    state.bell.ring()
    return cast("DeleteJobQueueResponse", {})
