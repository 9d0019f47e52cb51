"""Sending one templated message (SendTemplatedEmail, SendBulkTemplatedEmail and SESv2's template
sends): render the template with the data (a missing value is kept as ``RenderingFailure``, as AWS accepts
the send), check the built message's size and keep it."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.ses import compose, mail, render, templates
from labcloud.services.ses.repo.templates import Template
from labcloud.services.ses.state import SesState


def send(
    state: SesState,
    ctx: RequestContext,
    api: str,
    identity: str,
    source: str,
    destination: dict[str, list[str]],
    template: Template,
    data_text: str,
    config_set: str | None,
    tags: dict[str, str],
) -> str:
    """Keep the rendered message; ``api`` names the call (SESv2's begin ``v2:``, which sets its error shapes)."""
    v2 = api.startswith("v2:")
    values = templates.data(data_text, v2)
    try:
        subject, html, text = templates.rendered(template, values)
        status = "Delivered"
    except render.Missing:
        subject, html, text, status = template.subject, template.html, template.text, "RenderingFailure"
    built = compose.build(source, destination.get("ToAddresses", []), subject, text, html)
    mail.check_size(len(built.encode()), v2)
    out = mail.Outgoing(
        api,
        identity,
        source,
        destination,
        subject=subject,
        text=text,
        html=html,
        template=template.name,
        template_data=data_text,
        config_set=config_set,
        tags=tags,
        status=status,
    )
    return mail.send(state, ctx, out)
