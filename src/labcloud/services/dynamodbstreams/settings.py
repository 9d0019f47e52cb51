"""Stream timing: retention, shard lifetime and iterator validity (AWS's values; tests may shorten them).

- Retention: records (and closed shards, disabled streams) are kept 24 hours.
- Shard rollover: AWS closes a shard and opens a child every few hours. labcloud has one shard
  lineage per stream (one partition); the open shard closes and a child (``ParentShardId`` = the
  closed one) opens at the first write once the shard is four hours old. A shard with no record
  never rolls over. Disabling the stream or deleting the table closes the open shard.
- Shard iterators are valid for 15 minutes.

``LABCLOUD_DYNAMODB_STREAM_RETENTION``, ``LABCLOUD_DYNAMODB_STREAM_SHARD_SECONDS`` and
``LABCLOUD_DYNAMODB_STREAM_ITERATOR_SECONDS`` override them (seconds), for tests and labs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.tuning import Tuning

RETENTION_S = 24 * 3600
SHARD_LIFETIME_S = 4 * 3600
ITERATOR_S = 15 * 60


@dataclass(frozen=True, slots=True)
class StreamSettings:
    retention: float = RETENTION_S
    shard_lifetime: float = SHARD_LIFETIME_S
    iterator_validity: float = ITERATOR_S

    @classmethod
    def from_tuning(cls, tuning: Tuning) -> StreamSettings:
        """The knobs as the server's settings read them at start."""
        return cls(
            tuning.number("LABCLOUD_DYNAMODB_STREAM_RETENTION", RETENTION_S, minimum=0.001),
            tuning.number("LABCLOUD_DYNAMODB_STREAM_SHARD_SECONDS", SHARD_LIFETIME_S, minimum=0.001),
            tuning.number("LABCLOUD_DYNAMODB_STREAM_ITERATOR_SECONDS", ITERATOR_S, minimum=0.001),
        )
