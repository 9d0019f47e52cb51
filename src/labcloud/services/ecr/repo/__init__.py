"""ECR's storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``repositories`` (repositories with their settings and policies), ``images``
(image manifests, tags, layers, uploads in progress, registry tokens).
"""
