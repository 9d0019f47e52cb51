"""A table's Kinesis data stream destination: Enable/Disable/Update/DescribeKinesisStreamingDestination.

The destinations live in the table's definition (``meta["KinesisDestinations"]``: ``StreamArn``,
``DestinationStatus``, ``ApproximateCreationDateTimePrecision``), disabled ones kept, as DescribeKinesisStreamingDestination
shows them on AWS. A table streams to one stream at a time. Enabling answers ``ENABLING`` and the
destination is ``ACTIVE`` at once (labcloud has no provisioning delay); disabling answers
``DISABLING`` and it is ``DISABLED``. The changes themselves travel through :mod:`.kinesis_outbox`.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import lookup
from labcloud.services.dynamodb.state import DynamoDBState
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


def _destinations(meta: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = meta.setdefault("KinesisDestinations", [])
    return found


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
    meta = json.loads(json.dumps(table.meta))
    destinations = _destinations(meta)
    if any(d["DestinationStatus"] == "ACTIVE" for d in destinations):
        raise _invalid(
            "Table is not in a valid state to enable Kinesis Streaming Destination: "
            "EnableKinesisStreamingDestination must be DISABLED or ENABLE_FAILED to perform ENABLE operation."
        )
    destinations[:] = [d for d in destinations if d["StreamArn"] != arn]
    destinations.append(
        {"StreamArn": arn, "DestinationStatus": "ACTIVE", "ApproximateCreationDateTimePrecision": precision}
    )
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
) -> tuple[TableDef, dict[str, Any], dict[str, Any]]:
    table = lookup.table(state, ctx, name)
    meta = json.loads(json.dumps(table.meta))
    for destination in _destinations(meta):
        if destination["StreamArn"] == arn and destination["DestinationStatus"] == "ACTIVE":
            return table, meta, destination
    raise _invalid(
        f"Table is not in a valid state to {verb.lower()} Kinesis Streaming Destination: "
        f"{verb}KinesisStreamingDestination must be ACTIVE to perform {verb.upper()} operation."
    )


def disable_kinesis_streaming_destination(
    state: DynamoDBState, request: DisableKinesisStreamingDestinationRequest, ctx: RequestContext
) -> DisableKinesisStreamingDestinationResponse:
    table, meta, destination = _active(state, ctx, request["TableName"], request["StreamArn"], "Disable")
    destination["DestinationStatus"] = "DISABLED"
    with state.store.transaction():
        state.tables.save_meta(table, meta)
    return {
        "TableName": table.name,
        "StreamArn": destination["StreamArn"],
        "DestinationStatus": "DISABLING",
        "EnableKinesisStreamingConfiguration": {
            "ApproximateCreationDateTimePrecision": destination["ApproximateCreationDateTimePrecision"]
        },
    }


def update_kinesis_streaming_destination(
    state: DynamoDBState, request: UpdateKinesisStreamingDestinationRequest, ctx: RequestContext
) -> UpdateKinesisStreamingDestinationResponse:
    table, meta, destination = _active(state, ctx, request["TableName"], request["StreamArn"], "Update")
    precision = (request.get("UpdateKinesisStreamingConfiguration") or {}).get(
        "ApproximateCreationDateTimePrecision"
    )
    if precision is None:
        raise _invalid("UpdateKinesisStreamingConfiguration must be provided with a precision to update")
    if precision == destination["ApproximateCreationDateTimePrecision"]:
        raise _invalid(
            f"Invalid Request: Precision is already set to the desired value of {precision} for this Kinesis "
            "streaming destination."
        )
    destination["ApproximateCreationDateTimePrecision"] = precision
    with state.store.transaction():
        state.tables.save_meta(table, meta)
    return {
        "TableName": table.name,
        "StreamArn": destination["StreamArn"],
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
            "KinesisDataStreamDestinations": [dict(d) for d in table.meta.get("KinesisDestinations") or []],
        },
    )
