"""Messages as MIME: a simple message's parts built into the text SES would send (for its size, and for
TestRenderTemplate's answer), and a raw message read for its sender, recipients, subject and parts."""

from __future__ import annotations

import email.policy
import uuid
from dataclasses import dataclass
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import formatdate, getaddresses

from labcloud.services.ses import errors


def header(value: str) -> str:
    """A header's value on one line: line breaks (a mapping template's, say) folded to spaces, ends trimmed."""
    return " ".join(value.split())


def build(source: str | None, to: list[str], subject: str | None, text: str | None, html: str | None) -> str:
    message = EmailMessage(policy=email.policy.SMTP)
    message["Date"] = formatdate(usegmt=True)
    message["Message-ID"] = f"<{uuid.uuid4()}@labcloud.local>"
    try:
        if source:
            message["From"] = header(source)
        if to:
            message["To"] = ", ".join(header(address) for address in to)
        message["Subject"] = header(subject or "")
    except ValueError as exc:  # a value the email package cannot put in a header
        raise errors.invalid_value(f"Illegal header: {exc}") from None
    if text is not None:
        message.set_content(text)
    if html is not None:
        if text is None:
            message.set_content(html, subtype="html")
        else:
            message.add_alternative(html, subtype="html")
    if text is None and html is None:
        message.set_content("")
    return message.as_string()


@dataclass(frozen=True, slots=True)
class Raw:
    sender: str | None
    recipients: dict[str, list[str]]
    subject: str | None
    text: str | None
    html: str | None
    source_text: str


def read(data: bytes, v2: bool) -> Raw:
    """A raw message's facts; SES refuses one it cannot read as a message with headers."""
    try:
        parsed = BytesParser(policy=email.policy.default).parsebytes(data)
        keys = [k.lower() for k in parsed.keys()]
    except Exception:  # noqa: BLE001 - any parse failure is the caller's malformed message
        keys = []
    if not keys:
        fail = errors.bad_request if v2 else errors.invalid_value
        raise fail("Illegal header: the raw message has no headers.")
    recipients: dict[str, list[str]] = {}
    for header, key in (("to", "ToAddresses"), ("cc", "CcAddresses"), ("bcc", "BccAddresses")):
        found = [
            address for _, address in getaddresses([str(v) for v in parsed.get_all(header) or []]) if address
        ]
        if found:
            recipients[key] = found
    text = html = None
    try:
        for part in parsed.walk():
            kind = part.get_content_type()
            if part.is_multipart() or part.get_content_disposition() == "attachment":
                continue
            if kind == "text/plain" and text is None:
                text = str(part.get_content())
            elif kind == "text/html" and html is None:
                html = str(part.get_content())
    except Exception:  # noqa: BLE001 - an unreadable part is shown as the raw text only
        pass
    sender = str(parsed["From"]) if parsed["From"] is not None else None
    subject = str(parsed["Subject"]) if parsed["Subject"] is not None else None
    return Raw(sender, recipients, subject, text, html, data.decode("utf-8", errors="replace"))
