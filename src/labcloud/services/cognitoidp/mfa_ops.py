"""A pool's MFA configuration as Get/SetUserPoolMfaConfig answer it: SMS MFA (``SmsMfaConfiguration``, with
the pool's or the request's SmsConfiguration) is the one second factor labcloud checks (``ON``: every
password sign-in answers an SMS_MFA challenge, ``sms.py`` sends the code); ``OPTIONAL`` signs everyone in
with the password alone (there are no per-user MFA preferences); TOTP, email and WebAuthn factors are
refused with InvalidParameterException."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import lookup, sms
from labcloud.services.cognitoidp.errors import invalid_parameter, unsupported
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
    out: dict[str, Any] = {"MfaConfiguration": str(pool.spec.get("MfaConfiguration") or "OFF")}
    if sms.mfa_enabled(pool.spec):
        sms_mfa: dict[str, Any] = {"SmsConfiguration": pool.spec["SmsConfiguration"]}
        if pool.spec.get("SmsAuthenticationMessage"):
            sms_mfa["SmsAuthenticationMessage"] = pool.spec["SmsAuthenticationMessage"]
        out["SmsMfaConfiguration"] = sms_mfa
    return out  # type: ignore[return-value]


def set_user_pool_mfa_config(
    state: CognitoState, request: SetUserPoolMfaConfigRequest, ctx: RequestContext
) -> SetUserPoolMfaConfigResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    for member in ("SoftwareTokenMfaConfiguration", "EmailMfaConfiguration"):
        given: dict[str, Any] = dict(request.get(member) or {})  # type: ignore[call-overload]
        if given.get("Enabled"):
            raise unsupported(f"{member} (only SMS MFA is checked)")
    if request.get("WebAuthnConfiguration"):
        raise unsupported("WebAuthnConfiguration (passkeys)")
    spec = dict(pool.spec)
    sms_mfa: dict[str, Any] = dict(request.get("SmsMfaConfiguration") or {})
    if "SmsMfaConfiguration" in request:
        if sms_mfa.get("SmsConfiguration"):
            spec["SmsConfiguration"] = sms.check(state, dict(sms_mfa["SmsConfiguration"]))
        elif not spec.get("SmsConfiguration"):
            raise invalid_parameter(
                "SMS MFA needs an SmsConfiguration (SnsCallerArn) on the pool or in the request."
            )
        if sms_mfa.get("SmsAuthenticationMessage"):
            spec["SmsAuthenticationMessage"] = sms_mfa["SmsAuthenticationMessage"]
    spec["SmsMfaEnabled"] = "SmsMfaConfiguration" in request
    mode = request.get("MfaConfiguration") or str(pool.spec.get("MfaConfiguration") or "OFF")
    if mode == "ON" and not sms.mfa_enabled({**spec, "MfaConfiguration": mode}):
        raise unsupported("MfaConfiguration ON without SMS MFA (the only factor labcloud checks)")
    spec["MfaConfiguration"] = mode
    with state.store.transaction():
        pools.put(
            state.store,
            Pool(
                pool.id,
                pool.account_id,
                pool.region,
                pool.name,
                spec,
                pool.tags,
                pool.key_id,
                pool.private_key,
                pool.created,
                clock.now(),
            ),
        )
    return {"MfaConfiguration": mode}
