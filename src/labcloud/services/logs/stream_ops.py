"""Log stream operations: CreateLogStream, DeleteLogStream, DescribeLogStreams."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext

from . import describe_streams
from .lookups import emit, group, group_of, now_ms
from .names import stream_arn
from .state import LogsState

if TYPE_CHECKING:
    from .api import (
        CreateLogStreamRequest,
        CreateLogStreamResponse,
        DeleteLogStreamRequest,
        DeleteLogStreamResponse,
        DescribeLogStreamsRequest,
        DescribeLogStreamsResponse,
    )


def create_log_stream(
    state: LogsState, request: CreateLogStreamRequest, ctx: RequestContext
) -> CreateLogStreamResponse:
    group_name, name = request["logGroupName"], request["logStreamName"]
    with state.store.transaction():
        state.streams.create(group(state, ctx, group_name).id, name, now_ms())
        emit(
            state,
            ctx,
            "logs.stream.created",
            stream_arn(ctx.region, ctx.account_id, group_name, name),
            log_group=group_name,
            log_stream=name,
        )
    return {}


def delete_log_stream(
    state: LogsState, request: DeleteLogStreamRequest, ctx: RequestContext
) -> DeleteLogStreamResponse:
    with state.store.transaction():
        found = group(state, ctx, request["logGroupName"])
        state.streams.delete(state.streams.require(found.id, request["logStreamName"]).id)
    return {}


def describe_log_streams(
    state: LogsState, request: DescribeLogStreamsRequest, ctx: RequestContext
) -> DescribeLogStreamsResponse:
    answer = describe_streams.describe_log_streams(state.streams, group_of(state, ctx, request), request)
    return cast("DescribeLogStreamsResponse", answer)
