"""The SQLite tables behind EFS: file systems, mount targets and access points, each a JSON document
under its id with the columns its lookups need."""

from __future__ import annotations

TABLES = ("efs_file_systems", "efs_mount_targets", "efs_access_points")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS efs_file_systems (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        token TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE UNIQUE INDEX IF NOT EXISTS efs_file_systems_token ON efs_file_systems(account_id, region, token)",
    """CREATE TABLE IF NOT EXISTS efs_mount_targets (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        file_system_id TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS efs_mount_targets_fs ON efs_mount_targets(file_system_id)",
    """CREATE TABLE IF NOT EXISTS efs_access_points (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        file_system_id TEXT NOT NULL,
        token TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS efs_access_points_fs ON efs_access_points(file_system_id)",
)
