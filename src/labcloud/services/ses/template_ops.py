"""SES v1's template operations: create, read, replace, list, delete, and TestRenderTemplate."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import compose, errors, paging, render, templates
from labcloud.services.ses.repo import templates as template_rows
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        CreateTemplateRequest,
        CreateTemplateResponse,
        DeleteTemplateRequest,
        DeleteTemplateResponse,
        GetTemplateRequest,
        GetTemplateResponse,
        ListTemplatesRequest,
        ListTemplatesResponse,
        Template,
        TestRenderTemplateRequest,
        TestRenderTemplateResponse,
        UpdateTemplateRequest,
        UpdateTemplateResponse,
    )


def _parts(template: Template) -> tuple[str | None, str | None, str | None]:
    return template.get("SubjectPart"), template.get("HtmlPart"), template.get("TextPart")


def create_template(
    state: SesState, request: CreateTemplateRequest, ctx: RequestContext
) -> CreateTemplateResponse:
    template = request["Template"]
    templates.create(state, ctx, template["TemplateName"], _parts(template), {}, v2=False)
    return {}


def update_template(
    state: SesState, request: UpdateTemplateRequest, ctx: RequestContext
) -> UpdateTemplateResponse:
    template = request["Template"]
    templates.update(state, ctx, template["TemplateName"], _parts(template), v2=False)
    return {}


def get_template(state: SesState, request: GetTemplateRequest, ctx: RequestContext) -> GetTemplateResponse:
    found = templates.find(state, ctx, request["TemplateName"], v2=False)
    answer: Template = {"TemplateName": found.name}
    if found.subject is not None:
        answer["SubjectPart"] = found.subject
    if found.text is not None:
        answer["TextPart"] = found.text
    if found.html is not None:
        answer["HtmlPart"] = found.html
    return {"Template": answer}


def delete_template(
    state: SesState, request: DeleteTemplateRequest, ctx: RequestContext
) -> DeleteTemplateResponse:
    templates.delete(state, ctx, request["TemplateName"], v2=False)
    return {}


def list_templates(
    state: SesState, request: ListTemplatesRequest, ctx: RequestContext
) -> ListTemplatesResponse:
    start = paging.after(request.get("NextToken"), errors.invalid_value("Invalid NextToken."))
    limit = paging.size(request.get("MaxItems"), 10, 100)
    rows = template_rows.listed(state.store, ctx.account_id, ctx.region, start, limit + 1)
    answer: ListTemplatesResponse = {
        "TemplatesMetadata": [
            {"Name": row.name, "CreatedTimestamp": datetime.fromtimestamp(row.created, tz=timezone.utc)}
            for row in rows[:limit]
        ]
    }
    if len(rows) > limit:
        answer["NextToken"] = paging.token(rows[limit - 1].name)
    return answer


def test_render_template(
    state: SesState, request: TestRenderTemplateRequest, ctx: RequestContext
) -> TestRenderTemplateResponse:
    found = templates.find(state, ctx, request["TemplateName"], v2=False)
    values = templates.data(request["TemplateData"], v2=False, rendering=True)
    try:
        subject, html, text = templates.rendered(found, values)
    except render.Missing as exc:
        raise errors.missing_attribute(exc.name) from None
    return {"RenderedTemplate": compose.build(None, [], subject, text, html)}
