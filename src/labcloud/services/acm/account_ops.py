"""GetAccountConfiguration and PutAccountConfiguration: the days before expiry ACM starts its daily
"ACM Certificate Approaching Expiration" events (45 unless set, at most 45; ``expiry.py`` sends them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acm.errors import validation
from labcloud.services.acm.expiry import DEFAULT_DAYS, MAX_DAYS
from labcloud.services.acm.state import AcmState

if TYPE_CHECKING:
    from labcloud.services.acm.api import (
        GetAccountConfigurationRequest,
        GetAccountConfigurationResponse,
        PutAccountConfigurationRequest,
        PutAccountConfigurationResponse,
    )

TOKEN_SECONDS = 3600.0


def get_account_configuration(
    state: AcmState, request: GetAccountConfigurationRequest, ctx: RequestContext
) -> GetAccountConfigurationResponse:
    found = state.certificates.account(ctx.account_id, ctx.region)
    return {"ExpiryEvents": {"DaysBeforeExpiry": DEFAULT_DAYS if found is None else found[0]}}


def put_account_configuration(
    state: AcmState, request: PutAccountConfigurationRequest, ctx: RequestContext
) -> PutAccountConfigurationResponse:
    now = clock.now()
    found = state.certificates.account(ctx.account_id, ctx.region)
    token = request["IdempotencyToken"]
    if found is not None and found[1] == token and found[2] is not None and found[2] + TOKEN_SECONDS > now:
        return {}  # the same request again: its first answer stands
    days = (request.get("ExpiryEvents") or {}).get("DaysBeforeExpiry")
    if days is not None and not 1 <= days <= MAX_DAYS:
        raise validation(f"DaysBeforeExpiry must be between 1 and {MAX_DAYS}.")
    if days is None:
        days = DEFAULT_DAYS if found is None else found[0]
    with state.store.transaction():
        state.certificates.put_account(ctx.account_id, ctx.region, days, token, now)
        state.bus.publish(
            "acm.account.configured",
            service="acm",
            account_id=ctx.account_id,
            region=ctx.region,
            data={"days_before_expiry": days},
        )
    return {}
