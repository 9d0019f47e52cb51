"""Amazon MQ's storage: the only place holding its SQL.

``schema`` (the two tables), ``records`` (brokers and configurations as JSON documents), ``messages``
(what waits on each broker's queues until a consumer settles it).
"""
