"""Kinesis's domain events, published from inside the operations' transactions, and reader wake-ups."""

from __future__ import annotations

from typing import Any

from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.state import KinesisState


def emit(state: KinesisState, stream: Stream, kind: str, **data: Any) -> None:
    data.setdefault("stream_name", stream.name)
    state.bus.publish(
        kind,
        service="kinesis",
        account_id=stream.account_id,
        region=stream.region,
        resource=stream.arn,
        data=data,
    )


def wake_after_commit(state: KinesisState, stream: Stream) -> None:
    signals = state.signals
    arn = stream.arn
    state.store.after_commit(lambda: signals.notify(arn))
