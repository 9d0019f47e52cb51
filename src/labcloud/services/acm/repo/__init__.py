"""ACM's storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``certificates`` (certificates, the per-account labcloud CA, account settings).
"""
