"""A table's Kinesis data stream destination: Enable/Disable/Update/DescribeKinesisStreamingDestination.

The destinations live in the table's definition (``TableMeta.kinesis_destinations``: stream ARN,
status, ``ApproximateCreationDateTimePrecision``), disabled ones kept, as DescribeKinesisStreamingDestination
shows them on AWS. A table streams to one stream at a time. Enabling answers ``ENABLING`` and the
destination is ``ACTIVE`` at once (labcloud has no provisioning delay); disabling answers
``DISABLING`` and it is ``DISABLED``. The changes themselves travel through :mod:`.kinesis_outbox`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import lookup
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.table_meta import KinesisDestination, TableMeta
from labcloud.services.dynamodb.tables import TableDef

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        DescribeKinesisStreamingDestinationRequest,
        DescribeKinesisStreamingDestinationResponse,
        DisableKinesisStreamingDestinationRequest,
        DisableKinesisStreamingDestinationResponse,
        EnableKinesisStreamingDestinationRequest,
        EnableKinesisStreamingDestinationResponse,
        UpdateKinesisStreamingDestinationRequest,
        UpdateKinesisStreamingDestinationResponse,
    )

PRECISIONS = ("MILLISECOND", "MICROSECOND")


def _invalid(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def _with_destination(table: TableDef, destination: KinesisDestination) -> TableMeta:
    """The table's definition with ``destination`` last, instead of any earlier one for its stream."""
    others = tuple(
        d for d in table.definition.kinesis_destinations or () if d.stream_arn != destination.stream_arn
    )
    return replace(table.definition, kinesis_destinations=(*others, destination))


def _replaced(table: TableDef, old: KinesisDestination, new: KinesisDestination) -> TableMeta:
    """The table's definition with its destination ``old`` changed to ``new``, in place."""
    destinations = table.definition.kinesis_destinations or ()
    return replace(table.definition, kinesis_destinations=tuple(new if d is old else d for d in destinations))


async def enable_kinesis_streaming_destination(
    state: DynamoDBState, request: EnableKinesisStreamingDestinationRequest, ctx: RequestContext
) -> EnableKinesisStreamingDestinationResponse:
    table = lookup.table(state, ctx, request["TableName"])
    arn = request["StreamArn"]
    precision = (request.get("EnableKinesisStreamingConfiguration") or {}).get(
        "ApproximateCreationDateTimePrecision", "MICROSECOND"
    )
    try:
        await state.caller.call(
            "kinesis",
            "DescribeStreamSummary",
            {"StreamARN": arn},
            account_id=ctx.account_id,
            region=ctx.region,
            principal=ctx.principal,
        )
    except AwsError as error:
        if error.code == "ResourceNotFoundException":
            raise AwsError(
                "ResourceNotFoundException",
                f"Requested resource not found: Stream: {arn} not found",
                status=400,
            ) from None
        raise
    if table.definition.active_kinesis() is not None:
        raise _invalid(
            "Table is not in a valid state to enable Kinesis Streaming Destination: "
            "EnableKinesisStreamingDestination must be DISABLED or ENABLE_FAILED to perform ENABLE operation."
        )
    meta = _with_destination(table, KinesisDestination(arn, "ACTIVE", precision))
    with state.store.transaction():
        state.tables.save_meta(table, meta)
    return {
        "TableName": table.name,
        "StreamArn": arn,
        "DestinationStatus": "ENABLING",
        "EnableKinesisStreamingConfiguration": {"ApproximateCreationDateTimePrecision": precision},
    }


def _active(
    state: DynamoDBState, ctx: RequestContext, name: str, arn: str, verb: str
) -> tuple[TableDef, KinesisDestination]:
    table = lookup.table(state, ctx, name)
    for destination in table.definition.kinesis_destinations or ():
        if destination.stream_arn == arn and destination.destination_status == "ACTIVE":
            return table, destination
    raise _invalid(
        f"Table is not in a valid state to {verb.lower()} Kinesis Streaming Destination: "
        f"{verb}KinesisStreamingDestination must be ACTIVE to perform {verb.upper()} operation."
    )


def disable_kinesis_streaming_destination(
    state: DynamoDBState, request: DisableKinesisStreamingDestinationRequest, ctx: RequestContext
) -> DisableKinesisStreamingDestinationResponse:
    table, destination = _active(state, ctx, request["TableName"], request["StreamArn"], "Disable")
    with state.store.transaction():
        state.tables.save_meta(
            table, _replaced(table, destination, replace(destination, destination_status="DISABLED"))
        )
    return cast(
        "DisableKinesisStreamingDestinationResponse",
        {
            "TableName": table.name,
            "StreamArn": destination.stream_arn,
            "DestinationStatus": "DISABLING",
            "EnableKinesisStreamingConfiguration": {
                "ApproximateCreationDateTimePrecision": destination.precision
            },
        },
    )


def update_kinesis_streaming_destination(
    state: DynamoDBState, request: UpdateKinesisStreamingDestinationRequest, ctx: RequestContext
) -> UpdateKinesisStreamingDestinationResponse:
    table, destination = _active(state, ctx, request["TableName"], request["StreamArn"], "Update")
    precision = (request.get("UpdateKinesisStreamingConfiguration") or {}).get(
        "ApproximateCreationDateTimePrecision"
    )
    if precision is None:
        raise _invalid("UpdateKinesisStreamingConfiguration must be provided with a precision to update")
    if precision == destination.precision:
        raise _invalid(
            f"Invalid Request: Precision is already set to the desired value of {precision} for this Kinesis "
            "streaming destination."
        )
    with state.store.transaction():
        state.tables.save_meta(
            table, _replaced(table, destination, replace(destination, precision=precision))
        )
    return {
        "TableName": table.name,
        "StreamArn": destination.stream_arn,
        "DestinationStatus": "UPDATING",
        "UpdateKinesisStreamingConfiguration": {"ApproximateCreationDateTimePrecision": precision},
    }


def describe_kinesis_streaming_destination(
    state: DynamoDBState, request: DescribeKinesisStreamingDestinationRequest, ctx: RequestContext
) -> DescribeKinesisStreamingDestinationResponse:
    table = lookup.table(state, ctx, request["TableName"])
    return cast(
        "DescribeKinesisStreamingDestinationResponse",
        {
            "TableName": table.name,
            "KinesisDataStreamDestinations": [
                d.to_doc() for d in table.definition.kinesis_destinations or ()
            ],
        },
    )
