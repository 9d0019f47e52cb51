"""S3's buckets as tagged resources for the Tagging API (``tag_sources.py``): listed from its own table (a
bucket in its region). S3 replaces a bucket's whole tag set, so tagging puts the set merged with the tags
now held, and untagging the rest (DeleteBucketTagging when none is left)."""

from __future__ import annotations

import json
from collections.abc import Iterator

from labcloud.services.s3.repo import buckets
from labcloud.services.s3.state import S3State
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix

#: More than an account holds: one page is every bucket.
_ALL = 1 << 30


def _tags(text: str | None) -> dict[str, str]:
    return {tag["Key"]: tag["Value"] for tag in json.loads(text or "[]")}


def tag_source(state: S3State) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for bucket in buckets.owned(state.store, account_id, "", "", region, _ALL):
            yield Tagged(f"arn:aws:s3:::{bucket.name}", _tags(bucket.tags))

    def name_and_tags(arn: str) -> tuple[str, dict[str, str]]:
        parts = arn_parts(arn)
        name = parts[3] if parts is not None else arn
        row = buckets.get(state.store, name)
        return name, _tags(row.tags if row is not None else None)

    def put(name: str, tags: dict[str, str]) -> TagCall:
        if not tags:
            return TagCall("s3", "DeleteBucketTagging", {"Bucket": name})
        tag_set = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("s3", "PutBucketTagging", {"Bucket": name, "Tagging": {"TagSet": tag_set}})

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        name, held = name_and_tags(arn)
        return put(name, {**held, **tags})

    def untag(arn: str, keys: list[str]) -> TagCall:
        name, held = name_and_tags(arn)
        return put(name, {k: v for k, v in held.items() if k not in keys})

    owns = arn_prefix("s3")
    return TagSource("s3", lambda arn: owns(arn) and "/" not in arn.split(":", 5)[5], resources, tag, untag)
