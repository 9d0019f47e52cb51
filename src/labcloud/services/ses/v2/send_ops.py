"""SES v2's sending: SendEmail with Simple, Raw or Template content, and SendBulkEmail (a template per
entry), with v1's checks (``mail.py``) in v2's words. Options labcloud does not have (multi-region
endpoints, tenants, list management, configuration overrides, custom headers and attachments outside a raw
message) are refused."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ses import compose, errors, mail, render, templated, templates
from labcloud.services.ses.repo.templates import Template
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.v2.api import (
        BulkEmailEntryResult,
        SendBulkEmailRequest,
        SendBulkEmailResponse,
        SendEmailRequest,
        SendEmailResponse,
    )
    from labcloud.services.ses.v2.api import Template as TemplateContent

_NOT_SERVED = ("EndpointId", "TenantName", "ListManagementOptions", "ConfigurationOverrides")
_ARNS = ("FromEmailAddressIdentityArn", "FeedbackForwardingEmailAddressIdentityArn")


def _refuse(request: Any, ctx: RequestContext) -> None:
    for member in _NOT_SERVED:
        if request.get(member):
            raise errors.bad_request(f"labcloud does not implement {member}: leave it out.")
    for member in _ARNS:
        value = request.get(member)
        if value and not str(value).startswith(f"arn:aws:ses:{ctx.region}:{ctx.account_id}:"):
            raise errors.bad_request(
                f"{member} {value} names another account's identity: labcloud does not implement sending "
                "authorization."
            )


def _no_extras(part: Any, where: str) -> None:
    for member in ("Headers", "Attachments"):
        if part.get(member):
            raise errors.bad_request(
                f"labcloud does not implement {where}.{member}: send a Raw message instead."
            )


def _template(state: SesState, ctx: RequestContext, given: TemplateContent) -> Template:
    _no_extras(given, "Template")
    if given.get("TemplateContent"):
        content = given["TemplateContent"]
        inline = Template(
            "inline", content.get("Subject"), content.get("Html"), content.get("Text"), clock.now(), {}
        )
        for part in (inline.subject, inline.html, inline.text):
            try:
                render.check(part)
            except render.Malformed as exc:
                raise errors.bad_request(f"The inline template is invalid: {exc}") from None
        return inline
    name = given.get("TemplateName") or str(given.get("TemplateArn") or "").rpartition("/")[2]
    if not name:
        raise errors.bad_request("A Template needs a TemplateName, a TemplateArn or TemplateContent.")
    return templates.find(state, ctx, name, v2=True)


def send_email(state: SesState, request: SendEmailRequest, ctx: RequestContext) -> SendEmailResponse:
    _refuse(request, ctx)
    content = request["Content"]
    kinds = [k for k in ("Simple", "Raw", "Template") if content.get(k)]
    if len(kinds) != 1:
        raise errors.bad_request("Content must hold exactly one of Simple, Raw and Template.")
    config_set = request.get("ConfigurationSetName")
    tags = mail.tags_of(request.get("EmailTags"), True)
    source = request.get("FromEmailAddress")
    if "Raw" in kinds:
        data = content["Raw"]["Data"]
        raw_bytes = data if isinstance(data, bytes) else str(data).encode()
        mail.check_size(len(raw_bytes), True)
        raw = compose.read(raw_bytes, True)
        source = source or raw.sender
        given = request.get("Destination")
        destination = mail.destination(given if given else raw.recipients, True)
        with state.store.transaction():
            identity = mail.sender(state, ctx, source, True)
            mail.check_config_set(state, ctx, config_set, True)
            out = mail.Outgoing(
                "v2:SendEmail",
                identity,
                str(source),
                destination,
                subject=raw.subject,
                text=raw.text,
                html=raw.html,
                raw=raw.source_text,
                config_set=config_set,
                tags=tags,
            )
            return {"MessageId": mail.send(state, ctx, out)}
    destination = mail.destination(request.get("Destination"), True)
    if "Simple" in kinds:
        simple = content["Simple"]
        _no_extras(simple, "Simple")
        subject = simple["Subject"]["Data"]
        body = simple["Body"]
        text = body["Text"]["Data"] if body.get("Text") else None
        html = body["Html"]["Data"] if body.get("Html") else None
        built = compose.build(source, destination.get("ToAddresses", []), subject, text, html)
        mail.check_size(len(built.encode()), True)
        with state.store.transaction():
            identity = mail.sender(state, ctx, source, True)
            mail.check_config_set(state, ctx, config_set, True)
            out = mail.Outgoing(
                "v2:SendEmail",
                identity,
                str(source),
                destination,
                subject=subject,
                text=text,
                html=html,
                config_set=config_set,
                tags=tags,
            )
            return {"MessageId": mail.send(state, ctx, out)}
    given_template = content["Template"]
    with state.store.transaction():
        identity = mail.sender(state, ctx, source, True)
        mail.check_config_set(state, ctx, config_set, True)
        template = _template(state, ctx, given_template)
        mid = templated.send(
            state,
            ctx,
            "v2:SendEmail",
            identity,
            str(source),
            destination,
            template,
            given_template.get("TemplateData") or "{}",
            config_set,
            tags,
        )
    return {"MessageId": mid}


def send_bulk_email(
    state: SesState, request: SendBulkEmailRequest, ctx: RequestContext
) -> SendBulkEmailResponse:
    _refuse(request, ctx)
    entries = list(request["BulkEmailEntries"])
    if not entries or len(entries) > mail.MAX_BULK_DESTINATIONS:
        raise errors.bad_request(f"BulkEmailEntries must hold 1 to {mail.MAX_BULK_DESTINATIONS} entries.")
    default = request["DefaultContent"].get("Template")
    if not default:
        raise errors.bad_request("DefaultContent must hold a Template.")
    defaults = templates.data(default.get("TemplateData") or "{}", True)
    default_tags = mail.tags_of(request.get("DefaultEmailTags"), True)
    destinations = [mail.destination(entry["Destination"], True) for entry in entries]
    config_set = request.get("ConfigurationSetName")
    source = request.get("FromEmailAddress")
    results: list[BulkEmailEntryResult] = []
    with state.store.transaction():
        identity = mail.sender(state, ctx, source, True)
        mail.check_config_set(state, ctx, config_set, True)
        template = _template(state, ctx, default)
        mail.check_quota(state, ctx, sum(len(v) for d in destinations for v in d.values()))
        for entry, destination in zip(entries, destinations, strict=True):
            if entry.get("ReplacementHeaders"):
                raise errors.bad_request("labcloud does not implement ReplacementHeaders.")
            replacement = ((entry.get("ReplacementEmailContent") or {}).get("ReplacementTemplate") or {}).get(
                "ReplacementTemplateData"
            )
            values = {**defaults, **templates.data(replacement, True)} if replacement else defaults
            tags = {**default_tags, **mail.tags_of(entry.get("ReplacementTags"), True)}
            mid = templated.send(
                state,
                ctx,
                "v2:SendBulkEmail",
                identity,
                str(source),
                destination,
                template,
                json.dumps(values),
                config_set,
                tags,
            )
            results.append({"Status": "SUCCESS", "MessageId": mid})
    return {"BulkEmailEntryResults": results}
