"""ECS's storage: the only place holding its SQL.

``schema`` (the one table), ``records`` (clusters, task definitions, services and tasks as JSON documents).
"""
