"""Account-level policies of CloudWatch Logs (``logs_account_policies``): subscription filter
policies, one per account and region, as AWS's quota says (the rules of a request:
:mod:`..account_policies`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

#: Account-level subscription filter policies an account may have in a region (AWS's quota).
MAX_SUBSCRIPTION_POLICIES = 1


@dataclass(frozen=True, slots=True)
class AccountPolicy:
    name: str
    policy_type: str
    document: str
    scope: str
    selection_criteria: str | None
    last_updated: int


def _row(row: Any) -> AccountPolicy:
    return AccountPolicy(
        row["name"],
        row["policy_type"],
        row["document"],
        row["scope"],
        row["selection_criteria"],
        row["last_updated"],
    )


class AccountPolicies:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, account_id: str, region: str, policy: AccountPolicy) -> None:
        others = self.store.scalar(
            "SELECT COUNT(*) FROM logs_account_policies WHERE account_id = ? AND region = ?"
            " AND policy_type = ? AND name != ?",
            (account_id, region, policy.policy_type, policy.name),
        )
        if others >= MAX_SUBSCRIPTION_POLICIES:
            raise AwsError("LimitExceededException", "Resource limit exceeded.", status=400)
        self.store.execute(
            "INSERT INTO logs_account_policies (account_id, region, policy_type, name, document, scope,"
            " selection_criteria, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (account_id, region, policy_type, name) DO UPDATE SET document = excluded.document,"
            " scope = excluded.scope, selection_criteria = excluded.selection_criteria,"
            " last_updated = excluded.last_updated",
            (
                account_id,
                region,
                policy.policy_type,
                policy.name,
                policy.document,
                policy.scope,
                policy.selection_criteria,
                policy.last_updated,
            ),
        )

    def delete(self, account_id: str, region: str, policy_type: str, name: str) -> bool:
        cursor = self.store.execute(
            "DELETE FROM logs_account_policies WHERE account_id = ? AND region = ? AND policy_type = ?"
            " AND name = ?",
            (account_id, region, policy_type, name),
        )
        return cursor.rowcount > 0

    def of_type(
        self, account_id: str, region: str, policy_type: str, name: str | None = None
    ) -> list[AccountPolicy]:
        sql = "SELECT * FROM logs_account_policies WHERE account_id = ? AND region = ? AND policy_type = ?"
        args: list[Any] = [account_id, region, policy_type]
        if name is not None:
            sql += " AND name = ?"
            args.append(name)
        return [_row(row) for row in self.store.all(sql + " ORDER BY name", args)]
