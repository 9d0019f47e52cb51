"""``GET /_labcloud/ecs``: Amazon ECS for the view. The clusters of the server's account and Region (status,
containerInsights, counts), their services (desired, running and pending counts, task definition, launch
type) and tasks (running and recently stopped: status, address, each container's reason), all read through
ECS's own API. labcloud runs no containers: every task is a record and each container's ``reason`` says its
image was never pulled or started, which the panel shows as it is (docs/ecs.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page
from labcloud.view.times import epoch_seconds

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Pages of clusters, services and tasks read (100 a page); tasks shown per cluster.
MAX_PAGES = 10
TASKS_SHOWN = 100


async def _arns(hub: Hub, operation: str, member: str, params: dict[str, Any]) -> list[str]:
    listed = await every_page(
        hub,
        "ecs",
        operation,
        member,
        {**params, "maxResults": 100},
        token_name="nextToken",
        max_pages=MAX_PAGES,
    )
    return [str(a) for a in listed]


def _insights(cluster: dict[str, Any]) -> str:
    for setting in cluster.get("settings") or []:
        if setting.get("name") == "containerInsights":
            return str(setting.get("value"))
    return "disabled"


async def _services(hub: Hub, cluster: str) -> list[dict[str, Any]]:
    arns = await _arns(hub, "ListServices", "serviceArns", {"cluster": cluster})
    out: list[dict[str, Any]] = []
    for start in range(0, len(arns), 10):
        described = await hub.call(
            "ecs", "DescribeServices", {"cluster": cluster, "services": arns[start : start + 10]}
        )
        for service in described.get("services") or []:
            out.append(
                {
                    "name": service.get("serviceName"),
                    "arn": service.get("serviceArn"),
                    "status": service.get("status"),
                    "desired": service.get("desiredCount"),
                    "running": service.get("runningCount"),
                    "pending": service.get("pendingCount"),
                    "task_definition": str(service.get("taskDefinition", "")).rsplit("/", 1)[-1],
                    "launch_type": service.get("launchType"),
                }
            )
    return sorted(out, key=lambda s: str(s["name"]))


def _task(task: dict[str, Any]) -> dict[str, Any]:
    ips = [
        n.get("privateIpv4Address")
        for c in task.get("containers") or []
        for n in c.get("networkInterfaces") or []
        if n.get("privateIpv4Address")
    ]
    return {
        "id": str(task.get("taskArn", "")).rsplit("/", 1)[-1],
        "arn": task.get("taskArn"),
        "group": task.get("group"),
        "task_definition": str(task.get("taskDefinitionArn", "")).rsplit("/", 1)[-1],
        "last_status": task.get("lastStatus"),
        "desired_status": task.get("desiredStatus"),
        "started_at": epoch_seconds(task.get("startedAt")),
        "stopped_at": epoch_seconds(task.get("stoppedAt")),
        "stopped_reason": task.get("stoppedReason"),
        "ip": ips[0] if ips else None,
        "containers": [
            {"name": c.get("name"), "image": c.get("image"), "reason": c.get("reason")}
            for c in task.get("containers") or []
        ],
    }


async def _tasks(hub: Hub, cluster: str) -> list[dict[str, Any]]:
    arns: list[str] = []
    for status in ("RUNNING", "STOPPED"):
        arns += await _arns(hub, "ListTasks", "taskArns", {"cluster": cluster, "desiredStatus": status})
    arns = arns[:TASKS_SHOWN]
    out: list[dict[str, Any]] = []
    for start in range(0, len(arns), 100):
        described = await hub.call(
            "ecs", "DescribeTasks", {"cluster": cluster, "tasks": arns[start : start + 100]}
        )
        out += [_task(t) for t in described.get("tasks") or []]
    return out


def ecs_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves("ecs"):
            return json_response({"clusters": []})
        arns = await _arns(hub, "ListClusters", "clusterArns", {})
        out: list[dict[str, Any]] = []
        for start in range(0, len(arns), 100):
            described = await hub.call(
                "ecs", "DescribeClusters", {"clusters": arns[start : start + 100], "include": ["SETTINGS"]}
            )
            for cluster in described.get("clusters") or []:
                arn = str(cluster["clusterArn"])
                try:
                    services = await _services(hub, arn)
                    tasks = await _tasks(hub, arn)
                except AwsError as error:
                    if error.code == "ClusterNotFoundException":
                        continue  # deleted while listed
                    raise
                out.append(
                    {
                        "name": cluster.get("clusterName"),
                        "arn": arn,
                        "status": cluster.get("status"),
                        "insights": _insights(cluster),
                        "running_tasks": cluster.get("runningTasksCount"),
                        "pending_tasks": cluster.get("pendingTasksCount"),
                        "services": services,
                        "tasks": tasks,
                    }
                )
        return json_response({"clusters": sorted(out, key=lambda c: str(c["name"]))})

    return [InternalRoute("GET", "/ecs", listing)]
