"""Lambda data transformation (ProcessingConfiguration), with Firehose's record/result protocol.

The function gets ``{"invocationId", "deliveryStreamArn", "region", "records": [{"recordId",
"approximateArrivalTimestamp", "data"}]}`` (plus ``sourceKinesisStreamArn`` for a Kinesis source) and must
answer ``{"records": [{"recordId", "result": "Ok"|"Dropped"|"ProcessingFailed", "data"}]}`` for every
record. It is invoked as the stream's role (``lambda:InvokeFunction`` is needed), in batches of at most
the processor's BufferSizeInMBs (default 1 MB; Lambda's payload limit is 6 MB), retried NumberOfRetries
times (default 3); records it fails, or all of a batch whose invocation keeps failing, are failed
records with AWS's error codes, for the ErrorOutputPrefix.
"""

from __future__ import annotations

import base64
import binascii
import json
import uuid
from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.firehose.repo.records import Buffered
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

DEFAULT_RETRIES = 3
MIB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Failed:
    record: Buffered
    code: str
    message: str
    attempts: int


@dataclass(slots=True)
class Outcome:
    ok: list[bytes]
    failed: list[Failed]
    dropped: int = 0


def _batches(batch: list[Buffered], limit: int) -> list[list[Buffered]]:
    out: list[list[Buffered]] = []
    size = 0
    for record in batch:
        weight = len(record.data) * 4 // 3 + 200
        if out and size + weight <= limit:
            out[-1].append(record)
            size += weight
        else:
            out.append([record])
            size = weight
    return out


async def _invoke(
    state: FirehoseState, stream: DeliveryStream, arn: str, chunk: list[Buffered], calling: dict[str, Any]
) -> tuple[Any, str, str]:
    event: dict[str, Any] = {
        "invocationId": str(uuid.uuid4()),
        "deliveryStreamArn": stream.arn,
        "region": stream.region,
        "records": [
            {
                "recordId": r.record_id,
                "approximateArrivalTimestamp": int(r.arrival * 1000),
                "data": base64.b64encode(r.data).decode(),
            }
            for r in chunk
        ],
    }
    if stream.source and "KinesisStreamARN" in stream.source:
        event["sourceKinesisStreamArn"] = stream.source["KinesisStreamARN"]
    try:
        answer = await state.services.call(
            "lambda",
            "Invoke",
            {"FunctionName": arn, "InvocationType": "RequestResponse", "Payload": json.dumps(event).encode()},
            **calling,
        )
    except AwsError as error:
        code = (
            "Lambda.InvokeAccessDenied" if error.code == "AccessDeniedException" else f"Lambda.{error.code}"
        )
        return None, code, error.message
    payload = answer.get("Payload") or b""
    if hasattr(payload, "read"):
        payload = payload.read()
    text = payload.decode(errors="replace") if isinstance(payload, bytes) else str(payload)
    if answer.get("FunctionError"):
        return (
            None,
            "Lambda.FunctionError",
            f"The Lambda function was successfully invoked but it returned an error result: {text[:512]}",
        )
    try:
        return json.loads(text), "", ""
    except ValueError:
        return (
            None,
            "Lambda.JsonProcessingException",
            "The response from the Lambda function is not valid JSON.",
        )


def _results(chunk: list[Buffered], answer: Any, attempts: int, outcome: Outcome) -> None:
    given = answer.get("records") if isinstance(answer, dict) else None
    if not isinstance(given, list):
        for r in chunk:
            outcome.failed.append(
                Failed(r, "Lambda.MissingRecordId", "The response has no records.", attempts)
            )
        return
    by_id = {str(item.get("recordId")): item for item in given if isinstance(item, dict)}
    for r in chunk:
        item = by_id.get(r.record_id)
        if item is None:
            outcome.failed.append(
                Failed(r, "Lambda.MissingRecordId", "One or more record Ids were not returned.", attempts)
            )
            continue
        result = item.get("result")
        if result == "Dropped":
            outcome.dropped += 1
        elif result == "Ok":
            try:
                outcome.ok.append(base64.b64decode(str(item.get("data") or ""), validate=True))
            except (binascii.Error, ValueError):
                outcome.failed.append(
                    Failed(r, "Lambda.InvalidData", "The transformed data is not valid base64.", attempts)
                )
        elif result == "ProcessingFailed":
            outcome.failed.append(
                Failed(r, "Lambda.ProcessingFailedStatus", "ProcessingFailed status set for record", attempts)
            )
        else:
            outcome.failed.append(
                Failed(r, "Lambda.InvalidResult", f"Invalid result {result!r} for record.", attempts)
            )


async def run(
    state: FirehoseState,
    stream: DeliveryStream,
    params: dict[str, str],
    batch: list[Buffered],
    calling: dict[str, Any],
) -> Outcome:
    arn = params["LambdaArn"]
    retries = int(params.get("NumberOfRetries", DEFAULT_RETRIES))
    limit = int(params.get("BufferSizeInMBs", 1)) * MIB
    outcome = Outcome([], [])
    for chunk in _batches(batch, limit):
        code = message = ""
        answer: Any = None
        attempts = 0
        for _ in range(retries + 1):
            attempts += 1
            answer, code, message = await _invoke(state, stream, arn, chunk, calling)
            if not code:
                break
        if code:
            outcome.failed += [Failed(r, code, message, attempts) for r in chunk]
        else:
            _results(chunk, answer, attempts, outcome)
    return outcome
