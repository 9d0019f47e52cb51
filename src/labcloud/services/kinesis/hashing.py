"""Hash keys: where a partition key lands, and how a stream's key space is cut into shards.

AWS hashes a partition key with MD5 and reads the 16-byte digest as one unsigned big-endian
128-bit integer; that integer (or the record's ExplicitHashKey) picks the open shard whose
``HashKeyRange`` holds it. N shards split ``0 .. 2**128 - 1`` into N equal ranges of
``2**128 // N`` keys, the last one running to the top of the space.
"""

from __future__ import annotations

import hashlib

from labcloud.digits import is_digits

MAX_HASH = 2**128 - 1


def partition_hash(partition_key: str) -> int:
    return int.from_bytes(hashlib.md5(partition_key.encode("utf-8")).digest(), "big")


def parse_hash_key(text: str) -> int | None:
    """A decimal hash key in ``0 .. 2**128 - 1``, or None."""
    if not is_digits(text) or len(text) > 39:
        return None
    value = int(text)
    return value if value <= MAX_HASH else None


def even_ranges(count: int, low: int = 0, high: int = MAX_HASH) -> list[tuple[int, int]]:
    """``count`` adjacent ranges covering ``low .. high``, as AWS cuts a new stream's key space."""
    size = (high - low + 1) // count
    ranges = []
    for i in range(count):
        start = low + i * size
        end = high if i == count - 1 else start + size - 1
        ranges.append((start, end))
    return ranges
