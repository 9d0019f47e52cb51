"""SNS's storage: the only place holding SNS's SQL; reads return typed records.

``schema`` (the tables), ``topics`` (topic records, their FIFO deduplication window),
``subscriptions`` (subscription records), ``deliveries`` (the durable delivery queue and the outbox
of email/SMS notifications), ``signing`` (the server's signing key and certificate).
"""
