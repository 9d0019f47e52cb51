"""Saved Logs Insights queries: PutQueryDefinition, DescribeQueryDefinitions, DeleteQueryDefinition,
stored in ``logs_query_definitions`` (at most 1000 per account and region).

A definition is stored as given: its query string is not parsed here (AWS saves queries that only
fail when run), and it may name log groups that do not exist. ``clientToken`` (which SDKs fill in)
makes a retried create return the definition the first call made.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Mapping
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

from ..errors import invalid_parameter
from ..tokens import decode_token, encode_token

MAX_DEFINITIONS = 1000
DEFAULT_PAGE = 1000


def definition_not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "The specified query definition does not exist.", status=400)


class QueryDefinitions:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, account_id: str, region: str, params: Mapping[str, Any], now: int) -> str:
        token = params.get("clientToken")
        definition_id = params.get("queryDefinitionId")
        values = (
            params["name"],
            params.get("queryLanguage") or "CWLI",
            params["queryString"],
            json.dumps(params.get("logGroupNames") or []),
            json.dumps(params["parameters"]) if params.get("parameters") else None,
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
        if token:
            earlier = self.store.one(
                "SELECT id FROM logs_query_definitions WHERE account_id = ? AND region = ? AND client_token = ?",
                (account_id, region, token),
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
            (account_id, region, new_id, *values, token),
        )
        return new_id

    def delete(self, account_id: str, region: str, definition_id: str) -> None:
        cursor = self.store.execute(
            "DELETE FROM logs_query_definitions WHERE account_id = ? AND region = ? AND id = ?",
            (account_id, region, definition_id),
        )
        if cursor.rowcount == 0:
            raise definition_not_found()

    def describe(self, account_id: str, region: str, params: Mapping[str, Any]) -> dict[str, Any]:
        sql = "SELECT * FROM logs_query_definitions WHERE account_id = ? AND region = ?"
        args: list[Any] = [account_id, region]
        prefix = params.get("queryDefinitionNamePrefix")
        if prefix:
            sql += " AND substr(name, 1, ?) = ?"
            args += [len(prefix), prefix]
        if params.get("queryLanguage"):
            sql += " AND query_language = ?"
            args.append(params["queryLanguage"])
        token = params.get("nextToken")
        if token:
            after = decode_token(token)
            if not isinstance(after, list) or len(after) != 2 or not all(isinstance(a, str) for a in after):
                raise invalid_parameter("The specified nextToken is invalid.")
            sql += " AND (name, id) > (?, ?)"
            args += after
        limit = int(params.get("maxResults") or DEFAULT_PAGE)
        rows = self.store.all(sql + " ORDER BY name, id LIMIT ?", [*args, limit + 1])
        out: dict[str, Any] = {"queryDefinitions": [_describe(row) for row in rows[:limit]]}
        if len(rows) > limit:
            out["nextToken"] = encode_token([rows[limit - 1]["name"], rows[limit - 1]["id"]])
        return out


def _describe(row: sqlite3.Row) -> dict[str, Any]:
    out: dict[str, Any] = {
        "queryLanguage": row["query_language"],
        "queryDefinitionId": row["id"],
        "name": row["name"],
        "queryString": row["query_string"],
        "lastModified": row["last_modified"],
    }
    groups = json.loads(row["log_group_names"])
    if groups:
        out["logGroupNames"] = groups
    if row["parameters"]:
        out["parameters"] = json.loads(row["parameters"])
    return out
