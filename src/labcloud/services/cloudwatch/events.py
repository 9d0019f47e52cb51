"""CloudWatch's domain events (docs/events.md)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext

from .state import CloudWatchState


def emit(state: CloudWatchState, ctx: RequestContext, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="cloudwatch", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
