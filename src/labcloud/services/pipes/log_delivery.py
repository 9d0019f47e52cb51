"""Writing a pipe execution's log records to the pipe's log destinations.

As on AWS, log delivery is EventBridge's own (a vended log delivery of the pipe's account), not a call
made as the pipe's role: the records go through the pipeline as the pipe's account. A CloudWatch Logs
group gets one log event per record in the stream named after the pipe (created when missing; the
group must exist); an S3 bucket gets one object per execution, ``<Prefix><pipe>/<yyyy>/<mm>/<dd>/<hh>/
<executionId>.log`` (``ExpectedBucketOwner`` is the destination's BucketOwner), in the destination's
OutputFormat: ``json`` (one JSON record a line), ``plain`` (``key=value`` pairs a line) or ``w3c``
(W3C extended log format, fields in a ``#Fields`` header, ``-`` where a record has none). A delivery
that fails does not fail the batch: it shows as ``pipes.pipe.log_failed`` on labcloud's bus.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.pipes import arns
from labcloud.services.pipes.execution_log import ExecutionLog
from labcloud.services.pipes.publish import emit
from labcloud.services.pipes.repo.pipes import Pipe
from labcloud.services.pipes.state import PipesState

W3C_FIELDS = (
    "timestamp",
    "executionId",
    "messageType",
    "resourceArn",
    "logLevel",
    "payload",
    "awsRequest",
    "awsResponse",
    "truncatedFields",
    "error",
)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def formatted(records: list[dict[str, Any]], output: str) -> str:
    if output == "plain":
        return "".join(" ".join(f"{k}={_text(v)}" for k, v in record.items()) + "\n" for record in records)
    if output == "w3c":
        lines = ["#Version: 1.0", "#Fields: " + " ".join(W3C_FIELDS)]
        for record in records:
            values = [_text(record[name]) if name in record else "-" for name in W3C_FIELDS]
            lines.append(" ".join(json.dumps(v) if " " in v else v for v in values))
        return "\n".join(lines) + "\n"
    return "".join(json.dumps(record) + "\n" for record in records)


async def _to_group(state: PipesState, pipe: Pipe, group_arn: str, log: ExecutionLog) -> None:
    group = arns.parse(group_arn, "LogGroupArn")
    where: dict[str, Any] = {"account_id": pipe.account_id, "region": group.region or pipe.region}
    name = group.short_name
    try:
        await state.services.call(
            "logs", "CreateLogStream", {"logGroupName": name, "logStreamName": pipe.name}, **where
        )
    except AwsError as error:
        if error.code != "ResourceAlreadyExistsException":
            raise
    events = [{"timestamp": r["timestamp"], "message": json.dumps(r)} for r in log.records]
    await state.services.call(
        "logs",
        "PutLogEvents",
        {"logGroupName": name, "logStreamName": pipe.name, "logEvents": events},
        **where,
    )


async def _to_bucket(state: PipesState, pipe: Pipe, destination: dict[str, Any], log: ExecutionLog) -> None:
    when = datetime.fromtimestamp(log.records[0]["timestamp"] / 1000, tz=timezone.utc)
    key = f"{destination.get('Prefix') or ''}{pipe.name}/{when:%Y/%m/%d/%H}/{log.execution_id}.log"
    body = formatted(log.records, str(destination.get("OutputFormat") or "json"))
    await state.services.call(
        "s3",
        "PutObject",
        {
            "Bucket": destination["BucketName"],
            "Key": key,
            "Body": body.encode(),
            "ContentType": "application/json"
            if destination.get("OutputFormat") in (None, "json")
            else "text/plain",
            "ExpectedBucketOwner": destination["BucketOwner"],
        },
        account_id=pipe.account_id,
        region=pipe.region,
    )


async def write(state: PipesState, pipe: Pipe, log: ExecutionLog | None) -> None:
    if log is None or not log.records:
        return
    config = pipe.spec.get("LogConfiguration") or {}
    group = (config.get("CloudwatchLogsLogDestination") or {}).get("LogGroupArn")
    bucket = config.get("S3LogDestination")
    for where, send in (
        (group, lambda: _to_group(state, pipe, str(group), log)),
        (bucket, lambda: _to_bucket(state, pipe, dict(bucket or {}), log)),
    ):
        if not where:
            continue
        try:
            await send()
        except AwsError as error:
            emit(
                state,
                "pipes.pipe.log_failed",
                pipe.account_id,
                pipe.region,
                pipe.arn,
                destination=str(group if where is group else (bucket or {}).get("BucketName")),
                error=f"{error.code}: {error.message}",
            )
