"""Subscription records in ``sns_subscriptions``."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Subscription:
    arn: str
    topic_arn: str
    owner: str
    region: str
    protocol: str
    endpoint: str
    attributes: dict[str, str]
    confirmed: bool
    token: str | None
    created: float


def _subscription(row: sqlite3.Row) -> Subscription:
    return Subscription(
        row["arn"],
        row["topic_arn"],
        row["owner"],
        row["region"],
        row["protocol"],
        row["endpoint"],
        json.loads(row["attributes"]),
        bool(row["confirmed"]),
        row["token"],
        row["created"],
    )


class Subscriptions:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, arn: str) -> Subscription | None:
        row = self.store.one("SELECT * FROM sns_subscriptions WHERE arn=?", (arn,))
        return _subscription(row) if row is not None else None

    def by_token(self, topic_arn: str, token: str) -> Subscription | None:
        row = self.store.one(
            "SELECT * FROM sns_subscriptions WHERE topic_arn=? AND token=?", (topic_arn, token)
        )
        return _subscription(row) if row is not None else None

    def same_endpoint(self, topic_arn: str, protocol: str, endpoint: str) -> Subscription | None:
        row = self.store.one(
            "SELECT * FROM sns_subscriptions WHERE topic_arn=? AND protocol=? AND endpoint=?",
            (topic_arn, protocol, endpoint),
        )
        return _subscription(row) if row is not None else None

    def of_topic(self, topic_arn: str) -> list[Subscription]:
        rows = self.store.all(
            "SELECT * FROM sns_subscriptions WHERE topic_arn=? ORDER BY created, arn", (topic_arn,)
        )
        return [_subscription(row) for row in rows]

    def page_of_topic(self, topic_arn: str, after: str, limit: int) -> list[Subscription]:
        rows = self.store.all(
            "SELECT * FROM sns_subscriptions WHERE topic_arn=? AND arn>? ORDER BY arn LIMIT ?",
            (topic_arn, after, limit),
        )
        return [_subscription(row) for row in rows]

    def page_of_owner(self, owner: str, region: str, after: str, limit: int) -> list[Subscription]:
        rows = self.store.all(
            "SELECT * FROM sns_subscriptions WHERE owner=? AND region=? AND arn>? ORDER BY arn LIMIT ?",
            (owner, region, after, limit),
        )
        return [_subscription(row) for row in rows]

    def insert(self, sub: Subscription) -> None:
        self.store.execute(
            "INSERT INTO sns_subscriptions (arn, topic_arn, owner, region, protocol, endpoint, attributes,"
            " confirmed, token, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                sub.arn,
                sub.topic_arn,
                sub.owner,
                sub.region,
                sub.protocol,
                sub.endpoint,
                json.dumps(sub.attributes),
                int(sub.confirmed),
                sub.token,
                sub.created,
            ),
        )

    def set_attributes(self, arn: str, attributes: dict[str, str]) -> None:
        self.store.execute(
            "UPDATE sns_subscriptions SET attributes=? WHERE arn=?", (json.dumps(attributes), arn)
        )

    def confirm(self, arn: str) -> None:
        self.store.execute("UPDATE sns_subscriptions SET confirmed=1 WHERE arn=?", (arn,))

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM sns_subscriptions WHERE arn=?", (arn,))
        self.store.execute("DELETE FROM sns_deliveries WHERE subscription_arn=?", (arn,))

    def delete_of_topic(self, topic_arn: str) -> None:
        self.store.execute("DELETE FROM sns_subscriptions WHERE topic_arn=?", (topic_arn,))
        self.store.execute("DELETE FROM sns_deliveries WHERE topic_arn=?", (topic_arn,))

    def counts(self, topic_arn: str) -> tuple[int, int]:
        """(confirmed, pending) subscriptions of a topic."""
        row = self.store.one(
            "SELECT COALESCE(SUM(confirmed), 0) AS c, COUNT(*) - COALESCE(SUM(confirmed), 0) AS p"
            " FROM sns_subscriptions WHERE topic_arn=?",
            (topic_arn,),
        )
        return (int(row["c"]), int(row["p"])) if row is not None else (0, 0)
