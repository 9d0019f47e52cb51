"""The one path every item write takes: the item store's SQL (row, index entries, stream record),
then the table's other change feeds in the same transaction: its Kinesis destinations, its
point-in-time journal and its global table replicas (``replication.py``). The repo holds only SQL; this module decides which feeds a write reaches.
"""

from __future__ import annotations

from labcloud.services.dynamodb import kinesis_records, pitr, replication
from labcloud.services.dynamodb.capacity import Consumed
from labcloud.services.dynamodb.keys import key_of
from labcloud.services.dynamodb.repo import journal as pitr_journal
from labcloud.services.dynamodb.repo.items import Item
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import TableDef


def write(
    state: DynamoDBState,
    table: TableDef,
    hk: bytes,
    rk: bytes,
    new: Item | None,
    old: Item | None,
    consumed: Consumed | None = None,
    factor: float = 1.0,
    *,
    by_service: bool = False,
    known_size: int | None = None,
    replicated: bool = False,
) -> str | None:
    """Store ``new`` (None: delete) in place of ``old`` and feed the change to the table's Kinesis
    destinations, point-in-time journal and (unless it came from one: ``replicated``) the table's global
    table replicas; return the stream record's sequence number, if any."""
    old_encoded = state.items.old_encoded(old)
    sequence = state.items.write(
        table, hk, rk, new, old, consumed, factor, by_service=by_service, known_size=known_size
    )
    if new == old:
        return sequence
    if table.definition.kinesis_destinations:
        if kinesis_records.record(
            state.store, table, key_of(table.schema, new or old or {}), old, new, by_service=by_service
        ):
            state.kinesis_bell.ring()
    if pitr.enabled(table):
        pitr_journal.record(state.store, table, hk, rk, old, old_encoded)
    if table.definition.global_table is not None and not replicated:
        replication.record(state, table, hk, rk, new)
    return sequence
