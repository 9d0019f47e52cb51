"""The deliverer: writes each stream's buffered records to its S3 bucket when its buffering hints say so.

A stream is due when its buffered bytes reach BufferingHints.SizeInMBs or its oldest record is
IntervalInSeconds old (on labcloud's clock: ``labcloud clock advance`` makes streams due). One
delivery takes the oldest records up to the size hint, runs the Lambda transformation if configured
(``transform.py``), and writes one object (GZIP when asked) named as AWS names it (``prefixes.py``), and
one object of failed records under the error prefix, both as the stream's role, so its IAM policies
decide. The records leave the buffer only after the writes succeed: a failed write (role not
assumable, AccessDenied, no such bucket) keeps them and is tried again with a growing back-off, logged
to the stream's CloudWatch Logs log stream when logging is enabled. Delivery is at least once, as AWS's.
"""

from __future__ import annotations

import asyncio
import gzip
import logging
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.firehose import (
    acting,
    aoss_destination,
    config,
    error_objects,
    http_endpoint,
    prefixes,
    publish,
    transform,
    writing,
)
from labcloud.services.firehose.repo import records, streams
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

log = logging.getLogger("labcloud.firehose")
TICK_S = 1.0
MAX_RECORDS = 50_000


def _due(stream: DeliveryStream, held: records.BufferState, now: float) -> bool:
    hints = stream.destination["BufferingHints"]
    if held.size >= int(hints["SizeInMBs"]) * config.MIB:
        return True
    return held.oldest is not None and held.oldest + int(hints["IntervalInSeconds"]) <= now


async def _drain(state: FirehoseState, stream: DeliveryStream) -> int:
    written = 0
    sid = stream.id
    current: DeliveryStream | None = stream
    for _ in range(100):  # a size-triggered stream may hold several objects' worth
        assert current is not None
        done = await deliver(state, current)
        written += done
        current = streams.by_id(state.store, sid)
        if not done or current is None:
            break
        held = records.state_of(state.store, sid)
        if held.count == 0 or not _due(current, held, clock.now()):
            break
    return written


def _in_background(state: FirehoseState, stream: DeliveryStream) -> None:
    """An HTTP endpoint's deliveries run as their own task: a slow endpoint holds back only its stream."""

    async def drain() -> None:
        try:
            await _drain(state, stream)
        except asyncio.CancelledError:
            raise
        except Exception:  # logged; the next round tries again
            log.exception("firehose delivery to %s failed", stream.name)
        finally:
            state.in_flight.pop(stream.id, None)
            state.nudge()

    state.in_flight[stream.id] = asyncio.get_running_loop().create_task(
        drain(), name=f"firehose.http.{stream.id}"
    )


async def deliver_due(state: FirehoseState) -> int:
    """Deliver every stream that is due; the number of objects written (HTTP endpoints: started apart)."""
    written = 0
    for sid, held in records.pending(state.store).items():
        now = clock.now()
        retry = state.retry_at.get(sid)
        if (retry is not None and retry[0] > now) or sid in state.in_flight:
            continue
        stream = streams.by_id(state.store, sid)
        if stream is None or not _due(stream, held, now):
            continue
        if stream.destination_kind == "HttpEndpoint":
            _in_background(state, stream)
            continue
        written += await _drain(state, stream)
    return written


async def deliver(state: FirehoseState, stream: DeliveryStream) -> int:
    """One delivery of the stream's oldest records; the number of objects written (0: failed)."""
    if stream.destination_kind == "HttpEndpoint":
        return await http_endpoint.deliver(state, stream)
    if stream.destination_kind == "AmazonOpenSearchServerless":
        return await aoss_destination.deliver(state, stream)
    cfg = stream.destination
    batch = records.oldest(
        state.store, stream.id, int(cfg["BufferingHints"]["SizeInMBs"]) * config.MIB, MAX_RECORDS
    )
    if not batch:
        return 0
    try:
        principal = acting.principal(state.services, str(cfg["RoleARN"]), stream.account_id)
    except acting.RoleRefused as refused:
        await writing.failed(state, stream, "S3.AssumeRoleFailed", str(refused))
        return 0
    calling = acting.calling(stream.arn, principal, stream.region)
    processor = config.lambda_processor(cfg)
    if processor is not None:
        outcome = await transform.run(state, stream, processor, batch, calling)
    else:
        outcome = transform.Outcome([r.data for r in batch], [])
    ok = [data + b"\n" for data in outcome.ok] if config.appends_delimiter(cfg) else outcome.ok
    when = datetime.fromtimestamp(batch[0].arrival, timezone.utc)
    written: list[str] = []
    try:
        if ok:
            body = b"".join(ok)
            if cfg.get("CompressionFormat") == "GZIP":
                body = gzip.compress(body)
            key = prefixes.data_prefix(str(cfg.get("Prefix") or ""), when) + prefixes.suffix(
                stream.name, stream.version, when, writing.extension(cfg)
            )
            await writing.put_object(state, stream, calling, key, body)
            written.append(key)
        failed = error_objects.processing_failed(
            stream, outcome, str(cfg.get("ErrorOutputPrefix") or ""), when, clock.now()
        )
        if failed is not None:
            await writing.put_object(state, stream, calling, *failed)
            written.append(failed[0])
    except AwsError as error:
        await writing.failed(state, stream, f"S3.{error.code}", error.message)
        return 0
    with state.store.transaction():
        records.remove(state.store, [r.id for r in batch])
        publish.emit(
            state,
            stream,
            "firehose.delivered",
            destination="S3",
            bucket=config.bucket_of(cfg),
            keys=written,
            records=len(outcome.ok),
            failed=len(outcome.failed),
            dropped=outcome.dropped,
            bytes=sum(len(r.data) for r in batch),
            freshness=round(clock.now() - batch[0].arrival, 3),
        )
    state.retry_at.pop(stream.id, None)
    return max(len(written), 1)


async def _pause(state: FirehoseState, seconds: float) -> None:
    wake = state.wake
    if wake is None or wake.is_set():
        return
    waiter: asyncio.Future[Any] = asyncio.ensure_future(wake.wait())
    moved: asyncio.Future[Any] = clock.next_move()
    try:
        await asyncio.wait({waiter, moved}, timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiter.cancel()


async def run(state: FirehoseState) -> None:
    """The deliverer's loop: look at every stream each tick, at once when records arrive or the clock moves."""
    state.wake = asyncio.Event()
    while not state.closed:
        state.wake.clear()
        try:
            await deliver_due(state)
        except asyncio.CancelledError:
            raise
        except Exception:  # a failing round is logged; the next one tries again
            log.exception("firehose delivery round failed")
        await _pause(state, TICK_S)
