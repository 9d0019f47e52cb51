"""RunTask, StartTask, DescribeTasks, ListTasks and StopTask.

RunTask places Fargate tasks only (``launching``): each is a record with an address in one of its
subnets, PROVISIONING → PENDING → RUNNING on the clock, whose containers never run (``tasks.NOT_RUN``).
``clientToken`` makes a RunTask idempotent. StartTask needs container instances, which labcloud never
has: each one named is a MISSING failure. StopTask stops a task at once (``UserInitiated``); a service's
task is replaced by its service, as the scheduler would."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ecs import (
    errors,
    launching,
    lookup,
    names,
    network,
    paging,
    service_tasks,
    targets,
    tasks,
)
from labcloud.services.ecs.events import publish
from labcloud.services.ecs.state import MAX_RUN_COUNT, EcsState
from labcloud.services.ecs.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.ecs.api import (
        DescribeTasksRequest,
        DescribeTasksResponse,
        ListTasksRequest,
        ListTasksResponse,
        RunTaskRequest,
        RunTaskResponse,
        StartTaskRequest,
        StartTaskResponse,
        StopTaskRequest,
        StopTaskResponse,
    )

MAX_DESCRIBED = 100
MAX_STARTED_BY = 128


def _tags(
    state: EcsState,
    ctx: RequestContext,
    given: dict[str, Any],
    taskdef: dict[str, Any],
    cluster: dict[str, Any],
) -> dict[str, str]:
    tags: dict[str, str] = {}
    propagate = given.get("propagateTags") or "NONE"
    if propagate not in ("TASK_DEFINITION", "SERVICE", "NONE"):
        raise errors.invalid(f"Invalid propagateTags '{propagate}'.")
    if propagate == "SERVICE":
        raise errors.invalid("propagateTags SERVICE is only valid for a service's tasks.")
    if propagate == "TASK_DEFINITION":
        tags.update(taskdef.get("_tags") or {})
    tags = merged(tags, given.get("tags") or [])
    if given.get("enableECSManagedTags"):
        tags["aws:ecs:clusterName"] = str(cluster["clusterName"])
    return tags


async def run_task(state: EcsState, request: RunTaskRequest, ctx: RequestContext) -> RunTaskResponse:
    given = cast("dict[str, Any]", request)
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    cluster_arn = str(cluster["clusterArn"])
    launching.refuse(given)
    count = int(request.get("count") or 1)
    if not 1 <= count <= MAX_RUN_COUNT:
        raise errors.invalid(f"count must be between 1 and {MAX_RUN_COUNT}.")
    started_by = request.get("startedBy")
    if started_by is not None and len(started_by) > MAX_STARTED_BY:
        raise errors.invalid(f"startedBy can be at most {MAX_STARTED_BY} characters.")
    token = request.get("clientToken")
    if token:
        again = [
            t
            for t in state.records.listed("task", ctx.account_id, ctx.region, cluster_arn)
            if t.get("_token") == token
        ]
        if again:
            now = clock.now()
            return cast(
                "RunTaskResponse", {"tasks": [tasks.view(t, now, True) for t in again], "failures": []}
            )
    taskdef = lookup.usable_taskdef(state, ctx, request["taskDefinition"])
    launch, provider = launching.launch_type(cluster, given)
    launching.fits(taskdef, launch)
    task_overrides = launching.overrides(taskdef, cast("dict[str, Any] | None", request.get("overrides")))
    tags = _tags(state, ctx, given, taskdef, cluster)
    net = await network.resolve(
        state, ctx, cast("dict[str, Any] | None", request.get("networkConfiguration"))
    )
    cluster = lookup.cluster(state, ctx, cluster_arn)  # (still there after the awaits)
    now = clock.now()
    made = launching.build(
        state,
        ctx,
        cluster_arn=cluster_arn,
        taskdef=taskdef,
        network=net,
        count=count,
        launch=launch,
        provider=provider,
        started_by=started_by,
        group=request.get("group") or f"family:{taskdef['family']}",
        task_overrides=task_overrides,
        tags=tags,
        now=now,
    )
    with state.store.transaction():
        launching.prune(state, ctx, now)
        for task in made:
            if token:
                task["_token"] = token
            if request.get("referenceId"):
                task["_reference"] = request["referenceId"]
            state.records.put(
                "task",
                ctx.account_id,
                ctx.region,
                str(task["taskArn"]),
                cluster_arn,
                str(task["group"]),
                task,
                now,
            )
            publish(
                state,
                "ecs.task.started",
                ctx,
                str(task["taskArn"]),
                cluster=cluster_arn,
                task_definition=taskdef["taskDefinitionArn"],
                ip=task["_ip"],
            )
    return cast("RunTaskResponse", {"tasks": [tasks.view(t, now, True) for t in made], "failures": []})


def start_task(state: EcsState, request: StartTaskRequest, ctx: RequestContext) -> StartTaskResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    lookup.usable_taskdef(state, ctx, request["taskDefinition"])
    instances = list(request["containerInstances"])
    if not 1 <= len(instances) <= 10:
        raise errors.invalid("Between 1 and 10 container instances can be named.")
    base = names.base(ctx) + f"container-instance/{cluster['clusterName']}/"
    failures = [{"arn": i if i.startswith("arn:") else base + i, "reason": "MISSING"} for i in instances]
    return cast("StartTaskResponse", {"tasks": [], "failures": failures})


def describe_tasks(
    state: EcsState, request: DescribeTasksRequest, ctx: RequestContext
) -> DescribeTasksResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    asked = list(request["tasks"])
    if len(asked) > MAX_DESCRIBED:
        raise errors.invalid(f"At most {MAX_DESCRIBED} tasks can be described at once.")
    with_tags = "TAGS" in (request.get("include") or [])
    now = clock.now()
    found, failures = [], []
    for given in asked:
        doc = lookup.task(state, ctx, str(cluster["clusterArn"]), given)
        if doc is None:
            failures.append(
                {"arn": names.task_arn(ctx, str(cluster["clusterArn"]), given), "reason": "MISSING"}
            )
        else:
            found.append(tasks.view(doc, now, with_tags))
    return cast("DescribeTasksResponse", {"tasks": found, "failures": failures})


def list_tasks(state: EcsState, request: ListTasksRequest, ctx: RequestContext) -> ListTasksResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    cluster_arn = str(cluster["clusterArn"])
    wanted = request.get("desiredStatus") or "RUNNING"
    if wanted not in ("RUNNING", "PENDING", "STOPPED"):
        raise errors.invalid(f"Invalid desiredStatus '{wanted}'.")
    service_arn = None
    if request.get("serviceName"):
        found = lookup.service(state, ctx, cluster_arn, str(request["serviceName"]))
        if found is None:
            raise errors.service_not_found()
        service_arn = found["serviceArn"]
    family, started_by, launch = request.get("family"), request.get("startedBy"), request.get("launchType")
    docs = [
        t
        for t in state.records.listed("task", ctx.account_id, ctx.region, cluster_arn)
        if t["desiredStatus"] == ("STOPPED" if wanted == "STOPPED" else "RUNNING")
        and (service_arn is None or t.get("_service") == service_arn)
        and (family is None or str(t["taskDefinitionArn"]).rsplit("/", 1)[-1].rsplit(":", 1)[0] == family)
        and (started_by is None or t.get("startedBy") == started_by)
        and (launch is None or t.get("launchType") == launch)
        and not request.get("containerInstance")  # no task runs on a container instance here
        and not request.get("daemonName")
    ]
    page, token = paging.page(
        [str(t["taskArn"]) for t in docs], request.get("nextToken"), request.get("maxResults")
    )
    out: dict[str, Any] = {"taskArns": page}
    if token:
        out["nextToken"] = token
    return cast("ListTasksResponse", out)


async def stop_task(state: EcsState, request: StopTaskRequest, ctx: RequestContext) -> StopTaskResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    doc = lookup.task(state, ctx, str(cluster["clusterArn"]), request["task"])
    if doc is None:
        raise errors.invalid("The referenced task was not found.")
    reason = request.get("reason") or "Task stopped by user"
    if len(reason) > 255:
        raise errors.invalid("reason can be at most 255 characters.")
    now = clock.now()
    if doc.get("_stopped") is not None:
        return cast("StopTaskResponse", {"task": tasks.view(doc, now, True)})
    tasks.stop(doc, "UserInitiated", reason, now)
    service = None
    started: list[dict[str, Any]] = []
    if doc.get("_service"):
        service = lookup.service(state, ctx, str(cluster["clusterArn"]), str(doc["_service"]))
    with state.store.transaction():
        state.records.update(str(doc["taskArn"]), doc)
        publish(state, "ecs.task.stopped", ctx, str(doc["taskArn"]), code="UserInitiated")
        taskdef = lookup.taskdef(state, ctx, str(service["taskDefinition"])) if service is not None else None
        # the service replaces its task, as the scheduler would (not once its revision is being deleted)
        if (
            service is not None
            and service["status"] == "ACTIVE"
            and taskdef
            and taskdef["status"] != "DELETE_IN_PROGRESS"
        ):
            started, _ = service_tasks.reconcile(state, ctx, service, taskdef, now)
            service_tasks.store(state, ctx, started, [])
    if service is not None:
        await targets.deregister(state, ctx, service, [doc])
        if started:
            await targets.register(state, ctx, service, started)
    return cast("StopTaskResponse", {"task": tasks.view(doc, now, True)})
