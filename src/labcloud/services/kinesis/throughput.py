"""Write throughput of provisioned shards: 1,000 records and 1 MiB per shard per second, as on AWS.

A one-second window per shard kept in memory; a write past either limit is refused with
ProvisionedThroughputExceededException (a whole PutRecord, or one entry of a PutRecords). On-demand
streams scale their capacity on AWS, so their writes are not metered here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RECORDS_PER_SECOND = 1000
BYTES_PER_SECOND = 1024 * 1024


@dataclass(slots=True)
class _Window:
    second: int = 0
    records: int = 0
    size: int = 0


@dataclass(slots=True)
class ShardMeter:
    _windows: dict[tuple[int, int], _Window] = field(default_factory=dict)

    def admit(self, stream: int, shard: int, size: int, now: float) -> bool:
        """Count one record of ``size`` bytes against the shard's current second, if it fits."""
        second = int(now)
        window = self._windows.get((stream, shard))
        if window is None or window.second != second:
            if len(self._windows) > 10_000:
                self._windows.clear()
            window = self._windows[(stream, shard)] = _Window(second)
        if window.records + 1 > RECORDS_PER_SECOND or window.size + size > BYTES_PER_SECOND:
            return False
        window.records += 1
        window.size += size
        return True

    def clear(self) -> None:
        self._windows.clear()
