"""CodeBuild's storage: the only place holding its SQL.

``schema`` (the one table), ``records`` (projects and builds as JSON documents).
"""
