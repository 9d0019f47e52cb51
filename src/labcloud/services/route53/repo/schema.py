"""The Route 53 tables: hosted zones, their record sets, health checks and submitted changes."""

TABLES = ("route53_zones", "route53_records", "route53_health_checks", "route53_changes")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS route53_zones (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, name TEXT NOT NULL, created REAL NOT NULL,
        caller_reference TEXT NOT NULL, doc TEXT NOT NULL)""",
    """CREATE UNIQUE INDEX IF NOT EXISTS route53_zones_reference
        ON route53_zones (account_id, caller_reference)""",
    """CREATE TABLE IF NOT EXISTS route53_records (
        zone_id TEXT NOT NULL, sort_name TEXT NOT NULL, type TEXT NOT NULL, identifier TEXT NOT NULL,
        doc TEXT NOT NULL, PRIMARY KEY (zone_id, sort_name, type, identifier))""",
    """CREATE TABLE IF NOT EXISTS route53_health_checks (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, created REAL NOT NULL,
        caller_reference TEXT NOT NULL, doc TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS route53_changes (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, submitted REAL NOT NULL, comment TEXT)""",
)
