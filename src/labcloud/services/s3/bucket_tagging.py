"""A bucket's tags (Put/Get/DeleteBucketTagging): the whole tag set, replaced at each put.

S3's rules: at most 50 tags, keys of 1 to 128 and values of up to 256 characters, no key twice, no
key under the reserved ``aws:`` prefix (all ``InvalidTag``). A bucket without tags answers
``NoSuchTagSet``; putting an empty tag set removes them.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.repo import buckets
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketTaggingRequest,
        DeleteBucketTaggingResponse,
        GetBucketTaggingRequest,
        GetBucketTaggingResponse,
        PutBucketTaggingRequest,
        PutBucketTaggingResponse,
        Tag,
    )

MAX_TAGS = 50


def invalid_tag(message: str) -> AwsError:
    return AwsError("InvalidTag", message, status=400)


def _checked(tags: list[Tag]) -> list[Tag]:
    if len(tags) > MAX_TAGS:
        raise invalid_tag("Bucket tag count cannot be greater than 50")
    seen: set[str] = set()
    for tag in tags:
        key, value = tag["Key"], tag["Value"]
        if not 1 <= len(key) <= 128:
            raise invalid_tag("The TagKey you have provided is invalid")
        if len(value) > 256:
            raise invalid_tag("The TagValue you have provided is invalid")
        if key.lower().startswith("aws:"):
            raise invalid_tag("System tags cannot be added/updated by requester")
        if key in seen:
            raise invalid_tag("Cannot provide multiple Tags with the same key")
        seen.add(key)
    return [{"Key": t["Key"], "Value": t["Value"]} for t in tags]


def put_bucket_tagging(
    state: S3State, request: PutBucketTaggingRequest, ctx: RequestContext
) -> PutBucketTaggingResponse:
    tags = _checked(list(request["Tagging"].get("TagSet") or []))
    with state.store.transaction():
        state.bucket(request["Bucket"])
        buckets.set_tags(state.store, request["Bucket"], json.dumps(tags) if tags else None)
    return {}


def get_bucket_tagging(
    state: S3State, request: GetBucketTaggingRequest, ctx: RequestContext
) -> GetBucketTaggingResponse:
    row = state.bucket(request["Bucket"])
    if not row.tags:
        raise AwsError("NoSuchTagSet", "The TagSet does not exist", status=404, BucketName=request["Bucket"])
    return cast("GetBucketTaggingResponse", {"TagSet": json.loads(row.tags)})


def delete_bucket_tagging(
    state: S3State, request: DeleteBucketTaggingRequest, ctx: RequestContext
) -> DeleteBucketTaggingResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        buckets.set_tags(state.store, request["Bucket"], None)
    return {}
