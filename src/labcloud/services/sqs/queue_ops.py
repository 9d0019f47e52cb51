"""The queue operations: create, find, list, delete, attributes, purge and dead-letter sources."""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.services.sqs import attributes as qattrs
from labcloud.services.sqs import policies
from labcloud.services.sqs.errors import invalid_parameter, invalid_value, queue_does_not_exist, sqs_error
from labcloud.services.sqs.lookup import queue_of
from labcloud.services.sqs.publish import emit, url_of, wake_after_commit
from labcloud.services.sqs.queue_access import check_reserved
from labcloud.services.sqs.queues import DELETED_NAME_HOLD, Queue, check_queue_name
from labcloud.services.sqs.redrive import check_redrive_allow_policy, check_redrive_policy, source_queues
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.state import SqsState

if TYPE_CHECKING:
    from labcloud.services.sqs.api import (
        CreateQueueRequest,
        CreateQueueResponse,
        DeleteQueueRequest,
        DeleteQueueResponse,
        GetQueueAttributesRequest,
        GetQueueAttributesResponse,
        GetQueueUrlRequest,
        GetQueueUrlResponse,
        ListDeadLetterSourceQueuesRequest,
        ListDeadLetterSourceQueuesResponse,
        ListQueuesRequest,
        ListQueuesResponse,
        PurgeQueueRequest,
        PurgeQueueResponse,
        SetQueueAttributesRequest,
        SetQueueAttributesResponse,
    )

PURGE_INTERVAL = 60.0


def _given(attributes: dict[str, str] | None) -> dict[str, str]:
    return {k: ("" if v is None else str(v)) for k, v in (attributes or {}).items()}


def create_queue(state: SqsState, request: CreateQueueRequest, ctx: RequestContext) -> CreateQueueResponse:
    name = request["QueueName"]
    given = _given(request.get("Attributes"))
    if given.get("FifoQueue", "").lower() == "false" and not name.endswith(".fifo"):
        # AWS: a standard queue knows no FifoQueue attribute, not even "false" ("true" on such a
        # name is the FIFO name error below)
        raise qattrs.unknown_attribute("FifoQueue")
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
    check_reserved(dict(request.get("tags") or {}))
    now = clock.now()
    queues = state.queues
    with state.store.transaction():
        existing = queues.find(ctx.account_id, ctx.region, name)
        if existing is not None:
            for key, value in checked.items():
                if existing.attributes.get(key, qattrs.defaults(existing.fifo).get(key)) != value:
                    raise sqs_error(
                        "QueueNameExists",
                        f"A queue already exists with the same name and a different value for attribute {key}",
                    )
            return {"QueueUrl": url_of(state, existing, ctx)}
        deleted = queues.deleted_at(ctx.account_id, ctx.region, name)
        if deleted is not None and now - deleted < DELETED_NAME_HOLD:
            raise sqs_error(
                "QueueDeletedRecently",
                "You must wait 60 seconds after deleting a queue before you "
                "can create another with the same name.",
            )
        if "RedrivePolicy" in checked:
            check_redrive_policy(queues, fifo, checked["RedrivePolicy"])
        if "RedriveAllowPolicy" in checked:
            check_redrive_allow_policy(checked["RedriveAllowPolicy"])
        attributes = qattrs.defaults(fifo)
        attributes.update({k: v for k, v in checked.items() if v != ""})
        queues.insert(
            ctx.account_id, ctx.region, name, fifo, attributes, dict(request.get("tags") or {}), now
        )
        queue = queues.get(ctx.account_id, ctx.region, name)
        emit(state, queue, "sqs.queue.created", ctx, attributes=attributes)
    return {"QueueUrl": url_of(state, queue, ctx)}


def get_queue_url(state: SqsState, request: GetQueueUrlRequest, ctx: RequestContext) -> GetQueueUrlResponse:
    account = request.get("QueueOwnerAWSAccountId") or ctx.account_id
    queue = state.queues.find(account, ctx.region, request["QueueName"])
    if queue is None:
        if account != ctx.account_id:
            raise policies.denied(ctx, f"arn:aws:sqs:{ctx.region}:{account}:{request['QueueName']}")
        raise queue_does_not_exist()
    return {"QueueUrl": url_of(state, policies.check_reachable(ctx, queue), ctx)}


def list_queues(state: SqsState, request: ListQueuesRequest, ctx: RequestContext) -> ListQueuesResponse:
    prefix = request.get("QueueNamePrefix") or ""
    limit = request.get("MaxResults")
    if limit is not None and not 1 <= limit <= 1000:
        raise invalid_value("MaxResults", limit, "Must be between 1 and 1000, if provided.")
    queues = state.queues.in_region(ctx.account_id, ctx.region, prefix)
    token = request.get("NextToken")
    if token:
        try:
            after = base64.b64decode(token).decode()
        except ValueError:
            raise invalid_parameter("Invalid NextToken value.") from None
        queues = [q for q in queues if q.name > after]
    out: ListQueuesResponse = {}
    page = queues[: limit or 1000]
    if page:
        out["QueueUrls"] = [url_of(state, q, ctx) for q in page]
    if limit is not None and len(queues) > limit:
        out["NextToken"] = base64.b64encode(page[-1].name.encode()).decode()
    return out


def delete_queue(state: SqsState, request: DeleteQueueRequest, ctx: RequestContext) -> DeleteQueueResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        state.queues.delete(queue, clock.now())
        emit(state, queue, "sqs.queue.deleted", ctx, attributes=queue.attributes)
        wake_after_commit(state, queue.id)
    return {}


def get_queue_attributes(
    state: SqsState, request: GetQueueAttributesRequest, ctx: RequestContext
) -> GetQueueAttributesResponse:
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    names = list(request.get("AttributeNames") or [])
    for name in names:
        if name != "All" and (name not in qattrs.READABLE or (not queue.fifo and name in qattrs.FIFO_NAMES)):
            raise qattrs.unknown_attribute(name)
    if not names:
        return {}
    wanted = set(qattrs.ALL_ORDER) if "All" in names else set(names)
    values = attribute_values(state, queue, wanted)
    return {"Attributes": values} if values else {}


def attribute_values(state: SqsState, queue: Queue, wanted: set[str]) -> dict[str, str]:
    now = clock.now()
    computed: dict[str, str] = {}
    if wanted & {
        "ApproximateNumberOfMessages",
        "ApproximateNumberOfMessagesNotVisible",
        "ApproximateNumberOfMessagesDelayed",
    }:
        visible, in_flight, delayed = state.queues.counts(queue.id, now)
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
    reported = qattrs.reported(queue.attributes)
    for name in qattrs.ALL_ORDER:
        if name not in wanted:
            continue
        if name in computed:
            out[name] = computed[name]
        elif name in reported:
            out[name] = reported[name]
    return out


def set_queue_attributes(
    state: SqsState, request: SetQueueAttributesRequest, ctx: RequestContext
) -> SetQueueAttributesResponse:
    given = _given(request.get("Attributes"))
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        checked = qattrs.validate_attributes(given, fifo=queue.fifo, creating=False)
        if checked.get("Policy"):
            policies.check_policy(checked["Policy"])
        if "RedrivePolicy" in checked:
            check_redrive_policy(state.queues, queue.fifo, checked["RedrivePolicy"])
        if "RedriveAllowPolicy" in checked:
            check_redrive_allow_policy(checked["RedriveAllowPolicy"])
        attributes = dict(queue.attributes)
        for key, value in checked.items():
            if value == "" and key in qattrs.JSON_ATTRIBUTES + ("KmsMasterKeyId",):
                attributes.pop(key, None)
            else:
                attributes[key] = value
        state.queues.update(queue, attributes=attributes, modified=clock.now())
        emit(state, queue, "sqs.queue.attributes_set", ctx, attributes=checked)
    return {}


def purge_queue(state: SqsState, request: PurgeQueueRequest, ctx: RequestContext) -> PurgeQueueResponse:
    now = clock.now()
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        if queue.purged_at is not None and now - queue.purged_at < PURGE_INTERVAL:
            raise sqs_error(
                "PurgeQueueInProgress",
                f"Only one PurgeQueue operation on {queue.name} is allowed every 60 seconds.",
            )
        count = stored.purge(state.store, queue.id)
        if queue.fifo:
            # AWS: after a purge, a FIFO queue accepts a message whose deduplication id was seen before
            stored.forget_queue_dedup(state.store, queue.id)
        state.queues.update(queue, purged_at=now)
        emit(state, queue, "sqs.queue.purged", ctx, attributes=queue.attributes, deleted=count)
    return {}


def list_dead_letter_source_queues(
    state: SqsState, request: ListDeadLetterSourceQueuesRequest, ctx: RequestContext
) -> ListDeadLetterSourceQueuesResponse:
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    urls = [url_of(state, q, ctx) for q in source_queues(state.queues, queue)]
    limit = request.get("MaxResults")
    token = request.get("NextToken")
    start = int(token) if token and is_digits(token) else 0
    end = start + limit if limit else len(urls)
    out: ListDeadLetterSourceQueuesResponse = {"queueUrls": urls[start:end]}
    if limit and end < len(urls):
        out["NextToken"] = str(end)
    return out
