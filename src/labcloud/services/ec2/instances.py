"""Reading instance records on the clock: each read first settles transient states whose time is up
(``instance_states``) and saves them, so every operation sees the same state; terminated instances past
their visible hour are left out. Inside the caller's transaction."""

from __future__ import annotations

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, instance_states, lookup
from labcloud.services.ec2.errors import not_found
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

KIND = "instance"


def _settled(state: Ec2State, ctx: RequestContext, record: Record, now: float) -> bool:
    """Settle one instance (saving a move); whether it is still listed."""
    if instance_states.settle(record.body, now):
        if instance_states.name_of(record.body) == "terminated":
            record.vpc_id = None
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "changed")
    return not instance_states.gone(record.body, now)


def current(state: Ec2State, ctx: RequestContext) -> list[Record]:
    """Every listed instance of the account's region, settled now."""
    now = clock.now()
    return [
        r for r in state.records.of_kind(ctx.account_id, ctx.region, KIND) if _settled(state, ctx, r, now)
    ]


def require(state: Ec2State, ctx: RequestContext, ids: list[str]) -> list[Record]:
    """The instances named (each must exist and be listed), in the order asked; only those are read."""
    describe.check_ids("i", ids)
    now = clock.now()
    found: list[Record] = []
    missing: list[str] = []
    for instance_id in dict.fromkeys(ids):
        record = state.records.get(ctx.account_id, ctx.region, instance_id)
        if record is None or record.kind != KIND or not _settled(state, ctx, record, now):
            missing.append(instance_id)
        else:
            found.append(record)
    if missing:
        raise not_found("i", missing)
    return found
