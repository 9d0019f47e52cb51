"""Cognito user pools' storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``pools`` (pools with their signing keys, clients, domains), ``users`` (users,
groups and memberships, refresh tokens and challenge sessions).
"""
