"""The events Glue publishes (docs/events.md): names, ids and states, never data or script content."""

from __future__ import annotations

from labcloud.services.glue.state import GlueState


def publish(state: GlueState, kind: str, account_id: str, region: str, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="glue", account_id=account_id, region=region, resource=resource, data=data
    )
