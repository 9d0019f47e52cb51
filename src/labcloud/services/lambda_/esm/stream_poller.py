"""The poller of one enabled stream mapping (a DynamoDB stream or a Kinesis stream): shards, batches,
retries, checkpoints. What differs between the two sources is in ``stream_kinds.py``.

It reads the stream like any client, through ``host.call("dynamodbstreams" or "kinesis", ...)`` as the
function's execution role: DescribeStream (ListShards) to find shards (a child shard starts only once its
parent is finished, so records of one key stay in order across a rollover), GetShardIterator and
GetRecords per shard. When a read comes back empty it waits on the stream's signal (offered on
the host by the streams service), so a write reaches the function within milliseconds.

Per shard, batches go to the function in order, and a failing batch blocks its shard until it
succeeds, its records are older than MaximumRecordAgeInSeconds, or MaximumRetryAttempts is
exhausted; then the invocation record goes to the OnFailure queue and the shard moves on.
BisectBatchOnFunctionError splits a failing batch in two; ReportBatchItemFailures retries from
the lowest failed sequence number. ParallelizationFactor > 1 runs one lane per key hash, each in
order. TumblingWindowInSeconds carries ``state`` between the invocations of a window and ends it
with a final invocation. The position of each shard is checkpointed in SQLite after every batch
(and as soon as a LATEST reader sees its first record), so a restart resumes where it stopped.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
import uuid
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock, json_document
from labcloud.errors import AwsError
from labcloud.services.dynamodbstreams.interfaces import StreamSignals
from labcloud.services.kinesis.interfaces import KinesisSignals
from labcloud.services.lambda_.esm.filtering import matches_any, parse_filters
from labcloud.services.lambda_.esm.stream_event import failure_record
from labcloud.services.lambda_.esm.stream_kinds import StreamKind, kind_of
from labcloud.services.lambda_.repo import mappings as mapping_rows

if TYPE_CHECKING:
    from labcloud.context import Principal, RequestContext
    from labcloud.services.lambda_.core import Resolved
    from labcloud.services.lambda_.esm.host import PollerHost
    from labcloud.services.lambda_.esm.record import EventSourceMapping
    from labcloud.store.db import Store

log = logging.getLogger("labcloud.lambda.esm")

DISCOVERY_S = 1.0
IDLE_WAIT_S = 1.0
FAILURE_BACKOFF_S = (0.1, 0.25, 0.5, 1.0)
MAX_PAYLOAD = 6_291_456 - 64 * 1024
MAX_READ = 1000


class _Stopped(Exception):
    """The poller is stopping in the middle of a batch: nothing is checkpointed."""


def forget_checkpoints(store: Store, mapping_uuid: str) -> None:
    mapping_rows.forget_checkpoints(store, mapping_uuid)


class Checkpoints:
    """The per-shard positions of one mapping in ``lambda_esm_shards``."""

    def __init__(self, store: Store, mapping_uuid: str) -> None:
        self.store = store
        self.uuid = mapping_uuid

    def all(self) -> dict[str, dict[str, Any]]:
        return mapping_rows.checkpoints(self.store, self.uuid)

    def get(self, shard_id: str) -> dict[str, Any] | None:
        return mapping_rows.checkpoint(self.store, self.uuid, shard_id)

    def save(
        self,
        shard_id: str,
        position: str | None,
        *,
        finished: bool = False,
        window_start: float | None = None,
        state: Any = None,
    ) -> None:
        with self.store.transaction():
            if not mapping_rows.exists(self.store, self.uuid):
                return  # the mapping was deleted meanwhile
            mapping_rows.save_checkpoint(
                self.store, self.uuid, shard_id, position, finished, window_start, state
            )


class StreamPoller:
    """Runs the shard readers of one stream mapping."""

    def __init__(self, lam: PollerHost, mapping_uuid: str) -> None:
        self.lam = lam
        self.uuid = mapping_uuid
        self.checkpoints = Checkpoints(lam.store, mapping_uuid)
        self.task: asyncio.Task[None] | None = None
        self.shard_tasks: dict[str, asyncio.Task[None]] = {}
        self.waiting: set[asyncio.Task[Any]] = set()
        self.stopping = False
        self.batches = 0
        self.last_result: str | None = None
        self.state = "starting"
        self.ready = asyncio.Event()
        self.first_pass = True
        #: Set once a shard reader holds its first iterator (the mapping's LATEST is placed).
        self.positioned: dict[str, asyncio.Event] = {}

    def snapshot(self) -> dict[str, Any]:
        return {
            "shards": sorted(self.shard_tasks),
            "batches": self.batches,
            "state": self.state,
            "workers": len([t for t in self.shard_tasks.values() if not t.done()]),
        }

    def start(self) -> None:
        self.state = "polling"
        self.task = asyncio.create_task(self._run(), name=f"esm-stream-{self.uuid}")

    async def stop(self) -> None:
        self.stopping = True
        self.state = "stopping"
        pending = {t for t in (self.task, *self.shard_tasks.values()) if t is not None and not t.done()}
        while pending:
            # Waiting readers are cancelled (again, until gone); a batch being invoked finishes first.
            for task in list(self.waiting):
                task.cancel()
            _, pending = await asyncio.wait(pending, timeout=0.1)
        self.shard_tasks = {}
        self.state = "stopped"

    # -- helpers ---------------------------------------------------------------------------

    async def _pause(self, seconds: float, stream_arn: str | None = None) -> None:
        """Sleep (or wait for a new record of ``stream_arn``); stopping cancels it."""
        current = asyncio.current_task()
        assert current is not None
        self.waiting.add(current)
        try:
            signals: StreamSignals | KinesisSignals | None = None
            if stream_arn:
                kinds = KinesisSignals if kind_of(stream_arn).service == "kinesis" else StreamSignals
                signals = self.lam.host.interface(kinds)
            if signals is not None and stream_arn is not None:
                await signals.wait(stream_arn, seconds)
            else:
                await asyncio.sleep(seconds)
        finally:
            self.waiting.discard(current)

    def _function_key(self, mapping: EventSourceMapping) -> tuple[str, str, str, str | None]:
        parts = mapping.function_arn.split(":")
        return parts[4], parts[3], parts[6], parts[7] if len(parts) == 8 else None

    async def _principal(self, mapping: EventSourceMapping) -> tuple[Principal, str]:
        account, region, name, qualifier = self._function_key(mapping)
        ctx = self.lam.host.context("lambda", "Invoke", account_id=account, region=region)
        resolved = self.lam.resolve(ctx, name, qualifier)
        return await self.lam.broker.principal(resolved.config.role, name, account), region

    async def _role(self, mapping: EventSourceMapping) -> str:
        """The function's execution role (Kinesis events name it as ``invokeIdentityArn``)."""
        account, region, name, qualifier = self._function_key(mapping)
        ctx = self.lam.host.context("lambda", "Invoke", account_id=account, region=region)
        try:
            return str(self.lam.resolve(ctx, name, qualifier).config.role)
        except AwsError:
            return ""

    async def _streams(
        self, mapping: EventSourceMapping, operation: str, params: dict[str, Any]
    ) -> dict[str, Any]:
        principal, _ = await self._principal(mapping)
        return await self.lam.host.call(
            kind_of(mapping.stream_arn).service,
            operation,
            params,
            principal=principal,
            region=mapping.stream_arn.split(":")[3],
        )

    def _record(self, mapping: EventSourceMapping, result: str) -> None:
        """Keep LastProcessingResult current (written only when it changes)."""
        if result == self.last_result:
            return
        self.last_result = result
        lam = self.lam
        with lam.store.transaction():
            current = lam.mapping(self.uuid)
            if current is not None and current.last_processing_result != result:
                lam.save_mapping(current.but(last_processing_result=result))

    # -- shard discovery -------------------------------------------------------------------

    async def _run(self) -> None:
        while not self.stopping:
            mapping = self.lam.mapping(self.uuid)
            if mapping is None or not mapping.enabled:
                break
            try:
                await self._discover(mapping)
                if not self.ready.is_set() and self.positioned:
                    await asyncio.wait(
                        [asyncio.ensure_future(e.wait()) for e in self.positioned.values()], timeout=5
                    )
            except asyncio.CancelledError:
                if self.stopping:
                    return
                raise
            except AwsError as error:
                self._record(mapping, f"PROBLEM: {error.code}: {error.message}")
            except Exception:  # noqa: BLE001 - the poller never dies of one failed pass
                log.exception("stream mapping %s: shard discovery failed", self.uuid)
            self.ready.set()
            try:
                await self._pause(DISCOVERY_S, mapping.stream_arn)
            except asyncio.CancelledError:
                if self.stopping:
                    return
                raise

    async def _discover(self, mapping: EventSourceMapping) -> None:
        async def call(operation: str, params: dict[str, Any]) -> dict[str, Any]:
            return await self._streams(mapping, operation, params)

        shards = await kind_of(mapping.stream_arn).shards(call, mapping.stream_arn)
        known = self.checkpoints.all()
        listed = {s["ShardId"] for s in shards}
        for shard in shards:
            shard_id = shard["ShardId"]
            running = self.shard_tasks.get(shard_id)
            if (running is not None and not running.done()) or known.get(shard_id, {}).get("finished"):
                continue
            parent = shard.get("ParentShardId")
            parents = [p for p in (parent, shard.get("AdjacentParentShardId")) if p]
            if any(p in listed and not known.get(p, {}).get("finished") for p in parents):
                continue  # the parents' records go first
            closed = "EndingSequenceNumber" in shard["SequenceNumberRange"]
            if shard_id not in known and self.first_pass and mapping.starting_position == "LATEST" and closed:
                self.checkpoints.save(shard_id, None, finished=True)  # LATEST skips what is already closed
                continue
            kind = str(mapping.starting_position)  # a stream mapping always has one
            if (
                shard_id not in known
                and not self.first_pass
                or (parent and known.get(parent, {}).get("finished"))
            ):
                kind = "TRIM_HORIZON"  # a shard opened after the mapping started: all of it is new
            self.positioned.setdefault(shard_id, asyncio.Event())
            self.shard_tasks[shard_id] = asyncio.create_task(
                self._shard(mapping, shard_id, kind), name=f"esm-shard-{shard_id}"
            )
        self.first_pass = False

    # -- one shard -------------------------------------------------------------------------

    async def _iterator(
        self, mapping: EventSourceMapping, shard_id: str, position: str | None, kind: str
    ) -> str:
        source = kind_of(mapping.stream_arn)
        params: dict[str, Any] = {source.arn_param: mapping.stream_arn, "ShardId": shard_id}
        if position:
            which, _, number = position.partition(":")
            params.update({"ShardIteratorType": f"{which}_SEQUENCE_NUMBER", source.iterator_sequence: number})
        else:
            params["ShardIteratorType"] = kind
            if kind == "AT_TIMESTAMP":
                params["Timestamp"] = datetime.fromtimestamp(
                    float(mapping.starting_position_timestamp or 0), timezone.utc
                )
        try:
            answer = await self._streams(mapping, "GetShardIterator", params)
        except AwsError as error:
            if error.code != "TrimmedDataAccessException":
                raise
            # the checkpoint is older than the stream's retention: continue from the oldest record kept
            params.pop(source.iterator_sequence, None)
            answer = await self._streams(
                mapping, "GetShardIterator", {**params, "ShardIteratorType": "TRIM_HORIZON"}
            )
        return str(answer["ShardIterator"])

    async def _shard(self, mapping: EventSourceMapping, shard_id: str, kind: str) -> None:
        try:
            await self._read_shard(mapping, shard_id, kind)
        except (asyncio.CancelledError, _Stopped):
            if not self.stopping:
                raise
        except AwsError as error:
            self._record(mapping, f"PROBLEM: {error.code}: {error.message}")
        except Exception:  # noqa: BLE001 - the next discovery pass restarts the shard
            log.exception("stream mapping %s: shard %s failed", self.uuid, shard_id)
        finally:
            self.positioned.setdefault(shard_id, asyncio.Event()).set()

    async def _read_shard(self, mapping: EventSourceMapping, shard_id: str, kind: str) -> None:
        arn = mapping.stream_arn
        source = kind_of(arn)
        saved = self.checkpoints.get(shard_id)
        position = saved["position"] if saved else None
        iterator: str | None = await self._iterator(mapping, shard_id, position, kind)
        self.positioned.setdefault(shard_id, asyncio.Event()).set()
        batch_size = mapping.batch_size
        window = float(mapping.batching_window)
        buffer: list[dict[str, Any]] = []
        first_seen = 0.0
        while not self.stopping:
            if iterator is not None and len(buffer) < batch_size:
                try:
                    answer = await self._streams(
                        mapping,
                        "GetRecords",
                        {"ShardIterator": iterator, "Limit": min(MAX_READ, batch_size - len(buffer))},
                    )
                except AwsError as error:
                    if error.code in source.resume_codes:
                        resume = f"AFTER:{source.raw_sequence(buffer[-1])}" if buffer else position
                        iterator = await self._iterator(mapping, shard_id, resume, kind)
                        continue
                    self._record(mapping, f"PROBLEM: {error.code}: {error.message}")
                    await self._pause(IDLE_WAIT_S)
                    continue
                got = answer["Records"]
                iterator = answer.get("NextShardIterator")
                if got:
                    if position is None:  # a LATEST/TRIM_HORIZON reader checkpoints its first record at once
                        position = f"AT:{source.raw_sequence(got[0])}"
                        self.checkpoints.save(shard_id, position)
                    if not buffer:
                        first_seen = time.monotonic()
                    buffer += got
            if not buffer:
                if iterator is None:
                    await self._close_window(mapping, shard_id, final_for_shard=True)
                    self.checkpoints.save(shard_id, position, finished=True)
                    return
                await self._close_window(mapping, shard_id)
                await self._pause(IDLE_WAIT_S, arn)
                continue
            if len(buffer) < batch_size and iterator is not None and window > 0:
                remaining = first_seen + window - time.monotonic()
                if remaining > 0:
                    await self._pause(min(remaining, IDLE_WAIT_S), arn)
                    continue
            batch = _take(source, buffer, batch_size)
            buffer = buffer[len(batch) :]
            first_seen = time.monotonic()
            await self._close_window(
                mapping, shard_id
            )  # a window whose time is up ends before the next batch
            await self._deliver(mapping, shard_id, batch)
            position = f"AFTER:{source.raw_sequence(batch[-1])}"
            self.checkpoints.save(shard_id, position, **self._window_fields(shard_id))

    # -- delivering a batch ----------------------------------------------------------------

    async def _deliver(self, mapping: EventSourceMapping, shard_id: str, batch: list[dict[str, Any]]) -> None:
        factor = int(mapping.parallelization_factor or 1)
        if factor <= 1 or mapping.tumbling_window:
            await self._deliver_lane(mapping, shard_id, batch)
            return
        lanes: dict[int, list[dict[str, Any]]] = {}
        for record in batch:
            key = kind_of(mapping.stream_arn).lane_key(record)
            lane = int.from_bytes(hashlib.md5(key, usedforsecurity=False).digest()[:4], "big") % factor
            lanes.setdefault(lane, []).append(record)
        await asyncio.gather(*(self._deliver_lane(mapping, shard_id, records) for records in lanes.values()))

    async def _deliver_lane(
        self, mapping: EventSourceMapping, shard_id: str, records: list[dict[str, Any]]
    ) -> None:
        arn = mapping.stream_arn
        source = kind_of(arn)
        role = await self._role(mapping)
        patterns = parse_filters(mapping.filter_criteria)
        retries = -1 if mapping.maximum_retry_attempts is None else mapping.maximum_retry_attempts
        max_age = -1 if mapping.maximum_record_age is None else mapping.maximum_record_age
        queue: list[tuple[list[dict[str, Any]], int]] = [
            ([source.to_event(r, arn, shard_id, role) for r in records], 0)
        ]
        failures_in_row = 0
        while queue:
            part, attempts = queue.pop(0)
            if max_age != -1:
                now = clock.now()
                expired = [r for r in part if now - source.arrival(r) > max_age]
                if expired:
                    await self._discard(mapping, shard_id, expired, "RecordAgeExceeded", attempts, None, None)
                    part = [r for r in part if r not in expired]
            kept = [r for r in part if matches_any(patterns, source.filter_view(r))] if patterns else part
            if not kept:
                continue
            outcome, result, request_id, failed_from = await self._invoke(mapping, shard_id, kept)
            self.batches += 1
            if outcome == "Success":
                self._record(mapping, "OK")
                failures_in_row = 0
                continue
            self._record(mapping, "PROBLEM: Function call failed")
            attempts += 1
            again = (
                kept if failed_from is None else [r for r in kept if int(source.sequence(r)) >= failed_from]
            )
            if retries != -1 and attempts > retries:
                await self._discard(
                    mapping, shard_id, again, "RetryAttemptsExhausted", attempts, result, request_id
                )
                continue
            if mapping.bisect_batch_on_function_error and len(again) > 1:
                middle = len(again) // 2
                queue[0:0] = [(again[:middle], attempts), (again[middle:], attempts)]
            else:
                queue.insert(0, (again, attempts))
            failures_in_row += 1
            if self.stopping:
                raise _Stopped()
            await self._pause(FAILURE_BACKOFF_S[min(failures_in_row, len(FAILURE_BACKOFF_S)) - 1])

    async def _invoke(
        self, mapping: EventSourceMapping, shard_id: str, records: list[dict[str, Any]]
    ) -> tuple[str, Any, str, int | None]:
        """Invoke the function with one batch: (outcome, result, request id, lowest failed sequence)."""
        lam = self.lam
        account, region, name, qualifier = self._function_key(mapping)
        ctx = lam.host.context("lambda", "Invoke", account_id=account, region=region)
        request_id = str(uuid.uuid4())
        try:
            resolved = lam.resolve(ctx, name, qualifier)
        except AwsError:
            self._record(mapping, "PROBLEM: Function not found")
            await self._pause(IDLE_WAIT_S)
            return "FunctionError", None, request_id, None
        event: dict[str, Any] = {"Records": records}
        event.update(self._window_event(mapping, shard_id, records))
        result = await self._run_function(ctx, mapping, resolved, event, request_id)
        outcome, failed_from = "Success", None
        if result is None or result.function_error:
            outcome = "FunctionError"
        else:
            response = _response(result.payload)
            failed = self._failed_from(mapping, response, records)
            if failed == -1:
                outcome = "InvalidBatchResponse"
            elif failed is not None:
                outcome, failed_from = "PartialFailure", failed
            if outcome != "InvalidBatchResponse":
                self._window_state(mapping, shard_id, response)
        lam.publish(
            ctx,
            "lambda.esm.stream.batch",
            resource=mapping.event_source_mapping_arn,
            uuid=mapping.uuid,
            function_arn=mapping.function_arn,
            event_source_arn=mapping.event_source_arn,
            shard_id=shard_id,
            request_id=request_id,
            outcome=outcome,
            sequence_numbers=[kind_of(mapping.stream_arn).sequence(r) for r in records],
            failed_from=str(failed_from) if failed_from is not None else None,
        )
        return outcome, result, request_id, failed_from

    async def _run_function(
        self,
        ctx: RequestContext,
        mapping: EventSourceMapping,
        resolved: Resolved,
        event: dict[str, Any],
        request_id: str,
    ) -> Any:
        payload = json.dumps(event).encode()
        while True:  # throttles do not count as attempts: the batch waits for capacity
            try:
                return await self.lam.run_invocation(
                    ctx,
                    resolved,
                    payload,
                    trigger="esm",
                    request_id=request_id,
                    mapping_uuid=mapping.uuid,
                    event=event,
                )
            except AwsError as error:
                if error.status != 429:
                    return None
                if self.stopping:
                    raise _Stopped() from error
                await self._pause(0.05)

    def _failed_from(
        self, mapping: EventSourceMapping, response: Any, records: list[dict[str, Any]]
    ) -> int | None:
        """The lowest failed sequence number reported (None: all succeeded; -1: an invalid response)."""
        if not mapping.reports_item_failures:
            return None
        if response is None or response == "":
            return None
        if not isinstance(response, dict):
            return -1
        failures = response.get("batchItemFailures")
        if failures is None:
            return None
        if not isinstance(failures, list):
            return -1
        numbers = {kind_of(mapping.stream_arn).sequence(r) for r in records}
        lowest: int | None = None
        for entry in failures:
            if not isinstance(entry, dict):
                return -1
            item = entry.get("itemIdentifier")
            if not isinstance(item, str) or item not in numbers:
                return -1
            lowest = int(item) if lowest is None else min(lowest, int(item))
        return lowest

    async def _discard(
        self,
        mapping: EventSourceMapping,
        shard_id: str,
        records: list[dict[str, Any]],
        condition: str,
        attempts: int,
        result: Any,
        request_id: str | None,
    ) -> None:
        """Give up on records: the invocation record goes to the OnFailure queue (when there is one)."""
        target = (mapping.destination_config or {}).get("OnFailure", {}).get("Destination")
        account, region, name, qualifier = self._function_key(mapping)
        ctx = self.lam.host.context("lambda", "Invoke", account_id=account, region=region)
        self.lam.publish(
            ctx,
            "lambda.esm.stream.discarded",
            resource=mapping.event_source_mapping_arn,
            uuid=mapping.uuid,
            shard_id=shard_id,
            condition=condition,
            attempts=attempts,
            sequence_numbers=[kind_of(mapping.stream_arn).sequence(r) for r in records],
            destination=target,
        )
        if not target:
            return
        source = kind_of(mapping.stream_arn)
        body = failure_record(
            source.batch_info,
            [(source.sequence(r), source.arrival(r)) for r in records],
            request_id=request_id or str(uuid.uuid4()),
            function_arn=mapping.function_arn,
            condition=condition,
            attempts=attempts,
            result=result,
            executed_version=getattr(result, "executed_version", None) or "$LATEST",
            shard_id=shard_id,
            stream_arn=mapping.stream_arn,
        )
        principal, _ = await self._principal(mapping)
        with contextlib.suppress(AwsError):
            await self.lam.host.call(
                "sqs",
                "SendMessage",
                {"QueueUrl": self.lam.queue_url(target), "MessageBody": json.dumps(body)},
                principal=principal,
                region=target.split(":")[3],
            )

    # -- tumbling windows ------------------------------------------------------------------

    def _window_fields(self, shard_id: str) -> dict[str, Any]:
        saved = self.checkpoints.get(shard_id) or {}
        state = json.loads(saved["state"]) if saved.get("state") else None
        return {"window_start": saved.get("window_start"), "state": state}

    def _window_event(
        self, mapping: EventSourceMapping, shard_id: str, records: list[dict[str, Any]]
    ) -> dict[str, Any]:
        length = int(mapping.tumbling_window or 0)
        if not length:
            return {}
        saved = self.checkpoints.get(shard_id) or {}
        start = saved.get("window_start")
        first = kind_of(mapping.stream_arn).arrival(records[0]) if records else clock.now()
        state = json.loads(saved["state"]) if saved.get("state") else {}
        if start is None:
            start = float(first - first % length)
            self.checkpoints.save(shard_id, saved.get("position"), window_start=start, state=state)
        return {
            "window": {"start": _iso(start), "end": _iso(start + length)},
            "state": state,
            "shardId": shard_id,
            "eventSourceARN": mapping.stream_arn,
            "isFinalInvokeForWindow": not records,
            "isWindowTerminatedEarly": False,
        }

    def _window_state(self, mapping: EventSourceMapping, shard_id: str, response: Any) -> None:
        if not mapping.tumbling_window:
            return
        saved = self.checkpoints.get(shard_id) or {}
        state = response.get("state") if isinstance(response, dict) else None
        self.checkpoints.save(
            shard_id,
            saved.get("position"),
            window_start=saved.get("window_start"),
            state=state if isinstance(state, dict) else {},
        )

    async def _close_window(
        self, mapping: EventSourceMapping, shard_id: str, final_for_shard: bool = False
    ) -> None:
        """End a tumbling window whose time is up (or the shard's last one) with its final invocation."""
        length = int(mapping.tumbling_window or 0)
        if not length:
            return
        saved = self.checkpoints.get(shard_id) or {}
        start = saved.get("window_start")
        if start is None or (clock.now() < start + length and not final_for_shard):
            return
        outcome, _, _, _ = await self._invoke(mapping, shard_id, [])
        if outcome == "FunctionError":
            await self._pause(FAILURE_BACKOFF_S[-1])
            return  # tried again on the next idle pass
        self.checkpoints.save(shard_id, saved.get("position"), window_start=None, state=None)


def _take(source: StreamKind, buffer: list[dict[str, Any]], batch_size: int) -> list[dict[str, Any]]:
    """The next batch: up to BatchSize records and under Lambda's 6 MB payload."""
    out: list[dict[str, Any]] = []
    size = 0
    for record in buffer[:batch_size]:
        size += source.raw_size(record)
        if out and size > MAX_PAYLOAD:
            break
        out.append(record)
    return out


def _response(payload: bytes) -> Any:
    text = payload.strip()
    if not text:
        return None
    try:
        return json_document.loads(text)
    except ValueError:
        return text.decode("utf-8", "replace")


def _iso(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
