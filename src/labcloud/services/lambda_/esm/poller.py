"""The SQS poller of one enabled mapping: receive through SQS, batch, filter, invoke, delete or leave.

Workers (up to the mapping's MaximumConcurrency, the function's reserved concurrency, default 5)
each long-poll the queue through ``host.call("sqs", "ReceiveMessage")`` as the function's
execution role, so receive counts, visibility timeouts and redrive are SQS's own. A batch is
invoked when full, when the batching window ends, or when it nears the 6 MB payload limit.
Success deletes the batch; a function error or timeout deletes nothing (the messages come back
after the visibility timeout); with ReportBatchItemFailures only the reported ids stay.
Stopping cancels workers waiting on SQS and lets in-flight batches finish. A prove run's delivery
hook (``host.faults``) may attach faults to a batch's invocation and drop its delete.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from typing import TYPE_CHECKING, Any

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.services.lambda_.esm.event_shape import sqs_record
from labcloud.services.lambda_.esm.filtering import filterable_sqs_record, matches_any, parse_filters

if TYPE_CHECKING:
    from labcloud.context import Principal, RequestContext
    from labcloud.services.lambda_.core import Resolved
    from labcloud.services.lambda_.esm.host import PollerHost
    from labcloud.services.lambda_.esm.record import EventSourceMapping

log = logging.getLogger("labcloud.lambda.esm")

DEFAULT_WORKERS = 5
LONG_POLL_S = 20
MAX_PAYLOAD = 6_291_456 - 64 * 1024
IDLE_BACKOFF_S = 1.0
FAILURE_BACKOFF_S = (0.1, 0.25, 0.5, 1.0)


def source_of(mapping: EventSourceMapping) -> dict[str, str]:
    """The request context Lambda's poller calls SQS with: acting for the mapping's function."""
    return {"aws:SourceArn": mapping.function_arn, "aws:SourceAccount": mapping.function_arn.split(":")[4]}


class BatchOutcome:
    SUCCESS = "OK"
    FAILED = "PROBLEM: Function call failed"


class MappingPoller:
    """Runs the workers of one mapping."""

    def __init__(self, lam: PollerHost, mapping_uuid: str) -> None:
        self.lam = lam
        self.uuid = mapping_uuid
        self.workers: list[asyncio.Task[None]] = []
        self.receiving: set[asyncio.Task[None]] = set()
        self.stopping = False
        self.batches = 0
        self.failures_in_row = 0
        self.last_result: str | None = None
        self.state = "starting"

    def snapshot(self) -> dict[str, Any]:
        return {
            "workers": len(self.workers),
            "batches": self.batches,
            "state": self.state,
            "consecutive_failures": self.failures_in_row,
        }

    def start(self) -> None:
        mapping = self.lam.mapping(self.uuid)
        if mapping is None:
            return
        count = int(mapping.maximum_concurrency or DEFAULT_WORKERS)
        reserved = self.lam.reserved(self._function_key(mapping))
        if reserved is not None:
            count = min(count, max(1, reserved))
        count = max(1, min(count, self.lam.engine.global_limit))
        self.state = "polling"
        for _ in range(count):
            self.workers.append(asyncio.create_task(self._worker()))

    async def stop(self) -> None:
        self.stopping = True
        self.state = "stopping"
        pending = {task for task in self.workers if not task.done()}
        while pending:
            # A cancel can be lost when the wait it hits has just been woken (asyncio.wait_for on 3.11),
            # so waiting workers are cancelled again until they are gone; busy ones finish their batch.
            for task in list(self.receiving):
                task.cancel()
            _, pending = await asyncio.wait(pending, timeout=0.1)
        self.workers = []
        self.state = "stopped"

    def _function_key(self, mapping: EventSourceMapping) -> tuple[str, str, str]:
        parts = mapping.function_arn.split(":")
        return parts[4], parts[3], parts[6]

    # -- one worker ------------------------------------------------------------------------

    async def _worker(self) -> None:
        current = asyncio.current_task()
        assert current is not None
        while not self.stopping:
            try:
                await self._cycle(current)
            except asyncio.CancelledError:
                if self.stopping:
                    return
                raise
            except Exception:  # noqa: BLE001 - a poller never dies of one bad batch
                log.exception("event source mapping %s: batch failed", self.uuid)
                await self._sleep(IDLE_BACKOFF_S)

    async def _sleep(self, seconds: float) -> None:
        current = asyncio.current_task()
        assert current is not None
        self.receiving.add(current)
        try:
            await asyncio.sleep(seconds)
        finally:
            self.receiving.discard(current)

    async def _cycle(self, me: asyncio.Task[None]) -> None:
        lam = self.lam
        mapping = lam.mapping(self.uuid)
        if mapping is None or not mapping.enabled:
            self.stopping = True
            return
        account, region, name = self._function_key(mapping)
        ctx = lam.host.context("lambda", "Invoke", account_id=account, region=region)
        qualifier = mapping.function_arn.split(":")[7] if mapping.function_arn.count(":") == 7 else None
        try:
            resolved = lam.resolve(ctx, name, qualifier)
        except AwsError:
            self._record(mapping, "PROBLEM: Function not found")
            await self._sleep(IDLE_BACKOFF_S)
            return
        principal = await lam.broker.principal(resolved.config.role, name, account)
        messages = await self._collect(mapping, principal, region, me)
        if not messages:
            return
        # The long poll may have lasted seconds: invoke the function as it is now (a code update
        # during the wait must take effect for this batch, as on AWS), not as it was before it.
        try:
            resolved = lam.resolve(ctx, name, qualifier)
        except AwsError:
            self._record(mapping, "PROBLEM: Function not found")
            return  # the messages become visible again after their visibility timeout
        await self._process(ctx, mapping, resolved, principal, messages)

    async def _receive(
        self, mapping: EventSourceMapping, principal: Principal, region: str, count: int, wait: int
    ) -> list[dict[str, Any]]:
        answer = await self.lam.host.call(
            "sqs",
            "ReceiveMessage",
            {
                "QueueUrl": self.lam.queue_url(mapping.event_source_arn),
                "MaxNumberOfMessages": count,
                "WaitTimeSeconds": wait,
                "MessageSystemAttributeNames": ["All"],
                "AttributeNames": ["All"],
                "MessageAttributeNames": ["All"],
            },
            principal=principal,
            region=region,
            extra=source_of(mapping),
        )
        return list(answer.get("Messages") or [])

    async def _collect(
        self, mapping: EventSourceMapping, principal: Principal, region: str, me: asyncio.Task[None]
    ) -> list[dict[str, Any]]:
        batch_size = mapping.batch_size
        window = float(mapping.batching_window)
        messages: list[dict[str, Any]] = []
        size = 0
        deadline = 0.0
        while len(messages) < batch_size and size < MAX_PAYLOAD and not self.stopping:
            if not messages:
                wait = LONG_POLL_S
            else:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                if remaining < 1:
                    await self._sleep(remaining)
                wait = int(remaining) if remaining >= 1 else 0
            self.receiving.add(me)
            try:
                got = await self._receive(
                    mapping, principal, region, min(10, batch_size - len(messages)), wait
                )
            except AwsError as error:
                self.receiving.discard(me)
                self._record(mapping, f"PROBLEM: {error.code}: {error.message}")
                await self._sleep(IDLE_BACKOFF_S)
                break
            finally:
                self.receiving.discard(me)
            if got and not messages:
                deadline = time.monotonic() + window
            messages.extend(got)
            size += sum(len(m.get("Body", "").encode()) + 1024 for m in got)
            if window <= 0 and messages:
                break
            if not got and not messages:
                break  # an empty long poll: start over (re-reading the mapping)
        return messages

    # -- one batch -------------------------------------------------------------------------

    async def _process(
        self,
        ctx: RequestContext,
        mapping: EventSourceMapping,
        resolved: Resolved,
        principal: Principal,
        messages: list[dict[str, Any]],
    ) -> None:
        lam = self.lam
        region = ctx.region
        records = [sqs_record(m, mapping.event_source_arn, region) for m in messages]
        patterns = parse_filters(mapping.filter_criteria)
        kept: list[dict[str, Any]] = []
        filtered: list[dict[str, Any]] = []
        if not patterns:
            kept = records
        else:
            for record in records:
                (kept if matches_any(patterns, filterable_sqs_record(record)) else filtered).append(record)
        request_id = str(uuid.uuid4()) if kept else None
        deleted: list[str] = []
        retried: list[str] = []
        outcome = "Filtered"
        if filtered:
            await self._delete(mapping, principal, region, filtered)
            deleted += [r["messageId"] for r in filtered]
        if kept:
            assert request_id is not None
            # a prove run on this mapping attaches its invocation faults and may drop deletes
            hook = lam.host.faults.delivery_hook(mapping.uuid)
            lose = hook.before_invoke(request_id, kept) if hook is not None else set()
            event = {"Records": kept}
            result = await self._invoke(ctx, mapping, resolved, event, request_id)
            if result is None or result.function_error:
                retried = [r["messageId"] for r in kept]
                outcome = "Throttled" if result is None else "FunctionError"
            else:
                failures = self._failed_ids(mapping, result.payload, kept)
                if failures is None:
                    retried = [r["messageId"] for r in kept]
                    outcome = "InvalidBatchResponse"
                else:
                    keep_back = self._with_fifo_followers(mapping, kept, failures)
                    done = [r for r in kept if r["messageId"] not in keep_back]
                    if lose and hook is not None:
                        hook.lost_delete(request_id, [r["messageId"] for r in done if r["messageId"] in lose])
                        done = [r for r in done if r["messageId"] not in lose]
                    await self._delete(mapping, principal, region, done)
                    deleted += [r["messageId"] for r in done]
                    retried = [r["messageId"] for r in kept if r["messageId"] in keep_back]
                    outcome = "PartialFailure" if retried else "Success"
        self.batches += 1
        failed = outcome in ("FunctionError", "Throttled", "InvalidBatchResponse")
        self._record(mapping, BatchOutcome.FAILED if failed else BatchOutcome.SUCCESS)
        lam.publish(
            ctx,
            "lambda.esm.batch",
            resource=mapping.event_source_mapping_arn,
            uuid=mapping.uuid,
            function_arn=mapping.function_arn,
            event_source_arn=mapping.event_source_arn,
            message_ids=[r["messageId"] for r in records],
            request_id=request_id,
            deleted=deleted,
            retried=retried,
            filtered=[r["messageId"] for r in filtered],
            outcome=outcome,
            receive_counts={
                r["messageId"]: int(r["attributes"].get("ApproximateReceiveCount", "0")) for r in records
            },
        )
        if failed:
            self.failures_in_row += 1
            await self._sleep(FAILURE_BACKOFF_S[min(self.failures_in_row, len(FAILURE_BACKOFF_S)) - 1])
        else:
            self.failures_in_row = 0

    async def _invoke(
        self,
        ctx: RequestContext,
        mapping: EventSourceMapping,
        resolved: Resolved,
        event: dict[str, Any],
        request_id: str,
    ) -> Any:
        payload = json.dumps(event).encode()
        give_up = time.monotonic() + max(1.0, float(resolved.config.timeout))
        while True:
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
                if error.status != 429 or time.monotonic() > give_up or self.stopping:
                    return None
                await asyncio.sleep(0.05)

    def _failed_ids(
        self, mapping: EventSourceMapping, payload: bytes, kept: list[dict[str, Any]]
    ) -> set[str] | None:
        """The ids to leave on the queue, or None when the response fails the whole batch."""
        if not mapping.reports_item_failures:
            return set()
        text = payload.strip()
        if not text:
            return set()
        try:
            response = json_document.loads(text)
        except ValueError:
            return None
        if response is None:
            return set()
        if not isinstance(response, dict):
            return None
        failures = response.get("batchItemFailures")
        if failures is None:
            return set()
        if not isinstance(failures, list):
            return None
        ids = {r["messageId"] for r in kept}
        out: set[str] = set()
        for entry in failures:
            if not isinstance(entry, dict) or "itemIdentifier" not in entry:
                return None
            item = entry["itemIdentifier"]
            if not isinstance(item, str) or not item or item not in ids:
                return None
            out.add(item)
        return out

    def _with_fifo_followers(
        self, mapping: EventSourceMapping, kept: list[dict[str, Any]], failures: set[str]
    ) -> set[str]:
        """On FIFO queues a failed message holds back every later message of its group."""
        if not mapping.fifo or not failures:
            return failures
        held = set(failures)
        blocked: set[str] = set()
        for record in kept:
            group = record["attributes"].get("MessageGroupId", "")
            if group in blocked:
                held.add(record["messageId"])
            elif record["messageId"] in failures:
                blocked.add(group)
        return held

    async def _delete(
        self, mapping: EventSourceMapping, principal: Principal, region: str, records: list[dict[str, Any]]
    ) -> None:
        for start in range(0, len(records), 10):
            chunk = records[start : start + 10]
            entries = [{"Id": str(i), "ReceiptHandle": r["receiptHandle"]} for i, r in enumerate(chunk)]
            with contextlib.suppress(AwsError):
                await self.lam.host.call(
                    "sqs",
                    "DeleteMessageBatch",
                    {"QueueUrl": self.lam.queue_url(mapping.event_source_arn), "Entries": entries},
                    principal=principal,
                    region=region,
                    extra=source_of(mapping),
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
