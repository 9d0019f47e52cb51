"""What Kinesis offers other services on the hub (``hub.offer``/``hub.interface``).

Lambda's stream mappings read streams through ``hub.call("kinesis", ...)`` like any client; when a
read comes back empty they wait on :class:`KinesisSignals` until a record of the stream commits.
"""

from __future__ import annotations

from typing import Protocol


class KinesisSignals(Protocol):
    """Readers with nothing to read wait here until a record of the stream (its ARN) commits."""

    async def wait(self, stream_arn: str, timeout: float) -> bool: ...
