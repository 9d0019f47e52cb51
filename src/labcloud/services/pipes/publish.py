"""Pipes' domain events on labcloud's bus (kinds in docs/events.md)."""

from __future__ import annotations

from typing import Any

from labcloud.services.pipes.state import PipesState


def emit(state: PipesState, kind: str, account_id: str, region: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="pipes", account_id=account_id, region=region, resource=resource, data=data
    )
