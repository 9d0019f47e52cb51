"""Tags on pipes: TagResource, UntagResource and ListTagsForResource by pipe ARN."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.pipes.errors import not_found, validation
from labcloud.services.pipes.repo import pipes
from labcloud.services.pipes.state import PipesState

if TYPE_CHECKING:
    from labcloud.services.pipes.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

PIPE_ARN = re.compile(r"^arn:aws[a-z-]*:pipes:([a-z0-9-]+):(\d{12}):pipe/([\.\-_A-Za-z0-9]+)$")
MAX_TAGS = 50


def _pipe(state: PipesState, arn: str, ctx: RequestContext) -> pipes.Pipe:
    found = PIPE_ARN.match(arn)
    if found is None:
        raise validation(f"Invalid resource ARN {arn}.")
    region, account, name = found.groups()
    pipe = pipes.find(state.store, account, region, name)
    if pipe is None or account != ctx.account_id:
        raise not_found(f"Pipe {name} does not exist.")
    return pipe


def tag_resource(state: PipesState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        pipe = _pipe(state, request["resourceArn"], ctx)
        tags = {**pipe.tags, **request["tags"]}
        if len(tags) > MAX_TAGS:
            raise validation(f"A pipe can have at most {MAX_TAGS} tags.")
        pipes.put(state.store, pipe.moved(tags=tags))
    return {}


def untag_resource(
    state: PipesState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        pipe = _pipe(state, request["resourceArn"], ctx)
        tags = {k: v for k, v in pipe.tags.items() if k not in set(request["tagKeys"])}
        pipes.put(state.store, pipe.moved(tags=tags))
    return {}


def list_tags_for_resource(
    state: PipesState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    return {"tags": dict(_pipe(state, request["resourceArn"], ctx).tags)}
