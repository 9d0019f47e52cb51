"""Finding the log group an operation names (by name, ``logGroupIdentifier`` or ARN), and
publishing Logs' domain events."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext

from .errors import group_not_found, invalid_parameter
from .names import group_name_from_arn, resolve_group_name
from .repo.groups import Group
from .state import LogsState


def now_ms() -> int:
    return int(clock.now() * 1000)


def group(state: LogsState, ctx: RequestContext, name: str) -> Group:
    return state.groups.require(ctx.account_id, ctx.region, name)


def group_of(state: LogsState, ctx: RequestContext, params: Mapping[str, Any]) -> Group:
    """The group of ``logGroupName`` or ``logGroupIdentifier`` (exactly one)."""
    return group(state, ctx, resolve_group_name(ctx, params))


def group_by_identifier(state: LogsState, ctx: RequestContext, identifier: str) -> Group:
    return group(state, ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))


def group_by_arn(state: LogsState, ctx: RequestContext, arn: str) -> Group:
    parsed = group_name_from_arn(arn)
    if parsed is None:
        raise invalid_parameter(f"Invalid resourceArn: {arn}")
    region, account, name = parsed
    if region != ctx.region or account != ctx.account_id:
        raise group_not_found()
    return group(state, ctx, name)


def emit(state: LogsState, ctx: RequestContext, kind: str, resource: str, **data: Any) -> None:
    """Publish a domain event of CloudWatch Logs on the bus (inside the operation's transaction)."""
    state.bus.publish(
        kind, service="logs", account_id=ctx.account_id, region=ctx.region, resource=resource, data=data
    )
