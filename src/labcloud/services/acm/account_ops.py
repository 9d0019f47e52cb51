"""GetAccountConfiguration and PutAccountConfiguration: the days before expiry ACM starts its expiry
events (45 unless set). labcloud records the setting; it emits no EventBridge expiry events yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acm.state import AcmState

if TYPE_CHECKING:
    from labcloud.services.acm.api import (
        GetAccountConfigurationRequest,
        GetAccountConfigurationResponse,
        PutAccountConfigurationRequest,
        PutAccountConfigurationResponse,
    )

DEFAULT_DAYS = 45
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
