"""Export rows: (account, region, name) → the exporting stack and the value."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Export:
    name: str
    stack_id: str
    value: str


def listed(store: Store, account: str, region: str) -> list[Export]:
    rows = store.all(
        "SELECT name, stack_id, value FROM cfn_exports WHERE account_id = ? AND region = ? ORDER BY name",
        (account, region),
    )
    return [Export(str(r["name"]), str(r["stack_id"]), str(r["value"])) for r in rows]


def named(store: Store, account: str, region: str, name: str) -> Export | None:
    row = store.one(
        "SELECT stack_id, value FROM cfn_exports WHERE account_id = ? AND region = ? AND name = ?",
        (account, region, name),
    )
    return None if row is None else Export(name, str(row["stack_id"]), str(row["value"]))


def replace_all(store: Store, account: str, region: str, stack_id: str, values: dict[str, str]) -> None:
    """The stack's exports become ``values`` (name → value)."""
    store.execute("DELETE FROM cfn_exports WHERE stack_id = ?", (stack_id,))
    store.executemany(
        "INSERT INTO cfn_exports (account_id, region, name, stack_id, value) VALUES (?, ?, ?, ?, ?)",
        [(account, region, name, stack_id, value) for name, value in values.items()],
    )
