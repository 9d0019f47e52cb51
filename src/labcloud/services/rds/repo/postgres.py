"""SQL labcloud runs on the postgres servers it manages, not on its store: what the servers' gauges read
(``gauges.py``) as the master user."""

from __future__ import annotations

#: The server's client connections, the asking one not counted.
CONNECTIONS = (
    "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"
)
#: Each database (templates aside) with its size in bytes.
DATABASE_SIZES = (
    "SELECT datname, pg_database_size(datname) FROM pg_database WHERE NOT datistemplate ORDER BY datname"
)
