"""The service shape: what a service package declares, and the provider the hub builds from it.

A service in the shape is a package whose ``service.py`` holds ``SERVICE = Service(...)``:

- ``operations``: the operations table, operation name → ``fn(state, request, ctx)``, where
  ``request`` is the operation's TypedDict from the package's generated ``api.py`` and the
  function returns that operation's ``...Response`` (or an awaitable of it). No forwarder methods.
  ``api.py`` is imported under ``TYPE_CHECKING`` only: the types cost nothing at start-up.
  The modules holding the functions are imported on first use: ``service.py`` imports them under
  ``TYPE_CHECKING`` (so mypy checks the table as written) and names them with :func:`lazy_module` at
  run time, whose attributes are :class:`LazyOperation` references resolved when first called; building
  a service then costs its state, tables and contributions, and an operation's first call imports its module.
- ``state``: builds the service's one typed state object from the :class:`Host` (store, bus,
  settings); the state holds only what the service owns.
- ``tables``/``schema``/``migrations``: its SQLite tables, whose SQL lives only in its ``repo``.
- ``contributes``: what it adds to the hub (:class:`Contributions`: pipeline steps, interfaces it
  offers, resource-policy sources, periodic and long-lived background work, internal routes,
  access-key resolvers, invocation fault sources, authorizers); the hub assembles them, the service never
  registers itself.

Behaviour lives in small modules that take the state explicitly and never import a provider.
:class:`ShapedProvider` adapts a ``Service`` to the hub's provider contract, so services not
moved yet (plain :class:`~labcloud.services.base.Provider` subclasses) run side by side.
``tests/unit/test_service_shape.py`` checks every service in the shape.
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from labcloud.context import RequestContext
from labcloud.scheduler import Periodic
from labcloud.services.base import Provider

if TYPE_CHECKING:
    from labcloud.config import Settings
    from labcloud.context import Principal
    from labcloud.events.bus import EventBus
    from labcloud.faults.engine import FaultSource
    from labcloud.hub import Hub
    from labcloud.identity import Identity, Resolver
    from labcloud.internal.routes import InternalRoute
    from labcloud.pipeline import Authorizer, Step
    from labcloud.resource_policies import Lookup, ResourcePolicies
    from labcloud.store.db import Migration, Store
    from labcloud.tag_sources import TagSource

__all__ = [
    "Background",
    "after",
    "Caller",
    "Contributions",
    "Host",
    "Interfaces",
    "LazyOperation",
    "lazy_module",
    "Offer",
    "Periodic",
    "PipelineStep",
    "PolicySource",
    "Service",
    "ShapedProvider",
    "resolved",
]

S = TypeVar("S")
T = TypeVar("T")


class Caller(Protocol):
    """Calls to other services through the pipeline (IAM applies), as ``hub.call``."""

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
    ) -> dict[str, Any]: ...


class Interfaces(Protocol):
    """The interfaces other services offer (``services/<x>/interfaces.py``), found when used: an
    offer made by a service assembled later is there by the time a request runs."""

    def interface(self, kind: type[T]) -> T | None: ...

    def offered(self, kind: type[T]) -> T | None:
        """The interface if its service is built already (never builds one: for background work that
        may skip a round, such as a gauge sample)."""
        ...


class Host(Caller, Interfaces, Protocol):
    """What a service's state may take from the running system (the hub satisfies it)."""

    @property
    def store(self) -> Store: ...

    @property
    def bus(self) -> EventBus: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def identity(self) -> Identity: ...

    @property
    def resource_policies(self) -> ResourcePolicies: ...


@dataclass(frozen=True, slots=True)
class PipelineStep:
    """A step added to the pipeline; ``services``: the only services whose calls it concerns (None: all)."""

    step: Step
    services: tuple[str, ...] | None = None
    #: Run before validation and IAM (seeing the calls they refuse), not after them.
    first: bool = False


@dataclass(frozen=True, slots=True)
class Offer:
    """An interface (a Protocol of ``services/<x>/interfaces.py``) this service implements for others."""

    kind: type
    implementation: object


@dataclass(frozen=True, slots=True)
class PolicySource:
    """Where IAM enforcement finds resource policies of ARNs of ``arn_service``."""

    arn_service: str
    lookup: Lookup
    active: Callable[[], bool]


@dataclass(frozen=True, slots=True)
class Background:
    """Long-lived work with its own tasks (e.g. SQS's message move tasks): started and stopped with the hub."""

    name: str
    start: Callable[[], None]
    stop: Callable[[], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class SnapshotPart:
    """Files a service keeps beside the store that a state snapshot (``store/snapshot.py``) must carry
    (e.g. RDS's postgres data dirs). ``save()`` runs at a save, on the loop thread right after the store's
    copy, and yields (name, bytes); ``load(items)`` gets what the saved ``save()`` yielded (nothing for a
    snapshot without this part) while every service is stopped, before they start over the loaded store."""

    name: str
    save: Callable[[], Iterable[tuple[str, bytes]]]
    load: Callable[[list[tuple[str, bytes]]], None]


@dataclass(frozen=True, slots=True)
class Contributions:
    """What a built service adds to the hub: steps, interfaces, policies, tasks, routes, resolvers, tag sources."""

    steps: tuple[PipelineStep, ...] = ()
    offers: tuple[Offer, ...] = ()
    policy_sources: tuple[PolicySource, ...] = ()
    periodic: tuple[Periodic, ...] = ()
    background: tuple[Background, ...] = ()
    routes: tuple[InternalRoute, ...] = ()
    #: Access key → principal for the keys the service mints (STS's sessions), asked by ``hub.identity``.
    resolvers: tuple[Resolver, ...] = ()
    #: Faults for one Lambda invocation (FIS experiments), asked by ``hub.faults`` before each invoke.
    fault_sources: tuple[FaultSource, ...] = ()
    #: Checks run in the pipeline's authorize step after those added before (S3's cross-account rule).
    authorizers: tuple[Authorizer, ...] = ()
    #: Access key → the Lambda request id its sandbox is serving, asked by ``hub.identity`` (Lambda's).
    invocation_lookups: tuple[Callable[[str], str | None], ...] = ()
    #: Its taggable resources, for the Tagging API and Resource Groups (``tag_sources.py``).
    tag_sources: tuple[TagSource, ...] = ()
    #: Its files a state snapshot carries beside the store's tables (``SnapshotPart``).
    snapshot_parts: tuple[SnapshotPart, ...] = ()


#: ``fn(state, request, ctx)``: returns the operation's response, or an awaitable of it.
Operation = Callable[[S, Any, RequestContext], Any]
#: ``fn(state, request, ctx)``: AWS's checks made before authorization (raise on a malformed request).
Validator = Callable[[S, Any, RequestContext], None]
#: ``fn(state, operation)``: how to answer a model operation outside the table as AWS answers an account
#: without the feature (empty lists, not-found, a declared 4xx), or None: not implemented (501).
Absent = Callable[[S, str], Callable[[RequestContext, dict[str, Any]], Any] | None]


class LazyOperation:
    """A function named by its module and name, imported when first resolved (or called)."""

    __slots__ = ("module", "name", "_fn")

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name
        self._fn: Callable[..., Any] | None = None

    def resolve(self) -> Callable[..., Any]:
        fn = self._fn
        if fn is None:
            fn = self._fn = getattr(importlib.import_module(self.module), self.name)
        return fn

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.resolve()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<lazy {self.module}.{self.name}>"


class _LazyModule:
    """Stands for a module of operations in a ``service.py``: each attribute is a :class:`LazyOperation`."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attribute: str) -> LazyOperation:
        if attribute.startswith("__"):
            raise AttributeError(attribute)
        return LazyOperation(self._name, attribute)


def lazy_module(name: str) -> Any:
    """A stand-in for the module ``name``, imported only when one of its functions is first called:
    ``queue_ops = lazy_module("labcloud.services.sqs.queue_ops")`` in the run-time branch of a
    ``service.py`` whose ``if TYPE_CHECKING:`` branch imports the real module under the same name."""
    return _LazyModule(name)


def resolved(fn: Callable[..., T]) -> Callable[..., T]:
    """The function a table entry stands for (importing its module if it is a :class:`LazyOperation`)."""
    return fn.resolve() if isinstance(fn, LazyOperation) else fn


@dataclass(frozen=True)
class Service(Generic[S]):
    """A service's definition: its operations table, state, contributions and tables."""

    name: str
    state: Callable[[Host], S]
    operations: Mapping[str, Operation[S]]
    contributes: Callable[[S], Contributions]
    tables: Sequence[str] = ()
    schema: Sequence[str] = ()
    migrations: Sequence[Migration] = ()
    validators: Mapping[str, Validator[S]] = field(default_factory=dict)
    #: After the tables are wiped by a reset: forget what the state caches.
    on_reset: Callable[[S], None] | None = None
    absent: Absent[S] | None = None
    #: The name its schema versions are recorded under, when the service's name is taken (EventBridge's
    #: ``events`` is also the event bus's own owner).
    schema_owner: str | None = None


class ShapedProvider(Provider, Generic[S]):
    """A :class:`Service` seen through the provider contract the hub and the pipeline know."""

    def __init__(self, hub: Hub, service: Service[S]) -> None:
        super().__init__(hub)
        self.definition = service
        self.service = service.name
        self.tables = tuple(service.tables)
        self.state: S = service.state(hub)
        self.contributions = service.contributes(self.state)

    def __getattr__(self, name: str) -> Any:
        """The methods of the interfaces the service offers, as its provider had them before it moved
        (``hub.providers["sts"].mint_role_session`` in tests); nothing else of the state shows."""
        contributions = self.__dict__.get("contributions")
        if contributions is not None and not name.startswith("_"):
            for offer in contributions.offers:
                if callable(getattr(offer.kind, name, None)):
                    return getattr(offer.implementation, name)
        raise AttributeError(f"{type(self).__name__} {self.__dict__.get('service')!r} has no {name!r}")

    def schema(self) -> Sequence[str]:
        return self.definition.schema

    def migrations(self) -> Sequence[Migration]:
        return self.definition.migrations

    def operation(self, name: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
        fn = self.definition.operations.get(name)
        if fn is None:
            absent = self.definition.absent
            return None if absent is None else absent(self.state, name)
        if type(fn) is LazyOperation:
            fn = fn.resolve()
        state = self.state

        def bound(ctx: RequestContext, params: dict[str, Any]) -> Any:
            return fn(state, params, ctx)

        return bound

    def validator(self, name: str) -> Callable[[RequestContext, dict[str, Any]], None] | None:
        check = self.definition.validators.get(name)
        if check is None:
            return None
        if type(check) is LazyOperation:
            check = check.resolve()
        state = self.state

        def bound(ctx: RequestContext, params: dict[str, Any]) -> None:
            check(state, params, ctx)

        return bound

    async def start(self) -> None:
        self.launch()

    def launch(self) -> None:
        """Start its background work (synchronous: a service built after the hub started starts at once)."""
        for work in self.contributions.background:
            work.start()

    async def stop(self) -> None:
        for work in reversed(self.contributions.background):
            await work.stop()

    def reset(self) -> None:
        super().reset()
        if self.definition.on_reset is not None:
            self.definition.on_reset(self.state)

    def internal_routes(self) -> list[InternalRoute]:
        return list(self.contributions.routes)


async def after(ready: Awaitable[None], go: Callable[[], T]) -> T:
    """The answer of a synchronous operation that must first wait for something (a KMS call): the
    operation returns this awaitable instead of its answer, and runs the rest once ``ready`` is done."""
    await ready
    return go()
