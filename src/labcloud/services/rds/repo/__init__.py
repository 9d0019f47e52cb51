"""RDS's storage: the only place holding its SQL (``schema``: the table; ``records``: its documents)."""
