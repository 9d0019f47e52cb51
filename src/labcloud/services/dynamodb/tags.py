"""Tags on tables and on their indexes: TagResource, UntagResource, ListTagsOfResource.

A table's tags live in its metadata (``Tags``); an index's own tags (the ARN ``.../index/NAME``)
live beside them under ``IndexTags`` by index name, so tagging an index never changes the table's
tags, and deleting the index (UpdateTable) drops its tags. DynamoDB's limit of 50 tags applies to
each resource.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.tables import TableDef, invalid

MAX_TAGS = 50


def index_of(arn: str) -> str | None:
    """The index an ARN names (None for the table itself)."""
    _, marker, rest = arn.partition("/index/")
    return rest.split("/", 1)[0] if marker else None


def _check_index(table: TableDef, arn: str, index: str) -> None:
    if index not in table.indexes:
        raise AwsError(
            "ResourceNotFoundException",
            f"Requested resource not found: ResourcArn: {arn} not found",
            status=400,
        )


def current(table: TableDef, arn: str) -> list[dict[str, str]]:
    index = index_of(arn)
    if index is None:
        return list(table.meta.get("Tags") or [])
    _check_index(table, arn, index)
    return list((table.meta.get("IndexTags") or {}).get(index) or [])


def _with(table: TableDef, arn: str, tags: list[dict[str, str]]) -> dict[str, Any]:
    meta: dict[str, Any] = json.loads(json.dumps(table.meta))
    index = index_of(arn)
    if index is None:
        meta["Tags"] = tags
        return meta
    by_index = meta.setdefault("IndexTags", {})
    if tags:
        by_index[index] = tags
    else:
        by_index.pop(index, None)
    if not by_index:
        meta.pop("IndexTags")
    return meta


def tagged(table: TableDef, arn: str, added: list[dict[str, str]]) -> dict[str, Any]:
    """The table's metadata after TagResource on ``arn``."""
    tags = {t["Key"]: t["Value"] for t in current(table, arn)}
    for tag in added:
        tags[tag["Key"]] = tag["Value"]
    if len(tags) > MAX_TAGS:
        raise invalid("The number of tags for the resource exceeds the limit of 50")
    return _with(table, arn, [{"Key": k, "Value": v} for k, v in tags.items()])


def untagged(table: TableDef, arn: str, keys: list[str]) -> dict[str, Any]:
    """The table's metadata after UntagResource on ``arn``."""
    removed = set(keys)
    return _with(table, arn, [t for t in current(table, arn) if t["Key"] not in removed])


def without_index(meta: dict[str, Any], index: str) -> None:
    """Forget a deleted index's tags (in place)."""
    by_index = meta.get("IndexTags") or {}
    by_index.pop(index, None)
    if not by_index:
        meta.pop("IndexTags", None)
