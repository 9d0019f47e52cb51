"""Tags on tables and on their indexes: TagResource, UntagResource, ListTagsOfResource.

A table's tags live in its metadata (``Tags``); an index's own tags (the ARN ``.../index/NAME``)
live beside them under ``IndexTags`` by index name, so tagging an index never changes the table's
tags, and deleting the index (UpdateTable) drops its tags. DynamoDB's limit of 50 tags applies to
each resource.
"""

from __future__ import annotations

from dataclasses import replace

from labcloud.errors import AwsError
from labcloud.services.dynamodb.table_meta import TableMeta, Tag, tags_doc
from labcloud.services.dynamodb.tables import TableDef, check_tag_keys, invalid

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


def _current(table: TableDef, arn: str) -> tuple[Tag, ...]:
    index = index_of(arn)
    if index is None:
        return table.definition.tags or ()
    _check_index(table, arn, index)
    return (table.definition.index_tags or {}).get(index) or ()


def current(table: TableDef, arn: str) -> list[dict[str, str]]:
    """ListTagsOfResource's tags of ``arn`` (the table or one of its indexes)."""
    return tags_doc(_current(table, arn))


def _with(table: TableDef, arn: str, tags: tuple[Tag, ...]) -> TableMeta:
    meta = table.definition
    index = index_of(arn)
    if index is None:
        return replace(meta, tags=tags)
    by_index = dict(meta.index_tags or {})
    if tags:
        by_index[index] = tags
    else:
        by_index.pop(index, None)
    return replace(meta, index_tags=by_index or None)


def tagged(table: TableDef, arn: str, added: list[dict[str, str]]) -> TableMeta:
    """The table's definition after TagResource on ``arn``."""
    check_tag_keys(added)
    tags = {t.key: t.value for t in _current(table, arn)}
    for tag in added:
        tags[tag["Key"]] = tag["Value"]
    if len(tags) > MAX_TAGS:
        raise invalid("The number of tags for the resource exceeds the limit of 50")
    return _with(table, arn, tuple(Tag(k, v) for k, v in tags.items()))


def untagged(table: TableDef, arn: str, keys: list[str]) -> TableMeta:
    """The table's definition after UntagResource on ``arn``."""
    removed = set(keys)
    return _with(table, arn, tuple(t for t in _current(table, arn) if t.key not in removed))
