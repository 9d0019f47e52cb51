"""Email templates, shared by both APIs: create (syntax checked), replace, read, delete, and rendering with
TemplateData (``render.py``), each refusal in the words of the API that asked (``v2``)."""

from __future__ import annotations

import re
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ses import errors, render
from labcloud.services.ses.events import emit
from labcloud.services.ses.repo import templates
from labcloud.services.ses.repo.templates import Template
from labcloud.services.ses.state import SesState

#: Templates an account may have in a region (AWS's default quota).
MAX_TEMPLATES = 10_000
#: A template's parts together (AWS: 500 KB).
MAX_TEMPLATE_BYTES = 500 * 1024
_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def arn(ctx: RequestContext, name: str) -> str:
    return ctx.arn("ses", f"template/{name}")


def _invalid(v2: bool, message: str) -> AwsError:
    return errors.bad_request(message) if v2 else errors.invalid_template(message)


def _check(name: str, subject: str | None, html: str | None, text: str | None, v2: bool) -> None:
    if not _NAME.match(name):
        fail = errors.bad_request if v2 else errors.invalid_value
        raise fail(f"Template name {name!r} is invalid: use 1 to 64 letters, digits, '_' and '-'.")
    if sum(len((part or "").encode()) for part in (subject, html, text)) > MAX_TEMPLATE_BYTES:
        raise _invalid(v2, f"Template {name} is larger than {MAX_TEMPLATE_BYTES} bytes.")
    for part in (subject, html, text):
        try:
            render.check(part)
        except render.Malformed as exc:
            raise _invalid(v2, f"Template {name} is invalid: {exc}") from None


def missing(name: str, v2: bool) -> AwsError:
    return errors.not_found(f"Template {name} does not exist.") if v2 else errors.template_missing(name)


def find(state: SesState, ctx: RequestContext, name: str, v2: bool) -> Template:
    found = templates.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise missing(name, v2)
    return found


def create(
    state: SesState,
    ctx: RequestContext,
    name: str,
    parts: tuple[str | None, str | None, str | None],
    tags: dict[str, str],
    v2: bool,
) -> None:
    subject, html, text = parts
    _check(name, subject, html, text, v2)
    with state.store.transaction():
        if templates.find(state.store, ctx.account_id, ctx.region, name) is not None:
            if v2:
                raise errors.already_exists(f"Template {name} already exists.")
            raise errors.template_exists(name)
        if templates.count(state.store, ctx.account_id, ctx.region) >= MAX_TEMPLATES:
            fail = errors.v2_limit if v2 else errors.limit_exceeded
            raise fail(f"Maximum number of templates ({MAX_TEMPLATES}) exceeded.")
        templates.put(
            state.store, ctx.account_id, ctx.region, Template(name, subject, html, text, clock.now(), tags)
        )
        emit(state, "ses.template.created", ctx.account_id, ctx.region, arn(ctx, name), name=name)


def update(
    state: SesState,
    ctx: RequestContext,
    name: str,
    parts: tuple[str | None, str | None, str | None],
    v2: bool,
) -> None:
    subject, html, text = parts
    _check(name, subject, html, text, v2)
    with state.store.transaction():
        found = find(state, ctx, name, v2)
        templates.put(
            state.store,
            ctx.account_id,
            ctx.region,
            Template(name, subject, html, text, found.created, found.tags),
        )
        emit(state, "ses.template.updated", ctx.account_id, ctx.region, arn(ctx, name), name=name)


def delete(state: SesState, ctx: RequestContext, name: str, v2: bool) -> None:
    with state.store.transaction():
        if not templates.delete(state.store, ctx.account_id, ctx.region, name):
            if v2:
                raise missing(name, v2)
            return  # v1's DeleteTemplate answers 200 for a template that is not there
        emit(state, "ses.template.deleted", ctx.account_id, ctx.region, arn(ctx, name), name=name)


def data(text: str, v2: bool, rendering: bool = False) -> dict[str, Any]:
    """The template data as an object; not one is SESv2's BadRequestException, v1's
    InvalidRenderingParameter for TestRenderTemplate (``rendering``) and InvalidParameterValue for a send."""
    try:
        return render.data_of(text)
    except ValueError:
        if v2:
            fail = errors.bad_request
        else:
            fail = errors.invalid_rendering if rendering else errors.invalid_value
        raise fail("Template data is not a valid JSON object.") from None


def rendered(template: Template, values: dict[str, Any]) -> tuple[str | None, str | None, str | None]:
    """(subject, html, text) filled in; raises :class:`render.Missing` for a value the data lacks."""
    return (
        render.render(template.subject, values),
        render.render(template.html, values),
        render.render(template.text, values),
    )
