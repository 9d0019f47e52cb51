"""Writes every destination shares: an object to the stream's bucket (or an HTTP endpoint's S3 backup
bucket) as the stream's role, with the configured SSE-KMS key, and a failed delivery noted: a back-off
on labcloud's clock before the next try, its event, and a line in the stream's CloudWatch Logs log stream
when logging is enabled."""

from __future__ import annotations

import json
import logging
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.firehose import acting, config, publish
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

log = logging.getLogger("labcloud.firehose")
BACKOFF_S = (1.0, 2.0, 5.0, 10.0, 30.0, 60.0)


async def put_object(
    state: FirehoseState, stream: DeliveryStream, calling: dict[str, Any], key: str, body: bytes
) -> None:
    cfg = config.backup_of(stream.destination)
    params: dict[str, Any] = {"Bucket": config.bucket_of(cfg), "Key": key, "Body": body}
    kms = (cfg.get("EncryptionConfiguration") or {}).get("KMSEncryptionConfig")
    if kms:
        params["ServerSideEncryption"] = "aws:kms"
        params["SSEKMSKeyId"] = kms["AWSKMSKeyARN"]
    await state.services.call("s3", "PutObject", params, **calling)


def extension(cfg: dict[str, Any]) -> str:
    if cfg.get("FileExtension"):
        return str(cfg["FileExtension"])
    return ".gz" if cfg.get("CompressionFormat") == "GZIP" else ""


def _destination(stream: DeliveryStream) -> str:
    if config.is_http(stream.destination):
        return str(stream.destination["EndpointConfiguration"]["Url"])
    if config.is_aoss(stream.destination):
        return str(stream.destination["CollectionEndpoint"])
    return config.bucket_of(stream.destination)


async def failed(state: FirehoseState, stream: DeliveryStream, code: str, message: str) -> None:
    _, count = state.retry_at.get(stream.id, (0.0, 0))
    wait = BACKOFF_S[min(count, len(BACKOFF_S) - 1)]
    state.retry_at[stream.id] = (clock.now() + wait, count + 1)
    with state.store.transaction():
        publish.emit(
            state,
            stream,
            "firehose.delivery.failed",
            destination=stream.destination_kind if stream.destination_kind != "ExtendedS3" else "S3",
            code=code,
            message=message[:512],
        )
    logging_options = stream.destination.get("CloudWatchLoggingOptions") or {}
    if not logging_options.get("Enabled"):
        return
    try:
        principal = acting.principal(state.services, config.role_of(stream.destination), stream.account_id)
        await state.services.call(
            "logs",
            "PutLogEvents",
            {
                "logGroupName": logging_options["LogGroupName"],
                "logStreamName": logging_options["LogStreamName"],
                "logEvents": [
                    {
                        "timestamp": int(clock.now() * 1000),
                        "message": json.dumps(
                            {
                                "deliveryStreamARN": stream.arn,
                                "destination": _destination(stream),
                                "deliveryStreamVersionId": stream.version,
                                "message": message,
                                "errorCode": code,
                            }
                        ),
                    }
                ],
            },
            **acting.calling(stream.arn, principal, stream.region),
        )
    except (AwsError, acting.RoleRefused) as error:
        log.info("firehose %s: could not log a delivery error: %s", stream.name, error)
