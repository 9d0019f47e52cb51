"""The events AppConfig publishes (docs/events.md): ids, names and facts, never configuration content."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.appconfig.state import AppConfigState


def publish(state: AppConfigState, kind: str, ctx: RequestContext, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="appconfig", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
