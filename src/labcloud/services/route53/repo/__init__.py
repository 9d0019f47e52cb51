"""Route 53's storage: the only place holding Route 53's SQL.

``schema`` (the tables); ``zones``, ``records``, ``health_checks`` and ``changes``: one JSON document per
row, keyed by account (Route 53 is global: no region), with the caller references that make creates
idempotent or refused.
"""
