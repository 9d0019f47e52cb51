"""Application Auto Scaling (botocore ``application-autoscaling``) in the service shape: scalable targets on
DynamoDB tables and indexes, Lambda aliases and versions and ECS services (each checked with its owner
through the pipeline), scaling policies, scheduled actions, scaling activities and tags
(docs/applicationautoscaling.md). Other namespaces and predictive scaling are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.applicationautoscaling.repo.schema import SCHEMA, TABLES
from labcloud.services.applicationautoscaling.state import AutoScalingState
from labcloud.services.shape import Contributions, Offer, Operation, Periodic, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.applicationautoscaling import policy_ops, schedule_ops, tag_ops, target_ops
else:
    schedule_ops = lazy_module("labcloud.services.applicationautoscaling.schedule_ops")
    policy_ops = lazy_module("labcloud.services.applicationautoscaling.policy_ops")
    tag_ops = lazy_module("labcloud.services.applicationautoscaling.tag_ops")
    target_ops = lazy_module("labcloud.services.applicationautoscaling.target_ops")

OPERATIONS: dict[str, Operation[AutoScalingState]] = {
    "RegisterScalableTarget": target_ops.register_scalable_target,
    "DescribeScalableTargets": target_ops.describe_scalable_targets,
    "DeregisterScalableTarget": target_ops.deregister_scalable_target,
    "PutScalingPolicy": policy_ops.put_scaling_policy,
    "DescribeScalingPolicies": policy_ops.describe_scaling_policies,
    "DeleteScalingPolicy": policy_ops.delete_scaling_policy,
    "DescribeScalingActivities": policy_ops.describe_scaling_activities,
    "PutScheduledAction": schedule_ops.put_scheduled_action,
    "DescribeScheduledActions": schedule_ops.describe_scheduled_actions,
    "DeleteScheduledAction": schedule_ops.delete_scheduled_action,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: AutoScalingState) -> Contributions:
    from labcloud.services.applicationautoscaling import scheduled
    from labcloud.services.applicationautoscaling.capacities import Capacities
    from labcloud.services.applicationautoscaling.interfaces import CurrentCapacities, PolicyAlarms
    from labcloud.services.applicationautoscaling.scaling import Alarms

    return Contributions(
        offers=(Offer(PolicyAlarms, Alarms(state)), Offer(CurrentCapacities, Capacities(state))),
        periodic=(
            Periodic(
                "appautoscaling.scheduled", scheduled.SWEEP_SECONDS, lambda now: scheduled.sweep(state, now)
            ),
        ),
    )


SERVICE: Service[AutoScalingState] = Service(
    name="application-autoscaling",
    state=AutoScalingState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
