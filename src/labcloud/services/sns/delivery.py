"""The delivery worker: takes queued deliveries after their publish committed and hands them to SQS
(``SendMessage``), Lambda (an ``Event`` invoke) or a loopback HTTP/S endpoint, as the SNS service
principal (``sns.amazonaws.com``): the queue's or function's resource policy must let SNS in, as on AWS.
A Firehose delivery stream gets ``PutRecord`` as a session of the subscription's SubscriptionRoleArn,
whose trust policy must let ``sns.amazonaws.com`` assume it and whose policies must allow the put.

A delivery leaves the queue when the endpoint took it; a failure is retried on the retry policy's
schedule (``retry_policy.py``); an endpoint that refuses for good (the queue or function is gone,
access denied) or a delivery out of retries goes to the subscription's dead-letter queue
(RedrivePolicy) or is dropped. Deliveries of a FIFO topic reach each subscription in order: a
delivery waiting for a retry holds back the later ones.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from typing import Any

from labcloud import clock, loopback
from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.sns import envelope, retry_policy
from labcloud.services.sns.endpoints import parse_arn
from labcloud.services.sns.events import emit
from labcloud.services.sns.repo.deliveries import Delivery
from labcloud.services.sns.repo.subscriptions import Subscription
from labcloud.services.sns.repo.topics import Topic
from labcloud.services.sns.state import SnsState
from labcloud.services.sqs.urls import queue_url
from labcloud.services.sts.interfaces import RoleSessions
from labcloud.waits import wait_for_event

log = logging.getLogger(__name__)

BATCH = 200
#: How long an HTTP(S) subscriber may take to answer a delivery.
HTTP_TIMEOUT = 15.0
SERVICE_PRINCIPAL = "sns.amazonaws.com"
#: Subscriptions being delivered to at once.
MAX_IN_FLIGHT = 64
#: Errors an endpoint gives for good: no retry, straight to the dead-letter queue (or dropped).
PERMANENT = frozenset(
    {
        "AccessDenied",
        "AccessDeniedException",
        "AWS.SimpleQueueService.NonExistentQueue",
        "QueueDoesNotExist",
        "ResourceNotFoundException",
        "KMS.NotFoundException",
        "InvalidParameterValue",
        "InvalidMessageContents",
        "RequestEntityTooLargeException",
    }
)


class Failure(Exception):
    def __init__(self, code: str, message: str, permanent: bool) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.permanent = permanent


def start(state: SnsState) -> None:
    if state.worker is None or state.worker.done():
        state.worker = asyncio.get_running_loop().create_task(run(state), name="sns.deliveries")


async def stop(state: SnsState) -> None:
    task, state.worker = state.worker, None
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def run(state: SnsState) -> None:
    """Start one task per subscription with due deliveries (at most ``MAX_IN_FLIGHT``), so a slow endpoint
    holds back only its own subscription; wake on commits that queued deliveries, on a task's end, or
    when a retry falls due."""
    in_flight: dict[str, asyncio.Task[None]] = {}
    wake = state.wake
    try:
        while True:
            try:
                wake.clear()
                for arn in [arn for arn, task in in_flight.items() if task.done()]:
                    del in_flight[arn]
                now = clock.now()
                if len(in_flight) < MAX_IN_FLIGHT:
                    blocked = state.deliveries.blocked_subscriptions(now)
                    groups: dict[str, list[Delivery]] = {}
                    for item in state.deliveries.due(now, BATCH, set(in_flight)):
                        if item.topic_arn.endswith(".fifo") and item.subscription_arn in blocked:
                            continue  # a FIFO subscription's later messages wait behind its retry
                        groups.setdefault(item.subscription_arn, []).append(item)
                    for arn, items in groups.items():
                        if len(in_flight) >= MAX_IN_FLIGHT:
                            break
                        task = asyncio.get_running_loop().create_task(_deliver_in_order(state, items))
                        task.add_done_callback(lambda _task: wake.set())
                        in_flight[arn] = task
                upcoming = state.deliveries.next_due(now)
                timeout = 60.0 if upcoming is None else min(max(upcoming - now, 0.01), 60.0)
                await wait_for_event(wake, timeout)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the worker survives one bad round
                log.exception("sns delivery round failed")
                await asyncio.sleep(0.5)
    finally:
        for task in in_flight.values():
            task.cancel()


async def _deliver_in_order(state: SnsState, items: list[Delivery]) -> None:
    if len(items) > 1 and not items[0].topic_arn.endswith(".fifo"):
        sub = state.subscriptions.find(items[0].subscription_arn)
        topic = state.topics.find(items[0].topic_arn)
        if sub is not None and topic is not None and sub.protocol == "sqs":
            try:
                await _deliver_batched(state, sub, topic, items)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - retried one by one after a second
                log.exception("sns batched delivery failed")
                with state.store.transaction():
                    for item in items:
                        state.deliveries.retry(item.seq, clock.now() + 1.0)
            return
    for item in items:
        try:
            settled = await _deliver(state, item)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - one bad delivery must not stop the others
            log.exception("sns delivery %s failed", item.seq)
            with state.store.transaction():
                state.deliveries.retry(item.seq, clock.now() + 1.0)
            settled = False
        if not settled and item.topic_arn.endswith(".fifo"):
            return


def _principal(account_id: str) -> Principal:
    return Principal(account_id=account_id, arn="sns.amazonaws.com", kind="service", name="sns.amazonaws.com")


async def _deliver(state: SnsState, item: Delivery) -> bool:
    """One attempt; whether the delivery is settled (delivered, dead-lettered or dropped)."""
    sub = state.subscriptions.find(item.subscription_arn)
    topic = state.topics.find(item.topic_arn)
    if sub is None or topic is None:
        with state.store.transaction():
            state.deliveries.done(item.seq)
        return True
    payload = item.message
    version = topic.attributes.get("SignatureVersion", "1")
    try:
        if sub.protocol == "sqs":
            await _to_queue(state, sub, payload, version, sub.endpoint, {})
        elif sub.protocol == "lambda":
            await _to_function(state, sub, payload, version)
        elif sub.protocol == "firehose":
            await _to_delivery_stream(state, sub, payload)
        else:
            await _to_http(state, sub, payload, version)
    except Failure as failure:
        return await _failed(state, item, sub, topic.attributes, failure)
    with state.store.transaction():
        _settle(state, item, sub, topic)
    return True


def _settle(state: SnsState, item: Delivery, sub: Subscription, topic: Topic) -> None:
    """A delivery the endpoint took (inside a transaction): off the queue, and its event."""
    state.deliveries.done(item.seq)
    emit(
        state,
        "sns.delivery.delivered",
        topic.account_id,
        topic.region,
        topic.arn,
        subscription_arn=sub.arn,
        message_id=item.message["MessageId"],
        protocol=sub.protocol,
        endpoint=sub.endpoint,
        attempts=item.attempts + 1,
        message_type=item.message["Type"],
    )


async def _failed(
    state: SnsState, item: Delivery, sub: Subscription, topic_attributes: dict[str, str], failure: Failure
) -> bool:
    attempt = item.attempts + 1
    if failure.permanent:
        delay = None
    elif sub.protocol in ("http", "https"):
        policy = retry_policy.http_policy(
            topic_attributes.get("DeliveryPolicy"), sub.attributes.get("DeliveryPolicy")
        )
        delay = retry_policy.http_delay(attempt, policy)
    else:
        delay = retry_policy.managed_delay(attempt)
    account, region = sub.topic_arn.split(":")[4], sub.topic_arn.split(":")[3]
    data = {
        "subscription_arn": sub.arn,
        "message_id": item.message["MessageId"],
        "message_type": item.message["Type"],
        "protocol": sub.protocol,
        "endpoint": sub.endpoint,
        "attempts": attempt,
        "error": failure.code,
        "error_message": failure.message,
    }
    if delay is not None:
        with state.store.transaction():
            state.deliveries.retry(item.seq, clock.now() + delay)
            emit(state, "sns.delivery.retried", account, region, sub.topic_arn, retry_in=delay, **data)
        return False
    dlq = _dead_letter_target(sub)
    if dlq is not None and item.message["Type"] == "Notification":
        await _dead_letter(state, item, sub, dlq, failure, data)
        return True
    with state.store.transaction():
        state.deliveries.done(item.seq)
        emit(state, "sns.delivery.failed", account, region, sub.topic_arn, **data)
    return True


def _dead_letter_target(sub: Subscription) -> str | None:
    text = sub.attributes.get("RedrivePolicy")
    if not text:
        return None
    target = json.loads(text).get("deadLetterTargetArn")
    return target if isinstance(target, str) else None


async def _dead_letter(
    state: SnsState, item: Delivery, sub: Subscription, dlq: str, failure: Failure, data: dict[str, Any]
) -> None:
    account, region = sub.topic_arn.split(":")[4], sub.topic_arn.split(":")[3]
    topic = state.topics.find(sub.topic_arn)
    version = topic.attributes.get("SignatureVersion", "1") if topic else "1"
    extra = {
        "ErrorCode": {"DataType": "String", "StringValue": failure.code},
        "ErrorMessage": {"DataType": "String", "StringValue": failure.message[:1024] or failure.code},
        "RequestID": {"DataType": "String", "StringValue": str(uuid.uuid4())},
    }
    try:
        await _to_queue(state, sub, item.message, version, dlq, extra)
    except Failure as second:
        with state.store.transaction():
            state.deliveries.done(item.seq)
            emit(
                state,
                "sns.delivery.failed",
                account,
                region,
                sub.topic_arn,
                **{**data, "dead_letter_error": second.code},
            )
        return
    with state.store.transaction():  # off the queue only once the dead-letter queue has it
        state.deliveries.done(item.seq)
        emit(
            state, "sns.delivery.dead_lettered", account, region, sub.topic_arn, dead_letter_queue=dlq, **data
        )


def _queue_message(
    state: SnsState,
    sub: Subscription,
    payload: dict[str, Any],
    version: str,
    queue_name: str,
    extra_attributes: dict[str, dict[str, Any]],
) -> dict[str, Any]:
    """SendMessage's members for one notification: the raw message or the signed envelope."""
    message: dict[str, Any] = {}
    attributes: dict[str, dict[str, Any]] = {}
    if sub.attributes.get("RawMessageDelivery") == "true":
        message["MessageBody"] = payload["Message"]
        attributes.update(envelope.sqs_message_attributes(payload))
    else:
        message["MessageBody"] = envelope.body_text(
            envelope.signed(payload, sub.arn, state.signer, state.settings.endpoint, version)
        )
    attributes.update(extra_attributes)
    if attributes:
        message["MessageAttributes"] = attributes
    if queue_name.endswith(".fifo"):
        message["MessageGroupId"] = payload.get("MessageGroupId") or "default"
        message["MessageDeduplicationId"] = payload.get("MessageDeduplicationId") or payload["MessageId"]
    return message


async def _send(
    state: SnsState, sub: Subscription, queue_arn: str, operation: str, params: dict[str, Any]
) -> dict[str, Any]:
    """One SQS call as sns.amazonaws.com for the subscription's topic (the queue policy decides)."""
    parsed = parse_arn(queue_arn, "sqs")
    if parsed is None:
        raise Failure("InvalidParameter", f"{queue_arn} is not a queue ARN", True)
    region, account, name = parsed
    topic_account = sub.topic_arn.split(":")[4]
    try:
        return await state.call(
            "sqs",
            operation,
            {"QueueUrl": queue_url(state.settings.endpoint, account, name), **params},
            account_id=account,
            region=region,
            principal=_principal(topic_account),
            extra={"aws:SourceArn": sub.topic_arn, "aws:SourceAccount": topic_account},
        )
    except AwsError as exc:
        code = exc.query_code or exc.code
        raise Failure(code, exc.message, code in PERMANENT or exc.code in PERMANENT) from None


async def _to_queue(
    state: SnsState,
    sub: Subscription,
    payload: dict[str, Any],
    version: str,
    queue_arn: str,
    extra_attributes: dict[str, dict[str, Any]],
) -> None:
    name = queue_arn.rsplit(":", 1)[-1]
    await _send(
        state,
        sub,
        queue_arn,
        "SendMessage",
        _queue_message(state, sub, payload, version, name, extra_attributes),
    )


#: A SendMessageBatch carries at most 10 messages; keep its body well under SQS's request limit.
BATCH_ENTRIES = 10
BATCH_BYTES = 200_000


async def _deliver_batched(state: SnsState, sub: Subscription, topic: Topic, items: list[Delivery]) -> None:
    """A standard topic's backlog for one queue, sent 10 at a time with SendMessageBatch (one pass through
    the pipeline and one SQS transaction per batch) and settled in one transaction per batch."""
    version = topic.attributes.get("SignatureVersion", "1")
    name = sub.endpoint.rsplit(":", 1)[-1]
    chunk: list[tuple[Delivery, dict[str, Any]]] = []
    size = 0
    for item in items:
        message = _queue_message(state, sub, item.message, version, name, {})
        length = len(message["MessageBody"].encode())
        if length > BATCH_BYTES:
            await _deliver(state, item)
            continue
        if len(chunk) == BATCH_ENTRIES or size + length > BATCH_BYTES:
            await _send_chunk(state, sub, topic, chunk)
            chunk, size = [], 0
        chunk.append((item, message))
        size += length
    if chunk:
        await _send_chunk(state, sub, topic, chunk)


async def _send_chunk(
    state: SnsState, sub: Subscription, topic: Topic, chunk: list[tuple[Delivery, dict[str, Any]]]
) -> None:
    entries = [{"Id": str(index), **message} for index, (_, message) in enumerate(chunk)]
    try:
        answer = await _send(state, sub, sub.endpoint, "SendMessageBatch", {"Entries": entries})
    except Failure as failure:
        for item, _ in chunk:
            await _failed(state, item, sub, topic.attributes, failure)
        return
    refused = {entry["Id"]: entry for entry in answer.get("Failed") or []}
    with state.store.transaction():
        for index, (item, _) in enumerate(chunk):
            if str(index) not in refused:
                _settle(state, item, sub, topic)
    for index, (item, _) in enumerate(chunk):
        entry = refused.get(str(index))
        if entry is not None:
            code = str(entry.get("Code") or "InternalError")
            refusal = Failure(code, str(entry.get("Message") or code), bool(entry.get("SenderFault")))
            await _failed(state, item, sub, topic.attributes, refusal)


async def _to_function(state: SnsState, sub: Subscription, payload: dict[str, Any], version: str) -> None:
    parsed = parse_arn(sub.endpoint, "lambda")
    if parsed is None:
        raise Failure("InvalidParameter", f"{sub.endpoint} is not a function ARN", True)
    region, account, _ = parsed
    event = envelope.lambda_event(payload, sub.arn, state.signer, state.settings.endpoint, version)
    topic_account = sub.topic_arn.split(":")[4]
    try:
        await state.call(
            "lambda",
            "Invoke",
            {"FunctionName": sub.endpoint, "InvocationType": "Event", "Payload": json.dumps(event).encode()},
            account_id=account,
            region=region,
            principal=_principal(topic_account),
            extra={"aws:SourceArn": sub.topic_arn, "aws:SourceAccount": topic_account},
        )
    except AwsError as exc:
        raise Failure(exc.code, exc.message, exc.code in PERMANENT) from None


async def _to_delivery_stream(state: SnsState, sub: Subscription, payload: dict[str, Any]) -> None:
    parsed = parse_arn(sub.endpoint, "firehose")
    if parsed is None:
        raise Failure("InvalidParameter", f"{sub.endpoint} is not a delivery stream ARN", True)
    region, account, resource = parsed
    role = sub.attributes.get("SubscriptionRoleArn", "")
    sessions = None if state.reach is None else state.reach.interface(RoleSessions)
    if sessions is None or not role or not sessions.trusts_service(role, SERVICE_PRINCIPAL):
        raise Failure(
            "AccessDenied",
            f"Amazon SNS is unable to assume role {role}: it must exist and trust {SERVICE_PRINCIPAL}.",
            True,
        )
    raw = sub.attributes.get("RawMessageDelivery") == "true"
    record = envelope.firehose_record(payload, sub.arn, state.settings.endpoint, raw)
    topic_account = sub.topic_arn.split(":")[4]
    try:
        await state.call(
            "firehose",
            "PutRecord",
            {"DeliveryStreamName": resource.split("/", 1)[1], "Record": {"Data": record}},
            account_id=account,
            region=region,
            principal=sessions.role_principal(role, "SNSFirehoseDelivery"),
            extra={"aws:SourceArn": sub.topic_arn, "aws:SourceAccount": topic_account},
        )
    except AwsError as exc:
        raise Failure(exc.code, exc.message, exc.code in PERMANENT) from None


async def _to_http(state: SnsState, sub: Subscription, payload: dict[str, Any], version: str) -> None:
    raw = sub.attributes.get("RawMessageDelivery") == "true" and payload["Type"] == "Notification"
    headers = {
        "x-amz-sns-message-type": payload["Type"],
        "x-amz-sns-message-id": payload["MessageId"],
        "x-amz-sns-topic-arn": payload["TopicArn"],
        "Content-Type": "text/plain; charset=UTF-8",
        "User-Agent": "Amazon Simple Notification Service Agent",
    }
    if payload["Type"] == "Notification":
        headers["x-amz-sns-subscription-arn"] = sub.arn
    if raw:
        headers["x-amz-sns-rawdelivery"] = "true"
        body = str(payload["Message"]).encode()
    else:
        body = envelope.body_text(
            envelope.signed(payload, sub.arn, state.signer, state.settings.endpoint, version)
        ).encode()
    try:
        status = (
            await loopback.request("POST", sub.endpoint, headers, body, timeout=HTTP_TIMEOUT, max_body=0)
        ).status
    except (OSError, ValueError, asyncio.TimeoutError) as exc:  # noqa: UP041
        raise Failure("ConnectionError", str(exc) or type(exc).__name__, False) from None
    if not 200 <= status < 300:
        raise Failure(f"HTTP{status}", f"the endpoint answered HTTP {status}", False)
