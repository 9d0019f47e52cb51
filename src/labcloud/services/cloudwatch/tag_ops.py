"""Tags of alarms and metric streams: TagResource, UntagResource, ListTagsForResource."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError

from .alarms import check_tags, merge_tags
from .errors import invalid_value, unsupported
from .repo import metric_streams
from .repo.alarms import AlarmRow
from .repo.metric_streams import MetricStream
from .state import CloudWatchState

if TYPE_CHECKING:
    from .api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        Tag,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _alarm_by_arn(state: CloudWatchState, ctx: RequestContext, arn: str) -> AlarmRow:
    parts = arn.split(":")
    if len(parts) < 7 or parts[0] != "arn" or parts[2] != "cloudwatch":
        raise invalid_value(f"Invalid ARN: {arn}")
    if parts[5] != "alarm":
        raise unsupported(f"tags on {parts[5]} resources (only alarms)")
    name = ":".join(parts[6:])
    row = None
    if parts[3] == ctx.region and parts[4] == ctx.account_id:
        row = state.alarms.get(ctx.account_id, ctx.region, name)
    if row is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"Alarm {name} not found",
            status=404,
            ResourceType="alarm",
            ResourceId=name,
        )
    return row


def tag_resource(
    state: CloudWatchState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    stream = _metric_stream(state, ctx, request["ResourceARN"])
    if stream is not None:
        given = [{"Key": tag["Key"], "Value": tag["Value"]} for tag in request["Tags"]]
        with state.store.transaction():
            metric_streams.set_tags(state.store, stream, merge_tags(stream.tags, given))
        return {}
    with state.store.transaction():
        row = _alarm_by_arn(state, ctx, request["ResourceARN"])
        tags = merge_tags(
            json.loads(row.tags), [{"Key": tag["Key"], "Value": tag["Value"]} for tag in request["Tags"]]
        )
        check_tags(tags)
        state.alarms.set_tags(row, tags)
    return {}


def untag_resource(
    state: CloudWatchState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    drop = set(request["TagKeys"])
    stream = _metric_stream(state, ctx, request["ResourceARN"])
    if stream is not None:
        with state.store.transaction():
            metric_streams.set_tags(state.store, stream, [t for t in stream.tags if t["Key"] not in drop])
        return {}
    with state.store.transaction():
        row = _alarm_by_arn(state, ctx, request["ResourceARN"])
        state.alarms.set_tags(row, [t for t in json.loads(row.tags) if t["Key"] not in drop])
    return {}


def _metric_stream(state: CloudWatchState, ctx: RequestContext, arn: str) -> MetricStream | None:
    """The metric stream an ARN names (None: the ARN is not a metric stream's)."""
    parts = arn.split(":")
    if len(parts) < 6 or not parts[5].startswith("metric-stream/"):
        return None
    name = parts[5].split("/", 1)[1]
    found = metric_streams.get(state.store, ctx.account_id, ctx.region, name)
    if found is None or parts[3] != ctx.region or parts[4] != ctx.account_id:
        raise AwsError(
            "ResourceNotFoundException",
            f"Metric stream {name} not found",
            status=404,
            ResourceType="MetricStream",
            ResourceId=name,
        )
    return found


def list_tags_for_resource(
    state: CloudWatchState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    stream = _metric_stream(state, ctx, request["ResourceARN"])
    if stream is not None:
        return {"Tags": cast("list[Tag]", stream.tags)}
    return {"Tags": cast("list[Tag]", json.loads(_alarm_by_arn(state, ctx, request["ResourceARN"]).tags))}
