"""What KMS offers other services on the hub: :class:`KeyRing`, encryption under a KMS key for a caller.

Secrets Manager (secret values) and SSM Parameter Store (SecureString) encrypt and decrypt through it.
Each call runs KMS's ``Encrypt``/``Decrypt`` through the pipeline as ``principal``, so IAM policies,
the key policy, grants and the key's state apply exactly as for a client calling KMS itself; a failure
raises KMS's own :class:`~labcloud.errors.AwsError` (``NotFoundException``, ``DisabledException``,
``KMSInvalidStateException``, ``InvalidCiphertextException``, ``AccessDeniedException``), which the
calling service may translate as AWS does (Secrets Manager answers ``DecryptionFailure``).

``key_id`` takes every form KMS accepts: a key id, a key ARN, ``alias/name`` or an alias ARN. An AWS
managed key alias (``alias/aws/secretsmanager``, ``alias/aws/ssm``...) names the account's AWS managed
key for that service, created on first use as on AWS. The ciphertext is KMS's opaque blob; it names
its key, so :meth:`KeyRing.decrypt_bytes` needs no key id. Other services import only this module of KMS.
The methods are ``encrypt_bytes``/``decrypt_bytes``, not ``encrypt``/``decrypt``: the service-shape test
refuses methods named after KMS's own operations in its package.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from labcloud.context import Principal


@dataclass(frozen=True, slots=True)
class Encrypted:
    ciphertext: bytes
    key_arn: str


@dataclass(frozen=True, slots=True)
class Decrypted:
    plaintext: bytes
    key_arn: str


@dataclass(frozen=True, slots=True)
class DataKey:
    """A fresh 256-bit data key: its plaintext (use, then forget) and its ciphertext (store)."""

    plaintext: bytes
    ciphertext: bytes
    key_arn: str


class KeyRing(Protocol):
    async def encrypt_bytes(
        self,
        principal: Principal,
        region: str,
        key_id: str,
        plaintext: bytes,
        context: Mapping[str, str] | None = None,
    ) -> Encrypted:
        """Encrypt ``plaintext`` (1..4096 bytes) under the key, bound to the encryption ``context``."""
        ...

    async def decrypt_bytes(
        self,
        principal: Principal,
        region: str,
        ciphertext: bytes,
        context: Mapping[str, str] | None = None,
        key_id: str | None = None,
        via_service: str | None = None,
    ) -> Decrypted:
        """Decrypt a blob :meth:`encrypt_bytes` made; ``context`` must be the one it was made with.

        ``key_id``, when given, must be the blob's key (else ``IncorrectKeyException``); ``via_service``
        (``"s3"``) is the service asking for its caller: policies see ``kms:ViaService``."""
        ...

    async def new_data_key(
        self,
        principal: Principal,
        region: str,
        key_id: str,
        context: Mapping[str, str] | None = None,
        via_service: str | None = None,
    ) -> DataKey:
        """GenerateDataKey (AES_256) under the key: for values larger than Encrypt takes (envelope
        encryption, as Secrets Manager does); the ciphertext decrypts with :meth:`decrypt_bytes`.
        ``via_service`` as for :meth:`decrypt_bytes`."""
        ...

    async def key_arn(self, principal: Principal, region: str, key_id: str) -> str:
        """The ARN of the key ``key_id`` names (DescribeKey as ``principal``), raising ``NotFoundException``."""
        ...
