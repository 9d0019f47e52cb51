"""The running labcloud: settings, store, event bus, identity, pipeline and the service providers.

Everything a provider needs reaches it through the hub; ``hub.call`` is how one service uses
another (an event source mapping receiving from SQS, Lambda writing its logs), through the same
pipeline as HTTP requests, so authorization and events stay real.

Building a service means importing it (most of a server's start-up). A hub made with
``deferred=True`` (the server's) builds only the services of ``registry.EVERY_REQUEST`` at once and
the others once it has started, one per turn of the event loop (:meth:`Hub.start`); a call for a service
not built yet builds it first (:meth:`Hub.ensure`, from the pipeline), as does an interface asked
for before its service is built, so no request sees a partial hub.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import time
from collections.abc import Callable
from typing import Any, TypeVar, cast

from labcloud import clock
from labcloud.config import Settings
from labcloud.context import Principal, RequestContext
from labcloud.events import scope as event_scope
from labcloud.events.bus import EventBus
from labcloud.faults.engine import FaultEngine
from labcloud.identity import Identity
from labcloud.pipeline import Pipeline
from labcloud.protocol.encoded import decoded
from labcloud.protocol.internal_input import checked_params
from labcloud.resource_policies import ResourcePolicies
from labcloud.scheduler import Scheduler
from labcloud.services.base import Provider
from labcloud.services.registry import EVERY_REQUEST, PACKAGES, find
from labcloud.services.shape import Contributions, ShapedProvider, SnapshotPart
from labcloud.store.datadir import FULL_CHECK_BYTES, DataDirError
from labcloud.store.db import Store
from labcloud.tag_sources import TagSources

log = logging.getLogger("labcloud")

T = TypeVar("T")

#: The background builds the next service only after this long without a call.
QUIET_SECONDS = 0.01


def missing_members(kind: type, implementation: object) -> list[str]:
    """The public methods ``kind`` declares that ``implementation`` lacks (or has as non-callables)."""
    declared = [
        name
        for klass in kind.__mro__
        if klass is not object
        for name, value in vars(klass).items()
        if not name.startswith("_") and callable(value)
    ]
    return sorted({name for name in declared if not callable(getattr(implementation, name, None))})


def _reset_clock() -> None:
    if clock.offset():
        clock.reset()


class Hub:
    def __init__(self, settings: Settings, store: Store | None = None, *, deferred: bool = False) -> None:
        """``store``: an open store to start over (a state snapshot just loaded into it), else the data dir's.
        ``deferred``: build only the services every request needs now, the others after :meth:`start`."""
        self.settings = settings
        self.store = (
            store
            if store is not None
            else Store(
                settings.database_path,
                full_check_bytes=settings.tuning.integer("LABCLOUD_FULL_CHECK_BYTES", FULL_CHECK_BYTES),
            )
        )
        self.bus = EventBus(self.store, settings.tuning.integer("LABCLOUD_MAX_EVENTS", 0) or None)
        clock.attach(self.store, self.bus, settings.account_id, settings.region)  # the offset users moved
        self.identity = Identity(settings)
        self.resource_policies = ResourcePolicies()
        self.pipeline = Pipeline(self)
        #: Fault rules (a pipeline step) and per-invocation faults (prove runs, FIS experiments).
        self.faults = FaultEngine(self)
        self.pipeline.add_step(self.faults.step)
        #: Periodic background work the services declare (``services/shape.py`` ``Periodic``).
        self.scheduler = Scheduler(clock.now)
        self.providers: dict[str, Provider] = {}
        #: Small typed interfaces one service offers others, keyed by their class (e.g. the DynamoDB stream journal).
        self.interfaces: dict[type, object] = {}
        #: Every service's taggable resources (``tag_sources.py``), offered as an interface.
        self.tag_sources = TagSources(self.ensure_all)
        self.interfaces[TagSources] = self.tag_sources
        #: The services' files a state snapshot carries beside the store (``shape.SnapshotPart``).
        self.snapshot_parts: list[SnapshotPart] = []
        #: Called with each service's provider once it is built (the app adds its internal routes).
        self.built: list[Callable[[Provider], None]] = []
        #: The services whose building added something every request meets (see ``registry.EVERY_REQUEST``).
        self.reaches_every_request: list[str] = []
        #: State outside the providers that a reset also forgets (e.g. the active lab).
        self.reset_hooks: list[Callable[[], None]] = [self.faults.reset]
        self.started = False
        self._started_at = 0.0
        #: The services not built yet, in the order the background builds them.
        self._unbuilt: list[str] = [s for s in PACKAGES if s in EVERY_REQUEST] + [
            s for s in PACKAGES if s not in EVERY_REQUEST
        ]
        self._builder: asyncio.Task[None] | None = None
        #: Seconds between two background builds (``LABCLOUD_BUILD_PAUSE``, 0: none; tests widen the window).
        self._build_pause = settings.tuning.number("LABCLOUD_BUILD_PAUSE", 0.0, minimum=0.0)
        #: Providers built after the hub started whose ``start`` (a recovery, say) is still running: a call
        #: for one waits for it (the pipeline), so it never meets state its start has not recovered yet.
        self._starting: dict[str, asyncio.Task[None]] = {}
        self.pipeline.starting = self._starting
        self.pipeline.ensure = self.ensure
        #: A data dir a service cannot open (its schema from a newer labcloud), met while building in the
        #: background: the server then stops and exits 1 (``server.py``), as it would have refused to start.
        self.fatal: DataDirError | None = None
        for service in EVERY_REQUEST if deferred else list(PACKAGES):
            self.ensure(service)

    @property
    def complete(self) -> bool:
        """Is every service built?"""
        return not self._unbuilt

    def ensure(self, service: str) -> None:
        """Build ``service`` now if it is not built yet (import it, create its tables, wire what it
        contributes, and start it when the hub has started); a service unknown here is left alone."""
        if service not in self._unbuilt:
            return
        self._unbuilt.remove(service)  # first: building it may ask for interfaces, or other services
        if not self._unbuilt:
            self.pipeline.ensure = None
        found = find(service)
        if found is None:
            return
        reach = self._reach()
        owner = service
        try:
            provider: Provider
            if isinstance(found, type):
                provider = found(self)
            else:
                provider = ShapedProvider(self, found)
                owner = found.schema_owner or service
            # its tables first: a service whose tables cannot be made (a full disk) wires nothing, so no
            # request or periodic task ever meets a half-built service; it stays unbuilt and is tried again
            self.store.ensure_schema(owner, provider.schema(), provider.migrations())
        except DataDirError as exc:
            if self.started and self.fatal is None:  # met after answering, by whatever asked for the service
                self.fatal = exc
                os.kill(os.getpid(), signal.SIGTERM)  # a graceful stop; the exit status says why
            raise
        except BaseException:
            self._unbuilt.insert(0, service)
            self.pipeline.ensure = self.ensure
            raise
        if isinstance(provider, ShapedProvider):
            self.pipeline.rank = 1 + list(PACKAGES).index(
                service
            )  # its steps go where in-order building puts them
            self.assemble(provider.contributions)
            self.pipeline.rank = len(PACKAGES) + 1  # steps added outside building go last, as before
        self.providers[service] = provider
        ordered = sorted(self.providers.items(), key=lambda item: list(PACKAGES).index(item[0]))
        self.providers.clear()  # in the registry's order, however they were built: start, stop, reset go so
        self.providers.update(ordered)
        if self._reach() != reach:
            self.reaches_every_request.append(service)
        for hook in self.built:
            hook(provider)
        if self.started:
            if isinstance(provider, ShapedProvider):
                provider.launch()
            else:
                task = asyncio.get_running_loop().create_task(provider.start())
                self._starting[service] = task
                task.add_done_callback(lambda _task: self._starting.pop(service, None))

    def ensure_all(self) -> None:
        """Build every service not built yet, now."""
        while self._unbuilt:
            self.ensure(self._unbuilt[0])

    def _reach(self) -> tuple[int, ...]:
        """How much every request meets: steps for all services, authorizers, key resolvers, fault sources."""
        everywhere = sum(1 for scope in self.pipeline.scopes if scope is None)
        return (
            everywhere,
            len(self.pipeline.authorizers),
            len(self.identity.resolvers),
            len(self.faults.sources),
        )

    def quiet(self) -> bool:
        """May background work take a step: no call for ``QUIET_SECONDS``, nor a start that recent (the
        first answers, a health check's, go before it)?"""
        return time.monotonic() - max(self.pipeline.last_call, self._started_at) >= QUIET_SECONDS

    async def until_quiet(self) -> None:
        """Wait while calls are coming (a test suite's first calls): they build what they need
        themselves, and never wait behind a background step for something they do not use."""
        while not self.quiet():
            await asyncio.sleep(QUIET_SECONDS)

    async def _build_rest(self) -> None:
        """Build the services not built yet, one per turn of the loop, so requests are answered between."""
        while self._unbuilt:
            await asyncio.sleep(self._build_pause)
            await self.until_quiet()
            if not self._unbuilt:  # calls built the last ones meanwhile
                return
            try:
                self.ensure(self._unbuilt[0])
            except DataDirError:
                return  # the server is stopping (above)
            except Exception:  # noqa: BLE001 - a service failing to build must not stop the others
                log.exception("building a service failed; trying again in a second")
                await asyncio.sleep(1.0)

    def assemble(self, contributions: Contributions) -> None:
        """Wire what a service in the shape contributes: steps, interfaces, policy sources, periodic work
        (its internal routes are read by the app, its background work started with the hub)."""
        for item in contributions.steps:
            self.pipeline.add_step(item.step, item.services, first=item.first)
        for offer in contributions.offers:
            self.offer(offer.kind, offer.implementation)
        for source in contributions.policy_sources:
            self.resource_policies.register(source.arn_service, source.lookup, source.active)
        for task in contributions.periodic:
            self.scheduler.add(task)
        for resolver in contributions.resolvers:
            self.identity.add_resolver(resolver)
        self.faults.sources.extend(contributions.fault_sources)
        for authorizer in contributions.authorizers:
            self.pipeline.add_authorizer(authorizer)
        for lookup in contributions.invocation_lookups:
            self.identity.add_invocation_lookup(lookup)
        for tagged in contributions.tag_sources:
            self.tag_sources.add(tagged)
        self.snapshot_parts.extend(contributions.snapshot_parts)

    def provider(self, service: str) -> Provider:
        return self.providers[service]

    def serves(self, service: str) -> bool:
        """Is ``service`` running here (a check before ``hub.call``, never a way to its provider)?"""
        return service in self.providers or service in self._unbuilt

    def offer(self, kind: type[T], implementation: T) -> None:
        """Register a typed interface other services may use (instead of reaching into a provider).

        An implementation lacking a method the interface declares is refused at once (TypeError),
        so a drifted seam fails at startup rather than on the first cross-service call."""
        missing = missing_members(kind, implementation)
        if missing:
            raise TypeError(
                f"{type(implementation).__name__} does not implement {kind.__name__}: {', '.join(missing)}"
            )
        self.interfaces[kind] = implementation

    def interface(self, kind: type[T]) -> T | None:
        found = self.interfaces.get(kind)
        if found is None and self._unbuilt:
            # not offered yet: build the service whose interfaces.py declares it, else every service
            parts = kind.__module__.split(".")
            package = parts[2] if parts[:2] == ["labcloud", "services"] and len(parts) > 3 else None
            owners = [s for s in self._unbuilt if package is not None and PACKAGES[s] == package]
            for service in owners or list(self._unbuilt):
                self.ensure(service)
            found = self.interfaces.get(kind)
        return None if found is None else cast(T, found)

    def offered(self, kind: type[T]) -> T | None:
        found = self.interfaces.get(kind)
        return None if found is None else cast(T, found)

    async def start(self) -> None:
        for provider in list(self.providers.values()):
            await provider.start()
        self.scheduler.start()
        self.started = True
        self._started_at = time.monotonic()
        if self._unbuilt:
            self._builder = asyncio.get_running_loop().create_task(self._build_rest())

    async def stop(self) -> None:
        builder, self._builder = self._builder, None
        if builder is not None:
            builder.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await builder
        if self._starting:
            await asyncio.gather(*self._starting.values(), return_exceptions=True)
        await self.scheduler.stop()
        for provider in reversed(list(self.providers.values())):
            try:
                await provider.stop()
            except Exception:  # noqa: BLE001 - shutdown must go on
                log.exception("stopping %s failed", provider.service)
        self.started = False

    def close(self) -> None:
        clock.detach(self.store)
        self.store.close()

    async def reset(self) -> None:
        """Forget every resource, all history and the active lab (``POST /_labcloud/reset``, used by tests)."""
        self.ensure_all()  # a service not built yet has tables to forget too
        await self.scheduler.stop()
        for provider in self.providers.values():
            await provider.stop()
        for provider in self.providers.values():
            provider.reset()
        _reset_clock()  # back to wall time, before the history (its clock.moved event too) is cleared
        self.bus.clear()
        for hook in self.reset_hooks:
            hook()
        for provider in self.providers.values():
            await provider.start()
        self.scheduler.start()

    def context(
        self,
        service: str,
        operation: str,
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        lambda_request_id: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> RequestContext:
        account = account_id or (principal.account_id if principal else self.settings.account_id)
        return RequestContext(
            extra=dict(extra or {}),
            service=service,
            operation=operation,
            account_id=account,
            region=region or self.settings.region,
            principal=principal or self.identity.root(account),
            source="internal",
            endpoint=self.settings.endpoint,
            lambda_request_id=lambda_request_id,
        )

    async def call(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        lambda_request_id: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Run one operation of a service from inside labcloud, through the pipeline.

        ``params`` are checked against the operation's model first, as an HTTP request's are
        (``protocol/internal_input.py``): a call that does not fit gets the service's validation error.
        ``extra`` carries request-context keys such as ``aws:SourceArn``/``aws:SourceAccount`` when a
        service acts on behalf of a resource (IAM conditions read them).
        """
        ctx = self.context(
            service,
            operation,
            account_id=account_id,
            region=region,
            principal=principal,
            lambda_request_id=lambda_request_id,
            extra=extra,
        )
        execution_arn = ctx.extra.get(event_scope.EXECUTION_KEY)
        if isinstance(execution_arn, str) and execution_arn:
            with event_scope.scope(None, None, execution_arn):
                answer = await self.pipeline.run(ctx, checked_params(service, operation, params))
        else:
            answer = await self.pipeline.run(ctx, checked_params(service, operation, params))
        # JSON texts an answer carries for the JSON codec (protocol/encoded.py) are values here
        values: dict[str, Any] = decoded(answer)
        return values
