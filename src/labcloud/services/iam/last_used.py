"""When and where each role was last used (GetRole's ``RoleLastUsed``).

A role counts as used when a session of it makes a request that IAM evaluates. The time is
written at most once a minute per role (the first use at once), so a busy function's role costs
one dict lookup per request; AWS itself reports the date only approximately.
"""

from __future__ import annotations

from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iam.ids import from_epoch, parse_role_arn
from labcloud.services.iam.repo import account
from labcloud.services.iam.state import IamState

#: Seconds between two writes of the same role's last use.
WRITE_EVERY = 60.0


def touch(state: IamState, account_id: str, role_name: str, region: str) -> None:
    now = clock.now()
    key = (account_id, role_name.lower(), region)
    written = state.uses_written
    if key in written and 0.0 <= now - written[key] < WRITE_EVERY:  # a clock set back writes again
        return
    if len(written) > 4096:
        written.clear()
    written[key] = now
    with state.store.transaction():
        account.note_use(state.store, account_id, role_name, now, region)


def of(state: IamState, account_id: str, role_name: str) -> dict[str, Any]:
    """``RoleLastUsed`` as GetRole answers it (empty when the role was never used)."""
    row = account.last_use(state.store, account_id, role_name)
    return {} if row is None else {"LastUsedDate": from_epoch(row.used), "Region": row.region}


def drop(state: IamState, account_id: str, role_name: str) -> None:
    account.forget_use(state.store, account_id, role_name)
    state.uses_written = {
        k: v for k, v in state.uses_written.items() if k[:2] != (account_id, role_name.lower())
    }


def note_role_use(state: IamState, ctx: RequestContext, params: dict[str, Any]) -> None:
    """Authorizer run after enforcement allowed a request: a role session's request uses its role."""
    if ctx.principal.kind == "assumed-role" and ctx.principal.role_arn:
        parsed = parse_role_arn(ctx.principal.role_arn)
        if parsed is not None:
            touch(state, parsed[0], parsed[1], ctx.region)
