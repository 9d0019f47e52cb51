"""What a mapping's poller may use of Lambda: an explicit object built from the package's
:class:`~labcloud.services.lambda_.state.LambdaState` (the pollers never see the provider)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.lambda_ import async_invoke, invoke, records
from labcloud.services.lambda_.core import Resolved
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.repo import mappings as mapping_rows

if TYPE_CHECKING:
    from labcloud.events.bus import EventBus
    from labcloud.runtime import InvokeResult, SandboxManager
    from labcloud.services.lambda_.credentials import SessionBroker
    from labcloud.services.lambda_.esm.record import EventSourceMapping
    from labcloud.services.lambda_.host import LambdaHost
    from labcloud.services.lambda_.state import LambdaState
    from labcloud.store.db import Store


class PollerHost:
    """Records, invocation and the mappings, for the SQS and stream pollers."""

    def __init__(self, state: LambdaState) -> None:
        self.state = state
        self.host: LambdaHost = state.host
        self.store: Store = state.store
        self.bus: EventBus = state.bus

    @property
    def broker(self) -> SessionBroker:
        return self.state.execution.broker

    @property
    def engine(self) -> SandboxManager:
        return self.state.execution.engine

    def publish(self, ctx: RequestContext, kind: str, resource: str = "", **data: Any) -> None:
        self.state.publish(ctx, kind, resource, **data)

    def resolve(self, ctx: RequestContext, function_name: str, qualifier: str | None = None) -> Resolved:
        return records.resolve(self.state, ctx, function_name, qualifier)

    def queue_url(self, queue_arn: str) -> str:
        return async_invoke.queue_url(self.state, queue_arn)

    async def run_invocation(
        self, ctx: RequestContext, resolved: Resolved, payload: bytes, **options: Any
    ) -> InvokeResult:
        return await invoke.run_invocation(self.state, ctx, resolved, payload, **options)

    def reserved(self, key: tuple[str, str, str]) -> int | None:
        """The function's reserved concurrency (None: none, or no such function)."""
        row = functions.get(self.store, *key)
        return None if row is None else row.reserved

    def mapping(self, mapping_uuid: str) -> EventSourceMapping | None:
        return mapping_rows.get(self.store, mapping_uuid)

    def save_mapping(self, mapping: EventSourceMapping) -> None:
        save_mapping(self.store, mapping)


def save_mapping(store: Store, mapping: EventSourceMapping) -> None:
    mapping_rows.save(store, mapping)
