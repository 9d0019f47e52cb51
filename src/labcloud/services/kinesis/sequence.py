"""Sequence numbers: AWS's 56-digit decimal strings, increasing within each shard.

A number encodes the shard's index and the stream's record counter (every record of a stream takes
the next value): ``49 * 10**54 + shard_index * 10**38 + counter``. Numbers of one shard therefore
grow with the counter, and a number can be checked against the shard it is used with, as AWS does.
"""

from __future__ import annotations

from labcloud.digits import is_digits

_BASE = 49 * 10**54
_SHARD = 10**38


def format_sequence(shard_index: int, counter: int) -> str:
    return str(_BASE + shard_index * _SHARD + max(counter, 0))


def parse_sequence(text: str) -> tuple[int, int] | None:
    """(shard index, counter) of a number this service issued, or None."""
    if not is_digits(text) or len(text) != 56:
        return None
    value = int(text) - _BASE
    if value < 0:
        return None
    return value // _SHARD, value % _SHARD


def shard_id(index: int) -> str:
    return f"shardId-{index:012d}"


def shard_index(text: str) -> int | None:
    prefix, _, digits = text.partition("-")
    if prefix != "shardId" or not is_digits(digits) or len(digits) > 18:
        return None
    return int(digits)
