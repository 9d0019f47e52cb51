"""Tags of load balancers, target groups, listeners and rules: AddTags, RemoveTags, DescribeTags (50 a
resource at most, as on AWS), and the checks of tags given at creation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.elbv2 import errors, lookup, publish
from labcloud.services.elbv2.state import Elbv2State

if TYPE_CHECKING:
    from labcloud.services.elbv2.api import (
        AddTagsRequest,
        AddTagsResponse,
        DescribeTagsRequest,
        DescribeTagsResponse,
        RemoveTagsRequest,
        RemoveTagsResponse,
        Tag,
    )

MAX_TAGS = 50
MAX_RESOURCES = 20


def checked(tags: list[Tag] | None) -> list[dict[str, str]]:
    """Tags given to a create call, in their stored form (DuplicateTagKeys, TooManyTags as AWS)."""
    seen: dict[str, str] = {}
    for tag in tags or []:
        if tag["Key"] in seen:
            raise errors.duplicate_tag_keys(tag["Key"])
        if tag["Key"].lower().startswith("aws:"):
            raise errors.validation("Tag keys starting with 'aws:' are reserved for internal use")
        seen[tag["Key"]] = tag.get("Value", "")
    if len(seen) > MAX_TAGS:
        raise errors.too_many("Tags", f"A resource can have at most {MAX_TAGS} tags")
    return [{"Key": key, "Value": value} for key, value in seen.items()]


def add_tags(state: Elbv2State, request: AddTagsRequest, ctx: RequestContext) -> AddTagsResponse:
    arns = request["ResourceArns"]
    if len(arns) > MAX_RESOURCES:
        raise errors.validation(f"At most {MAX_RESOURCES} resources can be tagged at once")
    given = checked(request["Tags"])
    found = [lookup.any_resource(state, ctx, arn) for arn in arns]
    with state.store.transaction():
        for resource in found:
            merged = {tag["Key"]: tag["Value"] for tag in resource.tags}
            merged.update({tag["Key"]: tag["Value"] for tag in given})
            if len(merged) > MAX_TAGS:
                raise errors.too_many("Tags", f"'{resource.arn}' would have more than {MAX_TAGS} tags")
            state.resources.set_tags(resource.arn, [{"Key": k, "Value": v} for k, v in merged.items()])
            publish.emit(state, ctx.account_id, ctx.region, "elbv2.tagged", resource.arn, tags=sorted(merged))
    return {}


def remove_tags(state: Elbv2State, request: RemoveTagsRequest, ctx: RequestContext) -> RemoveTagsResponse:
    found = [lookup.any_resource(state, ctx, arn) for arn in request["ResourceArns"]]
    gone = set(request["TagKeys"])
    with state.store.transaction():
        for resource in found:
            kept = [tag for tag in resource.tags if tag["Key"] not in gone]
            state.resources.set_tags(resource.arn, kept)
            publish.emit(
                state,
                ctx.account_id,
                ctx.region,
                "elbv2.tagged",
                resource.arn,
                tags=sorted(t["Key"] for t in kept),
            )
    return {}


def describe_tags(
    state: Elbv2State, request: DescribeTagsRequest, ctx: RequestContext
) -> DescribeTagsResponse:
    arns = request["ResourceArns"]
    if len(arns) > MAX_RESOURCES:
        raise errors.validation(f"At most {MAX_RESOURCES} resources can be described at once")
    found = [lookup.any_resource(state, ctx, arn) for arn in arns]
    return {
        "TagDescriptions": [
            {"ResourceArn": resource.arn, "Tags": resource.tags}  # type: ignore[typeddict-item]
            for resource in found
        ]
    }
