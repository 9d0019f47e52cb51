"""Tables' rows (``ddb_tables``: coordinates and the definition as JSON) with the definitions cached.

The JSON column is read and written only as a typed :class:`~..table_meta.TableMeta`.

A definition read once is kept by (account, region, name) until a write changes or removes it (the
cache entry is also dropped after the commit, so a rolled-back change is never kept). The table
sets the background work and the policy count need are found with ``json_extract``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.dynamodb.table_meta import TableMeta
    from labcloud.services.dynamodb.tables import TableDef

TableKey = tuple[str, str, str]


class Tables:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._cache: dict[TableKey, TableDef] = {}

    def clear_cache(self) -> None:
        self._cache.clear()

    def find(self, account_id: str, region: str, name: str) -> TableDef | None:
        key = (account_id, region, name)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        row = self.store.one(
            "SELECT tid, meta FROM ddb_tables WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
        if row is None:
            return None
        # the typed records (table_meta: ~20 frozen dataclasses) load with the first table read, so that
        # building the service and ListTables stay without them
        from labcloud.services.dynamodb.table_meta import TableMeta
        from labcloud.services.dynamodb.tables import TableDef

        table = TableDef(row["tid"], account_id, region, name, TableMeta.from_doc(json.loads(row["meta"])))
        self._cache[key] = table
        return table

    def by_tid(self, tid: int) -> TableDef | None:
        row = self.store.one("SELECT account_id, region, name FROM ddb_tables WHERE tid=?", (tid,))
        return None if row is None else self.find(row["account_id"], row["region"], row["name"])

    def insert(self, account_id: str, region: str, name: str, meta: TableMeta) -> TableDef:
        cursor = self.store.execute(
            "INSERT INTO ddb_tables (account_id, region, name, meta) VALUES (?,?,?,?)",
            (account_id, region, name, json.dumps(meta.to_doc())),
        )
        from labcloud.services.dynamodb.tables import TableDef

        return TableDef(int(cursor.lastrowid or 0), account_id, region, name, meta)

    def save_meta(self, table: TableDef, meta: TableMeta) -> TableDef:
        """Store the table's changed definition; answers the table with it."""
        self.store.execute("UPDATE ddb_tables SET meta=? WHERE tid=?", (json.dumps(meta.to_doc()), table.tid))
        key = (table.account_id, table.region, table.name)
        self._cache.pop(key, None)
        cache = self._cache

        def forget() -> None:
            cache.pop(key, None)

        self.store.after_commit(forget)
        from labcloud.services.dynamodb.tables import TableDef

        return TableDef(table.tid, table.account_id, table.region, table.name, meta)

    def delete(self, table: TableDef) -> None:
        self.store.execute("DELETE FROM ddb_tables WHERE tid=?", (table.tid,))

    def forget(self, account_id: str, region: str, name: str) -> None:
        self._cache.pop((account_id, region, name), None)

    def names(self, account_id: str, region: str, after: str = "", limit: int | None = None) -> list[str]:
        """The account's table names in order, after ``after``, at most ``limit``."""
        return [
            row[0]
            for row in self.store.all(
                "SELECT name FROM ddb_tables WHERE account_id=? AND region=? AND name > ? ORDER BY name LIMIT ?",
                (account_id, region, after, -1 if limit is None else limit),
            )
        ]

    def everywhere(self) -> list[TableKey]:
        """Every table's (account, region, name), in that order."""
        return [
            (row["account_id"], row["region"], row["name"])
            for row in self.store.all(
                "SELECT account_id, region, name FROM ddb_tables ORDER BY account_id, region, name"
            )
        ]

    def with_pitr(self) -> list[int]:
        """The ids of the tables with point-in-time recovery on."""
        return [
            int(row["tid"])
            for row in self.store.all(
                "SELECT tid FROM ddb_tables WHERE json_extract(meta, '$.Pitr.Enabled') = 1"
            )
        ]

    def count_policies(self) -> int:
        """How many tables keep a resource policy for themselves or one of their streams."""
        row = self.store.one(
            "SELECT COUNT(*) AS n FROM ddb_tables WHERE json_extract(meta, '$.ResourcePolicy') IS NOT NULL"
            " OR json_extract(meta, '$.StreamPolicies') IS NOT NULL"
        )
        return int(row["n"]) if row is not None else 0

    def in_groups(self, account_id: str, group_version: str) -> list[tuple[str, str]]:
        """(name, region) of the account's tables that are members of a global table of ``group_version``."""
        return [
            (row["name"], row["region"])
            for row in self.store.all(
                "SELECT name, region FROM ddb_tables WHERE account_id=?"
                " AND json_extract(meta, '$.GlobalTable.Version') = ? ORDER BY name, region",
                (account_id, group_version),
            )
        ]
