"""A pool's MFA configuration as Get/SetUserPoolMfaConfig answer it: labcloud runs no second factor, so
only ``OFF`` (and ``OPTIONAL`` with no factor enabled, which signs everyone in with the password alone)
can be set; enabling SMS, TOTP, email or WebAuthn factors is refused with InvalidParameterException."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import lookup
from labcloud.services.cognitoidp.errors import unsupported
from labcloud.services.cognitoidp.repo import pools
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        GetUserPoolMfaConfigRequest,
        GetUserPoolMfaConfigResponse,
        SetUserPoolMfaConfigRequest,
        SetUserPoolMfaConfigResponse,
    )


def get_user_pool_mfa_config(
    state: CognitoState, request: GetUserPoolMfaConfigRequest, ctx: RequestContext
) -> GetUserPoolMfaConfigResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    return {"MfaConfiguration": str(pool.spec.get("MfaConfiguration") or "OFF")}


def set_user_pool_mfa_config(
    state: CognitoState, request: SetUserPoolMfaConfigRequest, ctx: RequestContext
) -> SetUserPoolMfaConfigResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    for member in ("SmsMfaConfiguration", "SoftwareTokenMfaConfiguration", "EmailMfaConfiguration"):
        given: dict[str, Any] = dict(request.get(member) or {})  # type: ignore[call-overload]
        if given.get("Enabled") or given.get("SmsConfiguration"):
            raise unsupported(f"{member} (no second factor is ever checked)")
    if request.get("WebAuthnConfiguration"):
        raise unsupported("WebAuthnConfiguration (passkeys)")
    mode = request.get("MfaConfiguration") or str(pool.spec.get("MfaConfiguration") or "OFF")
    if mode == "ON":
        raise unsupported("MfaConfiguration ON (multi-factor authentication); use OFF or OPTIONAL")
    with state.store.transaction():
        pools.put(
            state.store,
            Pool(
                pool.id,
                pool.account_id,
                pool.region,
                pool.name,
                {**pool.spec, "MfaConfiguration": mode},
                pool.tags,
                pool.key_id,
                pool.private_key,
                pool.created,
                clock.now(),
            ),
        )
    return {"MfaConfiguration": mode}
