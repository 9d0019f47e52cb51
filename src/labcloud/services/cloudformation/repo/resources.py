"""Resource rows of a stack: one JSON record per logical id (AWS's members plus the engine's
bookkeeping: properties, attributes, dependencies, creation order)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


def of_stack(store: Store, stack_id: str) -> dict[str, Doc]:
    """The stack's records by logical id, in creation order."""
    rows = store.all("SELECT logical_id, doc FROM cfn_resources WHERE stack_id = ?", (stack_id,))
    out = {r["logical_id"]: dict(json.loads(r["doc"])) for r in rows}
    return dict(sorted(out.items(), key=lambda kv: kv[1].get("order", 0)))


def upsert(store: Store, stack_id: str, record: Doc) -> None:
    store.execute(
        "INSERT INTO cfn_resources (stack_id, logical_id, doc) VALUES (?, ?, ?) "
        "ON CONFLICT (stack_id, logical_id) DO UPDATE SET doc = excluded.doc",
        (stack_id, record["LogicalResourceId"], json.dumps(record)),
    )


def replace(store: Store, stack_id: str, record: Doc) -> None:
    store.execute(
        "UPDATE cfn_resources SET doc = ? WHERE stack_id = ? AND logical_id = ?",
        (json.dumps(record), stack_id, record["LogicalResourceId"]),
    )


def drop(store: Store, stack_id: str, logical_id: str) -> None:
    store.execute("DELETE FROM cfn_resources WHERE stack_id = ? AND logical_id = ?", (stack_id, logical_id))
