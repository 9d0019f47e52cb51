"""A pipe reading an SQS queue: long-poll ReceiveMessage as the pipe's role, gather a batch (BatchSize,
default 10, up to the MaximumBatchingWindowInSeconds), send it through the pipe (``batch.py``) and
delete what was delivered or filtered out. Failed messages stay: SQS's visibility timeout brings them
back, and its redrive policy moves them to a dead-letter queue, as on AWS (on a FIFO queue a failed
message also holds back the later messages of its group). The records are the ones
Lambda's SQS event source builds (``lambda_/esm/event_shape.py``), which is also what Pipes hands on."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.lambda_.esm.event_shape import sqs_record
from labcloud.services.pipes import acting, batch
from labcloud.services.pipes.runner import Runner
from labcloud.services.sqs.urls import queue_url

log = logging.getLogger("labcloud.pipes")
LONG_POLL_S = 20
IDLE_BACKOFF_S = 1.0
MAX_PAYLOAD = 6_291_456 - 64 * 1024


async def work(runner: Runner) -> None:
    while not runner.stopping:
        try:
            await _cycle(runner)
        except asyncio.CancelledError:
            if runner.stopping:
                return
            raise
        except Exception:  # noqa: BLE001 - a pipe never dies of one bad batch
            log.exception("pipe %s: batch failed", runner.pipe.arn)
            await runner.sleep(IDLE_BACKOFF_S)


def _queue_url(runner: Runner) -> str:
    source = runner.source
    return queue_url(runner.state.settings.endpoint, source.account_id, source.short_name)


async def _cycle(runner: Runner) -> None:
    try:
        calling = runner.calling()
        url = _queue_url(runner)
    except acting.RoleRefused as refused:
        runner.report(str(refused))
        await runner.sleep(IDLE_BACKOFF_S)
        return
    except AwsError as error:
        runner.report(f"Unable to read the source: {error.code}: {error.message}")
        await runner.sleep(IDLE_BACKOFF_S)
        return
    messages = await _collect(runner, url, calling)
    if not messages:
        return
    records = [sqs_record(m, runner.source.arn, runner.source.region) for m in messages]
    outcome = await batch.process(runner.state, runner.pipe, runner.compiled, records, calling)
    done = [records[i] for i in _with_fifo_order(runner, records, outcome.done, outcome.failed)]
    for start in range(0, len(done), 10):
        chunk = done[start : start + 10]
        entries = [{"Id": str(i), "ReceiptHandle": r["receiptHandle"]} for i, r in enumerate(chunk)]
        with contextlib.suppress(AwsError):
            await runner.state.services.call(
                "sqs", "DeleteMessageBatch", {"QueueUrl": url, "Entries": entries}, **calling
            )


async def _collect(runner: Runner, url: str, calling: dict[str, Any]) -> list[dict[str, Any]]:
    block = runner.block
    size_limit = int(block.get("BatchSize") or 10)
    window = float(block.get("MaximumBatchingWindowInSeconds") or 0)
    messages: list[dict[str, Any]] = []
    size = 0
    deadline = 0.0
    while len(messages) < size_limit and size < MAX_PAYLOAD and not runner.stopping:
        if not messages:
            wait = LONG_POLL_S
        else:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            wait = max(0, int(remaining))
            if wait == 0:
                await runner.sleep(min(remaining, 0.05))
        try:
            got = await runner.waiting_on(
                runner.state.services.call(
                    "sqs",
                    "ReceiveMessage",
                    {
                        "QueueUrl": url,
                        "MaxNumberOfMessages": min(10, size_limit - len(messages)),
                        "WaitTimeSeconds": wait,
                        "MessageSystemAttributeNames": ["All"],
                        "MessageAttributeNames": ["All"],
                    },
                    **calling,
                )
            )
        except asyncio.CancelledError:
            if runner.stopping:
                break  # messages already received come back after their visibility timeout
            raise
        except AwsError as error:
            runner.report(f"Unable to read the source: {error.code}: {error.message}")
            await runner.sleep(IDLE_BACKOFF_S)
            break
        runner.report("")
        found = list(got.get("Messages") or [])
        if found and not messages:
            deadline = time.monotonic() + window
        messages.extend(found)
        size += sum(len(m.get("Body", "").encode()) + 1024 for m in found)
        if window <= 0 and messages:
            break
        if not found and not messages:
            break
    if runner.stopping and messages:
        return []
    return messages


def _with_fifo_order(
    runner: Runner, records: list[dict[str, Any]], done: list[int], failed: list[int]
) -> list[int]:
    """On a FIFO source a failed message holds back every later message of its group (left on the queue)."""
    if not runner.source.queue_fifo or not failed:
        return done
    blocked: set[str] = set()
    held: set[int] = set()
    for index, record in enumerate(records):
        group = str(record["attributes"].get("MessageGroupId", ""))
        if group in blocked:
            held.add(index)
        elif index in failed:
            blocked.add(group)
    return [index for index in done if index not in held]
