"""Logs Insights queries (``logs_queries``): each kept with its results, so GetQueryResults answers
the same after a restart; the newest :data:`KEEP_QUERIES` are kept."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS logs_queries (
        query_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        query_string TEXT NOT NULL,
        log_groups TEXT NOT NULL,
        status TEXT NOT NULL,
        create_time INTEGER NOT NULL,
        results TEXT NOT NULL,
        statistics TEXT NOT NULL
    )""",
)
TABLES = ("logs_queries",)
#: Queries kept for DescribeQueries/GetQueryResults (oldest forgotten first), like AWS's 7-day window.
KEEP_QUERIES = 1000


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class QueryRow(FrozenRecord):
    """One Logs Insights query: its text, groups, status, results and statistics."""

    query_id: str
    query_string: str
    log_groups: list[str]
    status: str
    create_time: int
    results: list[list[dict[str, str]]]
    statistics: dict[str, float]

    @staticmethod
    def of(row: sqlite3.Row) -> QueryRow:
        return QueryRow(
            row["query_id"],
            row["query_string"],
            json.loads(row["log_groups"]),
            row["status"],
            row["create_time"],
            json.loads(row["results"]),
            json.loads(row["statistics"]),
        )


class Queries:
    def __init__(self, store: Store) -> None:
        self.store = store

    def save(
        self,
        query_id: str,
        account_id: str,
        region: str,
        query_string: str,
        log_groups: list[str],
        create_time: int,
        results: list[list[dict[str, str]]],
        statistics: dict[str, float],
    ) -> None:
        """Keep a completed query (and forget the oldest beyond :data:`KEEP_QUERIES`)."""
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO logs_queries (query_id, account_id, region, query_string, log_groups, status,"
                " create_time, results, statistics) VALUES (?,?,?,?,?,?,?,?,?)",
                (
                    query_id,
                    account_id,
                    region,
                    query_string,
                    json.dumps(log_groups),
                    "Complete",
                    create_time,
                    json.dumps(results),
                    json.dumps(statistics),
                ),
            )
            self.store.execute(
                "DELETE FROM logs_queries WHERE query_id IN (SELECT query_id FROM logs_queries ORDER BY"
                " create_time DESC LIMIT -1 OFFSET ?)",
                (KEEP_QUERIES,),
            )

    def find(self, account_id: str, region: str, query_id: str) -> QueryRow | None:
        row = self.store.one(
            "SELECT * FROM logs_queries WHERE query_id=? AND account_id=? AND region=?",
            (query_id, account_id, region),
        )
        return None if row is None else QueryRow.of(row)

    def of_account(
        self, account_id: str, region: str, *, group: str | None, status: str | None
    ) -> list[QueryRow]:
        """The account's queries, newest first: those that searched ``group`` (a member of the
        ``log_groups`` JSON array, found with ``json_each``) and have ``status``, when given."""
        sql = "SELECT * FROM logs_queries WHERE account_id=? AND region=?"
        args: list[Any] = [account_id, region]
        if group is not None:
            sql += " AND EXISTS (SELECT 1 FROM json_each(logs_queries.log_groups) WHERE json_each.value = ?)"
            args.append(group)
        if status is not None:
            sql += " AND status = ?"
            args.append(status)
        return [
            QueryRow.of(row) for row in self.store.all(sql + " ORDER BY create_time DESC, query_id", args)
        ]
