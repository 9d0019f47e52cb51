"""Shard iterators: ``<stream ARN>|1|<position>``, the stream's ARN first as on AWS.

The position names the shard (its row id), the sequence number the next read starts after, and
when the iterator was issued (iterators expire after 15 minutes). Anything that does not decode
to a shard of the named stream is a ValidationException, never a crash.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

from labcloud.errors import AwsError


@dataclass(frozen=True, slots=True)
class Position:
    stream_arn: str
    shid: int
    after: int  # the next record read has a sequence (counter value) greater than this
    issued_ms: int


def invalid_iterator() -> AwsError:
    return AwsError("ValidationException", "Invalid ShardIterator", status=400)


def encode(position: Position) -> str:
    raw = f"{position.shid}.{position.after}.{position.issued_ms}".encode()
    return f"{position.stream_arn}|1|{base64.urlsafe_b64encode(raw).decode()}"


def decode(text: str) -> Position:
    arn, sep, rest = text.partition("|1|")
    if not sep or not arn.startswith("arn:aws:dynamodb:") or "/stream/" not in arn:
        raise invalid_iterator()
    try:
        fields = base64.urlsafe_b64decode(rest.encode()).decode().split(".")
        shid, after, issued = (int(f) for f in fields)
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise invalid_iterator() from None
    if shid <= 0 or after < 0 or issued <= 0:
        raise invalid_iterator()
    return Position(arn, shid, after, issued)
