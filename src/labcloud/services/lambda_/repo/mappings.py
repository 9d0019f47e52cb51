"""Event source mappings (``lambda_esm``: one JSON document each, with its source and function as columns)
and the stream mappings' per-shard checkpoints (``lambda_esm_shards``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

if TYPE_CHECKING:
    from labcloud.services.lambda_.esm.record import EventSourceMapping


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Listed(FrozenRecord):
    """A mapping as a page of ListEventSourceMappings sees it."""

    uuid: str
    created: float
    mapping: EventSourceMapping


def _mapping(doc: dict[str, Any]) -> EventSourceMapping:
    # the record's module is imported with the first mapping read, not when Lambda is built
    from labcloud.services.lambda_.esm.record import EventSourceMapping

    return EventSourceMapping.from_doc(doc)


def get(
    store: Store, mapping_uuid: str, account_id: str | None = None, region: str | None = None
) -> EventSourceMapping | None:
    """A mapping (only if it is of ``account_id``/``region``, when given)."""
    if account_id is None or region is None:
        row = store.one("SELECT doc FROM lambda_esm WHERE uuid=?", (mapping_uuid,))
    else:
        row = store.one(
            "SELECT doc FROM lambda_esm WHERE uuid=? AND account_id=? AND region=?",
            (mapping_uuid, account_id, region),
        )
    return None if row is None else _mapping(json.loads(row["doc"]))


def exists(store: Store, mapping_uuid: str) -> bool:
    return store.one("SELECT 1 FROM lambda_esm WHERE uuid=?", (mapping_uuid,)) is not None


def stored_any(store: Store) -> bool:
    """Whether any mapping is kept (the pollers' modules are then needed at start)."""
    return store.one("SELECT 1 FROM lambda_esm LIMIT 1") is not None


def every(store: Store) -> list[EventSourceMapping]:
    """Every mapping, oldest first."""
    return [_mapping(json.loads(r["doc"])) for r in store.all("SELECT doc FROM lambda_esm ORDER BY created")]


def of_function(store: Store, account_id: str, region: str, name: str) -> list[EventSourceMapping]:
    return [
        _mapping(json.loads(r["doc"]))
        for r in store.all(
            "SELECT doc FROM lambda_esm WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
    ]


def of_source(store: Store, account_id: str, region: str, source_arn: str) -> list[EventSourceMapping]:
    return [
        _mapping(json.loads(r["doc"]))
        for r in store.all(
            "SELECT doc FROM lambda_esm WHERE account_id=? AND region=? AND source_arn=?",
            (account_id, region, source_arn),
        )
    ]


def listed(
    store: Store,
    account_id: str,
    region: str,
    *,
    source_arn: str | None = None,
    name: str | None = None,
    after: tuple[float, str] | None = None,
) -> list[Listed]:
    """The account's mappings (of a source, of a function) after a (created, uuid) marker, in that order."""
    sql = "SELECT uuid, doc, created FROM lambda_esm WHERE account_id=? AND region=?"
    args: list[Any] = [account_id, region]
    if source_arn is not None:
        sql += " AND source_arn=?"
        args.append(source_arn)
    if name is not None:
        sql += " AND name=?"
        args.append(name)
    if after is not None:
        sql += " AND (created>? OR (created=? AND uuid>?))"
        args += [after[0], after[0], after[1]]
    sql += " ORDER BY created, uuid"
    return [
        Listed(r["uuid"], float(r["created"]), _mapping(json.loads(r["doc"]))) for r in store.all(sql, args)
    ]


def insert(
    store: Store, account_id: str, region: str, name: str, mapping: EventSourceMapping, created: float
) -> None:
    store.execute(
        "INSERT INTO lambda_esm (uuid, account_id, region, name, source_arn, doc, created) VALUES (?,?,?,?,?,?,?)",
        (
            mapping.uuid,
            account_id,
            region,
            name,
            mapping.event_source_arn,
            json.dumps(mapping.to_doc()),
            created,
        ),
    )


def save(store: Store, mapping: EventSourceMapping) -> None:
    store.execute("UPDATE lambda_esm SET doc=? WHERE uuid=?", (json.dumps(mapping.to_doc()), mapping.uuid))


def rename_function(store: Store, mapping_uuid: str, name: str) -> None:
    store.execute("UPDATE lambda_esm SET name=? WHERE uuid=?", (name, mapping_uuid))


def delete(store: Store, mapping_uuid: str) -> None:
    store.execute("DELETE FROM lambda_esm WHERE uuid=?", (mapping_uuid,))


# -- shard checkpoints ----------------------------------------------------------------------


def checkpoints(store: Store, mapping_uuid: str) -> dict[str, dict[str, Any]]:
    """Shard id → its checkpoint (shard_id, position, finished, window_start, state as stored)."""
    return {
        row["shard_id"]: dict(row)
        for row in store.all(
            "SELECT shard_id, position, finished, window_start, state FROM lambda_esm_shards WHERE uuid=?",
            (mapping_uuid,),
        )
    }


def checkpoint(store: Store, mapping_uuid: str, shard_id: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT shard_id, position, finished, window_start, state FROM lambda_esm_shards WHERE uuid=? AND shard_id=?",
        (mapping_uuid, shard_id),
    )
    return None if row is None else dict(row)


def save_checkpoint(
    store: Store,
    mapping_uuid: str,
    shard_id: str,
    position: str | None,
    finished: bool,
    window_start: float | None,
    state: Any,
) -> None:
    store.execute(
        "INSERT OR REPLACE INTO lambda_esm_shards (uuid, shard_id, position, finished, window_start, state) "
        "VALUES (?,?,?,?,?,?)",
        (
            mapping_uuid,
            shard_id,
            position,
            int(finished),
            window_start,
            None if state is None else json.dumps(state),
        ),
    )


def forget_checkpoints(store: Store, mapping_uuid: str) -> None:
    store.execute("DELETE FROM lambda_esm_shards WHERE uuid=?", (mapping_uuid,))
