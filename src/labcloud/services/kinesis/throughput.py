"""Shard throughput as AWS meters it, kept in memory.

Writes to provisioned shards: 1,000 records and 1 MiB per shard per second (a one-second window);
a write past either limit is refused with ProvisionedThroughputExceededException (a whole PutRecord,
or one entry of a PutRecords). On-demand streams scale their write capacity, so their writes are
not metered here.

Reads (``GetRecords``) of every shard: 5 calls per second, and 2 MiB per second. One call may
return up to 10 MiB; the bytes it returned are then paid off at 2 MiB/s, and a call made while more
than one second of that debt remains is refused, so a 10 MiB read blocks the shard's next four
seconds, as AWS describes. Lambda's own stream mappings read through the service, not this API,
and are not metered.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

RECORDS_PER_SECOND = 1000
BYTES_PER_SECOND = 1024 * 1024
READS_PER_SECOND = 5
READ_BYTES_PER_SECOND = 2 * 1024 * 1024


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


@dataclass(slots=True)
class _ReadWindow:
    #: When the last calls (at most READS_PER_SECOND) were admitted.
    calls: deque[float] = field(default_factory=lambda: deque(maxlen=READS_PER_SECOND))
    #: When the bytes returned so far are paid off at READ_BYTES_PER_SECOND.
    paid_at: float = 0.0


@dataclass(slots=True)
class ReadMeter:
    _windows: dict[tuple[int, int], _ReadWindow] = field(default_factory=dict)

    def admit(self, stream: int, shard: int, now: float) -> bool:
        """Count one GetRecords call on the shard, if its call rate and read bytes allow it."""
        window = self._windows.get((stream, shard))
        if window is None:
            if len(self._windows) > 10_000:
                self._windows.clear()
            window = self._windows[(stream, shard)] = _ReadWindow()
        calls = window.calls
        if len(calls) == READS_PER_SECOND and now - calls[0] < 1.0:
            return False
        if window.paid_at - now > 1.0:
            return False
        calls.append(now)
        return True

    def returned(self, stream: int, shard: int, size: int, now: float) -> None:
        """Charge the bytes one admitted call returned."""
        window = self._windows.get((stream, shard))
        if window is not None and size:
            window.paid_at = max(window.paid_at, now) + size / READ_BYTES_PER_SECOND

    def clear(self) -> None:
        self._windows.clear()
