"""STS's storage: the only place holding STS's SQL.

``schema`` (the tables), ``sessions`` (session rows with their policies and tags, read back as
typed :class:`~labcloud.services.sts.repo.sessions.StoredSession` records).
"""
