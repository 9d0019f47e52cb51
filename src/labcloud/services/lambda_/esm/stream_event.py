"""What a DynamoDB stream mapping hands the function and the on-failure destination, as AWS shapes them
(Kinesis records' event shape is in ``stream_kinds.py``; both share ``failure_record``).

``lambda_record`` turns a ``GetRecords`` record into an event record (epoch-second creation time,
binary values base64, ``eventSourceARN``, lower-case ``userIdentity``); ``failure_record`` is the
invocation record sent to an OnFailure destination, with ``DDBStreamBatchInfo`` naming the
shard and sequence range instead of the records themselves.
"""

from __future__ import annotations

import base64
from datetime import datetime, timezone
from typing import Any

from labcloud import clock


def _json_value(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, dict):
        return {k: _json_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_value(v) for v in value]
    return value


def epoch_seconds(value: Any) -> int:
    if isinstance(value, datetime):
        return int(value.timestamp())
    return int(value)


def lambda_record(record: dict[str, Any], stream_arn: str) -> dict[str, Any]:
    """One ``Records[]`` entry of the Lambda event for a stream record."""
    body = dict(record["dynamodb"])
    body["ApproximateCreationDateTime"] = epoch_seconds(body["ApproximateCreationDateTime"])
    for image in ("Keys", "NewImage", "OldImage"):
        if image in body:
            body[image] = _json_value(body[image])
    out: dict[str, Any] = {
        "eventID": record["eventID"],
        "eventName": record["eventName"],
        "eventVersion": record["eventVersion"],
        "eventSource": record["eventSource"],
        "awsRegion": record["awsRegion"],
        "dynamodb": body,
        "eventSourceARN": stream_arn,
    }
    identity = record.get("userIdentity")
    if identity:
        out["userIdentity"] = {"type": identity.get("Type"), "principalId": identity.get("PrincipalId")}
    return out


def _iso_seconds(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def failure_record(
    info_key: str,
    records: list[tuple[str, float]],
    *,
    request_id: str,
    function_arn: str,
    condition: str,
    attempts: int,
    result: Any,
    executed_version: str,
    shard_id: str,
    stream_arn: str,
) -> dict[str, Any]:
    """The invocation record an OnFailure destination receives for a discarded batch: ``info_key``
    (``DDBStreamBatchInfo`` or ``KinesisBatchInfo``) names the shard and the records' (sequence
    number, arrival) range instead of carrying the records."""
    now = clock.now_datetime()
    response: dict[str, Any] = {"statusCode": 200, "executedVersion": executed_version}
    if result is not None and result.function_error:
        response["functionError"] = result.function_error
    (first_seq, first_at), (last_seq, last_at) = records[0], records[-1]
    return {
        "requestContext": {
            "requestId": request_id,
            "functionArn": function_arn,
            "condition": condition,
            "approximateInvokeCount": attempts,
        },
        "responseContext": response,
        "version": "1.0",
        "timestamp": now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z",
        info_key: {
            "shardId": shard_id,
            "startSequenceNumber": first_seq,
            "endSequenceNumber": last_seq,
            "approximateArrivalOfFirstRecord": _iso_seconds(first_at),
            "approximateArrivalOfLastRecord": _iso_seconds(last_at),
            "batchSize": len(records),
            "streamArn": stream_arn,
        },
    }
