"""SQS's storage: the only place holding SQS's SQL; every read returns typed records or rows.

``schema`` (the tables), ``queues`` (queue records, their lookup cache, counts, the policy count
and the recently-deleted names), ``messages`` (message rows: send, receive, settle, expire, redrive;
FIFO deduplication and receive attempts), ``move_tasks`` (message move task rows).
"""
