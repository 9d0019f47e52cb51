"""Route 53's domain events (docs/events.md): published inside the caller's transaction."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.route53.state import Route53State


def emit(state: Route53State, ctx: RequestContext, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="route53", account_id=ctx.account_id, region="us-east-1", resource=resource, data=data
    )
