"""Queue depth and age gauges for CloudWatch's AWS/SQS metrics (the ``QueueDepths`` SQS offers).

``ApproximateNumberOfMessagesVisible``/``NotVisible``/``Delayed`` count like GetQueueAttributes
does; ``ApproximateAgeOfOldestMessage`` is the age in seconds of the oldest message still in the
queue (in flight or not), which no SQS API returns. The metrics sampler reads these through
the hub's ``interfaces.QueueDepths`` (a typed interface, not SQS's tables).
"""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.services.sqs.interfaces import QueueGauges
from labcloud.services.sqs.state import SqsState


@dataclass(frozen=True, slots=True)
class Depths:
    """SQS's implementation of ``QueueDepths``."""

    state: SqsState

    def queue_gauges(self, now: float) -> list[QueueGauges]:
        """Every queue's depth and oldest-message age at ``now``, all queues in one read."""
        return self.state.queues.gauges(now)
