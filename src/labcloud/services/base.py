"""The provider contract every service package implements.

A provider is pure behaviour: its method for operation ``PutItem`` is ``put_item(ctx, params)``;
``params`` is the validated, typed input (blobs as bytes, timestamps as datetimes) and the
method returns the output structure as a plain dict (or raises :class:`labcloud.errors.AwsError`).
Methods may be ``async`` (long polling, invocations). The protocol layer does all wire work.
Providers keep their state in their own SQLite tables (``schema()``), publish domain events on
the bus, and call other services only through ``hub.call`` (never through their tables).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from botocore import xform_name

from labcloud.context import RequestContext

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.internal.routes import InternalRoute
    from labcloud.store.db import Migration


class Provider:
    """Base class of the service providers."""

    service: str = ""
    #: SQLite tables this provider owns (wiped by ``reset``).
    tables: Sequence[str] = ()

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.store = hub.store
        self.bus = hub.bus
        self.settings = hub.settings

    def schema(self) -> Sequence[str]:
        """``CREATE TABLE IF NOT EXISTS`` statements for this provider's tables (its version-1 schema:
        never edit them once released; change the schema with :meth:`migrations`)."""
        return ()

    def migrations(self) -> Sequence[Migration]:
        """Versioned schema changes after :meth:`schema` (see :class:`labcloud.store.db.Migration`)."""
        return ()

    async def start(self) -> None:
        """Start background work (sweepers, pollers) once the server runs."""

    async def stop(self) -> None:
        """Stop background work; called on shutdown and before a reset."""

    def operation(self, name: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
        """The callable answering operation ``name``: the method named after it (``PutItem`` → ``put_item``),
        else :meth:`absent_operation`'s answer; None when not implemented."""
        method: Callable[[RequestContext, dict[str, Any]], Any] | None = getattr(self, xform_name(name), None)
        return method if method is not None else self.absent_operation(name)

    def validator(self, name: str) -> Callable[[RequestContext, dict[str, Any]], None] | None:
        """The checks AWS makes before authorization for operation ``name`` (``validate_<operation>``)."""
        check: Callable[[RequestContext, dict[str, Any]], None] | None = getattr(
            self, "validate_" + xform_name(name), None
        )
        return check

    def absent_operation(self, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
        """How to answer an operation of the model that has no method here, as AWS answers an account
        without the feature (empty lists, not-found, a declared 4xx); None: not implemented (501)."""
        return None

    def reset(self) -> None:
        """Forget all state (tests and ``labcloud lab reset``)."""
        self.store.wipe(self.tables)

    def internal_routes(self) -> list[InternalRoute]:
        """Extra routes under ``/_labcloud/`` (e.g. the DynamoDB write ledger)."""
        return []

    def publish(self, ctx: RequestContext, kind: str, resource: str = "", **data: Any) -> None:
        """Publish a domain event of this service on the bus."""
        self.bus.publish(
            kind,
            service=self.service,
            account_id=ctx.account_id,
            region=ctx.region,
            resource=resource,
            data=data,
        )
