"""Reads and writes of SSM documents, their versions and who they are shared with, as typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class DocumentVersion:
    """One version of a document: its content as given and what was read from it."""

    name: str
    version: int
    content: str
    format: str
    hash: str
    version_name: str | None
    display_name: str | None
    schema_version: str
    description: str | None
    parameters: list[dict[str, str]]
    created: float
    requires: list[dict[str, str]]


@dataclass(frozen=True, slots=True)
class Document:
    """A document: its type, default and latest versions, tags and sharing (account → shared version)."""

    account_id: str
    region: str
    name: str
    doc_type: str
    target_type: str | None
    default_version: int
    latest_version: int
    created: float
    tags: dict[str, str]
    shared: dict[str, str]


_DOC = (
    "account_id, region, name, doc_type, target_type, default_version, latest_version, created, tags, shared"
)
_VERSION = (
    "name, version, content, format, hash, version_name, display_name, schema_version, description,"
    " parameters, created, requires"
)


def _document(row: sqlite3.Row) -> Document:
    return Document(
        row["account_id"],
        row["region"],
        row["name"],
        row["doc_type"],
        row["target_type"],
        row["default_version"],
        row["latest_version"],
        row["created"],
        json.loads(row["tags"]),
        json.loads(row["shared"]),
    )


def _version(row: sqlite3.Row) -> DocumentVersion:
    return DocumentVersion(
        row["name"],
        row["version"],
        row["content"],
        row["format"],
        row["hash"],
        row["version_name"],
        row["display_name"],
        row["schema_version"],
        row["description"],
        json.loads(row["parameters"]),
        row["created"],
        json.loads(row["requires"]),
    )


class Documents:
    """``ssm_documents`` and ``ssm_document_versions`` of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, account_id: str, region: str, name: str) -> Document | None:
        row = self.store.one(
            f"SELECT {_DOC} FROM ssm_documents WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
        return None if row is None else _document(row)

    def listing(self, account_id: str, region: str) -> list[Document]:
        rows = self.store.all(
            f"SELECT {_DOC} FROM ssm_documents WHERE account_id=? AND region=? ORDER BY name",
            (account_id, region),
        )
        return [_document(row) for row in rows]

    def shared_with(self, account_id: str, region: str) -> list[Document]:
        """Documents of other accounts (this region) shared with ``account_id`` or with all."""
        rows = self.store.all(
            f"SELECT {_DOC} FROM ssm_documents WHERE region=? AND account_id<>? AND shared<>'{{}}' ORDER BY name",
            (region, account_id),
        )
        found = [_document(row) for row in rows]
        return [d for d in found if account_id in d.shared or "all" in d.shared]

    def version(self, account_id: str, region: str, name: str, number: int) -> DocumentVersion | None:
        row = self.store.one(
            f"SELECT {_VERSION} FROM ssm_document_versions WHERE account_id=? AND region=? AND name=? AND version=?",
            (account_id, region, name, number),
        )
        return None if row is None else _version(row)

    def versions(self, account_id: str, region: str, name: str) -> list[DocumentVersion]:
        rows = self.store.all(
            f"SELECT {_VERSION} FROM ssm_document_versions WHERE account_id=? AND region=? AND name=?"
            " ORDER BY version",
            (account_id, region, name),
        )
        return [_version(row) for row in rows]

    def create(self, document: Document) -> None:
        self.store.execute(
            f"INSERT INTO ssm_documents ({_DOC}) VALUES (?,?,?,?,?,?,?,?,?,?)",
            (
                document.account_id,
                document.region,
                document.name,
                document.doc_type,
                document.target_type,
                document.default_version,
                document.latest_version,
                document.created,
                json.dumps(document.tags),
                json.dumps(document.shared),
            ),
        )

    def add_version(self, account_id: str, region: str, version: DocumentVersion) -> None:
        self.store.execute(
            f"INSERT INTO ssm_document_versions (account_id, region, {_VERSION})"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                account_id,
                region,
                version.name,
                version.version,
                version.content,
                version.format,
                version.hash,
                version.version_name,
                version.display_name,
                version.schema_version,
                version.description,
                json.dumps(version.parameters),
                version.created,
                json.dumps(version.requires),
            ),
        )

    def set_versions(
        self, account_id: str, region: str, name: str, *, default: int, latest: int, target_type: str | None
    ) -> None:
        self.store.execute(
            "UPDATE ssm_documents SET default_version=?, latest_version=?, target_type=?"
            " WHERE account_id=? AND region=? AND name=?",
            (default, latest, target_type, account_id, region, name),
        )

    def set_tags(self, account_id: str, region: str, name: str, tags: dict[str, str]) -> None:
        self.store.execute(
            "UPDATE ssm_documents SET tags=? WHERE account_id=? AND region=? AND name=?",
            (json.dumps(tags), account_id, region, name),
        )

    def set_shared(self, account_id: str, region: str, name: str, shared: dict[str, str]) -> None:
        self.store.execute(
            "UPDATE ssm_documents SET shared=? WHERE account_id=? AND region=? AND name=?",
            (json.dumps(shared), account_id, region, name),
        )

    def drop_version(self, account_id: str, region: str, name: str, number: int) -> None:
        self.store.execute(
            "DELETE FROM ssm_document_versions WHERE account_id=? AND region=? AND name=? AND version=?",
            (account_id, region, name, number),
        )

    def delete(self, account_id: str, region: str, name: str) -> None:
        key = (account_id, region, name)
        self.store.execute("DELETE FROM ssm_documents WHERE account_id=? AND region=? AND name=?", key)
        self.store.execute(
            "DELETE FROM ssm_document_versions WHERE account_id=? AND region=? AND name=?", key
        )
