"""MSK's storage: the only place holding its SQL.

``schema`` (the one table), ``records`` (clusters and configurations as JSON documents).
"""
