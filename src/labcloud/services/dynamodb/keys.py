"""Storage keys of items and index entries, built from key attribute values.

``partition_bytes`` is an 8-byte hash prefix (where a partition lands, so Scan order and
parallel-scan segments follow DynamoDB's hashing) followed by the canonical key bytes;
``sort_bytes`` is the order-preserving encoding (empty for hash-only keys); ``primary_bytes``
joins both unambiguously (the table key of an index entry).
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from labcloud.services.dynamodb.values import key_bytes, sort_key_bytes

if TYPE_CHECKING:
    from labcloud.services.dynamodb.expressions import KeySchema
    from labcloud.services.dynamodb.expressions.key_condition import KeyCondition

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

HASH_PREFIX = 8
SEGMENT_SPACE = 1 << (8 * HASH_PREFIX)


def partition_bytes(value: AttributeValue) -> bytes:
    canonical = key_bytes(value)
    return hashlib.md5(canonical, usedforsecurity=False).digest()[:HASH_PREFIX] + canonical


def sort_bytes(value: AttributeValue | None) -> bytes:
    return b"" if value is None else sort_key_bytes(value)


def primary_bytes(hk: bytes, rk: bytes) -> bytes:
    return len(hk).to_bytes(4, "big") + hk + rk


def partition_of(values: list[AttributeValue] | tuple[AttributeValue, ...]) -> bytes:
    """Partition bytes of a (possibly multi-attribute) partition key."""
    if len(values) == 1:
        return partition_bytes(values[0])
    canonical = b"".join(len(k).to_bytes(4, "big") + k for k in (key_bytes(v) for v in values))
    return hashlib.md5(canonical, usedforsecurity=False).digest()[:HASH_PREFIX] + canonical


def condition_partition(condition: KeyCondition) -> bytes:
    return partition_of((condition.hash_value, *condition.hash_more))


def _composite_keys(schema: KeySchema, item: Item) -> tuple[bytes, bytes] | None:
    hash_values = []
    for name, kind in schema.hash_parts:
        value = item.get(name)
        if value is None or kind not in value:
            return None
        hash_values.append(value)
    # the key condition grammar is imported by the first multi-attribute key, not when DynamoDB is built
    from labcloud.services.dynamodb.expressions.key_condition import component_bytes

    sort = b""
    for name, kind in schema.range_parts:
        value = item.get(name)
        if value is None or kind not in value:
            return None
        sort += component_bytes(value)
    return partition_of(hash_values), sort


def item_keys(schema: KeySchema, item: Item) -> tuple[bytes, bytes] | None:
    """(partition, sort) bytes of ``item`` under ``schema``; None when a key attribute is missing
    or of another type (a sparse index skips such items)."""
    if schema.composite:
        return _composite_keys(schema, item)
    hash_value = item.get(schema.hash_name)
    if hash_value is None or schema.hash_type not in hash_value:
        return None
    if schema.range_name is None:
        return partition_bytes(hash_value), b""
    range_value = item.get(schema.range_name)
    if range_value is None or (schema.range_type or "S") not in range_value:
        return None
    return partition_bytes(hash_value), sort_key_bytes(range_value)


def key_of(schema: KeySchema, item: Item) -> Item:
    """The key attributes of ``item`` (the table key or an index key)."""
    return {name: item[name] for name in schema.names if name in item}


def segment_bounds(segment: int, total: int) -> tuple[bytes, bytes | None]:
    """The partition-bytes range [low, high) a parallel-scan segment covers."""
    low = -(-segment * SEGMENT_SPACE // total)  # ceil, matching segment_of
    high = -(-(segment + 1) * SEGMENT_SPACE // total)
    return low.to_bytes(HASH_PREFIX, "big"), (
        None if segment + 1 == total else high.to_bytes(HASH_PREFIX, "big")
    )


def segment_of(hk: bytes, total: int) -> int:
    return int.from_bytes(hk[:HASH_PREFIX], "big") * total // SEGMENT_SPACE
