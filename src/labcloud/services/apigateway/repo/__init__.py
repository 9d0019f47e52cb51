"""API Gateway's storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``apis`` (REST APIs, their resources with methods and integrations nested,
deployments holding a snapshot of the resources they deployed, and stages).
"""
