"""SES's domain events on the bus (kinds in docs/events.md), published inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.services.ses.state import SesState


def emit(state: SesState, kind: str, account_id: str, region: str, resource: str, **data: Any) -> None:
    state.bus.publish(kind, service="ses", account_id=account_id, region=region, resource=resource, data=data)
