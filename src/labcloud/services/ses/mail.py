"""Sending: the checks every send makes (recipients, size, configuration set, quota), the message kept in the
store with its id in AWS's shape, its ``ses.message.sent`` event, and the Send / Delivery (or Rendering
Failure) events its configuration set's destinations receive after the commit (``notify.py``).

Nothing leaves the machine: a message SES accepts is "delivered" into ``ses_messages``, where
``/_labcloud/ses/messages`` and the view show it."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from email.utils import parseaddr
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ses import addresses, compose, errors, identities, inbound, notify
from labcloud.services.ses.events import emit
from labcloud.services.ses.repo import config_sets, messages
from labcloud.services.ses.repo.messages import Message
from labcloud.services.ses.state import SesState

#: Recipients of one message (To, Cc and Bcc together), as AWS.
MAX_RECIPIENTS = 50
#: A message's size, raw or built (SES's limit).
MAX_MESSAGE_BYTES = 10 * 1024 * 1024
#: Destinations of one SendBulkTemplatedEmail / SendBulkEmail.
MAX_BULK_DESTINATIONS = 50
#: Message tags on one message.
MAX_TAGS = 50
DAY = 86_400.0


@dataclass(slots=True)
class Outgoing:
    api: str
    #: The verified identity the sender sends as (its address, or its domain).
    identity: str
    source: str
    destination: dict[str, list[str]]
    subject: str | None = None
    text: str | None = None
    html: str | None = None
    raw: str | None = None
    template: str | None = None
    template_data: str | None = None
    config_set: str | None = None
    tags: dict[str, str] = field(default_factory=dict)
    status: str = "Delivered"


def message_id(now: float) -> str:
    """SES's message id: ``0100``, the send time in milliseconds (12 hex digits), a UUID and ``-000000``."""
    return f"0100{int(now * 1000):012x}-{uuid.uuid4()}-000000"


def destination(given: Any, v2: bool) -> dict[str, list[str]]:
    """``Destination`` with each address checked, at least one and at most 50 recipients."""
    found: dict[str, list[str]] = {}
    total = 0
    for key in ("ToAddresses", "CcAddresses", "BccAddresses"):
        values = [compose.header(str(v)) for v in (given or {}).get(key) or []]
        for value in values:
            addresses.address(value, v2)
        if values:
            found[key] = values
        total += len(values)
    fail = errors.bad_request if v2 else errors.invalid_value
    if total == 0:
        raise fail("Missing required header 'To'.")
    if total > MAX_RECIPIENTS:
        raise fail(f"Recipient count exceeds {MAX_RECIPIENTS}.")
    return found


def tags_of(given: Any, v2: bool) -> dict[str, str]:
    tags = {str(t["Name"]): str(t["Value"]) for t in given or []}
    if len(tags) > MAX_TAGS:
        raise (errors.bad_request if v2 else errors.invalid_value)(
            f"Too many message tags (at most {MAX_TAGS})."
        )
    return tags


def check_size(size: int, v2: bool) -> None:
    if size > MAX_MESSAGE_BYTES:
        fail = errors.bad_request if v2 else errors.message_rejected
        raise fail(f"Message length is more than {MAX_MESSAGE_BYTES} bytes long: '{size}'.")


def check_config_set(state: SesState, ctx: RequestContext, name: str | None, v2: bool) -> None:
    if not name:
        return
    found = config_sets.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        if v2:
            raise errors.not_found(f"Configuration set {name} does not exist.")
        raise errors.config_set_missing(name)
    if not found.sending_enabled:
        raise errors.v2_paused(name) if v2 else errors.sending_paused(name)


def check_quota(state: SesState, ctx: RequestContext, recipients: int) -> None:
    sent = messages.count_since(state.store, ctx.account_id, ctx.region, clock.now() - DAY)
    if sent + recipients > state.daily_quota:
        raise errors.throttled("Daily message quota exceeded.")


def sender(state: SesState, ctx: RequestContext, source: str | None, v2: bool) -> str:
    if not source:
        fail = errors.bad_request if v2 else errors.invalid_value
        raise fail("Missing required header 'From'.")
    return identities.require_sender(state, ctx, source, v2)


def send(state: SesState, ctx: RequestContext, out: Outgoing, *, quota: bool = True) -> str:
    """Keep one message (in the caller's transaction) and announce it; answers its message id."""
    recipients = [a for values in out.destination.values() for a in values]
    if quota:
        check_quota(state, ctx, len(recipients))
    now = clock.now()
    mid = message_id(now)
    kept = Message(
        ctx.account_id,
        ctx.region,
        mid,
        now,
        out.api,
        compose.header(out.source),
        out.destination,
        None if out.subject is None else compose.header(out.subject),
        out.text,
        out.html,
        out.raw,
        out.template,
        out.template_data,
        out.config_set,
        out.tags,
        out.status,
    )
    messages.add(state.store, kept)
    emit(
        state,
        "ses.message.sent",
        ctx.account_id,
        ctx.region,
        identities.arn(ctx, out.identity),
        message_id=mid,
        source=out.source,
        recipients=len(recipients),
        subject=out.subject,
        operation=out.api,
        identity=out.identity,
        status=out.status,
    )
    if out.config_set:
        notify.after_send(state, ctx, kept)
    if out.status == "Delivered":
        _receive(state, ctx, kept, recipients)
    return mid


def _receive(state: SesState, ctx: RequestContext, kept: Message, recipients: list[str]) -> None:
    """Hand the message to receiving: recipients of this account's verified domains are received here."""
    raw = kept.raw
    bare = [parseaddr(r)[1] or r for r in recipients]
    if raw is None:
        raw = compose.build(
            kept.source, kept.destination.get("ToAddresses", []), kept.subject, kept.text, kept.html
        )
    inbound.plan(
        state,
        ctx.account_id,
        ctx.region,
        kept.message_id,
        kept.sent,
        parseaddr(kept.source)[1] or kept.source,
        bare,
        raw,
        from_ses=True,
    )
