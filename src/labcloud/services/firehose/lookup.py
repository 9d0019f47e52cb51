"""Finding the delivery stream a request names (ResourceNotFoundException when there is none)."""

from __future__ import annotations

from datetime import datetime, timezone

from labcloud.context import RequestContext
from labcloud.services.firehose import errors
from labcloud.services.firehose.repo import streams
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState


def stream(state: FirehoseState, ctx: RequestContext, name: str) -> DeliveryStream:
    found = streams.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise errors.not_found(name, ctx.account_id)
    return found


def when(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, timezone.utc)
