"""RDS's errors with AWS's query-protocol codes (``DBInstanceNotFound``, ``DBClusterNotFoundFault`` ...)
and statuses, and the common ``InvalidParameterValue``/``InvalidParameterCombination``."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_value(message: str) -> AwsError:
    return AwsError("InvalidParameterValue", message, status=400)


def invalid_combination(message: str) -> AwsError:
    return AwsError("InvalidParameterCombination", message, status=400)


def unsupported(feature: str) -> AwsError:
    """What labcloud's RDS does not do, refused by name."""
    return AwsError("InvalidParameterValue", f"labcloud does not support {feature}", status=400)


def unsupported_engine(engine: str) -> AwsError:
    return AwsError(
        "InvalidParameterValue",
        f"Invalid DB engine: {engine}. labcloud runs PostgreSQL only: use engine postgres or aurora-postgresql.",
        status=400,
    )


def cluster_not_found(name: str) -> AwsError:
    return AwsError("DBClusterNotFoundFault", f"DBCluster {name} not found.", status=404)


def cluster_exists() -> AwsError:
    return AwsError("DBClusterAlreadyExistsFault", "DB Cluster already exists", status=400)


def cluster_state(message: str) -> AwsError:
    return AwsError("InvalidDBClusterStateFault", message, status=400)


def instance_not_found(name: str) -> AwsError:
    return AwsError("DBInstanceNotFound", f"DBInstance {name} not found.", status=404)


def instance_exists() -> AwsError:
    return AwsError("DBInstanceAlreadyExists", "DB instance already exists", status=400)


def instance_state(message: str) -> AwsError:
    return AwsError("InvalidDBInstanceState", message, status=400)


def subnet_group_not_found(name: str) -> AwsError:
    return AwsError("DBSubnetGroupNotFoundFault", f"DBSubnetGroup {name} not found.", status=404)


def subnet_group_exists(name: str) -> AwsError:
    return AwsError("DBSubnetGroupAlreadyExists", f"The DB subnet group '{name}' already exists.", status=400)


def subnet_group_in_use(name: str) -> AwsError:
    return AwsError("InvalidDBSubnetGroupStateFault", f"DB Subnet Group {name} is in use.", status=400)


def subnet_not_found(subnet: str) -> AwsError:
    return AwsError("InvalidSubnet", f"The subnet ID '{subnet}' does not exist", status=400)


def pg_not_found(name: str) -> AwsError:
    return AwsError("DBParameterGroupNotFound", f"DBParameterGroup not found: {name}", status=404)


def cluster_pg_not_found(name: str) -> AwsError:
    return AwsError(
        "DBClusterParameterGroupNotFound", f"DBClusterParameterGroup not found: {name}", status=404
    )


def pg_exists(name: str) -> AwsError:
    return AwsError("DBParameterGroupAlreadyExists", f"Parameter group {name} already exists", status=400)


def pg_in_use(name: str) -> AwsError:
    return AwsError(
        "InvalidDBParameterGroupState",
        f"One or more database instances are still members of {name}",
        status=400,
    )


def not_found_arn(arn: str) -> AwsError:
    return AwsError("DBInstanceNotFound", f"DB resource {arn} not found.", status=404)


def quota(kind: str) -> AwsError:
    codes = {"cluster": "DBClusterQuotaExceededFault", "instance": "InstanceQuotaExceeded"}
    return AwsError(
        codes.get(kind, "InvalidParameterValue"), f"labcloud's {kind} quota is reached.", status=400
    )


def engine_failed(message: str) -> AwsError:
    return AwsError("InvalidParameterValue", f"labcloud could not start PostgreSQL: {message}", status=400)


def resource_not_found(arn: str) -> AwsError:
    return AwsError("ResourceNotFoundFault", f"The specified resource ARN {arn} was not found.", status=404)


def snapshot_not_found(name: str) -> AwsError:
    return AwsError("DBSnapshotNotFound", f"DBSnapshot {name} not found.", status=404)


def cluster_snapshot_not_found(name: str) -> AwsError:
    return AwsError("DBClusterSnapshotNotFoundFault", f"DBClusterSnapshot {name} not found.", status=404)


def snapshot_exists(name: str) -> AwsError:
    return AwsError(
        "DBSnapshotAlreadyExists",
        f"Cannot create the snapshot because a snapshot with the identifier {name} already exists.",
        status=400,
    )


def cluster_snapshot_exists(name: str) -> AwsError:
    return AwsError(
        "DBClusterSnapshotAlreadyExistsFault",
        f"Cannot create the cluster snapshot because one with the identifier {name} already exists.",
        status=400,
    )


def snapshot_state(message: str) -> AwsError:
    return AwsError("InvalidDBSnapshotState", message, status=400)


def cluster_snapshot_state(message: str) -> AwsError:
    return AwsError("InvalidDBClusterSnapshotStateFault", message, status=400)


def quota_snapshots() -> AwsError:
    return AwsError("SnapshotQuotaExceeded", "Cannot create more than 100 manual snapshots.", status=400)


def proxy_not_found(name: str) -> AwsError:
    return AwsError("DBProxyNotFoundFault", f"DBProxy {name} not found.", status=404)


def proxy_exists(name: str) -> AwsError:
    return AwsError("DBProxyAlreadyExistsFault", f"DBProxy {name} already exists.", status=400)


def proxy_quota() -> AwsError:
    return AwsError("DBProxyQuotaExceededFault", "labcloud's DB proxy quota (20) is reached.", status=400)


def target_group_not_found(name: str) -> AwsError:
    return AwsError("DBProxyTargetGroupNotFoundFault", f"DBProxyTargetGroup {name} not found.", status=404)


def target_registered(name: str) -> AwsError:
    return AwsError(
        "DBProxyTargetAlreadyRegisteredFault", f"{name} is already registered with this proxy.", status=400
    )


def target_not_found(name: str) -> AwsError:
    return AwsError("DBProxyTargetNotFoundFault", f"DBProxyTarget {name} not found.", status=404)


def proxy_state(message: str) -> AwsError:
    return AwsError("InvalidDBProxyStateFault", message, status=400)
