"""EFS's storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``records`` (file systems, mount targets, access points as JSON documents).
"""
