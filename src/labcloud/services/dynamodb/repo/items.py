"""The item store: reading and writing items in SQLite, keeping index entries consistent.

Every write goes through :meth:`ItemStore.write`, which replaces (or deletes) the item row and
then, for each secondary index, removes the old entry and inserts the new projected entry in
the same transaction, so GSIs and LSIs never disagree with the table. A table with a stream gets
its change record (through the hub's stream journal) in that transaction too. The table's other
change feeds (Kinesis destinations, the point-in-time journal) are ``item_writes``' business.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.services.dynamodb.capacity import Consumed, write_units
from labcloud.services.dynamodb.codec import decode_item, encode_item
from labcloud.services.dynamodb.keys import item_keys, key_of, primary_bytes
from labcloud.services.dynamodb.values import item_size
from labcloud.services.dynamodbstreams.interfaces import StreamJournal
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.dynamodb.tables import TableDef

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

#: DynamoDB leaves items whose TTL is more than five years in the past alone.
TTL_HORIZON = 5 * 365 * 24 * 3600


def ttl_value(table: TableDef, item: Item) -> float | None:
    """The expiry time of ``item`` (epoch seconds) when the table has TTL on and it holds a number."""
    name = table.ttl_attribute
    if name is None:
        return None
    value = item.get(name)
    if value is None or "N" not in value:
        return None
    try:
        expiry = float(value["N"])
    except (ValueError, OverflowError):
        return None
    if expiry < clock.now() - TTL_HORIZON:
        return None
    return expiry


class ItemStore:
    def __init__(self, store: Store, journal: Callable[[], StreamJournal | None] = lambda: None) -> None:
        self.store = store
        self.journal = journal
        #: The item :meth:`load` decoded last, with its stored text, binary flag and size: a write of
        #: that very object (items are never changed in place) reuses them for its stream record and
        #: point-in-time journal instead of encoding the old image again.
        self._loaded: tuple[Item, str, bool, int] | None = None

    def load(self, table: TableDef, hk: bytes, rk: bytes) -> Item | None:
        row = self.stored(table, hk, rk)
        if row is None:
            return None
        item = decode_item(row[0], row[1])
        self._loaded = (item, row[0], bool(row[1]), int(row[2]))
        return item

    def stored(self, table: TableDef, hk: bytes, rk: bytes) -> tuple[str, int, int] | None:
        """An item as stored: its JSON text (the wire form), binary flag and size; None if absent."""
        row: tuple[str, int, int] | None = self.store.conn.execute(
            "SELECT item, bin, size FROM ddb_items WHERE tid=? AND hk=? AND rk=?", (table.tid, hk, rk)
        ).fetchone()
        return row

    def old_encoded(self, old: Item | None) -> tuple[str, bool, int] | None:
        """``old``'s stored text, binary flag and size when it is the item :meth:`load` decoded last."""
        loaded = self._loaded
        if old is None or loaded is None or loaded[0] is not old:
            return None
        return loaded[1], loaded[2], loaded[3]

    def write(
        self,
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
    ) -> str | None:
        """Store ``new`` (or delete the item when None) in place of ``old``, with index entries and,
        when the table has a stream and the item changed, its stream record; return the record's
        sequence number (None without a record). ``known_size``: ``new``'s size, when the caller has
        already measured it."""
        conn = self.store.conn
        sequence = None
        new_size = 0
        old_encoded = self.old_encoded(old)
        if new is None:
            if old is not None:
                conn.execute("DELETE FROM ddb_items WHERE tid=? AND hk=? AND rk=?", (table.tid, hk, rk))
        else:
            text, binary = encode_item(new)
            new_size = item_size(new) if known_size is None else known_size
        stream = table.stream
        if stream is not None and new != old:
            journal = self.journal()
            if journal is not None:
                event = "INSERT" if old is None else ("REMOVE" if new is None else "MODIFY")
                source = new if new is not None else old
                assert source is not None
                sequence = journal.append(
                    stream[0],
                    stream[1],
                    event,
                    key_of(table.schema, source),
                    old,
                    new,
                    by_service=by_service,
                    new_encoded=(text, binary, new_size) if new is not None else None,
                    old_encoded=old_encoded,
                )
        if new is not None:
            conn.execute(
                "INSERT OR REPLACE INTO ddb_items (tid, hk, rk, item, bin, size, ttl) VALUES (?,?,?,?,?,?,?)",
                (table.tid, hk, rk, text, int(binary), new_size, ttl_value(table, new)),
            )
        if consumed is not None:
            if old is None:
                old_size = 0
            else:
                old_size = old_encoded[2] if old_encoded is not None else item_size(old)
            consumed.add(table.name, write_units(max(old_size, new_size)) * factor)
        if not table.indexes:
            return sequence
        pk = primary_bytes(hk, rk)
        for index in table.indexes.values():
            old_keys = item_keys(index.schema, old) if old is not None else None
            new_keys = item_keys(index.schema, new) if new is not None else None
            if old_keys is None and new_keys is None:
                continue
            if old_keys is not None:
                conn.execute(
                    "DELETE FROM ddb_index_items WHERE tid=? AND iname=? AND hk=? AND rk=? AND pk=?",
                    (table.tid, index.name, old_keys[0], old_keys[1], pk),
                )
            units = 0.0
            if new_keys is not None:
                assert new is not None
                projected = index.project(new)
                text, binary = encode_item(projected)
                size = item_size(projected)
                conn.execute(
                    "INSERT OR REPLACE INTO ddb_index_items (tid, iname, hk, rk, pk, item, bin, size) "
                    "VALUES (?,?,?,?,?,?,?,?)",
                    (table.tid, index.name, new_keys[0], new_keys[1], pk, text, int(binary), size),
                )
                units += write_units(size)
                if old_keys is not None and old_keys != new_keys:
                    units += 1.0
            else:
                units += 1.0
            if consumed is not None:
                consumed.add(table.name, units * factor, index.name, index.local)
        return sequence

    def rebuild_index(self, table: TableDef, index_name: str) -> None:
        """Fill a new GSI from the table's items (UpdateTable adding an index)."""
        index = table.indexes[index_name]
        rows = self.store.conn.execute(
            "SELECT hk, rk, item, bin FROM ddb_items WHERE tid=?", (table.tid,)
        ).fetchall()
        for hk, rk, text, binary in rows:
            item = decode_item(text, binary)
            keys = item_keys(index.schema, item)
            if keys is None:
                continue
            projected = index.project(item)
            encoded, projected_binary = encode_item(projected)
            self.store.conn.execute(
                "INSERT OR REPLACE INTO ddb_index_items (tid, iname, hk, rk, pk, item, bin, size) "
                "VALUES (?,?,?,?,?,?,?,?)",
                (
                    table.tid,
                    index.name,
                    keys[0],
                    keys[1],
                    primary_bytes(hk, rk),
                    encoded,
                    int(projected_binary),
                    item_size(projected),
                ),
            )

    def refresh_ttl(self, table: TableDef) -> None:
        """Recompute every item's expiry column after TTL was enabled or disabled."""
        rows = self.store.conn.execute(
            "SELECT hk, rk, item, bin FROM ddb_items WHERE tid=?", (table.tid,)
        ).fetchall()
        self.store.conn.executemany(
            "UPDATE ddb_items SET ttl=? WHERE tid=? AND hk=? AND rk=?",
            [
                (ttl_value(table, decode_item(text, binary)), table.tid, hk, rk)
                for hk, rk, text, binary in rows
            ],
        )

    def drop_table(self, tid: int) -> None:
        self.store.conn.execute("DELETE FROM ddb_items WHERE tid=?", (tid,))
        self.store.conn.execute("DELETE FROM ddb_index_items WHERE tid=?", (tid,))

    def drop_index(self, tid: int, index_name: str) -> None:
        self.store.conn.execute("DELETE FROM ddb_index_items WHERE tid=? AND iname=?", (tid, index_name))

    def counts(self, table: TableDef) -> dict[str | None, tuple[int, int]]:
        conn = self.store.conn
        count, size = conn.execute(
            "SELECT COUNT(*), COALESCE(SUM(size), 0) FROM ddb_items WHERE tid=?", (table.tid,)
        ).fetchone()
        result: dict[str | None, tuple[int, int]] = {None: (int(count), int(size))}
        if table.indexes:
            for name, icount, isize in conn.execute(
                "SELECT iname, COUNT(*), COALESCE(SUM(size), 0) FROM ddb_index_items WHERE tid=? GROUP BY iname",
                (table.tid,),
            ):
                result[name] = (int(icount), int(isize))
        return result

    def expired(self, now: float, limit: int) -> list[tuple[int, bytes, bytes]]:
        """(table id, hk, rk) of up to ``limit`` items whose TTL is at or before ``now``."""
        return [
            (int(row["tid"]), row["hk"], row["rk"])
            for row in self.store.all(
                "SELECT tid, hk, rk FROM ddb_items WHERE ttl IS NOT NULL AND ttl <= ? LIMIT ?", (now, limit)
            )
        ]

    def first(self, tid: int, limit: int) -> list[Item]:
        """The table's first ``limit`` items in storage order (the internal tables route)."""
        return [
            decode_item(text, binary)
            for text, binary in self.store.all(
                "SELECT item, bin FROM ddb_items WHERE tid=? ORDER BY hk, rk LIMIT ?", (tid, limit)
            )
        ]
