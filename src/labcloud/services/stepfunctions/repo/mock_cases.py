"""Which test case of the mock configuration a standard execution runs (``sfn_mock_cases``), so a
restarted server resumes it with its mocked responses."""

from __future__ import annotations

from labcloud.store.db import Store

TABLES = ("sfn_mock_cases",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sfn_mock_cases (
        execution_arn TEXT PRIMARY KEY,
        machine TEXT NOT NULL,
        test_case TEXT NOT NULL
    )""",
)


class MockCases:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert(self, execution_arn: str, machine: str, test_case: str) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO sfn_mock_cases (execution_arn, machine, test_case) VALUES (?,?,?)",
            (execution_arn, machine, test_case),
        )

    def find(self, execution_arn: str) -> tuple[str, str] | None:
        row = self.store.one(
            "SELECT machine, test_case FROM sfn_mock_cases WHERE execution_arn=?", (execution_arn,)
        )
        return None if row is None else (row["machine"], row["test_case"])

    def delete_orphans(self) -> int:
        """Forget the cases of executions no longer stored (removed by retention or with their machine)."""
        cursor = self.store.execute(
            "DELETE FROM sfn_mock_cases WHERE execution_arn NOT IN (SELECT arn FROM sfn_executions)"
        )
        return cursor.rowcount
