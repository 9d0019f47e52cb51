"""Saved Logs Insights queries (``logs_query_definitions``): at most 1000 per account and region; a
retried create with the same ``clientToken`` finds the definition the first call made (the rules of
a request: :mod:`..query_definitions`)."""

from __future__ import annotations

import json
import sqlite3
import uuid
from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

MAX_DEFINITIONS = 1000


@dataclass(frozen=True, slots=True)
class QueryDefinition:
    id: str
    name: str
    query_language: str
    query_string: str
    log_group_names: list[str]
    parameters: list[Any] | None
    last_modified: int

    @staticmethod
    def of(row: sqlite3.Row) -> QueryDefinition:
        return QueryDefinition(
            row["id"],
            row["name"],
            row["query_language"],
            row["query_string"],
            json.loads(row["log_group_names"]),
            json.loads(row["parameters"]) if row["parameters"] else None,
            row["last_modified"],
        )


def definition_not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "The specified query definition does not exist.", status=400)


class QueryDefinitions:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(
        self,
        account_id: str,
        region: str,
        *,
        definition_id: str | None,
        client_token: str | None,
        name: str,
        query_language: str,
        query_string: str,
        log_group_names: list[str],
        parameters: list[Any] | None,
        now: int,
    ) -> str:
        """Update the definition ``definition_id``, or create one (unless ``client_token`` made one
        already); its id."""
        values = (
            name,
            query_language,
            query_string,
            json.dumps(log_group_names),
            json.dumps(parameters) if parameters else None,
            now,
        )
        if definition_id:
            cursor = self.store.execute(
                "UPDATE logs_query_definitions SET name = ?, query_language = ?, query_string = ?,"
                " log_group_names = ?, parameters = ?, last_modified = ?"
                " WHERE account_id = ? AND region = ? AND id = ?",
                (*values, account_id, region, definition_id),
            )
            if cursor.rowcount == 0:
                raise definition_not_found()
            return str(definition_id)
        if client_token:
            earlier = self.store.one(
                "SELECT id FROM logs_query_definitions WHERE account_id = ? AND region = ? AND client_token = ?",
                (account_id, region, client_token),
            )
            if earlier is not None:
                return str(earlier["id"])
        count = self.store.scalar(
            "SELECT COUNT(*) FROM logs_query_definitions WHERE account_id = ? AND region = ?",
            (account_id, region),
        )
        if count >= MAX_DEFINITIONS:
            raise AwsError("LimitExceededException", "Resource limit exceeded.", status=400)
        new_id = str(uuid.uuid4())
        self.store.execute(
            "INSERT INTO logs_query_definitions (account_id, region, id, name, query_language, query_string,"
            " log_group_names, parameters, last_modified, client_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (account_id, region, new_id, *values, client_token),
        )
        return new_id

    def delete(self, account_id: str, region: str, definition_id: str) -> None:
        cursor = self.store.execute(
            "DELETE FROM logs_query_definitions WHERE account_id = ? AND region = ? AND id = ?",
            (account_id, region, definition_id),
        )
        if cursor.rowcount == 0:
            raise definition_not_found()

    def page(
        self,
        account_id: str,
        region: str,
        *,
        prefix: str | None,
        query_language: str | None,
        after: tuple[str, str] | None,
        limit: int,
    ) -> list[QueryDefinition]:
        """The account's definitions in (name, id) order: a name prefix, a language, after a position."""
        sql = "SELECT * FROM logs_query_definitions WHERE account_id = ? AND region = ?"
        args: list[Any] = [account_id, region]
        if prefix:
            sql += " AND substr(name, 1, ?) = ?"
            args += [len(prefix), prefix]
        if query_language:
            sql += " AND query_language = ?"
            args.append(query_language)
        if after is not None:
            sql += " AND (name, id) > (?, ?)"
            args += list(after)
        rows = self.store.all(sql + " ORDER BY name, id LIMIT ?", [*args, limit])
        return [QueryDefinition.of(row) for row in rows]
