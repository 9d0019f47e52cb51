"""The Lambda provider's explicit state: what every Lambda module needs, created once by the provider.

Modules of this package take a :class:`LambdaState` (plus the request context and parameters)
instead of sharing a provider ``self``; background pieces (the sandbox engine, the async queue
worker, the mapping pollers) keep their handles here so that start, stop and the view find them.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.lambda_.execution import Execution

if TYPE_CHECKING:
    from labcloud.config import Settings
    from labcloud.events.bus import EventBus
    from labcloud.hub import Hub
    from labcloud.services.lambda_.esm.poller import MappingPoller
    from labcloud.services.lambda_.esm.stream_poller import StreamPoller
    from labcloud.services.lambda_.resource_policy import FunctionPolicies
    from labcloud.store.db import Store

SERVICE = "lambda"


@dataclass
class LambdaState:
    """The hub and its store, bus and settings, plus the Lambda package's shared runtime handles."""

    hub: Hub
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
    pollers: dict[str, MappingPoller | StreamPoller] = field(default_factory=dict)
    #: function ARN → until when its environment key was last found usable (see :mod:`env_encryption`)
    env_key_checked: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, hub: Hub, function_policies: FunctionPolicies) -> LambdaState:
        return cls(hub, hub.store, hub.bus, hub.settings, function_policies, Execution(hub))

    def publish(self, ctx: RequestContext, kind: str, resource: str = "", **data: Any) -> None:
        """Publish a Lambda domain event on the bus (as :meth:`Provider.publish` does)."""
        self.bus.publish(
            kind,
            service=SERVICE,
            account_id=ctx.account_id,
            region=ctx.region,
            resource=resource,
            data=data,
        )
