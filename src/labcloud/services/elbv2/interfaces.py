"""What ELBv2 offers on the hub: the :class:`~labcloud.front_doors.LoadBalancers` front door (its
application load balancers' HTTP listeners), whose contract the core defines, and each target group's
healthy and unhealthy target counts per load balancer (CloudWatch's AWS/ApplicationELB HealthyHostCount
and UnHealthyHostCount).

Another service imports only this module of ELBv2; it never reads ELBv2's tables or its provider.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from labcloud.front_doors import LoadBalancers

__all__ = ["LoadBalancers", "TargetGroupHealth", "TargetHealthCounts"]


@dataclass(frozen=True, slots=True)
class TargetGroupHealth:
    account_id: str
    region: str
    load_balancer_arn: str
    target_group_arn: str
    healthy: int
    unhealthy: int


class TargetHealthCounts(Protocol):
    def target_health_counts(self) -> list[TargetGroupHealth]:
        """Each application load balancer's target groups with their healthy and unhealthy targets."""
        ...
