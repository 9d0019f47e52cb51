"""TagResource, UntagResource and ListTagsForResource on the ARNs of web ACLs, IP sets, regex pattern sets
and rule groups; GetSampledRequests (what evaluation kept, filter.py)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.wafv2 import errors
from labcloud.services.wafv2.events import publish
from labcloud.services.wafv2.repo.records import Entity
from labcloud.services.wafv2.state import WafState
from labcloud.services.wafv2.tags import merged

if TYPE_CHECKING:
    from labcloud.services.wafv2.api import (
        GetSampledRequestsRequest,
        GetSampledRequestsResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _entity(state: WafState, ctx: RequestContext, arn: str) -> Entity:
    found = state.records.by_arn(arn)
    if found is None or f":{ctx.account_id}:" not in arn:
        raise errors.nonexistent()
    return found


def tag_resource(state: WafState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    entity = _entity(state, ctx, request["ResourceARN"])
    entity.doc["_tags"] = merged(list(entity.doc.get("_tags") or []), [dict(t) for t in request["Tags"]])
    with state.store.transaction():
        state.records.update(entity)
        keys = sorted(str(t["Key"]) for t in request["Tags"])
        publish(state, "wafv2.resource.tagged", ctx.account_id, ctx.region, entity.arn, tags=keys)
    return cast("TagResourceResponse", {})


def untag_resource(
    state: WafState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    entity = _entity(state, ctx, request["ResourceARN"])
    gone = set(request["TagKeys"])
    entity.doc["_tags"] = [t for t in entity.doc.get("_tags") or [] if t["Key"] not in gone]
    with state.store.transaction():
        state.records.update(entity)
        publish(state, "wafv2.resource.untagged", ctx.account_id, ctx.region, entity.arn, tags=sorted(gone))
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: WafState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    entity = _entity(state, ctx, request["ResourceARN"])
    info = {"ResourceARN": entity.arn, "TagList": list(entity.doc.get("_tags") or [])}
    return cast("ListTagsForResourceResponse", {"TagInfoForResource": info})


def get_sampled_requests(
    state: WafState, request: GetSampledRequestsRequest, ctx: RequestContext
) -> GetSampledRequestsResponse:
    """The requests kept for the rule (or the web ACL's default action) whose metric name is given, within
    the time window (AWS: at most the last three hours), up to MaxItems (at most 500)."""
    acl = _entity(state, ctx, request["WebAclArn"])
    if acl.kind != "webacl":
        raise errors.nonexistent()
    window = request["TimeWindow"]
    start, end = window["StartTime"].timestamp(), window["EndTime"].timestamp()
    if end < start:
        raise errors.invalid("RESOURCE_ARN", "TimeWindow", "EndTime must not be before StartTime")
    kept = state.records.samples(acl.arn, request["RuleMetricName"], start, end)
    chosen = kept[-int(request["MaxItems"]) :] if kept else []
    sampled = [dict(doc, Timestamp=datetime.fromtimestamp(at, timezone.utc), Weight=1) for at, doc in chosen]
    return cast(
        "GetSampledRequestsResponse",
        {"SampledRequests": sampled, "PopulationSize": len(kept), "TimeWindow": window},
    )
