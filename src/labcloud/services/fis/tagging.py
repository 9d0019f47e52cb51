"""Tags of FIS's experiment templates and experiments: TagResource, UntagResource, ListTagsForResource.

A resource is named by its ARN (``experiment-template/<id>`` or ``experiment/<id>``); its tags live in its
stored document, as CreateExperimentTemplate and StartExperiment wrote them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.fis.actions import invalid
from labcloud.services.fis.repo import experiments as experiment_rows
from labcloud.services.fis.repo import templates as template_rows
from labcloud.services.fis.state import FisState
from labcloud.services.fis.templates import not_found
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.fis.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

#: A resource may carry at most this many tags (FIS's TagMap limit).
MAX_TAGS = 50

_KINDS: dict[str, tuple[str, Any]] = {
    "experiment-template": ("Experiment template", template_rows),
    "experiment": ("Experiment", experiment_rows),
}


def _resolve(store: Store, ctx: RequestContext, arn: str) -> tuple[dict[str, Any], Callable[[], None]]:
    """The stored document an ARN names, and how to write it back once its tags changed."""
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "fis" or "/" not in parts[5]:
        raise invalid(f"Invalid resource ARN: {arn}")
    kind, _, resource_id = parts[5].partition("/")
    if kind not in _KINDS or not resource_id:
        raise invalid(f"Invalid resource ARN: {arn}")
    what, rows = _KINDS[kind]
    doc = None
    if parts[3] == ctx.region and parts[4] == ctx.account_id:
        doc = rows.get(store, ctx.account_id, ctx.region, resource_id)
    if doc is None:
        raise not_found(what, resource_id)
    return doc, lambda: rows.update(store, doc)


def tag_resource(state: FisState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        doc, save = _resolve(state.store, ctx, request["resourceArn"])
        tags = {**(doc.get("tags") or {}), **request["tags"]}
        if len(tags) > MAX_TAGS:
            raise invalid(f"A resource can have at most {MAX_TAGS} tags")
        doc["tags"] = tags
        save()
    return {}


def untag_resource(
    state: FisState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        doc, save = _resolve(state.store, ctx, request["resourceArn"])
        gone = set(request.get("tagKeys") or ())
        doc["tags"] = {key: value for key, value in (doc.get("tags") or {}).items() if key not in gone}
        save()
    return {}


def list_tags_for_resource(
    state: FisState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    doc, _ = _resolve(state.store, ctx, request["resourceArn"])
    return {"tags": dict(doc.get("tags") or {})}
