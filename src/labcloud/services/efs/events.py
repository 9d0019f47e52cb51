"""The events EFS publishes (docs/events.md): ids, names and facts, never file contents."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.efs.state import EfsState


def publish(state: EfsState, kind: str, ctx: RequestContext, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="efs", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
