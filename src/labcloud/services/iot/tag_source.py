"""IoT's topic rules, policies and authorizers as tagged resources for the Tagging API (``tag_sources.py``):
their tags read from its own table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState
from labcloud.tag_sources import Tagged, TagSource, arn_parts, tag_resource

_KINDS = ("rule/", "policy/", "authorizer/")


def _owns(arn: str) -> bool:
    parts = arn_parts(arn)
    return parts is not None and parts[0] == "iot" and parts[3].startswith(_KINDS)


def tag_source(state: IotState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for arn, tags in records.tagged(state.store, account_id, region).items():
            yield Tagged(arn, tags)

    tag, untag = tag_resource("iot", "resourceArn", tags_member="tags", keys_member="tagKeys")
    return TagSource("iot", _owns, resources, tag, untag)
