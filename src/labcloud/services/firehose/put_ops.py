"""PutRecord and PutRecordBatch: records of a DirectPut stream buffered in SQLite (durable before the 200)
until the deliverer (``delivery.py``) writes them to S3. A batch is at most 500 records and 4 MiB."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.firehose import errors, lookup, publish
from labcloud.services.firehose.repo import records
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

if TYPE_CHECKING:
    from labcloud.services.firehose.api import (
        PutRecordBatchRequest,
        PutRecordBatchResponse,
        PutRecordRequest,
        PutRecordResponse,
    )

MAX_BATCH_BYTES = 4 * 1024 * 1024


def _record_id() -> str:
    return secrets.token_urlsafe(168)[:224]


def _direct_put(stream: DeliveryStream) -> None:
    if stream.kind != "DirectPut":
        raise errors.invalid_argument(
            f"This operation is not permitted on KinesisStreamAsSource type delivery stream {stream.arn}."
        )


def _encrypted(stream: DeliveryStream) -> bool:
    return (stream.encryption or {}).get("Status") == "ENABLED"


def _buffer(state: FirehoseState, stream: DeliveryStream, datas: list[bytes]) -> list[str]:
    now = clock.now()
    ids = [_record_id() for _ in datas]
    with state.store.transaction():
        records.add(state.store, stream.id, [(rid, data, now) for rid, data in zip(ids, datas, strict=True)])
        publish.emit(state, stream, "firehose.records.put", records=len(datas), bytes=sum(map(len, datas)))
    state.nudge()
    return ids


def put_record(state: FirehoseState, request: PutRecordRequest, ctx: RequestContext) -> PutRecordResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    _direct_put(stream)
    (rid,) = _buffer(state, stream, [bytes(request["Record"]["Data"])])
    return {"RecordId": rid, "Encrypted": _encrypted(stream)}


def put_record_batch(
    state: FirehoseState, request: PutRecordBatchRequest, ctx: RequestContext
) -> PutRecordBatchResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    _direct_put(stream)
    datas = [bytes(record["Data"]) for record in request["Records"]]
    if sum(map(len, datas)) > MAX_BATCH_BYTES:
        raise errors.invalid_argument(
            f"Records size exceeds 4 MB limit: the batch holds {sum(map(len, datas))} bytes."
        )
    ids = _buffer(state, stream, datas)
    return {
        "FailedPutCount": 0,
        "Encrypted": _encrypted(stream),
        "RequestResponses": [{"RecordId": rid} for rid in ids],
    }
