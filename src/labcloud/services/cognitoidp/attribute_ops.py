"""A signed-in user verifying an email address or phone number: GetUserAttributeVerificationCode (a code
handed to the pool's custom sender trigger of its medium, else sent by SMS through SNS when the pool has
an SmsConfiguration, always published in the
``cognito.user.code_sent`` event with the attribute) and VerifyUserAttribute (the code marks
``<attribute>_verified``). The pending code is kept in the user's ``code`` as ``<attribute>:<code>`` (a
confirmed user has no sign-up code pending)."""

from __future__ import annotations

import hmac
import logging
import secrets
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import code_delivery, custom_sender, sms, tokens
from labcloud.services.cognitoidp.errors import code_mismatch, invalid_parameter
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.cognitoidp.user_ops import verification_sms

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        GetUserAttributeVerificationCodeRequest,
        GetUserAttributeVerificationCodeResponse,
        VerifyUserAttributeRequest,
        VerifyUserAttributeResponse,
    )

log = logging.getLogger("labcloud.cognito")
VERIFIABLE = ("email", "phone_number")


def _attribute(name: str) -> str:
    if name not in VERIFIABLE:
        raise invalid_parameter(f"Invalid attribute name: {name} cannot be verified.")
    return name


async def get_user_attribute_verification_code(
    state: CognitoState, request: GetUserAttributeVerificationCodeRequest, ctx: RequestContext
) -> GetUserAttributeVerificationCodeResponse:
    pool, user = tokens.access_user(state, request["AccessToken"])
    attribute = _attribute(request["AttributeName"])
    value = user.attributes.get(attribute)
    if not value:
        raise invalid_parameter(f"User has no attribute {attribute}.")
    code = f"{secrets.randbelow(1_000_000):06d}"
    trigger = custom_sender.SMS if attribute == "phone_number" else custom_sender.EMAIL
    metadata = request.get("ClientMetadata")
    sent = await custom_sender.send(state, pool, trigger, "VerifyUserAttribute", user, code, None, metadata)
    if attribute == "phone_number" and not sent:
        await sms.send(state, pool, value, verification_sms(pool, user, code))
    delivery = code_delivery.delivery(attribute, value)
    current = users.find(state.store, pool.id, user.username)
    if current is None:
        raise invalid_parameter("User does not exist.")
    log.info(
        "cognito: %s verification code for user %s of pool %s: %s", attribute, user.username, pool.id, code
    )
    with state.store.transaction():
        users.put(state.store, current.moved(code=f"{attribute}:{code}", modified=clock.now()))
        emit(state, "cognito.user.code_sent", pool, username=user.username, code=code, attribute=attribute)
    return {"CodeDeliveryDetails": delivery}  # type: ignore[typeddict-item]


def verify_user_attribute(
    state: CognitoState, request: VerifyUserAttributeRequest, ctx: RequestContext
) -> VerifyUserAttributeResponse:
    pool, user = tokens.access_user(state, request["AccessToken"])
    attribute = _attribute(request["AttributeName"])
    pending = user.code or ""
    expected = pending.split(":", 1)[1] if pending.startswith(f"{attribute}:") else ""
    if not expected or not hmac.compare_digest(expected, request["Code"]):
        raise code_mismatch()
    attributes = {**user.attributes, f"{attribute}_verified": "true"}
    with state.store.transaction():
        users.put(state.store, user.moved(attributes=attributes, code=None, modified=clock.now()))
        emit(state, "cognito.user.attribute_verified", pool, username=user.username, attribute=attribute)
    return {}
