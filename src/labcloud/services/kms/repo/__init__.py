"""KMS's storage: the only place holding KMS's SQL; reads return typed records.

``schema`` (the tables), ``keys`` (keys with their wrapped material, aliases, grants).
"""
