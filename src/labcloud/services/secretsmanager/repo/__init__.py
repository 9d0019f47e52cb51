"""Secrets Manager's storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``secrets`` (secrets, their versions with encrypted values, rotation state).
"""
