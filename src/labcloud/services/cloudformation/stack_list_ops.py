"""ListStacks: a read of the stack rows, kept apart from ``stack_ops`` so that the first listing does not
import the deployment engine (templates, intrinsics, every resource handler)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.state import CfnState, page

if TYPE_CHECKING:
    from labcloud.services.cloudformation.api import ListStacksRequest, ListStacksResponse


def list_stacks(state: CfnState, request: ListStacksRequest, ctx: RequestContext) -> ListStacksResponse:
    wanted = set(request.get("StackStatusFilter") or [])
    found = [
        s for s in db.listed(state.store, ctx.account_id, ctx.region) if not wanted or s.status in wanted
    ]
    chunk, token = page(found, request.get("NextToken"))
    out: dict[str, Any] = {"StackSummaries": [db.summary(s) for s in chunk]}
    if token:
        out["NextToken"] = token
    return cast("ListStacksResponse", out)
