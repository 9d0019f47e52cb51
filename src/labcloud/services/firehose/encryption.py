"""Server-side encryption of a DirectPut stream's buffered data: Start/StopDeliveryStreamEncryption.

The records labcloud buffers live in its own data dir; the setting is recorded and answered
(``Encrypted`` on puts, the stream's DeliveryStreamEncryptionConfiguration) and a customer managed key
must be an enabled symmetric KMS key, as on AWS. The change takes effect at once (ENABLED/DISABLED).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.firehose import errors, lookup, publish, stream_ops
from labcloud.services.firehose.repo import streams
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

if TYPE_CHECKING:
    from labcloud.services.firehose.api import (
        StartDeliveryStreamEncryptionRequest,
        StartDeliveryStreamEncryptionResponse,
        StopDeliveryStreamEncryptionRequest,
        StopDeliveryStreamEncryptionResponse,
    )


def _direct_put_only(stream: DeliveryStream) -> None:
    if stream.kind != "DirectPut":
        raise errors.invalid_argument(
            f"Firehose {stream.name} has type {stream.kind}: server-side encryption is only for DirectPut streams."
        )


async def start_delivery_stream_encryption(
    state: FirehoseState, request: StartDeliveryStreamEncryptionRequest, ctx: RequestContext
) -> StartDeliveryStreamEncryptionResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    _direct_put_only(stream)
    wanted = stream_ops.check_encryption_input(
        dict(request.get("DeliveryStreamEncryptionConfigurationInput") or {"KeyType": "AWS_OWNED_CMK"})
    )
    if wanted.get("KeyARN"):
        await stream_ops.check_key(state, str(wanted["KeyARN"]))
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    with state.store.transaction():
        streams.set_encryption(state.store, stream.id, wanted)
        publish.emit(
            state, stream, "firehose.stream.encryption", status="ENABLED", key_type=wanted["KeyType"]
        )
    return {}


def stop_delivery_stream_encryption(
    state: FirehoseState, request: StopDeliveryStreamEncryptionRequest, ctx: RequestContext
) -> StopDeliveryStreamEncryptionResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    _direct_put_only(stream)
    with state.store.transaction():
        streams.set_encryption(state.store, stream.id, {"Status": "DISABLED"})
        publish.emit(state, stream, "firehose.stream.encryption", status="DISABLED", key_type="")
    return {}
