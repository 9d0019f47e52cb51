"""What differs between the two stream sources a stream mapping reads: DynamoDB streams and Kinesis.

The poller (``stream_poller.py``) holds the per-shard rules (ordering, batches, retries, bisection,
OnFailure, checkpoints) once; a :class:`StreamKind` answers the source-specific questions: which
service and parameter names to call, how to list shards, where a record's sequence number and
arrival time are, the Lambda event record AWS builds for it, what a filter pattern sees, and the
name of the batch-info member of an OnFailure invocation record.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from labcloud import json_document
from labcloud.services.lambda_.esm.stream_event import lambda_record

Call = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]


def _epoch(value: Any) -> float:
    return value.timestamp() if isinstance(value, datetime) else float(value)


class DynamoDBStreamKind:
    service = "dynamodbstreams"
    arn_param = "StreamArn"
    iterator_sequence = "SequenceNumber"
    batch_info = "DDBStreamBatchInfo"
    resume_codes = ("ExpiredIteratorException", "TrimmedDataAccessException")

    async def shards(self, call: Call, arn: str) -> list[dict[str, Any]]:
        shards: list[dict[str, Any]] = []
        start: str | None = None
        while True:
            params: dict[str, Any] = {"StreamArn": arn}
            if start:
                params["ExclusiveStartShardId"] = start
            description = (await call("DescribeStream", params))["StreamDescription"]
            shards += description["Shards"]
            start = description.get("LastEvaluatedShardId")
            if not start:
                return shards

    def raw_sequence(self, record: dict[str, Any]) -> str:
        return str(record["dynamodb"]["SequenceNumber"])

    def raw_size(self, record: dict[str, Any]) -> int:
        return int(record["dynamodb"].get("SizeBytes", 0)) * 2 + 512

    def to_event(self, record: dict[str, Any], arn: str, shard_id: str, role: str) -> dict[str, Any]:
        return lambda_record(record, arn)

    def sequence(self, event: dict[str, Any]) -> str:
        return str(event["dynamodb"]["SequenceNumber"])

    def arrival(self, event: dict[str, Any]) -> float:
        return float(event["dynamodb"]["ApproximateCreationDateTime"])

    def lane_key(self, record: dict[str, Any]) -> bytes:
        return json.dumps(record["dynamodb"]["Keys"], sort_keys=True, default=str).encode()

    def filter_view(self, event: dict[str, Any]) -> dict[str, Any]:
        return event


class KinesisStreamKind:
    service = "kinesis"
    arn_param = "StreamARN"
    iterator_sequence = "StartingSequenceNumber"
    batch_info = "KinesisBatchInfo"
    resume_codes = ("ExpiredIteratorException",)

    async def shards(self, call: Call, arn: str) -> list[dict[str, Any]]:
        shards: list[dict[str, Any]] = []
        params: dict[str, Any] = {"StreamARN": arn}
        while True:
            page = await call("ListShards", params)
            shards += page["Shards"]
            token = page.get("NextToken")
            if not token:
                return shards
            params = {"NextToken": token}

    def raw_sequence(self, record: dict[str, Any]) -> str:
        return str(record["SequenceNumber"])

    def raw_size(self, record: dict[str, Any]) -> int:
        return len(record["Data"]) * 4 // 3 + len(record["PartitionKey"]) + 512

    def to_event(self, record: dict[str, Any], arn: str, shard_id: str, role: str) -> dict[str, Any]:
        """The ``Records[]`` entry AWS hands a function for a Kinesis record (data base64-encoded)."""
        sequence = str(record["SequenceNumber"])
        return {
            "kinesis": {
                "kinesisSchemaVersion": "1.0",
                "partitionKey": record["PartitionKey"],
                "sequenceNumber": sequence,
                "data": base64.b64encode(bytes(record["Data"])).decode("ascii"),
                "approximateArrivalTimestamp": round(_epoch(record["ApproximateArrivalTimestamp"]), 3),
            },
            "eventSource": "aws:kinesis",
            "eventVersion": "1.0",
            "eventID": f"{shard_id}:{sequence}",
            "eventName": "aws:kinesis:record",
            "invokeIdentityArn": role,
            "awsRegion": arn.split(":")[3],
            "eventSourceARN": arn,
        }

    def sequence(self, event: dict[str, Any]) -> str:
        return str(event["kinesis"]["sequenceNumber"])

    def arrival(self, event: dict[str, Any]) -> float:
        return float(event["kinesis"]["approximateArrivalTimestamp"])

    def lane_key(self, record: dict[str, Any]) -> bytes:
        return str(record["PartitionKey"]).encode()

    def filter_view(self, event: dict[str, Any]) -> dict[str, Any]:
        """Filters see the record's metadata and its data decoded when it is JSON (AWS's rule)."""
        body = dict(event["kinesis"])
        try:
            body["data"] = json_document.loads(base64.b64decode(body["data"]))
        except ValueError:
            pass
        return {**event, **body, "kinesis": body}


StreamKind = DynamoDBStreamKind | KinesisStreamKind
DYNAMODB = DynamoDBStreamKind()
KINESIS = KinesisStreamKind()


def kind_of(arn: str) -> StreamKind:
    return KINESIS if arn.split(":")[2:3] == ["kinesis"] else DYNAMODB
