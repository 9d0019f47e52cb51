"""FIS's storage: the only place holding FIS's SQL.

``schema`` (the tables), ``templates`` and ``experiments`` (one JSON document per row, keyed by
id, account and region, with the client token that makes a create idempotent).
"""
