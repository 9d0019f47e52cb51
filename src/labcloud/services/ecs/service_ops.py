"""CreateService, DescribeServices, ListServices, UpdateService and DeleteService (REPLICA services of
Fargate tasks under the ECS deployment controller).

A service checks what AWS checks: its cluster, task definition, launch type (``launching``), subnets and
security groups in EC2 (``network``), target groups in ELBv2 (``targets``); then its tasks are started at
once (``service_tasks``) and their addresses registered in its target groups. A change of task
definition, network, load balancers or ``forceNewDeployment`` is a new PRIMARY deployment replacing every
task; a change of ``desiredCount`` scales. DeleteService needs ``desiredCount`` 0 or ``force``; the service
answers DRAINING and is INACTIVE afterwards (still describable, no longer listed). The service's events say
that its tasks' containers do not run."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ecs import errors, launching, lookup, names, network, paging, service_tasks, targets
from labcloud.services.ecs.events import publish
from labcloud.services.ecs.state import MAX_DESIRED, MAX_SERVICES, EcsState
from labcloud.services.ecs.tagging import merged
from labcloud.services.ecs.views import service as service_view

if TYPE_CHECKING:
    from labcloud.services.ecs.api import (
        CreateServiceRequest,
        CreateServiceResponse,
        DeleteServiceRequest,
        DeleteServiceResponse,
        DescribeServicesRequest,
        DescribeServicesResponse,
        ListServicesRequest,
        ListServicesResponse,
        UpdateServiceRequest,
        UpdateServiceResponse,
    )

MAX_EVENTS = 20
MAX_DESCRIBED = 10
NOTE = "labcloud runs no containers: this service's tasks are records, their containers never start (docs/ecs.md)"
_DEPLOYMENT_DEFAULTS = {
    "deploymentCircuitBreaker": {"enable": False, "rollback": False},
    "maximumPercent": 200,
    "minimumHealthyPercent": 100,
}


def _event(doc: dict[str, Any], message: str, now: float) -> None:
    event = {
        "id": names.uuid_text(),
        "createdAt": now,
        "message": f"(service {doc['serviceName']}) {message}",
    }
    doc["events"] = [event, *(doc.get("events") or [])][:MAX_EVENTS]


def _deployment(doc: dict[str, Any], now: float) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": service_tasks.new_deployment_id(),
        "status": "PRIMARY",
        "taskDefinition": doc["taskDefinition"],
        "desiredCount": doc["desiredCount"],
        "pendingCount": 0,
        "runningCount": doc["desiredCount"],
        "failedTasks": 0,
        "createdAt": now,
        "updatedAt": now,
        "launchType": doc["launchType"],
        "platformVersion": doc["platformVersion"],
        "platformFamily": "Linux",
        "networkConfiguration": doc["networkConfiguration"],
        "rolloutState": "COMPLETED",
    }
    out["rolloutStateReason"] = f"ECS deployment {out['id']} completed."
    if doc.get("capacityProviderStrategy"):
        out["capacityProviderStrategy"] = doc["capacityProviderStrategy"]
    return out


def _view(state: EcsState, ctx: RequestContext, doc: dict[str, Any], with_tags: bool = True) -> Any:
    running = len(service_tasks.live(state, ctx, doc))
    out = service_view(doc, with_tags)
    out.update(runningCount=running, pendingCount=0)
    for deployment in out["deployments"]:
        deployment.update(runningCount=running, desiredCount=doc["desiredCount"])
    return out


def _desired(value: int | None) -> int:
    count = int(value or 0)
    if count < 0:
        raise errors.invalid("desiredCount cannot be negative.")
    if count > MAX_DESIRED:
        raise errors.refused(
            f"a desiredCount above {MAX_DESIRED}: labcloud keeps each task as a record with an address"
        )
    return count


def _controller(request: dict[str, Any]) -> dict[str, str]:
    controller = dict(request.get("deploymentController") or {"type": "ECS"})
    if controller.get("type", "ECS") != "ECS":
        raise errors.refused(
            f"the {controller.get('type')} deployment controller: only ECS rolling deployments"
        )
    return {"type": "ECS"}


async def _reach(
    state: EcsState,
    ctx: RequestContext,
    doc: dict[str, Any],
    started: list[dict[str, Any]],
    stopped: list[dict[str, Any]],
) -> None:
    """Registers the started tasks in the service's target groups, deregisters the stopped ones."""
    if stopped:
        await targets.deregister(state, ctx, doc, stopped)
    failures = await targets.register(state, ctx, doc, started) if started else []
    if failures:
        current = lookup.service(state, ctx, str(doc["clusterArn"]), str(doc["serviceArn"]))
        if current is not None:
            for message in failures:
                _event(current, message, clock.now())
            with state.store.transaction():
                state.records.update(str(current["serviceArn"]), current)


async def create_service(
    state: EcsState, request: CreateServiceRequest, ctx: RequestContext
) -> CreateServiceResponse:
    given = cast("dict[str, Any]", request)
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    cluster_arn = str(cluster["clusterArn"])
    name = request["serviceName"]
    if not names.NAME.match(name):
        raise errors.invalid("Service name is invalid: up to 255 letters, numbers, hyphens and underscores.")
    launching.refuse(given)
    controller = _controller(given)
    strategy = request.get("schedulingStrategy") or "REPLICA"
    if strategy != "REPLICA":
        raise errors.invalid(
            f"The {strategy} scheduling strategy is not supported with Fargate: use REPLICA."
        )
    if not request.get("taskDefinition"):
        raise errors.invalid("TaskDefinition must be specified.")
    taskdef = lookup.usable_taskdef(state, ctx, request["taskDefinition"])
    if taskdef["status"] != "ACTIVE":
        raise errors.invalid("TaskDefinition is inactive.")
    launch, provider = launching.launch_type(cluster, given)
    launching.fits(taskdef, launch)
    desired = _desired(request.get("desiredCount"))
    tags = merged({}, request.get("tags") or [])
    net = await network.resolve(
        state, ctx, cast("dict[str, Any] | None", request.get("networkConfiguration"))
    )
    balancers = await targets.checked(
        state, ctx, [dict(b) for b in request.get("loadBalancers") or []], taskdef
    )
    # re-read after the awaits: the checks below and the writes run without a pause
    cluster = lookup.cluster(state, ctx, cluster_arn)
    arn = names.service_arn(ctx, cluster_arn, name)
    existing = state.records.get("service", ctx.account_id, ctx.region, arn)
    if existing is not None and existing["status"] != "INACTIVE":
        raise errors.invalid("Creation of service was not idempotent.")
    if len(state.records.listed("service", ctx.account_id, ctx.region, cluster_arn)) >= MAX_SERVICES:
        raise errors.limit(f"A cluster holds at most {MAX_SERVICES} services.")
    now = clock.now()
    doc: dict[str, Any] = {
        "serviceArn": arn,
        "serviceName": name,
        "clusterArn": cluster_arn,
        "loadBalancers": balancers,
        "serviceRegistries": [],
        "status": "ACTIVE",
        "desiredCount": desired,
        "launchType": launch,
        "platformVersion": request.get("platformVersion") or "LATEST",
        "platformFamily": "Linux",
        "taskDefinition": taskdef["taskDefinitionArn"],
        "deploymentConfiguration": {
            **_DEPLOYMENT_DEFAULTS,
            **dict(request.get("deploymentConfiguration") or {}),
        },
        "placementConstraints": [],
        "placementStrategy": [],
        "networkConfiguration": net.wire(),
        "schedulingStrategy": "REPLICA",
        "deploymentController": controller,
        "createdBy": ctx.principal.arn
        if ctx.principal is not None
        else f"arn:aws:iam::{ctx.account_id}:root",
        "enableECSManagedTags": bool(request.get("enableECSManagedTags", False)),
        "propagateTags": request.get("propagateTags") or "NONE",
        "enableExecuteCommand": False,
        "_created": now,
        "_tags": tags,
        "_subnets": [dict(s) for s in net.subnets],
        "_provider": provider,
    }
    if provider:
        doc["capacityProviderStrategy"] = [
            dict(s)
            for s in request.get("capacityProviderStrategy")
            or cluster.get("defaultCapacityProviderStrategy")
            or []
        ]
    for member in ("role", "healthCheckGracePeriodSeconds", "availabilityZoneRebalancing"):
        if given.get(member) is not None:
            doc["roleArn" if member == "role" else member] = given[member]
    doc["deployments"] = [_deployment(doc, now)]
    started, stopped = service_tasks.reconcile(state, ctx, doc, taskdef, now)
    _event(doc, NOTE, now)
    if started:
        _event(
            doc,
            f"has started {len(started)} tasks: {' '.join('(task ' + str(t['taskArn']).rsplit('/', 1)[-1] + ')' for t in started)}.",
            now,
        )
    _event(doc, "has reached a steady state.", now)
    with state.store.transaction():
        if existing is not None:
            state.records.delete(arn)
        state.records.put("service", ctx.account_id, ctx.region, arn, cluster_arn, name, doc, now)
        service_tasks.store(state, ctx, started, stopped)
        publish(
            state,
            "ecs.service.created",
            ctx,
            arn,
            cluster=cluster_arn,
            desired=desired,
            task_definition=doc["taskDefinition"],
        )
    await _reach(state, ctx, doc, started, stopped)
    return cast("CreateServiceResponse", {"service": _view(state, ctx, doc)})


def describe_services(
    state: EcsState, request: DescribeServicesRequest, ctx: RequestContext
) -> DescribeServicesResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    asked = list(request["services"])
    if len(asked) > MAX_DESCRIBED:
        raise errors.invalid(f"At most {MAX_DESCRIBED} services can be described at once.")
    with_tags = "TAGS" in (request.get("include") or [])
    found, failures = [], []
    for given in asked:
        doc = lookup.service(state, ctx, str(cluster["clusterArn"]), given)
        if doc is None:
            failures.append(
                {"arn": names.service_arn(ctx, str(cluster["clusterArn"]), given), "reason": "MISSING"}
            )
        else:
            found.append(_view(state, ctx, doc, with_tags))
    return cast("DescribeServicesResponse", {"services": found, "failures": failures})


def list_services(state: EcsState, request: ListServicesRequest, ctx: RequestContext) -> ListServicesResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    launch, strategy = request.get("launchType"), request.get("schedulingStrategy")
    docs = [
        d
        for d in state.records.listed("service", ctx.account_id, ctx.region, str(cluster["clusterArn"]))
        if d["status"] != "INACTIVE"
        and (launch is None or d.get("launchType") == launch)
        and (strategy is None or d.get("schedulingStrategy") == strategy)
    ]
    page, token = paging.page(
        [str(d["serviceArn"]) for d in docs], request.get("nextToken"), request.get("maxResults")
    )
    out: dict[str, Any] = {"serviceArns": page}
    if token:
        out["nextToken"] = token
    return cast("ListServicesResponse", out)


async def update_service(
    state: EcsState, request: UpdateServiceRequest, ctx: RequestContext
) -> UpdateServiceResponse:
    given = cast("dict[str, Any]", request)
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    cluster_arn = str(cluster["clusterArn"])
    doc = lookup.active_service(state, ctx, cluster_arn, request["service"])
    launching.refuse(given)
    if given.get("deploymentController") is not None:
        _controller(given)
    taskdef = lookup.usable_taskdef(state, ctx, request.get("taskDefinition") or str(doc["taskDefinition"]))
    if request.get("taskDefinition") and taskdef["status"] != "ACTIVE":
        raise errors.invalid("TaskDefinition is inactive.")
    replace = bool(request.get("forceNewDeployment")) or taskdef["taskDefinitionArn"] != doc["taskDefinition"]
    launch, provider = str(doc["launchType"]), doc.get("_provider")
    if request.get("capacityProviderStrategy") is not None:
        launch, provider = launching.launch_type(
            cluster, {"capacityProviderStrategy": request["capacityProviderStrategy"]}
        )
        replace = replace or provider != doc.get("_provider")
    launching.fits(taskdef, launch)
    net = None
    if request.get("networkConfiguration") is not None:
        net = await network.resolve(state, ctx, cast("dict[str, Any]", request["networkConfiguration"]))
        replace = replace or net.wire() != doc["networkConfiguration"]
    balancers = None
    if request.get("loadBalancers") is not None:
        balancers = await targets.checked(state, ctx, [dict(b) for b in request["loadBalancers"]], taskdef)
        replace = replace or balancers != doc["loadBalancers"]
    elif replace and doc["loadBalancers"]:
        balancers = await targets.checked(state, ctx, list(doc["loadBalancers"]), taskdef)
    desired = (
        _desired(request["desiredCount"])
        if request.get("desiredCount") is not None
        else int(doc["desiredCount"])
    )
    # re-read after the awaits
    doc = lookup.active_service(state, ctx, cluster_arn, request["service"])
    old = dict(doc)
    now = clock.now()
    doc.update(
        desiredCount=desired,
        taskDefinition=taskdef["taskDefinitionArn"],
        launchType=launch,
        _provider=provider,
    )
    if provider:
        doc["capacityProviderStrategy"] = [
            dict(s)
            for s in request.get("capacityProviderStrategy") or doc.get("capacityProviderStrategy") or []
        ]
    if net is not None:
        doc["networkConfiguration"], doc["_subnets"] = net.wire(), [dict(s) for s in net.subnets]
    if balancers is not None:
        doc["loadBalancers"] = balancers
    if request.get("deploymentConfiguration") is not None:
        doc["deploymentConfiguration"] = {**_DEPLOYMENT_DEFAULTS, **dict(request["deploymentConfiguration"])}
    for member in (
        "healthCheckGracePeriodSeconds",
        "propagateTags",
        "enableECSManagedTags",
        "platformVersion",
        "availabilityZoneRebalancing",
    ):
        if given.get(member) is not None:
            doc[member] = given[member]
    if replace:
        doc["deployments"] = [_deployment(doc, now)]
    else:
        doc["deployments"][0].update(desiredCount=desired, updatedAt=now)
    started, stopped = service_tasks.reconcile(state, ctx, doc, taskdef, now, replace=replace)
    if started:
        _event(doc, f"has started {len(started)} tasks.", now)
    if stopped:
        _event(doc, f"has stopped {len(stopped)} running tasks.", now)
    _event(doc, "has reached a steady state.", now)
    with state.store.transaction():
        state.records.update(str(doc["serviceArn"]), doc)
        service_tasks.store(state, ctx, started, stopped)
        publish(
            state, "ecs.service.updated", ctx, str(doc["serviceArn"]), desired=desired, new_deployment=replace
        )
    await _reach(state, ctx, old if replace else doc, [], stopped)
    await _reach(state, ctx, doc, started, [])
    return cast("UpdateServiceResponse", {"service": _view(state, ctx, doc)})


async def delete_service(
    state: EcsState, request: DeleteServiceRequest, ctx: RequestContext
) -> DeleteServiceResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    doc = lookup.service(state, ctx, str(cluster["clusterArn"]), request["service"])
    if doc is None or doc["status"] == "INACTIVE":
        raise errors.service_not_found()
    if int(doc["desiredCount"]) > 0 and not request.get("force"):
        raise errors.invalid("The service cannot be stopped while it is scaled above 0.")
    now = clock.now()
    doc["status"] = "INACTIVE"
    doc["desiredCount"] = 0
    started, stopped = service_tasks.reconcile(state, ctx, doc, {}, now, reason="Service deleted")
    with state.store.transaction():
        state.records.update(str(doc["serviceArn"]), doc)
        service_tasks.store(state, ctx, started, stopped)
        publish(state, "ecs.service.deleted", ctx, str(doc["serviceArn"]))
    await _reach(state, ctx, doc, [], stopped)
    return cast("DeleteServiceResponse", {"service": {**_view(state, ctx, doc), "status": "DRAINING"}})
