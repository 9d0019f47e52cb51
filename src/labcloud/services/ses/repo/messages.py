"""Sent messages (``ses_messages``): every message SES accepted, kept so it can be read back."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Message:
    account_id: str
    region: str
    message_id: str
    sent: float
    #: The operation that sent it (``SendEmail``, ``SendRawEmail``, ``v2:SendEmail``...).
    api: str
    source: str
    #: ``{"ToAddresses": [...], "CcAddresses": [...], "BccAddresses": [...]}``.
    destination: dict[str, list[str]]
    subject: str | None
    text: str | None
    html: str | None
    raw: str | None
    template: str | None
    template_data: str | None
    config_set: str | None
    tags: dict[str, str]
    #: ``Delivered`` (kept here: labcloud has no mail) or ``RenderingFailure`` (a template's data lacked a value).
    status: str = "Delivered"

    def recipients(self) -> list[str]:
        return [
            a for key in ("ToAddresses", "CcAddresses", "BccAddresses") for a in self.destination.get(key, [])
        ]

    def summary(self) -> dict[str, Any]:
        return {
            "MessageId": self.message_id,
            "Timestamp": self.sent,
            "Operation": self.api,
            "Source": self.source,
            "Destination": self.destination,
            "Subject": self.subject,
            "Template": self.template,
            "ConfigurationSetName": self.config_set,
            "Status": self.status,
        }

    def detail(self) -> dict[str, Any]:
        return {
            **self.summary(),
            "Region": self.region,
            "Body": {"Text": self.text, "Html": self.html},
            "RawMessage": self.raw,
            "TemplateData": self.template_data,
            "Tags": self.tags,
        }


def _message(row: Any) -> Message:
    return Message(
        row["account_id"],
        row["region"],
        row["message_id"],
        row["sent"],
        row["api"],
        row["source"],
        json.loads(row["destination"]),
        row["subject"],
        row["text"],
        row["html"],
        row["raw"],
        row["template"],
        row["template_data"],
        row["config_set"],
        json.loads(row["tags"]),
        row["status"],
    )


def add(store: Store, one: Message) -> None:
    store.execute(
        "INSERT INTO ses_messages (account_id, region, message_id, sent, api, source, destination, subject, text, "
        "html, raw, template, template_data, config_set, tags, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            one.account_id,
            one.region,
            one.message_id,
            one.sent,
            one.api,
            one.source,
            json.dumps(one.destination),
            one.subject,
            one.text,
            one.html,
            one.raw,
            one.template,
            one.template_data,
            one.config_set,
            json.dumps(one.tags),
            one.status,
        ),
    )


def find(store: Store, account_id: str, message_id: str) -> Message | None:
    row = store.one(
        "SELECT * FROM ses_messages WHERE account_id=? AND message_id=?", (account_id, message_id)
    )
    return None if row is None else _message(row)


def recent(store: Store, account_id: str, limit: int) -> list[Message]:
    """The account's latest messages, newest first."""
    rows = store.all(
        "SELECT * FROM ses_messages WHERE account_id=? ORDER BY sent DESC, message_id DESC LIMIT ?",
        (account_id, limit),
    )
    return [_message(row) for row in rows]


def count_since(store: Store, account_id: str, region: str, since: float) -> int:
    """Recipients of the messages sent since ``since`` (SES counts a quota unit per recipient)."""
    rows = store.all(
        "SELECT destination FROM ses_messages WHERE account_id=? AND region=? AND sent>=?",
        (account_id, region, since),
    )
    return sum(len(v) for row in rows for v in json.loads(row["destination"]).values())


def buckets(
    store: Store, account_id: str, region: str, since: float, width: float
) -> list[tuple[float, int]]:
    """(start of a ``width``-second bucket, messages sent in it) since ``since``."""
    rows = store.all(
        "SELECT CAST(sent / ? AS INTEGER) AS bucket, COUNT(*) AS n FROM ses_messages "
        "WHERE account_id=? AND region=? AND sent>=? GROUP BY bucket ORDER BY bucket",
        (width, account_id, region, since),
    )
    return [(row["bucket"] * width, int(row["n"])) for row in rows]
