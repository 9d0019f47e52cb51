"""The server's one signing key and certificate (``sns_signing``): kept so SigningCertURL stays valid."""

from __future__ import annotations

from labcloud.store.db import Store


def load(store: Store) -> tuple[str, str] | None:
    row = store.one("SELECT key_pem, cert_pem FROM sns_signing WHERE id=1")
    return (row["key_pem"], row["cert_pem"]) if row is not None else None


def save(store: Store, key_pem: str, cert_pem: str) -> None:
    store.execute(
        "INSERT OR IGNORE INTO sns_signing (id, key_pem, cert_pem) VALUES (1, ?, ?)", (key_pem, cert_pem)
    )
