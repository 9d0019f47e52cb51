"""SES v2's email templates: create, read, replace, list, delete, and TestRenderEmailTemplate."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import compose, errors, paging, render, templates
from labcloud.services.ses.repo import templates as template_rows
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.v2.api import (
        CreateEmailTemplateRequest,
        CreateEmailTemplateResponse,
        DeleteEmailTemplateRequest,
        DeleteEmailTemplateResponse,
        EmailTemplateContent,
        GetEmailTemplateRequest,
        GetEmailTemplateResponse,
        ListEmailTemplatesRequest,
        ListEmailTemplatesResponse,
        TestRenderEmailTemplateRequest,
        TestRenderEmailTemplateResponse,
        UpdateEmailTemplateRequest,
        UpdateEmailTemplateResponse,
    )


def _parts(content: EmailTemplateContent) -> tuple[str | None, str | None, str | None]:
    return content.get("Subject"), content.get("Html"), content.get("Text")


def create_email_template(
    state: SesState, request: CreateEmailTemplateRequest, ctx: RequestContext
) -> CreateEmailTemplateResponse:
    tags = {t["Key"]: t["Value"] for t in request.get("Tags") or []}
    templates.create(state, ctx, request["TemplateName"], _parts(request["TemplateContent"]), tags, v2=True)
    return {}


def update_email_template(
    state: SesState, request: UpdateEmailTemplateRequest, ctx: RequestContext
) -> UpdateEmailTemplateResponse:
    templates.update(state, ctx, request["TemplateName"], _parts(request["TemplateContent"]), v2=True)
    return {}


def get_email_template(
    state: SesState, request: GetEmailTemplateRequest, ctx: RequestContext
) -> GetEmailTemplateResponse:
    found = templates.find(state, ctx, request["TemplateName"], v2=True)
    content: EmailTemplateContent = {}
    if found.subject is not None:
        content["Subject"] = found.subject
    if found.text is not None:
        content["Text"] = found.text
    if found.html is not None:
        content["Html"] = found.html
    return {
        "TemplateName": found.name,
        "TemplateContent": content,
        "Tags": [{"Key": k, "Value": v} for k, v in found.tags.items()],
    }


def delete_email_template(
    state: SesState, request: DeleteEmailTemplateRequest, ctx: RequestContext
) -> DeleteEmailTemplateResponse:
    templates.delete(state, ctx, request["TemplateName"], v2=True)
    return {}


def list_email_templates(
    state: SesState, request: ListEmailTemplatesRequest, ctx: RequestContext
) -> ListEmailTemplatesResponse:
    start = paging.after(request.get("NextToken"), errors.bad_request("Invalid NextToken."))
    limit = paging.size(request.get("PageSize"), 10, 100)
    rows = template_rows.listed(state.store, ctx.account_id, ctx.region, start, limit + 1)
    answer: ListEmailTemplatesResponse = {
        "TemplatesMetadata": [
            {
                "TemplateName": row.name,
                "CreatedTimestamp": datetime.fromtimestamp(row.created, tz=timezone.utc),
            }
            for row in rows[:limit]
        ]
    }
    if len(rows) > limit:
        answer["NextToken"] = paging.token(rows[limit - 1].name)
    return answer


def test_render_email_template(
    state: SesState, request: TestRenderEmailTemplateRequest, ctx: RequestContext
) -> TestRenderEmailTemplateResponse:
    found = templates.find(state, ctx, request["TemplateName"], v2=True)
    values = templates.data(request["TemplateData"], v2=True)
    try:
        subject, html, text = templates.rendered(found, values)
    except render.Missing as exc:
        raise errors.bad_request(f"Attribute '{exc.name}' is not present in the rendering data.") from None
    return {"RenderedTemplate": compose.build(None, [], subject, text, html)}
