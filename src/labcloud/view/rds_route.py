"""``GET /_labcloud/rds``: Amazon RDS for the view. The DB clusters and DB instances of the server's account
and Region as RDS's own API describes them (engine, status, the real port, the Data API flag, Serverless v2
capacity, members), each server's client connections and database sizes read from the running postgres
(RDS's ``DatabaseGauges``: a server that is not running shows none), and each cluster's newest Data API
statements (the ``rds-data.statement.executed`` events, STATEMENTS_SHOWN per cluster: the text, never the
parameters' values or rows)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.services.rds.interfaces import DatabaseGauge

#: Pages of clusters and of instances read (100 a page).
MAX_PAGES = 10
#: Data API statements listed per cluster, newest first; events scanned for them.
STATEMENTS_SHOWN = 20
EVENTS_SCANNED = 2000


async def _pages(hub: Hub, operation: str, member: str) -> list[dict[str, Any]]:
    return await every_page(
        hub, "rds", operation, member, {"MaxRecords": 100}, token_name="Marker", max_pages=MAX_PAGES
    )


async def _gauges(hub: Hub) -> list[DatabaseGauge]:
    from labcloud.services.rds.interfaces import DatabaseGauges

    gauges = hub.interface(DatabaseGauges)
    if gauges is None:
        return []
    where = (hub.settings.account_id, hub.settings.region)
    return [g for g in await gauges.database_gauges() if (g.account_id, g.region) == where]


def _server(gauge: DatabaseGauge | None) -> dict[str, Any]:
    if gauge is None:
        return {"connections": None, "databases": [], "size": None}
    return {
        "connections": gauge.connections,
        "databases": [{"name": name, "size": size} for name, size in gauge.databases],
        "size": sum(size for _, size in gauge.databases),
    }


def _statements(hub: Hub) -> dict[str, list[dict[str, Any]]]:
    """Cluster ARN → its newest Data API statements."""
    found: dict[str, list[dict[str, Any]]] = {}
    events = hub.bus.query(
        kinds=["rds-data.statement.executed"],
        limit=EVENTS_SCANNED,
        newest_first=True,
        account_id=hub.settings.account_id,
    )
    for event in events:
        shown = found.setdefault(event.resource, [])
        if len(shown) < STATEMENTS_SHOWN:
            data = event.data
            shown.append(
                {
                    "at": event.ts,
                    "operation": data.get("operation"),
                    "sql": data.get("sql"),
                    "database": data.get("database"),
                    "transaction": data.get("transaction"),
                    "rows": data.get("rows"),
                    "updated": data.get("updated"),
                    "ms": data.get("ms"),
                    "error": data.get("error"),
                }
            )
    return found


def _cluster(
    doc: dict[str, Any], gauge: DatabaseGauge | None, statements: list[dict[str, Any]]
) -> dict[str, Any]:
    scaling = doc.get("ServerlessV2ScalingConfiguration") or {}
    return {
        "id": doc.get("DBClusterIdentifier"),
        "arn": doc.get("DBClusterArn"),
        "engine": doc.get("Engine"),
        "engine_version": doc.get("EngineVersion"),
        "status": doc.get("Status"),
        "endpoint": doc.get("Endpoint"),
        "port": doc.get("Port"),
        "database": doc.get("DatabaseName"),
        "data_api": bool(doc.get("HttpEndpointEnabled")),
        "serverless": {"min": scaling.get("MinCapacity"), "max": scaling.get("MaxCapacity")}
        if scaling
        else None,
        "members": [
            {"id": m.get("DBInstanceIdentifier"), "writer": bool(m.get("IsClusterWriter"))}
            for m in doc.get("DBClusterMembers") or []
        ],
        **_server(gauge),
        "statements": statements,
    }


def _instance(doc: dict[str, Any], gauge: DatabaseGauge | None) -> dict[str, Any]:
    return {
        "id": doc.get("DBInstanceIdentifier"),
        "arn": doc.get("DBInstanceArn"),
        "engine": doc.get("Engine"),
        "engine_version": doc.get("EngineVersion"),
        "class": doc.get("DBInstanceClass"),
        "status": doc.get("DBInstanceStatus"),
        "cluster": doc.get("DBClusterIdentifier"),
        "port": (doc.get("Endpoint") or {}).get("Port"),
        "storage": doc.get("AllocatedStorage"),
        **_server(gauge),
    }


def rds_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves("rds"):
            return json_response({"clusters": [], "instances": []})
        clusters = await _pages(hub, "DescribeDBClusters", "DBClusters")
        instances = await _pages(hub, "DescribeDBInstances", "DBInstances")
        gauges = await _gauges(hub)
        by_cluster = {g.cluster_id: g for g in gauges if g.cluster_id is not None}
        by_instance = {g.instance_id: g for g in gauges if g.cluster_id is None}
        statements = _statements(hub)
        return json_response(
            {
                "clusters": [
                    _cluster(
                        c,
                        by_cluster.get(str(c["DBClusterIdentifier"])),
                        statements.get(str(c["DBClusterArn"]), []),
                    )
                    for c in sorted(clusters, key=lambda c: str(c["DBClusterIdentifier"]))
                ],
                "instances": [
                    _instance(i, by_instance.get(str(i["DBInstanceIdentifier"])))
                    for i in sorted(instances, key=lambda i: str(i["DBInstanceIdentifier"]))
                ],
            }
        )

    return [InternalRoute("GET", "/rds", listing)]
