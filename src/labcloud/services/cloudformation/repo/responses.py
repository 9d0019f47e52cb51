"""Pending presigned response URLs (custom resources, wait condition handles) and the bodies PUT to them."""

from __future__ import annotations

import json
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Pending:
    signature: str
    #: server-clock seconds after which the URL is refused
    expires: float
    #: "custom" or "wait" (wait condition signals only)
    kind: str


def add(store: Store, token: str, pending: Pending) -> None:
    store.execute(
        "INSERT INTO cfn_responses (token, doc) VALUES (?, ?)",
        (
            token,
            json.dumps({"signature": pending.signature, "expires": pending.expires, "kind": pending.kind}),
        ),
    )


def pending(store: Store, token: str) -> Pending | None:
    row = store.one("SELECT doc FROM cfn_responses WHERE token = ?", (token,))
    if row is None:
        return None
    doc = json.loads(row["doc"])
    return Pending(str(doc["signature"]), float(doc["expires"]), str(doc.get("kind") or "custom"))


def bodies(store: Store, token: str) -> list[bytes]:
    """The bodies PUT to the request's URL so far, oldest first."""
    rows = store.all("SELECT body FROM cfn_response_bodies WHERE token = ? ORDER BY seq", (token,))
    return [bytes(r["body"]) for r in rows]


def add_body(store: Store, token: str, body: bytes) -> None:
    seq = store.scalar("SELECT COUNT(*) FROM cfn_response_bodies WHERE token = ?", (token,))
    store.execute(
        "INSERT INTO cfn_response_bodies (token, seq, body) VALUES (?, ?, ?)", (token, int(seq or 0), body)
    )


def close(store: Store, token: str) -> None:
    store.execute("DELETE FROM cfn_responses WHERE token = ?", (token,))
    store.execute("DELETE FROM cfn_response_bodies WHERE token = ?", (token,))
