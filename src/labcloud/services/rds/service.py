"""Amazon RDS (botocore ``rds``, the query protocol) in the service shape.

DB clusters (aurora-postgresql) and DB instances (postgres standalone, or aurora-postgresql members of a
cluster) backed by real PostgreSQL servers (``engines.py``: one child process per cluster or standalone
instance, on 127.0.0.1), subnet groups over EC2's subnets, parameter groups as records, tags, the Data
API flag, DB and DB cluster snapshots of the servers' data (``snapshots.py``) and restores from them,
RDS Proxy endpoints forwarding TCP to their target's server (``forwarders.py``).
Other engines (MySQL, MariaDB, Oracle, SQL Server) are refused by name; read replicas, global clusters
and the rest answer 501 (docs/rds.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.rds.repo.schema import SCHEMA, TABLES
from labcloud.services.rds.state import RdsState
from labcloud.services.shape import Background, Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.rds import (
        cluster_ops,
        instance_ops,
        parameter_group_ops,
        proxy_ops,
        restore_ops,
        snapshot_ops,
        subnet_group_ops,
        tag_ops,
    )
else:
    cluster_ops = lazy_module("labcloud.services.rds.cluster_ops")
    instance_ops = lazy_module("labcloud.services.rds.instance_ops")
    parameter_group_ops = lazy_module("labcloud.services.rds.parameter_group_ops")
    proxy_ops = lazy_module("labcloud.services.rds.proxy_ops")
    restore_ops = lazy_module("labcloud.services.rds.restore_ops")
    snapshot_ops = lazy_module("labcloud.services.rds.snapshot_ops")
    subnet_group_ops = lazy_module("labcloud.services.rds.subnet_group_ops")
    tag_ops = lazy_module("labcloud.services.rds.tag_ops")

OPERATIONS: dict[str, Operation[RdsState]] = {
    "CreateDBCluster": cluster_ops.create_db_cluster,
    "DescribeDBClusters": cluster_ops.describe_db_clusters,
    "ModifyDBCluster": cluster_ops.modify_db_cluster,
    "DeleteDBCluster": cluster_ops.delete_db_cluster,
    "EnableHttpEndpoint": cluster_ops.enable_http_endpoint,
    "DisableHttpEndpoint": cluster_ops.disable_http_endpoint,
    "DescribeGlobalClusters": cluster_ops.describe_global_clusters,
    "CreateDBInstance": instance_ops.create_db_instance,
    "DescribeDBInstances": instance_ops.describe_db_instances,
    "ModifyDBInstance": instance_ops.modify_db_instance,
    "DeleteDBInstance": instance_ops.delete_db_instance,
    "CreateDBSubnetGroup": subnet_group_ops.create_db_subnet_group,
    "DescribeDBSubnetGroups": subnet_group_ops.describe_db_subnet_groups,
    "ModifyDBSubnetGroup": subnet_group_ops.modify_db_subnet_group,
    "DeleteDBSubnetGroup": subnet_group_ops.delete_db_subnet_group,
    "CreateDBParameterGroup": parameter_group_ops.create_db_parameter_group,
    "DescribeDBParameterGroups": parameter_group_ops.describe_db_parameter_groups,
    "ModifyDBParameterGroup": parameter_group_ops.modify_db_parameter_group,
    "DeleteDBParameterGroup": parameter_group_ops.delete_db_parameter_group,
    "CreateDBClusterParameterGroup": parameter_group_ops.create_db_cluster_parameter_group,
    "DescribeDBClusterParameterGroups": parameter_group_ops.describe_db_cluster_parameter_groups,
    "ModifyDBClusterParameterGroup": parameter_group_ops.modify_db_cluster_parameter_group,
    "DeleteDBClusterParameterGroup": parameter_group_ops.delete_db_cluster_parameter_group,
    "CreateDBClusterSnapshot": snapshot_ops.create_db_cluster_snapshot,
    "DescribeDBClusterSnapshots": snapshot_ops.describe_db_cluster_snapshots,
    "DeleteDBClusterSnapshot": snapshot_ops.delete_db_cluster_snapshot,
    "CopyDBClusterSnapshot": snapshot_ops.copy_db_cluster_snapshot,
    "RestoreDBClusterFromSnapshot": restore_ops.restore_db_cluster_from_snapshot,
    "CreateDBSnapshot": snapshot_ops.create_db_snapshot,
    "DescribeDBSnapshots": snapshot_ops.describe_db_snapshots,
    "DeleteDBSnapshot": snapshot_ops.delete_db_snapshot,
    "CopyDBSnapshot": snapshot_ops.copy_db_snapshot,
    "RestoreDBInstanceFromDBSnapshot": restore_ops.restore_db_instance_from_db_snapshot,
    "CreateDBProxy": proxy_ops.create_db_proxy,
    "DescribeDBProxies": proxy_ops.describe_db_proxies,
    "DeleteDBProxy": proxy_ops.delete_db_proxy,
    "DescribeDBProxyTargetGroups": proxy_ops.describe_db_proxy_target_groups,
    "ModifyDBProxyTargetGroup": proxy_ops.modify_db_proxy_target_group,
    "RegisterDBProxyTargets": proxy_ops.register_db_proxy_targets,
    "DeregisterDBProxyTargets": proxy_ops.deregister_db_proxy_targets,
    "DescribeDBProxyTargets": proxy_ops.describe_db_proxy_targets,
    "AddTagsToResource": tag_ops.add_tags_to_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "RemoveTagsFromResource": tag_ops.remove_tags_from_resource,
}


def contributions(state: RdsState) -> Contributions:
    from labcloud.services.rds import servers, state_part
    from labcloud.services.rds.gauges import Gauges
    from labcloud.services.rds.interfaces import DataApiTargets, DatabaseGauges
    from labcloud.services.rds.tag_source import tag_sources
    from labcloud.services.rds.targets import Targets

    return Contributions(
        offers=(Offer(DataApiTargets, Targets(state)), Offer(DatabaseGauges, Gauges(state))),
        tag_sources=tag_sources(state),
        background=(
            Background("rds.servers", lambda: servers.restart_all(state), state.engines.stop_all),
            Background("rds.proxies", lambda: _proxies(state), state.forwarders.close_all),
        ),
        snapshot_parts=(state_part.part(state),),
    )


def _proxies(state: RdsState) -> None:
    from labcloud.services.rds import proxy_ops

    proxy_ops.restart_all(state)


def _forget(state: RdsState) -> None:
    """After a reset: the servers are killed and their data removed (their records are gone)."""
    state.engines.forget_all()
    state.failures.clear()
    state.forwarders.forget_all()


SERVICE: Service[RdsState] = Service(
    name="rds",
    state=RdsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=_forget,
)
