"""Cognito's user pools as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.cognitoidp.repo import pools
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: CognitoState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for pool in pools.listed(state.store, account_id, region):
            yield Tagged(pool.arn, pool.tags)

    tag, untag = tag_resource("cognito-idp", "ResourceArn", pairs=None)
    return TagSource("cognito-idp:userpool", arn_prefix("cognito-idp", "userpool/"), resources, tag, untag)
