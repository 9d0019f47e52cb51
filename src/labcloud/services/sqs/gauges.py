"""Queue depth and age gauges for CloudWatch's AWS/SQS metrics, all queues in one read.

``ApproximateNumberOfMessagesVisible``/``NotVisible``/``Delayed`` count like GetQueueAttributes
does; ``ApproximateAgeOfOldestMessage`` is the age in seconds of the oldest message still in the
queue (in flight or not), which no SQS API returns. The metrics sampler reads these through
the hub's ``interfaces.QueueDepths`` (a typed interface, not SQS's tables).
"""

from __future__ import annotations

from labcloud.services.sqs.interfaces import QueueGauges
from labcloud.store.db import Store


def read(store: Store, now: float) -> list[QueueGauges]:
    rows = store.all(
        "SELECT q.account_id, q.region, q.name,"
        " COALESCE(SUM(m.visible_at <= ?), 0) AS visible,"
        " COALESCE(SUM(m.visible_at > ? AND m.received), 0) AS in_flight,"
        " COALESCE(SUM(m.visible_at > ? AND NOT m.received), 0) AS delayed,"
        " MIN(m.sent) AS oldest"
        " FROM sqs_queues q LEFT JOIN sqs_messages m ON m.queue_id = q.id GROUP BY q.id",
        (now, now, now),
    )
    return [
        QueueGauges(
            r["account_id"],
            r["region"],
            r["name"],
            int(r["visible"]),
            int(r["in_flight"]),
            int(r["delayed"]),
            max(0.0, now - r["oldest"]) if r["oldest"] is not None else 0.0,
        )
        for r in rows
    ]
