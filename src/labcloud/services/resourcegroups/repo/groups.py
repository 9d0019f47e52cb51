"""Rows of ``rg_groups`` as typed records: a group's name, ARN, resource query, settings and tags."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields, replace

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Group:
    account_id: str
    region: str
    name: str
    arn: str
    description: str | None
    #: TAG_FILTERS_1_0 or CLOUDFORMATION_STACK_1_0 (None: a group without a query)
    query_type: str | None
    #: the query's JSON text, as given
    query: str | None
    criticality: int | None
    owner: str | None
    display_name: str | None
    tags: dict[str, str]
    created: float


_COLUMNS = tuple(f.name for f in fields(Group))


def _group(row: sqlite3.Row) -> Group:
    values = {name: row[name] for name in _COLUMNS}
    values["tags"] = json.loads(values["tags"])
    return Group(**values)


class Groups:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert(self, group: Group) -> None:
        values = [json.dumps(v) if c == "tags" else v for c, v in zip(_COLUMNS, _values(group), strict=True)]
        self.store.execute(
            f"INSERT INTO rg_groups ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)})",
            values,
        )

    def update(self, group: Group, /, **changes: object) -> Group:
        changed = replace(group, **changes)  # type: ignore[arg-type]
        columns = list(changes)
        values = [json.dumps(changes[c]) if c == "tags" else changes[c] for c in columns]
        self.store.execute(
            f"UPDATE rg_groups SET {', '.join(c + '=?' for c in columns)} WHERE arn=?", [*values, group.arn]
        )
        return changed

    def remove(self, group: Group) -> None:
        self.store.execute("DELETE FROM rg_groups WHERE arn=?", (group.arn,))

    def get(self, account_id: str, region: str, name: str) -> Group | None:
        row = self.store.one(
            "SELECT * FROM rg_groups WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
        )
        return None if row is None else _group(row)

    def all_in(self, account_id: str, region: str) -> list[Group]:
        rows = self.store.all(
            "SELECT * FROM rg_groups WHERE account_id=? AND region=? ORDER BY name", (account_id, region)
        )
        return [_group(r) for r in rows]

    def count(self, account_id: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM rg_groups WHERE account_id=? AND region=?", (account_id, region)
            )
        )


def _values(group: Group) -> list[object]:
    return [getattr(group, name) for name in _COLUMNS]
