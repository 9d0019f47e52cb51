"""What every CloudFormation operation works with: the hub, the store and the stack engine."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.engine import Engine
from labcloud.services.cloudformation.errors import stack_missing
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.hub import Hub


@dataclass
class CfnState:
    hub: Hub
    store: Store
    engine: Engine

    def stack(self, ctx: RequestContext, name: str | None, *, live_only: bool = False) -> dict[str, Any]:
        """The stack StackName names (a deleted one too when named by id); ValidationError when none."""
        if not name:
            raise stack_missing("null")
        stack = db.find(self.store, ctx.account_id, ctx.region, name)
        if stack is None or (live_only and stack["StackStatus"] == "DELETE_COMPLETE"):
            raise stack_missing(name)
        return stack


def page(items: list[Any], token: str | None, size: int = 100) -> tuple[list[Any], str | None]:
    """Index-based paging: NextToken is the next position."""
    start = 0
    if token:
        try:
            start = int(token)
        except ValueError:
            from labcloud.services.cloudformation.errors import validation

            raise validation("Invalid NextToken") from None
    chunk = items[start : start + size]
    return chunk, (str(start + size) if start + size < len(items) else None)
