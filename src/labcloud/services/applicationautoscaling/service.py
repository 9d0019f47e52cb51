"""Application Auto Scaling (botocore ``application-autoscaling``) in the service shape: scalable targets on
DynamoDB tables and indexes, Lambda aliases and versions and ECS services (each checked with its owner
through the pipeline), scaling policies, scheduled actions, scaling activities and tags
(docs/applicationautoscaling.md). Other namespaces and predictive scaling are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.applicationautoscaling.repo.schema import SCHEMA, TABLES
from labcloud.services.applicationautoscaling.state import AutoScalingState
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.applicationautoscaling import tag_ops, target_ops
else:
    tag_ops = lazy_module("labcloud.services.applicationautoscaling.tag_ops")
    target_ops = lazy_module("labcloud.services.applicationautoscaling.target_ops")

OPERATIONS: dict[str, Operation[AutoScalingState]] = {
    "RegisterScalableTarget": target_ops.register_scalable_target,
    "DescribeScalableTargets": target_ops.describe_scalable_targets,
    "DeregisterScalableTarget": target_ops.deregister_scalable_target,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: AutoScalingState) -> Contributions:
    return Contributions()


SERVICE: Service[AutoScalingState] = Service(
    name="application-autoscaling",
    state=AutoScalingState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
