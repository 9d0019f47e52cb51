"""The :class:`~.interfaces.TargetHealthCounts` ELBv2 offers: for each target group a load balancer's
listeners or rules forward to, its targets counted by the health DescribeTargetHealth answers (Lambda
targets with health checks disabled are ``unavailable``: neither healthy nor unhealthy)."""

from __future__ import annotations

from labcloud.services.elbv2 import views
from labcloud.services.elbv2.interfaces import TargetGroupHealth
from labcloud.services.elbv2.repo.resources import TARGET_GROUP
from labcloud.services.elbv2.state import Elbv2State
from labcloud.services.elbv2.target_ops import alb_listens, target_health


class HealthCounts:
    def __init__(self, state: Elbv2State) -> None:
        self.state = state

    def target_health_counts(self) -> list[TargetGroupHealth]:
        found: list[TargetGroupHealth] = []
        for group in self.state.resources.every(TARGET_GROUP):
            balancers = views.users_of(self.state, group)[0]
            if not balancers:
                continue
            alb = group.doc["TargetType"] == "alb"
            states = [
                target_health(group.doc, True, True, alb and alb_listens(self.state, target.id, target.port))[
                    "State"
                ]
                for target in self.state.resources.targets(group.arn)
            ]
            healthy, unhealthy = states.count("healthy"), states.count("unhealthy")
            for balancer in balancers:
                found.append(
                    TargetGroupHealth(group.account_id, group.region, balancer, group.arn, healthy, unhealthy)
                )
        return found
