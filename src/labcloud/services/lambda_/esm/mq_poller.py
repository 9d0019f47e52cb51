"""The poller of one enabled Amazon MQ mapping: lease a batch from the broker's queue, filter, invoke,
settle or release.

Each round reads the mapping and the broker through MQ's ``BrokerQueues`` interface; the broker must be
RUNNING and the BASIC_AUTH secret (read from Secrets Manager as the function's execution role) must hold
the credentials of one of its users, else LastProcessingResult says why and nothing is read. A batch is
up to BatchSize messages (more arriving within MaximumBatchingWindowInSeconds join it), trimmed to Invoke's
6 MB; messages past their ``expiration`` are dropped, those no filter matches are consumed without an
invocation. Success settles the batch; a function error or timeout releases it whole, to be retried
(``redelivered: true``) until it succeeds or its messages expire, as AWS documents. Each message stays
leased (never lost) while the function runs; a restart finds unsettled ones on the queue again."""

from __future__ import annotations

import asyncio
import json
import logging
import time
import uuid
from typing import TYPE_CHECKING, Any

from labcloud import clock, json_document
from labcloud.errors import AwsError
from labcloud.services.lambda_.esm import mq_event, mq_source
from labcloud.services.lambda_.esm.filtering import matches_any, parse_filters

if TYPE_CHECKING:
    from labcloud.context import Principal, RequestContext
    from labcloud.services.lambda_.esm.host import PollerHost
    from labcloud.services.lambda_.esm.record import EventSourceMapping
    from labcloud.services.mq.interfaces import BrokerQueues, QueuedMessage

log = logging.getLogger("labcloud.lambda.esm")

POLL_S = 0.2
IDLE_BACKOFF_S = 1.0
FAILURE_BACKOFF_S = (0.1, 0.25, 0.5, 1.0)
MAX_PAYLOAD = 6_291_456 - 64 * 1024
#: How long a secret's credentials are trusted before the secret is read again.
SECRET_TTL_S = 5.0
OK = "OK"
FAILED = "PROBLEM: Function call failed"
NO_BROKER = "PROBLEM: Connection error. Please check your event source connection configuration."
BAD_CREDENTIALS = (
    "PROBLEM: Authentication error. The credentials in the BASIC_AUTH secret are not those of a broker user."
)
NO_SECRET = "PROBLEM: The BASIC_AUTH secret could not be read with the function's execution role."


class MqPoller:
    """Runs one mapping's consumer (one at a time: AWS's RabbitMQ consumer is one, ActiveMQ's share a queue)."""

    def __init__(self, lam: PollerHost, mapping_uuid: str) -> None:
        self.lam = lam
        self.uuid = mapping_uuid
        self.task: asyncio.Task[None] | None = None
        self.sleeping = False
        self.stopping = False
        self.batches = 0
        self.failures_in_row = 0
        self.last_result: str | None = None
        self.state = "starting"
        self._credentials: tuple[float, str, str, str] | None = None

    def snapshot(self) -> dict[str, Any]:
        return {
            "workers": 1 if self.task else 0,
            "batches": self.batches,
            "state": self.state,
            "consecutive_failures": self.failures_in_row,
        }

    def start(self) -> None:
        self.state = "polling"
        self.task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        self.stopping = True
        self.state = "stopping"
        task = self.task
        while task is not None and not task.done():
            if self.sleeping:
                task.cancel()
            await asyncio.wait({task}, timeout=0.1)
        self.task = None
        self.state = "stopped"

    async def _sleep(self, seconds: float) -> None:
        self.sleeping = True
        try:
            await asyncio.sleep(seconds)
        finally:
            self.sleeping = False

    async def _run(self) -> None:
        while not self.stopping:
            try:
                await self._cycle()
            except asyncio.CancelledError:
                if self.stopping:
                    return
                raise
            except Exception:  # noqa: BLE001 - a poller never dies of one bad batch
                log.exception("event source mapping %s: MQ batch failed", self.uuid)
                await self._sleep(IDLE_BACKOFF_S)

    # -- one round -------------------------------------------------------------------------

    async def _cycle(self) -> None:
        lam = self.lam
        mapping = lam.mapping(self.uuid)
        if mapping is None or not mapping.enabled:
            self.stopping = True
            return
        parts = mapping.function_arn.split(":")
        account, region, name = parts[4], parts[3], parts[6]
        qualifier = parts[7] if len(parts) == 8 else None
        ctx = lam.host.context("lambda", "Invoke", account_id=account, region=region)
        queues = mq_source.queues(lam.host)
        facts = queues.broker(account, region, mapping.event_source_arn) if queues is not None else None
        if queues is None or facts is None or facts.state != "RUNNING":
            if facts is None:
                self._record(NO_BROKER)
            await self._sleep(IDLE_BACKOFF_S if facts is None else POLL_S)
            return
        try:
            resolved = lam.resolve(ctx, name, qualifier)
        except AwsError:
            self._record("PROBLEM: Function not found")
            await self._sleep(IDLE_BACKOFF_S)
            return
        principal = await lam.broker.principal(resolved.config.role, name, account)
        problem = await self._authenticate(mapping, queues, principal, region)
        if problem:
            self._record(problem)
            await self._sleep(IDLE_BACKOFF_S)
            return
        engine = facts.engine
        queue = str((mapping.extra.get("Queues") or [""])[0])
        configs = mapping.extra.get("SourceAccessConfigurations")
        vhost = mq_source.virtual_host(configs) if engine == "RABBITMQ" else ""
        lease = float(resolved.config.timeout) + 30.0
        batch = await self._collect(mapping, queues, queue, vhost, lease)
        if not batch:
            await self._sleep(POLL_S)
            return
        try:
            resolved = lam.resolve(ctx, name, qualifier)
        except AwsError:
            queues.release([m.seq for m in batch])
            self._record("PROBLEM: Function not found")
            return
        await self._process(ctx, mapping, engine, queues, batch, resolved)

    async def _authenticate(
        self, mapping: EventSourceMapping, queues: BrokerQueues, principal: Principal, region: str
    ) -> str | None:
        """None when the secret's credentials are a broker user's, else the LastProcessingResult to show."""
        secret = mq_source.secret_arn(mapping.extra.get("SourceAccessConfigurations"))
        cached = self._credentials
        if cached is None or cached[0] < time.monotonic() or cached[1] != secret:
            try:
                answer = await self.lam.host.call(
                    "secretsmanager",
                    "GetSecretValue",
                    {"SecretId": secret},
                    principal=principal,
                    region=region,
                )
                value = json_document.loads(str(answer.get("SecretString") or "{}"))
            except (AwsError, ValueError):
                self._credentials = None
                return NO_SECRET
            if not isinstance(value, dict):
                return BAD_CREDENTIALS
            cached = (
                time.monotonic() + SECRET_TTL_S,
                secret,
                str(value.get("username", "")),
                str(value.get("password", "")),
            )
            self._credentials = cached
        if not queues.authenticate(mapping.event_source_arn, cached[2], cached[3]):
            return BAD_CREDENTIALS
        return None

    async def _collect(
        self, mapping: EventSourceMapping, queues: BrokerQueues, queue: str, vhost: str, lease: float
    ) -> list[QueuedMessage]:
        arn = mapping.event_source_arn
        got = queues.receive(arn, queue, vhost, mapping.batch_size, lease)
        if got and len(got) < mapping.batch_size and mapping.batching_window > 0:
            deadline = time.monotonic() + mapping.batching_window
            while len(got) < mapping.batch_size and time.monotonic() < deadline and not self.stopping:
                await self._sleep(min(POLL_S, max(0.0, deadline - time.monotonic())))
                got += queues.receive(arn, queue, vhost, mapping.batch_size - len(got), lease)
        now = clock.now()
        expired = [m for m in got if _expired(m, now)]
        if expired:
            queues.settle([m.seq for m in expired])
        kept: list[QueuedMessage] = []
        size = 0
        for message in got:
            if message in expired:
                continue
            size += len(message.doc["data"]) + 512
            if kept and size > MAX_PAYLOAD:
                queues.release([m.seq for m in got[got.index(message) :] if m not in expired])
                break
            kept.append(message)
        return kept

    async def _process(
        self,
        ctx: RequestContext,
        mapping: EventSourceMapping,
        engine: str,
        queues: BrokerQueues,
        batch: list[QueuedMessage],
        resolved: Any,
    ) -> None:
        now = clock.now()
        patterns = parse_filters(mapping.filter_criteria)
        if patterns:
            shaped = mq_event.event(engine, mapping.event_source_arn, batch, now)
            records = (
                shaped["messages"]
                if engine == "ACTIVEMQ"
                else [r for group in shaped["rmqMessagesByQueue"].values() for r in group]
            )
            matched = [
                m
                for m, r in zip(batch, records, strict=True)
                if matches_any(patterns, mq_event.filter_view(r))
            ]
        else:
            matched = list(batch)
        filtered = [m for m in batch if m not in matched]
        if filtered:
            queues.settle([m.seq for m in filtered])
        outcome = "Filtered"
        request_id = None
        if matched:
            request_id = str(uuid.uuid4())
            event = mq_event.event(engine, mapping.event_source_arn, matched, now)
            result = await self._invoke(ctx, mapping, resolved, event, request_id)
            if result is None or result.function_error:
                queues.release([m.seq for m in matched])
                outcome = "Throttled" if result is None else "FunctionError"
            else:
                queues.settle([m.seq for m in matched])
                outcome = "Success"
        self.batches += 1
        failed = outcome in ("FunctionError", "Throttled")
        self._record(FAILED if failed else OK)
        self.lam.publish(
            ctx,
            "lambda.esm.batch",
            resource=mapping.event_source_mapping_arn,
            uuid=mapping.uuid,
            function_arn=mapping.function_arn,
            event_source_arn=mapping.event_source_arn,
            message_ids=[_ident(m) for m in batch],
            request_id=request_id,
            deleted=[_ident(m) for m in filtered] + ([] if failed else [_ident(m) for m in matched]),
            retried=[_ident(m) for m in matched] if failed else [],
            filtered=[_ident(m) for m in filtered],
            outcome=outcome,
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
        resolved: Any,
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

    def _record(self, result: str) -> None:
        """Keep LastProcessingResult current (written only when it changes)."""
        if result == self.last_result:
            return
        self.last_result = result
        lam = self.lam
        with lam.store.transaction():
            current = lam.mapping(self.uuid)
            if current is not None and current.last_processing_result != result:
                lam.save_mapping(current.but(last_processing_result=result))


def _expired(message: QueuedMessage, now: float) -> bool:
    expiration = (message.doc.get("headers") or {}).get("expiration")
    return expiration is not None and now > float(message.doc["put"]) + int(expiration) / 1000


def _ident(message: QueuedMessage) -> str:
    return str(message.doc.get("id") or f"{message.queue}:{message.seq}")
