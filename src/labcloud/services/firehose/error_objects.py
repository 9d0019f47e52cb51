"""The objects a delivery writes beside its data, shared by every destination: the source records kept
whole (S3BackupMode AllData/AllDocuments), and the error objects under ErrorOutputPrefix as AWS shapes them,
one JSON line per record (attempts, arrival, error code and message, the base64 data; a transformation's
failure also names its Lambda) in ``<error prefix>/<error type>/...`` named like the stream's data objects."""

from __future__ import annotations

import base64
import gzip
import json
from datetime import datetime
from typing import Any

from labcloud.services.firehose import config, prefixes, transform, writing
from labcloud.services.firehose.repo.records import Buffered
from labcloud.services.firehose.repo.streams import DeliveryStream

#: The error output type of records the Lambda transformation failed.
PROCESSING_FAILED = "processing-failed"


def failed_line(
    data: bytes,
    arrival: float,
    attempts: int,
    code: str,
    message: str,
    now: float,
    lambda_arn: str | None = None,
) -> bytes:
    line: dict[str, Any] = {
        "attemptsMade": attempts,
        "arrivalTimestamp": int(arrival * 1000),
        "errorCode": code,
        "errorMessage": message,
        "attemptEndingTimestamp": int(now * 1000),
        "rawData": base64.b64encode(data).decode(),
    }
    if lambda_arn is not None:
        line["lambdaArn"] = lambda_arn
    return json.dumps(line).encode() + b"\n"


def error_key(stream: DeliveryStream, error_prefix: str, when: datetime, error_type: str) -> str:
    return prefixes.error_prefix(error_prefix, when, error_type) + prefixes.suffix(
        stream.name, stream.version, when, ""
    )


def processing_failed(
    stream: DeliveryStream, outcome: transform.Outcome, error_prefix: str, when: datetime, now: float
) -> tuple[str, bytes] | None:
    """The object of the records the transformation failed (None when none did)."""
    if not outcome.failed:
        return None
    arn = str((config.lambda_processor(stream.destination) or {}).get("LambdaArn", ""))
    body = b"".join(
        failed_line(f.record.data, f.record.arrival, f.attempts, f.code, f.message, now, arn)
        for f in outcome.failed
    )
    return error_key(stream, error_prefix, when, PROCESSING_FAILED), body


def source_backup(stream: DeliveryStream, batch: list[Buffered], when: datetime) -> tuple[str, bytes]:
    """Every source record of the batch, for the backup bucket (its Prefix, compression and extension)."""
    backup = config.backup_of(stream.destination)
    body = b"".join(r.data for r in batch)
    if backup.get("CompressionFormat") == "GZIP":
        body = gzip.compress(body)
    key = prefixes.data_prefix(str(backup.get("Prefix") or ""), when) + prefixes.suffix(
        stream.name, stream.version, when, writing.extension(backup)
    )
    return key, body
