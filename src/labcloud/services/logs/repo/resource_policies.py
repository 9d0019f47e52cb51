"""Account-scoped resource policies of CloudWatch Logs (``logs_resource_policies``): at most ten per
account and region, as AWS's quota says (the rules of a request: :mod:`..policies`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

MAX_POLICIES = 10


@dataclass(frozen=True, slots=True)
class ResourcePolicy:
    name: str
    document: str
    last_updated: int


def policy_not_found(name: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"Policy with name [{name}] does not exist", status=400)


class ResourcePolicies:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, account_id: str, region: str, name: str, document: str, now: int) -> ResourcePolicy:
        exists = self.store.one(
            "SELECT 1 FROM logs_resource_policies WHERE account_id = ? AND region = ? AND name = ?",
            (account_id, region, name),
        )
        if exists is None:
            count = self.store.scalar(
                "SELECT COUNT(*) FROM logs_resource_policies WHERE account_id = ? AND region = ?",
                (account_id, region),
            )
            if count >= MAX_POLICIES:
                raise AwsError("LimitExceededException", "Resource limit exceeded.", status=400)
        self.store.execute(
            "INSERT INTO logs_resource_policies (account_id, region, name, document, last_updated)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_id, region, name) DO UPDATE SET"
            " document = excluded.document, last_updated = excluded.last_updated",
            (account_id, region, name, document, now),
        )
        return ResourcePolicy(name, document, now)

    def delete(self, account_id: str, region: str, name: str) -> None:
        cursor = self.store.execute(
            "DELETE FROM logs_resource_policies WHERE account_id = ? AND region = ? AND name = ?",
            (account_id, region, name),
        )
        if cursor.rowcount == 0:
            raise policy_not_found(name)

    def page(self, account_id: str, region: str, *, after: str | None, limit: int) -> list[ResourcePolicy]:
        """The account's policies in name order after ``after``, at most ``limit``."""
        sql = "SELECT * FROM logs_resource_policies WHERE account_id = ? AND region = ?"
        args: list[Any] = [account_id, region]
        if after is not None:
            sql += " AND name > ?"
            args.append(after)
        rows = self.store.all(sql + " ORDER BY name LIMIT ?", [*args, limit])
        return [ResourcePolicy(row["name"], row["document"], row["last_updated"]) for row in rows]
