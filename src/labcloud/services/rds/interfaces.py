"""What RDS offers other services: the postgres server behind a DB cluster, for the Data API."""

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
