"""The ``dynamodbstreams`` operations, each trimming expired records first: ListStreams,
DescribeStream, GetShardIterator, GetRecords (the reads themselves in :mod:`.reads`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.dynamodbstreams import reads
from labcloud.services.dynamodbstreams.retention import trim_if_expired
from labcloud.services.dynamodbstreams.state import StreamsState

if TYPE_CHECKING:
    from labcloud.services.dynamodbstreams.api import (
        DescribeStreamRequest,
        DescribeStreamResponse,
        GetRecordsRequest,
        GetRecordsResponse,
        GetShardIteratorRequest,
        GetShardIteratorResponse,
        ListStreamsRequest,
        ListStreamsResponse,
    )


def list_streams(
    state: StreamsState, request: ListStreamsRequest, ctx: RequestContext
) -> ListStreamsResponse:
    trim_if_expired(state)
    return cast("ListStreamsResponse", reads.list_streams(state.store, ctx, request))


def describe_stream(
    state: StreamsState, request: DescribeStreamRequest, ctx: RequestContext
) -> DescribeStreamResponse:
    trim_if_expired(state)
    return cast("DescribeStreamResponse", reads.describe_stream(state.store, ctx, request, state.shared))


def get_shard_iterator(
    state: StreamsState, request: GetShardIteratorRequest, ctx: RequestContext
) -> GetShardIteratorResponse:
    trim_if_expired(state)
    return cast("GetShardIteratorResponse", reads.get_shard_iterator(state.store, ctx, request, state.shared))


def get_records(state: StreamsState, request: GetRecordsRequest, ctx: RequestContext) -> GetRecordsResponse:
    trim_if_expired(state)
    answer = reads.get_records(state.store, state.streams, ctx, request, state.shared)
    return cast("GetRecordsResponse", answer)
