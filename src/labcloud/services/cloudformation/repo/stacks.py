"""Stack rows: a stack is a JSON document with AWS's member names plus labcloud's bookkeeping (see
``stacks.py``), keyed by its id, with its account, region, name and status as columns."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


def load(store: Store, stack_id: str) -> Doc | None:
    row = store.one("SELECT doc FROM cfn_stacks WHERE stack_id = ?", (stack_id,))
    return None if row is None else dict(json.loads(row["doc"]))


def find(store: Store, account: str, region: str, name_or_id: str) -> Doc | None:
    """A live stack by name, or any stack (deleted too) by its id, as AWS resolves StackName."""
    if name_or_id.startswith("arn:"):
        row = store.one(
            "SELECT doc FROM cfn_stacks WHERE stack_id = ? AND account_id = ?", (name_or_id, account)
        )
    else:
        row = store.one(
            "SELECT doc FROM cfn_stacks WHERE account_id = ? AND region = ? AND name = ? AND deleted = 0",
            (account, region, name_or_id),
        )
    return None if row is None else dict(json.loads(row["doc"]))


def save(store: Store, stack: Doc) -> None:
    deleted = 1 if stack["StackStatus"] == "DELETE_COMPLETE" else 0
    store.execute(
        "INSERT INTO cfn_stacks (stack_id, account_id, region, name, status, deleted, created, doc) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (stack_id) DO UPDATE SET status = excluded.status, "
        "deleted = excluded.deleted, doc = excluded.doc",
        (
            stack["StackId"],
            stack["account"],
            stack["region"],
            stack["StackName"],
            stack["StackStatus"],
            deleted,
            stack["CreationTime"],
            json.dumps(stack),
        ),
    )


def listed(store: Store, account: str, region: str) -> list[Doc]:
    rows = store.all(
        "SELECT doc FROM cfn_stacks WHERE account_id = ? AND region = ? ORDER BY created DESC",
        (account, region),
    )
    return [dict(json.loads(r["doc"])) for r in rows]


def everywhere(store: Store) -> list[Doc]:
    """Every stack of every account and region, newest first (the view)."""
    return [dict(json.loads(r["doc"])) for r in store.all("SELECT doc FROM cfn_stacks ORDER BY created DESC")]


def with_status(store: Store, statuses: frozenset[str]) -> list[Doc]:
    marks = ",".join("?" for _ in statuses)
    rows = store.all(
        f"SELECT doc FROM cfn_stacks WHERE status IN ({marks}) ORDER BY created", tuple(statuses)
    )
    return [dict(json.loads(r["doc"])) for r in rows]
