"""The replication round of global tables (a periodic task): queued item changes applied, in order, to
their target replicas where the target's clock for the item is older (last writer wins), and new
replicas made ACTIVE when the round reaches their seeding marker. The change path itself (clocks, the
outbox, the group) is ``replication.py``'s; this module is apart because it writes items
(``item_writes``), whose path queues changes through ``replication``.
"""

from __future__ import annotations

from labcloud.services.dynamodb import item_writes
from labcloud.services.dynamodb.codec import decode_item
from labcloud.services.dynamodb.global_view import CURRENT, members, version
from labcloud.services.dynamodb.replication import BATCH, member_tables, save_group
from labcloud.services.dynamodb.repo import replication as repo
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import TableDef


def replicate(state: DynamoDBState, now: float, delay: float) -> int:
    """One replication round: apply the queued changes that are due, in order, and make replicas whose
    seeding is due ACTIVE. Answers how many changes were applied."""
    store = state.store
    applied = 0
    with store.transaction():
        done = []
        for change in repo.oldest(store, BATCH):
            if change.at + delay > now:
                break
            done.append(change.seq)
            target = state.tables.find(change.account_id, change.target, change.name)
            if target is None:
                continue
            if not change.origin:  # the replica's seeding is done: it is ACTIVE
                _activate(state, target)
                continue
            if change.origin not in members(target.definition):
                continue
            stamp = repo.clock(store, target.tid, change.hk, change.rk)
            if stamp is not None and stamp >= (change.at, change.origin):
                continue  # the target holds a later write: last writer wins
            old = state.items.load(target, change.hk, change.rk)
            new = None if change.item is None else decode_item(change.item, change.binary)
            item_writes.write(state, target, change.hk, change.rk, new, old, replicated=True)
            repo.set_clock(store, target.tid, change.hk, change.rk, change.at, change.origin)
            applied += 1
        repo.remove(store, done)
    return applied


def _activate(state: DynamoDBState, table: TableDef) -> None:
    replicas = members(table.definition)
    settings = replicas.get(table.region)
    if settings is None or settings.get("ReplicaStatus") != "CREATING":
        return
    settings["ReplicaStatus"] = "ACTIVE"
    save_group(state, member_tables(state, table), version(table.definition) or CURRENT, replicas)
