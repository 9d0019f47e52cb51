"""The SQS provider: each AWS operation, wired to the queue, message, FIFO and redrive modules.

Every operation is one synchronous SQLite transaction (long polling loops over such attempts and
awaits only between them), so concurrent receivers can never take the same visible message.
"""

from __future__ import annotations

import base64
import functools
import time
from collections.abc import Sequence
from typing import Any, ClassVar

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRoute
from labcloud.services.base import Provider
from labcloud.services.sqs import attributes as qattrs
from labcloud.services.sqs import policies, query_names, receive_attempts
from labcloud.services.sqs.batches import check_entries, failure
from labcloud.services.sqs.errors import invalid_parameter, invalid_value, queue_does_not_exist, sqs_error
from labcloud.services.sqs.interfaces import QueueDepths, QueueGauges
from labcloud.services.sqs.long_poll import QueueSignals
from labcloud.services.sqs.md5 import md5_of_attributes
from labcloud.services.sqs.messages import (
    decode_attributes,
    invalid_receipt_handle,
    parse_receipt_handle,
    received_at_of,
    select_attributes,
    system_attributes_of,
)
from labcloud.services.sqs.move_tasks import MoveTasks
from labcloud.services.sqs.queues import DELETED_NAME_HOLD, Queue, Queues, check_queue_name
from labcloud.services.sqs.receive import Outcome, next_visible_at, receive_once
from labcloud.services.sqs.redrive import check_redrive_allow_policy, check_redrive_policy, source_queues
from labcloud.services.sqs.schema import SCHEMA, TABLES
from labcloud.services.sqs.send import Prepared, prepare, sender_id, store_message
from labcloud.services.sqs.sweeper import Sweeper
from labcloud.services.sqs.views import queue_routes

query_names.register()

PURGE_INTERVAL = 60.0
MAX_BATCH_BYTES = 1048576  # the 1 MiB batch limit (AWS, 2025)
MAX_VISIBILITY = 43200


class SqsProvider(Provider):
    service = "sqs"
    tables: ClassVar[Sequence[str]] = TABLES

    def __init__(self, hub: Any) -> None:
        super().__init__(hub)
        self.queues = Queues(self.store)
        self.signals = QueueSignals()
        self.sweeper = Sweeper(self)
        self.move_tasks = MoveTasks(self)
        self.policy_count = policies.PolicyCount(self.store)
        self.queues.on_policy_change = self.policy_count.changed
        hub.resource_policies.register("sqs", policies.lookup(self.queues), self.policy_count.active)
        depths: QueueDepths = self  # mypy checks the provider keeps the interface's promise
        hub.offer(QueueDepths, depths)

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        self.queues.clear_cache()
        self.sweeper.start()
        self.move_tasks.resume()

    async def stop(self) -> None:
        await self.sweeper.stop()
        await self.move_tasks.stop()
        self.signals.notify_all()

    def reset(self) -> None:
        super().reset()
        self.queues.clear_cache()
        self.policy_count.changed()
        self.signals.notify_all()

    def internal_routes(self) -> list[InternalRoute]:
        return queue_routes(self)

    # ------------------------------------------------------------------ helpers

    def _queue(self, ctx: RequestContext, params: dict[str, Any]) -> Queue:
        url = params.get("QueueUrl")
        if not url:
            raise sqs_error("MissingParameter", "The request must contain the parameter QueueUrl.")
        try:
            queue = self.queues.by_url(url, ctx.account_id, ctx.region)
        except AwsError as error:
            account, name = self.queues.account_and_name(url, ctx.account_id)
            if account != ctx.account_id:
                raise policies.denied(ctx, f"arn:aws:sqs:{ctx.region}:{account}:{name}") from error
            raise
        return policies.check_reachable(ctx, queue) if queue.account_id != ctx.account_id else queue

    def url_of(self, queue: Queue, ctx: RequestContext | None = None) -> str:
        return queue.url(ctx.endpoint if ctx is not None else self.settings.endpoint)

    def emit(self, queue: Queue, kind: str, ctx: RequestContext | None = None, **data: Any) -> None:
        data.setdefault("queue_url", self.url_of(queue, ctx))
        data.setdefault("queue_name", queue.name)
        self.bus.publish(
            kind,
            service=self.service,
            account_id=queue.account_id,
            region=queue.region,
            resource=queue.arn,
            data=data,
        )

    def notify_after_commit(self, queue_id: int) -> None:
        self.store.after_commit(lambda: self.signals.notify(queue_id))

    # ------------------------------------------------------------------ queues

    def create_queue(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = params["QueueName"]
        given = {k: ("" if v is None else str(v)) for k, v in (params.get("Attributes") or {}).items()}
        fifo_flag = given.get("FifoQueue", "false").lower()
        if fifo_flag not in ("true", "false"):
            raise sqs_error("InvalidAttributeValue", "Invalid value for the parameter FifoQueue.")
        fifo = fifo_flag == "true"
        check_queue_name(name, fifo)
        if not fifo and name.endswith(".fifo"):
            raise invalid_parameter(
                "The name of a FIFO queue can only include alphanumeric characters, hyphens, or underscores, "
                "must end with .fifo suffix and be 1 to 80 in length."
            )
        checked = qattrs.validate_attributes(given, fifo=fifo, creating=True)
        if checked.get("Policy"):
            policies.check_policy(checked["Policy"])
        now = time.time()
        with self.store.transaction():
            existing = self.queues.find(ctx.account_id, ctx.region, name)
            if existing is not None:
                for key, value in checked.items():
                    if existing.attributes.get(key, qattrs.defaults(existing.fifo).get(key)) != value:
                        raise sqs_error(
                            "QueueNameExists",
                            f"A queue already exists with the same name and a different value for attribute {key}",
                        )
                return {"QueueUrl": self.url_of(existing, ctx)}
            deleted = self.queues.deleted_at(ctx.account_id, ctx.region, name)
            if deleted is not None and now - deleted < DELETED_NAME_HOLD:
                raise sqs_error(
                    "QueueDeletedRecently",
                    "You must wait 60 seconds after deleting a queue before you "
                    "can create another with the same name.",
                )
            if "RedrivePolicy" in checked:
                check_redrive_policy(self.queues, fifo, checked["RedrivePolicy"])
            if "RedriveAllowPolicy" in checked:
                check_redrive_allow_policy(checked["RedriveAllowPolicy"])
            stored = qattrs.defaults(fifo)
            stored.update({k: v for k, v in checked.items() if v != ""})
            self.queues.insert(
                ctx.account_id, ctx.region, name, fifo, stored, dict(params.get("tags") or {}), now
            )
            queue = self.queues.get(ctx.account_id, ctx.region, name)
            self.emit(queue, "sqs.queue.created", ctx, attributes=stored)
        return {"QueueUrl": self.url_of(queue, ctx)}

    def get_queue_url(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        account = params.get("QueueOwnerAWSAccountId") or ctx.account_id
        queue = self.queues.find(account, ctx.region, params["QueueName"])
        if queue is None:
            if account != ctx.account_id:
                raise policies.denied(ctx, f"arn:aws:sqs:{ctx.region}:{account}:{params['QueueName']}")
            raise queue_does_not_exist()
        return {"QueueUrl": self.url_of(policies.check_reachable(ctx, queue), ctx)}

    def list_queues(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        prefix = params.get("QueueNamePrefix") or ""
        limit = params.get("MaxResults")
        if limit is not None and not 1 <= limit <= 1000:
            raise invalid_value("MaxResults", limit, "Must be between 1 and 1000, if provided.")
        queues = self.queues.in_region(ctx.account_id, ctx.region, prefix)
        token = params.get("NextToken")
        if token:
            try:
                after = base64.b64decode(token).decode()
            except ValueError:
                raise invalid_parameter("Invalid NextToken value.") from None
            queues = [q for q in queues if q.name > after]
        out: dict[str, Any] = {}
        page = queues[: limit or 1000]
        if page:
            out["QueueUrls"] = [self.url_of(q, ctx) for q in page]
        if limit is not None and len(queues) > limit:
            out["NextToken"] = base64.b64encode(page[-1].name.encode()).decode()
        return out

    def delete_queue(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            self.queues.delete(queue, time.time())
            self.emit(queue, "sqs.queue.deleted", ctx, attributes=queue.attributes)
            self.notify_after_commit(queue.id)
        return {}

    def get_queue_attributes(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queue = self._queue(ctx, params)
        names = list(params.get("AttributeNames") or [])
        for name in names:
            if name != "All" and name not in qattrs.READABLE:
                raise qattrs.unknown_attribute(name)
        if not names:
            return {}
        wanted = set(qattrs.ALL_ORDER) if "All" in names else set(names)
        values = self.attribute_values(queue, wanted, ctx)
        return {"Attributes": values} if values else {}

    def attribute_values(
        self, queue: Queue, wanted: set[str], ctx: RequestContext | None = None
    ) -> dict[str, str]:
        now = time.time()
        computed: dict[str, str] = {}
        if wanted & {
            "ApproximateNumberOfMessages",
            "ApproximateNumberOfMessagesNotVisible",
            "ApproximateNumberOfMessagesDelayed",
        }:
            visible, in_flight, delayed = self.queues.counts(queue.id, now)
            computed.update(
                ApproximateNumberOfMessages=str(visible),
                ApproximateNumberOfMessagesNotVisible=str(in_flight),
                ApproximateNumberOfMessagesDelayed=str(delayed),
            )
        computed.update(
            QueueArn=queue.arn,
            CreatedTimestamp=str(int(queue.created)),
            LastModifiedTimestamp=str(int(queue.modified)),
        )
        out: dict[str, str] = {}
        stored = qattrs.reported(queue.attributes)
        for name in qattrs.ALL_ORDER:
            if name not in wanted:
                continue
            if name in computed:
                out[name] = computed[name]
            elif name in stored:
                out[name] = stored[name]
        return out

    def set_queue_attributes(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        given = {k: ("" if v is None else str(v)) for k, v in (params.get("Attributes") or {}).items()}
        with self.store.transaction():
            queue = self._queue(ctx, params)
            checked = qattrs.validate_attributes(given, fifo=queue.fifo, creating=False)
            if checked.get("Policy"):
                policies.check_policy(checked["Policy"])
            if "RedrivePolicy" in checked:
                check_redrive_policy(self.queues, queue.fifo, checked["RedrivePolicy"])
            if "RedriveAllowPolicy" in checked:
                check_redrive_allow_policy(checked["RedriveAllowPolicy"])
            stored = dict(queue.attributes)
            for key, value in checked.items():
                if value == "" and key in qattrs.JSON_ATTRIBUTES + ("KmsMasterKeyId",):
                    stored.pop(key, None)
                else:
                    stored[key] = value
            self.queues.update(queue, attributes=stored, modified=time.time())
            self.emit(queue, "sqs.queue.attributes_set", ctx, attributes=checked)
        return {}

    def purge_queue(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        now = time.time()
        with self.store.transaction():
            queue = self._queue(ctx, params)
            if queue.purged_at is not None and now - queue.purged_at < PURGE_INTERVAL:
                raise sqs_error(
                    "PurgeQueueInProgress",
                    f"Only one PurgeQueue operation on {queue.name} is allowed every 60 seconds.",
                )
            count = self.store.execute("DELETE FROM sqs_messages WHERE queue_id=?", (queue.id,)).rowcount
            self.queues.update(queue, purged_at=now)
            self.emit(queue, "sqs.queue.purged", ctx, attributes=queue.attributes, deleted=count)
        return {}

    # ------------------------------------------------------------------ tags and permissions

    def tag_queue(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            tags = dict(queue.tags)
            tags.update(params.get("Tags") or {})
            if len(tags) > 50:
                raise invalid_parameter("Too many tags added for queue " + queue.name + ".")
            self.queues.update(queue, tags=tags)
        return {}

    def untag_queue(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            tags = {k: v for k, v in queue.tags.items() if k not in set(params.get("TagKeys") or [])}
            self.queues.update(queue, tags=tags)
        return {}

    def list_queue_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queue = self._queue(ctx, params)
        return {"Tags": dict(queue.tags)} if queue.tags else {}

    def add_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            accounts, actions = params.get("AWSAccountIds"), params.get("Actions")
            document = policies.with_permission(
                queue,
                params["Label"],
                None if accounts is None else list(accounts),
                None if actions is None else list(actions),
            )
            self.queues.update(
                queue, attributes=dict(queue.attributes, Policy=document), modified=time.time()
            )
        return {}

    def remove_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            document = policies.without_permission(queue, params["Label"])
            stored = dict(queue.attributes)
            if document is None:
                stored.pop("Policy", None)
            else:
                stored["Policy"] = document
            self.queues.update(queue, attributes=stored, modified=time.time())
        return {}

    def list_dead_letter_source_queues(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queue = self._queue(ctx, params)
        urls = [self.url_of(q, ctx) for q in source_queues(self.queues, queue)]
        limit = params.get("MaxResults")
        token = params.get("NextToken")
        start = int(token) if token and is_digits(token) else 0
        end = start + limit if limit else len(urls)
        out: dict[str, Any] = {"queueUrls": urls[start:end]}
        if limit and end < len(urls):
            out["NextToken"] = str(end)
        return out

    # ------------------------------------------------------------------ sending

    def send_message(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        now = time.time()
        queue = self._queue(ctx, params)  # no await until the commit: still one atomic step
        prepared = prepare(queue, params)
        with self.store.transaction():
            result = self._store_one(ctx, queue, prepared, now)
        return result

    def _store_one(self, ctx: RequestContext, queue: Queue, prepared: Prepared, now: float) -> dict[str, Any]:
        """Store a checked message and publish it (inside the caller's transaction); raises no AwsError."""
        stored = store_message(self.store, queue, prepared, sender_id(ctx), now)
        if not stored.duplicate:
            self.emit(
                queue,
                "sqs.message.sent",
                ctx,
                message_id=stored.message_id,
                body=prepared.body,
                message_group_id=prepared.fifo.group_id if prepared.fifo else prepared.group_id,
                delay_seconds=prepared.delay,
                sequence_number=stored.sequence_number,
                message_attributes={
                    k: {kk: vv for kk, vv in v.items() if kk != "BinaryValue"}
                    for k, v in (prepared.attributes or {}).items()
                },
            )
            if prepared.delay == 0:
                self.notify_after_commit(queue.id)
        out: dict[str, Any] = {"MD5OfMessageBody": stored.md5_body, "MessageId": stored.message_id}
        if stored.md5_attributes:
            out["MD5OfMessageAttributes"] = stored.md5_attributes
        if stored.md5_system:
            out["MD5OfMessageSystemAttributes"] = stored.md5_system
        if stored.sequence_number:
            out["SequenceNumber"] = stored.sequence_number
        return out

    def send_message_batch(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        now = time.time()
        queue = self._queue(ctx, params)
        with self.store.transaction():
            entries = check_entries(params.get("Entries"), "SendMessageBatchRequestEntry")
            total = 0
            for entry in entries:
                total += len(str(entry.get("MessageBody") or "").encode())
                for name, value in (entry.get("MessageAttributes") or {}).items():
                    total += len(name.encode()) + len(str(value.get("DataType", "")).encode())
                    total += len(str(value.get("StringValue") or "").encode()) + len(
                        value.get("BinaryValue") or b""
                    )
            if total > MAX_BATCH_BYTES:
                raise sqs_error(
                    "BatchRequestTooLong",
                    f"Batch requests cannot be longer than {MAX_BATCH_BYTES} bytes. "
                    f"You have sent {total} bytes.",
                )
            successful: list[dict[str, Any]] = []
            failed: list[dict[str, Any]] = []
            for entry in entries:
                # an entry can only fail its checks, before it writes anything: no savepoint per entry
                try:
                    prepared = prepare(queue, entry)
                except AwsError as error:
                    failed.append(failure(entry["Id"], error))
                    continue
                successful.append({"Id": entry["Id"], **self._store_one(ctx, queue, prepared, now)})
        return {"Successful": successful, "Failed": failed}

    # ------------------------------------------------------------------ receiving

    async def receive_message(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queue = self._queue(ctx, params)
        limit = params.get("MaxNumberOfMessages")
        if limit is None:
            limit = 1
        if not 1 <= limit <= 10:
            raise invalid_value("MaxNumberOfMessages", limit, "Must be between 1 and 10, if provided.")
        visibility = params.get("VisibilityTimeout")
        if visibility is not None and not 0 <= visibility <= 43200:
            raise invalid_value("VisibilityTimeout", visibility, "Must be >= 0 and <= 43200, if provided.")
        wait = params.get("WaitTimeSeconds")
        if wait is not None and not 0 <= wait <= 20:
            raise invalid_value("WaitTimeSeconds", wait, "Must be >= 0 and <= 20, if provided.")
        if wait is None:
            wait = queue.int_attr("ReceiveMessageWaitTimeSeconds")
        attempt = params.get("ReceiveRequestAttemptId") if queue.fifo else None  # standard queues ignore it
        if attempt is not None:
            receive_attempts.check_attempt_id(attempt)
            now = time.time()
            with self.store.transaction():
                replayed = receive_attempts.replay(
                    self.store,
                    queue,
                    attempt,
                    visibility if visibility is not None else queue.visibility_timeout,
                    now,
                )
                if replayed is not None:
                    self._publish_receive(ctx, queue, Outcome(replayed, [], []), attempt_id=attempt)
            if replayed is not None:
                return self._render(queue, Outcome(replayed, [], []), params)
        deadline = time.monotonic() + wait
        while True:
            current = self.queues.find(queue.account_id, queue.region, queue.name)
            if current is None or current.id != queue.id:
                raise queue_does_not_exist()
            queue = current
            now = time.time()
            vis = visibility if visibility is not None else queue.visibility_timeout
            outcome = receive_once(
                self.store,
                self.queues,
                queue,
                limit,
                vis,
                now,
                on_done=functools.partial(self._after_receive, ctx, attempt, now + vis, now),
            )
            if outcome.moved:
                for _row, dlq in outcome.moved:
                    self.signals.notify(dlq.id)
            remaining = deadline - time.monotonic()
            if outcome.received or remaining <= 0:
                break
            event = self.signals.event(queue.id)
            upcoming = next_visible_at(self.store, queue.id, now)
            timeout = (
                remaining if upcoming is None else min(remaining, max(upcoming - time.time(), 0) + 0.002)
            )
            await self.signals.wait(event, timeout)
        return self._render(queue, outcome, params)

    def _after_receive(
        self,
        ctx: RequestContext,
        attempt: str | None,
        visible_at: float,
        now: float,
        queue: Queue,
        outcome: Outcome,
    ) -> None:
        """Inside the receive's transaction: remember a FIFO attempt id's messages, publish the events."""
        if attempt is not None:
            receive_attempts.remember(self.store, queue, attempt, outcome.received, visible_at, now)
        self._publish_receive(ctx, queue, outcome, attempt_id=attempt)

    def _publish_receive(
        self, ctx: RequestContext, queue: Queue, outcome: Outcome, attempt_id: str | None = None
    ) -> None:
        for item in outcome.received:
            extra = {"receive_request_attempt_id": attempt_id} if attempt_id is not None else {}
            self.emit(
                queue,
                "sqs.message.received",
                ctx,
                message_id=item.row["message_id"],
                receive_count=item.receive_count,
                receipt_handle=item.receipt_handle,
                by=ctx.principal.arn,
                **extra,
            )
        for row, dlq in outcome.moved:
            self.emit(
                queue,
                "sqs.message.moved_to_dlq",
                ctx,
                message_id=row["message_id"],
                dead_letter_queue_arn=dlq.arn,
                receive_count=row["receive_count"],
            )
        for row in outcome.expired:
            self.emit(queue, "sqs.message.expired", ctx, message_id=row["message_id"])

    def _render(self, queue: Queue, outcome: Outcome, params: dict[str, Any]) -> dict[str, Any]:
        system_names = list(params.get("AttributeNames") or []) + list(
            params.get("MessageSystemAttributeNames") or []
        )
        attribute_names = params.get("MessageAttributeNames")
        messages = []
        for item in outcome.received:
            row = item.row
            message: dict[str, Any] = {
                "MessageId": row["message_id"],
                "ReceiptHandle": item.receipt_handle,
                "MD5OfBody": row["md5_body"],
                "Body": row["body"],
            }
            if system_names:
                values = system_attributes_of(row, system_names)
                if "ApproximateReceiveCount" in values:
                    values["ApproximateReceiveCount"] = str(item.receive_count)
                if "ApproximateFirstReceiveTimestamp" in values:
                    values["ApproximateFirstReceiveTimestamp"] = str(int(item.first_receive * 1000))
                if values:
                    message["Attributes"] = values
            if attribute_names and row["attributes"]:
                chosen = select_attributes(decode_attributes(row["attributes"]), attribute_names)
                if chosen:
                    message["MessageAttributes"] = chosen
                    message["MD5OfMessageAttributes"] = md5_of_attributes(chosen)
            messages.append(message)
        return {"Messages": messages} if messages else {}

    # ------------------------------------------------------------------ deleting and visibility

    def delete_message(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queue = self._queue(ctx, params)
        with self.store.transaction():
            self._delete_one(ctx, queue, params["ReceiptHandle"])
        return {}

    def _delete_one(self, ctx: RequestContext, queue: Queue, handle: str) -> None:
        parsed = parse_receipt_handle(handle)
        if parsed is None or parsed[0] != queue.id:
            raise invalid_receipt_handle(handle)
        _, seq, nonce = parsed
        row = self.store.one("SELECT queue_id, message_id, receipt FROM sqs_messages WHERE seq=?", (seq,))
        if row is None or row["queue_id"] != queue.id or row["receipt"] != nonce:
            return  # AWS: the request succeeds, but a stale handle deletes nothing
        self.store.execute("DELETE FROM sqs_messages WHERE seq=?", (seq,))
        self.emit(queue, "sqs.message.deleted", ctx, message_id=row["message_id"])
        if queue.fifo:
            self.notify_after_commit(queue.id)

    def delete_message_batch(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queue = self._queue(ctx, params)
        with self.store.transaction():
            entries = check_entries(params.get("Entries"), "DeleteMessageBatchRequestEntry")
            successful, failed = [], []
            for entry in entries:
                try:
                    self._delete_one(ctx, queue, entry["ReceiptHandle"])
                except AwsError as error:
                    failed.append(failure(entry["Id"], error))
                    continue
                successful.append({"Id": entry["Id"]})
        return {"Successful": successful, "Failed": failed}

    def change_message_visibility(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            self._change_visibility(ctx, queue, params["ReceiptHandle"], params["VisibilityTimeout"])
        return {}

    def _change_visibility(self, ctx: RequestContext, queue: Queue, handle: str, timeout: int) -> None:
        parsed = parse_receipt_handle(handle)
        if parsed is None or parsed[0] != queue.id:
            raise invalid_receipt_handle(handle)
        if not 0 <= timeout <= 43200:
            raise invalid_value("VisibilityTimeout", timeout, "Must be between 0 and 43200, if provided.")
        _, seq, nonce = parsed
        now = time.time()
        row = self.store.one(
            "SELECT queue_id, message_id, receipt, visible_at, first_receive FROM sqs_messages WHERE seq=?",
            (seq,),
        )
        if row is None or row["queue_id"] != queue.id or row["receipt"] != nonce:
            raise invalid_value(
                "ReceiptHandle",
                handle,
                "Message does not exist or is not available for visibility timeout change.",
            )
        if row["visible_at"] <= now:
            raise sqs_error("MessageNotInflight", "The message referred to isn't in flight.")
        received_at = received_at_of(row["receipt"])
        if received_at is not None and now + timeout > received_at + MAX_VISIBILITY:
            # AWS: 12 hours at most from the receive, however many times the timeout is extended.
            raise invalid_value(
                "VisibilityTimeout",
                timeout,
                f"Total VisibilityTimeout for the message is beyond the limit [{MAX_VISIBILITY} seconds]",
            )
        self.store.execute("UPDATE sqs_messages SET visible_at=? WHERE seq=?", (now + timeout, seq))
        self.emit(
            queue,
            "sqs.message.visibility_changed",
            ctx,
            message_id=row["message_id"],
            visibility_timeout=timeout,
        )
        if timeout == 0:
            self.notify_after_commit(queue.id)

    def change_message_visibility_batch(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            queue = self._queue(ctx, params)
            entries = check_entries(params.get("Entries"), "ChangeMessageVisibilityBatchRequestEntry")
            successful, failed = [], []
            for entry in entries:
                try:
                    self._change_visibility(
                        ctx, queue, entry["ReceiptHandle"], int(entry.get("VisibilityTimeout") or 0)
                    )
                except AwsError as error:
                    failed.append(failure(entry["Id"], error))
                    continue
                successful.append({"Id": entry["Id"]})
        return {"Successful": successful, "Failed": failed}

    # ------------------------------------------------------------------ move tasks

    def start_message_move_task(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.move_tasks.start_task(ctx, params)

    def list_message_move_tasks(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.move_tasks.list_tasks(ctx, params)

    def cancel_message_move_task(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.move_tasks.cancel_task(ctx, params)

    def queue_gauges(self, now: float) -> list[QueueGauges]:
        """Every queue's depth and oldest-message age (for CloudWatch's AWS/SQS gauges)."""
        from labcloud.services.sqs import gauges

        return list(gauges.read(self.store, now))


PROVIDER = SqsProvider
