"""Lambda's one state object: what the service owns while it runs, passed explicitly to its behaviour.

Modules of this package take a :class:`LambdaState` (plus the request and its context) instead of
sharing a provider ``self``; background pieces (the sandbox engine, the async queue worker, the
mapping pollers) keep their handles here so that start, stop and the view find them. The running
system is reached through :class:`~labcloud.services.lambda_.host.LambdaHost`, never the hub.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

from labcloud.config import Settings
from labcloud.context import RequestContext
from labcloud.events.bus import EventBus
from labcloud.services.lambda_.execution import Execution
from labcloud.services.lambda_.host import LambdaHost
from labcloud.services.lambda_.repo.settings import ensure as ensure_setting_tables
from labcloud.services.lambda_.resource_policy import FunctionPolicies
from labcloud.services.shape import Host
from labcloud.store.db import Store

SERVICE = "lambda"


class RunningPoller(Protocol):
    """An event source mapping's running poller (``esm/poller.py``, ``esm/stream_poller.py``, ``esm/mq_poller.py``)."""

    def start(self) -> None: ...

    async def stop(self) -> None: ...

    def snapshot(self) -> dict[str, Any]: ...


@dataclass
class LambdaState:
    """The host's store, bus and settings, plus the Lambda package's shared runtime handles."""

    host: LambdaHost
    store: Store
    bus: EventBus
    settings: Settings
    function_policies: FunctionPolicies
    execution: Execution
    # the async invocation worker (see :mod:`async_invoke`)
    async_wake: asyncio.Event | None = None
    async_task: asyncio.Task[None] | None = None
    async_running: set[str] = field(default_factory=set)
    # running event source mapping pollers by mapping UUID (see :mod:`esm.mappings`)
    pollers: dict[str, RunningPoller] = field(default_factory=dict)
    #: function ARN → until when its environment key was last found usable (see :mod:`env_encryption`)
    env_key_checked: dict[str, float] = field(default_factory=dict)
    # the durable execution worker (see :mod:`durable_worker`): executions being invoked, its wake-up,
    # chained invokes to run, and the synchronous callers waiting for an execution's end
    durable_running: set[str] = field(default_factory=set)
    durable_wake: asyncio.Event | None = None
    durable_task: asyncio.Task[None] | None = None
    durable_chained: list[tuple[str, str]] = field(default_factory=list)
    durable_waiters: dict[str, list[asyncio.Future[None]]] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> LambdaState:
        ensure_setting_tables(
            host.store
        )  # the account and configuration APIs' tables (their own schema owner)
        lambda_host = cast(LambdaHost, host)  # the hub: a Host with a context, fault hooks and serves
        return LambdaState(
            lambda_host,
            host.store,
            host.bus,
            host.settings,
            FunctionPolicies(host.store),
            Execution(lambda_host),
        )

    def publish(self, ctx: RequestContext, kind: str, resource: str = "", **data: Any) -> None:
        """Publish a Lambda domain event on the bus."""
        self.bus.publish(
            kind,
            service=SERVICE,
            account_id=ctx.account_id,
            region=ctx.region,
            resource=resource,
            data=data,
        )
