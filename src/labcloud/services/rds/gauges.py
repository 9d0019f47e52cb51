"""The servers' gauges (``interfaces.DatabaseGauges``): each running postgres server is asked, as its
master user, how many client connections it has (``pg_stat_activity``'s client backends, the asking one
not counted) and how large each of its databases is (``pg_database_size``). Read in a worker thread, one
short connection per server, at most one reading at a time (a slow server never piles readings up)."""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.services.rds import names, servers
from labcloud.services.rds.interfaces import DatabaseGauge
from labcloud.services.rds.repo import postgres
from labcloud.services.rds.state import RdsState

Doc = dict[str, Any]
#: Seconds a reading waits for a server to answer before leaving it out.
TIMEOUT = 5.0


def _read(port: int, user: str, password: str) -> tuple[int, tuple[tuple[str, int], ...]]:
    import pg8000.native

    conn = pg8000.native.Connection(
        user, host="127.0.0.1", port=port, password=password, database="postgres", timeout=TIMEOUT
    )
    try:
        connections = int(conn.run(postgres.CONNECTIONS)[0][0])
        sizes = tuple((str(name), int(size)) for name, size in conn.run(postgres.DATABASE_SIZES))
    finally:
        conn.close()
    return connections, sizes


def _serverless(cluster: Doc | None, members: list[Doc]) -> tuple[float | None, tuple[str, ...]]:
    scaling = (cluster or {}).get("ServerlessV2ScalingConfiguration") or {}
    if cluster is None or scaling.get("MinCapacity") is None:
        return None, ()
    serverless = tuple(
        str(m["DBInstanceIdentifier"]) for m in members if m.get("DBInstanceClass") == "db.serverless"
    )
    return float(scaling["MinCapacity"]), serverless


class Gauges:
    def __init__(self, state: RdsState) -> None:
        self.state = state
        self._reading: asyncio.Lock = asyncio.Lock()

    def _servers(self) -> list[tuple[Doc, Doc | None, list[Doc]]]:
        """(the document owning the server, its cluster or None, the cluster's instances) of each running server."""
        instances = self.state.records.every("instance")
        out: list[tuple[Doc, Doc | None, list[Doc]]] = []
        for doc in self.state.records.every("cluster"):
            if self.state.engines.running(servers.key_of(doc)):
                arn = str(doc["DBClusterArn"])
                members = [
                    i
                    for i in instances
                    if i.get("DBClusterIdentifier") == doc["DBClusterIdentifier"]
                    and str(i["DBInstanceArn"]).split(":")[3:5] == arn.split(":")[3:5]
                ]
                out.append((doc, doc, members))
        for doc in instances:
            if doc.get("_owns_engine") and self.state.engines.running(servers.key_of(doc)):
                out.append((doc, None, [doc]))
        return out

    async def database_gauges(self) -> list[DatabaseGauge]:
        out: list[DatabaseGauge] = []
        async with self._reading:
            for owner, cluster, members in self._servers():
                arn = str(owner.get("DBClusterArn") or owner.get("DBInstanceArn"))
                parsed = names.parse_arn(arn)
                if parsed is None:
                    continue
                try:
                    connections, sizes = await asyncio.to_thread(
                        _read, int(owner["_port"]), str(owner["MasterUsername"]), str(owner["_password"])
                    )
                except Exception:  # noqa: BLE001 - a server stopping or refusing is left out of this reading
                    continue
                minimum, serverless = _serverless(cluster, members)
                out.append(
                    DatabaseGauge(
                        account_id=parsed[0],
                        region=parsed[1],
                        cluster_id=None if cluster is None else str(cluster["DBClusterIdentifier"]),
                        instance_id=str(members[0]["DBInstanceIdentifier"]) if members else None,
                        connections=connections,
                        databases=sizes,
                        serverless_min_acu=minimum,
                        serverless_instances=serverless,
                    )
                )
        return out
