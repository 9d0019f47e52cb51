"""Helpers of the RDS tests: waiting for a status as the SDK waiters and Terraform do, a Data API
cluster with its secret, and the postgres processes a labcloud server runs."""

from __future__ import annotations

import json
import time
from typing import Any

import psutil

from labcloud.testing.server_process import LabcloudProcess

PASSWORD = "s3cret-Passw0rd"


def wait_cluster(rds: Any, name: str, status: str = "available", timeout: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        cluster: dict[str, Any] = rds.describe_db_clusters(DBClusterIdentifier=name)["DBClusters"][0]
        if cluster["Status"] == status or time.monotonic() > deadline:
            assert cluster["Status"] == status, cluster
            return cluster
        time.sleep(0.1)


def wait_instance(rds: Any, name: str, status: str = "available", timeout: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        instance: dict[str, Any] = rds.describe_db_instances(DBInstanceIdentifier=name)["DBInstances"][0]
        if instance["DBInstanceStatus"] == status or time.monotonic() > deadline:
            assert instance["DBInstanceStatus"] == status, instance
            return instance
        time.sleep(0.1)


def cluster_with_secret(server: LabcloudProcess, name: str, **extra: Any) -> dict[str, str]:
    rds = server.boto3_client("rds")
    made = rds.create_db_cluster(
        DBClusterIdentifier=name,
        Engine="aurora-postgresql",
        MasterUsername="master",
        MasterUserPassword=PASSWORD,
        DatabaseName="app",
        EnableHttpEndpoint=True,
        ServerlessV2ScalingConfiguration={"MinCapacity": 0.5, "MaxCapacity": 2},
        **extra,
    )["DBCluster"]
    wait_cluster(rds, name)
    secret = server.boto3_client("secretsmanager").create_secret(
        Name=f"{name}-secret", SecretString=json.dumps({"username": "master", "password": PASSWORD})
    )["ARN"]
    return {"resourceArn": made["DBClusterArn"], "secretArn": secret, "port": str(made["Port"])}


def drop_cluster(server: LabcloudProcess, name: str) -> None:
    rds = server.boto3_client("rds")
    for instance in rds.describe_db_instances(Filters=[{"Name": "db-cluster-id", "Values": [name]}])[
        "DBInstances"
    ]:
        rds.delete_db_instance(DBInstanceIdentifier=instance["DBInstanceIdentifier"])
    rds.delete_db_cluster(DBClusterIdentifier=name, SkipFinalSnapshot=True)


def postgres_pids(server: LabcloudProcess) -> set[int]:
    """The postgres processes the server runs (postmasters and their backends)."""
    assert server.proc is not None
    found = set()
    for child in psutil.Process(server.proc.pid).children(recursive=True):
        try:
            if child.name() == "postgres":
                found.add(child.pid)
        except psutil.NoSuchProcess:
            continue
    return found


def alive(pids: set[int]) -> set[int]:
    out = set()
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                out.add(pid)
        except psutil.NoSuchProcess:
            continue
    return out
