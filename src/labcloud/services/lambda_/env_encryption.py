"""Environment variables under a customer managed KMS key (``KMSKeyArn``), as Lambda uses one.

Setting the key asks KMS for a data key under it as the caller (where AWS creates its grant): a key
that is missing, disabled or not allowed refuses the create or update with AWS's
``InvalidParameterValueException``. Each invocation of a function with variables and a key has the
data key decrypted by the account (the grant's holder), at most once every ten seconds per function:
when the key has been disabled, deleted or its policy no longer admits it, the invocation fails
with ``KMSDisabledException`` / ``KMSNotFoundException`` / ``KMSInvalidStateException`` /
``KMSAccessDeniedException`` (502), as on AWS. The variables themselves stay in labcloud's store.
"""

from __future__ import annotations

import base64
import time

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.lambda_.function_config import FunctionConfig
from labcloud.services.lambda_.state import LambdaState

RECHECK_SECONDS = 10.0

_AT_INVOKE = {
    "DisabledException": ("KMSDisabledException", "the KMS key used is disabled"),
    "NotFoundException": ("KMSNotFoundException", "the KMS key used was not found"),
    "KMSInvalidStateException": (
        "KMSInvalidStateException",
        "the state of the KMS key used is not valid for Decrypt",
    ),
    "AccessDeniedException": ("KMSAccessDeniedException", "KMS access was denied"),
}


def _ring(state: LambdaState) -> KeyRing:
    ring = state.host.interface(KeyRing)
    if ring is None:
        raise AwsError("KMSNotFoundException", "KMS is not running in labcloud", status=502, Type="Service")
    return ring


async def seal(
    state: LambdaState, ctx: RequestContext, config: FunctionConfig, key: str | None
) -> FunctionConfig:
    """``config`` with its environment key set (or cleared, with an empty ``key``), asking KMS as the caller."""
    if not key:
        return config.but(kms_key_arn=None, env_data_key=None)
    try:
        data_key = await _ring(state).new_data_key(
            ctx.principal, ctx.region, key, {"aws:lambda:FunctionArn": config.function_arn}
        )
    except AwsError as error:
        raise AwsError(
            "InvalidParameterValueException",
            "Lambda was unable to configure access to your environment variables because the KMS key is invalid "
            f"for CreateGrant. Please check your KMS key settings. KMS Exception: {error.code} KMS Message: "
            f"{error.message}",
            status=400,
            Type="User",
        ) from None
    state.env_key_checked.pop(config.function_arn, None)
    return config.but(kms_key_arn=key, env_data_key=base64.b64encode(data_key.ciphertext).decode())


async def check_before_invoke(state: LambdaState, config: FunctionConfig) -> None:
    """Fail the invocation as AWS does when the function's key can no longer decrypt its variables."""
    blob = config.env_data_key
    if not blob or not (config.environment or {}).get("Variables"):
        return
    arn = config.function_arn
    now = time.monotonic()
    if state.env_key_checked.get(arn, 0.0) > now:
        return
    account, region = arn.split(":")[4], arn.split(":")[3]
    owner = state.host.identity.root(account)
    base_arn = ":".join(arn.split(":")[:7])
    try:
        await _ring(state).decrypt_bytes(
            owner, region, base64.b64decode(blob), {"aws:lambda:FunctionArn": base_arn}
        )
    except AwsError as error:
        code, why = _AT_INVOKE.get(error.code, ("KMSAccessDeniedException", "KMS access was denied"))
        raise AwsError(
            code,
            f"Lambda was unable to decrypt the environment variables because {why}. Please check the "
            f"function's KMS key settings. KMS Exception: {error.code}",
            status=502,
            Type="Service",
        ) from None
    if len(state.env_key_checked) > 10_000:
        state.env_key_checked.clear()
    state.env_key_checked[arn] = now + RECHECK_SECONDS
