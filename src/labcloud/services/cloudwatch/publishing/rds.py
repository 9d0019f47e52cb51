"""AWS/RDS metrics, sampled from RDS's running postgres servers each time the recorder samples its gauges.

DatabaseConnections: the server's client connections as ``pg_stat_activity`` counts them now, per
``DBClusterIdentifier`` (a cluster's one server) and per ``DBInstanceIdentifier`` (a standalone instance, or
the cluster's writer, whose server it is; readers share it and report nothing of their own).
ServerlessDatabaseCapacity: for a cluster with a ServerlessV2ScalingConfiguration, its configured minimum
ACUs (labcloud never scales the server, so the capacity is where it starts), per ``DBClusterIdentifier``
and per ``db.serverless`` instance.

Not published: CPUUtilization, FreeableMemory, IOPS, latencies, replica lag and the rest. labcloud does not
measure them for the postgres child process, and a made-up value would mislead (docs/cloudwatch.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.rds.interfaces import DatabaseGauges

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/RDS"


async def sample(rec: Samples, gauges: DatabaseGauges) -> None:
    for one in await gauges.database_gauges():
        where = (one.account_id, one.region)
        if one.cluster_id is not None:
            cluster = (("DBClusterIdentifier", one.cluster_id),)
            rec.record(where, NS, "DatabaseConnections", cluster, float(one.connections), "Count")
            if one.serverless_min_acu is not None:
                rec.record(where, NS, "ServerlessDatabaseCapacity", cluster, one.serverless_min_acu, "Count")
        if one.instance_id is not None:
            instance = (("DBInstanceIdentifier", one.instance_id),)
            rec.record(where, NS, "DatabaseConnections", instance, float(one.connections), "Count")
        if one.serverless_min_acu is not None:
            for name in one.serverless_instances:
                rec.record(
                    where,
                    NS,
                    "ServerlessDatabaseCapacity",
                    (("DBInstanceIdentifier", name),),
                    one.serverless_min_acu,
                    "Count",
                )
