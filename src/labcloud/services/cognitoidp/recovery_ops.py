"""A forgotten password: ForgotPassword sends a code to the user's verified phone number or email
(``AccountRecoverySetting``'s order, else the phone first as AWS's legacy default), through the custom
sender trigger of that medium when the pool has one, else an SMS through SNS (no e-mail is sent: the
code is always published in ``cognito.user.code_sent``); ConfirmForgotPassword sets the new password with
that code. The pending code is kept in the user's ``code`` as ``reset:<code>`` (``attribute_ops.py``
keeps ``<attribute>:<code>`` there; a confirmed user has no sign-up code pending)."""

from __future__ import annotations

import hmac
import logging
import secrets
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import custom_sender, lookup, passwords, sms
from labcloud.services.cognitoidp.code_delivery import delivery
from labcloud.services.cognitoidp.errors import code_mismatch, invalid_parameter, user_not_found
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.cognitoidp.user_ops import secret_hash_ok, verification_sms

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        ConfirmForgotPasswordRequest,
        ConfirmForgotPasswordResponse,
        ForgotPasswordRequest,
        ForgotPasswordResponse,
    )

log = logging.getLogger("labcloud.cognito")
PREFIX = "reset:"
_MECHANISMS = {"verified_phone_number": "phone_number", "verified_email": "email"}


def _channel(pool: Pool, user: User) -> str | None:
    """The attribute the code goes to: the first verified one in the pool's recovery order."""
    setting = (pool.spec.get("AccountRecoverySetting") or {}).get("RecoveryMechanisms")
    order = (
        [
            _MECHANISMS.get(str(m.get("Name")))
            for m in sorted(setting, key=lambda m: int(m.get("Priority", 1)))
        ]
        if setting
        else ["phone_number", "email"]
    )
    for attribute in order:
        if (
            attribute
            and user.attributes.get(attribute)
            and user.attributes.get(f"{attribute}_verified") == "true"
        ):
            return attribute
    return None


async def forgot_password(
    state: CognitoState, request: ForgotPasswordRequest, ctx: RequestContext
) -> ForgotPasswordResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    secret_hash_ok(client, request["Username"], request.get("SecretHash"))
    user = lookup.user(state, pool, request["Username"])
    attribute = _channel(pool, user)
    if attribute is None:
        raise invalid_parameter(
            "Cannot reset password for the user as there is no registered/verified email or phone_number"
        )
    value = user.attributes[attribute]
    code = f"{secrets.randbelow(1_000_000):06d}"
    metadata: dict[str, Any] | None = request.get("ClientMetadata")
    trigger = custom_sender.SMS if attribute == "phone_number" else custom_sender.EMAIL
    sent = await custom_sender.send(state, pool, trigger, "ForgotPassword", user, code, client.id, metadata)
    if not sent and attribute == "phone_number":
        await sms.send(state, pool, value, verification_sms(pool, user, code))
    current = users.find(state.store, pool.id, user.username)
    if current is None:
        raise user_not_found()
    log.info("cognito: password reset code for user %s of pool %s: %s", user.username, pool.id, code)
    with state.store.transaction():
        users.put(state.store, current.moved(code=PREFIX + code, modified=clock.now()))
        emit(
            state, "cognito.user.code_sent", pool, username=user.username, code=code, purpose="ForgotPassword"
        )
    return {"CodeDeliveryDetails": delivery(attribute, value)}  # type: ignore[typeddict-item]


def confirm_forgot_password(
    state: CognitoState, request: ConfirmForgotPasswordRequest, ctx: RequestContext
) -> ConfirmForgotPasswordResponse:
    pool, client = lookup.client_anywhere(state, ctx, request["ClientId"])
    secret_hash_ok(client, request["Username"], request.get("SecretHash"))
    user = lookup.user(state, pool, request["Username"])
    pending = user.code or ""
    given = PREFIX + request["ConfirmationCode"]
    if not pending.startswith(PREFIX) or not hmac.compare_digest(pending, given):
        raise code_mismatch()
    passwords.check(passwords.policy_of(pool.spec), request["Password"])
    status = "CONFIRMED" if user.status in ("RESET_REQUIRED", "FORCE_CHANGE_PASSWORD") else user.status
    changed = user.moved(
        password=passwords.hashed(request["Password"]), code=None, status=status, modified=clock.now()
    )
    with state.store.transaction():
        users.put(state.store, changed)
        emit(state, "cognito.user.password_reset", pool, username=user.username, client_id=client.id)
    return {}
