"""Tags of alarms: TagResource, UntagResource, ListTagsForResource (only alarms carry tags here)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError

from .alarms import check_tags, merge_tags
from .errors import invalid_value, unsupported
from .repo.alarms import AlarmRow
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
    with state.store.transaction():
        row = _alarm_by_arn(state, ctx, request["ResourceARN"])
        drop = set(request["TagKeys"])
        state.alarms.set_tags(row, [t for t in json.loads(row.tags) if t["Key"] not in drop])
    return {}


def list_tags_for_resource(
    state: CloudWatchState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    return {"Tags": cast("list[Tag]", json.loads(_alarm_by_arn(state, ctx, request["ResourceARN"]).tags))}
