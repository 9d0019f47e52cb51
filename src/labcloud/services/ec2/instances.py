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


def current(state: Ec2State, ctx: RequestContext) -> list[Record]:
    """Every listed instance of the account's region, settled now."""
    now = clock.now()
    out: list[Record] = []
    for record in state.records.of_kind(ctx.account_id, ctx.region, KIND):
        if instance_states.settle(record.body, now):
            if instance_states.name_of(record.body) == "terminated":
                record.vpc_id = None
            lookup.save(state, ctx, record)
            lookup.announce(state, ctx, record, "changed")
        if not instance_states.gone(record.body, now):
            out.append(record)
    return out


def require(state: Ec2State, ctx: RequestContext, ids: list[str]) -> list[Record]:
    """The instances named (each must exist and be listed), in the order asked."""
    describe.check_ids("i", ids)
    have = {r.id: r for r in current(state, ctx)}
    missing = [i for i in dict.fromkeys(ids) if i not in have]
    if missing:
        raise not_found("i", missing)
    return [have[i] for i in dict.fromkeys(ids)]
