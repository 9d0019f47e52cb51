"""The request-handler chain every AWS call runs through, HTTP or internal.

``authenticate`` (HTTP only, in the hub) → the steps below, in order → the provider.
Each step is explicit and small: cross-cutting concerns live here, never inside providers.

- ``validate``: the provider's validator for the operation (``validate_<operation>(ctx, params)``, or
  a shaped service's ``validators`` entry), when it has one: the checks
  AWS makes before authorization (an ARN's syntax, say), so a malformed request is a 400 whoever
  sends it.
- ``authorize``: asks every registered authorizer (the IAM enforcement of the IAM package)
  whether the principal may perform the operation; a denial raises ``AccessDenied``-style errors.
- ``dispatch``: calls the provider's callable for the operation (sync or async): its method, or a
  shaped service's operations-table entry (``services/shape.py``).
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError, not_implemented

if TYPE_CHECKING:
    from labcloud.hub import Hub

Params = dict[str, Any]
Handler = Callable[[RequestContext, Params], Awaitable[Params]]
#: A step hands back an awaitable of the answer: its own coroutine, or (letting the request through) the
#: next handler's.
Step = Callable[[RequestContext, Params, Handler], Awaitable[Params]]
Authorizer = Callable[[RequestContext, Params], Awaitable[None] | None]


class Pipeline:
    """Runs the steps around the provider dispatch.

    The chain of steps is bound once (and again only when a step is added), and each
    operation's provider method is looked up once, so a request pays only for the steps' work.
    """

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.authorizers: list[Authorizer] = []
        self._steps: tuple[Step, ...] = (self.validate, self.authorize)
        self._scopes: tuple[frozenset[str] | None, ...] = (None, None)
        self._ranks: tuple[int, ...] = (0, 0)
        #: The rank of the steps added now: the hub sets it to the place of the service it builds.
        self.rank = 0
        #: How many steps lead the chain in a fixed order: the ``first`` steps, then validate and authorize.
        self._fixed = 2
        self._chains: dict[str, Handler] = {}
        self._methods: dict[tuple[str, str], Callable[[RequestContext, Params], Any]] = {}
        self._validators: dict[tuple[str, str], Callable[[RequestContext, Params], None] | None] = {}
        #: While some services are not built yet (a server just started): builds a call's service first.
        self.ensure: Callable[[str], None] | None = None
        #: The services whose provider's start is still running (built after the hub started).
        self.starting: Mapping[str, asyncio.Task[None]] = {}
        #: When the last call ran while services were still being built (the background builds in the quiet).
        self.last_call = 0.0

    @property
    def steps(self) -> tuple[Step, ...]:
        return self._steps

    @property
    def scopes(self) -> tuple[frozenset[str] | None, ...]:
        """Each step's services (None: all), in the order of :attr:`steps`."""
        return self._scopes

    def add_step(self, step: Step, services: tuple[str, ...] | None = None, *, first: bool = False) -> None:
        """Add a step, run after the existing ones (just before the dispatch): fault rules, metrics.

        ``services``: the only services whose calls the step concerns (others skip it); None for all.
        Steps of a service built out of order (the hub builds some first) still run in the order of
        their services' ranks (:attr:`rank` when added), as if every service had been built in order.
        ``first``: the step runs before validation and authorization, so it sees the calls they refuse
        too (CloudTrail's record of every call); such steps run in the order they were added.
        """
        if first:
            at = self._fixed - 2
            self._fixed += 1
        else:
            at = len(self._steps)
            while at > self._fixed and self._ranks[at - 1] > self.rank:
                at -= 1
        scope = None if services is None else frozenset(services)
        self._steps = (*self._steps[:at], step, *self._steps[at:])
        self._scopes = (*self._scopes[:at], scope, *self._scopes[at:])
        self._ranks = (*self._ranks[:at], self.rank, *self._ranks[at:])
        self._chains = {}

    def add_authorizer(self, authorizer: Authorizer) -> None:
        self.authorizers.append(authorizer)

    def _bind_chain(self, service: str) -> Handler:
        handler: Handler = self.dispatch
        for step, scope in reversed(tuple(zip(self._steps, self._scopes, strict=True))):
            if scope is None or service in scope:
                handler = _bind(step, handler)
        self._chains[service] = handler
        return handler

    async def run(self, ctx: RequestContext, params: Params) -> Params:
        if self.ensure is not None:  # services are still being built: the hub's builder waits for quiet
            self.ensure(ctx.service)
            self.last_call = time.monotonic()
            try:
                return await self._run(ctx, params)
            finally:  # quiet counts from a call's end (its first use may import its module)
                self.last_call = time.monotonic()
        return await self._run(ctx, params)

    async def _run(self, ctx: RequestContext, params: Params) -> Params:
        if self.starting:
            start = self.starting.get(ctx.service)
            if start is not None:
                await asyncio.shield(start)
        chain = self._chains.get(ctx.service) or self._bind_chain(ctx.service)
        return await chain(ctx, params)

    # The steps below are plain functions handing back the next handler's awaitable when they let the
    # request through (every request but a refused one): no coroutine of their own per request.

    def validate(self, ctx: RequestContext, params: Params, call_next: Handler) -> Awaitable[Params]:
        key = (ctx.service, ctx.operation)
        try:
            check = self._validators[key]
        except KeyError:
            provider = self.hub.providers.get(ctx.service)
            check = provider.validator(ctx.operation) if provider is not None else None
            self._validators[key] = check
        if check is not None:
            check(ctx, params)
        return call_next(ctx, params)

    def authorize(self, ctx: RequestContext, params: Params, call_next: Handler) -> Awaitable[Params]:
        authorizers = self.authorizers
        for index, authorizer in enumerate(authorizers):
            outcome = authorizer(ctx, params)
            if outcome is not None and inspect.isawaitable(outcome):
                return self._authorize_awaiting(outcome, index + 1, ctx, params, call_next)
        return call_next(ctx, params)

    async def _authorize_awaiting(
        self, outcome: Awaitable[None], start: int, ctx: RequestContext, params: Params, call_next: Handler
    ) -> Params:
        """:meth:`authorize` from an authorizer that answered with an awaitable: the rest in turn."""
        await outcome
        for authorizer in self.authorizers[start:]:
            more = authorizer(ctx, params)
            if more is not None and inspect.isawaitable(more):
                await more
        return await call_next(ctx, params)

    def _method(self, service: str, operation: str) -> Callable[[RequestContext, Params], Any] | None:
        key = (service, operation)
        method = self._methods.get(key)
        if method is None:
            provider = self.hub.providers.get(service)
            method = provider.operation(operation) if provider is not None else None
            if method is None:
                return None
            self._methods[key] = method
        return method

    async def dispatch(self, ctx: RequestContext, params: Params) -> Params:
        method = self._method(ctx.service, ctx.operation)
        if method is None:
            raise not_implemented(ctx.service, ctx.operation)
        result = method(ctx, params)
        if type(result) is not dict:
            if inspect.isawaitable(result):
                result = await result
            if result is None:
                return {}
            if not isinstance(result, dict):
                raise AwsError(
                    "InternalFailure",
                    f"{ctx.service}:{ctx.operation} returned no structure",
                    status=500,
                    sender_fault=False,
                )
        return result


def _bind(step: Step, call_next: Handler) -> Handler:
    # a plain function handing back the step's own awaitable: no coroutine of its own per step and call
    def bound(ctx: RequestContext, params: Params) -> Awaitable[Params]:
        return step(ctx, params, call_next)

    return bound
