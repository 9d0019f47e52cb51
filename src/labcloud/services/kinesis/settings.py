"""Kinesis timing: how long a retention hour lasts, how long a shard iterator is valid, how often the
trim runs, how long a shard subscription lasts (AWS's values; tests and labs may shorten them).

``LABCLOUD_KINESIS_HOUR_SECONDS`` (3600: a stream's RetentionPeriodHours counts hours of this
length), ``LABCLOUD_KINESIS_ITERATOR_SECONDS`` (300), ``LABCLOUD_KINESIS_TRIM_SECONDS`` (10) and
``LABCLOUD_KINESIS_SUBSCRIPTION_SECONDS`` (300: how long a SubscribeToShard stream lasts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.tuning import Tuning


@dataclass(frozen=True, slots=True)
class KinesisSettings:
    hour_s: float = 3600.0
    iterator_s: float = 300.0
    trim_interval_s: float = 10.0
    subscription_s: float = 300.0

    @classmethod
    def from_tuning(cls, tuning: Tuning) -> KinesisSettings:
        """The knobs as the server's settings read them at start."""
        return cls(
            tuning.number("LABCLOUD_KINESIS_HOUR_SECONDS", 3600.0, minimum=0.001),
            tuning.number("LABCLOUD_KINESIS_ITERATOR_SECONDS", 300.0, minimum=0.001),
            tuning.number("LABCLOUD_KINESIS_TRIM_SECONDS", 10.0, minimum=0.001),
            tuning.number("LABCLOUD_KINESIS_SUBSCRIPTION_SECONDS", 300.0, minimum=0.001),
        )
