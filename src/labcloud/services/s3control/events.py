"""S3 Control's domain events (docs/events.md): published inside the caller's transaction."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.s3control.state import S3ControlState


def emit(state: S3ControlState, ctx: RequestContext, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="s3control", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
