"""KMS's keys as tagged resources for the Tagging API (``tag_sources.py``): listed from its own table,
tagged through TagResource and UntagResource (KMS's own ``TagKey``/``TagValue`` members)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.kms.state import KmsState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource

#: More than an account holds in a region: one page is every one.
_ALL = 1 << 30


def tag_source(state: KmsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for key in state.keys.page(account_id, region, -1.0, _ALL):
            yield Tagged(key.arn, key.tags)

    tag, untag = tag_resource("kms", "KeyId", pairs=("TagKey", "TagValue"))
    return TagSource("kms:key", arn_prefix("kms", "key/"), resources, tag, untag)
