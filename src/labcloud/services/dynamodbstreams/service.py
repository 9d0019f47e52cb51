"""DynamoDB Streams in the service shape (``services/shape.py``): the ``dynamodbstreams`` API over
the stream tables, and retention (a periodic trim, and before a read whenever the oldest record
has expired).

It offers two typed interfaces: :class:`StreamJournal` (DynamoDB appends records and opens/closes
streams through it, inside its own transactions) and :class:`StreamSignals` (readers such as the
Lambda stream poller wait there for new records instead of sleeping).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.scheduler import Periodic
from labcloud.services.dynamodbstreams.interfaces import StreamJournal, StreamSignals
from labcloud.services.dynamodbstreams.repo.schema import SCHEMA, TABLES
from labcloud.services.dynamodbstreams.state import StreamsState
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.dynamodbstreams import retention, stream_ops, view
else:
    retention = lazy_module("labcloud.services.dynamodbstreams.retention")
    stream_ops = lazy_module("labcloud.services.dynamodbstreams.stream_ops")
    view = lazy_module("labcloud.services.dynamodbstreams.view")

OPERATIONS: dict[str, Operation[StreamsState]] = {
    "ListStreams": stream_ops.list_streams,
    "DescribeStream": stream_ops.describe_stream,
    "GetShardIterator": stream_ops.get_shard_iterator,
    "GetRecords": stream_ops.get_records,
}


def contributions(state: StreamsState) -> Contributions:
    journal: StreamJournal = state.journal  # mypy checks each keeps its interface's promise
    signals: StreamSignals = state.signals

    def streams_route(request: InternalRequest) -> InternalResponse:
        limit = max(0, min(request.int_arg("limit", 50), 1000))
        return json_response(view.streams_snapshot(state.store, request.arg("table"), limit))

    return Contributions(
        offers=(Offer(StreamJournal, journal), Offer(StreamSignals, signals)),
        periodic=(
            Periodic(
                "dynamodbstreams.trim", retention.interval(state), lambda now: retention.trim_now(state, now)
            ),
        ),
        routes=(InternalRoute("GET", "/dynamodbstreams/streams", streams_route),),
    )


def forget(state: StreamsState) -> None:
    state.journal.forget()


SERVICE: Service[StreamsState] = Service(
    name="dynamodbstreams",
    state=StreamsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget,
)
