"""SES v1's sending: SendEmail, SendRawEmail, SendTemplatedEmail and SendBulkTemplatedEmail. Each checks the
sender (a verified identity), the recipients (1 to 50), the size (10 MB), the configuration set and the daily
quota, then keeps the message (``mail.py``). Sending authorization for another account's identity
(``SourceArn``...) is refused: labcloud has no identity policies."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ses import addresses, compose, errors, mail, templated, templates
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        BulkEmailDestinationStatus,
        SendBulkTemplatedEmailRequest,
        SendBulkTemplatedEmailResponse,
        SendEmailRequest,
        SendEmailResponse,
        SendRawEmailRequest,
        SendRawEmailResponse,
        SendTemplatedEmailRequest,
        SendTemplatedEmailResponse,
    )

_ARNS = ("SourceArn", "ReturnPathArn", "FromArn", "TemplateArn")


def own_arns(request: Any, ctx: RequestContext) -> None:
    """Sending authorization (an identity of another account named by ARN) is not served here."""
    for member in _ARNS:
        value = request.get(member)
        if value and not str(value).startswith(f"arn:aws:ses:{ctx.region}:{ctx.account_id}:"):
            raise errors.invalid_value(
                f"{member} {value} names another account's resource: labcloud does not implement sending "
                "authorization (identity policies)."
            )


def send_email(state: SesState, request: SendEmailRequest, ctx: RequestContext) -> SendEmailResponse:
    own_arns(request, ctx)
    for member in ("ReplyToAddresses",):
        for value in request.get(member) or []:
            addresses.address(value, False)
    destination = mail.destination(request["Destination"], False)
    message = request["Message"]
    subject = message["Subject"]["Data"]
    body = message["Body"]
    text = body.get("Text", {}).get("Data") if body.get("Text") else None
    html = body.get("Html", {}).get("Data") if body.get("Html") else None
    source = request["Source"]
    built = compose.build(source, destination.get("ToAddresses", []), subject, text, html)
    mail.check_size(len(built.encode()), False)
    with state.store.transaction():
        identity = mail.sender(state, ctx, source, False)
        mail.check_config_set(state, ctx, request.get("ConfigurationSetName"), False)
        out = mail.Outgoing(
            "SendEmail",
            identity,
            source,
            destination,
            subject=subject,
            text=text,
            html=html,
            config_set=request.get("ConfigurationSetName"),
            tags=mail.tags_of(request.get("Tags"), False),
        )
        return {"MessageId": mail.send(state, ctx, out)}


def send_raw_email(
    state: SesState, request: SendRawEmailRequest, ctx: RequestContext
) -> SendRawEmailResponse:
    own_arns(request, ctx)
    data = request["RawMessage"]["Data"]
    raw_bytes = data if isinstance(data, bytes) else str(data).encode()
    mail.check_size(len(raw_bytes), False)
    raw = compose.read(raw_bytes, False)
    source = request.get("Source") or raw.sender
    if request.get("Destinations"):
        destination = mail.destination({"ToAddresses": list(request.get("Destinations") or [])}, False)
    else:
        destination = mail.destination(raw.recipients, False)
    with state.store.transaction():
        identity = mail.sender(state, ctx, source, False)
        if raw.sender and raw.sender != source:
            mail.sender(state, ctx, raw.sender, False)  # the From header's address must be verified too
        mail.check_config_set(state, ctx, request.get("ConfigurationSetName"), False)
        out = mail.Outgoing(
            "SendRawEmail",
            identity,
            str(source),
            destination,
            subject=raw.subject,
            text=raw.text,
            html=raw.html,
            raw=raw.source_text,
            config_set=request.get("ConfigurationSetName"),
            tags=mail.tags_of(request.get("Tags"), False),
        )
        return {"MessageId": mail.send(state, ctx, out)}


def send_templated_email(
    state: SesState, request: SendTemplatedEmailRequest, ctx: RequestContext
) -> SendTemplatedEmailResponse:
    own_arns(request, ctx)
    destination = mail.destination(request["Destination"], False)
    with state.store.transaction():
        identity = mail.sender(state, ctx, request["Source"], False)
        mail.check_config_set(state, ctx, request.get("ConfigurationSetName"), False)
        template = templates.find(state, ctx, request["Template"], v2=False)
        mid = templated.send(
            state,
            ctx,
            "SendTemplatedEmail",
            identity,
            request["Source"],
            destination,
            template,
            request["TemplateData"],
            request.get("ConfigurationSetName"),
            mail.tags_of(request.get("Tags"), False),
        )
    return {"MessageId": mid}


def send_bulk_templated_email(
    state: SesState, request: SendBulkTemplatedEmailRequest, ctx: RequestContext
) -> SendBulkTemplatedEmailResponse:
    own_arns(request, ctx)
    targets = list(request["Destinations"])
    if not targets or len(targets) > mail.MAX_BULK_DESTINATIONS:
        raise errors.invalid_value(f"Destinations must hold 1 to {mail.MAX_BULK_DESTINATIONS} destinations.")
    defaults = templates.data(request["DefaultTemplateData"], False)
    default_tags = mail.tags_of(request.get("DefaultTags"), False)
    destinations = [mail.destination(target["Destination"], False) for target in targets]
    statuses: list[BulkEmailDestinationStatus] = []
    with state.store.transaction():
        identity = mail.sender(state, ctx, request["Source"], False)
        mail.check_config_set(state, ctx, request.get("ConfigurationSetName"), False)
        template = templates.find(state, ctx, request["Template"], v2=False)
        mail.check_quota(state, ctx, sum(len(v) for d in destinations for v in d.values()))
        for target, destination in zip(targets, destinations, strict=True):
            replacement = target.get("ReplacementTemplateData")
            values = {**defaults, **templates.data(replacement, False)} if replacement else defaults
            tags = {**default_tags, **mail.tags_of(target.get("ReplacementTags"), False)}
            mid = templated.send(
                state,
                ctx,
                "SendBulkTemplatedEmail",
                identity,
                request["Source"],
                destination,
                template,
                json.dumps(values),
                request.get("ConfigurationSetName"),
                tags,
            )
            statuses.append({"Status": "Success", "MessageId": mid})
    return {"Status": statuses}
