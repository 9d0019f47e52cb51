"""AWS::DynamoDB::Table's ``KinesisStreamSpecification`` (``StreamArn``, ``ApproximateCreationDateTimePrecision``):
enabled, switched to another stream, re-timed or disabled in place through DynamoDB's Kinesis
streaming destination operations."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import ResourceCall

#: DynamoDB's default precision when a destination is enabled without one.
DEFAULT_PRECISION = "MICROSECOND"


def _precision(spec: dict[str, Any]) -> str:
    return str(spec.get("ApproximateCreationDateTimePrecision") or DEFAULT_PRECISION)


async def apply(rc: ResourceCall, table: str, old: Any, new: Any) -> None:
    """Move the table's destination from the ``old`` specification to the ``new`` one (either may be None)."""
    if old == new:
        return
    if old and (not new or old["StreamArn"] != new["StreamArn"]):
        await rc.call(
            "dynamodb",
            "DisableKinesisStreamingDestination",
            {"TableName": table, "StreamArn": old["StreamArn"]},
        )
    if not new:
        return
    if old and old["StreamArn"] == new["StreamArn"]:
        if _precision(old) != _precision(new):
            await rc.call(
                "dynamodb",
                "UpdateKinesisStreamingDestination",
                {
                    "TableName": table,
                    "StreamArn": new["StreamArn"],
                    "UpdateKinesisStreamingConfiguration": {
                        "ApproximateCreationDateTimePrecision": _precision(new)
                    },
                },
            )
        return
    await rc.call(
        "dynamodb",
        "EnableKinesisStreamingDestination",
        {
            "TableName": table,
            "StreamArn": new["StreamArn"],
            "EnableKinesisStreamingConfiguration": {"ApproximateCreationDateTimePrecision": _precision(new)},
        },
    )
