"""The events RDS publishes (docs/events.md): identifiers and statuses, never passwords or rows."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.rds.state import RdsState


def publish(state: RdsState, kind: str, ctx: RequestContext, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="rds", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
