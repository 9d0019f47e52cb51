"""Queue URLs as SQS hands them out: ``<endpoint>/<account id>/<queue name>`` (pure, shared with
CloudFormation, which predicts a queue's URL before creating it)."""

from __future__ import annotations


def queue_url(endpoint: str, account_id: str, name: str) -> str:
    return f"{endpoint.rstrip('/')}/{account_id}/{name}"
