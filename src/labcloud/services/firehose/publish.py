"""Firehose's domain events (docs/events.md), published from inside the operations' transactions."""

from __future__ import annotations

from typing import Any

from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState


def emit(state: FirehoseState, stream: DeliveryStream, kind: str, **data: Any) -> None:
    data.setdefault("stream_name", stream.name)
    state.bus.publish(
        kind,
        service="firehose",
        account_id=stream.account_id,
        region=stream.region,
        resource=stream.arn,
        data=data,
    )
