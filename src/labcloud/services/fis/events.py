"""FIS's domain events (docs/events.md)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.fis.state import FisState


def emit(state: FisState, ctx: RequestContext, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="fis", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
