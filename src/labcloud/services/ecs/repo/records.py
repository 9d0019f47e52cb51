"""ECS's records as plain documents: the wire's member names, timestamps as epoch seconds, labcloud's own
keys under ``_`` (tags, a task's clock). ``kind`` is ``cluster``, ``taskdef``, ``service`` or ``task``;
``parent`` is the cluster ARN of a service or task, the family of a task definition, "" for a cluster."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.documents import Doc, DocumentRecords


class Records(DocumentRecords):
    TABLE = "ecs_resources"

    def count(self, kind: str, account_id: str, region: str, parent: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM ecs_resources WHERE kind = ? AND account_id = ? AND region = ?"
        params: list[Any] = [kind, account_id, region]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        return int(self.store.scalar(sql, params))

    def families(self, account_id: str, region: str) -> list[str]:
        rows = self.store.all(
            "SELECT DISTINCT parent FROM ecs_resources WHERE kind = 'taskdef' AND account_id = ? AND region = ?"
            " ORDER BY parent",
            (account_id, region),
        )
        return [str(r[0]) for r in rows]

    def live_tasks(self, account_id: str, region: str, service: str | None = None) -> list[Doc]:
        """Unstopped tasks (of one service, when named)."""
        sql = "SELECT doc FROM ecs_resources WHERE kind = 'task' AND stopped IS NULL AND account_id = ? AND region = ?"
        params: list[Any] = [account_id, region]
        if service is not None:
            sql += " AND service = ?"
            params.append(service)
        return [dict(json.loads(r["doc"])) for r in self.store.all(sql + " ORDER BY created, arn", params)]

    def every(self, kind: str) -> list[Doc]:
        """Every account's records of ``kind`` (what CloudWatch samples)."""
        rows = self.store.all("SELECT doc FROM ecs_resources WHERE kind = ? ORDER BY created, arn", (kind,))
        return [dict(json.loads(r["doc"])) for r in rows]

    def every_live_task(self) -> list[Doc]:
        """Every account's unstopped tasks."""
        rows = self.store.all("SELECT doc FROM ecs_resources WHERE kind = 'task' AND stopped IS NULL")
        return [dict(json.loads(r["doc"])) for r in rows]

    def addresses(self, account_id: str, region: str) -> set[str]:
        """The addresses of unstopped tasks."""
        rows = self.store.all(
            "SELECT ip FROM ecs_resources WHERE kind = 'task' AND stopped IS NULL AND account_id = ? AND region = ?",
            (account_id, region),
        )
        return {str(r[0]) for r in rows}

    def forget_stopped(self, account_id: str, region: str, before: float) -> None:
        self.store.execute(
            "DELETE FROM ecs_resources WHERE kind = 'task' AND stopped < ? AND account_id = ? AND region = ?",
            (before, account_id, region),
        )

    def put(
        self,
        kind: str,
        account_id: str,
        region: str,
        arn: str,
        parent: str,
        name: str,
        doc: Doc,
        created: float,
    ) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO ecs_resources "
            "(arn, kind, account_id, region, parent, name, doc, created, service, ip, stopped) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (arn, kind, account_id, region, parent, name, json.dumps(doc), created, *_columns(doc)),
        )

    def update(self, arn: str, doc: Doc) -> None:
        self.store.execute(
            "UPDATE ecs_resources SET doc = ?, service = ?, ip = ?, stopped = ? WHERE arn = ?",
            (json.dumps(doc), *_columns(doc), arn),
        )


def _columns(doc: Doc) -> tuple[str, str, float | None]:
    """A task's service, address and stop time (a task's own keys; empty for other records)."""
    stopped = doc.get("_stopped")
    return (
        str(doc.get("_service") or ""),
        str(doc.get("_ip") or ""),
        None if stopped is None else float(stopped),
    )
