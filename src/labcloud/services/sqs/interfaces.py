"""What SQS offers other services on the hub: queue depth and age gauges (CloudWatch's AWS/SQS metrics).

Another service imports only this module of SQS; it never reads SQS's tables or its provider.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class QueueGauges:
    account_id: str
    region: str
    queue_name: str
    visible: int
    not_visible: int
    delayed: int
    oldest_age: float


class QueueDepths(Protocol):
    def queue_gauges(self, now: float) -> list[QueueGauges]:
        """Every queue's depth and oldest-message age at ``now``."""
        ...
