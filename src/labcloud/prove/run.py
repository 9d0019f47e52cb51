"""One prove run inside the server: send the planned copies, fault their deliveries, wait, judge.

A :class:`ProveRun` is the delivery hook of its mapping while it runs (the SQS poller asks it
before each invoke), so faults land inside labcloud's own components: the poller drops deletes,
the sandbox delays, races, crashes, holds or fails invocations, the pipeline fails DynamoDB
calls through fault rules. It talks to SQS and Lambda only through ``hub.call``; the report is
computed from the event history (:mod:`labcloud.prove.report`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.faults.rules import new_rule
from labcloud.prove.plan import Copy, build_plan, invalid, parse_faults, parse_key_path, transient_rules
from labcloud.prove.report import build_report
from labcloud.runtime.faults import SandboxFault

if TYPE_CHECKING:
    from labcloud.hub import Hub

log = logging.getLogger("labcloud.prove")

FAST_VISIBILITY_S = 3
POLL_S = 0.25
WATCHED = (
    "sqs.message.deleted",
    "sqs.message.moved_to_dlq",
    "lambda.invocation.finished",
    "lambda.esm.batch",
)
BARRIER_WAIT_S = 10.0


class ProveRun:
    def __init__(self, hub: Hub, request: dict[str, Any]) -> None:
        self.hub = hub
        self.run_id = "p-" + secrets.token_hex(4)
        if not isinstance(request, dict):
            raise invalid("the body must be a JSON object")
        unknown = set(request) - {
            "mapping",
            "key",
            "messages",
            "faults",
            "rate",
            "seed",
            "table",
            "timeout",
            "fast",
            "max_receives",
            "count_rewrites",
            "account",
            "region",
        }
        if unknown:
            raise invalid(f"labcloud does not support the prove member(s) {', '.join(sorted(unknown))}")
        mapping = request.get("mapping")
        if not isinstance(mapping, str) or not mapping or len(mapping) > 64:
            raise invalid("mapping (the event source mapping's UUID) is required")
        self.mapping_uuid: str = mapping
        self.key_path = request.get("key") or "$.id"
        parse_key_path(self.key_path)
        self.faults = parse_faults(request.get("faults"))
        rate = request.get("rate", 0.3)
        if isinstance(rate, bool) or not isinstance(rate, int | float) or not 0 <= rate <= 1:
            raise invalid("rate must be a number from 0 to 1")
        self.rate = float(rate)
        seed = request.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**31)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise invalid("seed must be a whole number")
        self.seed = seed
        self.table = request.get("table")
        if self.table is not None and not isinstance(self.table, str):
            raise invalid("table must be a table name")
        timeout = request.get("timeout", 120)
        if isinstance(timeout, bool) or not isinstance(timeout, int | float) or not 1 <= timeout <= 3600:
            raise invalid("timeout must be from 1 to 3600 seconds")
        self.timeout = float(timeout)
        self.fast = bool(request.get("fast", False))
        count_rewrites = request.get("count_rewrites", False)
        if not isinstance(count_rewrites, bool):
            raise invalid("count_rewrites must be true or false")
        #: Count an accepted write that stored the same item again as an effect (the labs' definition).
        self.count_rewrites = count_rewrites
        max_receives = request.get("max_receives", 3)
        if isinstance(max_receives, bool) or not isinstance(max_receives, int) or not 1 <= max_receives <= 20:
            raise invalid("max_receives must be from 1 to 20")
        self.max_receives = max_receives
        self.account = str(request.get("account") or hub.settings.account_id)
        self.region = str(request.get("region") or hub.settings.region)
        messages = request.get("messages")
        if not isinstance(messages, list):
            raise invalid("messages must be a list of message bodies")
        self.plan: list[Copy] = build_plan(messages, self.key_path, self.faults, self.rate, self.seed)
        self.state = "starting"
        self.error: str | None = None
        self.started = time.time()
        self.start_seq = hub.bus.last_seq()
        self.end_seq: int | None = None
        self.report: dict[str, Any] | None = None
        self.progress: dict[str, Any] = {}
        self.task: asyncio.Task[None] | None = None
        # delivery facts the hook sees
        self.by_message: dict[str, Copy] = {}
        self.message_of: dict[str, str] = {}
        self.receipts: dict[str, str] = {}
        self.receives: dict[str, int] = {}
        # messages whose one planned delete has been dropped (redelivery applies once)
        self.dropped: set[str] = set()
        # (copy id, fault) pairs already applied: each planned delivery fault takes effect once
        self.applied: set[tuple[str, str]] = set()
        self.requests: dict[str, list[str]] = {}  # request id → copy ids
        self.finished: set[str] = set()
        self.deleted: set[str] = set()
        self.dead: set[str] = set()
        self.last_outcome: dict[str, str] = {}
        self.removed: set[str] = set()
        self._barriers: dict[str, tuple[asyncio.Event, list[int]]] = {}
        self._rule_ids: list[str] = []
        #: called with the final document once the run ended (the routes store it)
        self.on_finished: Any = None
        self.visibility_s = 30
        self.function = ""
        self.queue_url = ""
        self.redrive = False

    # -- describing ---------------------------------------------------------------------------

    def summary(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "state": self.state,
            "mapping": self.mapping_uuid,
            "function": self.function,
            "seed": self.seed,
            "rate": self.rate,
            "faults": self.faults,
            "fast": self.fast,
            "count_rewrites": self.count_rewrites,
            "key": self.key_path,
            "table": self.table,
            "started": self.started,
            "error": self.error,
            "progress": self.progress,
            "start_seq": self.start_seq,
            "end_seq": self.end_seq,
        }

    def document(self) -> dict[str, Any]:
        out = self.summary()
        out["plan"] = [c.public() for c in self.plan]
        out["report"] = self.report
        return out

    # -- the delivery hook (called by the SQS poller, on the event loop) ------------------------

    def before_invoke(self, request_id: str, records: list[dict[str, Any]]) -> set[str]:
        copies: list[Copy] = []
        first: list[Copy] = []
        lose: set[str] = set()
        for record in records:
            copy = self.by_message.get(record["messageId"])
            if copy is None:
                continue
            copies.append(copy)
            self.receipts[record["messageId"]] = record["receiptHandle"]
            count = int((record.get("attributes") or {}).get("ApproximateReceiveCount", "1"))
            self.receives[record["messageId"]] = max(count, self.receives.get(record["messageId"], 0))
            if count == 1:
                first.append(copy)
            if "redelivery" in copy.faults and record["messageId"] not in self.dropped:
                # the delete of the first delivery the handler completes is lost (an earlier
                # delivery may have failed on a transient fault, so this is not always the first)
                lose.add(record["messageId"])
        if not copies:
            return lose
        self.requests[request_id] = [c.copy_id for c in copies]
        fault = SandboxFault()
        # a copy's delivery faults hit the first delivery that can show them: a delivery failed by a
        # transient fault (say) never reaches its held response, so the hold waits for the next one
        due = {c.copy_id: {f for f in c.faults if (c.copy_id, f) not in self.applied} for c in copies}
        for copy in copies:
            pending = due[copy.copy_id]
            if "delay" in pending:
                fault.delay_s = max(fault.delay_s, copy.delay_ms / 1000)
            if "crash" in pending:
                fault.crash = "before" if copy.crash == "before" else "after"
            if "error-after" in pending:
                fault.error = "after"
            if "slow" in pending:
                fault.hold_s = self.visibility_s + 1.0
        if len(copies) == 1 and copies[0] in first and copies[0].group is not None:
            fault.barrier = self._barrier(copies[0], request_id)
        if fault.delay_s or fault.crash or fault.error or fault.hold_s or fault.barrier:
            names = {
                "delay": "delay",
                "crash_before": "crash",
                "crash_after": "crash",
                "error_after": "error-after",
                "hold": "slow",
            }

            def applied(what: str) -> None:
                for copy in copies:
                    if names.get(what) in due[copy.copy_id]:
                        self._published(names[what], copy, request_id, detail=what)

            fault.applied = applied
            self.hub.faults.register_invocation(request_id, fault)
        return lose

    def lost_delete(self, request_id: str, message_ids: list[str]) -> None:
        for message_id in message_ids:
            copy = self.by_message.get(message_id)
            if copy is not None and message_id not in self.dropped:
                self.dropped.add(message_id)
                self._published("redelivery", copy, request_id, detail="delete dropped")

    def _barrier(self, copy: Copy, request_id: str) -> Any:
        group = copy.group or ""
        size = sum(1 for c in self.plan if c.group == group)
        event, arrived = self._barriers.setdefault(group, (asyncio.Event(), [0]))

        async def wait() -> None:
            arrived[0] += 1
            if arrived[0] >= size:
                event.set()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(event.wait(), BARRIER_WAIT_S)
            self._published(
                "concurrent",
                copy,
                request_id,
                detail=f"released together with {size - 1} other cop{'y' if size == 2 else 'ies'}"
                if event.is_set()
                else "the other copy did not arrive in time",
            )

        return wait

    def _published(self, fault: str, copy: Copy, request_id: str | None, detail: str = "") -> None:
        self.applied.add((copy.copy_id, fault))
        self.hub.faults.publish(
            fault,
            self.account,
            self.region,
            resource=self.mapping_uuid,
            run_id=self.run_id,
            copy_id=copy.copy_id,
            key=copy.key,
            message_id=self.message_of.get(copy.copy_id),
            request_id=request_id,
            detail=detail,
        )

    # -- the run ------------------------------------------------------------------------------

    async def _call(self, service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        return await self.hub.call(service, operation, params, account_id=self.account, region=self.region)

    async def prepare(self) -> None:
        """Check the mapping and its queue (errors here answer the start request)."""
        try:
            mapping = await self._call("lambda", "GetEventSourceMapping", {"UUID": self.mapping_uuid})
        except AwsError as error:
            raise AwsError(
                "ResourceNotFoundException",
                f"no event source mapping {self.mapping_uuid} in {self.account}/{self.region} ({error.code})",
                status=404,
            ) from None
        source = str(mapping.get("EventSourceArn", ""))
        if source.split(":")[2:3] != ["sqs"]:
            raise invalid("prove drives SQS event source mappings only")
        if mapping.get("State") not in ("Enabled", "Enabling", "Creating", "Updating"):
            raise invalid(f"the mapping is {mapping.get('State')}; enable it first")
        self.function = str(mapping["FunctionArn"]).split(":")[6]
        self.source_arn = source
        parts = source.split(":")
        url = await self._call(
            "sqs", "GetQueueUrl", {"QueueName": parts[5], "QueueOwnerAWSAccountId": parts[4]}
        )
        self.queue_url = str(url["QueueUrl"])
        attributes = (
            await self._call(
                "sqs", "GetQueueAttributes", {"QueueUrl": self.queue_url, "AttributeNames": ["All"]}
            )
        )["Attributes"]
        self.original_visibility = int(attributes.get("VisibilityTimeout", "30"))
        self.visibility_s = FAST_VISIBILITY_S if self.fast else self.original_visibility
        self.redrive = bool(attributes.get("RedrivePolicy"))
        self.fifo = self.queue_url.endswith(".fifo")
        if self.table is not None:
            try:
                await self._call("dynamodb", "DescribeTable", {"TableName": self.table})
            except AwsError as error:
                raise AwsError(
                    "ResourceNotFoundException", f"no table {self.table} ({error.code})", status=404
                ) from None
        if self.hub.faults.delivery_hook(self.mapping_uuid) is not None:
            raise AwsError("ConflictException", "a prove run is already running on this mapping", status=409)

    async def run(self) -> None:
        try:
            await self._run()
        except asyncio.CancelledError:
            self.state = "cancelled"
            raise
        except Exception as error:  # noqa: BLE001 - a run reports its failure instead of dying silently
            log.exception("prove run %s failed", self.run_id)
            self.state = "failed"
            self.error = f"{type(error).__name__}: {error}"
        finally:
            await self._cleanup()

    async def _run(self) -> None:
        self.hub.faults.set_delivery_hook(self.mapping_uuid, self)
        if self.fast and self.original_visibility != self.visibility_s:
            await self._set_visibility(self.visibility_s)
        if "transient" in self.faults and self.rate > 0:
            for document in transient_rules(self.function, self.rate, self.seed, self.run_id):
                self.hub.faults.add_rule(new_rule(document))
                self._rule_ids.append(document["id"])
        self.hub.faults.publish(
            "prove.started",
            self.account,
            self.region,
            resource=self.mapping_uuid,
            run_id=self.run_id,
            seed=self.seed,
            rate=self.rate,
            faults=self.faults,
            copies=len(self.plan),
        )
        self.state = "running"
        deadline = time.monotonic() + self.timeout
        self.cursor = self.start_seq
        for wave in (1, 2):
            copies = [c for c in self.plan if c.wave == wave]
            if not copies:
                continue
            await self._send(copies)
            if not await self._settle(copies, deadline):
                self.state = "timed out"
                break
        else:
            self.state = "settled"

    async def _send(self, copies: list[Copy]) -> None:
        for copy in copies:
            params: dict[str, Any] = {"QueueUrl": self.queue_url, "MessageBody": copy.body}
            if self.fifo:
                params["MessageGroupId"] = copy.key[:128]
                params["MessageDeduplicationId"] = f"{self.run_id}-{copy.copy_id}"
            sent = await self._call("sqs", "SendMessage", params)
            message_id = str(sent["MessageId"])
            self.by_message[message_id] = copy
            self.message_of[copy.copy_id] = message_id

    def _absorb(self) -> None:
        """Read the new events that tell how the run's messages and invocations went."""
        while True:
            events = self.hub.bus.query(after=self.cursor, kinds=list(WATCHED), limit=2000)
            if not events:
                return
            for event in events:
                self.cursor = event.seq
                data = event.data
                if event.kind == "sqs.message.deleted" and data.get("message_id") in self.by_message:
                    self.deleted.add(data["message_id"])
                elif event.kind == "sqs.message.moved_to_dlq" and data.get("message_id") in self.by_message:
                    self.dead.add(data["message_id"])
                elif event.kind == "lambda.invocation.finished" and data.get("request_id") in self.requests:
                    self.finished.add(data["request_id"])
                elif event.kind == "lambda.esm.batch" and data.get("request_id") in self.requests:
                    for message_id in data.get("message_ids") or []:
                        self.last_outcome[message_id] = str(data.get("outcome"))

    def _refused(self, message_id: str) -> bool:
        """Failing on every delivery, ``max_receives`` times (no DLQ to move it to)."""
        return (
            not self.redrive
            and self.receives.get(message_id, 0) >= self.max_receives
            and self.last_outcome.get(message_id) in ("FunctionError", "InvalidBatchResponse", "Throttled")
        )

    async def _settle(self, copies: list[Copy], deadline: float) -> bool:
        ids = [self.message_of[c.copy_id] for c in copies]
        while True:
            self._absorb()
            in_flight = [r for r in self.requests if r not in self.finished]
            open_ids = [
                m for m in ids if m not in self.deleted and m not in self.dead and not self._refused(m)
            ]
            settled = len(self.message_of) - sum(
                1
                for m in self.message_of.values()
                if m not in self.deleted and m not in self.dead and not self._refused(m)
            )
            self.progress = {
                "sent": len(self.message_of),
                "planned": len(self.plan),
                "settled": settled,
                "deleted": len(self.deleted),
                "in_dlq": len(self.dead),
                "in_flight": len(in_flight),
                "invocations": len(self.requests),
                "elapsed_s": round(time.time() - self.started, 1),
            }
            await self._remove_refused()
            if not open_ids and not in_flight:
                return True
            if time.monotonic() > deadline:
                return False
            await asyncio.sleep(POLL_S)

    async def _set_visibility(self, seconds: int) -> None:
        await self._call(
            "sqs",
            "SetQueueAttributes",
            {"QueueUrl": self.queue_url, "Attributes": {"VisibilityTimeout": str(seconds)}},
        )

    async def _remove_refused(self) -> None:
        """Copies the consumer keeps refusing leave the queue: deleted with their latest receipt."""
        for message_id in list(self.by_message):
            if message_id in self.deleted or message_id in self.dead or message_id in self.removed:
                continue
            if message_id in self.receipts and self._refused(message_id):
                with contextlib.suppress(AwsError):
                    await self._call(
                        "sqs",
                        "DeleteMessage",
                        {"QueueUrl": self.queue_url, "ReceiptHandle": self.receipts[message_id]},
                    )
                    self.removed.add(message_id)

    async def _cleanup(self) -> None:
        self.hub.faults.set_delivery_hook(self.mapping_uuid, None)
        for rule_id in self._rule_ids:
            self.hub.faults.remove_rule(rule_id)
        await self._remove_refused()
        if (
            self.queue_url
            and self.fast
            and getattr(self, "original_visibility", None) not in (None, self.visibility_s)
        ):
            with contextlib.suppress(AwsError):
                await self._set_visibility(self.original_visibility)
        self._absorb()
        self.end_seq = self.hub.bus.last_seq()
        try:
            self.report = build_report(self)
        except Exception as error:  # noqa: BLE001
            log.exception("prove report %s failed", self.run_id)
            self.error = self.error or f"report failed: {error}"
            if self.state in ("settled", "running"):
                self.state = "failed"
        self.hub.faults.publish(
            "prove.finished",
            self.account,
            self.region,
            resource=self.mapping_uuid,
            run_id=self.run_id,
            state=self.state,
            verdict=(self.report or {}).get("verdict"),
        )
        if self.on_finished is not None:
            self.on_finished(self)
