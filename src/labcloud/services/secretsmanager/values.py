"""Secret values at rest: envelope encryption under the secret's KMS key, as Secrets Manager does.

Each version gets a fresh data key from KMS (``KeyRing.new_data_key``, as the caller, with the
encryption context ``{"SecretARN": ..., "SecretVersionId": ...}``); the value is sealed with AES-256-GCM
under it and only the encrypted data key is kept. Reading a value decrypts the data key through KMS as
the caller, so a disabled or deleted key, or a caller without ``kms:Decrypt``, fails the read as on AWS.
"""

from __future__ import annotations

import hashlib
import os

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.secretsmanager.errors import decryption_failure, encryption_failure, kms_access_denied
from labcloud.services.secretsmanager.repo.secrets import Secret, Version
from labcloud.services.secretsmanager.state import SecretsState

DEFAULT_KEY = "alias/aws/secretsmanager"


def _context(arn: str, version_id: str) -> dict[str, str]:
    return {"SecretARN": arn, "SecretVersionId": version_id}


def digest(value: bytes, binary: bool) -> str:
    return hashlib.sha256((b"b:" if binary else b"s:") + value).hexdigest()


async def seal(
    state: SecretsState, ctx: RequestContext, secret: Secret, version_id: str, value: bytes, binary: bool
) -> tuple[str, bytes, bytes]:
    """(key ARN, encrypted data key, sealed value) for a new version."""
    context = _context(secret.arn, version_id)
    try:
        data_key = await state.key_ring().new_data_key(
            ctx.principal, secret.region, secret.kms_key_id or DEFAULT_KEY, context
        )
    except AwsError as exc:
        raise kms_access_denied() if exc.code == "AccessDeniedException" else encryption_failure() from None
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # here: not at the service's build

    nonce = os.urandom(12)
    sealed = nonce + AESGCM(data_key.plaintext).encrypt(
        nonce, value, secret.arn.encode() + version_id.encode()
    )
    return data_key.key_arn, data_key.ciphertext, sealed


async def open_value(state: SecretsState, ctx: RequestContext, secret: Secret, version: Version) -> bytes:
    from cryptography.exceptions import InvalidTag  # here: not at the service's build
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    context = _context(secret.arn, version.version_id)
    try:
        data_key = await state.key_ring().decrypt_bytes(
            ctx.principal, secret.region, version.data_key, context
        )
    except AwsError as exc:
        raise kms_access_denied() if exc.code == "AccessDeniedException" else decryption_failure() from None
    try:
        return AESGCM(data_key.plaintext).decrypt(
            version.sealed[:12], version.sealed[12:], secret.arn.encode() + version.version_id.encode()
        )
    except InvalidTag:
        raise decryption_failure() from None
