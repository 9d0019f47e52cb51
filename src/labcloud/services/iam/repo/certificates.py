"""Server certificates (``iam_server_certificates``): the certificate, its chain and its metadata. The
private key is checked against the certificate on upload and not kept: labcloud terminates no TLS."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class ServerCertificateRecord:
    account_id: str
    name: str
    path: str
    certificate_id: str
    arn: str
    body: str
    chain: str | None
    expiration: float
    uploaded: float
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> ServerCertificateRecord:
        return ServerCertificateRecord(
            row["account_id"],
            row["name"],
            row["path"],
            row["certificate_id"],
            row["arn"],
            row["body"],
            row["chain"],
            float(row["expiration"]),
            float(row["uploaded"]),
            row["tags"],
        )


def certificate(store: Store, account_id: str, name: str) -> ServerCertificateRecord | None:
    row = store.one("SELECT * FROM iam_server_certificates WHERE account_id=? AND name=?", (account_id, name))
    return None if row is None else ServerCertificateRecord.of(row)


def certificates(store: Store, account_id: str, path_prefix: str) -> list[ServerCertificateRecord]:
    rows = store.all(
        "SELECT * FROM iam_server_certificates WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name",
        (account_id, len(path_prefix), path_prefix),
    )
    return [ServerCertificateRecord.of(r) for r in rows]


def count(store: Store, account_id: str) -> int:
    return int(
        store.scalar("SELECT COUNT(*) FROM iam_server_certificates WHERE account_id=?", (account_id,)) or 0
    )


def insert(store: Store, cert: ServerCertificateRecord) -> None:
    store.execute(
        "INSERT INTO iam_server_certificates (account_id, name, path, certificate_id, arn, body, chain,"
        " expiration, uploaded, tags) VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            cert.account_id,
            cert.name,
            cert.path,
            cert.certificate_id,
            cert.arn,
            cert.body,
            cert.chain,
            cert.expiration,
            cert.uploaded,
            cert.tags,
        ),
    )


def rename(store: Store, account_id: str, name: str, new_name: str, new_path: str, arn: str) -> None:
    store.execute(
        "UPDATE iam_server_certificates SET name=?, path=?, arn=? WHERE account_id=? AND name=?",
        (new_name, new_path, arn, account_id, name),
    )


def delete(store: Store, account_id: str, name: str) -> None:
    store.execute("DELETE FROM iam_server_certificates WHERE account_id=? AND name=?", (account_id, name))
