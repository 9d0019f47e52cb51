"""Rows of ``ecr_images``, ``ecr_tags``, ``ecr_layers``, ``ecr_uploads`` and ``ecr_tokens`` as typed records:
what a repository holds (manifests by digest, tags naming them, layers), uploads in progress and the
registry's tokens."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store

#: (account, region, repository name)
Key = tuple[str, str, str]


@dataclass(frozen=True, slots=True)
class Image:
    account_id: str
    region: str
    repository: str
    digest: str
    media_type: str
    artifact_type: str | None
    #: the manifest's size plus the sizes of the layers and config it names
    size: int
    pushed: float
    pulled: float | None


@dataclass(frozen=True, slots=True)
class Upload:
    upload_id: str
    account_id: str
    region: str
    repository: str
    size: int
    created: float


@dataclass(frozen=True, slots=True)
class Token:
    token: str
    account_id: str
    region: str
    #: the principal that asked, as JSON (``auth_ops.py``)
    principal: str
    expires: float


def _image(row: sqlite3.Row) -> Image:
    return Image(**dict(row))


class Images:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ images and tags

    def put(self, image: Image) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO ecr_images (account_id, region, repository, digest, media_type,"
            " artifact_type, size, pushed, pulled) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                image.account_id,
                image.region,
                image.repository,
                image.digest,
                image.media_type,
                image.artifact_type,
                image.size,
                image.pushed,
                image.pulled,
            ),
        )

    def get(self, key: Key, digest: str) -> Image | None:
        row = self.store.one(
            "SELECT * FROM ecr_images WHERE account_id=? AND region=? AND repository=? AND digest=?",
            (*key, digest),
        )
        return None if row is None else _image(row)

    def all_in(self, key: Key) -> list[Image]:
        rows = self.store.all(
            "SELECT * FROM ecr_images WHERE account_id=? AND region=? AND repository=? ORDER BY pushed, digest",
            key,
        )
        return [_image(r) for r in rows]

    def count(self, key: Key) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM ecr_images WHERE account_id=? AND region=? AND repository=?", key
            )
        )

    def remove(self, key: Key, digest: str) -> None:
        self.store.execute(
            "DELETE FROM ecr_images WHERE account_id=? AND region=? AND repository=? AND digest=?",
            (*key, digest),
        )
        self.store.execute(
            "DELETE FROM ecr_tags WHERE account_id=? AND region=? AND repository=? AND digest=?",
            (*key, digest),
        )

    def pulled(self, key: Key, digest: str, at: float) -> None:
        self.store.execute(
            "UPDATE ecr_images SET pulled=? WHERE account_id=? AND region=? AND repository=? AND digest=?",
            (at, *key, digest),
        )

    def tag(self, key: Key, tag: str) -> str | None:
        """The digest ``tag`` names, or None."""
        value = self.store.scalar(
            "SELECT digest FROM ecr_tags WHERE account_id=? AND region=? AND repository=? AND tag=?",
            (*key, tag),
        )
        return None if value is None else str(value)

    def set_tag(self, key: Key, tag: str, digest: str) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO ecr_tags (account_id, region, repository, tag, digest) VALUES (?,?,?,?,?)",
            (*key, tag, digest),
        )

    def untag(self, key: Key, tag: str) -> None:
        self.store.execute(
            "DELETE FROM ecr_tags WHERE account_id=? AND region=? AND repository=? AND tag=?", (*key, tag)
        )

    def tags_of(self, key: Key) -> dict[str, list[str]]:
        """Digest → its tags (in name order)."""
        out: dict[str, list[str]] = {}
        rows = self.store.all(
            "SELECT tag, digest FROM ecr_tags WHERE account_id=? AND region=? AND repository=? ORDER BY tag",
            key,
        )
        for row in rows:
            out.setdefault(str(row["digest"]), []).append(str(row["tag"]))
        return out

    # ------------------------------------------------------------------ layers

    def layer(self, key: Key, digest: str) -> int | None:
        """The size of the repository's layer ``digest``, or None when it has none."""
        value = self.store.scalar(
            "SELECT size FROM ecr_layers WHERE account_id=? AND region=? AND repository=? AND digest=?",
            (*key, digest),
        )
        return None if value is None else int(value)

    def add_layer(self, key: Key, digest: str, size: int) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO ecr_layers (account_id, region, repository, digest, size) VALUES (?,?,?,?,?)",
            (*key, digest, size),
        )

    def all_digests(self) -> set[str]:
        rows = self.store.all("SELECT digest FROM ecr_layers UNION SELECT digest FROM ecr_images")
        return {str(r["digest"]) for r in rows}

    # ------------------------------------------------------------------ uploads

    def start_upload(self, upload: Upload) -> None:
        self.store.execute(
            "INSERT INTO ecr_uploads (upload_id, account_id, region, repository, size, created) VALUES (?,?,?,?,?,?)",
            (
                upload.upload_id,
                upload.account_id,
                upload.region,
                upload.repository,
                upload.size,
                upload.created,
            ),
        )

    def upload(self, upload_id: str) -> Upload | None:
        row = self.store.one("SELECT * FROM ecr_uploads WHERE upload_id=?", (upload_id,))
        return None if row is None else Upload(**dict(row))

    def grow_upload(self, upload_id: str, size: int) -> None:
        self.store.execute("UPDATE ecr_uploads SET size=? WHERE upload_id=?", (size, upload_id))

    def end_upload(self, upload_id: str) -> None:
        self.store.execute("DELETE FROM ecr_uploads WHERE upload_id=?", (upload_id,))

    def uploads_before(self, cutoff: float) -> list[str]:
        """Uploads started before ``cutoff``."""
        rows = self.store.all("SELECT upload_id FROM ecr_uploads WHERE created<?", (cutoff,))
        return [str(r["upload_id"]) for r in rows]

    # ------------------------------------------------------------------ registry tokens

    def add_token(self, token: Token) -> None:
        self.store.execute(
            "INSERT INTO ecr_tokens (token, account_id, region, principal, expires) VALUES (?,?,?,?,?)",
            (token.token, token.account_id, token.region, token.principal, token.expires),
        )

    def token(self, token: str) -> Token | None:
        row = self.store.one("SELECT * FROM ecr_tokens WHERE token=?", (token,))
        return None if row is None else Token(**dict(row))

    def drop_tokens_before(self, now: float) -> None:
        self.store.execute("DELETE FROM ecr_tokens WHERE expires<?", (now,))
