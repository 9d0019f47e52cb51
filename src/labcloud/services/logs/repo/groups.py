"""Log groups (``logs_groups``, ``logs_tags``): typed records, lookup, DescribeLogGroups' and
ListLogGroups' selections, retention, deletion protection, KMS key and tags."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

from ..errors import group_exists, group_not_found, invalid_parameter

MAX_TAGS = 50


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Group(FrozenRecord):
    """One ``logs_groups`` row."""

    id: int
    account_id: str
    region: str
    name: str
    creation_time: int
    retention_days: int | None
    kms_key_id: str | None
    log_group_class: str
    deletion_protection: bool

    @staticmethod
    def of(row: sqlite3.Row) -> Group:
        return Group(
            int(row["id"]),
            row["account_id"],
            row["region"],
            row["name"],
            int(row["creation_time"]),
            row["retention_days"],
            row["kms_key_id"],
            row["log_group_class"],
            bool(row["deletion_protection"]),
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class GroupStats(FrozenRecord):
    """A group with the totals DescribeLogGroups reports."""

    group: Group
    stored_bytes: int
    metric_filter_count: int
    data_protected: bool


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class ListedGroup(FrozenRecord):
    """A group as ListLogGroups reports it."""

    name: str
    account_id: str
    region: str
    log_group_class: str


class Groups:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, account_id: str, region: str, name: str) -> Group | None:
        row = self.store.one(
            "SELECT * FROM logs_groups WHERE account_id = ? AND region = ? AND name = ?",
            (account_id, region, name),
        )
        return None if row is None else Group.of(row)

    def require(self, account_id: str, region: str, name: str) -> Group:
        row = self.find(account_id, region, name)
        if row is None:
            raise group_not_found()
        return row

    def create(
        self,
        account_id: str,
        region: str,
        name: str,
        now_ms: int,
        *,
        kms_key_id: str | None,
        log_group_class: str,
        deletion_protection: bool,
        tags: dict[str, str],
    ) -> int:
        if self.find(account_id, region, name) is not None:
            raise group_exists()
        cursor = self.store.execute(
            "INSERT INTO logs_groups (account_id, region, name, creation_time, kms_key_id, log_group_class,"
            " deletion_protection) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (account_id, region, name, now_ms, kms_key_id, log_group_class, int(deletion_protection)),
        )
        group_id = int(cursor.lastrowid or 0)
        self.set_tags(group_id, tags)
        return group_id

    def delete(self, group_id: int) -> None:
        """The group and everything it holds (events, streams, tags, subscription and metric filters,
        its data protection policy)."""
        for table in (
            "logs_events",
            "logs_streams",
            "logs_tags",
            "logs_subscriptions",
            "logs_metric_filters",
            "logs_data_protection",
        ):
            self.store.execute(f"DELETE FROM {table} WHERE group_id = ?", (group_id,))
        self.store.execute("DELETE FROM logs_groups WHERE id = ?", (group_id,))

    def set_deletion_protection(self, group_id: int, enabled: bool) -> None:
        self.store.execute(
            "UPDATE logs_groups SET deletion_protection = ? WHERE id = ?", (int(enabled), group_id)
        )

    def set_retention(self, group_id: int, days: int | None) -> None:
        self.store.execute("UPDATE logs_groups SET retention_days = ? WHERE id = ?", (days, group_id))

    def set_kms_key(self, group_id: int, key_id: str | None) -> None:
        self.store.execute("UPDATE logs_groups SET kms_key_id = ? WHERE id = ?", (key_id, group_id))

    def listed(
        self,
        account_id: str,
        region: str,
        *,
        log_group_class: str | None,
        tags: list[tuple[str, list[str]]],
        after: str | None,
    ) -> list[ListedGroup]:
        """ListLogGroups' selection in name order: the class, each tag filter (the key, with one of
        the values when any are given), and the names after ``after``."""
        sql = (
            "SELECT id, name, region, account_id, log_group_class FROM logs_groups"
            " WHERE account_id = ? AND region = ?"
        )
        args: list[Any] = [account_id, region]
        if log_group_class:
            sql += " AND log_group_class = ?"
            args.append(log_group_class)
        for key, values in tags:
            sql += " AND EXISTS (SELECT 1 FROM logs_tags t WHERE t.group_id = logs_groups.id AND t.key = ?"
            args.append(key)
            if values:
                sql += f" AND t.value IN ({','.join('?' * len(values))})"
                args += values
            sql += ")"
        if after is not None:
            sql += " AND name > ?"
            args.append(after)
        return [
            ListedGroup(row["name"], row["account_id"], row["region"], row["log_group_class"])
            for row in self.store.all(sql + " ORDER BY name", args)
        ]

    def in_scope(self, account_id: str | None, region: str | None) -> list[Group]:
        """Every group (of one account and region when given), for the view."""
        sql = "SELECT * FROM logs_groups"
        args: list[Any] = []
        conditions = []
        if account_id:
            conditions.append("account_id = ?")
            args.append(account_id)
        if region:
            conditions.append("region = ?")
            args.append(region)
        if conditions:
            sql += " WHERE " + " AND ".join(conditions)
        return [Group.of(row) for row in self.store.all(sql + " ORDER BY account_id, region, name", args)]

    # ------------------------------------------------------------------ listing

    def page(
        self,
        account_id: str,
        region: str,
        *,
        prefix: str | None,
        pattern: str | None,
        log_group_class: str | None,
        names: list[str] | None,
        after: str | None,
        limit: int,
    ) -> list[GroupStats]:
        """DescribeLogGroups' selection in name order, at most ``limit`` groups with their totals:
        a name prefix, a case-sensitive substring ``pattern`` (as DescribeLogGroups documents it),
        a class, a set of names, and the names after ``after``."""
        sql = (
            "SELECT g.*, (SELECT COALESCE(SUM(s.stored_bytes), 0) FROM logs_streams s WHERE s.group_id = g.id)"
            " AS stored_bytes, (SELECT COUNT(*) FROM logs_metric_filters f WHERE f.group_id = g.id)"
            " AS metric_filter_count, EXISTS (SELECT 1 FROM logs_data_protection d WHERE d.group_id = g.id)"
            " AS data_protected FROM logs_groups g WHERE g.account_id = ? AND g.region = ?"
        )
        args: list[Any] = [account_id, region]
        if prefix:
            sql += " AND substr(g.name, 1, ?) = ?"
            args += [len(prefix), prefix]
        if pattern:
            sql += " AND instr(g.name, ?) > 0"
            args.append(pattern)
        if log_group_class:
            sql += " AND g.log_group_class = ?"
            args.append(log_group_class)
        if names:
            sql += f" AND g.name IN ({','.join('?' * len(names))})"
            args += names
        if after is not None:
            sql += " AND g.name > ?"
            args.append(after)
        sql += " ORDER BY g.name LIMIT ?"
        args.append(limit)
        return [
            GroupStats(
                Group.of(row), row["stored_bytes"], row["metric_filter_count"], bool(row["data_protected"])
            )
            for row in self.store.all(sql, args)
        ]

    # ------------------------------------------------------------------ tags

    def tagged(self, account_id: str, region: str) -> list[tuple[str, dict[str, str]]]:
        """Each group of the account in ``region`` (its name) with its tags (the Tagging API's view)."""
        rows = self.store.all(
            "SELECT g.name, t.key, t.value FROM logs_groups g LEFT JOIN logs_tags t ON t.group_id = g.id"
            " WHERE g.account_id = ? AND g.region = ? ORDER BY g.name, t.key",
            (account_id, region),
        )
        found: dict[str, dict[str, str]] = {}
        for row in rows:
            tags = found.setdefault(row["name"], {})
            if row["key"] is not None:
                tags[row["key"]] = row["value"]
        return list(found.items())

    def tags(self, group_id: int) -> dict[str, str]:
        rows = self.store.all("SELECT key, value FROM logs_tags WHERE group_id = ? ORDER BY key", (group_id,))
        return {row["key"]: row["value"] for row in rows}

    def set_tags(self, group_id: int, tags: dict[str, str]) -> None:
        merged = {**self.tags(group_id), **tags}
        if len(merged) > MAX_TAGS:
            raise invalid_parameter(f"A resource can have no more than {MAX_TAGS} tags.")
        self.store.executemany(
            "INSERT INTO logs_tags (group_id, key, value) VALUES (?, ?, ?)"
            " ON CONFLICT (group_id, key) DO UPDATE SET value = excluded.value",
            [(group_id, key, value) for key, value in tags.items()],
        )

    def remove_tags(self, group_id: int, keys: list[str]) -> None:
        self.store.executemany(
            "DELETE FROM logs_tags WHERE group_id = ? AND key = ?", [(group_id, key) for key in keys]
        )
