"""CloudFront's storage: the only place holding CloudFront's SQL.

``schema`` (the tables); ``rows``: one JSON document per resource (distribution, origin access control or
identity, cache policy, invalidation), keyed by kind and id, with the account and caller reference.
"""
