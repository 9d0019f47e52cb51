"""The account's public access block: Put/Get/DeletePublicAccessBlock (its BlockPublicPolicy refuses a
public access point policy, :func:`.points.check_policy`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.s3control import errors, points
from labcloud.services.s3control.events import emit
from labcloud.services.s3control.repo import blocks
from labcloud.services.s3control.state import S3ControlState

if TYPE_CHECKING:
    from labcloud.services.s3control.api import (
        DeletePublicAccessBlockRequest,
        DeletePublicAccessBlockResponse,
        GetPublicAccessBlockRequest,
        GetPublicAccessBlockResponse,
        PutPublicAccessBlockRequest,
        PutPublicAccessBlockResponse,
    )


def put_public_access_block(
    state: S3ControlState, request: PutPublicAccessBlockRequest, ctx: RequestContext
) -> PutPublicAccessBlockResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    config = points.block_of(req["PublicAccessBlockConfiguration"])
    with state.store.transaction():
        blocks.put(state.store, account, config)
        emit(state, ctx, "s3control.public_access_block.put", f"arn:aws:s3:::account/{account}", **config)
    return cast("PutPublicAccessBlockResponse", {})


def get_public_access_block(
    state: S3ControlState, request: GetPublicAccessBlockRequest, ctx: RequestContext
) -> GetPublicAccessBlockResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    found = blocks.get(state.store, account)
    if found is None:
        raise errors.no_such_block()
    return cast("GetPublicAccessBlockResponse", {"PublicAccessBlockConfiguration": found})


def delete_public_access_block(
    state: S3ControlState, request: DeletePublicAccessBlockRequest, ctx: RequestContext
) -> DeletePublicAccessBlockResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    with state.store.transaction():
        blocks.delete(state.store, account)
        emit(state, ctx, "s3control.public_access_block.deleted", f"arn:aws:s3:::account/{account}")
    return cast("DeletePublicAccessBlockResponse", {})
