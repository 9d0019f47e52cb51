"""Tags of user pools: TagResource, UntagResource, ListTagsForResource, by the pool's ARN (at most 50 a
pool, as Cognito allows); the tags live with the pool (CreateUserPool's and UpdateUserPool's
``UserPoolTags`` set the same ones) and go with it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import lookup
from labcloud.services.cognitoidp.errors import invalid_parameter, pool_not_found
from labcloud.services.cognitoidp.repo import pools
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

MAX_TAGS = 50


def _pool_of(state: CognitoState, ctx: RequestContext, arn: str) -> Pool:
    prefix = f"arn:aws:cognito-idp:{ctx.region}:{ctx.account_id}:userpool/"
    if not arn.startswith("arn:aws:cognito-idp:") or ":userpool/" not in arn:
        raise invalid_parameter(f"{arn} is not a user pool ARN")
    if not arn.startswith(prefix):
        # another account's or region's pool: as unknown as a missing one
        raise pool_not_found(arn.rpartition("/")[2])
    return lookup.pool(state, ctx, arn.removeprefix(prefix))


def _retagged(pool: Pool, tags: dict[str, str]) -> Pool:
    return dataclasses.replace(pool, tags=tags, modified=clock.now())


def tag_resource(
    state: CognitoState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    with state.store.transaction():
        pool = _pool_of(state, ctx, request["ResourceArn"])
        tags = {**pool.tags, **request["Tags"]}
        if len(tags) > MAX_TAGS:
            raise invalid_parameter(f"A user pool can have at most {MAX_TAGS} tags.")
        pools.put(state.store, _retagged(pool, tags))
    return {}


def untag_resource(
    state: CognitoState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        pool = _pool_of(state, ctx, request["ResourceArn"])
        gone = set(request["TagKeys"])
        pools.put(state.store, _retagged(pool, {k: v for k, v in pool.tags.items() if k not in gone}))
    return {}


def list_tags_for_resource(
    state: CognitoState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    return {"Tags": dict(_pool_of(state, ctx, request["ResourceArn"]).tags)}
