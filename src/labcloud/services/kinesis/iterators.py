"""Shard iterators: opaque strings naming the stream (its ARN, which IAM authorizes GetRecords on, and
its row id), the shard, the record counter the
next read starts after, and when the iterator was issued (it expires after five minutes, as on AWS: ``settings.py``).
Anything that does not decode is an InvalidArgumentException, never a crash."""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

from labcloud.digits import is_digits
from labcloud.services.kinesis.errors import invalid_argument


@dataclass(frozen=True, slots=True)
class Position:
    arn: str
    stream: int
    shard: int
    after: int
    issued_ms: int


def encode(position: Position) -> str:
    raw = f"kinesis|{position.arn}|{position.stream}|{position.shard}|{position.after}|{position.issued_ms}".encode()
    return base64.b64encode(raw).decode()


def decode(text: str) -> Position:
    try:
        fields = base64.b64decode(text.encode(), validate=True).decode().split("|")
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise invalid_argument("Invalid ShardIterator.") from None
    if len(fields) != 6 or fields[0] != "kinesis" or not all(is_digits(f) for f in fields[2:]):
        raise invalid_argument("Invalid ShardIterator.")
    stream, shard, after, issued = (int(f) for f in fields[2:])
    return Position(fields[1], stream, shard, after, issued)
