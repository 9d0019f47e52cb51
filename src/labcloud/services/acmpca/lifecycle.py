"""What happens to CAs on labcloud's clock: an ACTIVE CA past its certificate's NotAfter becomes EXPIRED,
and a DELETED CA whose restoration period ended is removed with what it issued."""

from __future__ import annotations

from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.state import AcmPcaState

SWEEP_SECONDS = 60.0


def sweep(state: AcmPcaState, now: float) -> None:
    with state.store.transaction():
        for authority in state.records.expired(now):
            changed = state.records.update(authority, status="EXPIRED", changed=now)
            publish(state, "acm-pca.authority.expired", changed)
        state.records.purge(now)
