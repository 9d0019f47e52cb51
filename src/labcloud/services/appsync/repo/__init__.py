"""AppSync's storage: the only place holding its SQL.

``schema`` (the tables), ``records`` (APIs and the records under them: data sources, resolvers,
functions, API keys).
"""
