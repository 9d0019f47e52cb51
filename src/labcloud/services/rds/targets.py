"""The Data API's view of RDS (``interfaces.DataApiTargets``): a cluster's server, started if needed."""

from __future__ import annotations

from labcloud.services.rds import names, servers
from labcloud.services.rds.engines import EngineError
from labcloud.services.rds.interfaces import DataApiTarget, DataApiUnavailable
from labcloud.services.rds.state import RdsState


class Targets:
    def __init__(self, state: RdsState) -> None:
        self.state = state

    async def target(self, account_id: str, region: str, resource_arn: str) -> DataApiTarget | None:
        parsed = names.parse_arn(resource_arn)
        if parsed is None or parsed[2] != "cluster" or parsed[:2] != (account_id, region):
            return None
        doc = self.state.records.get("cluster", account_id, region, parsed[3].lower())
        if doc is None:
            return None
        if doc.get("HttpEndpointEnabled"):
            try:
                await servers.ready(self.state, doc)
            except EngineError as exc:
                raise DataApiUnavailable(str(exc)) from None
        return DataApiTarget(
            str(doc["DBClusterArn"]),
            int(doc["_port"]),
            bool(doc.get("HttpEndpointEnabled")),
            doc.get("_database"),
        )
