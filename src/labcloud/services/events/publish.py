"""EventBridge's domain events on labcloud's bus (kinds in docs/events.md)."""

from __future__ import annotations

from typing import Any

from labcloud.services.events.state import EventsState


def emit(state: EventsState, kind: str, account_id: str, region: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="events", account_id=account_id, region=region, resource=resource, data=data
    )
