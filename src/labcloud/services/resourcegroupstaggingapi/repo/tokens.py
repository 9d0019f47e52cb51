"""Rows of ``tagging_tokens``: a pagination token's account, region, query (its digest) and next position."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Token:
    token: str
    account_id: str
    region: str
    query: str
    position: int
    created: float


class Tokens:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert(self, token: Token) -> None:
        self.store.execute(
            "INSERT INTO tagging_tokens (token, account_id, region, query, position, created) VALUES (?,?,?,?,?,?)",
            (token.token, token.account_id, token.region, token.query, token.position, token.created),
        )

    def find(self, token: str) -> Token | None:
        row = self.store.one("SELECT * FROM tagging_tokens WHERE token = ?", (token,))
        if row is None:
            return None
        return Token(
            row["token"], row["account_id"], row["region"], row["query"], row["position"], row["created"]
        )

    def forget_before(self, cutoff: float) -> None:
        self.store.execute("DELETE FROM tagging_tokens WHERE created < ?", (cutoff,))
