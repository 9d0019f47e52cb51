"""Finding AppConfig's records by their ids (ResourceNotFoundException naming the kind when absent)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.appconfig import errors
from labcloud.services.appconfig.state import AppConfigState

_NAMES = {
    "app": "Application",
    "env": "Environment",
    "profile": "ConfigurationProfile",
    "version": "HostedConfigurationVersion",
    "strategy": "DeploymentStrategy",
    "deployment": "Deployment",
}


def record(state: AppConfigState, ctx: RequestContext, kind: str, rid: str) -> dict[str, Any]:
    doc = state.records.get(ctx.account_id, ctx.region, kind, rid)
    if doc is None:
        raise errors.not_found(_NAMES[kind], rid)
    return doc


def application(state: AppConfigState, ctx: RequestContext, app_id: str) -> dict[str, Any]:
    return record(state, ctx, "app", app_id)


def child(state: AppConfigState, ctx: RequestContext, kind: str, app_id: str, rid: str) -> dict[str, Any]:
    """An environment or profile of an application (the application checked first, as AWS does)."""
    application(state, ctx, app_id)
    doc = record(state, ctx, kind, rid)
    if doc.get("ApplicationId") != app_id:
        raise errors.not_found(_NAMES[kind], rid)
    return doc
