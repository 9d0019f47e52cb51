"""Finding one record by id with EC2's errors (malformed id, not found), and the checks shared by
every write (DryRun, the parameters this service does not support)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import defaults
from labcloud.services.ec2.errors import dry_run, malformed, not_found, unsupported
from labcloud.services.ec2.ids import KINDS, prefix_of
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State


def require(state: Ec2State, ctx: RequestContext, prefix: str, record_id: str) -> Record:
    if prefix_of(record_id) != prefix:
        raise malformed(prefix, record_id)
    defaults.ensure(state, ctx.account_id, ctx.region)
    found = state.records.get(ctx.account_id, ctx.region, record_id)
    if found is None or found.kind != KINDS[prefix] or found.body.get("State") == "deleted":
        raise not_found(prefix, [record_id])
    return found


def begin(state: Ec2State, ctx: RequestContext, request: Mapping[str, Any], *unsupported_names: str) -> None:
    """Refuse what is not supported, answer DryRun, and make the default VPC if this account has none yet."""
    for name in unsupported_names:
        if request.get(name) not in (None, [], False):
            raise unsupported(name)
    if request.get("DryRun"):
        raise dry_run()
    defaults.ensure(state, ctx.account_id, ctx.region)


def save(state: Ec2State, ctx: RequestContext, record: Record) -> None:
    state.records.put(ctx.account_id, ctx.region, record)


def announce(state: Ec2State, ctx: RequestContext, record: Record, action: str) -> None:
    """``ec2.<kind>.<action>`` on the bus (``created``, ``deleted``, ``changed``), inside the caller's transaction."""
    state.bus.publish(
        f"ec2.{record.kind}.{action}",
        service="ec2",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=record.id,
        data={"id": record.id, "vpc_id": record.vpc_id},
    )
