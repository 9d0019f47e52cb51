"""Resource Groups' storage: the only place holding its SQL; reads return typed records.

``schema`` (the tables), ``groups`` (groups with their query, settings and tags).
"""
