"""The SQLite tables behind ECR: repositories, images and their tags, layers, uploads and registry tokens.

Layer and manifest bytes are files under the data dir (``blobs.py``); these tables hold what names them."""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = ("ecr_repositories", "ecr_images", "ecr_tags", "ecr_layers", "ecr_uploads", "ecr_tokens")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ecr_repositories (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        created REAL NOT NULL,
        mutability TEXT NOT NULL,
        exclusions TEXT NOT NULL DEFAULT '[]',
        scan_on_push INTEGER NOT NULL DEFAULT 0,
        encryption TEXT NOT NULL,
        kms_key TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        policy TEXT,
        lifecycle TEXT,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ecr_images (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        repository TEXT NOT NULL,
        digest TEXT NOT NULL,
        media_type TEXT NOT NULL,
        artifact_type TEXT,
        size INTEGER NOT NULL,
        pushed REAL NOT NULL,
        pulled REAL,
        PRIMARY KEY (account_id, region, repository, digest)
    )""",
    """CREATE TABLE IF NOT EXISTS ecr_tags (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        repository TEXT NOT NULL,
        tag TEXT NOT NULL,
        digest TEXT NOT NULL,
        PRIMARY KEY (account_id, region, repository, tag)
    )""",
    """CREATE TABLE IF NOT EXISTS ecr_layers (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        repository TEXT NOT NULL,
        digest TEXT NOT NULL,
        size INTEGER NOT NULL,
        PRIMARY KEY (account_id, region, repository, digest)
    )""",
    """CREATE TABLE IF NOT EXISTS ecr_uploads (
        upload_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        repository TEXT NOT NULL,
        size INTEGER NOT NULL DEFAULT 0,
        created REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS ecr_tokens (
        token TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        principal TEXT NOT NULL,
        expires REAL NOT NULL
    )""",
)

#: Schema changes after the released baseline above.
MIGRATIONS = (
    # when a repository's lifecycle policy last ran (GetLifecyclePolicy's lastEvaluatedAt)
    Migration(
        1,
        "ecr_repositories: lifecycle_evaluated",
        ("ALTER TABLE ecr_repositories ADD COLUMN lifecycle_evaluated REAL",),
    ),
)
