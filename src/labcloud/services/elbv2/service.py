"""Elastic Load Balancing v2 (botocore ``elbv2``, query protocol) in the service shape: operations table,
state, contributions.

Application and network load balancers, target groups (lambda, ip, instance), listeners and rules,
kept in SQLite; the HTTP listeners of application load balancers are served by labcloud itself through
the ``LoadBalancers`` front door (``dataplane.py``; docs/elbv2.md). Operations outside the table
(trust stores, certificates, capacity reservations...) answer "not implemented".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.elbv2.interfaces import LoadBalancers, TargetHealthCounts
from labcloud.services.elbv2.repo.schema import SCHEMA, TABLES
from labcloud.services.elbv2.state import Elbv2State
from labcloud.services.elbv2.tag_source import tag_sources
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.elbv2 import certificates, lb_ops, listener_ops, tagging, target_ops, tg_ops
else:
    certificates = lazy_module("labcloud.services.elbv2.certificates")
    lb_ops = lazy_module("labcloud.services.elbv2.lb_ops")
    listener_ops = lazy_module("labcloud.services.elbv2.listener_ops")
    tagging = lazy_module("labcloud.services.elbv2.tagging")
    target_ops = lazy_module("labcloud.services.elbv2.target_ops")
    tg_ops = lazy_module("labcloud.services.elbv2.tg_ops")

OPERATIONS: dict[str, Operation[Elbv2State]] = {
    "CreateLoadBalancer": lb_ops.create_load_balancer,
    "DescribeLoadBalancers": lb_ops.describe_load_balancers,
    "DeleteLoadBalancer": lb_ops.delete_load_balancer,
    "DescribeLoadBalancerAttributes": lb_ops.describe_load_balancer_attributes,
    "ModifyLoadBalancerAttributes": lb_ops.modify_load_balancer_attributes,
    "DescribeCapacityReservation": lb_ops.describe_capacity_reservation,
    "CreateTargetGroup": tg_ops.create_target_group,
    "DescribeTargetGroups": tg_ops.describe_target_groups,
    "ModifyTargetGroup": tg_ops.modify_target_group,
    "DeleteTargetGroup": tg_ops.delete_target_group,
    "DescribeTargetGroupAttributes": tg_ops.describe_target_group_attributes,
    "ModifyTargetGroupAttributes": tg_ops.modify_target_group_attributes,
    "RegisterTargets": target_ops.register_targets,
    "DeregisterTargets": target_ops.deregister_targets,
    "DescribeTargetHealth": target_ops.describe_target_health,
    "CreateListener": listener_ops.create_listener,
    "DescribeListeners": listener_ops.describe_listeners,
    "AddListenerCertificates": certificates.add_listener_certificates,
    "RemoveListenerCertificates": certificates.remove_listener_certificates,
    "DescribeListenerCertificates": certificates.describe_listener_certificates,
    "DescribeSSLPolicies": certificates.describe_ssl_policies,
    "ModifyListener": listener_ops.modify_listener,
    "DeleteListener": listener_ops.delete_listener,
    "DescribeListenerAttributes": listener_ops.describe_listener_attributes,
    "ModifyListenerAttributes": listener_ops.modify_listener_attributes,
    "CreateRule": listener_ops.create_rule,
    "DescribeRules": listener_ops.describe_rules,
    "ModifyRule": listener_ops.modify_rule,
    "DeleteRule": listener_ops.delete_rule,
    "SetRulePriorities": listener_ops.set_rule_priorities,
    "AddTags": tagging.add_tags,
    "RemoveTags": tagging.remove_tags,
    "DescribeTags": tagging.describe_tags,
}


def contributions(state: Elbv2State) -> Contributions:
    from labcloud.services.elbv2.dataplane import LoadBalancerDoor
    from labcloud.services.elbv2.gauges import HealthCounts

    return Contributions(
        tag_sources=tag_sources(state),
        offers=(
            Offer(LoadBalancers, LoadBalancerDoor(state)),
            Offer(TargetHealthCounts, HealthCounts(state)),
        ),
    )


def forget_memory(state: Elbv2State) -> None:
    state.allowed.clear()


SERVICE: Service[Elbv2State] = Service(
    name="elbv2",
    state=Elbv2State.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_memory,
)
