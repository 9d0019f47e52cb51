"""SMS account records: the sandbox's destination numbers (``sns_sms_numbers``, with their one-time
passwords) and the account's SMS preferences (``sns_sms_settings``)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class SandboxNumber:
    phone: str
    #: Pending until verified with its one-time password, then Verified.
    status: str
    otp: str


class SmsRecords:
    def __init__(self, store: Store) -> None:
        self.store = store

    def number(self, account_id: str, region: str, phone: str) -> SandboxNumber | None:
        row = self.store.one(
            "SELECT phone, status, otp FROM sns_sms_numbers WHERE account_id=? AND region=? AND phone=?",
            (account_id, region, phone),
        )
        return SandboxNumber(row[0], row[1], row[2]) if row is not None else None

    def numbers(self, account_id: str, region: str) -> list[SandboxNumber]:
        rows = self.store.all(
            "SELECT phone, status, otp FROM sns_sms_numbers WHERE account_id=? AND region=? ORDER BY created",
            (account_id, region),
        )
        return [SandboxNumber(r[0], r[1], r[2]) for r in rows]

    def put_number(self, account_id: str, region: str, number: SandboxNumber, now: float) -> None:
        self.store.execute(
            "INSERT INTO sns_sms_numbers (account_id, region, phone, status, otp, created) VALUES (?,?,?,?,?,?)"
            " ON CONFLICT(account_id, region, phone) DO UPDATE SET status=excluded.status, otp=excluded.otp",
            (account_id, region, number.phone, number.status, number.otp, now),
        )

    def remove_number(self, account_id: str, region: str, phone: str) -> None:
        self.store.execute(
            "DELETE FROM sns_sms_numbers WHERE account_id=? AND region=? AND phone=?",
            (account_id, region, phone),
        )

    def settings(self, account_id: str, region: str) -> dict[str, str]:
        value = self.store.scalar(
            "SELECT attributes FROM sns_sms_settings WHERE account_id=? AND region=?", (account_id, region)
        )
        return dict(json.loads(value)) if value else {}

    def put_settings(self, account_id: str, region: str, attributes: dict[str, str]) -> None:
        self.store.execute(
            "INSERT INTO sns_sms_settings (account_id, region, attributes) VALUES (?,?,?)"
            " ON CONFLICT(account_id, region) DO UPDATE SET attributes=excluded.attributes",
            (account_id, region, json.dumps(attributes)),
        )
