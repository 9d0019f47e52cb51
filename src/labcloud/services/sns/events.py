"""SNS's domain events on the bus (kinds in docs/events.md), published inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.services.sns.state import SnsState


def emit(state: SnsState, kind: str, account_id: str, region: str, resource: str, **data: Any) -> None:
    state.bus.publish(kind, service="sns", account_id=account_id, region=region, resource=resource, data=data)


def wake_after_commit(state: SnsState) -> None:
    """Wake the delivery worker once the current transaction commits."""
    wake = state.wake
    state.store.after_commit(wake.set)
