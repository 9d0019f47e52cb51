"""CloudFormation's one state object: the store, the event bus, the host its stacks act through
(``hub.call`` as each stack's principal) and the stack engine, passed explicitly to its behaviour."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.events.bus import EventBus
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.errors import stack_missing, validation
from labcloud.services.cloudformation.host import CfnHost, cfn_host
from labcloud.services.cloudformation.repo.events import StackEvent
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.shape import Host
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.cloudformation.engine import Engine


@dataclass(slots=True)
class CfnState:
    store: Store
    bus: EventBus
    #: Other services through the pipeline, the interfaces they offer, and which of them run.
    host: CfnHost
    _engine: Engine | None = None

    @property
    def engine(self) -> Engine:
        """Runs stack operations in the background (one task per stack) and records every step: made
        (with the template language and every resource handler) by the first stack operation."""
        if self._engine is None:
            from labcloud.services.cloudformation.engine import Engine

            self._engine = Engine(self.host, publisher(self.bus))
        return self._engine

    async def stop_engine(self) -> None:
        if self._engine is not None:
            await self._engine.stop()

    def stack(self, ctx: RequestContext, name: str | None, *, live_only: bool = False) -> Stack:
        """The stack StackName names (a deleted one too when named by id); ValidationError when none."""
        if not name:
            raise stack_missing("null")
        stack = db.find(self.store, ctx.account_id, ctx.region, name)
        if stack is None or (live_only and stack.status == "DELETE_COMPLETE"):
            raise stack_missing(name)
        return stack

    @staticmethod
    def build(host: Host) -> CfnState:
        return CfnState(host.store, host.bus, cfn_host(host))


def publisher(bus: EventBus) -> Callable[[Stack, str, StackEvent], None]:
    """Publishes a stack's or resource's status change on the bus (``cloudformation.*`` events)."""

    def publish(stack: Stack, kind: str, event: StackEvent) -> None:
        bus.publish(
            kind,
            service="cloudformation",
            account_id=stack.account,
            region=stack.region,
            resource=stack.stack_id,
            data={
                "stack_name": stack.name,
                "logical_id": event.logical_id,
                "physical_id": event.physical_id,
                "type": event.resource_type,
                "status": event.status,
                "reason": event.reason,
            },
        )

    return publish


def page(items: list[Any], token: str | None, size: int = 100) -> tuple[list[Any], str | None]:
    """Index-based paging: NextToken is the next position."""
    start = 0
    if token:
        try:
            start = int(token)
        except ValueError:
            raise validation("Invalid NextToken") from None
    chunk = items[start : start + size]
    return chunk, (str(start + size) if start + size < len(items) else None)
