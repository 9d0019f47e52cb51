"""Map runs (and their children's rows) closed for longer than executions are kept go, with the test
cases of executions that are gone: a periodic task beside ``retention`` so the store stays bounded."""

from __future__ import annotations

from labcloud.services.stepfunctions.repo.map_runs import MapRuns
from labcloud.services.stepfunctions.repo.mock_cases import MockCases
from labcloud.services.stepfunctions.retention import BATCH, RETENTION_SECONDS
from labcloud.services.stepfunctions.state import SfnState


def sweep(state: SfnState, now: float, retention: float = RETENTION_SECONDS) -> int:
    """One pass; how many map runs it removed."""
    with state.store.transaction():
        removed = MapRuns(state.store).delete_closed_before(now - retention, BATCH)
        MockCases(state.store).delete_orphans()
    return removed
