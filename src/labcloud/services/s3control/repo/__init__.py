"""S3 Control's storage: the only place holding its SQL.

``schema`` (the tables); ``points``: access points and Object Lambda access points, one JSON document per
row keyed by account, region, kind and name, with the alias (unique: a request naming it finds the point)
and the policy; ``blocks``: the account's public access block.
"""
