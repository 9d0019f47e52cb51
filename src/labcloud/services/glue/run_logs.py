"""A Python shell run's output in CloudWatch Logs, as Glue writes it: stdout to the log group
``/aws-glue/python-jobs/output`` and stderr to ``/aws-glue/python-jobs/error``, each in a stream named after
the run id (groups and streams made when missing), through the logs service's own operations."""

from __future__ import annotations

import logging

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.glue.state import GlueState

log = logging.getLogger("labcloud.glue")

LOG_GROUP = "/aws-glue/python-jobs"
OUTPUT_GROUP = f"{LOG_GROUP}/output"
ERROR_GROUP = f"{LOG_GROUP}/error"
#: CloudWatch Logs' bounds on one PutLogEvents: its events and bytes (each event counts 26 bytes more).
_BATCH_EVENTS = 1000
_BATCH_BYTES = 900_000
_EVENT_BYTES = 256 * 1024 - 26


def _batches(text: str) -> list[list[str]]:
    batches: list[list[str]] = []
    current: list[str] = []
    size = 0
    for line in text.splitlines():
        line = line.encode()[:_EVENT_BYTES].decode(errors="ignore") or " "
        cost = len(line.encode()) + 26
        if current and (len(current) >= _BATCH_EVENTS or size + cost > _BATCH_BYTES):
            batches.append(current)
            current, size = [], 0
        current.append(line)
        size += cost
    if current:
        batches.append(current)
    return batches


async def _make(state: GlueState, account: str, region: str, operation: str, **names: str) -> None:
    try:
        await state.services.call("logs", operation, dict(names), account_id=account, region=region)
    except AwsError as exc:
        if exc.code != "ResourceAlreadyExistsException":
            raise


async def put(state: GlueState, account: str, region: str, group: str, stream: str, text: str) -> None:
    """Write ``text`` (one event per line) to ``group``/``stream``; a failure is logged, never raised."""
    try:
        await _make(state, account, region, "CreateLogGroup", logGroupName=group)
        await _make(state, account, region, "CreateLogStream", logGroupName=group, logStreamName=stream)
        for lines in _batches(text):
            now = int(clock.now() * 1000)
            events = [{"timestamp": now, "message": line} for line in lines]
            params = {"logGroupName": group, "logStreamName": stream, "logEvents": events}
            await state.services.call("logs", "PutLogEvents", params, account_id=account, region=region)
    except AwsError as exc:
        log.warning("Glue run log to %s/%s failed: %s", group, stream, exc)
