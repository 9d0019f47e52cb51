"""The request-handler chain every AWS call runs through, HTTP or internal.

``authenticate`` (HTTP only, in the hub) → the steps below, in order → the provider.
Each step is explicit and small: cross-cutting concerns live here, never inside providers.

- ``authorize``: asks every registered authorizer (the IAM enforcement of the IAM package)
  whether the principal may perform the operation; a denial raises ``AccessDenied``-style errors.
- ``dispatch``: calls the provider's method for the operation (sync or async).
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from botocore import xform_name

from labcloud.context import RequestContext
from labcloud.errors import AwsError, not_implemented

if TYPE_CHECKING:
    from labcloud.hub import Hub

Params = dict[str, Any]
Handler = Callable[[RequestContext, Params], Awaitable[Params]]
Step = Callable[[RequestContext, Params, Handler], Awaitable[Params]]
Authorizer = Callable[[RequestContext, Params], Awaitable[None] | None]


class Pipeline:
    """Runs the steps around the provider dispatch."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.authorizers: list[Authorizer] = []
        self.steps: list[Step] = [self.authorize]

    def add_authorizer(self, authorizer: Authorizer) -> None:
        self.authorizers.append(authorizer)

    async def run(self, ctx: RequestContext, params: Params) -> Params:
        handler: Handler = self.dispatch
        for step in reversed(self.steps):
            handler = _bind(step, handler)
        return await handler(ctx, params)

    async def authorize(self, ctx: RequestContext, params: Params, call_next: Handler) -> Params:
        for authorizer in self.authorizers:
            outcome = authorizer(ctx, params)
            if inspect.isawaitable(outcome):
                await outcome
        return await call_next(ctx, params)

    async def dispatch(self, ctx: RequestContext, params: Params) -> Params:
        provider = self.hub.providers.get(ctx.service)
        method = getattr(provider, xform_name(ctx.operation), None) if provider is not None else None
        if method is None:
            raise not_implemented(ctx.service, ctx.operation)
        result = method(ctx, params)
        if inspect.isawaitable(result):
            result = await result
        if result is None:
            return {}
        if not isinstance(result, dict):
            raise AwsError("InternalFailure", f"{ctx.service}:{ctx.operation} returned no structure",
                           status=500, sender_fault=False)
        return result


def _bind(step: Step, call_next: Handler) -> Handler:
    async def bound(ctx: RequestContext, params: Params) -> Params:
        return await step(ctx, params, call_next)

    return bound
