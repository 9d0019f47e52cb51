"""Rows of ``aoss_indexes`` and ``aoss_documents``: a collection's indexes (mappings and settings as JSON)
and their documents (the ``_source`` as JSON text, with its version and sequence number)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Index:
    collection_id: str
    name: str
    uuid: str
    mappings: dict[str, Any]
    settings: dict[str, Any]
    created: float


@dataclass(frozen=True, slots=True)
class Document:
    doc_id: str
    source: dict[str, Any]
    version: int
    seq_no: int


class Documents:
    """The indexes and documents; an index's documents, once read outside a transaction, are kept parsed
    until the next write to that index (searches read an index whole: repeated ones skip the JSON)."""

    #: Indexes whose parsed documents are kept at once (the most recently searched).
    CACHED_INDEXES = 4

    def __init__(self, store: Store) -> None:
        self.store = store
        self._parsed: dict[tuple[str, str], list[Document]] = {}
        self._sizes: dict[tuple[str, str], int] = {}

    def _changed(self, collection_id: str, index: str | None = None) -> None:
        for key in [k for k in self._parsed if k[0] == collection_id and index in (None, k[1])]:
            del self._parsed[key]
        for key in [k for k in self._sizes if k[0] == collection_id and index in (None, k[1])]:
            del self._sizes[key]

    def forget(self) -> None:
        self._parsed.clear()
        self._sizes.clear()

    # ------------------------------------------------------------------ indexes

    def index(self, collection_id: str, name: str) -> Index | None:
        row = self.store.one(
            "SELECT * FROM aoss_indexes WHERE collection_id = ? AND name = ?", (collection_id, name)
        )
        return None if row is None else _index(row)

    def indexes(self, collection_id: str) -> list[Index]:
        rows = self.store.all(
            "SELECT * FROM aoss_indexes WHERE collection_id = ? ORDER BY name", (collection_id,)
        )
        return [_index(r) for r in rows]

    def add_index(self, index: Index) -> None:
        self.store.execute(
            "INSERT INTO aoss_indexes (collection_id, name, uuid, mappings, settings, created) VALUES (?, ?, ?, ?, ?, ?)",
            (
                index.collection_id,
                index.name,
                index.uuid,
                json.dumps(index.mappings),
                json.dumps(index.settings),
                index.created,
            ),
        )

    def set_mappings(self, collection_id: str, name: str, mappings: dict[str, Any]) -> None:
        self._changed(collection_id, name)
        self.store.execute(
            "UPDATE aoss_indexes SET mappings = ? WHERE collection_id = ? AND name = ?",
            (json.dumps(mappings), collection_id, name),
        )

    def drop_index(self, collection_id: str, name: str) -> None:
        self._changed(collection_id, name)
        self.store.execute(
            "DELETE FROM aoss_indexes WHERE collection_id = ? AND name = ?", (collection_id, name)
        )
        self.store.execute(
            "DELETE FROM aoss_documents WHERE collection_id = ? AND index_name = ?", (collection_id, name)
        )

    def drop_collection(self, collection_id: str) -> None:
        self._changed(collection_id)
        self.store.execute("DELETE FROM aoss_indexes WHERE collection_id = ?", (collection_id,))
        self.store.execute("DELETE FROM aoss_documents WHERE collection_id = ?", (collection_id,))

    # ------------------------------------------------------------------ documents

    def get(self, collection_id: str, index: str, doc_id: str) -> Document | None:
        row = self.store.one(
            "SELECT doc_id, source, version, seq_no FROM aoss_documents"
            " WHERE collection_id = ? AND index_name = ? AND doc_id = ?",
            (collection_id, index, doc_id),
        )
        return None if row is None else _document(row)

    def all_in(self, collection_id: str, index: str) -> list[Document]:
        key = (collection_id, index)
        kept = self._parsed.get(key)
        if kept is not None:
            self._parsed[key] = self._parsed.pop(key)  # most recently used last
            return kept
        rows = self.store.all(
            "SELECT doc_id, source, version, seq_no FROM aoss_documents"
            " WHERE collection_id = ? AND index_name = ? ORDER BY seq_no",
            (collection_id, index),
        )
        found = [_document(r) for r in rows]
        if not self.store.conn.in_transaction:  # (never what a transaction may still roll back)
            self._parsed[key] = found
            while len(self._parsed) > self.CACHED_INDEXES:
                del self._parsed[next(iter(self._parsed))]
        return found

    def count(self, collection_id: str, index: str) -> int:
        found = self.store.scalar(
            "SELECT documents FROM aoss_indexes WHERE collection_id = ? AND name = ?", (collection_id, index)
        )
        return 0 if found is None else int(found)

    def sizes(self, collection_id: str) -> list[tuple[str, str, int, int]]:
        """Each index of the collection: (name, uuid, documents, bytes of their sources' JSON). An index's
        bytes are summed once and kept until its next write (CloudWatch samples them every period)."""
        rows = self.store.all(
            "SELECT name, uuid, documents FROM aoss_indexes WHERE collection_id = ? ORDER BY name",
            (collection_id,),
        )
        out = []
        for row in rows:
            key = (collection_id, str(row["name"]))
            size = self._sizes.get(key)
            if size is None:
                size = int(
                    self.store.scalar(
                        "SELECT COALESCE(SUM(LENGTH(source)), 0) FROM aoss_documents"
                        " WHERE collection_id = ? AND index_name = ?",
                        key,
                    )
                    or 0
                )
                if not self.store.conn.in_transaction:  # (never what a transaction may still roll back)
                    self._sizes[key] = size
            out.append((key[1], str(row["uuid"]), int(row["documents"]), size))
        return out

    def next_seq_no(self, collection_id: str, index: str) -> int:
        found = self.store.scalar(
            "SELECT next_seq FROM aoss_indexes WHERE collection_id = ? AND name = ?", (collection_id, index)
        )
        return 0 if found is None else int(found)

    def put(self, collection_id: str, index: str, document: Document, *, new: bool) -> None:
        """Write a document (``new``: it did not exist) and move the index's count and sequence on."""
        self._changed(collection_id, index)
        self.store.execute(
            "UPDATE aoss_indexes SET documents = documents + ?, next_seq = MAX(next_seq, ?) + 1"
            " WHERE collection_id = ? AND name = ?",
            (1 if new else 0, document.seq_no, collection_id, index),
        )
        self.store.execute(
            "INSERT INTO aoss_documents (collection_id, index_name, doc_id, source, version, seq_no)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (collection_id, index_name, doc_id)"
            " DO UPDATE SET source = excluded.source, version = excluded.version, seq_no = excluded.seq_no",
            (
                collection_id,
                index,
                document.doc_id,
                json.dumps(document.source),
                document.version,
                document.seq_no,
            ),
        )

    def delete(self, collection_id: str, index: str, doc_id: str) -> None:
        self._changed(collection_id, index)
        self.store.execute(
            "UPDATE aoss_indexes SET documents = documents - 1, next_seq = next_seq + 1"
            " WHERE collection_id = ? AND name = ?",
            (collection_id, index),
        )
        self.store.execute(
            "DELETE FROM aoss_documents WHERE collection_id = ? AND index_name = ? AND doc_id = ?",
            (collection_id, index, doc_id),
        )


def _index(row: Any) -> Index:
    return Index(
        str(row["collection_id"]),
        str(row["name"]),
        str(row["uuid"]),
        dict(json.loads(row["mappings"])),
        dict(json.loads(row["settings"])),
        float(row["created"]),
    )


def _document(row: Any) -> Document:
    return Document(
        str(row["doc_id"]), dict(json.loads(row["source"])), int(row["version"]), int(row["seq_no"])
    )
