"""What S3 Control adds to every S3 request, kept cheap: the server builds S3 Control before it answers
(``registry.EVERY_REQUEST``), so its authorizer and its pipeline step for ``s3`` look only at the bucket name,
and the access-point machinery (:mod:`.through`, :mod:`.object_lambda`) is
imported the first time a name could be an access point's (:mod:`.point_names`), not at start and not on
S3's first call."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.s3control.point_names import looks_like_point

if TYPE_CHECKING:
    from labcloud.services.s3control.state import S3ControlState

Params = dict[str, Any]
Handler = Callable[[RequestContext, Params], Awaitable[Params]]


def authorizer(state: S3ControlState) -> Callable[[RequestContext, Params], None]:
    """``through.authorizer``, built on the first S3 request whose bucket could be an access point."""
    built: list[Callable[[RequestContext, Params], None]] = []

    def authorize(ctx: RequestContext, params: Params) -> None:
        if ctx.service != "s3":
            return
        bucket = params.get("Bucket")
        if not isinstance(bucket, str) or not looks_like_point(bucket):
            return
        if not built:
            from labcloud.services.s3control.through import authorizer as through_point

            built.append(through_point(state))
        built[0](ctx, params)

    return authorize


def step(state: S3ControlState) -> Callable[[RequestContext, Params, Handler], Awaitable[Params]]:
    """``object_lambda.step``, built on the first WriteGetObjectResponse or GetObject through a possible
    access point; every other S3 request goes straight on."""
    built: list[Callable[[RequestContext, Params, Handler], Awaitable[Params]]] = []

    async def through_object_lambda(ctx: RequestContext, params: Params, call_next: Handler) -> Params:
        bucket = params.get("Bucket")
        if ctx.operation != "WriteGetObjectResponse" and not (
            ctx.operation == "GetObject" and isinstance(bucket, str) and looks_like_point(bucket)
        ):
            return await call_next(ctx, params)
        if not built:
            from labcloud.services.s3control.object_lambda import step as object_lambda

            built.append(object_lambda(state))
        return await built[0](ctx, params, call_next)

    return through_object_lambda
