"""Activities: create (idempotent by name and tags), describe, list, delete, and GetActivityTask,
the worker's long poll (up to 60 seconds, as AWS) that hands out a waiting task's input and token."""

from __future__ import annotations

import asyncio
import base64
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.stepfunctions import activity_tasks, arns
from labcloud.services.stepfunctions.errors import check_account, invalid_arn, sfn_error
from labcloud.services.stepfunctions.lookup import date
from labcloud.services.stepfunctions.repo.activities import Activity
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import (
        CreateActivityRequest,
        CreateActivityResponse,
        DeleteActivityRequest,
        DeleteActivityResponse,
        DescribeActivityRequest,
        DescribeActivityResponse,
        GetActivityTaskRequest,
        GetActivityTaskResponse,
        ListActivitiesRequest,
        ListActivitiesResponse,
    )

#: How long GetActivityTask waits for a task before answering without one (AWS: 60 seconds).
POLL_SECONDS = 60.0
#: Concurrent polls of one activity (AWS's ActivityWorkerLimitExceeded).
MAX_POLLS = 1000
MAX_TAGS = 50


def activity_arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:states:{region}:{account_id}:activity:{name}"


def _parsed(arn: str, ctx: RequestContext) -> None:
    parsed = arns.parse(arn, ("activity",))
    if len(parsed.parts) != 1:
        raise invalid_arn(arn, "Resource type not valid in this context")
    check_account(arn, parsed.account_id, ctx)


def missing(arn: str) -> Exception:
    return sfn_error("ActivityDoesNotExist", f"Activity Does Not Exist: '{arn}'")


def find_activity(state: SfnState, arn: str, ctx: RequestContext) -> Activity:
    _parsed(arn, ctx)
    found = state.activities.find(arn)
    if found is None:
        raise missing(arn)
    return found


def tags_of(given: object) -> dict[str, str]:
    tags = {t["key"]: t.get("value", "") for t in given or []}  # type: ignore[attr-defined]
    if len(tags) > MAX_TAGS:
        raise sfn_error("TooManyTags", f"Too many tags: a resource may have at most {MAX_TAGS} tags")
    return tags


def create_activity(
    state: SfnState, request: CreateActivityRequest, ctx: RequestContext
) -> CreateActivityResponse:
    name = arns.check_name(request["name"])
    tags = tags_of(request.get("tags"))
    encryption = request.get("encryptionConfiguration")
    if encryption and encryption.get("type") != "AWS_OWNED_KEY":
        raise sfn_error(
            "InvalidEncryptionConfiguration",
            "labcloud supports only the AWS_OWNED_KEY encryption configuration",
        )
    arn = activity_arn(ctx.region, ctx.account_id, name)
    with state.store.transaction():
        existing = state.activities.find(arn)
        if existing is not None:
            if tags and tags != existing.tags:
                raise sfn_error("ActivityAlreadyExists", f"Activity already exists: '{arn}'")
            return {"activityArn": arn, "creationDate": date(existing.created)}
        now = clock.now()
        state.activities.insert(Activity(arn, ctx.account_id, ctx.region, name, tags, now))
        state.bus.publish(
            "stepfunctions.activity.created",
            service="stepfunctions",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=arn,
            data={"name": name},
        )
    return {"activityArn": arn, "creationDate": date(now)}


def describe_activity(
    state: SfnState, request: DescribeActivityRequest, ctx: RequestContext
) -> DescribeActivityResponse:
    a = find_activity(state, request["activityArn"], ctx)
    return {
        "activityArn": a.arn,
        "name": a.name,
        "creationDate": date(a.created),
        "encryptionConfiguration": {"type": "AWS_OWNED_KEY"},
    }


def list_activities(
    state: SfnState, request: ListActivitiesRequest, ctx: RequestContext
) -> ListActivitiesResponse:
    limit = request.get("maxResults") or 100
    after = ""
    if request.get("nextToken"):
        try:
            after = base64.urlsafe_b64decode(request["nextToken"].encode()).decode()
        except (ValueError, UnicodeDecodeError):
            raise sfn_error("InvalidToken", f"Invalid Token: '{request['nextToken']}'") from None
    found = state.activities.page(ctx.account_id, ctx.region, after, limit + 1)
    out: ListActivitiesResponse = {
        "activities": [
            {"activityArn": a.arn, "name": a.name, "creationDate": date(a.created)} for a in found[:limit]
        ]
    }
    if len(found) > limit:
        out["nextToken"] = base64.urlsafe_b64encode(found[limit - 1].arn.encode()).decode()
    return out


def delete_activity(
    state: SfnState, request: DeleteActivityRequest, ctx: RequestContext
) -> DeleteActivityResponse:
    arn = request["activityArn"]
    _parsed(arn, ctx)
    with state.store.transaction():
        if state.activities.find(arn) is None:
            return {}
        state.activities.delete(arn)
        state.bus.publish(
            "stepfunctions.activity.deleted",
            service="stepfunctions",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=arn,
            data={"name": arn.rsplit(":", 1)[-1]},
        )
    return {}


async def get_activity_task(
    state: SfnState, request: GetActivityTaskRequest, ctx: RequestContext
) -> GetActivityTaskResponse:
    arn = request["activityArn"]
    find_activity(state, arn, ctx)
    worker = request.get("workerName")
    loop = asyncio.get_running_loop()
    until = loop.time() + POLL_SECONDS
    polls = state.polls.setdefault(arn, set())
    if len(polls) >= MAX_POLLS:
        raise sfn_error("ActivityWorkerLimitExceeded", f"Too many workers are polling the activity '{arn}'")
    while True:
        with state.store.transaction():
            if state.activities.find(arn) is None:
                raise missing(arn)
            claimed = state.activities.claim(arn, worker, clock.now())
        if claimed is not None:
            waiter = state.tokens.get(claimed.token)
            if waiter is not None:
                waiter.started(worker)
            return {"taskToken": claimed.token, "input": claimed.input}
        remaining = until - loop.time()
        if remaining <= 0 or state.stopping:
            return {}
        poll: asyncio.Future[None] = loop.create_future()
        polls.add(poll)
        try:
            await asyncio.wait({poll}, timeout=remaining)
        finally:
            polls.discard(poll)


def stop_polls(state: SfnState) -> None:
    """Shutdown: every poll answers now (without a task)."""
    state.stopping = True
    for arn in list(state.polls):
        activity_tasks.wake(state, arn)
