"""Tags of EC2 records: TagSpecifications on create, CreateTags/DeleteTags/DescribeTags, AWS's limits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, lookup
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import KINDS, prefix_of
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateTagsRequest,
        CreateTagsResponse,
        DeleteTagsRequest,
        DeleteTagsResponse,
        DescribeTagsRequest,
        DescribeTagsResponse,
    )

MAX_TAGS = 50


def check_tags(tags: Sequence[Any]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for tag in tags:
        key = str(tag.get("Key") or "")
        value = str(tag.get("Value") or "")
        if not key or len(key) > 128:
            raise invalid_value(f"Tag key exceeds the maximum length of 128 characters or is empty: '{key}'")
        if len(value) > 256:
            raise invalid_value(f"Tag value exceeds the maximum length of 256 characters for key '{key}'")
        if key.lower().startswith("aws:"):
            raise invalid_value("Tag keys starting with 'aws:' are reserved for internal use")
        out = [t for t in out if t["Key"] != key] + [{"Key": key, "Value": value}]
    return out


def merged(current: list[dict[str, str]], new: list[dict[str, str]]) -> list[dict[str, str]]:
    keys = {t["Key"] for t in new}
    result = [t for t in current if t["Key"] not in keys] + new
    if len(result) > MAX_TAGS:
        raise error("TagLimitExceeded", f"The maximum number of tags for a resource is {MAX_TAGS}.")
    return result


def from_specifications(specs: Sequence[Any] | None, resource_type: str) -> list[dict[str, str]]:
    """The tags a create call's TagSpecifications give the record it creates."""
    tags: list[dict[str, str]] = []
    for spec in specs or []:
        kind = spec.get("ResourceType")
        if kind != resource_type:
            raise invalid_value(f"'{kind}' is not a valid taggable resource type for this operation.")
        tags = merged(tags, check_tags(list(spec.get("Tags") or [])))
    return tags


def create_tags(state: Ec2State, request: CreateTagsRequest, ctx: RequestContext) -> CreateTagsResponse:
    lookup.begin(state, ctx, request)
    new = check_tags(list(request.get("Tags") or []))
    with state.store.transaction():
        for record_id in request["Resources"]:
            record = _taggable(state, ctx, record_id)
            record.body["Tags"] = merged(record.body.get("Tags") or [], new)
            lookup.save(state, ctx, record)
    return {}


def delete_tags(state: Ec2State, request: DeleteTagsRequest, ctx: RequestContext) -> DeleteTagsResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        for record_id in request["Resources"]:
            record = _taggable(state, ctx, record_id)
            tags = record.body.get("Tags") or []
            for gone in request.get("Tags") or [{"Key": t["Key"]} for t in tags]:
                tags = [
                    t
                    for t in tags
                    if not (
                        t["Key"] == gone.get("Key")
                        and ("Value" not in gone or t["Value"] == gone.get("Value"))
                    )
                ]
            record.body["Tags"] = tags
            lookup.save(state, ctx, record)
    return {}


_TAG_FILTERS: filters.FilterMap = {
    "resource-id": filters.field("ResourceId"),
    "resource-type": filters.field("ResourceType"),
    "key": filters.field("Key"),
    "value": filters.field("Value"),
}


def describe_tags(state: Ec2State, request: DescribeTagsRequest, ctx: RequestContext) -> DescribeTagsResponse:
    lookup.begin(state, ctx, request)
    wanted = list(request.get("Filters") or [])
    filters.check(wanted, _TAG_FILTERS)
    rows: list[Any] = []
    for kind in KINDS.values():
        for record in state.records.of_kind(ctx.account_id, ctx.region, kind):
            if record.body.get("State") == "deleted":
                continue
            for tag in record.body.get("Tags") or []:
                row = {
                    "ResourceId": record.id,
                    "ResourceType": kind,
                    "Key": tag["Key"],
                    "Value": tag["Value"],
                }
                if filters.matches(row, wanted, _TAG_FILTERS):
                    rows.append(row)
    rows.sort(key=lambda r: (r["ResourceId"], r["Key"]))
    start, end, token = describe.window(len(rows), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeTagsResponse = {"Tags": rows[start:end]}
    if token:
        answer["NextToken"] = token
    return answer


def _taggable(state: Ec2State, ctx: RequestContext, record_id: str) -> Any:
    prefix = prefix_of(record_id)
    if prefix is None or prefix not in KINDS:
        raise error("InvalidID", f"The ID '{record_id}' is not valid")
    return lookup.require(state, ctx, prefix, record_id)
