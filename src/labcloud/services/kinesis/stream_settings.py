"""A stream's settings: retention (24 to 8760 hours) and the server-side encryption flags."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kinesis import timing
from labcloud.services.kinesis.errors import in_use, invalid_argument
from labcloud.services.kinesis.lookup import stream_of
from labcloud.services.kinesis.publish import emit
from labcloud.services.kinesis.repo import streams
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        DecreaseStreamRetentionPeriodRequest,
        DecreaseStreamRetentionPeriodResponse,
        IncreaseStreamRetentionPeriodRequest,
        IncreaseStreamRetentionPeriodResponse,
        StartStreamEncryptionRequest,
        StartStreamEncryptionResponse,
        StopStreamEncryptionRequest,
        StopStreamEncryptionResponse,
    )

MIN_RETENTION = 24
MAX_RETENTION = 8760


def _active(stream: Stream, now: float) -> None:
    status = stream.status_at(now)
    if status != "ACTIVE":
        raise in_use(stream.name, stream.account_id, status)


def _check_bounds(hours: int) -> None:
    if hours < MIN_RETENTION:
        raise invalid_argument(
            f"Minimum allowed retention period is {MIN_RETENTION} hours. "
            f"Requested retention period ({hours} hours) is too short."
        )
    if hours > MAX_RETENTION:
        raise invalid_argument(
            f"Maximum allowed retention period is {MAX_RETENTION} hours. "
            f"Requested retention period ({hours} hours) is too long."
        )


def increase_retention(
    state: KinesisState, request: IncreaseStreamRetentionPeriodRequest, ctx: RequestContext
) -> IncreaseStreamRetentionPeriodResponse:
    hours = request["RetentionPeriodHours"]
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        _check_bounds(hours)
        if hours < stream.retention_hours:
            raise invalid_argument(
                f"Requested retention period ({hours} hours) for stream {stream.name} can not be shorter than "
                f"existing retention period ({stream.retention_hours} hours). Use DecreaseRetentionPeriod API."
            )
        _active(stream, clock.now())
        streams.set_retention(state.store, stream.id, hours)
        emit(state, stream, "kinesis.stream.updated", retention_hours=hours)
    return {}


def decrease_retention(
    state: KinesisState, request: DecreaseStreamRetentionPeriodRequest, ctx: RequestContext
) -> DecreaseStreamRetentionPeriodResponse:
    hours = request["RetentionPeriodHours"]
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        _check_bounds(hours)
        if hours > stream.retention_hours:
            raise invalid_argument(
                f"Requested retention period ({hours} hours) for stream {stream.name} can not be longer than "
                f"existing retention period ({stream.retention_hours} hours). Use IncreaseRetentionPeriod API."
            )
        _active(stream, clock.now())
        streams.set_retention(state.store, stream.id, hours)
        emit(state, stream, "kinesis.stream.updated", retention_hours=hours)
    return {}


def start_encryption(
    state: KinesisState, request: StartStreamEncryptionRequest, ctx: RequestContext
) -> StartStreamEncryptionResponse:
    kind = request["EncryptionType"]
    if kind != "KMS":
        raise invalid_argument(f"Invalid EncryptionType {kind}: StartStreamEncryption takes KMS.")
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        _active(stream, now)
        streams.set_encryption(state.store, stream.id, "KMS", request["KeyId"])
        streams.set_status(state.store, stream.id, "UPDATING", now + timing.UPDATING_S)
        emit(state, stream, "kinesis.stream.updated", encryption_type="KMS")
    return {}


def stop_encryption(
    state: KinesisState, request: StopStreamEncryptionRequest, ctx: RequestContext
) -> StopStreamEncryptionResponse:
    kind = request["EncryptionType"]
    if kind != "KMS":
        raise invalid_argument(f"Invalid EncryptionType {kind}: StopStreamEncryption takes KMS.")
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        _active(stream, now)
        if stream.encryption_type != "KMS":
            raise invalid_argument(
                f"Stream {stream.name} under account {stream.account_id} is not encrypted."
            )
        if request["KeyId"] != stream.key_id:
            raise invalid_argument(
                f"KeyId {request['KeyId']} does not match the key stream {stream.name} is encrypted with."
            )
        streams.set_encryption(state.store, stream.id, "NONE", None)
        streams.set_status(state.store, stream.id, "UPDATING", now + timing.UPDATING_S)
        emit(state, stream, "kinesis.stream.updated", encryption_type="NONE")
    return {}
