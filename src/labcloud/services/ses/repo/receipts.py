"""Receiving's records: receipt rule sets (``ses_receipt_rule_sets``, one of them active), their ordered rules
(``ses_receipt_rules``), IP filters (``ses_receipt_filters``) and the messages received (``ses_receipts``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class RuleSet:
    name: str
    created: float
    active: bool


@dataclass(frozen=True, slots=True)
class IpFilter:
    name: str
    policy: str
    cidr: str


@dataclass(frozen=True, slots=True)
class Receipt:
    message_id: str
    received: float
    rule_set: str
    recipients: list[str]
    #: One entry per action run: ``{"rule", "type", "outcome", ...}`` (``outcome``: Delivered, Failed...).
    actions: list[dict[str, Any]]

    def shown(self) -> dict[str, Any]:
        return {
            "MessageId": self.message_id,
            "Received": self.received,
            "RuleSet": self.rule_set,
            "Recipients": self.recipients,
            "Actions": self.actions,
        }


def _set(row: Any) -> RuleSet:
    return RuleSet(row["name"], row["created"], bool(row["active"]))


# ---------------------------------------------------------------- rule sets


def find_set(store: Store, account_id: str, region: str, name: str) -> RuleSet | None:
    row = store.one(
        "SELECT * FROM ses_receipt_rule_sets WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else _set(row)


def active_set(store: Store, account_id: str, region: str) -> RuleSet | None:
    row = store.one(
        "SELECT * FROM ses_receipt_rule_sets WHERE account_id=? AND region=? AND active=1",
        (account_id, region),
    )
    return None if row is None else _set(row)


def add_set(store: Store, account_id: str, region: str, name: str, created: float) -> None:
    store.execute(
        "INSERT INTO ses_receipt_rule_sets (account_id, region, name, created) VALUES (?, ?, ?, ?)",
        (account_id, region, name, created),
    )


def delete_set(store: Store, account_id: str, region: str, name: str) -> bool:
    store.execute(
        "DELETE FROM ses_receipt_rules WHERE account_id=? AND region=? AND rule_set=?",
        (account_id, region, name),
    )
    cursor = store.execute(
        "DELETE FROM ses_receipt_rule_sets WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return cursor.rowcount > 0


def activate(store: Store, account_id: str, region: str, name: str | None) -> None:
    """Make ``name`` the active rule set (None: none is active)."""
    store.execute(
        "UPDATE ses_receipt_rule_sets SET active=(name IS ?) WHERE account_id=? AND region=?",
        (name, account_id, region),
    )


def sets(store: Store, account_id: str, region: str, after: str, limit: int) -> list[RuleSet]:
    rows = store.all(
        "SELECT * FROM ses_receipt_rule_sets WHERE account_id=? AND region=? AND name>? ORDER BY name LIMIT ?",
        (account_id, region, after, limit),
    )
    return [_set(row) for row in rows]


def count_sets(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM ses_receipt_rule_sets WHERE account_id=? AND region=?", (account_id, region)
        )
    )


# ---------------------------------------------------------------- rules (v1's ReceiptRule as JSON)


def rules(store: Store, account_id: str, region: str, rule_set: str) -> list[dict[str, Any]]:
    """The set's rules in their order."""
    rows = store.all(
        "SELECT rule FROM ses_receipt_rules WHERE account_id=? AND region=? AND rule_set=? ORDER BY position",
        (account_id, region, rule_set),
    )
    return [json.loads(row["rule"]) for row in rows]


def put_rules(
    store: Store, account_id: str, region: str, rule_set: str, ordered: list[dict[str, Any]]
) -> None:
    """Write the set's rules, in this order (the whole list: rules not in it are dropped)."""
    store.execute(
        "DELETE FROM ses_receipt_rules WHERE account_id=? AND region=? AND rule_set=?",
        (account_id, region, rule_set),
    )
    store.executemany(
        "INSERT INTO ses_receipt_rules (account_id, region, rule_set, name, position, rule) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (account_id, region, rule_set, rule["Name"], position, json.dumps(rule))
            for position, rule in enumerate(ordered)
        ],
    )


# ---------------------------------------------------------------- IP filters


def filters(store: Store, account_id: str, region: str) -> list[IpFilter]:
    rows = store.all(
        "SELECT * FROM ses_receipt_filters WHERE account_id=? AND region=? ORDER BY name",
        (account_id, region),
    )
    return [IpFilter(row["name"], row["policy"], row["cidr"]) for row in rows]


def add_filter(store: Store, account_id: str, region: str, one: IpFilter) -> None:
    store.execute(
        "INSERT INTO ses_receipt_filters (account_id, region, name, policy, cidr) VALUES (?, ?, ?, ?, ?)",
        (account_id, region, one.name, one.policy, one.cidr),
    )


def delete_filter(store: Store, account_id: str, region: str, name: str) -> bool:
    cursor = store.execute(
        "DELETE FROM ses_receipt_filters WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return cursor.rowcount > 0


# ---------------------------------------------------------------- messages received


def _receipt(row: Any) -> Receipt:
    return Receipt(
        row["message_id"],
        row["received"],
        row["rule_set"],
        json.loads(row["recipients"]),
        json.loads(row["actions"]),
    )


def put_receipt(
    store: Store, account_id: str, region: str, one: Receipt, pending: dict[str, Any] | None = None
) -> None:
    """Keep a receipt; ``pending`` (what its actions need) until they have run, None once they have."""
    store.execute(
        "INSERT INTO ses_receipts (account_id, region, message_id, received, rule_set, recipients, actions, pending) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(account_id, region, message_id) DO UPDATE SET "
        "actions=excluded.actions, pending=excluded.pending",
        (
            account_id,
            region,
            one.message_id,
            one.received,
            one.rule_set,
            json.dumps(one.recipients),
            json.dumps(one.actions),
            None if pending is None else json.dumps(pending),
        ),
    )


def pending(store: Store) -> list[tuple[str, str, str, float, str, list[str], dict[str, Any]]]:
    """Every receipt whose actions have not run (a restart came first): its keys and what they need."""
    rows = store.all("SELECT * FROM ses_receipts WHERE pending IS NOT NULL ORDER BY received")
    return [
        (
            row["account_id"],
            row["region"],
            row["message_id"],
            row["received"],
            row["rule_set"],
            json.loads(row["recipients"]),
            json.loads(row["pending"]),
        )
        for row in rows
    ]


def find_receipt(store: Store, account_id: str, message_id: str) -> Receipt | None:
    row = store.one(
        "SELECT * FROM ses_receipts WHERE account_id=? AND message_id=?", (account_id, message_id)
    )
    return None if row is None else _receipt(row)


def receipts(store: Store, account_id: str, limit: int) -> list[Receipt]:
    rows = store.all(
        "SELECT * FROM ses_receipts WHERE account_id=? ORDER BY received DESC, message_id DESC LIMIT ?",
        (account_id, limit),
    )
    return [_receipt(row) for row in rows]
