"""Finding Glue's records by name (EntityNotFoundException worded as AWS words it when absent)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.glue import errors
from labcloud.services.glue.state import GlueState


def database(state: GlueState, ctx: RequestContext, name: str) -> dict[str, Any]:
    doc = state.records.get(ctx.account_id, ctx.region, "database", name.lower())
    if doc is None:
        raise errors.not_found(f"Database {name} not found.")
    return doc


def table(state: GlueState, ctx: RequestContext, db: str, name: str) -> dict[str, Any]:
    database(state, ctx, db)
    doc = state.records.get(ctx.account_id, ctx.region, "table", table_id(db, name))
    if doc is None:
        raise errors.not_found(f"Table {name} not found.")
    return doc


def job(state: GlueState, ctx: RequestContext, name: str) -> dict[str, Any]:
    doc = state.records.get(ctx.account_id, ctx.region, "job", name)
    if doc is None:
        raise errors.not_found(f"Job with name: {name} not found.")
    return doc


def crawler(state: GlueState, ctx: RequestContext, name: str) -> dict[str, Any]:
    doc = state.records.get(ctx.account_id, ctx.region, "crawler", name)
    if doc is None:
        raise errors.not_found(f"Crawler with name {name} has not been found.")
    return doc


def table_id(db: str, name: str) -> str:
    return f"{db.lower()}/{name.lower()}"
