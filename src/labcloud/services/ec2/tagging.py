"""Tags of EC2 records (and of security group rules, kept in their group's record): TagSpecifications on
create, CreateTags/DeleteTags/DescribeTags, AWS's limits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, lookup
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import KINDS, prefix_of
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State
from labcloud.services.ec2.tag_sets import member, tagged

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
            record, holder, name = _taggable(state, ctx, record_id)
            holder[name] = merged(list(holder.get(name) or []), new)
            lookup.save(state, ctx, record)
    return {}


def delete_tags(state: Ec2State, request: DeleteTagsRequest, ctx: RequestContext) -> DeleteTagsResponse:
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        for record_id in request["Resources"]:
            record, holder, name = _taggable(state, ctx, record_id)
            tags = list(holder.get(name) or [])
            for gone in request.get("Tags") or [{"Key": t["Key"]} for t in tags]:
                tags = [
                    t
                    for t in tags
                    if not (
                        t["Key"] == gone.get("Key")
                        and ("Value" not in gone or t["Value"] == gone.get("Value"))
                    )
                ]
            holder[name] = tags
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
    for resource_type, resource_id, tags in tagged(state, ctx.account_id, ctx.region):
        for tag in tags:
            row = {
                "ResourceId": resource_id,
                "ResourceType": resource_type,
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


def _taggable(state: Ec2State, ctx: RequestContext, record_id: str) -> tuple[Record, dict[str, Any], str]:
    """The record saved after tagging ``record_id``, the dict holding its tags and the member naming them (a
    security group rule's tags are in its group's record)."""
    prefix = prefix_of(record_id)
    if prefix == "sgr":
        for group in state.records.of_kind(ctx.account_id, ctx.region, "security-group"):
            for rule in group.body["_rules"]:
                if rule["SecurityGroupRuleId"] == record_id:
                    return group, rule, "Tags"
        raise error(
            "InvalidSecurityGroupRuleId.NotFound", f"The security group rule ID '{record_id}' does not exist"
        )
    if prefix is None or prefix not in KINDS:
        raise error("InvalidID", f"The ID '{record_id}' is not valid")
    record = lookup.require(state, ctx, prefix, record_id)
    return record, record.body, member(record.kind)
