"""The events ECS publishes (docs/events.md): ARNs, names and counts, never environment values."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.ecs.state import EcsState


def publish(state: EcsState, kind: str, ctx: RequestContext, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="ecs", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
