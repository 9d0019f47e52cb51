"""Lambda's functions as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource (versions and aliases share their function's tags)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.lambda_.names import function_arn
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.state import LambdaState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: LambdaState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for name, tags in functions.tagged(state.store, account_id, region):
            yield Tagged(function_arn(region, account_id, name), tags)

    tag, untag = tag_resource("lambda", "Resource", pairs=None)
    return TagSource("lambda:function", arn_prefix("lambda", "function:"), resources, tag, untag)
