"""Amazon ECS (botocore ``ecs``) in the service shape: the control plane, honest about containers.

Clusters (Fargate capacity providers, settings, tags), task definitions (revisions, AWS's checks and
Fargate's size table, roles that exist in IAM), services (deployments, EC2 subnets and security groups,
ELBv2 target groups their tasks' addresses are registered in) and tasks. labcloud runs no containers: a
task is a record with an address whose status follows the clock and whose containers say they never ran
(docs/ecs.md). Container instances never exist; operations not in the table answer 501."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.ecs.repo.schema import SCHEMA, TABLES
from labcloud.services.ecs.state import EcsState
from labcloud.services.ecs.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.ecs import cluster_ops, host_ops, service_ops, tag_ops, task_ops, taskdef_ops
else:
    cluster_ops = lazy_module("labcloud.services.ecs.cluster_ops")
    host_ops = lazy_module("labcloud.services.ecs.host_ops")
    service_ops = lazy_module("labcloud.services.ecs.service_ops")
    tag_ops = lazy_module("labcloud.services.ecs.tag_ops")
    task_ops = lazy_module("labcloud.services.ecs.task_ops")
    taskdef_ops = lazy_module("labcloud.services.ecs.taskdef_ops")

OPERATIONS: dict[str, Operation[EcsState]] = {
    "CreateCluster": cluster_ops.create_cluster,
    "DescribeClusters": cluster_ops.describe_clusters,
    "ListClusters": cluster_ops.list_clusters,
    "DeleteCluster": cluster_ops.delete_cluster,
    "UpdateCluster": cluster_ops.update_cluster,
    "UpdateClusterSettings": cluster_ops.update_cluster_settings,
    "PutClusterCapacityProviders": cluster_ops.put_cluster_capacity_providers,
    "RegisterTaskDefinition": taskdef_ops.register_task_definition,
    "DescribeTaskDefinition": taskdef_ops.describe_task_definition,
    "ListTaskDefinitions": taskdef_ops.list_task_definitions,
    "ListTaskDefinitionFamilies": taskdef_ops.list_task_definition_families,
    "DeregisterTaskDefinition": taskdef_ops.deregister_task_definition,
    "DeleteTaskDefinitions": taskdef_ops.delete_task_definitions,
    "CreateService": service_ops.create_service,
    "DescribeServices": service_ops.describe_services,
    "ListServices": service_ops.list_services,
    "UpdateService": service_ops.update_service,
    "DeleteService": service_ops.delete_service,
    "RunTask": task_ops.run_task,
    "StartTask": task_ops.start_task,
    "DescribeTasks": task_ops.describe_tasks,
    "ListTasks": task_ops.list_tasks,
    "StopTask": task_ops.stop_task,
    "ListContainerInstances": host_ops.list_container_instances,
    "DescribeContainerInstances": host_ops.describe_container_instances,
    "DescribeCapacityProviders": host_ops.describe_capacity_providers,
    "ExecuteCommand": host_ops.execute_command,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}


def contributions(state: EcsState) -> Contributions:
    from labcloud.services.ecs.gauges import TaskCounts
    from labcloud.services.ecs.interfaces import ServiceTaskCounts

    return Contributions(
        tag_sources=(tag_source(state),), offers=(Offer(ServiceTaskCounts, TaskCounts(state)),)
    )


SERVICE: Service[EcsState] = Service(
    name="ecs",
    state=EcsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
