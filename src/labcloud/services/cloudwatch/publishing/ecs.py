"""ECS/ContainerInsights metrics, sampled from ECS's task records, only for services whose cluster has
``containerInsights`` ``enabled`` or ``enhanced`` (AWS publishes nothing for the others): RunningTaskCount,
PendingTaskCount and DesiredTaskCount per ``ClusterName`` + ``ServiceName``.

labcloud runs no containers, so the running count is of task records RUNNING by the clock (what
DescribeServices' runningCount says). Not published: CPUUtilization and MemoryUtilization in AWS/ECS, and
Container Insights' CPU, memory, network and storage metrics. Nothing runs to measure, and labcloud does
not invent those values (docs/cloudwatch.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.ecs.interfaces import ServiceTaskCount

if TYPE_CHECKING:
    from .sink import Samples

NS = "ECS/ContainerInsights"
_ON = ("enabled", "enhanced")


def sample(rec: Samples, counts: list[ServiceTaskCount]) -> None:
    for one in counts:
        if one.insights not in _ON:
            continue
        where = (one.account_id, one.region)
        dims = (("ClusterName", one.cluster_name), ("ServiceName", one.service_name))
        rec.record(where, NS, "RunningTaskCount", dims, float(one.running), "Count")
        rec.record(where, NS, "PendingTaskCount", dims, float(one.pending), "Count")
        rec.record(where, NS, "DesiredTaskCount", dims, float(one.desired), "Count")
