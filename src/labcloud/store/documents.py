"""The reads shared by services that keep their resources as JSON documents in one table of their own (ECS,
Batch): a row per ARN with its ``kind``, ``account_id``, ``region``, ``name``, ``parent`` (what it belongs to,
"" for none), ``doc`` (the JSON) and ``created``. Each service's repo subclasses :class:`DocumentRecords`
naming its table, and adds its own writes and queries over its own extra columns."""

from __future__ import annotations

import json
from typing import Any, ClassVar

from labcloud.store.db import Store

Doc = dict[str, Any]


class DocumentRecords:
    #: the service's table (a constant of its repo, never user input)
    TABLE: ClassVar[str]

    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, kind: str, account_id: str, region: str, arn: str) -> Doc | None:
        row = self.store.one(
            f"SELECT doc FROM {self.TABLE} WHERE arn = ? AND kind = ? AND account_id = ? AND region = ?",
            (arn, kind, account_id, region),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(
        self, kind: str, account_id: str, region: str, parent: str | None = None, name: str | None = None
    ) -> list[Doc]:
        """The account's documents of ``kind`` in ``region`` (of one parent, of one name), oldest first."""
        sql = f"SELECT doc FROM {self.TABLE} WHERE kind = ? AND account_id = ? AND region = ?"
        params: list[Any] = [kind, account_id, region]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        if name is not None:
            sql += " AND name = ?"
            params.append(name)
        return [dict(json.loads(r["doc"])) for r in self.store.all(sql + " ORDER BY created, arn", params)]

    def delete(self, arn: str) -> None:
        self.store.execute(f"DELETE FROM {self.TABLE} WHERE arn = ?", (arn,))
