"""Rows of ``acm_certificates``, ``acm_authorities`` and ``acm_accounts`` as typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields, replace

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Certificate:
    arn: str
    account_id: str
    region: str
    #: AMAZON_ISSUED or IMPORTED
    type: str
    domain: str
    #: every name of the certificate, the domain first (AWS's SubjectAlternativeNames)
    names: tuple[str, ...]
    status: str
    validation_method: str | None
    #: name → the validation domain asked for (EMAIL validation's DomainValidationOptions)
    validation_domains: dict[str, str]
    key_algorithm: str
    #: CertificateTransparencyLoggingPreference, Export
    options: dict[str, str]
    tags: tuple[tuple[str, str], ...]
    token: str | None
    created: float
    #: when a DNS-validated request is issued on labcloud's clock
    issue_at: float | None
    issued: float | None
    imported: float | None
    not_before: float | None
    not_after: float | None
    serial: str | None
    subject: str | None
    issuer: str | None
    signature_algorithm: str | None
    certificate: str | None
    chain: str | None
    private_key: str | None
    exported: bool = False
    resent: int = 0
    #: the day (days since the epoch, UTC) of the last "Approaching Expiration" event
    warned_day: int | None = None


@dataclass(frozen=True, slots=True)
class Authority:
    account_id: str
    private_key: str
    certificate: str


_COLUMNS = tuple(f.name for f in fields(Certificate))


def _record(row: sqlite3.Row) -> Certificate:
    values = dict(row)
    values["names"] = tuple(json.loads(values["names"]))
    values["validation_domains"] = json.loads(values["validation_domains"])
    values["options"] = json.loads(values["options"])
    values["tags"] = tuple((k, v) for k, v in json.loads(values["tags"]))
    values["exported"] = bool(values["exported"])
    return Certificate(**values)


def _column(name: str, value: object) -> object:
    if name == "names":
        return json.dumps(list(value))  # type: ignore[call-overload]
    if name in ("validation_domains", "options"):
        return json.dumps(value)
    if name == "tags":
        return json.dumps([list(t) for t in value])  # type: ignore[attr-defined]
    if name == "exported":
        return int(bool(value))
    return value


class Certificates:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert(self, certificate: Certificate) -> None:
        self.store.execute(
            f"INSERT INTO acm_certificates ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})",
            [_column(c, getattr(certificate, c)) for c in _COLUMNS],
        )

    def update(self, record: Certificate, /, **changes: object) -> Certificate:
        updated = replace(record, **changes)  # type: ignore[arg-type]
        self.store.execute(
            f"UPDATE acm_certificates SET {', '.join(c + '=?' for c in changes)} WHERE arn=?",
            [*(_column(c, v) for c, v in changes.items()), record.arn],
        )
        return updated

    def remove(self, arn: str) -> None:
        self.store.execute("DELETE FROM acm_certificates WHERE arn=?", (arn,))

    def by_arn(self, arn: str) -> Certificate | None:
        row = self.store.one("SELECT * FROM acm_certificates WHERE arn=?", (arn,))
        return None if row is None else _record(row)

    def by_token(self, account_id: str, region: str, token: str, since: float) -> Certificate | None:
        row = self.store.one(
            "SELECT * FROM acm_certificates WHERE account_id=? AND region=? AND token=? AND created>=?"
            " ORDER BY created DESC LIMIT 1",
            (account_id, region, token, since),
        )
        return None if row is None else _record(row)

    def all_in(self, account_id: str, region: str) -> list[Certificate]:
        rows = self.store.all(
            "SELECT * FROM acm_certificates WHERE account_id=? AND region=? ORDER BY created, rowid",
            (account_id, region),
        )
        return [_record(r) for r in rows]

    def count(self, account_id: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM acm_certificates WHERE account_id=? AND region=?", (account_id, region)
            )
        )

    def due(self, now: float) -> list[Certificate]:
        """Requests whose issue time has come, and certificates past their NotAfter."""
        rows = self.store.all(
            "SELECT * FROM acm_certificates WHERE (status='PENDING_VALIDATION' AND issue_at IS NOT NULL"
            " AND issue_at<=?) OR (status='ISSUED' AND not_after IS NOT NULL AND not_after<=?)",
            (now, now),
        )
        return [_record(r) for r in rows]

    def expiring(self, before: float, day: int) -> list[Certificate]:
        """Issued certificates whose NotAfter is before ``before`` not yet warned on ``day``."""
        rows = self.store.all(
            "SELECT * FROM acm_certificates WHERE status='ISSUED' AND not_after IS NOT NULL AND not_after<=?"
            " AND (warned_day IS NULL OR warned_day<?)",
            (before, day),
        )
        return [_record(r) for r in rows]

    def unexpired(self, now: float) -> list[Certificate]:
        """Issued (or imported) certificates whose NotAfter is after ``now``."""
        rows = self.store.all(
            "SELECT * FROM acm_certificates WHERE status='ISSUED' AND not_after IS NOT NULL AND not_after>?"
            " ORDER BY created, rowid",
            (now,),
        )
        return [_record(r) for r in rows]

    def pending_email(self, before: float) -> list[Certificate]:
        rows = self.store.all(
            "SELECT * FROM acm_certificates WHERE status='PENDING_VALIDATION' AND issue_at IS NULL"
            " AND created<=?",
            (before,),
        )
        return [_record(r) for r in rows]

    # ------------------------------------------------------------------ the account's CA

    def authority(self, account_id: str) -> Authority | None:
        row = self.store.one("SELECT * FROM acm_authorities WHERE account_id=?", (account_id,))
        return None if row is None else Authority(**dict(row))

    def insert_authority(self, authority: Authority) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO acm_authorities (account_id, private_key, certificate) VALUES (?, ?, ?)",
            (authority.account_id, authority.private_key, authority.certificate),
        )

    # ------------------------------------------------------------------ account configuration

    def account(self, account_id: str, region: str) -> tuple[int, str | None, float | None] | None:
        row = self.store.one(
            "SELECT days_before_expiry, token, token_at FROM acm_accounts WHERE account_id=? AND region=?",
            (account_id, region),
        )
        return None if row is None else (int(row[0]), row[1], row[2])

    def put_account(self, account_id: str, region: str, days: int, token: str, at: float) -> None:
        self.store.execute(
            "INSERT INTO acm_accounts (account_id, region, days_before_expiry, token, token_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT(account_id, region) DO UPDATE SET"
            " days_before_expiry=excluded.days_before_expiry, token=excluded.token, token_at=excluded.token_at",
            (account_id, region, days, token, at),
        )
