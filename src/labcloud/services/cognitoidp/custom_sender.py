"""The custom sender triggers (``LambdaConfig.CustomSMSSender``, ``CustomEmailSender``, ``KMSKeyID``): when
the pool would send a code or a temporary password by SMS (or e-mail), it invokes the function instead,
with ``request.type`` ``customSMSSenderRequestV1`` (``customEmailSenderRequestV1``), ``request.code`` the
secret encrypted with the AWS Encryption SDK under the pool's KMS key (base64 of the message
``encrypted_code.py`` writes), ``userAttributes`` and ``clientMetadata``. The function's answer is not read.

The key: Cognito encrypts the data key with KMS ``Encrypt`` through the hub as the pool's account (its root
principal: as if the pool's creator had granted Cognito the key, so the account's IAM and the key policy
apply to it as to the account). labcloud checks the key when the pool is created or updated, with one such
``Encrypt``: a key that is missing, disabled, not a symmetric encryption key or whose policy shuts the
account out is InvalidParameterException then, and UnexpectedLambdaException ("<trigger> invocation
failed due to error KMS...") if it became unusable later.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Mapping
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.cognitoidp import encrypted_code, triggers
from labcloud.services.cognitoidp.errors import invalid_parameter
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.kms.interfaces import KeyRing

SMS = "CustomSMSSender"
EMAIL = "CustomEmailSender"
VERSION = "V1_0"
REQUEST_TYPE = {SMS: "customSMSSenderRequestV1", EMAIL: "customEmailSenderRequestV1"}


def _ring(state: CognitoState) -> KeyRing | None:
    return None if state.interfaces is None else state.interfaces.interface(KeyRing)


def _account(account_id: str) -> Principal:
    return Principal(account_id=account_id, arn=f"arn:aws:iam::{account_id}:root")


def _key_region(key_id: str, default: str) -> str:
    parts = key_id.split(":")
    return parts[3] if len(parts) > 4 and parts[3] else default


def checked(config: dict[str, Any]) -> None:
    """The custom sender members of a LambdaConfig (already without empty members) checked in place."""
    for name in (SMS, EMAIL):
        sender = config.get(name)
        if not sender:
            continue
        version = sender.get("LambdaVersion")
        if version != VERSION:
            raise invalid_parameter(f"{name}.LambdaVersion must be {VERSION}, not {version}.")
        arn = str(sender.get("LambdaArn") or "")
        parts = arn.split(":")
        if not (len(parts) in (7, 8) and parts[2] == "lambda" and parts[5] == "function"):
            raise invalid_parameter(f"{name}.LambdaArn must be the ARN of a Lambda function, not {arn}")
        config[name] = {"LambdaVersion": version, "LambdaArn": arn}
    key = config.get("KMSKeyID")
    if (config.get(SMS) or config.get(EMAIL)) and not key:
        raise invalid_parameter(
            "KMSKeyID is required when CustomSMSSender or CustomEmailSender is configured."
        )
    if key and not (str(key).startswith("arn:") and str(key).split(":")[2:3] == ["kms"]):
        raise invalid_parameter(f"KMSKeyID must be the ARN of a KMS key, not {key}")


async def usable(state: CognitoState, account_id: str, region: str, config: Mapping[str, Any]) -> None:
    """Refuse a KMSKeyID the pool cannot encrypt with (one ``Encrypt`` as the pool's account)."""
    key = config.get("KMSKeyID")
    if not key:
        return
    try:
        await _seal(state, account_id, _key_region(str(key), region), str(key), os.urandom(32), {})
    except AwsError as exc:
        raise invalid_parameter(
            f"The KMS key {key} cannot be used by the user pool: {exc.code}: {exc.message}"
        ) from None


async def _seal(
    state: CognitoState, account_id: str, region: str, key: str, plaintext: bytes, context: dict[str, str]
) -> tuple[bytes, str]:
    ring = _ring(state)
    if ring is None:
        raise AwsError("KMSInternalException", "KMS is not available", status=500)
    sealed = await ring.encrypt_bytes(_account(account_id), region, key, plaintext, context)
    return sealed.ciphertext, sealed.key_arn


def configured(pool: Pool, trigger: str) -> bool:
    config = pool.spec.get("LambdaConfig") or {}
    return bool((config.get(trigger) or {}).get("LambdaArn"))


async def encrypt_code(state: CognitoState, pool: Pool, trigger: str, secret: str) -> str:
    """``secret`` as the trigger's ``request.code``: an Encryption SDK message under the pool's key, base64."""
    key = str((pool.spec.get("LambdaConfig") or {}).get("KMSKeyID") or "")
    signer = encrypted_code.Signer.new()
    context = encrypted_code.context_for(signer)
    data_key = os.urandom(32)
    try:
        blob, key_arn = await _seal(
            state, pool.account_id, _key_region(key, pool.region), key, data_key, context
        )
    except AwsError as exc:
        raise triggers.unexpected(trigger, f"KMS{exc.code}") from None
    message = encrypted_code.encrypt(secret.encode(), data_key, blob, key_arn, signer, context)
    return base64.b64encode(message).decode()


async def send(
    state: CognitoState,
    pool: Pool,
    trigger: str,
    source: str,
    user: User,
    secret: str,
    client_id: str | None,
    client_metadata: Mapping[str, str] | None,
) -> bool:
    """Hand ``secret`` to the pool's ``trigger`` (``CustomSMSSender``/``CustomEmailSender``) with the event
    of ``source`` (``SignUp``, ``ForgotPassword``...); False when the pool has no such trigger (the caller
    then sends as usual)."""
    if not configured(pool, trigger):
        return False
    request: dict[str, Any] = {
        "type": REQUEST_TYPE[trigger],
        "code": await encrypt_code(state, pool, trigger, secret),
        "clientMetadata": dict(client_metadata or {}),
        "userAttributes": triggers.user_attributes(user),
    }
    await triggers.run(
        state,
        pool,
        trigger,
        f"{trigger}_{source}",
        username=user.username,
        client_id=client_id,
        request=request,
        answer_read=False,
    )
    return True
