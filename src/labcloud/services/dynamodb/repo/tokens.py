"""TransactWriteItems' idempotency tokens (``ddb_tx_tokens``): a token's request fingerprint and answer."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def forget_older(store: Store, created_before: float) -> None:
    store.execute("DELETE FROM ddb_tx_tokens WHERE created < ?", (created_before,))


def find(store: Store, account_id: str, region: str, token: str) -> tuple[str, dict[str, Any]] | None:
    """(fingerprint, answer) kept for ``token``."""
    row = store.one(
        "SELECT fingerprint, response FROM ddb_tx_tokens WHERE account_id=? AND region=? AND token=?",
        (account_id, region, token),
    )
    return None if row is None else (row["fingerprint"], dict(json.loads(row["response"])))


def keep(
    store: Store,
    account_id: str,
    region: str,
    token: str,
    fingerprint: str,
    answer: dict[str, Any],
    now: float,
) -> None:
    store.execute(
        "INSERT OR REPLACE INTO ddb_tx_tokens (account_id, region, token, fingerprint, response, created) "
        "VALUES (?,?,?,?,?,?)",
        (account_id, region, token, fingerprint, json.dumps(answer), now),
    )
