"""EFS's file systems and access points as tagged resources for the Tagging API (``tag_sources.py``): listed
from its own records, tagged through TagResource and UntagResource (by id)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.efs.state import EfsState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix


def _id(arn: str) -> str:
    parts = arn_parts(arn)
    return (parts[3] if parts is not None else arn).rsplit("/", 1)[-1]


def tag_source(state: EfsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for kind, member in (("fs", "FileSystemArn"), ("ap", "AccessPointArn")):
            for doc in state.records.listed(kind, account_id, region):
                yield Tagged(str(doc[member]), dict(doc.get("_tags") or {}))

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("efs", "TagResource", {"ResourceId": _id(arn), "Tags": listed})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("efs", "UntagResource", {"ResourceId": _id(arn), "TagKeys": list(keys)})

    return TagSource("elasticfilesystem", arn_prefix("elasticfilesystem"), resources, tag, untag)
