"""The durable delivery queue (``sns_deliveries``) and the email/SMS outbox (``sns_outbox``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Delivery:
    seq: int
    subscription_arn: str
    topic_arn: str
    message: dict[str, Any]
    attempts: int


class Deliveries:
    def __init__(self, store: Store) -> None:
        self.store = store

    def add(self, subscription_arn: str, topic_arn: str, message: dict[str, Any], due: float) -> None:
        self.store.execute(
            "INSERT INTO sns_deliveries (subscription_arn, topic_arn, message, due) VALUES (?, ?, ?, ?)",
            (subscription_arn, topic_arn, json.dumps(message), due),
        )

    def due(self, now: float, limit: int, busy: set[str] | frozenset[str] = frozenset()) -> list[Delivery]:
        """Due deliveries in publish order, leaving out those of the ``busy`` subscriptions."""
        skip = sorted(busy)
        marks = ",".join("?" * len(skip))
        rows = self.store.all(
            "SELECT * FROM sns_deliveries WHERE due<=?"
            + (f" AND subscription_arn NOT IN ({marks})" if skip else "")
            + " ORDER BY seq LIMIT ?",
            (now, *skip, limit),
        )
        return [
            Delivery(r["seq"], r["subscription_arn"], r["topic_arn"], json.loads(r["message"]), r["attempts"])
            for r in rows
        ]

    def blocked_subscriptions(self, now: float) -> set[str]:
        """Subscriptions with a delivery waiting for a retry (FIFO: later messages wait behind it)."""
        rows = self.store.all("SELECT DISTINCT subscription_arn FROM sns_deliveries WHERE due>?", (now,))
        return {r["subscription_arn"] for r in rows}

    def next_due(self, after: float) -> float | None:
        """When the next delivery waiting for a retry falls due."""
        value = self.store.scalar("SELECT MIN(due) FROM sns_deliveries WHERE due>?", (after,))
        return float(value) if value is not None else None

    def done(self, seq: int) -> None:
        self.store.execute("DELETE FROM sns_deliveries WHERE seq=?", (seq,))

    def retry(self, seq: int, due: float) -> None:
        self.store.execute("UPDATE sns_deliveries SET attempts=attempts+1, due=? WHERE seq=?", (due, seq))

    # ------------------------------------------------------------------ outbox

    def record(
        self,
        account_id: str,
        region: str,
        protocol: str,
        endpoint: str,
        subscription: str | None,
        message: dict[str, Any],
        now: float,
    ) -> None:
        self.store.execute(
            "INSERT INTO sns_outbox (account_id, region, protocol, endpoint, subscription_arn, message,"
            " created) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (account_id, region, protocol, endpoint, subscription, json.dumps(message), now),
        )

    def outbox(self, limit: int) -> list[dict[str, Any]]:
        rows = self.store.all("SELECT * FROM sns_outbox ORDER BY seq DESC LIMIT ?", (limit,))
        return [
            {
                "account_id": r["account_id"],
                "region": r["region"],
                "protocol": r["protocol"],
                "endpoint": r["endpoint"],
                "subscription_arn": r["subscription_arn"],
                "message": json.loads(r["message"]),
                "created": r["created"],
            }
            for r in rows
        ]
