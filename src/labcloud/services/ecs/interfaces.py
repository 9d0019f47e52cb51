"""What ECS offers others on the hub: :class:`ServiceTaskCounts`, the task counts of each active service
with its cluster's ``containerInsights`` setting, which CloudWatch samples for ECS/ContainerInsights."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

__all__ = ["ServiceTaskCount", "ServiceTaskCounts"]


@dataclass(frozen=True, slots=True)
class ServiceTaskCount:
    account_id: str
    region: str
    cluster_name: str
    service_name: str
    #: the cluster's containerInsights setting: ``enabled``, ``enhanced`` or ``disabled``
    insights: str
    desired: int
    #: the service's unstopped task records whose lastStatus is RUNNING (no container runs: docs/ecs.md)
    running: int
    #: its unstopped task records still PROVISIONING or PENDING
    pending: int


class ServiceTaskCounts(Protocol):
    def service_task_counts(self, now: float) -> list[ServiceTaskCount]:
        """Every account's ACTIVE services in ACTIVE clusters, counted at ``now``."""
        ...
