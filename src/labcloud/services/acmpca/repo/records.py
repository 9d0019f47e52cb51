"""Rows of ``acmpca_authorities``, ``acmpca_certificates`` and ``acmpca_permissions`` as typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields, replace
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Authority:
    arn: str
    account_id: str
    region: str
    #: ROOT or SUBORDINATE
    type: str
    #: PENDING_CERTIFICATE, ACTIVE, DISABLED, EXPIRED, DELETED
    status: str
    #: CertificateAuthorityConfiguration as given (KeyAlgorithm, SigningAlgorithm, Subject, CsrExtensions)
    configuration: dict[str, Any]
    #: RevocationConfiguration as last given
    revocation: dict[str, Any]
    key_storage: str
    usage_mode: str
    tags: tuple[tuple[str, str], ...]
    token: str | None
    #: PKCS#8 PEM; never leaves the service
    private_key: str
    csr: str
    certificate: str | None
    #: the imported chain above the CA's certificate (PEM), None for a root
    chain: str | None
    serial: str | None
    not_before: float | None
    not_after: float | None
    policy: str | None
    created: float
    changed: float
    restorable_until: float | None
    #: the last CRL (DER) made after a revocation
    crl: bytes | None


@dataclass(frozen=True, slots=True)
class Issued:
    arn: str
    authority_arn: str
    #: AWS's colon-separated hex form
    serial: str
    certificate: str
    template: str
    token: str | None
    created: float
    revoked: float | None = None
    revocation_reason: str | None = None


@dataclass(frozen=True, slots=True)
class Permission:
    authority_arn: str
    principal: str
    source_account: str
    actions: tuple[str, ...]
    created: float


_AUTHORITY_COLUMNS = tuple(f.name for f in fields(Authority))
_ISSUED_COLUMNS = tuple(f.name for f in fields(Issued))
_JSON = ("configuration", "revocation")


def _authority(row: sqlite3.Row) -> Authority:
    values = dict(row)
    for name in _JSON:
        values[name] = json.loads(values[name])
    values["tags"] = tuple((k, v) for k, v in json.loads(values["tags"]))
    return Authority(**values)


def _column(name: str, value: object) -> object:
    if name in _JSON:
        return json.dumps(value)
    if name == "tags":
        return json.dumps([list(t) for t in value])  # type: ignore[attr-defined]
    return value


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ authorities

    def insert(self, authority: Authority) -> None:
        self.store.execute(
            f"INSERT INTO acmpca_authorities ({', '.join(_AUTHORITY_COLUMNS)})"
            f" VALUES ({', '.join('?' * len(_AUTHORITY_COLUMNS))})",
            [_column(c, getattr(authority, c)) for c in _AUTHORITY_COLUMNS],
        )

    def update(self, record: Authority, /, **changes: object) -> Authority:
        updated = replace(record, **changes)  # type: ignore[arg-type]
        self.store.execute(
            f"UPDATE acmpca_authorities SET {', '.join(c + '=?' for c in changes)} WHERE arn=?",
            [*(_column(c, v) for c, v in changes.items()), record.arn],
        )
        return updated

    def by_arn(self, arn: str) -> Authority | None:
        row = self.store.one("SELECT * FROM acmpca_authorities WHERE arn=?", (arn,))
        return None if row is None else _authority(row)

    def by_token(self, account_id: str, region: str, token: str, since: float) -> Authority | None:
        row = self.store.one(
            "SELECT * FROM acmpca_authorities WHERE account_id=? AND region=? AND token=? AND created>=?"
            " ORDER BY created DESC LIMIT 1",
            (account_id, region, token, since),
        )
        return None if row is None else _authority(row)

    def all_in(self, account_id: str, region: str) -> list[Authority]:
        rows = self.store.all(
            "SELECT * FROM acmpca_authorities WHERE account_id=? AND region=? ORDER BY created, rowid",
            (account_id, region),
        )
        return [_authority(r) for r in rows]

    def expired(self, now: float) -> list[Authority]:
        """ACTIVE or DISABLED CAs whose certificate's NotAfter has passed."""
        rows = self.store.all(
            "SELECT * FROM acmpca_authorities WHERE status IN ('ACTIVE', 'DISABLED') AND not_after<=?", (now,)
        )
        return [_authority(r) for r in rows]

    def purge(self, now: float) -> list[str]:
        """Removes CAs whose restoration period ended (and what they issued); their ARNs."""
        rows = self.store.all(
            "SELECT arn FROM acmpca_authorities WHERE status='DELETED' AND restorable_until<=?", (now,)
        )
        arns = [str(r[0]) for r in rows]
        for arn in arns:
            self.store.execute("DELETE FROM acmpca_certificates WHERE authority_arn=?", (arn,))
            self.store.execute("DELETE FROM acmpca_permissions WHERE authority_arn=?", (arn,))
            self.store.execute("DELETE FROM acmpca_authorities WHERE arn=?", (arn,))
        return arns

    # ------------------------------------------------------------------ issued certificates

    def insert_issued(self, issued: Issued) -> None:
        self.store.execute(
            f"INSERT INTO acmpca_certificates ({', '.join(_ISSUED_COLUMNS)})"
            f" VALUES ({', '.join('?' * len(_ISSUED_COLUMNS))})",
            [getattr(issued, c) for c in _ISSUED_COLUMNS],
        )

    def issued(self, arn: str) -> Issued | None:
        row = self.store.one("SELECT * FROM acmpca_certificates WHERE arn=?", (arn,))
        return None if row is None else Issued(**dict(row))

    def issued_by_serial(self, authority_arn: str, serial: str) -> Issued | None:
        row = self.store.one(
            "SELECT * FROM acmpca_certificates WHERE authority_arn=? AND serial=?", (authority_arn, serial)
        )
        return None if row is None else Issued(**dict(row))

    def issued_by_token(self, authority_arn: str, token: str, since: float) -> Issued | None:
        row = self.store.one(
            "SELECT * FROM acmpca_certificates WHERE authority_arn=? AND token=? AND created>=?"
            " ORDER BY created DESC LIMIT 1",
            (authority_arn, token, since),
        )
        return None if row is None else Issued(**dict(row))

    def newest_issued(self, authority_arn: str, limit: int) -> list[Issued]:
        rows = self.store.all(
            "SELECT * FROM acmpca_certificates WHERE authority_arn=? ORDER BY created DESC, rowid DESC LIMIT ?",
            (authority_arn, limit),
        )
        return [Issued(**dict(r)) for r in rows]

    def revoke(self, arn: str, at: float, reason: str) -> None:
        self.store.execute(
            "UPDATE acmpca_certificates SET revoked=?, revocation_reason=? WHERE arn=?", (at, reason, arn)
        )

    def revoked(self, authority_arn: str) -> list[Issued]:
        rows = self.store.all(
            "SELECT * FROM acmpca_certificates WHERE authority_arn=? AND revoked IS NOT NULL ORDER BY revoked",
            (authority_arn,),
        )
        return [Issued(**dict(r)) for r in rows]

    def issued_count(self, authority_arn: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM acmpca_certificates WHERE authority_arn=?", (authority_arn,)
            )
        )

    # ------------------------------------------------------------------ permissions

    def permissions(self, authority_arn: str) -> list[Permission]:
        rows = self.store.all(
            "SELECT * FROM acmpca_permissions WHERE authority_arn=? ORDER BY created, principal",
            (authority_arn,),
        )
        return [
            Permission(
                str(r["authority_arn"]),
                str(r["principal"]),
                str(r["source_account"]),
                tuple(json.loads(r["actions"])),
                float(r["created"]),
            )
            for r in rows
        ]

    def put_permission(self, permission: Permission) -> None:
        self.store.execute(
            "INSERT INTO acmpca_permissions (authority_arn, principal, source_account, actions, created)"
            " VALUES (?, ?, ?, ?, ?)",
            (
                permission.authority_arn,
                permission.principal,
                permission.source_account,
                json.dumps(list(permission.actions)),
                permission.created,
            ),
        )

    def remove_permission(self, authority_arn: str, principal: str) -> bool:
        before = self.store.scalar(
            "SELECT COUNT(*) FROM acmpca_permissions WHERE authority_arn=? AND principal=?",
            (authority_arn, principal),
        )
        self.store.execute(
            "DELETE FROM acmpca_permissions WHERE authority_arn=? AND principal=?", (authority_arn, principal)
        )
        return bool(before)
