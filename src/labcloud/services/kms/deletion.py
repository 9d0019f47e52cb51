"""Key deletion when a waiting period ends: the periodic sweep, and the same step taken by any lookup that
finds a key past its deletion date (so a read right after the clock moves never sees a deleted key)."""

from __future__ import annotations

from labcloud.services.kms.repo.keys import Key
from labcloud.services.kms.state import KmsState

DAY = 86400.0


def delete_due(state: KmsState, now: float) -> None:
    """Keys whose waiting period ended by ``now`` are deleted with their material and aliases."""
    due = state.keys.due_for_deletion(now)
    if not due:
        return
    with state.store.transaction():
        for key in due:
            state.keys.delete(key)
            if not state.keys.related(key.key_id):
                state.material.pop(key.key_id, None)
            publish(state, "kms.key.deleted", key)
            _primary_waits_no_more(state, key, now)


def is_due(key: Key, now: float) -> bool:
    return key.state == "PendingDeletion" and key.deletion_date is not None and key.deletion_date <= now


def publish(state: KmsState, kind: str, key: Key, **data: object) -> None:
    state.bus.publish(
        kind,
        service="kms",
        account_id=key.account_id,
        region=key.region,
        resource=key.arn,
        data={"key_id": key.key_id, **data},
    )


def _primary_waits_no_more(state: KmsState, deleted: Key, now: float) -> None:
    """A primary in PendingReplicaDeletion starts its own waiting period once its last replica is deleted."""
    if deleted.primary_region is None:
        return
    left = state.keys.related(deleted.key_id)
    if len(left) != 1 or left[0].state != "PendingReplicaDeletion":
        return
    primary = left[0]
    state.keys.update(
        primary, state="PendingDeletion", deletion_date=now + (primary.pending_days or 30) * DAY
    )
    publish(state, "kms.key.deletion_scheduled", primary, pending_days=primary.pending_days)
