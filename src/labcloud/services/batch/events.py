"""The events Batch publishes on labcloud's bus (docs/events.md): ARNs, names and statuses, never
parameter values or environment."""

from __future__ import annotations

from labcloud.services.batch.state import BatchState


def publish(
    state: BatchState, kind: str, account_id: str, region: str, resource: str, **data: object
) -> None:
    state.bus.publish(
        kind, service="batch", account_id=account_id, region=region, resource=resource, data=data
    )
