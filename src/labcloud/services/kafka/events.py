"""The events MSK publishes on labcloud's bus (docs/events.md): ARNs, names and states, never server
properties or policies."""

from __future__ import annotations

from labcloud.services.kafka.state import KafkaState


def publish(
    state: KafkaState, kind: str, account_id: str, region: str, resource: str, **data: object
) -> None:
    state.bus.publish(
        kind, service="kafka", account_id=account_id, region=region, resource=resource, data=data
    )
