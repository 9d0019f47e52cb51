"""Experiment template operations: CreateExperimentTemplate, GetExperimentTemplate,
ListExperimentTemplates, DeleteExperimentTemplate (checks and documents in :mod:`.templates`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.fis import templates
from labcloud.services.fis.events import emit
from labcloud.services.fis.state import FisState

if TYPE_CHECKING:
    from labcloud.services.fis.api import (
        CreateExperimentTemplateRequest,
        CreateExperimentTemplateResponse,
        DeleteExperimentTemplateRequest,
        DeleteExperimentTemplateResponse,
        ExperimentTemplate,
        GetExperimentTemplateRequest,
        GetExperimentTemplateResponse,
        ListExperimentTemplatesRequest,
        ListExperimentTemplatesResponse,
    )


def create_experiment_template(
    state: FisState, request: CreateExperimentTemplateRequest, ctx: RequestContext
) -> CreateExperimentTemplateResponse:
    doc = templates.create(state.store, ctx, request)
    emit(state, ctx, "fis.template.created", doc["arn"], id=doc["id"])
    return {"experimentTemplate": cast("ExperimentTemplate", doc)}


def get_experiment_template(
    state: FisState, request: GetExperimentTemplateRequest, ctx: RequestContext
) -> GetExperimentTemplateResponse:
    doc = templates.template_out(templates.load(state.store, ctx, request["id"]))
    return {"experimentTemplate": cast("ExperimentTemplate", doc)}


def list_experiment_templates(
    state: FisState, request: ListExperimentTemplatesRequest, ctx: RequestContext
) -> ListExperimentTemplatesResponse:
    return cast("ListExperimentTemplatesResponse", templates.listing(state.store, ctx, request))


def delete_experiment_template(
    state: FisState, request: DeleteExperimentTemplateRequest, ctx: RequestContext
) -> DeleteExperimentTemplateResponse:
    doc = templates.delete(state.store, ctx, request["id"])
    emit(state, ctx, "fis.template.deleted", doc["arn"], id=doc["id"])
    return {"experimentTemplate": cast("ExperimentTemplate", templates.template_out(doc))}
