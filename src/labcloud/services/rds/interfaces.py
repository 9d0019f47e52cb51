"""What RDS offers other services: the postgres server behind a DB cluster, for the Data API, and the
servers' gauges (connections, database sizes, Serverless v2 capacity) CloudWatch samples for AWS/RDS and the
view shows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class DataApiTarget:
    """Where a cluster's server listens (127.0.0.1), whether its HTTP endpoint (Data API) is on, and the
    database the cluster was created with (None: ``postgres``)."""

    arn: str
    port: int
    http_endpoint: bool
    database: str | None


class DataApiTargets(Protocol):
    async def target(self, account_id: str, region: str, resource_arn: str) -> DataApiTarget | None:
        """The cluster named by ``resource_arn`` with its server running (started if needed), or None if
        there is no such cluster; raises ``DataApiUnavailable`` if its server cannot run."""
        ...


class DataApiUnavailable(Exception):
    """The cluster's server could not start (the message says why)."""


@dataclass(frozen=True, slots=True)
class DatabaseGauge:
    """One running postgres server read now: the DB cluster it serves (None for a standalone instance), the
    instance it is (a standalone instance, or the cluster's writer: the first member; None while the cluster has
    none), its client connections (``pg_stat_activity``'s client backends, the reading one not counted), each
    database's size in bytes, and for a Serverless v2 cluster its configured minimum ACUs and its
    ``db.serverless`` instances."""

    account_id: str
    region: str
    cluster_id: str | None
    instance_id: str | None
    connections: int
    databases: tuple[tuple[str, int], ...]
    serverless_min_acu: float | None = None
    serverless_instances: tuple[str, ...] = ()


class DatabaseGauges(Protocol):
    async def database_gauges(self) -> list[DatabaseGauge]:
        """Every account's running servers, each read now (a server that does not answer is left out)."""
        ...
