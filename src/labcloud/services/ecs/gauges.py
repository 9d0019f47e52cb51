"""The task counts ECS offers CloudWatch (``interfaces.ServiceTaskCounts``): each active service's desired
count and its task records by the status the clock gives them, with its cluster's containerInsights
setting (the publisher decides what that allows)."""

from __future__ import annotations

from labcloud.services.ecs import tasks
from labcloud.services.ecs.interfaces import ServiceTaskCount
from labcloud.services.ecs.state import EcsState


def _insights(cluster: dict[str, object]) -> str:
    for setting in cluster.get("settings") or []:  # type: ignore[attr-defined]
        if setting.get("name") == "containerInsights":
            return str(setting.get("value") or "disabled")
    return "disabled"


class TaskCounts:
    def __init__(self, state: EcsState) -> None:
        self.state = state

    def service_task_counts(self, now: float) -> list[ServiceTaskCount]:
        clusters = {
            str(c["clusterArn"]): c
            for c in self.state.records.every("cluster")
            if c.get("status") == "ACTIVE"
        }
        live: dict[str, list[str]] = {}
        for task in self.state.records.every_live_task():
            live.setdefault(str(task.get("_service") or ""), []).append(tasks.status(task, now))
        out: list[ServiceTaskCount] = []
        for service in self.state.records.every("service"):
            cluster = clusters.get(str(service.get("clusterArn")))
            if cluster is None or service.get("status") != "ACTIVE":
                continue
            arn = str(service["serviceArn"]).split(":")
            statuses = live.get(str(service["serviceArn"]), [])
            out.append(
                ServiceTaskCount(
                    account_id=arn[4],
                    region=arn[3],
                    cluster_name=str(cluster["clusterName"]),
                    service_name=str(service["serviceName"]),
                    insights=_insights(cluster),
                    desired=int(service.get("desiredCount") or 0),
                    running=statuses.count("RUNNING"),
                    pending=len(statuses) - statuses.count("RUNNING"),
                )
            )
        return out
