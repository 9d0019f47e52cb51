"""The account's public access block in ``s3control_account_blocks`` (one JSON document per account)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def get(store: Store, account_id: str) -> dict[str, Any] | None:
    row = store.one("SELECT doc FROM s3control_account_blocks WHERE account_id=?", (account_id,))
    return None if row is None else dict(json.loads(row["doc"]))


def put(store: Store, account_id: str, doc: dict[str, Any]) -> None:
    store.execute(
        "INSERT INTO s3control_account_blocks (account_id, doc) VALUES (?,?)"
        " ON CONFLICT(account_id) DO UPDATE SET doc=excluded.doc",
        (account_id, json.dumps(doc)),
    )


def delete(store: Store, account_id: str) -> None:
    store.execute("DELETE FROM s3control_account_blocks WHERE account_id=?", (account_id,))
