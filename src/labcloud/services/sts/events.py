"""STS's domain events (docs/events.md), published inside the operation's transaction or after it."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.sts.state import StsState


def emit(state: StsState, ctx: RequestContext, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="sts", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
