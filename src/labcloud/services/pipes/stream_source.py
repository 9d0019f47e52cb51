"""A pipe reading a Kinesis or DynamoDB stream, with the source-specific parts of Lambda's stream
event source (``lambda_/esm/stream_kinds.py``: shard listing, sequence numbers, the event record AWS
builds) and Pipes' delivery rules per shard:

- one batch at a time per shard, in order (BatchSize, default 100, up to the batching window);
- a failed batch blocks its shard and is retried (MaximumRetryAttempts, default -1: until the records
  are older than MaximumRecordAgeInSeconds, default -1: forever) with a growing back-off; a target's
  ``batchItemFailures`` retries from the lowest failed record; once given up, the batch's description
  goes to the DeadLetterConfig queue (as the pipe's role) and the shard moves on;
- the last delivered sequence number of each shard is checkpointed in SQLite, so a restart resumes
  after it; a Kinesis pipe's record is Lambda's with the ``kinesis`` members at the top, as AWS's.

Shards are listed again every few seconds, so new shards are read. A Kinesis source's shards are listed
with DescribeStream, not ListShards: a role granting DescribeStream, GetShardIterator and GetRecords (as
AWS's published pipes do) reads its stream. When a read comes back empty the
poller waits on the stream's signal (offered on the hub by Kinesis and DynamoDB Streams).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodbstreams.interfaces import StreamSignals
from labcloud.services.kinesis.interfaces import KinesisSignals
from labcloud.services.lambda_.esm.stream_kinds import StreamKind, kind_of
from labcloud.services.pipes import acting, batch
from labcloud.services.pipes.repo import checkpoints
from labcloud.services.pipes.runner import Runner
from labcloud.services.sqs.urls import queue_url

log = logging.getLogger("labcloud.pipes")
DISCOVERY_S = 3.0
IDLE_WAIT_S = 1.0
BACKOFF_S = (0.1, 0.25, 0.5, 1.0, 2.0)
MAX_READ = 1000


def pipe_event(
    kind: StreamKind, record: dict[str, Any], arn: str, shard_id: str, role: str
) -> dict[str, Any]:
    event = kind.to_event(record, arn, shard_id, role)
    if "kinesis" in event:
        body = event.pop("kinesis")
        event.update(body)
    return event


def _sequence(event: dict[str, Any]) -> str:
    if "sequenceNumber" in event:
        return str(event["sequenceNumber"])
    return str(event["dynamodb"]["SequenceNumber"])


def _arrival(event: dict[str, Any]) -> float:
    if "approximateArrivalTimestamp" in event:
        return float(event["approximateArrivalTimestamp"])
    return float(event["dynamodb"].get("ApproximateCreationDateTime", clock.now()))


async def supervise(runner: Runner) -> None:
    kind = kind_of(runner.source.arn)
    started: set[str] = set()
    while not runner.stopping:
        try:
            calling = runner.calling()
            shards = await _shards(kind, _reader(runner, kind, calling), runner.source.arn)
        except acting.RoleRefused as refused:
            runner.report(str(refused))
            await runner.sleep(IDLE_WAIT_S)
            continue
        except AwsError as error:
            runner.report(f"Unable to read the source: {error.code}: {error.message}")
            await runner.sleep(IDLE_WAIT_S)
            continue
        except asyncio.CancelledError:
            if runner.stopping:
                return
            raise
        runner.report("")
        for shard in shards:
            shard_id = str(shard["ShardId"])
            if shard_id not in started:
                started.add(shard_id)
                runner.spawn(_shard(runner, kind, shard_id))
        await runner.sleep(DISCOVERY_S)


async def _shards(kind: StreamKind, call: Any, arn: str) -> list[dict[str, Any]]:
    """The stream's shards, a Kinesis stream's through DescribeStream's pages (ExclusiveStartShardId)."""
    if kind.service != "kinesis":
        return await kind.shards(call, arn)
    shards: list[dict[str, Any]] = []
    params: dict[str, Any] = {"StreamARN": arn}
    while True:
        description = (await call("DescribeStream", params))["StreamDescription"]
        shards += description["Shards"]
        if not description.get("HasMoreShards") or not description["Shards"]:
            return shards
        params = {"StreamARN": arn, "ExclusiveStartShardId": description["Shards"][-1]["ShardId"]}


def _reader(runner: Runner, kind: StreamKind, calling: dict[str, Any]) -> Any:
    async def call(operation: str, params: dict[str, Any]) -> dict[str, Any]:
        return await runner.waiting_on(
            runner.state.services.call(
                kind.service, operation, params, **{**calling, "region": runner.source.region}
            )
        )

    return call


async def _shard(runner: Runner, kind: StreamKind, shard_id: str) -> None:
    while not runner.stopping:
        try:
            await _read_shard(runner, kind, shard_id)
            return
        except asyncio.CancelledError:
            if runner.stopping:
                return
            raise
        except acting.RoleRefused as refused:
            runner.report(str(refused))
        except AwsError as error:
            runner.report(f"Unable to read the source: {error.code}: {error.message}")
        except Exception:  # noqa: BLE001 - the shard is read again after a pause
            log.exception("pipe %s: shard %s failed", runner.pipe.arn, shard_id)
        await runner.sleep(IDLE_WAIT_S)


async def _iterator(runner: Runner, kind: StreamKind, shard_id: str, calling: dict[str, Any]) -> str | None:
    arn = runner.source.arn
    params: dict[str, Any] = {kind.arn_param: arn, "ShardId": shard_id}
    done = checkpoints.get(runner.state.store, runner.pipe.arn, arn, shard_id)
    block = runner.block
    if done:
        params.update({"ShardIteratorType": "AFTER_SEQUENCE_NUMBER", kind.iterator_sequence: done})
    else:
        params["ShardIteratorType"] = block.get("StartingPosition") or "LATEST"
        if params["ShardIteratorType"] == "AT_TIMESTAMP":
            stamp = block["StartingPositionTimestamp"]
            params["Timestamp"] = (
                stamp if isinstance(stamp, datetime) else datetime.fromtimestamp(float(stamp), timezone.utc)
            )
    answer = await _reader(runner, kind, calling)("GetShardIterator", params)
    return answer.get("ShardIterator")


async def _read_shard(runner: Runner, kind: StreamKind, shard_id: str) -> None:
    block = runner.block
    size = int(block.get("BatchSize") or 100)
    window = float(block.get("MaximumBatchingWindowInSeconds") or 0)
    calling = runner.calling()
    iterator = await _iterator(runner, kind, shard_id, calling)
    pending: list[dict[str, Any]] = []
    deadline = 0.0
    while not runner.stopping:
        calling = runner.calling()
        if iterator and len(pending) < size:
            try:
                got = await _reader(runner, kind, calling)(
                    "GetRecords", {"ShardIterator": iterator, "Limit": min(MAX_READ, size - len(pending))}
                )
            except AwsError as error:
                if error.code not in kind.resume_codes:
                    raise
                iterator = await _iterator(runner, kind, shard_id, calling)
                continue
            iterator = got.get("NextShardIterator")
            role = str(runner.pipe.spec["RoleArn"])
            fresh = [pipe_event(kind, r, runner.source.arn, shard_id, role) for r in got.get("Records") or []]
            if fresh and not pending:
                deadline = time.monotonic() + window
            pending += fresh
            if not pending:
                if iterator is None:
                    return  # a closed shard, read to its end
                await _wait(runner, kind)
                continue
            if len(pending) < size and time.monotonic() < deadline and iterator:
                await runner.sleep(min(0.1, max(0.0, deadline - time.monotonic())))
                continue
        if not pending:
            return
        taken, pending = pending[:size], pending[size:]
        await _deliver(runner, shard_id, taken, calling)


async def _wait(runner: Runner, kind: StreamKind) -> None:
    signals: StreamSignals | KinesisSignals | None = runner.state.services.interface(
        KinesisSignals if kind.service == "kinesis" else StreamSignals
    )
    if signals is None:
        await runner.sleep(IDLE_WAIT_S)
        return
    try:
        await runner.waiting_on(signals.wait(runner.source.arn, IDLE_WAIT_S))
    except asyncio.CancelledError:
        if not runner.stopping:
            raise


async def _deliver(
    runner: Runner, shard_id: str, events: list[dict[str, Any]], calling: dict[str, Any]
) -> None:
    block = runner.block
    retries = int(block.get("MaximumRetryAttempts", -1))
    max_age = int(block.get("MaximumRecordAgeInSeconds", -1))
    attempts = 0
    while events:
        outcome = await batch.process(runner.state, runner.pipe, runner.compiled, events, calling)
        if not outcome.failed:
            _checkpoint(runner, shard_id, events[-1])
            return
        first = min(outcome.failed)
        if first > 0:
            _checkpoint(runner, shard_id, events[first - 1])
            events = events[first:]
        attempts += 1
        too_old = max_age != -1 and clock.now() - _arrival(events[0]) > max_age
        if (retries != -1 and attempts > retries) or too_old:
            await _dead_letter(runner, shard_id, events, outcome.error, attempts, calling)
            _checkpoint(runner, shard_id, events[-1])
            return
        if runner.stopping:
            return
        await runner.sleep(BACKOFF_S[min(attempts, len(BACKOFF_S)) - 1])
        if runner.stopping:
            return
        calling = runner.calling()


def _checkpoint(runner: Runner, shard_id: str, event: dict[str, Any]) -> None:
    with runner.state.store.transaction():
        checkpoints.put(runner.state.store, runner.pipe.arn, runner.source.arn, shard_id, _sequence(event))


async def _dead_letter(
    runner: Runner,
    shard_id: str,
    events: list[dict[str, Any]],
    error: str,
    attempts: int,
    calling: dict[str, Any],
) -> None:
    queue = (runner.block.get("DeadLetterConfig") or {}).get("Arn")
    if not queue:
        return
    info = "KinesisBatchInfo" if runner.source.service == "kinesis" else "DDBStreamBatchInfo"
    record = {
        "context": {
            "partialBatchResponse": False,
            "condition": "RetryAttemptsExhausted",
            "error": error or "Target delivery failed",
            "retryAttempts": attempts - 1,
            "approximateInvokeCount": attempts,
            "pipeArn": runner.pipe.arn,
        },
        info: {
            "shardId": shard_id,
            "startSequenceNumber": _sequence(events[0]),
            "endSequenceNumber": _sequence(events[-1]),
            "approximateArrivalOfFirstRecord": _arrival(events[0]),
            "approximateArrivalOfLastRecord": _arrival(events[-1]),
            "batchSize": len(events),
            "streamArn": runner.source.arn,
        },
        "timestamp": datetime.now(timezone.utc).isoformat(),
    }
    name = str(queue).split(":")[5]
    try:
        url = queue_url(runner.state.settings.endpoint, str(queue).split(":")[4], name)
        await runner.state.services.call(
            "sqs", "SendMessage", {"QueueUrl": url, "MessageBody": json.dumps(record)}, **calling
        )
    except AwsError as failed:
        log.warning("pipe %s: dead-letter queue refused the batch: %s", runner.pipe.arn, failed)
