"""Closed executions are kept 90 days after they stop, as on AWS; then their history, tokens and rows go
(a periodic task, so the store stays bounded however many executions a lab runs)."""

from __future__ import annotations

from labcloud.services.stepfunctions.state import SfnState

RETENTION_SECONDS = 90 * 24 * 3600.0
INTERVAL = 3600.0
#: At most this many executions removed per pass (one transaction stays short).
BATCH = 500


def sweep(state: SfnState, now: float, retention: float = RETENTION_SECONDS) -> int:
    """One pass; how many closed executions it removed."""
    with state.store.transaction():
        return state.executions.delete_closed_before(now - retention, BATCH)
