"""AWS WAF's storage: the only place holding its SQL (``schema``: the tables; ``records``: entities,
associations and sampled requests)."""
