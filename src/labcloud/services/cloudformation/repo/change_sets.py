"""Change set rows: one JSON document per change set, with its stack, name and creation time as columns."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


def save(store: Store, change_set: Doc) -> None:
    store.execute(
        "INSERT INTO cfn_change_sets (change_set_id, stack_id, name, created, doc) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (change_set_id) DO UPDATE SET doc = excluded.doc",
        (
            change_set["ChangeSetId"],
            change_set["StackId"],
            change_set["ChangeSetName"],
            change_set["CreationTime"],
            json.dumps(change_set),
        ),
    )


def of_stack(store: Store, stack_id: str) -> list[Doc]:
    rows = store.all("SELECT doc FROM cfn_change_sets WHERE stack_id = ? ORDER BY created", (stack_id,))
    return [dict(json.loads(r["doc"])) for r in rows]


def load(store: Store, change_set_id: str) -> Doc | None:
    row = store.one("SELECT doc FROM cfn_change_sets WHERE change_set_id = ?", (change_set_id,))
    return None if row is None else dict(json.loads(row["doc"]))


def drop(store: Store, change_set_id: str) -> None:
    store.execute("DELETE FROM cfn_change_sets WHERE change_set_id = ?", (change_set_id,))
