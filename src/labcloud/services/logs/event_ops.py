"""Log event operations: PutLogEvents (batch rules in :mod:`.ingest`, masking by the group's data
protection policy, then subscription filters, the account's subscription filter policies and metric
filters: :mod:`.delivery`), GetLogEvents,
FilterLogEvents and GetLogGroupFields."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext

from . import delivery
from .account_policies import ACCOUNT_LEVEL, SUBSCRIPTION_FILTER_POLICY, filters_for
from .errors import invalid_parameter
from .filter_pattern import compile_pattern
from .group_fields import group_fields, window
from .ingest import MAX_AGE_MS, check_batch, entity_rejection, read_events
from .lookups import emit, group, group_of, now_ms
from .metric_emit import requests_for
from .names import group_arn, stream_arn
from .repo.streams import sequence_token
from .repo.subscriptions import Subscription
from .retention import cutoff
from .state import LogsState

if TYPE_CHECKING:
    from .api import (
        FilterLogEventsRequest,
        FilterLogEventsResponse,
        GetLogEventsRequest,
        GetLogEventsResponse,
        GetLogGroupFieldsRequest,
        GetLogGroupFieldsResponse,
        PutLogEventsRequest,
        PutLogEventsResponse,
    )


def account_subscriptions(state: LogsState, ctx: RequestContext, group_name: str) -> list[Subscription]:
    """The filters of the account-level subscription filter policies that cover ``group_name``."""
    policies = state.account_policies.of_type(ctx.account_id, ctx.region, SUBSCRIPTION_FILTER_POLICY)
    return filters_for(policies, group_name) if policies else []


async def put_log_events(
    state: LogsState, request: PutLogEventsRequest, ctx: RequestContext
) -> PutLogEventsResponse:
    events = read_events(request.get("logEvents"))
    group_name, stream_name = request["logGroupName"], request["logStreamName"]
    keyed = group(state, ctx, group_name)
    if keyed.kms_key_id:
        await state.key_checks.require(
            state.key_ring(),
            ctx.account_id,
            ctx.region,
            keyed.kms_key_id,
            group_arn(ctx.region, ctx.account_id, group_name),
        )
    now = now_ms()
    metric_requests: list[dict[str, Any]] = []
    out: dict[str, Any] = {}
    with state.store.transaction():
        found = group(state, ctx, group_name)
        stream = state.streams.require(found.id, stream_name)
        batch = check_batch(events, now, found.retention_days)
        originals: list[str | None] | None = None
        masker = state.data_protection.masker(found.id)
        if masker is not None and batch.accepted:
            # Masked at ingestion, as AWS does: every reader sees the masked text from here on.
            masked = [(ts, masker.mask(message)) for ts, message in batch.accepted]
            originals = [
                original if changed != original else None
                for (_, original), (_, changed) in zip(batch.accepted, masked, strict=True)
            ]
            batch.accepted = masked
        if batch.accepted:
            ids = state.events.insert(found.id, stream.id, batch.accepted, now, originals)
            size = sum(len(message.encode("utf-8", "surrogatepass")) for _, message in batch.accepted)
            seq = state.streams.record_put(stream.id, batch.accepted[0][0], batch.accepted[-1][0], size, now)
            out["nextSequenceToken"] = sequence_token(seq)
            emit(
                state,
                ctx,
                "logs.events.put",
                stream_arn(ctx.region, ctx.account_id, group_name, stream_name),
                log_group=group_name,
                log_stream=stream_name,
                count=len(ids),
                lambda_request_id=ctx.lambda_request_id,
            )
            filters = state.subscriptions.of_group(found.id)
            account_filters = account_subscriptions(state, ctx, group_name)
            if filters or account_filters:
                delivered = [
                    (ts, message, row_id) for (ts, message), row_id in zip(batch.accepted, ids, strict=True)
                ]
                state.store.after_commit(
                    lambda: delivery.deliver(state, ctx, group_name, stream_name, filters, delivered)
                )
                state.store.after_commit(
                    lambda: delivery.deliver(
                        state, ctx, group_name, stream_name, account_filters, delivered, ACCOUNT_LEVEL
                    )
                )
            metric_rows = state.metric_filters.of_group(found.id)
            if metric_rows:
                metric_requests = requests_for(
                    [(row.pattern, row.transformation) for row in metric_rows],
                    batch.accepted,
                    now - MAX_AGE_MS + 60_000,
                )
        if batch.rejected:
            out["rejectedLogEventsInfo"] = batch.rejected
        rejected_entity = entity_rejection(request)
        if rejected_entity is not None:
            out["rejectedEntityInfo"] = rejected_entity
    for metric_request in metric_requests:
        await delivery.publish_metric(state, ctx, metric_request)
    return cast("PutLogEventsResponse", out)


def get_log_events(
    state: LogsState, request: GetLogEventsRequest, ctx: RequestContext
) -> GetLogEventsResponse:
    found = group_of(state, ctx, request)
    stream = state.streams.require(found.id, request["logStreamName"])
    answer = state.events.read_stream(
        stream.id,
        start=request.get("startTime"),
        end=request.get("endTime"),
        token=request.get("nextToken"),
        limit=request.get("limit"),
        from_head=bool(request.get("startFromHead")),
        min_ts=cutoff(found.retention_days, now_ms()),
        unmask=bool(request.get("unmask")),
    )
    return cast("GetLogEventsResponse", answer)


def filter_log_events(
    state: LogsState, request: FilterLogEventsRequest, ctx: RequestContext
) -> FilterLogEventsResponse:
    found = group_of(state, ctx, request)
    names, prefix = request.get("logStreamNames"), request.get("logStreamNamePrefix")
    if names is not None and prefix is not None:
        raise invalid_parameter("logStreamNames and logStreamNamePrefix are mutually exclusive parameters.")
    pattern = compile_pattern(request.get("filterPattern") or "")
    by_id = state.streams.names_by_id(found.id)
    stream_ids: list[int] | None = None
    if names is not None:
        wanted = set(names)
        stream_ids = [sid for sid, name in by_id.items() if name in wanted]
    elif prefix:
        stream_ids = [sid for sid, name in by_id.items() if name.startswith(prefix)]
    answer = state.events.search(
        found.id,
        by_id,
        stream_ids=stream_ids,
        start=request.get("startTime"),
        end=request.get("endTime"),
        pattern=pattern,
        token=request.get("nextToken"),
        limit=request.get("limit"),
        min_ts=cutoff(found.retention_days, now_ms()),
        unmask=bool(request.get("unmask")),
    )
    return cast("FilterLogEventsResponse", answer)


def get_log_group_fields(
    state: LogsState, request: GetLogGroupFieldsRequest, ctx: RequestContext
) -> GetLogGroupFieldsResponse:
    found = group_of(state, ctx, request)
    start, end = window(request.get("time"), now_ms())
    return cast("GetLogGroupFieldsResponse", group_fields(state.events, found.id, start, end))
