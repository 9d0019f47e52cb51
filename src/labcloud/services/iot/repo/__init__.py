"""IoT's storage: the only place holding its SQL (``schema``: the tables; ``records``: things, policies,
certificates, attachments, topic rules, custom authorizers, shadows, retained messages and the outbox of rule runs)."""
