"""The Tagging API's storage: the only place holding its SQL.

``schema`` (the tables), ``tokens`` (the pagination tokens it handed out, until they expire).
"""
