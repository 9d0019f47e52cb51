"""TagResource, UntagResource, ListTagsForResource (file systems and access points by id), and the older
CreateTags, DeleteTags, DescribeTags of file systems."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.efs import errors
from labcloud.services.efs.events import publish
from labcloud.services.efs.state import EfsState
from labcloud.services.efs.tagging import checked
from labcloud.services.efs.views import tags_list

if TYPE_CHECKING:
    from labcloud.services.efs.api import (
        CreateTagsRequest,
        CreateTagsResponse,
        DeleteTagsRequest,
        DeleteTagsResponse,
        DescribeTagsRequest,
        DescribeTagsResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _resource(state: EfsState, ctx: RequestContext, resource_id: str) -> tuple[str, dict[str, Any]]:
    rid = resource_id.rsplit("/", 1)[-1]
    kind = "ap" if rid.startswith("fsap-") else "fs"
    doc = state.records.get(kind, ctx.account_id, ctx.region, rid)
    if doc is None:
        raise errors.ap_not_found(rid) if kind == "ap" else errors.fs_not_found(rid)
    return kind, doc


def _save(
    state: EfsState, ctx: RequestContext, kind: str, doc: dict[str, Any], verb: str, keys: list[str]
) -> None:
    rid = str(doc["AccessPointId" if kind == "ap" else "FileSystemId"])
    with state.store.transaction():
        state.records.update(kind, rid, doc)
        publish(state, f"efs.resource.{verb}", ctx, rid, tags=keys)


def tag_resource(state: EfsState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    kind, doc = _resource(state, ctx, request["ResourceId"])
    doc["_tags"] = checked(doc.get("_tags") or {}, request["Tags"])
    _save(state, ctx, kind, doc, "tagged", [t["Key"] for t in request["Tags"]])
    return cast("TagResourceResponse", {})


def untag_resource(
    state: EfsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    kind, doc = _resource(state, ctx, request["ResourceId"])
    tags = dict(doc.get("_tags") or {})
    for key in request["TagKeys"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    _save(state, ctx, kind, doc, "untagged", list(request["TagKeys"]))
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: EfsState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    _kind, doc = _resource(state, ctx, request["ResourceId"])
    tags = tags_list(dict(doc.get("_tags") or {}))
    token = request.get("NextToken")
    if token and not token.isdigit():
        raise errors.bad_request(f"Invalid NextToken '{token}'")
    start = int(token) if token else 0
    most = int(request.get("MaxResults") or 100)
    out: dict[str, Any] = {"Tags": tags[start : start + most]}
    if start + most < len(tags):
        out["NextToken"] = str(start + most)
    return cast("ListTagsForResourceResponse", out)


def create_tags(state: EfsState, request: CreateTagsRequest, ctx: RequestContext) -> CreateTagsResponse:
    kind, doc = _resource(state, ctx, f"fs/{request['FileSystemId']}")
    doc["_tags"] = checked(doc.get("_tags") or {}, request["Tags"])
    _save(state, ctx, kind, doc, "tagged", [t["Key"] for t in request["Tags"]])
    return cast("CreateTagsResponse", {})


def delete_tags(state: EfsState, request: DeleteTagsRequest, ctx: RequestContext) -> DeleteTagsResponse:
    return cast(
        "DeleteTagsResponse",
        untag_resource(state, {"ResourceId": request["FileSystemId"], "TagKeys": request["TagKeys"]}, ctx),
    )


def describe_tags(state: EfsState, request: DescribeTagsRequest, ctx: RequestContext) -> DescribeTagsResponse:
    _kind, doc = _resource(state, ctx, f"fs/{request['FileSystemId']}")
    return cast("DescribeTagsResponse", {"Tags": tags_list(dict(doc.get("_tags") or {}))})
