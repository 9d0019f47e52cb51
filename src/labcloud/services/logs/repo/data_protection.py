"""Data protection policies of log groups (``logs_data_protection``), one per group, and the
masker a group's policy makes (the policy's rules: :mod:`..data_protection`)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.errors import AwsError
from labcloud.store.db import Store

from ..data_protection import Masker, check_document


@dataclass(frozen=True, slots=True)
class Policy:
    document: str
    last_updated: int


def policy_not_found() -> AwsError:
    return AwsError(
        "ResourceNotFoundException", "The specified data protection policy does not exist.", status=400
    )


class DataProtection:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, group_id: int, document: str, now: int) -> None:
        self.store.execute(
            "INSERT INTO logs_data_protection (group_id, document, last_updated) VALUES (?, ?, ?)"
            " ON CONFLICT (group_id) DO UPDATE SET document = excluded.document, last_updated = excluded.last_updated",
            (group_id, document, now),
        )

    def find(self, group_id: int) -> Policy | None:
        row = self.store.one("SELECT * FROM logs_data_protection WHERE group_id = ?", (group_id,))
        return None if row is None else Policy(row["document"], row["last_updated"])

    def delete(self, group_id: int) -> None:
        cursor = self.store.execute("DELETE FROM logs_data_protection WHERE group_id = ?", (group_id,))
        if cursor.rowcount == 0:
            raise policy_not_found()

    def masker(self, group_id: int) -> Masker | None:
        row = self.find(group_id)
        return check_document(row.document) if row is not None else None
