"""Kinesis streaming destinations of a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.dynamodb import lookup
from labcloud.services.dynamodb.state import DynamoDBState

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        DescribeKinesisStreamingDestinationRequest,
        DescribeKinesisStreamingDestinationResponse,
    )


def describe_kinesis_streaming_destination(
    state: DynamoDBState, request: DescribeKinesisStreamingDestinationRequest, ctx: RequestContext
) -> DescribeKinesisStreamingDestinationResponse:
    """No table has a Kinesis streaming destination yet (enabling one stays NotImplemented)."""
    table = lookup.table(state, ctx, request["TableName"])
    return {"TableName": table.name, "KinesisDataStreamDestinations": []}
