"""Rows of AWS WAF's tables as plain documents (the wire's member names).

Kinds: ``webacl``, ``ipset``, ``regexpatternset``, ``rulegroup``. Each row keeps its ARN and current
lock token beside the document; associations map a protected resource's ARN to its web ACL's ARN."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


@dataclass(slots=True)
class Entity:
    kind: str
    id: str
    scope: str
    name: str
    arn: str
    lock_token: str
    doc: Doc


def _entity(row: Any) -> Entity:
    return Entity(
        str(row["kind"]),
        str(row["id"]),
        str(row["scope"]),
        str(row["name"]),
        str(row["arn"]),
        str(row["lock_token"]),
        dict(json.loads(row["doc"])),
    )


_COLUMNS = "kind, id, scope, name, arn, lock_token, doc"


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ entities

    def get(self, account_id: str, region: str, kind: str, rid: str) -> Entity | None:
        row = self.store.one(
            f"SELECT {_COLUMNS} FROM wafv2_entities WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (account_id, region, kind, rid),
        )
        return None if row is None else _entity(row)

    def by_arn(self, arn: str) -> Entity | None:
        row = self.store.one(f"SELECT {_COLUMNS} FROM wafv2_entities WHERE arn = ?", (arn,))
        return None if row is None else _entity(row)

    def named(self, account_id: str, region: str, kind: str, scope: str, name: str) -> Entity | None:
        row = self.store.one(
            f"SELECT {_COLUMNS} FROM wafv2_entities WHERE account_id = ? AND region = ? AND kind = ?"
            " AND scope = ? AND name = ?",
            (account_id, region, kind, scope, name),
        )
        return None if row is None else _entity(row)

    def listed(self, account_id: str, region: str, kind: str, scope: str) -> list[Entity]:
        rows = self.store.all(
            f"SELECT {_COLUMNS} FROM wafv2_entities WHERE account_id = ? AND region = ? AND kind = ?"
            " AND scope = ? ORDER BY name, id",
            (account_id, region, kind, scope),
        )
        return [_entity(r) for r in rows]

    def count(self, account_id: str, region: str, kind: str, scope: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM wafv2_entities WHERE account_id = ? AND region = ? AND kind = ?"
                " AND scope = ?",
                (account_id, region, kind, scope),
            )
        )

    def every(self, kind: str) -> list[tuple[str, str, Entity]]:
        """(account, region, entity) of every entity of ``kind``."""
        rows = self.store.all(
            f"SELECT account_id, region, {_COLUMNS} FROM wafv2_entities WHERE kind = ? ORDER BY created",
            (kind,),
        )
        return [(str(r["account_id"]), str(r["region"]), _entity(r)) for r in rows]

    def put(self, account_id: str, region: str, entity: Entity, created: float) -> None:
        self.store.execute(
            "INSERT INTO wafv2_entities (account_id, region, kind, id, scope, name, arn, lock_token, doc, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                account_id,
                region,
                entity.kind,
                entity.id,
                entity.scope,
                entity.name,
                entity.arn,
                entity.lock_token,
                json.dumps(entity.doc),
                created,
            ),
        )

    def update(self, entity: Entity) -> None:
        self.store.execute(
            "UPDATE wafv2_entities SET doc = ?, lock_token = ? WHERE arn = ?",
            (json.dumps(entity.doc), entity.lock_token, entity.arn),
        )

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM wafv2_entities WHERE arn = ?", (arn,))

    # ------------------------------------------------------------------ associations

    def associated(self, resource_arn: str) -> str | None:
        row = self.store.one("SELECT acl_arn FROM wafv2_associations WHERE resource_arn = ?", (resource_arn,))
        return None if row is None else str(row["acl_arn"])

    def resources_of(self, acl_arn: str) -> list[str]:
        rows = self.store.all(
            "SELECT resource_arn FROM wafv2_associations WHERE acl_arn = ? ORDER BY resource_arn", (acl_arn,)
        )
        return [str(r["resource_arn"]) for r in rows]

    def associate(self, resource_arn: str, acl_arn: str, account_id: str, region: str) -> None:
        self.store.execute(
            "INSERT INTO wafv2_associations (resource_arn, acl_arn, account_id, region) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(resource_arn) DO UPDATE SET acl_arn = excluded.acl_arn",
            (resource_arn, acl_arn, account_id, region),
        )

    def disassociate(self, resource_arn: str) -> None:
        self.store.execute("DELETE FROM wafv2_associations WHERE resource_arn = ?", (resource_arn,))

    # ------------------------------------------------------------------ sampled requests

    def sample(self, acl_arn: str, metric: str, at: float, doc: Doc, keep: int) -> None:
        """Keeps one sampled request; only the newest ``keep`` of the web ACL's metric survive."""
        self.store.execute(
            "INSERT INTO wafv2_samples (acl_arn, metric, at, doc) VALUES (?, ?, ?, ?)",
            (acl_arn, metric, at, json.dumps(doc)),
        )
        self.store.execute(
            "DELETE FROM wafv2_samples WHERE acl_arn = ? AND metric = ? AND seq <= "
            "(SELECT seq FROM wafv2_samples WHERE acl_arn = ? AND metric = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)",
            (acl_arn, metric, acl_arn, metric, keep),
        )

    def samples(self, acl_arn: str, metric: str, start: float, end: float) -> list[tuple[float, Doc]]:
        rows = self.store.all(
            "SELECT at, doc FROM wafv2_samples WHERE acl_arn = ? AND metric = ? AND at >= ? AND at <= ?"
            " ORDER BY seq",
            (acl_arn, metric, start, end),
        )
        return [(float(r["at"]), dict(json.loads(r["doc"]))) for r in rows]

    def drop_samples(self, acl_arn: str) -> None:
        self.store.execute("DELETE FROM wafv2_samples WHERE acl_arn = ?", (acl_arn,))
