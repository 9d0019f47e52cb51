"""AWS Private CA's storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``records`` (certificate authorities, the certificates they issued, permissions).
"""
