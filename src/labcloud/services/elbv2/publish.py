"""ELBv2's domain events (docs/events.md), published from inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.services.elbv2.state import Elbv2State


def emit(state: Elbv2State, account_id: str, region: str, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="elbv2", account_id=account_id, region=region, resource=resource, data=data
    )
