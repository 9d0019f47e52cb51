"""Rows of ``appsync_apis`` and ``appsync_items`` as typed records: each keeps the API's wire document
(``body``) as AWS returns it, so reads need no mapping."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

#: kinds of ``appsync_items``
DATA_SOURCE = "datasource"
RESOLVER = "resolver"
FUNCTION = "function"
API_KEY = "apikey"
#: an Events API's channel namespaces (keyed by name)
NAMESPACE = "namespace"


@dataclass(frozen=True, slots=True)
class Api:
    api_id: str
    account_id: str
    region: str
    body: dict[str, Any]
    schema_text: str | None
    schema_status: str | None
    schema_details: str | None
    created: float

    @property
    def events(self) -> bool:
        """An AppSync Events API (CreateApi: its body holds ``eventConfig``), not a GraphQL API."""
        return "eventConfig" in self.body

    @property
    def arn(self) -> str:
        """The API's ARN (``arn`` of a GraphQL API, ``apiArn`` of an Events API)."""
        return str(self.body.get("arn") or self.body.get("apiArn") or "")


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ APIs

    def insert_api(self, api: Api) -> None:
        self.store.execute(
            "INSERT INTO appsync_apis (api_id, account_id, region, body, schema_text, schema_status,"
            " schema_details, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                api.api_id,
                api.account_id,
                api.region,
                json.dumps(api.body),
                api.schema_text,
                api.schema_status,
                api.schema_details,
                api.created,
            ),
        )

    def put_body(self, api_id: str, body: dict[str, Any]) -> None:
        self.store.execute("UPDATE appsync_apis SET body=? WHERE api_id=?", (json.dumps(body), api_id))

    def put_schema(self, api_id: str, text: str | None, status: str, details: str) -> None:
        self.store.execute(
            "UPDATE appsync_apis SET schema_text=coalesce(?, schema_text), schema_status=?, schema_details=?"
            " WHERE api_id=?",
            (text, status, details, api_id),
        )

    def api(self, api_id: str) -> Api | None:
        row = self.store.one("SELECT * FROM appsync_apis WHERE api_id=?", (api_id,))
        if row is None:
            return None
        values = dict(row)
        values["body"] = json.loads(values["body"])
        return Api(**values)

    def apis(self, account_id: str, region: str, *, events: bool = False) -> list[Api]:
        """The GraphQL APIs of the account and region (``events``: its Events APIs instead)."""
        rows = self.store.all(
            "SELECT api_id FROM appsync_apis WHERE account_id=? AND region=? ORDER BY created, rowid",
            (account_id, region),
        )
        found = [api for row in rows if (api := self.api(row[0])) is not None]
        return [api for api in found if api.events == events]

    def count_apis(self, account_id: str, region: str, *, events: bool = False) -> int:
        return len(self.apis(account_id, region, events=events))

    def remove_api(self, api_id: str) -> None:
        self.store.execute("DELETE FROM appsync_items WHERE api_id=?", (api_id,))
        self.store.execute("DELETE FROM appsync_apis WHERE api_id=?", (api_id,))

    # ------------------------------------------------------------------ items under an API

    def put_item(self, api_id: str, kind: str, key: str, body: dict[str, Any], created: float) -> None:
        self.store.execute(
            "INSERT INTO appsync_items (api_id, kind, key, body, created) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT(api_id, kind, key) DO UPDATE SET body=excluded.body",
            (api_id, kind, key, json.dumps(body), created),
        )

    def item(self, api_id: str, kind: str, key: str) -> dict[str, Any] | None:
        row = self.store.one(
            "SELECT body FROM appsync_items WHERE api_id=? AND kind=? AND key=?", (api_id, kind, key)
        )
        return None if row is None else dict(json.loads(row[0]))

    def items(self, api_id: str, kind: str, prefix: str = "") -> list[dict[str, Any]]:
        rows = self.store.all(
            "SELECT body FROM appsync_items WHERE api_id=? AND kind=? AND substr(key, 1, ?)=?"
            " ORDER BY created, rowid",
            (api_id, kind, len(prefix), prefix),
        )
        return [dict(json.loads(row[0])) for row in rows]

    def count_items(self, api_id: str, kind: str) -> int:
        return int(
            self.store.scalar("SELECT COUNT(*) FROM appsync_items WHERE api_id=? AND kind=?", (api_id, kind))
        )

    def remove_item(self, api_id: str, kind: str, key: str) -> None:
        self.store.execute(
            "DELETE FROM appsync_items WHERE api_id=? AND kind=? AND key=?", (api_id, kind, key)
        )
