"""The SQLite tables behind S3: buckets, objects, multipart uploads and their parts, object versions.

Object bytes are files under the data dir (see ``blobs``); a row names its file. Keys sort in
SQLite's binary TEXT order, which is S3's UTF-8 byte order, so listings walk the primary key.
A versioned bucket keeps its current versions in ``s3_objects`` (with their ids, so reads and listings
stay one lookup) and its older versions and delete markers in ``s3_versions``, ordered per key by ``seq``.
"""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = ("s3_versions", "s3_bucket_settings", "s3_parts", "s3_uploads", "s3_objects", "s3_buckets")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS s3_buckets (
        name TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        created REAL NOT NULL,
        policy TEXT,
        notification TEXT
    )""",
    """CREATE TABLE IF NOT EXISTS s3_objects (
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        size INTEGER NOT NULL,
        etag TEXT NOT NULL,
        last_modified REAL NOT NULL,
        content_type TEXT,
        headers TEXT NOT NULL DEFAULT '{}',
        metadata TEXT NOT NULL DEFAULT '{}',
        checksum TEXT NOT NULL DEFAULT '{}',
        parts TEXT,
        blob TEXT NOT NULL,
        owner TEXT NOT NULL,
        PRIMARY KEY (bucket, key)
    ) WITHOUT ROWID""",
    """CREATE TABLE IF NOT EXISTS s3_uploads (
        upload_id TEXT PRIMARY KEY,
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        initiated REAL NOT NULL,
        owner TEXT NOT NULL,
        doc TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS s3_uploads_by_key ON s3_uploads (bucket, key, initiated)",
    """CREATE TABLE IF NOT EXISTS s3_parts (
        upload_id TEXT NOT NULL,
        part_number INTEGER NOT NULL,
        size INTEGER NOT NULL,
        etag TEXT NOT NULL,
        last_modified REAL NOT NULL,
        checksum TEXT NOT NULL DEFAULT '{}',
        blob TEXT NOT NULL,
        PRIMARY KEY (upload_id, part_number)
    )""",
)

MIGRATIONS = (
    Migration(
        1,
        "s3_buckets.encryption: a bucket's default encryption",
        ("ALTER TABLE s3_buckets ADD COLUMN encryption TEXT",),
    ),
    Migration(2, "s3_buckets.tags: a bucket's tag set", ("ALTER TABLE s3_buckets ADD COLUMN tags TEXT",)),
    Migration(
        3,
        "s3_bucket_settings: a bucket's configuration documents (CORS, lifecycle, versioning...)",
        (
            """CREATE TABLE IF NOT EXISTS s3_bucket_settings (
                bucket TEXT NOT NULL,
                name TEXT NOT NULL,
                doc TEXT NOT NULL,
                PRIMARY KEY (bucket, name)
            ) WITHOUT ROWID""",
        ),
    ),
    Migration(
        4,
        "versioning: s3_objects.version_id (the current version's id) and s3_versions (older versions, delete"
        " markers, each with when it became noncurrent)",
        (
            "ALTER TABLE s3_objects ADD COLUMN version_id TEXT",
            """CREATE TABLE IF NOT EXISTS s3_versions (
                bucket TEXT NOT NULL,
                key TEXT NOT NULL,
                seq INTEGER NOT NULL,
                version_id TEXT NOT NULL,
                is_marker INTEGER NOT NULL,
                size INTEGER NOT NULL,
                etag TEXT NOT NULL,
                last_modified REAL NOT NULL,
                content_type TEXT,
                headers TEXT NOT NULL DEFAULT '{}',
                metadata TEXT NOT NULL DEFAULT '{}',
                checksum TEXT NOT NULL DEFAULT '{}',
                parts TEXT,
                blob TEXT NOT NULL,
                owner TEXT NOT NULL,
                noncurrent_since REAL,
                PRIMARY KEY (bucket, key, seq)
            ) WITHOUT ROWID""",
            "CREATE UNIQUE INDEX IF NOT EXISTS s3_versions_by_id ON s3_versions (bucket, key, version_id)",
        ),
    ),
)
