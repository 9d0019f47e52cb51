"""The FIS tables: experiment templates and experiments, one JSON document each."""

TABLES = ("fis_templates", "fis_experiments")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS fis_templates (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, created REAL NOT NULL,
        client_token TEXT, doc TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS fis_experiments (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, created REAL NOT NULL,
        template_id TEXT NOT NULL, client_token TEXT, doc TEXT NOT NULL)""",
)
