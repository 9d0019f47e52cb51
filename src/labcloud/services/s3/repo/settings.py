"""The ``s3_bucket_settings`` table: a bucket's configuration documents, one JSON document per setting.

A setting is named for the configuration it holds (``cors``, ``lifecycle``, ``versioning``,
``public_access_block``...); the behaviour module that owns the setting owns its document's shape.
A bucket's settings go with the bucket.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def get(store: Store, bucket: str, name: str) -> Any:
    """The setting's document, or None when the bucket has none."""
    text = store.scalar("SELECT doc FROM s3_bucket_settings WHERE bucket=? AND name=?", (bucket, name))
    return None if text is None else json.loads(str(text))


def put(store: Store, bucket: str, name: str, doc: Any) -> None:
    store.execute(
        "INSERT INTO s3_bucket_settings (bucket, name, doc) VALUES (?,?,?)"
        " ON CONFLICT (bucket, name) DO UPDATE SET doc=excluded.doc",
        (bucket, name, json.dumps(doc, separators=(",", ":"))),
    )


def delete(store: Store, bucket: str, name: str) -> None:
    store.execute("DELETE FROM s3_bucket_settings WHERE bucket=? AND name=?", (bucket, name))


def delete_bucket(store: Store, bucket: str) -> None:
    """Every setting of a bucket that is being deleted."""
    store.execute("DELETE FROM s3_bucket_settings WHERE bucket=?", (bucket,))


def with_prefix(
    store: Store, bucket: str, prefix: str, after: str | None = None, limit: int = -1
) -> list[tuple[str, Any]]:
    """A bucket's settings whose names start with ``prefix`` (one row each of a keyed family, e.g.
    ``metrics:<Id>``), in name order, those after ``after`` only, at most ``limit`` (-1: all)."""
    low = prefix + (after or "")
    rows = store.all(
        "SELECT name, doc FROM s3_bucket_settings WHERE bucket=? AND name > ? AND name < ? ORDER BY name LIMIT ?",
        (bucket, low if after else prefix, prefix + "\U0010ffff", limit),
    )
    return [(str(r[0]), json.loads(str(r[1]))) for r in rows]


def count_prefix(store: Store, bucket: str, prefix: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM s3_bucket_settings WHERE bucket=? AND name > ? AND name < ?",
            (bucket, prefix, prefix + "\U0010ffff"),
        )
    )
