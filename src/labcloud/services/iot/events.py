"""The events IoT publishes for the view (docs/events.md): resources made and removed, publishes, rule
actions run or failed, shadows updated. Payload bytes never travel in an event, only their size."""

from __future__ import annotations

from labcloud.services.iot.state import IotState


def emit(state: IotState, kind: str, account_id: str, region: str, resource: str, **data: object) -> None:
    state.bus.publish(kind, service="iot", account_id=account_id, region=region, resource=resource, data=data)
